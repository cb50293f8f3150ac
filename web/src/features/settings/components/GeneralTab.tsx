import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, Loader2, Moon, Sun } from 'lucide-react';
import { THEMES } from '@comptoir/core/modules/auth';
import {
  changePasswordForm,
  profileForm,
  type ChangePasswordForm,
  type ProfileForm,
  type SettingsResponse,
} from '@comptoir/core/modules/settings';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useThemePreference } from '@/lib/preferences';
import { cn } from '@/lib/utils';
import { useChangePassword, useUpdateSettings } from '../api';
import { useSaveState } from '../use-save-state';
import { SaveButton } from './SaveButton';
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
  const fieldMessage = useFieldMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { name: useId(), phone: useId(), email: useId() };
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<ProfileForm>({
    resolver: zodResolver(profileForm),
    defaultValues: { fullName: settings.profile.fullName, phone: settings.profile.phone ?? '' },
  });

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
  const nameError = fieldMessage(errors.fullName);
  const phoneError = fieldMessage(errors.phone);

  return (
    <form noValidate onSubmit={onSubmit}>
      <Section title={t('settings.general.profileTitle')} footer={<SaveButton state={save.state} />}>
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={ids.name} label={t('settings.general.fullName')} error={nameError}>
            <Input
              id={ids.name}
              autoComplete="name"
              aria-invalid={nameError ? true : undefined}
              aria-describedby={describedBy(ids.name, nameError)}
              {...register('fullName', { onChange: () => clearErrors('fullName') })}
            />
          </FormField>
          <FormField id={ids.phone} label={t('settings.general.phone')} error={phoneError}>
            <Input
              id={ids.phone}
              type="tel"
              autoComplete="tel"
              aria-invalid={phoneError ? true : undefined}
              aria-describedby={describedBy(ids.phone, phoneError)}
              {...register('phone', { onChange: () => clearErrors('phone') })}
            />
          </FormField>
        </div>
        <FormField
          id={ids.email}
          label={t('settings.general.email')}
          hint={t('settings.general.emailReadOnly')}
        >
          <Input
            id={ids.email}
            type="email"
            value={settings.profile.email}
            readOnly
            aria-describedby={describedBy(ids.email, undefined, true)}
            className="bg-muted"
          />
        </FormField>
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
              <label
                key={value}
                className={cn(
                  'hover:bg-accent flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm',
                  'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2',
                  theme === value && 'border-primary bg-primary/5',
                )}
              >
                <input
                  type="radio"
                  name="theme"
                  value={value}
                  checked={theme === value}
                  onChange={() => setTheme(value)}
                  className="accent-primary"
                />
                <Icon aria-hidden="true" className="size-4" />
                {t(`common.themes.${value}`)}
              </label>
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
  const fieldMessage = useFieldMessage();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ids = { current: useId(), next: useId(), confirm: useId() };
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordForm),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

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
  const edit = (field: keyof ChangePasswordForm) => () => {
    clearErrors(field);
    setDone(false);
    setFailure(null);
  };
  const fields = [
    {
      id: ids.current,
      name: 'currentPassword',
      label: t('settings.general.currentPassword'),
      auto: 'current-password',
    },
    { id: ids.next, name: 'newPassword', label: t('settings.general.newPassword'), auto: 'new-password' },
    {
      id: ids.confirm,
      name: 'confirmPassword',
      label: t('settings.general.confirmPassword'),
      auto: 'new-password',
    },
  ] as const;

  return (
    <form noValidate onSubmit={onSubmit}>
      <Section
        title={t('settings.general.passwordTitle')}
        description={t('settings.general.passwordIntro')}
        footer={
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <KeyRound aria-hidden="true" className="size-4" />
            )}
            {t('settings.general.changePassword')}
          </Button>
        }
      >
        {done ? <Alert variant="success">{t('settings.general.passwordChanged')}</Alert> : null}
        {failure ? <Alert variant="destructive">{failure}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          {fields.map((field) => {
            const error = fieldMessage(errors[field.name]);
            return (
              <FormField key={field.name} id={field.id} label={field.label} error={error}>
                <Input
                  id={field.id}
                  type="password"
                  autoComplete={field.auto}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={describedBy(field.id, error)}
                  {...register(field.name, { onChange: edit(field.name) })}
                />
              </FormField>
            );
          })}
        </div>
      </Section>
    </form>
  );
}
