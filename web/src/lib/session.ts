/**
 * The signed-in session as a react-query query: `SessionResponse` when signed in, `null` when not.
 * The first check gives up after SESSION_CHECK_TIMEOUT_MS (spec 000 §4): any failure or time-out
 * counts as signed out, until a late signed-in answer comes.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  SESSION_CHECK_TIMEOUT_MS,
  type SessionResponse,
  type SessionUser,
} from '@comptoir/core/modules/auth';
import { can, type ModuleKey } from '@comptoir/core/permissions';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { ApiError, call, sessionEnded } from './api';

export type { SessionResponse, SessionUser };

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

/**
 * `previous` is the session the app already shows. The server answers null when there is no live
 * session (signed out is not an error, so the sign-in page logs no failed request): that is signed
 * out, on the first check as on a later one (session ended: deactivated, expired, logged out
 * elsewhere). The first check (no previous session) also treats any failure as signed out; a later
 * check signs out on a 401 too, and otherwise throws so react-query keeps the current session
 * through a network blip.
 */
export async function fetchSession(
  timeoutMs: number = SESSION_CHECK_TIMEOUT_MS,
  previous: SessionResponse | null = null,
  onLateSession?: (session: SessionResponse) => void,
): Promise<SessionResponse | null> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let timedOut = false;
  const request = call(authApi.session, {}, { signal: controller.signal, skipUnauthorizedHandler: true });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      timedOut = true;
      // With `onLateSession`, the request goes on: a slow server's answer still counts when it comes.
      if (!onLateSession) controller.abort();
      reject(new Error('session check timed out'));
    }, timeoutMs);
  });
  if (onLateSession) {
    request.then(
      (data) => {
        if (timedOut && isSession(data)) onLateSession(data);
      },
      () => undefined,
    );
  }
  try {
    const data = await Promise.race([request, timeout]);
    return isSession(data) ? data : null;
  } catch (error) {
    if (previous && !(error instanceof ApiError && error.status === 401)) throw error;
    return null;
  } finally {
    clearTimeout(timer);
  }
}

function isSession(data: unknown): data is SessionResponse {
  return Boolean(data && typeof data === 'object' && (data as Partial<SessionResponse>).user);
}

export const sessionQuery = queryOptions({
  queryKey: SESSION_QUERY_KEY,
  queryFn: async ({ client }) => {
    const previous = client.getQueryData<SessionResponse | null>(SESSION_QUERY_KEY) ?? null;
    const updates = client.getQueryState(SESSION_QUERY_KEY)?.dataUpdateCount ?? 0;
    // The first check shows the sign-in page after its time-out (spec 000 §4), but a signed-in
    // answer that comes later (a loaded server, a slow machine) still signs the screen in, as long
    // as nothing else (a sign-in, a sign-out) has set the session since this check's own 'signed out'.
    const late = (session: SessionResponse) => {
      const state = client.getQueryState<SessionResponse | null>(SESSION_QUERY_KEY);
      if (state?.data === null && state.dataUpdateCount === updates + 1) {
        client.setQueryData(SESSION_QUERY_KEY, session);
      }
    };
    const session = await fetchSession(SESSION_CHECK_TIMEOUT_MS, previous, previous ? undefined : late);
    // A later check that finds the session ended takes the open screen to /login with the notice,
    // as a 401 does: the protected shell only waits (a spinner) for whoever ended the session.
    if (previous && session === null) sessionEnded();
    return session;
  },
  // Sign-in, sign-out, preferences and 401 answers update this query directly. While signed in it
  // is also checked every minute and when the window regains focus, so a session ended elsewhere
  // (deactivation, logout from another device) brings the open screen back to /login.
  staleTime: 30_000,
  gcTime: Infinity,
  retry: false,
  refetchInterval: (query) => (query.state.data ? 60_000 : false),
  refetchOnWindowFocus: (query) => Boolean(query.state.data),
  refetchOnReconnect: false,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** The signed-in user. Only for components rendered inside the protected shell. */
export function useSessionUser(): SessionUser {
  const { data } = useSession();
  if (!data) throw new Error('useSessionUser() used outside a signed-in area');
  return data.user;
}

/** What the signed-in user may do in a module's records. */
export function useModuleRights(module: ModuleKey) {
  const me = useSessionUser();
  return {
    canCreate: can(me, module, 'create'),
    canUpdate: can(me, module, 'update'),
    canDelete: can(me, module, 'delete'),
  };
}

export function setSession(queryClient: QueryClient, session: SessionResponse): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, session);
}

/** Signed out: drops every cached server answer and marks the session empty (no new check). */
export function clearSession(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) =>
      query.queryKey[0] !== SESSION_QUERY_KEY[0] || query.queryKey[1] !== SESSION_QUERY_KEY[1],
  });
  queryClient.setQueryData<SessionResponse | null>(SESSION_QUERY_KEY, null);
}
