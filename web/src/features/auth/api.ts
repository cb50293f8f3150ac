import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  ExpiredPasswordBody,
  LoginBody,
  LoginResponse,
  PasswordExpiredResponse,
  RecoverBody,
  ResetPasswordBody,
  TwoFactorChallengeResponse,
  TwoFactorLoginBody,
} from '@comptoir/core/modules/auth';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { call } from '@/lib/api';
import { clearSession } from '@/lib/session';

export const DEMO_ACCOUNTS_QUERY_KEY = ['auth', 'demo-accounts'] as const;
export const RECOVERY_STATUS_QUERY_KEY = ['auth', 'recovery-status'] as const;

// A 401 on these calls is an answer (wrong password, wrong code), not an expired session.
const answer = { skipUnauthorizedHandler: true };

/** POST /api/auth/login: a session, or a challenge for the next step (second factor, new password). */
export function login(body: LoginBody): Promise<LoginResponse> {
  return call(authApi.login, { body }, answer);
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
    mutationFn: (body: TwoFactorLoginBody) => call(authApi.loginTwoFactor, { body }, answer),
  });
}

export function useExpiredPasswordChange() {
  return useMutation({
    mutationFn: (body: ExpiredPasswordBody) => call(authApi.loginChangePassword, { body }, answer),
  });
}

export function useRecoveryStatus() {
  return useQuery({
    queryKey: RECOVERY_STATUS_QUERY_KEY,
    queryFn: () => call(authApi.recoveryStatus),
    staleTime: 60_000,
    retry: false,
  });
}

export function useRecoverMutation() {
  return useMutation({
    mutationFn: (body: RecoverBody) => call(authApi.recover, { body }, answer),
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => call(authApi.resetPassword, { body }, answer),
  });
}

export function useDemoAccounts() {
  return useQuery({
    queryKey: DEMO_ACCOUNTS_QUERY_KEY,
    queryFn: () => call(authApi.demoAccounts),
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
    mutationFn: () => call(authApi.logout, { body: { scope: 'local' } }),
    onSettled: () => {
      clearSession(queryClient);
      void navigate('/login', { replace: true });
    },
  });
}
