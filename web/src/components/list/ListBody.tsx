/** What a list shows under its toolbar: the load error, then loading, empty or the rows; and the paging. */
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Pencil, Trash2 } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { buttonClasses, IconButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { apiErrorText } from '@/lib/api';
import { cn } from '@/lib/utils';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: boolean | 'true' }>;

/** The parts of a react-query result the list's states need. */
export interface ListQueryState {
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  /** A list route's answer: its rows and, for the paging, where they stand. */
  data?: { items?: readonly unknown[]; page?: number; pageSize?: number; total?: number } | undefined;
}

export interface ListBodyProps {
  query: ListQueryState;
  /** How many rows the page has (default: the answer's `items`). */
  count?: number;
  /** The load error's text (shown over the rows when the query failed)... */
  errorText?: ReactNode;
  /** ...or the key of the text when the server said nothing (`errorMessage(query.error, errorKey)`). */
  errorKey?: string;
  /** The text while the first page loads (default: 'common.loading', 'Chargement...'). */
  loadingText?: string;
  empty: { icon?: Icon; title: string; description?: ReactNode; action?: ReactNode };
  /** Wraps the rows in a bordered box that scrolls sideways (tables); off for a card grid. */
  framed?: boolean;
  /** The paging under the rows, labelled from `<ns>.pagination`, writing `page` into the URL. */
  paging?: {
    ns: string;
    list: { update: (changes: PageChange) => void };
  };
  /** The rows (a DataTable or a card grid), shown when there are some. */
  children: ReactNode;
}

/** Error alert, then loading, empty state or the rows; `aria-busy` while fetching; then the paging. */
export function ListBody({
  query,
  count = query.data?.items?.length ?? 0,
  errorText,
  errorKey,
  loadingText,
  empty,
  framed = true,
  paging,
  children,
}: ListBodyProps) {
  const { t } = useTranslation();
  const error = errorText ?? (query.isError && errorKey ? apiErrorText(query.error, errorKey) : null);
  return (
    <>
      {query.isError && error ? <Alert variant="destructive">{error}</Alert> : null}
      <div aria-busy={query.isFetching}>
        {query.isPending ? (
          <p className="text-muted-foreground py-12 text-center text-sm" role="status">
            {loadingText ?? t('common.loading')}
          </p>
        ) : count === 0 && !query.isError ? (
          <EmptyState
            title={empty.title}
            {...(empty.icon ? { icon: empty.icon } : {})}
            {...(empty.description ? { description: empty.description } : {})}
            {...(empty.action ? { action: empty.action } : {})}
          />
        ) : count > 0 ? (
          framed ? (
            <div className="relative overflow-x-auto rounded-lg border">{children}</div>
          ) : (
            children
          )
        ) : null}
      </div>
      {paging ? (
        <ListPagination
          ns={paging.ns}
          data={query.data as { page: number; pageSize: number; total: number } | undefined}
          onPageChange={(page) => paging.list.update(pageChange(query.data, page))}
        />
      ) : null}
    </>
  );
}

/** A move to another page: its number and, when known, the row it starts after or before. */
export type PageChange = {
  page: number;
  after: string | undefined;
  before: string | undefined;
};

/**
 * The URL change for going to `page` from the page shown: Next starts after its last row and
 * Previous before its first (the lists read those pages from the row's place in the index, so a
 * far page costs what the first does); any other jump is by number alone.
 */
export function pageChange(data: ListQueryState['data'], page: number): PageChange {
  const items = (data?.items ?? []) as readonly { id?: unknown }[];
  const idOf = (item: { id?: unknown } | undefined) => (typeof item?.id === 'string' ? item.id : undefined);
  const current = data?.page ?? 0;
  if (page === current + 1) {
    const after = idOf(items[items.length - 1]);
    if (after) return { page, after, before: undefined };
  }
  if (page === current - 1 && page > 1) {
    const before = idOf(items[0]);
    if (before) return { page, after: undefined, before };
  }
  return { page, after: undefined, before: undefined };
}

/**
 * The paging under a list, once there is something to page through. Labels come from
 * `<ns>.pagination.{label,previous,next,page,range}` of the module's translations.
 */
export function ListPagination({
  ns,
  data,
  onPageChange,
}: {
  ns: string;
  data: { page: number; pageSize: number; total: number } | undefined;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (!data || data.total <= 0) return null;
  const key = (name: string) => `${ns}.pagination.${name}` as never;
  return (
    <Pagination
      page={data.page}
      pageSize={data.pageSize}
      total={data.total}
      onPageChange={onPageChange}
      labels={{
        nav: t(key('label')),
        previous: t(key('previous')),
        next: t(key('next')),
        page: (page, pages) => t(key('page'), { page, pages }),
        range: (from, to, total) => t(key('range'), { from, to, total }),
      }}
    />
  );
}

/** A row's name or reference: a real link (a modifier key opens a new tab), else opens in place. */
export function RowLink({
  to,
  onSelect,
  className,
  children,
}: {
  to: string;
  onSelect: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className={className ?? 'text-primary hover:underline'}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        onSelect();
      }}
    >
      {children}
    </Link>
  );
}

export interface RowAction {
  /** The accessible name (say which row: 'Modifier Dupont'). */
  label: string;
  /** The tooltip (default: none). */
  title?: string;
  icon: Icon;
  onClick: () => void;
  destructive?: boolean;
  disabled?: boolean;
}

/** The edit button of a row: its accessible name says which row, `title` is the tooltip. */
export const editAction = (label: string, onClick: () => void, title?: string): RowAction => ({
  label,
  icon: Pencil,
  onClick,
  ...(title ? { title } : {}),
});

/** The (red) delete button of a row. */
export const deleteAction = (label: string, onClick: () => void, title?: string): RowAction => ({
  ...editAction(label, onClick, title),
  icon: Trash2,
  destructive: true,
});

/** A row's icon buttons (edit, delete...), right-aligned; actions the user may not do are left out by the caller. */
export function RowActions({
  actions,
  className,
}: {
  actions: readonly (RowAction | null | false)[];
  className?: string;
}) {
  return (
    <div className={cn('flex justify-end gap-1', className)}>
      {actions.map((action) =>
        action ? (
          <IconButton
            icon={action.icon}
            label={action.label}
            key={action.label}
            className={action.destructive ? 'text-destructive hover:text-destructive' : undefined}
            title={action.title}
            disabled={action.disabled}
            onClick={action.onClick}
          />
        ) : null,
      )}
    </div>
  );
}

/** Export buttons (download links) for the header's actions; `note` replaces them (e.g. too many rows). */
export function ExportLinks({
  links,
  note,
}: {
  links: readonly { href: string; label: string; icon: Icon }[];
  note?: ReactNode;
}) {
  if (note)
    return (
      <p className="text-muted-foreground max-w-xs self-center text-xs" role="note">
        {note}
      </p>
    );
  return (
    <>
      {links.map((link) => (
        <a key={link.href} className={buttonClasses({ variant: 'outline' })} href={link.href} download>
          <link.icon aria-hidden="true" className="size-4" />
          {link.label}
        </a>
      ))}
    </>
  );
}
