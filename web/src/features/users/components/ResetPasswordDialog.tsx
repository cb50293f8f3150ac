import { useId, useState } from 'react';
import { useForm, useWatch, type FieldError } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, Loader2, Wand2 } from 'lucide-react';
import {
  resetPasswordForm,
  type AdminUser,
  type ResetPasswordFormValues,
} from '@comptoir/core/modules/admin-users';
import { PASSWORD_MIN_LENGTH } from '@comptoir/core/validation';
import { ActionDialog } from '@/components/form/ActionDialog';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DialogActions } from '@/components/ui/dialog';
import { FieldErrorText } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { cn } from '@/lib/utils';
import { errorMessage, useAdminAction } from '../api';
import { generatePassword } from '../password';

export interface ResetPasswordDialogProps {
  user: AdminUser;
  onClose: () => void;
  onDone: (message: string) => void;
}

/**
 * New password twice, a generator (12 random characters), the '{n}/6 caractères minimum'
 * counter; submit stays disabled while either field is empty.
 */
export function ResetPasswordDialog({ user, onClose, onDone }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const ids = { newPassword: `${id}-new`, confirmPassword: `${id}-confirm`, counter: `${id}-counter` };
  const [show, setShow] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const reset = useAdminAction('resetPassword');
  const form = useForm<ResetPasswordFormValues>({
    resolver: zodResolver(resetPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { errors, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });
  const confirmPassword = useWatch({ control: form.control, name: 'confirmPassword' });
  const long = newPassword.length >= PASSWORD_MIN_LENGTH;

  const edited = (field: keyof ResetPasswordFormValues) => () => {
    form.clearErrors(field);
    setBanner(null);
  };
  const generate = () => {
    const password = generatePassword();
    form.setValue('newPassword', password);
    form.setValue('confirmPassword', password);
    setShow(true);
    form.clearErrors();
    setBanner(null);
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await reset.mutateAsync({ userId: user.id, newPassword: values.newPassword });
      onDone(answer.message);
      onClose();
    } catch (error) {
      const fieldText = error instanceof ApiError ? error.fields?.newPassword : undefined;
      if (fieldText) form.setError('newPassword', { type: 'server', message: fieldText });
      setBanner(errorMessage(error, 'admin.errors.resetPassword'));
    }
  });

  const message = (error: FieldError | undefined) =>
    error?.message ? (error.type === 'server' ? error.message : t(error.message as never)) : undefined;
  const newError = message(errors.newPassword);
  const confirmError = message(errors.confirmPassword);

  return (
    <ActionDialog
      texts="admin.reset"
      values={{ name: user.full_name || user.email }}
      onClose={onClose}
      size="sm"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        {banner ? <Alert variant="destructive">{banner}</Alert> : null}
        <Button variant="outline" className="w-full" onClick={generate}>
          <Wand2 aria-hidden="true" className="size-4" />
          {t('admin.reset.generate')}
        </Button>
        <div className="space-y-2">
          <Label htmlFor={ids.newPassword}>{t('admin.reset.newPassword')}</Label>
          <PasswordInput
            id={ids.newPassword}
            shown={show}
            onShownChange={setShow}
            autoComplete="new-password"
            className="font-mono"
            aria-required="true"
            aria-invalid={newError ? true : undefined}
            aria-describedby={cn(ids.counter, newError && `${ids.newPassword}-error`)}
            {...form.register('newPassword', { onChange: edited('newPassword') })}
          />
          <p
            id={ids.counter}
            className={cn(
              'text-xs tabular-nums',
              long ? 'text-success-soft-foreground' : 'text-muted-foreground',
            )}
          >
            {t('admin.reset.counter', { count: newPassword.length })}
          </p>
          <FieldErrorText id={ids.newPassword} error={newError} />
        </div>
        <div className="space-y-2">
          <Label htmlFor={ids.confirmPassword}>{t('admin.reset.confirmPassword')}</Label>
          <Input
            id={ids.confirmPassword}
            type={show ? 'text' : 'password'}
            autoComplete="new-password"
            className="font-mono"
            aria-required="true"
            aria-invalid={confirmError ? true : undefined}
            aria-describedby={confirmError ? `${ids.confirmPassword}-error` : undefined}
            {...form.register('confirmPassword', { onChange: edited('confirmPassword') })}
          />
          <FieldErrorText id={ids.confirmPassword} error={confirmError} />
        </div>
        <DialogActions cancelLabel={t('common.cancel')} onCancel={onClose}>
          <Button type="submit" disabled={isSubmitting || newPassword === '' || confirmPassword === ''}>
            {isSubmitting ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <KeyRound aria-hidden="true" className="size-4" />
            )}
            {isSubmitting ? t('admin.reset.submitting') : t('admin.reset.submit')}
          </Button>
        </DialogActions>
      </form>
    </ActionDialog>
  );
}
