import { useTranslation } from 'react-i18next';
import type { Invoice, InvoiceDirection } from '@comptoir/core/modules/invoices';
import { RowLink, column, type ColumnDef } from '@/components/list';
import { formatPrice } from '@/lib/format';
import { invoiceMoney, formatIsoDate } from '../format';
import type { InvoiceListState } from '../list-state';
import { AiBadge, InvoiceStatusBadge } from './badges';

/** The invoices table's columns: number (opens the invoice), party, status, dates, total, balance. */
export function useInvoiceColumns(list: InvoiceListState, direction: InvoiceDirection): ColumnDef<Invoice>[] {
  const { t } = useTranslation();
  const header = (id: string) => t(`invoices.ui.columns.${id}` as never);
  const date = (value: string | null) => (value ? formatIsoDate(value) : '—');
  return [
    column(
      'number',
      header('number'),
      (invoice) => (
        <span className="flex flex-col gap-1">
          <RowLink to={list.hrefFor(invoice.id)} onSelect={() => list.select(invoice.id)}>
            <span className="font-mono text-xs">{invoice.number ?? t('invoices.ui.draftNumber')}</span>
          </RowLink>
          {invoice.kind === 'credit_note' ? (
            <span className="text-muted-foreground text-xs">{t('invoices.kind.credit_note')}</span>
          ) : null}
        </span>
      ),
      { sortKey: 'number', className: 'whitespace-nowrap' },
    ),
    column(
      'party',
      direction === 'incoming' ? header('supplier') : header('client'),
      (invoice) => (
        <span className="block">
          <span className="block font-medium">{invoice.party.name}</span>
          {invoice.orderReference ? (
            <span className="text-muted-foreground block text-xs">
              {t('invoices.ui.orderRef', { reference: invoice.orderReference })}
            </span>
          ) : null}
        </span>
      ),
      { sortKey: 'partyName', headerText: header('party') },
    ),
    column('status', header('status'), (invoice) => (
      <span className="flex flex-wrap gap-1">
        <InvoiceStatusBadge status={invoice.status} />
        {invoice.aiExtracted ? <AiBadge confidence={invoice.aiConfidence} /> : null}
        {invoice.isDemo ? (
          <span className="text-muted-foreground text-xs">{t('common.demoData')}</span>
        ) : null}
      </span>
    )),
    column('issueDate', header('issueDate'), (invoice) => date(invoice.issueDate), {
      sortKey: 'issueDate',
      className: 'tabular-nums',
    }),
    column('dueDate', header('dueDate'), (invoice) => date(invoice.dueDate), {
      sortKey: 'dueDate',
      className: 'tabular-nums',
    }),
    column('total', header('total'), (invoice) => formatPrice(invoice.totalAmount), {
      sortKey: 'totalAmount',
      className: 'text-right font-medium tabular-nums',
      headerClassName: 'text-right',
    }),
    column('balance', header('balance'), (invoice) => invoiceMoney(invoice, invoice.balanceDue.amount), {
      className: 'text-right tabular-nums',
      headerClassName: 'text-right',
    }),
  ];
}
