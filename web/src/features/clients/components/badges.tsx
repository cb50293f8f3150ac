import { useTranslation } from 'react-i18next';
import type { ClientKind, ClientStatus } from '@comptoir/core/modules/clients';
import { ORDER_STATUS_VARIANT, QUOTE_STATUS_VARIANT } from '@/components/sales/status';
import { Badge, statusBadge, type BadgeVariant } from '@/components/ui/badge';

const STATUS_VARIANT: Record<ClientStatus, BadgeVariant> = {
  active: 'green',
  inactive: 'neutral',
  pending: 'amber',
};

export const ClientStatusBadge = statusBadge(STATUS_VARIANT, 'clients.status');

/** VIP or prospect; nothing for an ordinary client. */
export function ClientKindBadge({ kind }: { kind: ClientKind }) {
  const { t } = useTranslation();
  if (kind === 'regular') return null;
  return <Badge variant={kind === 'vip' ? 'primary' : 'blue'}>{t(`clients.kinds.${kind}`)}</Badge>;
}

export const OrderStatusBadge = statusBadge(ORDER_STATUS_VARIANT, 'clients.orderStatus');

export const QuoteStatusBadge = statusBadge(QUOTE_STATUS_VARIANT, 'clients.quoteStatus');
