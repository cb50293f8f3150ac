import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DemoAccountsResponse, LoginBody, SessionResponse } from '@comptoir/core/modules/auth';
import { api } from '@/lib/api';
import { clearSession } from '@/lib/session';

export const DEMO_ACCOUNTS_QUERY_KEY = ['auth', 'demo-accounts'] as const;

/** POST /api/auth/login. A 401 here is an answer (wrong password), not an expired session. */
export function login(body: LoginBody): Promise<SessionResponse | null> {
  return api.post<SessionResponse | null>('/api/auth/login', body, { skipUnauthorizedHandler: true });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useDemoAccounts() {
  return useQuery({
    queryKey: DEMO_ACCOUNTS_QUERY_KEY,
    queryFn: () => api.get<DemoAccountsResponse>('/api/auth/demo-accounts'),
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Ends this session on the server (scope local), forgets everything cached and goes to /login,
 * even when the server could not be reached.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => api.post<{ ended: number }>('/api/auth/logout', { scope: 'local' }),
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/login', { replace: true });
    },
  });
}
