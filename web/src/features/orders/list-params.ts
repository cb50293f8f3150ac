/**
 * The view lives in the URL (linkable): q, status, sort, order and page filter the list; `id` is the
 * open order (a converted quote and a client's order history link to /orders?id=…).
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { ORDER_STATUSES, type ListOrdersQuery, type OrderStatus } from '@comptoir/core/modules/sales';
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';

export const ORDERS_PAGE_SIZE = 20;
export const ORDER_SORTS = [
  'createdAt',
  'reference',
  'totalAmount',
  'status',
  'clientName',
] as const satisfies readonly ListOrdersQuery['sort'][];
export type OrderSort = (typeof ORDER_SORTS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderListParams {
  q: string;
  status: OrderStatus | '';
  sort: OrderSort;
  order: 'asc' | 'desc';
  page: number;
  /** The open order. */
  id: string;
}

/** Opening or closing an order keeps the list's page. */
const KEEP_PAGE_ON = ['id'] as const;

export function useOrderListParams() {
  const { search, update } = useListSearchParams(KEEP_PAGE_ON);
  const [, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const params: OrderListParams = {
    q: search.get('q') ?? '',
    status: oneOf<OrderStatus | ''>(search.get('status'), ORDER_STATUSES, ''),
    sort: oneOf<OrderSort>(search.get('sort'), ORDER_SORTS, 'createdAt'),
    order: search.get('order') === 'asc' ? 'asc' : 'desc',
    page: positiveInt(search.get('page'), 1),
    id: UUID.test(id) ? id : '',
  };

  const apiParams = {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    sort: params.sort,
    order: params.order,
    page: params.page,
    pageSize: ORDERS_PAGE_SIZE,
  };

  /** Opens an order (a new history entry, so Back returns to the list) or closes it. */
  const select = useCallback(
    (next: string | undefined) => {
      setSearch(
        (previous) => {
          const params = new URLSearchParams(previous);
          if (next) params.set('id', next);
          else params.delete('id');
          return params;
        },
        { replace: !next },
      );
    },
    [setSearch],
  );

  /** The URL of an order, keeping the current list view. */
  const hrefFor = (next: string) => {
    const params = new URLSearchParams(search);
    params.set('id', next);
    return `?${params.toString()}`;
  };

  return { params, apiParams, update, select, hrefFor };
}
