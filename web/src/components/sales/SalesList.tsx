/**
 * The list view shared by quotes and orders, on the list kit: header with 'Nouveau …', counters,
 * search, status filter, sort and order, the table and the paging. Each page gives its counters
 * and columns.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import {
  CreateButton,
  DataTable,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListToolbar,
  type ColumnDef,
  type Counter,
  type ListQueryState,
} from '@/components/list';
import type { SalesNs } from './ns';

export interface SalesListProps<S extends string, O extends string, Row extends { id: string }> {
  ns: SalesNs;
  list: {
    q: string;
    filters: { status: S | '' };
    sort: O;
    order: 'asc' | 'desc';
    update: (changes: Record<string, string | number | undefined>) => void;
  };
  query: ListQueryState & {
    error: unknown;
    data: { items: Row[]; page: number; pageSize: number; total: number } | undefined;
  };
  statuses: readonly S[];
  sorts: readonly O[];
  counters: readonly Counter[];
  /** The counters' grid columns. */
  countersClassName: string;
  columns: ColumnDef<Row>[];
  minWidth: string;
  emptyIcon: LucideIcon;
  canCreate: boolean;
  onNew: () => void;
  banner: ReactNode;
}

export function SalesList<S extends string, O extends string, Row extends { id: string }>({
  ns,
  list,
  query,
  statuses,
  sorts,
  counters,
  countersClassName,
  columns,
  minWidth,
  emptyIcon,
  canCreate,
  onNew,
  banner,
}: SalesListProps<S, O, Row>) {
  const { t } = useTranslation();
  const data = query.data;
  const items = data?.items ?? [];
  return (
    <ListPage
      title={t(`${ns}.title`)}
      subtitle={t(`${ns}.subtitle`)}
      actions={canCreate ? <CreateButton label={t(`${ns}.actions.new`)} onClick={onNew} /> : null}
    >
      {banner}
      <ListCounters label={t(`${ns}.counters.label`)} className={countersClassName} counters={counters} />
      <ListSection>
        <ListToolbar>
          <ListSearch ns={ns} list={list} />
          <FilterSelect
            label={t(`${ns}.filters.status`)}
            allLabel={t(`${ns}.filters.allStatuses`)}
            value={list.filters.status}
            onChange={(status) => list.update({ status })}
            options={statuses.map((s) => ({ value: s, label: t(`${ns}.status.${s}` as never) }))}
          />
          <ListSort ns={ns} list={list} sorts={sorts} />
        </ListToolbar>
        <ListBody
          query={query}
          errorKey={`${ns}.failures.load`}
          loadingText={t(`${ns}.loading`)}
          empty={{ icon: emptyIcon, title: t(`${ns}.empty`) }}
          paging={{ ns, list }}
        >
          <DataTable rows={items} columns={columns} label={t(`${ns}.title`)} minWidth={minWidth} />
        </ListBody>
      </ListSection>
    </ListPage>
  );
}
