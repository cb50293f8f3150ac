import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps over the navigation to the main content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="bg-primary text-primary-foreground focus-visible:ring-ring sr-only z-50 rounded-md px-4 py-2 text-sm font-medium focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:ring-2 focus-visible:outline-none"
    >
      {t('common.skipToContent')}
    </a>
  );
}

/** The page's main content, where the skip link jumps (focused without a ring). */
export function MainContent({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('focus:outline-none', className)}>
      {children}
    </main>
  );
}
