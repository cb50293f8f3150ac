import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { LANGUAGES } from '@/lib/i18n';
import { useLanguage } from '@/lib/preferences';
import { cn } from '@/lib/utils';
import { Section } from './Section';

/** fr, en, zh: applied at once and saved to the account (the preferences mechanism). */
export function LanguageTab() {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  return (
    <Section title={t('settings.language.title')} description={t('settings.language.description')}>
      <fieldset>
        <legend className="sr-only">{t('settings.language.title')}</legend>
        <div className="grid max-w-xl gap-3 sm:grid-cols-3">
          {LANGUAGES.map((code) => (
            <label
              key={code}
              lang={code}
              className={cn(
                'hover:bg-accent flex cursor-pointer items-center gap-3 rounded-lg border p-3 text-sm',
                'has-[:focus-visible]:ring-ring has-[:focus-visible]:ring-2',
                language === code && 'border-primary bg-primary/5',
              )}
            >
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => setLanguage(code)}
                className="accent-primary"
              />
              <span className="flex-1">{t(`common.languages.${code}`)}</span>
              {language === code ? <Check aria-hidden="true" className="text-primary size-4" /> : null}
            </label>
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
