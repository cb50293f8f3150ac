import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft, CheckCircle2, Hourglass, KeyRound, MailCheck } from 'lucide-react';
import { recoverBody, type RecoverBody } from '@comptoir/core/modules/auth';
import { Alert } from '@/components/ui/alert';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FieldSettings } from '@/components/form/base-fields';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useRecoverMutation, useRecoveryStatus, useResetPasswordMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { NewPasswordFields, useNewPasswordForm } from '../components/NewPasswordFields';
import { bannerText, loginErrorMessage } from '../login-errors';
import { EmailField } from '../components/EmailField';
import { SubmitButton } from '@/components/form/SubmitButton';

/**
 * /reset-password. Without a token: the e-mail form (when the server can send e-mail), else the
 * explanation that an administrator must reset the password. With `?token=`: choose a new password.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <AuthLayout>
      <title>{`${t('auth.resetPasswordTitle')} · ${t('common.appName')}`}</title>
      {token ? <ChooseNewPassword token={token} /> : <RequestLink />}
    </AuthLayout>
  );
}

/** A step that asks for something: the key icon, and its form, named by the title. */
function FormFrame({
  title,
  description,
  onSubmit,
  children,
}: {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <Frame icon={<KeyRound aria-hidden="true" className="size-5" />} title={title} description={description}>
      <form noValidate onSubmit={onSubmit} aria-labelledby="reset-title" className="space-y-4">
        {children}
      </form>
    </Frame>
  );
}

function Frame({
  icon,
  title,
  description,
  children,
}: {
  icon: ReactNode;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card className="w-full max-w-md shadow-md">
      <CardHeader>
        <div className="bg-info-soft text-info-soft-foreground mb-2 flex size-11 items-center justify-center rounded-full">
          {icon}
        </div>
        <CardTitle className="text-xl" id="reset-title">
          {title}
        </CardTitle>
        {description ? <CardDescription className="leading-relaxed">{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {children}
        <Link to="/login" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          {t('auth.backToLogin')}
        </Link>
      </CardContent>
    </Card>
  );
}

function RequestLink() {
  const { t } = useTranslation();
  const status = useRecoveryStatus();
  const mutation = useRecoverMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RecoverBody>({ resolver: zodResolver(recoverBody), defaultValues: { email: '' } });
  const {
    handleSubmit,
    formState: { isSubmitting },
  } = form;

  if (status.isPending) {
    return (
      <Frame icon={<KeyRound aria-hidden="true" className="size-5" />} title={t('auth.resetPasswordTitle')}>
        <Spinner label={t('auth.recovery.checking')} showLabel />
      </Frame>
    );
  }
  if (!status.data?.emailEnabled) {
    return (
      <Frame
        icon={<Hourglass aria-hidden="true" className="size-5" />}
        title={t('auth.resetPasswordTitle')}
        description={t('auth.resetPasswordComing')}
      >
        {null}
      </Frame>
    );
  }
  if (sent) {
    return (
      <Frame icon={<MailCheck aria-hidden="true" className="size-5" />} title={t('auth.resetPasswordTitle')}>
        <Alert variant="success">{t('auth.recovery.sent')}</Alert>
      </Frame>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(values);
      setSent(true);
    } catch (error) {
      setFailure(bannerText(loginErrorMessage(error)));
    }
  });

  return (
    <FormFrame
      title={t('auth.resetPasswordTitle')}
      description={t('auth.recovery.intro')}
      onSubmit={onSubmit}
    >
      {failure ? <Alert variant="destructive">{failure}</Alert> : null}
      <FieldSettings form={form} clearOnChange onEdit={() => setFailure(null)}>
        <EmailField />
      </FieldSettings>
      <SubmitButton className="w-full" busy={isSubmitting}>
        {isSubmitting ? t('auth.recovery.sending') : t('auth.recovery.submit')}
      </SubmitButton>
    </FormFrame>
  );
}

function ChooseNewPassword({ token }: { token: string }) {
  const { t } = useTranslation();
  const mutation = useResetPasswordMutation();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; invalidLink: boolean } | null>(null);
  const { form, incomplete, showFieldError } = useNewPasswordForm();
  const { isSubmitting } = form.formState;

  if (done) {
    return (
      <Frame
        icon={<CheckCircle2 aria-hidden="true" className="size-5" />}
        title={t('auth.resetPasswordTitle')}
      >
        <Alert variant="success">{t('auth.recovery.done')}</Alert>
      </Frame>
    );
  }

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await mutation.mutateAsync({ token, newPassword });
      setDone(true);
    } catch (error) {
      if (showFieldError(error)) return;
      setFailure({
        text: bannerText(loginErrorMessage(error)) ?? '',
        invalidLink: error instanceof ApiError && error.code === 'invalid_reset_token',
      });
    }
  });

  return (
    <FormFrame
      title={t('auth.recovery.newPasswordTitle')}
      description={t('auth.recovery.newPasswordIntro')}
      onSubmit={onSubmit}
    >
      {failure ? (
        <Alert variant="destructive">
          {failure.text}
          {failure.invalidLink ? (
            <>
              {' '}
              <Link to="/reset-password" className="font-medium underline">
                {t('auth.recovery.requestNew')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <NewPasswordFields form={form} onEdit={() => setFailure(null)} />
      <SubmitButton className="w-full" busy={isSubmitting} disabled={incomplete}>
        {isSubmitting ? t('auth.recovery.saving') : t('auth.recovery.submitNew')}
      </SubmitButton>
    </FormFrame>
  );
}
