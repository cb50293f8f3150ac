import { useTranslation } from 'react-i18next';
import type { InvoiceStatus } from '@comptoir/core/modules/invoices';
import { extractionBadge } from '@/components/extraction/ConfidenceChip';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const INVOICE_STATUS_VARIANT: Record<InvoiceStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'blue',
  partially_paid: 'amber',
  paid: 'green',
  overdue: 'red',
  cancelled: 'neutral',
  to_check: 'amber',
  to_pay: 'primary',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant={INVOICE_STATUS_VARIANT[status]} data-status={status}>
      {t(`invoices.status.${status}`)}
    </Badge>
  );
}

/** 'IA 92 %': read by the extraction engine, with its confidence coloured like the field chips. */
export const AiBadge = extractionBadge({
  short: 'invoices.ui.ai.short',
  named: 'invoices.ui.ai.badge',
  namedWithConfidence: 'invoices.ui.ai.badgeConfidence',
});
