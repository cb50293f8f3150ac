import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { newPasswordForm, type NewPasswordForm } from '@comptoir/core/modules/auth';
import { FieldSettings, TextField } from '@/components/form/fields';

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
  return { form, incomplete: !typedPassword || !typedConfirm };
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
