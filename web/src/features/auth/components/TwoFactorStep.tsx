import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { KeyRound, ShieldCheck } from 'lucide-react';
import type { z } from 'zod';
import { twoFactorLoginBody, type SessionResponse } from '@comptoir/core/modules/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField, describedBy, useFieldMessage } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { isPasswordExpired, useTwoFactorLogin } from '../api';
import { bannerText, loginErrorMessage, type BannerMessage } from '../login-errors';
import { SubmitButton } from '@/components/form/SubmitButton';

const codeForm = twoFactorLoginBody.pick({ code: true });
type CodeForm = z.infer<typeof codeForm>;

/** Answers that end the challenge: the user must start the sign-in again. */
const RESTART_CODES = new Set(['challenge_expired', 'too_many_code_attempts', 'too_many_attempts']);

export interface TwoFactorStepProps {
  challenge: string;
  onSession: (session: SessionResponse) => void;
  onPasswordExpired: (challenge: string) => void;
  /** Back to the e-mail and password, with a message. */
  onRestart: (banner: BannerMessage | null) => void;
}

/** Second step of a two-factor sign-in: the authenticator's code, or a recovery code. */
export function TwoFactorStep({ challenge, onSession, onPasswordExpired, onRestart }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const mutation = useTwoFactorLogin();
  const [useRecovery, setUseRecovery] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });

  const onSubmit = handleSubmit(async ({ code }) => {
    setBanner(null);
    try {
      const answer = await mutation.mutateAsync({ challenge, code });
      if (isPasswordExpired(answer)) onPasswordExpired(answer.challenge);
      else if ('user' in answer) onSession(answer);
    } catch (error) {
      const message = loginErrorMessage(error);
      if (error instanceof ApiError && RESTART_CODES.has(error.code)) {
        onRestart(message);
        return;
      }
      setBanner(message);
      reset({ code: '' });
    }
  });

  const error = fieldMessage(errors.code);
  const label = useRecovery ? t('auth.twoFactor.recoveryCode') : t('auth.twoFactor.code');
  const text = bannerText(banner);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby={`${id}-title`} className="space-y-4 pt-2">
      <div className="flex items-start gap-3">
        <div className="bg-primary/10 text-primary flex size-10 shrink-0 items-center justify-center rounded-full">
          {useRecovery ? (
            <KeyRound aria-hidden="true" className="size-5" />
          ) : (
            <ShieldCheck aria-hidden="true" className="size-5" />
          )}
        </div>
        <div className="space-y-1">
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('auth.twoFactor.title')}
          </h2>
          <p className="text-muted-foreground text-sm">
            {useRecovery ? t('auth.twoFactor.recoveryIntro') : t('auth.twoFactor.intro')}
          </p>
        </div>
      </div>
      {text ? <Alert variant="destructive">{text}</Alert> : null}
      <FormField id={id} label={label} error={error}>
        <Input
          key={useRecovery ? 'recovery' : 'app'}
          id={id}
          autoFocus
          autoComplete="one-time-code"
          inputMode={useRecovery ? 'text' : 'numeric'}
          spellCheck={false}
          maxLength={useRecovery ? 20 : 6}
          placeholder={useRecovery ? 'xxxxx-xxxxx' : '123456'}
          className="font-mono tracking-widest"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error)}
          {...register('code', {
            onChange: () => {
              clearErrors('code');
              setBanner(null);
            },
          })}
        />
      </FormField>
      <SubmitButton size="lg" className="w-full" busy={isSubmitting}>
        {isSubmitting ? t('auth.twoFactor.verifying') : t('auth.twoFactor.verify')}
      </SubmitButton>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="link"
          size="sm"
          className="px-0"
          onClick={() => {
            setUseRecovery((on) => !on);
            reset({ code: '' });
            setBanner(null);
          }}
        >
          {useRecovery ? t('auth.twoFactor.useApp') : t('auth.twoFactor.useRecovery')}
        </Button>
        <Button
          variant="link"
          size="sm"
          className="text-muted-foreground px-0"
          onClick={() => onRestart(null)}
        >
          {t('auth.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
