/**
 * One layout for a record's detail (opened from its list with ?id=): back to the list, the
 * heading with its badges and subtitle, the actions, the page banner, then the sections (with an
 * optional side column). `DetailState` covers loading, not found (404) and a load error.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, apiErrorText } from '@/lib/api';
import { cn } from '@/lib/utils';

/** '← Retour à la liste'. */
export function BackButton({ label, onBack }: { label: string; onBack: () => void }) {
  return (
    <Button variant="ghost" size="sm" onClick={onBack} className="-ml-2">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}

export interface DetailLayoutProps {
  /** The h1 (and the document title, unless `documentTitle` is given). */
  title: string;
  /** The document title before the app's name, when it differs from the h1 (e.g. the bare reference). */
  documentTitle?: string;
  /** The back button's text and action (closing the record goes back to the list). */
  back: { label: string; onBack: () => void };
  /** A line right under the title (e.g. a quote's own title). */
  lead?: ReactNode;
  /** Badges under the title (status, 'démo'). */
  badges?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the header (PDF, edit, delete...). */
  actions?: ReactNode;
  /** The page banner (success or error of the last action). */
  banner?: ReactNode;
  /** A side column (summary, history) beside the sections on wide screens. */
  aside?: ReactNode;
  children: ReactNode;
}

export function DetailLayout({
  title,
  documentTitle,
  back,
  lead,
  badges,
  subtitle,
  actions,
  banner,
  aside,
  children,
}: DetailLayoutProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <title>{`${documentTitle ?? title} · ${t('common.appName')}`}</title>
      <div className="space-y-3">
        <BackButton label={back.label} onBack={back.onBack} />
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words">{title}</h1>
            {lead}
            {badges ? <div className="flex flex-wrap items-center gap-2">{badges}</div> : null}
            {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </header>
      </div>
      {banner}
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">{children}</div>
          <div className="space-y-6">{aside}</div>
        </div>
      ) : (
        <div className="space-y-6">{children}</div>
      )}
    </div>
  );
}

/** A titled card of a detail view, labelled by its heading. */
export function DetailSection({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      className={cn('bg-card space-y-4 rounded-xl border p-4 shadow-sm', className)}
      aria-labelledby={id}
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A detail's section showing a query's answer, titled `<texts>.title`; until then its loading line,
 * its failure (`<texts>.failed` unless the server said why) or its empty line (`QueryState`).
 */
export function QuerySection<T>({
  id,
  query,
  texts,
  children,
}: {
  id: string;
  query: { isError: boolean; error: unknown; data: T | undefined };
  texts: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DetailSection id={id} title={t(`${texts}.title` as never)}>
      <QueryState query={query} texts={texts} failedKey={`${texts}.failed`}>
        {children}
      </QueryState>
    </DetailSection>
  );
}

/** One labelled value of a detail's description list (`<dl>`). */
export function Info({
  label,
  children,
  className,
  valueClassName,
}: {
  label: string;
  children: ReactNode;
  /** The pair's classes (a grid span). */
  className?: string;
  /** The value's classes (e.g. `whitespace-pre-wrap`). */
  valueClassName?: string;
}) {
  return (
    <div className={cn('min-w-0', className)}>
      <dt className="text-muted-foreground text-xs font-medium">{label}</dt>
      <dd className={cn('text-sm break-words', valueClassName)}>{children}</dd>
    </div>
  );
}

/** A list item: a value after its icon, its label said to screen readers only (an e-mail, a phone). */
export function IconLine({
  icon: Icon,
  label,
  children,
  className,
  iconClassName,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
  className?: string;
  iconClassName?: string;
}) {
  return (
    <li className={cn('flex items-center gap-2', className)}>
      <Icon aria-hidden="true" className={cn('size-4 shrink-0', iconClassName)} />
      <span className="sr-only">{label}</span>
      {children}
    </li>
  );
}

/**
 * A record's `query` still loading, missing (404) or failing to load: back, the banner, then
 * `<texts>.loading`, `<texts>.notFound` or the failure (the server's message, else `failedKey`'s text).
 */
export function DetailState({
  query,
  back,
  banner,
  texts,
  failedKey,
}: {
  query: { isError: boolean; error: Error | null };
  back: { label: string; onBack: () => void };
  banner?: ReactNode;
  texts: string;
  failedKey: string;
}) {
  const { t } = useTranslation();
  const error = query.isError ? query.error : null;
  const notFound = error instanceof ApiError && error.status === 404;
  return (
    <div className="space-y-4">
      <BackButton label={back.label} onBack={back.onBack} />
      {banner}
      {error === null ? (
        <Spinner label={t(`${texts}.loading` as never)} showLabel />
      ) : notFound ? (
        <EmptyState title={t(`${texts}.notFound` as never)} as="h1" />
      ) : (
        <Alert variant="destructive">{apiErrorText(error, failedKey)}</Alert>
      )}
    </div>
  );
}
