import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceDirection } from '@comptoir/core/modules/invoices';
import { RowLink, type ColumnDef } from '@/components/list';
import { formatPrice } from '@/lib/format';
import { invoiceMoney, formatIsoDate } from '../format';
import type { InvoiceListState } from '../list-state';
import { AiBadge, InvoiceStatusBadge } from './badges';

/** The invoices table's columns: number (opens the invoice), party, status, dates, total, balance. */
export function useInvoiceColumns(list: InvoiceListState, direction: InvoiceDirection): ColumnDef<Invoice>[] {
  const { t } = useTranslation();
  const date = (value: string | null) => (value ? formatIsoDate(value) : '—');
  return [
    {
      id: 'number',
      header: t('invoices.ui.columns.number'),
      meta: {
        sortKey: 'number',
        headerText: t('invoices.ui.columns.number'),
        className: 'whitespace-nowrap',
      },
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <RowLink to={list.hrefFor(row.original.id)} onSelect={() => list.select(row.original.id)}>
            <span className="font-mono text-xs">{row.original.number ?? t('invoices.ui.draftNumber')}</span>
          </RowLink>
          {row.original.kind === 'credit_note' ? (
            <span className="text-muted-foreground text-xs">{t('invoices.kind.credit_note')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'party',
      header: direction === 'incoming' ? t('invoices.ui.columns.supplier') : t('invoices.ui.columns.client'),
      meta: { sortKey: 'partyName', headerText: t('invoices.ui.columns.party') },
      cell: ({ row }) => (
        <span className="block">
          <span className="block font-medium">{row.original.party.name}</span>
          {row.original.orderReference ? (
            <span className="text-muted-foreground block text-xs">
              {t('invoices.ui.orderRef', { reference: row.original.orderReference })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('invoices.ui.columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <InvoiceStatusBadge status={row.original.status} />
          {row.original.aiExtracted ? <AiBadge confidence={row.original.aiConfidence} /> : null}
          {row.original.isDemo ? (
            <span className="text-muted-foreground text-xs">{t('common.demoData')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'issueDate',
      header: t('invoices.ui.columns.issueDate'),
      meta: {
        sortKey: 'issueDate',
        headerText: t('invoices.ui.columns.issueDate'),
        className: 'tabular-nums',
      },
      cell: ({ row }) => date(row.original.issueDate),
    },
    {
      id: 'dueDate',
      header: t('invoices.ui.columns.dueDate'),
      meta: { sortKey: 'dueDate', headerText: t('invoices.ui.columns.dueDate'), className: 'tabular-nums' },
      cell: ({ row }) => date(row.original.dueDate),
    },
    {
      id: 'total',
      header: t('invoices.ui.columns.total'),
      meta: {
        sortKey: 'totalAmount',
        headerText: t('invoices.ui.columns.total'),
        className: 'text-right font-medium tabular-nums',
        headerClassName: 'text-right',
      },
      cell: ({ row }) => formatPrice(row.original.totalAmount),
    },
    {
      id: 'balance',
      header: t('invoices.ui.columns.balance'),
      meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
      cell: ({ row }) => invoiceMoney(row.original, row.original.balanceDue.amount),
    },
  ];
}
