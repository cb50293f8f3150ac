import { useTranslation } from 'react-i18next';
import type { QuoteStatus } from '@comptoir/core/modules/sales';
import { QUOTE_STATUS_VARIANT } from '@/components/sales/status';
import { Badge } from '@/components/ui/badge';

export { QUOTE_STATUS_VARIANT };

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge variant={QUOTE_STATUS_VARIANT[status]}>{t(`quotes.status.${status}`)}</Badge>;
}
