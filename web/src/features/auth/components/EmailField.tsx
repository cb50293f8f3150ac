import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/base-fields';

/** The account's e-mail (sign-in, password recovery), on the form around. */
export function EmailField() {
  const { t } = useTranslation();
  return (
    <TextField
      name="email"
      label={t('auth.email')}
      type="email"
      autoComplete="username"
      inputMode="email"
      placeholder={t('auth.emailPlaceholder')}
    />
  );
}
