import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeySquare } from 'lucide-react';
import type { SessionResponse } from '@comptoir/core/modules/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { useExpiredPasswordChange } from '../api';
import { bannerText, loginErrorMessage, type BannerMessage } from '../login-errors';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';
import { SubmitButton } from '@/components/form/SubmitButton';

export interface ExpiredPasswordStepProps {
  challenge: string;
  onSession: (session: SessionResponse) => void;
  onRestart: (banner: BannerMessage | null) => void;
}

/** 'Votre mot de passe a expiré': a new password (and its confirmation) before the session opens. */
export function ExpiredPasswordStep({ challenge, onSession, onRestart }: ExpiredPasswordStepProps) {
  const { t } = useTranslation();
  const mutation = useExpiredPasswordChange();
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const id = useId();
  const { form, incomplete, showFieldError } = useNewPasswordForm();

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    setBanner(null);
    try {
      onSession(await mutation.mutateAsync({ challenge, newPassword }));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'challenge_expired') {
        onRestart(loginErrorMessage(error));
        return;
      }
      if (!showFieldError(error)) setBanner(loginErrorMessage(error));
    }
  });

  const text = bannerText(banner);
  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4 pt-2">
      <div className="flex items-start gap-3">
        <div className="bg-warning-soft text-warning-soft-foreground flex size-10 shrink-0 items-center justify-center rounded-full">
          <KeySquare aria-hidden="true" className="size-5" />
        </div>
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('auth.passwordExpired.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('auth.passwordExpired.intro')}</p>
        </div>
      </div>
      {text ? <Alert variant="destructive">{text}</Alert> : null}
      <NewPasswordFields form={form} onEdit={() => setBanner(null)} />
      <SubmitButton size="lg" className="w-full" busy={form.formState.isSubmitting} disabled={incomplete}>
        {t('auth.passwordExpired.submit')}
      </SubmitButton>
      <Button variant="link" size="sm" className="text-muted-foreground px-0" onClick={() => onRestart(null)}>
        {t('auth.backToLogin')}
      </Button>
    </form>
  );
}
