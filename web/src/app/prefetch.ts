/**
 * A screen's data requested as soon as it is opened (issue 30 §2): on a reload or after sign-in,
 * the page's code and messages take a few hundred milliseconds to load, and its queries would
 * start only when it first renders. A screen listed here has a light module (its `api.ts`, no
 * components) whose `prefetch` starts those queries, with the same options as the page, once the
 * session says who is signed in and may open it; the page then finds them running or answered.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DataRouter, Location } from 'react-router';
import type { SessionUser } from '@comptoir/core/modules/auth';
import { allowedModules, menuItemForPath } from '@comptoir/core/permissions';
import { sessionQuery } from '@/lib/session';

type Prefetch = (queryClient: QueryClient, search: URLSearchParams, user: SessionUser) => void;

/** Menu ids whose queries start before their page renders (the landing screen). */
const SCREEN_QUERIES: Partial<Record<string, () => Promise<{ prefetch: Prefetch }>>> = {
  dashboard: () => import('@/features/dashboard/api'),
};

/** Starts the queries of the screen at `pathname` and `search`, if listed and the user may open it. */
export function prefetchScreen(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
) {
  const item = menuItemForPath(pathname);
  const load = item && SCREEN_QUERIES[item.id];
  if (!load) return;
  const code = load(); // its code loads while the session check (if any) ends
  void queryClient
    .ensureQueryData(sessionQuery)
    .then(async (session) => {
      if (!session || !allowedModules(session.user).includes(item.module)) return;
      if (item.superAdminOnly && !session.user.is_super_admin) return;
      (await code).prefetch(queryClient, new URLSearchParams(search), session.user);
    })
    .catch(() => undefined); // the page shows the failure when it asks again
}

/** Starts the queries of each screen navigated to (the first one: `prefetchScreen`, before the router). */
export function connectPrefetching(
  queryClient: QueryClient,
  router: Pick<DataRouter, 'state' | 'subscribe'>,
) {
  let last = router.state.location.key;
  return router.subscribe(({ navigation, location }) => {
    const next = navigation.location ?? location;
    if (next.key === last) return;
    last = next.key;
    prefetchScreen(queryClient, next);
  });
}
