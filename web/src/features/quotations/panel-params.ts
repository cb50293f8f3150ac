/**
 * The quotations panel's view lives in the URL of the demandes page (ARCHITECTURE.md: linkable,
 * Back works, a reload reopens the same panel): `quotations` is the requested product whose panel
 * is open (of the request in `id`), `qq` the search, `qstatus` the status filter, `qsort` and
 * `qorder` the sort, `qtab` the tab (list or comparison). Invalid values read as the defaults, and
 * the defaults are not written.
 */
import { useCallback } from 'react';
import {
  QUOTATION_SORTS,
  QUOTATION_STATUSES,
  type QuotationSort,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { oneOf, useLiveSearchParams } from '@/lib/list-params';

/** The order each sort starts with: newest first, cheapest first, suppliers A to Z (spec §9). */
export const DEFAULT_ORDER: Record<QuotationSort, 'asc' | 'desc'> = {
  date: 'desc',
  price: 'asc',
  supplier: 'asc',
};

export const QUOTATION_ORDERS = ['asc', 'desc'] as const;
export type QuotationOrder = (typeof QUOTATION_ORDERS)[number];
export const QUOTATION_TABS = ['list', 'compare'] as const;
export type QuotationTab = (typeof QUOTATION_TABS)[number];

/** Every parameter of the panel: closing it removes them all. */
export const QUOTATION_PANEL_KEYS = ['quotations', 'qq', 'qstatus', 'qsort', 'qorder', 'qtab'] as const;

export interface QuotationPanelParams {
  /** The requested product whose panel is open, '' when closed. */
  productId: string;
  q: string;
  status: QuotationStatus | '';
  sort: QuotationSort;
  order: QuotationOrder;
  tab: QuotationTab;
}

export interface QuotationPanelChanges {
  q?: string;
  status?: QuotationStatus | '';
  /** A new sort starts with its own default order. */
  sort?: QuotationSort;
  order?: QuotationOrder;
  tab?: QuotationTab;
}

function read(search: URLSearchParams): QuotationPanelParams {
  const sort = oneOf<QuotationSort>(search.get('qsort'), QUOTATION_SORTS, 'date');
  return {
    productId: search.get('quotations') ?? '',
    q: search.get('qq') ?? '',
    status: oneOf<QuotationStatus | ''>(search.get('qstatus'), QUOTATION_STATUSES, ''),
    sort,
    order: oneOf<QuotationOrder>(search.get('qorder'), QUOTATION_ORDERS, DEFAULT_ORDER[sort]),
    tab: oneOf<QuotationTab>(search.get('qtab'), QUOTATION_TABS, 'list'),
  };
}

/** Sets `key` to `value`, or removes it when it is the default. */
function put(params: URLSearchParams, key: string, value: string, fallback: string) {
  if (value === fallback) params.delete(key);
  else params.set(key, value);
}

export function useQuotationPanelParams() {
  const [search, setSearch] = useLiveSearchParams();
  const params = read(search);

  /** Opens a product's panel in its default view (a new history entry: Back closes it). */
  const open = useCallback(
    (productId: string) => {
      setSearch((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of QUOTATION_PANEL_KEYS) next.delete(key);
        next.set('quotations', productId);
        return next;
      });
    },
    [setSearch],
  );

  /** Closes the panel: its parameters go, the rest of the view stays (replacing, as for `id`). */
  const close = useCallback(() => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const key of QUOTATION_PANEL_KEYS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [setSearch]);

  /**
   * Changes the panel's controls, replacing the history entry (typing or filtering does not flood
   * the history, and Back still closes the panel).
   */
  const update = useCallback(
    (changes: QuotationPanelChanges) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          const current = read(next);
          if (changes.q !== undefined) put(next, 'qq', changes.q.trim(), '');
          if (changes.status !== undefined) put(next, 'qstatus', changes.status, '');
          if (changes.tab !== undefined) put(next, 'qtab', changes.tab, 'list');
          const sort = changes.sort ?? current.sort;
          if (changes.sort !== undefined) {
            put(next, 'qsort', sort, 'date');
            if (changes.order === undefined) next.delete('qorder');
          }
          if (changes.order !== undefined) put(next, 'qorder', changes.order, DEFAULT_ORDER[sort]);
          return next;
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  return { params, open, close, update };
}
