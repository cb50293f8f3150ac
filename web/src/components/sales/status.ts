import type { OrderStatus, QuoteStatus } from '@comptoir/core/modules/sales';
import type { BadgeVariant } from '@/components/ui/badge';

/** A quote status's badge colour, wherever quotes are listed (the quotes screen, a client's history). */
export const QUOTE_STATUS_VARIANT: Record<QuoteStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'blue',
  accepted: 'green',
  rejected: 'red',
  expired: 'amber',
};

/**
 * An order status's badge colour, everywhere an order is shown (the orders screen, a client's
 * history, the dashboard's latest orders): decision 0028.
 */
export const ORDER_STATUS_VARIANT: Record<OrderStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'amber',
  confirmed: 'primary',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};
