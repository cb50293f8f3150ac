import { LanguageSwitcher } from '@/components/LanguageSwitcher';
import { ThemeToggle } from '@/components/ThemeToggle';
import { cn } from '@/lib/utils';

/** The language and theme switches at the right of a page's header. */
export function DisplayControls({ className }: { className?: string }) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <LanguageSwitcher />
      <ThemeToggle />
    </div>
  );
}
