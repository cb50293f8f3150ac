import type { QuoteStatus } from '@comptoir/core/modules/sales';
import type { BadgeVariant } from '@/components/ui/badge';

/** A quote status's badge colour, wherever quotes are listed (the quotes screen, a client's history). */
export const QUOTE_STATUS_VARIANT: Record<QuoteStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'amber',
};
