/**
 * The frame of a list screen: the page title and header (with its action buttons), the counters,
 * the card holding the toolbar, the rows and the paging. See docs/list-screens.md.
 */
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PageBanner } from '@/components/ui/page-banner';
import { StatCard } from '@/components/ui/stat-card';
import type { Banner } from '@/lib/use-banner';
import { cn } from '@/lib/utils';

export interface ListPageProps {
  /**
   * The messages' namespace: the title is `<ns>.title`, the subtitle `<ns>.subtitle` and the
   * 'Nouveau …' button `<ns>.actions.new`, unless `title` or `subtitle` say otherwise.
   */
  ns?: string;
  /** The page's h1 (also the document title, followed by the app's name). */
  title?: string;
  /** An icon before the title (decorative). */
  icon?: ReactNode;
  subtitle?: ReactNode;
  /** Buttons at the right of the header: export, import, create. */
  actions?: ReactNode;
  /** The 'Nouveau …' button (`<ns>.actions.new`) after the actions, for who may create (else false). */
  onCreate?: (() => void) | false;
  /** Links over the title (back to another screen). */
  nav?: ReactNode;
  /** The page's banner (`useBanner`), over the content. */
  banner?: Banner | null;
  children: ReactNode;
}

/** `<title>`, the header (h1, subtitle, actions) and the page's content under it. */
export function ListPage({ ns, icon, actions, onCreate, nav, banner, children, ...texts }: ListPageProps) {
  const { t } = useTranslation();
  const text = (key: string) => (ns ? t(`${ns}.${key}` as never) : undefined);
  const title = texts.title ?? text('title');
  const subtitle = texts.subtitle ?? text('subtitle');
  const create = onCreate ? <CreateButton label={text('actions.new') ?? ''} onClick={onCreate} /> : null;
  return (
    <div className="space-y-6">
      <title>{`${title} · ${t('common.appName')}`}</title>
      <PageHeader
        title={title}
        icon={icon}
        subtitle={subtitle}
        nav={nav}
        actions={
          actions || create ? (
            <>
              {actions}
              {create}
            </>
          ) : null
        }
      />
      {banner ? <PageBanner banner={banner} /> : null}
      {children}
    </div>
  );
}

/** A page's header: its h1 (after `icon`, under `nav`), its subtitle, and its buttons at the right. */
export function PageHeader({
  title,
  icon,
  subtitle,
  nav,
  actions,
}: {
  title: ReactNode;
  icon?: ReactNode;
  subtitle?: ReactNode;
  nav?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-4">
      <div className={nav ? 'space-y-1' : undefined}>
        {nav}
        <h1 className={cn('text-2xl font-semibold tracking-tight', icon && 'flex items-center gap-2')}>
          {icon}
          {title}
        </h1>
        {subtitle ? <p className="text-muted-foreground text-sm">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

export interface Counter {
  label: string;
  /** undefined while loading: shows the placeholder. */
  value: ReactNode | undefined;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
  /** Tailwind classes of the icon's background and colour (e.g. 'bg-success-soft text-success-soft-foreground'). */
  tone?: string;
}

/** One counter, in a line: `counter(Users, t('…'), counts?.total, TONES.info)`. */
export function counter(
  icon: Counter['icon'],
  label: string,
  value: ReactNode | undefined,
  tone?: string,
): Counter {
  return { label, value, ...(icon ? { icon } : {}), ...(tone ? { tone } : {}) };
}

/** The counters over a list (StatCard each); `label` names the group for screen readers. */
export function ListCounters({
  counters,
  label,
  placeholder = '…',
  className,
}: {
  counters: readonly Counter[];
  label?: string;
  placeholder?: string;
  /** The grid's columns, e.g. 'sm:grid-cols-2 xl:grid-cols-5'. */
  className?: string;
}) {
  return (
    <section className={cn('grid gap-4', className ?? 'sm:grid-cols-2 xl:grid-cols-4')} aria-label={label}>
      {counters.map((counter) => (
        <StatCard
          key={counter.label}
          label={counter.label}
          value={counter.value ?? placeholder}
          {...(counter.icon ? { icon: counter.icon } : {})}
          {...(counter.tone ? { tone: counter.tone } : {})}
        />
      ))}
    </section>
  );
}

/** The card holding a list's toolbar, rows and paging. */
export function ListSection({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <section className={cn('bg-card space-y-4 rounded-xl border p-4 shadow-sm', className)}>
      {children}
    </section>
  );
}

/** The row of search, filters, sort and view switches over a list. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-end gap-3">{children}</div>;
}

/** The header's 'Nouveau …' button. */
export function CreateButton({
  label,
  onClick,
  icon: Icon = Plus,
}: {
  label: string;
  onClick: () => void;
  icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;
}) {
  return (
    <Button onClick={onClick}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
