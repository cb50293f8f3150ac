import { ORDER_STATUS_VARIANT } from '@/components/sales/status';
import { statusBadge } from '@/components/ui/badge';

export const OrderStatusBadge = statusBadge(ORDER_STATUS_VARIANT, 'orders.status');
