import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DisplayControls } from '@/components/DisplayControls';
import { MainContent, SkipLink } from '@/components/SkipLink';
import { BrandMark } from '@/components/BrandMark';

/** The frame of the public pages (sign-in, password reset): brand, language and theme. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="bg-background relative flex min-h-dvh flex-col">
      <div
        aria-hidden="true"
        className="from-primary/10 pointer-events-none absolute inset-x-0 top-0 h-72 bg-gradient-to-b to-transparent"
      />
      <SkipLink />
      <header className="relative flex items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="flex items-center gap-2.5">
          <BrandMark />
          <div className="leading-tight">
            <p className="text-base font-semibold tracking-tight">{t('common.appName')}</p>
            <p className="text-muted-foreground hidden text-xs sm:block">{t('common.tagline')}</p>
          </div>
        </div>
        <DisplayControls />
      </header>
      <MainContent className="relative flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        {children}
      </MainContent>
    </div>
  );
}
