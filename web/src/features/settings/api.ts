import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { currencyApi } from '@comptoir/core/modules/currency.routes';
import type { ChangePasswordBody, CompanyIdentity, SettingsPatch } from '@comptoir/core/modules/settings';
import { settingsApi } from '@comptoir/core/modules/settings.routes';
import { call } from '@/lib/api';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => call(settingsApi.read),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => call(settingsApi.update, { body: patch }),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_QUERY_KEY, data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => call(settingsApi.changePassword, { body }),
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
export function useMailStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'recovery-status'],
    queryFn: () => call(authApi.recoveryStatus),
    enabled,
    retry: false,
  });
}

/** The exchange-rate service's status, as the currency module reports it. */
export function useCurrencyStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['currencies', 'status'],
    queryFn: () => call(currencyApi.status),
    enabled,
    retry: false,
  });
}

const COMPANY_IDENTITY_KEY = ['settings', 'company'] as const;

/** The 'Société' tab: the company's legal identity. */
export function useCompanyIdentity() {
  return useQuery({
    queryKey: COMPANY_IDENTITY_KEY,
    queryFn: () => call(settingsApi.company),
  });
}

export function useSaveCompanyIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyIdentity) => call(settingsApi.saveCompany, { body }),
    onSuccess: (data) => queryClient.setQueryData(COMPANY_IDENTITY_KEY, data),
  });
}
