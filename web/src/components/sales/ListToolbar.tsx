import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Plus, type LucideIcon } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage } from './api';
import type { SalesNs } from './ns';

type Update = (changes: Record<string, string | number | undefined>) => void;

export interface ListToolbarProps<S extends string, O extends string> {
  ns: SalesNs;
  params: { q: string; status: S | ''; sort: O; order: 'asc' | 'desc' };
  update: Update;
  statuses: readonly S[];
  statusLabel: (status: S) => string;
  sorts: readonly O[];
  sortLabel: (sort: O) => string;
}

/** A sales list's search (debounced into the URL), status filter, sort and order. */
export function ListToolbar<S extends string, O extends string>({
  ns,
  params,
  update,
  statuses,
  statusLabel,
  sorts,
  sortLabel,
}: ListToolbarProps<S, O>) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  return (
    <div className="flex flex-wrap items-end gap-3">
      <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
        <span className="font-medium">{t(`${ns}.filters.search`)}</span>
        <Input
          type="search"
          value={search}
          placeholder={t(`${ns}.filters.searchPlaceholder`)}
          onChange={(event) => setSearch(event.target.value)}
        />
      </label>
      <label className="space-y-1 text-sm">
        <span className="font-medium">{t(`${ns}.filters.status`)}</span>
        <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
          <option value="">{t(`${ns}.filters.allStatuses`)}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {statusLabel(s)}
            </option>
          ))}
        </Select>
      </label>
      <label className="space-y-1 text-sm">
        <span className="font-medium">{t(`${ns}.filters.sort`)}</span>
        <Select value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {sortLabel(s)}
            </option>
          ))}
        </Select>
      </label>
      <label className="space-y-1 text-sm">
        <span className="font-medium">{t(`${ns}.filters.order`)}</span>
        <Select value={params.order} onChange={(event) => update({ order: event.target.value })}>
          <option value="desc">{t(`${ns}.filters.desc`)}</option>
          <option value="asc">{t(`${ns}.filters.asc`)}</option>
        </Select>
      </label>
    </div>
  );
}

/** A sales list's pagination, shown once there is something to page through. */
export function ListPagination({
  ns,
  data,
  update,
}: {
  ns: SalesNs;
  data: { page: number; pageSize: number; total: number } | undefined;
  update: Update;
}) {
  const { t } = useTranslation();
  if (!data || data.total <= 0) return null;
  return (
    <Pagination
      page={data.page}
      pageSize={data.pageSize}
      total={data.total}
      onPageChange={(page) => update({ page: String(page) })}
      labels={{
        nav: t(`${ns}.pagination.label`),
        previous: t(`${ns}.pagination.previous`),
        next: t(`${ns}.pagination.next`),
        page: (page, pages) => t(`${ns}.pagination.page`, { page, pages }),
        range: (from, to, total) => t(`${ns}.pagination.range`, { from, to, total }),
      }}
    />
  );
}

/** A row's reference: a real link (opens in a new tab with a modifier key), else opens in place. */
export function RowLink({
  to,
  onSelect,
  children,
}: {
  to: string;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="text-primary hover:underline"
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey) return;
        event.preventDefault();
        onSelect();
      }}
    >
      {children}
    </Link>
  );
}

/** A sales list's page title, heading and subtitle, with the creation button when allowed. */
export function ListHeader({ ns, canCreate, onNew }: { ns: SalesNs; canCreate: boolean; onNew: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <title>{`${t(`${ns}.title`)} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t(`${ns}.title`)}</h1>
          <p className="text-muted-foreground text-sm">{t(`${ns}.subtitle`)}</p>
        </div>
        {canCreate ? (
          <Button onClick={onNew}>
            <Plus aria-hidden="true" className="size-4" />
            {t(`${ns}.actions.new`)}
          </Button>
        ) : null}
      </header>
    </>
  );
}

export interface ListBodyProps {
  ns: SalesNs;
  list: { isError: boolean; error: unknown; isPending: boolean; isFetching: boolean };
  /** How many rows the page has. */
  count: number;
  emptyIcon: LucideIcon;
  /** The table, shown when there are rows. */
  children: ReactNode;
}

/** A sales list's load error, then its loading state, empty state or table (scrolling sideways). */
export function ListBody({ ns, list, count, emptyIcon, children }: ListBodyProps) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError ? (
        <Alert variant="destructive">{errorMessage(list.error, `${ns}.failures.load`)}</Alert>
      ) : null}

      <div aria-busy={list.isFetching}>
        {list.isPending ? (
          <p className="text-muted-foreground py-12 text-center text-sm" role="status">
            {t(`${ns}.loading`)}
          </p>
        ) : count === 0 && !list.isError ? (
          <EmptyState icon={emptyIcon} title={t(`${ns}.empty`)} />
        ) : count > 0 ? (
          <div className="overflow-x-auto rounded-lg border">{children}</div>
        ) : null}
      </div>
    </>
  );
}
