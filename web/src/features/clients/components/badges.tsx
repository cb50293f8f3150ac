import { useTranslation } from 'react-i18next';
import type { ClientKind, ClientStatus } from '@comptoir/core/modules/clients';
import type { OrderStatus, QuoteStatus } from '@comptoir/core/modules/sales';
import { ORDER_SUMMARY_VARIANT, QUOTE_STATUS_VARIANT } from '@/components/sales/status';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const STATUS_VARIANT: Record<ClientStatus, BadgeVariant> = {
  active: 'green',
  inactive: 'neutral',
  pending: 'amber',
};

export function ClientStatusBadge({ status }: { status: ClientStatus }) {
  const { t } = useTranslation();
  return <Badge variant={STATUS_VARIANT[status]}>{t(`clients.status.${status}`)}</Badge>;
}

/** VIP or prospect; nothing for an ordinary client. */
export function ClientKindBadge({ kind }: { kind: ClientKind }) {
  const { t } = useTranslation();
  if (kind === 'regular') return null;
  return <Badge variant={kind === 'vip' ? 'primary' : 'blue'}>{t(`clients.kinds.${kind}`)}</Badge>;
}

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <Badge variant={ORDER_SUMMARY_VARIANT[status]}>{t(`clients.orderStatus.${status}`)}</Badge>;
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const { t } = useTranslation();
  return <Badge variant={QUOTE_STATUS_VARIANT[status]}>{t(`clients.quoteStatus.${status}`)}</Badge>;
}
