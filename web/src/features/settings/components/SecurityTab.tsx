import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_EXPIRY_OPTIONS,
  SESSION_TIMEOUT_OPTIONS,
  type PasswordExpiry,
  type SessionTimeout,
  type SettingsResponse,
} from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Options, Select } from '@/components/ui/select';
import { useUpdateSettings } from '../api';
import { useSaveState } from '../use-save-state';
import { SaveButton } from './SaveButton';
import { Section } from './Section';
import { TwoFactorSection } from './TwoFactorSection';

export function SecurityTab({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const save = useSaveState();
  const [timeout, setTimeoutValue] = useState(settings.security.sessionTimeout as SessionTimeout);
  const [expiry, setExpiry] = useState(settings.security.passwordExpiry as PasswordExpiry);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { timeout: useId(), expiry: useId() };
  const timeoutHint = t('settings.security.sessionTimeoutHint');
  const expiryHint = t('settings.security.passwordExpiryHint');

  const onSave = () => {
    setFailure(null);
    void save.run(async () => {
      try {
        await update.mutateAsync({ security: { sessionTimeout: timeout, passwordExpiry: expiry } });
      } catch (error) {
        setFailure(error instanceof Error ? error.message : t('settings.saveFailed'));
        throw error;
      }
    });
  };

  return (
    <div className="space-y-6">
      <Section title={t('settings.security.twoFactor')}>
        <TwoFactorSection enabled={settings.security.twoFactor} />
      </Section>
      <Section
        title={t('settings.security.title')}
        footer={<SaveButton state={save.state} onClick={onSave} />}
      >
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={ids.timeout} label={t('settings.security.sessionTimeout')} hint={timeoutHint}>
            <Select
              id={ids.timeout}
              value={String(timeout)}
              aria-describedby={describedBy(ids.timeout, undefined, timeoutHint)}
              onChange={(e) => setTimeoutValue(Number(e.target.value) as SessionTimeout)}
            >
              <Options
                values={SESSION_TIMEOUT_OPTIONS}
                label={(minutes) => t(`settings.security.timeoutOptions.${minutes}`)}
              />
            </Select>
          </FormField>
          <FormField id={ids.expiry} label={t('settings.security.passwordExpiry')} hint={expiryHint}>
            <Select
              id={ids.expiry}
              value={String(expiry)}
              aria-describedby={describedBy(ids.expiry, undefined, expiryHint)}
              onChange={(e) => setExpiry(Number(e.target.value) as PasswordExpiry)}
            >
              <Options
                values={PASSWORD_EXPIRY_OPTIONS}
                label={(days) => t(`settings.security.expiryOptions.${days}`)}
              />
            </Select>
          </FormField>
        </div>
      </Section>
    </div>
  );
}
