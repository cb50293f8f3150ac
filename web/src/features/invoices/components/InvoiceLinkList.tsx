import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Invoice } from '@comptoir/core/modules/invoices';
import { formatPrice } from '@/lib/format';
import { formatIsoDate } from '../format';
import { InvoiceStatusBadge } from './badges';

/** Invoices shown in another screen (an order, a client): number linking to it, status, date, total. */
export function InvoiceLinkList({ invoices }: { invoices: readonly Invoice[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y text-sm">
      {invoices.map((invoice) => (
        <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <span className="flex items-center gap-2">
            <Link
              className="text-primary font-mono text-xs hover:underline"
              to={`/invoices?id=${invoice.id}`}
            >
              {invoice.number ?? t('invoices.ui.draftNumber')}
            </Link>
            <InvoiceStatusBadge status={invoice.status} />
          </span>
          <span className="tabular-nums">
            {invoice.issueDate ? `${formatIsoDate(invoice.issueDate)} · ` : null}
            {formatPrice(invoice.totalAmount)}
          </span>
        </li>
      ))}
    </ul>
  );
}
