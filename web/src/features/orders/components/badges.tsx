import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@comptoir/core/modules/sales';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

export const ORDER_STATUS_VARIANT: Record<OrderStatus, BadgeVariant> = {
  draft: 'neutral',
  pending: 'amber',
  confirmed: 'primary',
  shipped: 'blue',
  delivered: 'green',
  cancelled: 'red',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={ORDER_STATUS_VARIANT[status]}>{t(`orders.status.${status}`)}</Badge>;
}
