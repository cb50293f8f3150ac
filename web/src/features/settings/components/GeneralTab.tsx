import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, Moon, Sun } from 'lucide-react';
import { THEMES } from '@comptoir/core/modules/auth';
import {
  changePasswordForm,
  profileForm,
  type ChangePasswordForm,
  type ProfileForm,
  type SettingsResponse,
} from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { BusyIcon, Button } from '@/components/ui/button';
import { FieldSettings, LabelledInput, TextField } from '@/components/form/fields';
import { ApiError } from '@/lib/api';
import { useThemePreference } from '@/lib/preferences';
import { useChangePassword, useUpdateSettings } from '../api';
import { useSaveState } from '../use-save-state';
import { SaveButton } from './SaveButton';
import { RadioCard } from './RadioCard';
import { Section } from './Section';

export function GeneralTab({ settings }: { settings: SettingsResponse }) {
  return (
    <div className="space-y-6">
      <ProfileSection settings={settings} />
      <AppearanceSection />
      <PasswordSection />
    </div>
  );
}

function ProfileSection({ settings }: { settings: SettingsResponse }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const save = useSaveState();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: { fullName: settings.profile.fullName, phone: settings.profile.phone ?? '' },
  });

  const { handleSubmit, setError } = form;
  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    await save.run(async () => {
      try {
        await update.mutateAsync({ profile: { fullName: values.fullName, phone: values.phone || null } });
      } catch (error) {
        const fields = error instanceof ApiError ? error.fields : undefined;
        if (fields?.['profile.fullName'])
          setError('fullName', { type: 'server', message: fields['profile.fullName'] });
        if (fields?.['profile.phone'])
          setError('phone', { type: 'server', message: fields['profile.phone'] });
        if (!fields) setFailure(error instanceof Error ? error.message : t('settings.saveFailed'));
        throw error;
      }
    });
  });

  return (
    <form noValidate onSubmit={onSubmit}>
      <Section title={t('settings.general.profileTitle')} footer={<SaveButton state={save.state} />}>
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <FieldSettings form={form} clearOnChange>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField name="fullName" label={t('settings.general.fullName')} autoComplete="name" />
            <TextField name="phone" label={t('settings.general.phone')} type="tel" autoComplete="tel" />
          </div>
        </FieldSettings>
        <LabelledInput
          label={t('settings.general.email')}
          hint={t('settings.general.emailReadOnly')}
          type="email"
          value={settings.profile.email}
          readOnly
          controlClassName="bg-muted"
        />
      </Section>
    </form>
  );
}

function AppearanceSection() {
  const { t } = useTranslation();
  const [theme, setTheme] = useThemePreference();
  return (
    <Section title={t('settings.general.appearanceTitle')}>
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('settings.general.theme')}</legend>
        <div className="grid max-w-md grid-cols-2 gap-3">
          {THEMES.map((value) => {
            const Icon = value === 'dark' ? Moon : Sun;
            return (
              <RadioCard
                key={value}
                name="theme"
                value={value}
                checked={theme === value}
                onSelect={() => setTheme(value)}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`common.themes.${value}`)}
              </RadioCard>
            );
          })}
        </div>
      </fieldset>
    </Section>
  );
}

function PasswordSection() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const {
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    setDone(false);
    try {
      await change.mutateAsync({ currentPassword, newPassword });
      reset();
      setDone(true);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.currentPassword)
        setError('currentPassword', { type: 'server', message: fields.currentPassword });
      if (fields?.newPassword) setError('newPassword', { type: 'server', message: fields.newPassword });
      if (!fields) setFailure(error instanceof Error ? error.message : t('settings.saveFailed'));
    }
  });
  const fields = [
    ['currentPassword', t('settings.general.currentPassword'), 'current-password'],
    ['newPassword', t('settings.general.newPassword'), 'new-password'],
    ['confirmPassword', t('settings.general.confirmPassword'), 'new-password'],
  ] as const;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.general.passwordTitle')}
        description={t('settings.general.passwordIntro')}
        footer={
          <Button type="submit" disabled={isSubmitting}>
            <BusyIcon busy={isSubmitting} icon={KeyRound} />
            {t('settings.general.changePassword')}
          </Button>
        }
      >
        {done ? <Alert variant="success">{t('settings.general.passwordChanged')}</Alert> : null}
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <FieldSettings
          form={form}
          clearOnChange
          onEdit={() => {
            setDone(false);
            setFailure(null);
          }}
        >
          <div className="grid gap-4 sm:grid-cols-3">
            {fields.map(([name, label, autoComplete]) => (
              <TextField key={name} name={name} label={label} type="password" autoComplete={autoComplete} />
            ))}
          </div>
        </FieldSettings>
      </Section>
    </form>
  );
}
