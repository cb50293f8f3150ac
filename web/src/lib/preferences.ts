/**
 * Interface preferences (language, theme). Before sign-in they live in localStorage; once signed
 * in, the user's saved preferences win, and every change is also saved to the account.
 */
import { useCallback, useEffect, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from './toast';
import type { Preferences, SessionResponse } from '@comptoir/core/modules/auth';
import { authApi } from '@comptoir/core/modules/auth.routes';
import { call } from './api';
import { changeLanguage, currentLanguage, i18n, type Language } from './i18n';
import { SESSION_QUERY_KEY, useSession } from './session';
import { getTheme, setTheme, useTheme, type Theme } from './theme';

function savePreferences(queryClient: QueryClient, patch: Preferences): void {
  const session = queryClient.getQueryData<SessionResponse | null>(SESSION_QUERY_KEY);
  if (!session) return;
  queryClient.setQueryData<SessionResponse>(SESSION_QUERY_KEY, {
    ...session,
    user: { ...session.user, preferences: { ...session.user.preferences, ...patch } },
  });
  call(authApi.preferences, { body: patch }).catch(() => {
    void toast.error(i18n.t('common.preferencesSaveFailed'));
  });
}

/**
 * The interface language and a setter. A new language's messages may still be loading when it is
 * picked: the choice shows at once (radio, menu) and the texts follow when they arrive.
 */
export function useLanguage(): [Language, (language: Language) => void] {
  const queryClient = useQueryClient();
  // Re-renders on language change.
  useTranslation();
  const [pending, setPending] = useState<Language | null>(null);
  const change = useCallback(
    (language: Language) => {
      if (language === currentLanguage()) {
        setPending(null);
        return;
      }
      setPending(language);
      void changeLanguage(language).finally(() =>
        setPending((current) => (current === language ? null : current)),
      );
      savePreferences(queryClient, { language });
    },
    [queryClient],
  );
  return [pending ?? currentLanguage(), change];
}

export function useThemePreference(): [Theme, (theme: Theme) => void] {
  const queryClient = useQueryClient();
  const theme = useTheme();
  const change = useCallback(
    (next: Theme) => {
      if (next === getTheme()) return;
      setTheme(next);
      savePreferences(queryClient, { theme: next });
    },
    [queryClient],
  );
  return [theme, change];
}

/** Applies the signed-in user's saved language and theme when they load. */
export function useApplyUserPreferences(): void {
  const { data } = useSession();
  const language = data?.user.preferences.language;
  const theme = data?.user.preferences.theme;
  useEffect(() => {
    if (language && language !== currentLanguage()) void changeLanguage(language);
  }, [language]);
  useEffect(() => {
    if (theme) setTheme(theme);
  }, [theme]);
}
