import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchasePaymentLink } from '@comptoir/core/modules/bank';
import { formatIsoDate } from '@/lib/format';
import { purchaseOrderHref } from '../list-params';
import { money } from '../money';

const NS = 'bank.ui.purchasePayments';
/** The table's columns, in their order; the amount right-aligned. */
const COLUMNS = ['kind', 'order', 'supplier', 'date', 'amount'] as const;

/** 'Acompte' or 'Paiement'. */
export function PurchasePaymentKind({ payment }: { payment: PurchasePaymentLink }) {
  const { t } = useTranslation();
  return <>{t(`${NS}.${payment.kind}`)}</>;
}

/** The purchase order's number, a link to its detail in the purchases screen. */
export function PurchaseOrderLink({ payment }: { payment: PurchasePaymentLink }) {
  const { t } = useTranslation();
  const number = payment.orderNumber ?? '—';
  return (
    <Link
      to={purchaseOrderHref(payment.orderId)}
      className="text-primary font-mono text-xs hover:underline"
      aria-label={t(`${NS}.orderLink`, { number })}
    >
      {number}
    </Link>
  );
}

/** A suggestion's supplier payments recorded on purchase orders: kind, order, supplier, date, amount. */
export function PurchasePaymentsTable({
  payments,
  currency,
}: {
  payments: PurchasePaymentLink[];
  currency: string;
}) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-muted-foreground text-xs">
          {COLUMNS.map((column) => (
            <th
              key={column}
              scope="col"
              className={column === 'amount' ? 'text-right font-medium' : 'text-left font-medium'}
            >
              {t(`${NS}.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {payments.map((p) => (
          <tr key={p.paymentId}>
            <td>
              <PurchasePaymentKind payment={p} />
            </td>
            <td>
              <PurchaseOrderLink payment={p} />
            </td>
            <td>{p.supplierName}</td>
            <td className="tabular-nums">{formatIsoDate(p.date)}</td>
            <td className="text-right font-medium tabular-nums">{money(p.amount, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
