import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RecoveryStatusResponse } from '@comptoir/core/modules/auth';
import type {
  ChangePasswordBody,
  CompanyIdentity,
  CompanyIdentityResponse,
  RecoveryCodesResponse,
  SettingsPatch,
  SettingsResponse,
  TwoFactorSetupResponse,
} from '@comptoir/core/modules/settings';
import { api } from '@/lib/api';

export const SETTINGS_QUERY_KEY = ['settings'] as const;

export function useSettings() {
  return useQuery({
    queryKey: SETTINGS_QUERY_KEY,
    queryFn: () => api.get<SettingsResponse>('/api/settings'),
  });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api.patch<SettingsResponse>('/api/settings', patch),
    onSuccess: (data) => queryClient.setQueryData(SETTINGS_QUERY_KEY, data),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      api.post<{ endedSessions: number }>('/api/settings/password', body),
  });
}

function useTwoFactorAction<T>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { code: string } | undefined) => api.post<T>(`/api/settings/two-factor/${path}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETTINGS_QUERY_KEY }),
  });
}

export const useTwoFactorSetup = () => useTwoFactorAction<TwoFactorSetupResponse>('setup');
export const useTwoFactorEnable = () => useTwoFactorAction<RecoveryCodesResponse>('enable');
export const useTwoFactorDisable = () => useTwoFactorAction<{ twoFactor: false }>('disable');
export const useRecoveryCodes = () => useTwoFactorAction<RecoveryCodesResponse>('recovery-codes');

/** Whether the server can send e-mail (SMTP configured). */
export function useMailStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['auth', 'recovery-status'],
    queryFn: () => api.get<RecoveryStatusResponse>('/api/auth/recovery-status'),
    enabled,
    retry: false,
  });
}

/** The exchange-rate service's status, as the currency module reports it. */
export function useCurrencyStatus(enabled: boolean) {
  return useQuery({
    queryKey: ['currencies', 'status'],
    queryFn: () => api.get<unknown>('/api/currencies/status'),
    enabled,
    retry: false,
  });
}

const COMPANY_IDENTITY_KEY = ['settings', 'company'] as const;

/** The 'Société' tab: the company's legal identity. */
export function useCompanyIdentity() {
  return useQuery({
    queryKey: COMPANY_IDENTITY_KEY,
    queryFn: () => api.get<CompanyIdentityResponse>('/api/settings/company'),
  });
}

export function useSaveCompanyIdentity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyIdentity) => api.put<CompanyIdentityResponse>('/api/settings/company', body),
    onSuccess: (data) => queryClient.setQueryData(COMPANY_IDENTITY_KEY, data),
  });
}
