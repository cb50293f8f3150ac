/**
 * Loads ahead the screens the user will probably open next (issue 30 §2), once the screen shown
 * is complete (its route loaded, no query running) and the browser idle: signed in, every page
 * of their menu, in the menu's order; on the sign-in page, the shell and the dashboard a sign-in
 * leads to. A menu click then waits for its data only, not for its code and messages.
 */
import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { DataRouter } from 'react-router';
import { visibleMenu } from '@comptoir/core/permissions';
import { SESSION_QUERY_KEY, type SessionResponse } from '@/lib/session';
import { preloadScreen } from './pages';
import { protectedLayout } from './routes';

const SESSION_HASH = hashKey(SESSION_QUERY_KEY);

/** What is loaded ahead: a menu screen's page, and the shell around the pages. */
const LOADERS = { screen: preloadScreen, shell: protectedLayout };

export function connectPreloading(
  queryClient: QueryClient,
  router: Pick<DataRouter, 'state' | 'subscribe'>,
  load: { screen: (path: string) => Promise<unknown>; shell: () => Promise<unknown> } = LOADERS,
) {
  /** Whose screens are loaded: a user id, '' for the sign-in page's, null for none yet. */
  let preloadedFor: string | null = null;
  let stop = () => undefined as void;

  const check = () => {
    const { initialized, navigation, location } = router.state;
    if (!initialized || navigation.state !== 'idle') return;
    const session = queryClient.getQueryData<SessionResponse | null>(SESSION_QUERY_KEY);
    if (session === undefined) return; // the first session check has not answered yet
    const key = session ? session.user.id : location.pathname === '/login' ? '' : null;
    if (key === null || key === preloadedFor) return;
    preloadedFor = key;
    stop();
    stop = preloadWhenIdle(
      session
        ? visibleMenu(session.user).map((item) => () => load.screen(item.path))
        : [load.shell, () => load.screen('/dashboard')],
      () => queryClient.isFetching() > 0,
    );
  };

  const unsubscribeRouter = router.subscribe(check);
  const unsubscribeCache = queryClient.getQueryCache().subscribe(({ query }) => {
    if (query.queryHash === SESSION_HASH) check();
  });
  check();
  return () => {
    stop();
    unsubscribeRouter();
    unsubscribeCache();
  };
}

/** `window.requestIdleCallback`, or a short timer where the browser has none (Safari). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, 200);
  return () => window.clearTimeout(timer);
}

/** Whether the user asked to save data (or has a very slow link): then nothing is loaded ahead. */
function savesData(): boolean {
  const connection = (navigator as { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return connection?.saveData === true || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

/**
 * Runs `loads` one after the other, each when the browser is idle and `busy()` is false, so that
 * nothing the user sees or does waits for them. Returns a function that stops what is not started.
 */
export function preloadWhenIdle(
  loads: readonly (() => Promise<unknown>)[],
  busy: () => boolean = () => false,
): () => void {
  if (savesData()) return () => undefined;
  let cancel = () => undefined as void;
  let stopped = false;
  const next = (index: number) => {
    if (stopped || index >= loads.length) return;
    cancel = whenIdle(() => {
      if (busy()) next(index);
      else
        void loads[index]!()
          .catch(() => undefined)
          .then(() => next(index + 1));
    });
  };
  next(0);
  return () => {
    stopped = true;
    cancel();
  };
}
