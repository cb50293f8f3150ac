/**
 * The bank's transactions list lives in the URL (linkable): q, status (unmatched unless told,
 * 'all' for every one), direction, accountId, sort, order, page; `tab=rules` shows the booking
 * rules; `tx` is the open transaction (the invoices' payment history links to /bank?tx=<id>).
 */
import { useCallback } from 'react';
import { BANK_TRANSACTION_STATUSES, listTransactionsQuery } from '@comptoir/core/modules/bank';
import { sortKeysOf, useListState } from '@/components/list';

export const TRANSACTION_SORTS = sortKeysOf(listTransactionsQuery);
export const BANK_TABS = ['transactions', 'rules'] as const;
/** 'any': every status (the URL's `status=any`; no status in the URL is 'unmatched'). */
export const STATUS_TABS = ['any', ...BANK_TRANSACTION_STATUSES] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * An invoice's address in the invoices screen: its detail (?id=) over its own tab, the client
 * invoices (outgoing, the default) or the supplier invoices (`direction=incoming`).
 */
export const invoiceHref = (id: string, direction: 'outgoing' | 'incoming') =>
  direction === 'incoming' ? `/invoices?direction=incoming&id=${id}` : `/invoices?id=${id}`;

/** A purchase order's address in the purchases screen (its detail open by ?id=). */
export const purchaseOrderHref = (id: string) => `/purchases?id=${id}`;

/** A transaction's address in the bank screen (its panel open). */
export const transactionHref = (id: string) => `/bank?status=any&tx=${id}`;

export function useBankListParams() {
  const list = useListState({
    filters: {
      status: { values: STATUS_TABS, fallback: 'unmatched' },
      direction: ['in', 'out'] as const,
    },
    sorts: TRANSACTION_SORTS,
    pageSize: 50,
    views: { tab: BANK_TABS },
  });
  const rawAccount = list.search.get('accountId') ?? '';
  const accountId = UUID.test(rawAccount) ? rawAccount : '';
  const rawTx = list.search.get('tx') ?? '';
  const tx = UUID.test(rawTx) ? rawTx : '';
  const { update, page } = list;
  // The page stays as it is while a transaction's panel opens or closes.
  const openTransaction = useCallback((id: string | undefined) => update({ tx: id, page }), [update, page]);
  const status = list.filters.status;
  return {
    ...list,
    accountId,
    tx,
    openTransaction,
    query: {
      ...list.query,
      status: status === 'any' ? undefined : status,
      accountId: accountId || undefined,
    },
  };
}
export type BankList = ReturnType<typeof useBankListParams>;
