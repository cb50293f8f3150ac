import type { OrderStatus } from '@comptoir/core/modules/sales';
import { statusBadge, type BadgeVariant } from '@/components/ui/badge';

export const ORDER_STATUS_VARIANT: Record<OrderStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'amber',
  confirmed: 'primary',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

export const OrderStatusBadge = statusBadge(ORDER_STATUS_VARIANT, 'orders.status');
