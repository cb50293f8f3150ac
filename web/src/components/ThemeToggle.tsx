import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useThemePreference } from '@/lib/preferences';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation();
  const [theme, setTheme] = useThemePreference();
  const dark = theme === 'dark';
  return (
    <Button
      variant="outline"
      size="icon"
      className={className}
      aria-label={t('common.toggleTheme')}
      aria-pressed={dark}
      title={dark ? t('common.switchToLight') : t('common.switchToDark')}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden="true" className="size-4" /> : <Moon aria-hidden="true" className="size-4" />}
    </Button>
  );
}
