/** The invoices list's state in the URL: direction and status filters, sorts, paging, the reminders view. */
import { INVOICE_DIRECTIONS, INVOICE_STATUSES } from '@comptoir/core/modules/invoices';
import { useListState } from '@/components/list';

export const INVOICE_SORTS = [
  'createdAt',
  'number',
  'issueDate',
  'dueDate',
  'totalAmount',
  'partyName',
] as const;
const PAGE_SIZE = 20;

export function useInvoiceListState() {
  return useListState({
    filters: {
      direction: { values: INVOICE_DIRECTIONS, fallback: 'outgoing' },
      status: INVOICE_STATUSES,
    },
    sorts: INVOICE_SORTS,
    pageSize: PAGE_SIZE,
    pageSizes: [20, 50, 100],
    views: { view: ['list', 'reminders'] },
  });
}
export type InvoiceListState = ReturnType<typeof useInvoiceListState>;
