import type { QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { setUnauthorizedHandler } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { clearSession, SESSION_QUERY_KEY } from '@/lib/session';

interface RouterLike {
  state: { location: { pathname: string; search: string; hash: string } };
  navigate: (to: string, options?: { replace?: boolean; state?: unknown }) => Promise<void> | void;
}

/**
 * A 401 from any call but the first session check and the login means the session ended:
 * forget it and everything cached, tell the user, and go to /login (which brings them back).
 */
export function connectSessionEvents(queryClient: QueryClient, router: RouterLike): () => void {
  return setUnauthorizedHandler(() => {
    const wasSignedIn = queryClient.getQueryData(SESSION_QUERY_KEY) != null;
    clearSession(queryClient);
    const { pathname, search, hash } = router.state.location;
    if (pathname === '/login') return;
    if (wasSignedIn) void toast.info(i18n.t('auth.sessionExpired'));
    void router.navigate('/login', { replace: true, state: { from: `${pathname}${search}${hash}` } });
  });
}
