import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import type { InvoiceStatus } from '@comptoir/core/modules/invoices';
import { CONFIDENCE_VARIANT, formatPercent } from '@/components/extraction/ConfidenceChip';
import { confidenceLevel } from '@comptoir/core/modules/extraction';
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
export function AiBadge({ confidence }: { confidence: number | null }) {
  const { t, i18n } = useTranslation();
  const level = confidence === null ? null : confidenceLevel(confidence);
  const label =
    confidence === null
      ? t('invoices.ui.ai.badge')
      : t('invoices.ui.ai.badgeConfidence', { value: formatPercent(confidence, i18n.language) });
  return (
    <Badge variant={level ? CONFIDENCE_VARIANT[level] : 'neutral'} title={label} aria-label={label}>
      <Sparkles aria-hidden="true" className="size-3" />
      {t('invoices.ui.ai.short')}
      {confidence === null ? null : ` ${formatPercent(confidence, i18n.language)}`}
    </Badge>
  );
}
