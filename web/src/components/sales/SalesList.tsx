/**
 * The list view shared by quotes and orders, on the list kit: header with 'Nouveau …' (for who may
 * create), counters, search, status filter, sort and order, the table and the paging. Each page
 * gives its counters and columns.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import {
  DataTable,
  ListFilter,
  ListBody,
  ListCounters,
  ListPage,
  ListSearch,
  ListSection,
  ListSort,
  ListToolbar,
  countersOf,
  sortKeysOf,
  useListState,
  type ColumnDef,
  type CounterSpec,
  type ListQueryState,
} from '@/components/list';
import { useModuleRights } from '@/lib/session';
import { salesColumns, type SalesRow } from './columns';
import type { SalesNs } from './ns';

/** What a sales list is: its module and messages' namespace, its statuses and the sort keys its route takes. */
export interface SalesKind<S extends string, O extends string> {
  ns: SalesNs;
  statuses: readonly S[];
  sorts: readonly [O, ...O[]];
}

/** The kind of the sales list `ns`: its statuses, and the sort keys its route's query contract takes. */
export function salesKind<S extends string, O extends string>(
  ns: SalesNs,
  statuses: readonly S[],
  query: Parameters<typeof sortKeysOf<O>>[0],
): SalesKind<S, O> {
  return { ns, statuses, sorts: sortKeysOf(query) };
}

/** A sales list's URL state: q, the status filter, sort (the first key the default), order, pages of 20, the open id. */
export function useSalesListState<S extends string, O extends string>(kind: SalesKind<S, O>) {
  return useListState({ filters: { status: kind.statuses }, sorts: kind.sorts, pageSize: 20 });
}

/** What a sales page gives its list view: the list's URL state, 'Nouveau …' and the page banner. */
export interface SalesListViewProps<L> {
  list: L;
  onNew: () => void;
  banner: ReactNode;
}

export interface SalesListProps<S extends string, O extends string, Row extends SalesRow, C extends object> {
  kind: SalesKind<S, O>;
  list: ReturnType<typeof useSalesListState<S, O>>;
  query: ListQueryState & {
    error: unknown;
    data: { items: Row[]; page: number; pageSize: number; total: number } | undefined;
  };
  /** The counters' values (the route's, and those the page computes); undefined while loading. */
  counts: C | undefined;
  /** Which counters, in order (`countersOf`, labelled `<ns>.counters.<key>`). */
  counters: readonly CounterSpec<keyof C & string>[];
  /** The counters' grid columns. */
  countersClassName: string;
  /** The table's columns, from the columns quotes and orders share. */
  columns: (c: ReturnType<typeof salesColumns<Row>>) => ColumnDef<Row>[];
  minWidth: string;
  emptyIcon: LucideIcon;
  onNew: () => void;
  banner: ReactNode;
}

export function SalesList<S extends string, O extends string, Row extends SalesRow, C extends object>({
  kind: { ns, sorts },
  list,
  query,
  counts,
  counters,
  countersClassName,
  columns,
  minWidth,
  emptyIcon,
  onNew,
  banner,
}: SalesListProps<S, O, Row, C>) {
  const { t } = useTranslation();
  const { canCreate } = useModuleRights(ns);
  const data = query.data;
  const items = data?.items ?? [];
  return (
    <ListPage ns={ns} onCreate={canCreate && onNew}>
      {banner}
      <ListCounters
        label={t(`${ns}.counters.label`)}
        className={countersClassName}
        counters={countersOf(t, `${ns}.counters`, counts, counters)}
      />
      <ListSection>
        <ListToolbar>
          <ListSearch ns={ns} list={list} />
          <ListFilter ns={ns} list={list} name="status" all="allStatuses" />
          <ListSort ns={ns} list={list} sorts={sorts} />
        </ListToolbar>
        <ListBody
          query={query}
          errorKey={`${ns}.failures.load`}
          loadingText={t(`${ns}.loading`)}
          empty={{ icon: emptyIcon, title: t(`${ns}.empty`) }}
          paging={{ ns, list }}
        >
          <DataTable
            rows={items}
            columns={columns(salesColumns<Row>(t, ns, list))}
            label={t(`${ns}.title`)}
            minWidth={minWidth}
          />
        </ListBody>
      </ListSection>
    </ListPage>
  );
}
