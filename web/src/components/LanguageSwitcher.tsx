import { useId } from 'react';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@/lib/i18n';
import { useLanguage } from '@/lib/preferences';
import { cn } from '@/lib/utils';

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [language, setLanguage] = useLanguage();
  const id = useId();
  return (
    <div className={cn('relative inline-flex items-center', className)}>
      <label htmlFor={id} className="sr-only">
        {t('common.language')}
      </label>
      <Languages
        aria-hidden="true"
        className="text-muted-foreground pointer-events-none absolute left-2.5 size-4"
      />
      <select
        id={id}
        value={language}
        onChange={(event) => setLanguage(event.target.value as Language)}
        className={cn(
          'border-input bg-card text-foreground h-9 appearance-none rounded-md border py-1 pr-3 pl-8 text-sm shadow-xs',
          'focus-visible:ring-ring focus-visible:ring-offset-background focus-visible:ring-2 focus-visible:ring-offset-2 focus-visible:outline-none',
        )}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`common.languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
