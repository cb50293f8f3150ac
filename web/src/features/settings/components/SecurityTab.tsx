import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
          <ChoiceField
            field="sessionTimeout"
            options="timeoutOptions"
            value={timeout}
            values={SESSION_TIMEOUT_OPTIONS}
            onChange={setTimeoutValue}
          />
          <ChoiceField
            field="passwordExpiry"
            options="expiryOptions"
            value={expiry}
            values={PASSWORD_EXPIRY_OPTIONS}
            onChange={setExpiry}
          />
        </div>
      </Section>
    </div>
  );
}

/** The text of one option of each list (its keys typed from the list's values). */
const OPTION_TEXT = {
  timeoutOptions: (t: TFunction, minutes: number) =>
    t(`settings.security.timeoutOptions.${minutes as SessionTimeout}`),
  expiryOptions: (t: TFunction, days: number) =>
    t(`settings.security.expiryOptions.${days as PasswordExpiry}`),
};

/**
 * A select over a fixed list of numbers (minutes, days): its label and hint are the texts
 * settings.security.{field} and {field}Hint, each option's settings.security.{options}.{value}.
 */
function ChoiceField<V extends number>({
  field,
  options,
  value,
  values,
  onChange,
}: {
  field: 'sessionTimeout' | 'passwordExpiry';
  options: 'timeoutOptions' | 'expiryOptions';
  value: V;
  values: readonly V[];
  onChange: (value: V) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const hint = t(`settings.security.${field}Hint`);
  return (
    <FormField id={id} label={t(`settings.security.${field}`)} hint={hint}>
      <Select
        id={id}
        value={String(value)}
        aria-describedby={describedBy(id, undefined, hint)}
        onChange={(e) => onChange(Number(e.target.value) as V)}
      >
        <Options values={values} label={(v) => OPTION_TEXT[options](t, v)} />
      </Select>
    </FormField>
  );
}
