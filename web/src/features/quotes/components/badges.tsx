import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@comptoir/core/modules/sales';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const QUOTE_STATUS_VARIANT: Record<QuoteStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'amber',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge variant={QUOTE_STATUS_VARIANT[status]}>{t(`quotes.status.${status}`)}</Badge>;
}
