import { QUOTE_STATUS_VARIANT } from '@/components/sales/status';
import { statusBadge } from '@/components/ui/badge';

export { QUOTE_STATUS_VARIANT };

export const QuoteStatusBadge = statusBadge(QUOTE_STATUS_VARIANT, 'quotes.status');
