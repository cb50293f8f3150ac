import { useTranslation } from 'react-i18next';
import type { BankTransaction } from '@comptoir/core/modules/bank';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { isNegative } from '../money';

const STATUS_VARIANT: Record<BankTransaction['status'], BadgeVariant> = {
  unmatched: 'amber',
  matched: 'green',
  booked: 'blue',
};

/** Green for money in, red for money out. */
export const amountClass = (amount: string) =>
  isNegative(amount) ? 'text-destructive' : 'text-success-soft-foreground';

/** A transaction's status, with the category it was booked to or the invoices (and purchase orders) it paid. */
export function TransactionStatusBadge({ tx }: { tx: BankTransaction }) {
  const { t } = useTranslation();
  const what =
    tx.status === 'booked' && tx.category
      ? t(`bank.categories.${tx.category}`)
      : tx.status === 'matched'
        ? [
            ...tx.payments.map((p) => p.invoiceNumber ?? '—'),
            ...tx.purchasePayments.map((p) => p.orderNumber ?? '—'),
          ].join(', ')
        : '';
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge variant={STATUS_VARIANT[tx.status]}>{t(`bank.status.${tx.status}`)}</Badge>
      {what ? <span className="text-muted-foreground text-xs">{what}</span> : null}
    </span>
  );
}
