import type { PurchaseOrderStatus } from '@comptoir/core/modules/purchases';
import { statusBadge, type BadgeVariant } from '@/components/ui/badge';

/** A purchase order status's badge colour. */
export const PURCHASE_STATUS_VARIANT: Record<PurchaseOrderStatus, BadgeVariant> = {
  draft: 'neutral',
  sent: 'blue',
  confirmed: 'primary',
  partially_received: 'amber',
  received: 'green',
  closed: 'neutral',
  cancelled: 'red',
};

export const PurchaseStatusBadge = statusBadge(PURCHASE_STATUS_VARIANT, 'purchases.status');
