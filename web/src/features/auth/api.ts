import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  DemoAccountsResponse,
  ExpiredPasswordBody,
  LoginBody,
  LoginResponse,
  PasswordExpiredResponse,
  RecoverBody,
  RecoveryStatusResponse,
  ResetPasswordBody,
  SessionResponse,
  TwoFactorChallengeResponse,
  TwoFactorLoginBody,
} from '@comptoir/core/modules/auth';
import { api } from '@/lib/api';
import { clearSession } from '@/lib/session';

export const DEMO_ACCOUNTS_QUERY_KEY = ['auth', 'demo-accounts'] as const;
export const RECOVERY_STATUS_QUERY_KEY = ['auth', 'recovery-status'] as const;

// A 401 on these calls is an answer (wrong password, wrong code), not an expired session.
const answer = { skipUnauthorizedHandler: true };

/** POST /api/auth/login: a session, or a challenge for the next step (second factor, new password). */
export function login(body: LoginBody): Promise<LoginResponse | null> {
  return api.post<LoginResponse | null>('/api/auth/login', body, answer);
}

export function isTwoFactorChallenge(value: unknown): value is TwoFactorChallengeResponse {
  return typeof value === 'object' && value !== null && 'twoFactorRequired' in value;
}

export function isPasswordExpired(value: unknown): value is PasswordExpiredResponse {
  return typeof value === 'object' && value !== null && 'passwordExpired' in value;
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export function useTwoFactorLogin() {
  return useMutation({
    mutationFn: (body: TwoFactorLoginBody) =>
      api.post<LoginResponse>('/api/auth/login/two-factor', body, answer),
  });
}

export function useExpiredPasswordChange() {
  return useMutation({
    mutationFn: (body: ExpiredPasswordBody) =>
      api.post<SessionResponse>('/api/auth/login/change-password', body, answer),
  });
}

export function useRecoveryStatus() {
  return useQuery({
    queryKey: RECOVERY_STATUS_QUERY_KEY,
    queryFn: () => api.get<RecoveryStatusResponse>('/api/auth/recovery-status'),
    staleTime: 60_000,
    retry: false,
  });
}

export function useRecoverMutation() {
  return useMutation({
    mutationFn: (body: RecoverBody) => api.post<{ accepted: true }>('/api/auth/recover', body, answer),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      api.post<{ reset: true }>('/api/auth/reset-password', body, answer),
  });
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
