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
 * An order status's badge colour where orders are summed up (a client's history, the dashboard's
 * latest orders); the orders screen's own badge has confirmed and shipped the other way round.
 */
export const ORDER_SUMMARY_VARIANT: Record<OrderStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'amber',
  confirmed: 'blue',
  shipped: 'primary',
  delivered: 'green',
  cancelled: 'red',
};
