import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { currencyApi } from '@comptoir/core/modules/currency.routes';
import type {
  ChangePasswordBody,
  CompanyIdentity,
  LeaveDemoBody,
  SettingsPatch,
} from '@comptoir/core/modules/settings';
import { settingsApi } from '@comptoir/core/modules/settings.routes';
import { call } from '@/lib/api';
import { useGet } from '@/lib/queries';
import { DEMO_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => call(settingsApi.read),
  });
}

/** A save whose answer is the saved record: it replaces what `key` holds, no reading again. */
function useSaveInto<V, T>(key: QueryKey, run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (data) => queryClient.setQueryData(key, data),
  });
}

export const useUpdateSettings = () =>
  useSaveInto(SETTINGS_QUERY_KEY, (patch: SettingsPatch) => call(settingsApi.update, { body: patch }));

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(settingsApi.changePassword, { body }),
    // A demo account with a new password leaves the login screen's list.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEMO_ACCOUNTS_QUERY_KEY }),
  });
}

/** A step of two-factor enrolment; the settings are read again once it succeeded. */
function useTwoFactorAction<T, V>(run: (variables: V) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
  });
}

type Code = { code: string };
export const useTwoFactorSetup = () => useTwoFactorAction(() => call(settingsApi.twoFactorSetup));
export const useTwoFactorEnable = () =>
  useTwoFactorAction((body: Code) => call(settingsApi.twoFactorEnable, { body }));
export const useTwoFactorDisable = () =>
  useTwoFactorAction((body: Code) => call(settingsApi.twoFactorDisable, { body }));
export const useRecoveryCodes = () =>
  useTwoFactorAction((body: Code) => call(settingsApi.recoveryCodes, { body }));

/** Whether the server can send e-mail (SMTP configured). */
export const useMailStatus = (enabled: boolean) =>
  useGet(['auth', 'recovery-status'], authApi.recoveryStatus, {}, { enabled });

/** The exchange-rate service's status, as the currency module reports it. */
export const useCurrencyStatus = (enabled: boolean) =>
  useGet(['currencies', 'status'], currencyApi.status, {}, { enabled });

const COMPANY_IDENTITY_KEY = ['settings', 'company'] as const;

/** The 'Société' tab: the company's legal identity. */
export function useCompanyIdentity() {
  return useQuery({
    queryKey: COMPANY_IDENTITY_KEY,
    queryFn: () => call(settingsApi.company),
  });
}

export const useSaveCompanyIdentity = () =>
  useSaveInto(COMPANY_IDENTITY_KEY, (body: CompanyIdentity) => call(settingsApi.saveCompany, { body }));

export const DEMO_MODE_KEY = ['settings', 'demo'] as const;

/** What leaving demo mode would delete and what blocks it (super administrators only). */
export const useDemoMode = (enabled: boolean) =>
  useGet(DEMO_MODE_KEY, settingsApi.demoMode, {}, { enabled, staleTime: 0 });

/**
 * Leaves demo mode. Everything may have changed: every query is read again (the session's banner,
 * the login screen's demo accounts, the lists), unless the session ended (a demo account), which
 * the caller handles (clearSession).
 */
export function useLeaveDemo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeaveDemoBody) => call(settingsApi.leaveDemo, { body }),
    onSuccess: (answer) => (answer.signedOut ? undefined : queryClient.invalidateQueries()),
  });
}
