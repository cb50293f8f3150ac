import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { ChevronDown, Loader2, Lock } from 'lucide-react';
import type { z } from 'zod';
import { loginBody } from '@comptoir/core/modules/auth';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldSettings, PasswordField, type FieldForm } from '@/components/form/base-fields';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { setSession, useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { isPasswordExpired, isTwoFactorChallenge, useDemoAccounts, useLoginMutation } from '../api';
import { AuthLayout } from '../components/AuthLayout';
import { bannerText, loginErrorMessage, safeRedirectTarget, type BannerMessage } from '../login-errors';
import { EmailField } from '../components/EmailField';
import { useCredentialsForm } from '../credentials-form';
import { SubmitButton } from '@/components/form/SubmitButton';

// Needed only after a password is accepted: kept out of the login page's first download.
const TwoFactorStep = lazy(async () => ({
  default: (await import('../components/TwoFactorStep')).TwoFactorStep,
}));
const ExpiredPasswordStep = lazy(async () => ({
  default: (await import('../components/ExpiredPasswordStep')).ExpiredPasswordStep,
}));
// Shown only once asked for ('Afficher les identifiants de démonstration'), in demo mode.
const DemoAccountsPanel = lazy(async () => ({
  default: (await import('../components/DemoAccountsPanel')).DemoAccountsPanel,
}));
const stepFallback = (
  <div className="flex justify-center py-8" role="status">
    <Loader2 className="text-muted-foreground size-5 animate-spin" aria-hidden />
  </div>
);

type LoginInput = z.input<typeof loginBody>;
const LOGIN_FIELDS = ['email', 'password', 'rememberMe'] as const;

/** The sign-in's current step: e-mail and password, then a second factor or a new password. */
type Step =
  | { kind: 'credentials' }
  | { kind: 'two-factor'; challenge: string }
  | { kind: 'password-expired'; challenge: string };

export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { data: session } = useSession();
  const loginMutation = useLoginMutation();
  const demo = useDemoAccounts();
  const [showDemo, setShowDemo] = useState(false);
  const [banner, setBanner] = useState<BannerMessage | null>(null);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const ids = { remember: useId(), demo: useId(), banner: useId() };

  // Validated on submit; a field's message goes away as soon as that field is edited.
  const form = useCredentialsForm(loginBody, LOGIN_FIELDS);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    clearErrors,
    resetField,
    formState: { isSubmitting },
  } = form;

  const target = safeRedirectTarget((location.state as { from?: unknown } | null)?.from);
  if (session) return <Navigate to={target} replace />;

  const onSubmit = handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await loginMutation.mutateAsync(values);
      if (isTwoFactorChallenge(answer)) {
        setStep({ kind: 'two-factor', challenge: answer.challenge });
        return;
      }
      if (isPasswordExpired(answer)) {
        setStep({ kind: 'password-expired', challenge: answer.challenge });
        return;
      }
      if (!answer || !('user' in answer) || !answer.user) {
        setBanner({ kind: 'key', key: 'auth.errors.noUser' });
        return;
      }
      // The page re-renders signed in and <Navigate> above takes the user to the target.
      setSession(queryClient, answer);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation' && error.fields) {
        for (const field of ['email', 'password'] as const) {
          const message = error.fields[field];
          if (message) setError(field, { type: 'server', message });
        }
      }
      setBanner(loginErrorMessage(error));
    }
  });

  // Nothing to show once no demo account keeps its demo password (or demo mode was left).
  const demoAccounts = demo.data?.demo && demo.data.accounts.length > 0 ? demo.data.accounts : null;
  const text = bannerText(banner);
  const restart = (message: BannerMessage | null) => {
    resetField('password');
    setBanner(message);
    setStep({ kind: 'credentials' });
  };
  const onSession = (answer: Parameters<typeof setSession>[1]) => setSession(queryClient, answer);

  return (
    <AuthLayout>
      <title>{`${t('auth.title')} · ${t('common.appName')}`}</title>
      <div className="w-full max-w-md">
        <Card className="shadow-md">
          <CardHeader className="pb-2">
            <CardTitle className="text-2xl" id="login-title">
              {t('auth.title')}
            </CardTitle>
            <CardDescription>{t('auth.subtitle')}</CardDescription>
          </CardHeader>
          <CardContent>
            {step.kind === 'two-factor' ? (
              <Suspense fallback={stepFallback}>
                <TwoFactorStep
                  challenge={step.challenge}
                  onSession={onSession}
                  onPasswordExpired={(challenge) => setStep({ kind: 'password-expired', challenge })}
                  onRestart={restart}
                />
              </Suspense>
            ) : step.kind === 'password-expired' ? (
              <Suspense fallback={stepFallback}>
                <ExpiredPasswordStep challenge={step.challenge} onSession={onSession} onRestart={restart} />
              </Suspense>
            ) : (
              <form noValidate onSubmit={onSubmit} aria-labelledby="login-title" className="space-y-4 pt-2">
                {text ? (
                  <Alert variant="destructive" id={ids.banner}>
                    {text}
                  </Alert>
                ) : null}

                <FieldSettings
                  // The part of a react-hook-form form the bound fields use (credentials-form.ts).
                  form={form as unknown as FieldForm<LoginInput>}
                  clearOnChange
                  onEdit={() => setBanner(null)}
                >
                  <EmailField />
                  <PasswordField
                    name="password"
                    label={t('auth.password')}
                    aside={
                      <Link
                        to="/reset-password"
                        className="text-primary focus-visible:ring-ring rounded-sm text-sm font-medium hover:underline focus-visible:ring-2 focus-visible:outline-none"
                      >
                        {t('auth.forgotPassword')}
                      </Link>
                    }
                    autoComplete="current-password"
                    placeholder={t('auth.passwordPlaceholder')}
                  />
                </FieldSettings>

                <div className="flex items-center gap-2">
                  <Checkbox
                    id={ids.remember}
                    {...register('rememberMe', { onChange: () => setBanner(null) })}
                  />
                  <Label htmlFor={ids.remember} className="font-normal">
                    {t('auth.rememberMe')}
                  </Label>
                </div>

                <SubmitButton size="lg" className="w-full" busy={isSubmitting}>
                  {isSubmitting ? t('auth.signingIn') : t('auth.signIn')}
                </SubmitButton>
              </form>
            )}

            {demoAccounts && step.kind === 'credentials' ? (
              <div className="mt-5 border-t pt-4">
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-muted-foreground w-full justify-between"
                  aria-expanded={showDemo}
                  aria-controls={showDemo ? ids.demo : undefined}
                  onClick={() => setShowDemo((shown) => !shown)}
                >
                  {showDemo ? t('auth.demoToggleHide') : t('auth.demoToggleShow')}
                  <ChevronDown
                    aria-hidden="true"
                    className={cn('size-4 transition-transform', showDemo && 'rotate-180')}
                  />
                </Button>
                {showDemo ? (
                  <Suspense fallback={stepFallback}>
                    <DemoAccountsPanel
                      id={ids.demo}
                      accounts={demoAccounts}
                      onUse={(account) => {
                        setValue('email', account.email);
                        setValue('password', account.password);
                        clearErrors();
                        setBanner(null);
                      }}
                    />
                  </Suspense>
                ) : null}
              </div>
            ) : null}
          </CardContent>
        </Card>
        <p className="text-muted-foreground mt-4 flex items-start justify-center gap-2 text-center text-xs">
          <Lock aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>{t('auth.sslNotice')}</span>
        </p>
      </div>
    </AuthLayout>
  );
}
