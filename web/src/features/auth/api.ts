import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type {
  LoginBody,
  LoginResponse,
  PasswordExpiredResponse,
  TwoFactorChallengeResponse,
} from '@comptoir/core/modules/auth';
import { authApi } from '@comptoir/core/modules/auth.routes';
import type { AnyRoute, BodyOf } from '@comptoir/core/route';
import { call, type ArgsOf } from '@/lib/api';
import { useGet } from '@/lib/queries';
import { DEMO_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';
import { clearSession } from '@/lib/session';

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

/**
 * POSTs its body to `route`, a 401 being an answer too (`answer`); with `newPassword`, the login
 * screen's demo accounts are read again once it succeeded (one may have left the list).
 */
function useAnswerMutation<R extends AnyRoute & { method: 'POST'; params: undefined }>(
  route: R,
  newPassword = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<R>) => call(route, ...([{ body }, answer] as unknown as ArgsOf<R>)),
    onSuccess: () =>
      newPassword ? queryClient.invalidateQueries({ queryKey: DEMO_ACCOUNTS_QUERY_KEY }) : undefined,
  });
}

export function useLoginMutation() {
  return useMutation({ mutationFn: login });
}

export const useTwoFactorLogin = () => useAnswerMutation(authApi.loginTwoFactor);

export const useExpiredPasswordChange = () => useAnswerMutation(authApi.loginChangePassword, true);

export const useRecoveryStatus = () =>
  useGet(RECOVERY_STATUS_QUERY_KEY, authApi.recoveryStatus, {}, { staleTime: 60_000 });

export const useRecoverMutation = () => useAnswerMutation(authApi.recover);

export const useResetPasswordMutation = () => useAnswerMutation(authApi.resetPassword, true);

export const useDemoAccounts = () =>
  useGet(DEMO_ACCOUNTS_QUERY_KEY, authApi.demoAccounts, {}, { staleTime: Infinity });

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
