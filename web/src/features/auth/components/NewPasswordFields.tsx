import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewPasswordForm } from '@comptoir/core/modules/auth';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

/** New password and its confirmation (expired password, password recovery). */
export function NewPasswordFields({
  register,
  errors,
  onEdit,
}: {
  register: UseFormRegister<NewPasswordForm>;
  errors: FieldErrors<NewPasswordForm>;
  onEdit: (field: keyof NewPasswordForm) => void;
}) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const ids = { password: useId(), confirm: useId() };
  const passwordError = fieldMessage(errors.newPassword);
  const confirmError = fieldMessage(errors.confirmPassword);
  return (
    <>
      <FormField id={ids.password} label={t('auth.newPassword')} error={passwordError}>
        <Input
          id={ids.password}
          type="password"
          autoComplete="new-password"
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy(ids.password, passwordError)}
          {...register('newPassword', { onChange: () => onEdit('newPassword') })}
        />
      </FormField>
      <FormField id={ids.confirm} label={t('auth.confirmPassword')} error={confirmError}>
        <Input
          id={ids.confirm}
          type="password"
          autoComplete="new-password"
          aria-invalid={confirmError ? true : undefined}
          aria-describedby={describedBy(ids.confirm, confirmError)}
          {...register('confirmPassword', { onChange: () => onEdit('confirmPassword') })}
        />
      </FormField>
    </>
  );
}
