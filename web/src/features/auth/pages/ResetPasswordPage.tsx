import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AuthLayout } from '../components/AuthLayout';

/** /reset-password: the feature is announced as coming (spec 000 §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout>
      <title>{`${t('auth.resetPasswordTitle')} · ${t('common.appName')}`}</title>
      <Card className="w-full max-w-md shadow-md">
        <CardHeader>
          <div className="bg-info-soft text-info-soft-foreground mb-2 flex size-11 items-center justify-center rounded-full">
            <Hourglass aria-hidden="true" className="size-5" />
          </div>
          <CardTitle className="text-xl" id="reset-title">
            {t('auth.resetPasswordTitle')}
          </CardTitle>
          <CardDescription className="leading-relaxed">{t('auth.resetPasswordComing')}</CardDescription>
        </CardHeader>
        <CardContent>
          <Link to="/login" className={buttonClasses({ variant: 'outline', className: 'w-full' })}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth.backToLogin')}
          </Link>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
