import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import { LANGUAGES } from '@/lib/i18n';
import { useLanguage } from '@/lib/preferences';
import { RadioCard } from './RadioCard';
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
            <RadioCard
              key={code}
              lang={code}
              name="language"
              value={code}
              checked={language === code}
              onSelect={() => setLanguage(code)}
            >
              <span className="flex-1">{t(`common.languages.${code}`)}</span>
              {language === code ? <Check aria-hidden="true" className="text-primary size-4" /> : null}
            </RadioCard>
          ))}
        </div>
      </fieldset>
    </Section>
  );
}
