import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { newPasswordForm, type NewPasswordForm } from '@comptoir/core/modules/auth';
import { FieldSettings, TextField } from '@/components/form/base-fields';
import { ApiError } from '@/lib/api';

/**
 * The new password form (expired password, password recovery); `incomplete` while either field
 * is empty (spec 000 §5: the button stays disabled).
 */
export function useNewPasswordForm() {
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const [typedPassword, typedConfirm] = useWatch({
    control: form.control,
    name: ['newPassword', 'confirmPassword'],
  });
  /** Puts the server's word on the new password (a refused one) under its field; false when it said none. */
  const showFieldError = (error: unknown) => {
    const text = error instanceof ApiError ? error.fields?.newPassword : undefined;
    if (text) form.setError('newPassword', { type: 'server', message: text });
    return Boolean(text);
  };
  return { form, incomplete: !typedPassword || !typedConfirm, showFieldError };
}

/** New password and its confirmation; editing one clears its error and calls `onEdit`. */
export function NewPasswordFields({
  form,
  onEdit,
}: {
  form: UseFormReturn<NewPasswordForm>;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FieldSettings form={form} clearOnChange onEdit={onEdit}>
      <TextField
        name="newPassword"
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        name="confirmPassword"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
    </FieldSettings>
  );
}
