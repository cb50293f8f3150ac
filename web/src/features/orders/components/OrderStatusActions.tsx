import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Clock, PackageCheck, Truck, XCircle } from 'lucide-react';
import {
  ORDER_STATUSES,
  canMoveOrder,
  type OrderDetail,
  type OrderStatus,
} from '@comptoir/core/modules/sales';
import { isoDay } from '@/components/sales/format';
import { BusyIcon, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useMoveOrder } from '../api';
import { reportOutcome, type OnMessage } from '@/lib/api';

type Target = Exclude<OrderStatus, 'draft'>;
const ICONS = {
  pending: Clock,
  confirmed: CheckCircle2,
  shipped: Truck,
  delivered: PackageCheck,
  cancelled: XCircle,
} as const;

/** The statuses an order may move to from its current one (core's canMoveOrder), in flow order. */
export function allowedMoves(status: OrderStatus): Target[] {
  return ORDER_STATUSES.filter((to): to is Target => to !== 'draft' && canMoveOrder(status, to));
}

export interface OrderStatusActionsProps {
  order: Pick<OrderDetail, 'id' | 'reference' | 'status'>;
  onMessage: OnMessage;
}

/**
 * One button per status the order may move to (forward along draft → pending → confirmed →
 * shipped → delivered, or cancel before delivery). Delivery asks its date (today by default);
 * cancelling asks for confirmation. A refused move (409) shows the server's message.
 */
export function OrderStatusActions({ order, onMessage }: OrderStatusActionsProps) {
  const { t } = useTranslation();
  const id = useId();
  const move = useMoveOrder(order.id);
  const [running, setRunning] = useState<Target | null>(null);
  const [confirm, setConfirm] = useState<'cancelled' | 'delivered' | null>(null);
  const [deliveryDate, setDeliveryDate] = useState(isoDay());

  const run = async (status: Target) => {
    setRunning(status);
    await reportOutcome(
      () =>
        move.mutateAsync(
          status === 'delivered' ? { status, deliveryDate: deliveryDate || null } : { status },
        ),
      onMessage,
      'orders.failures.status',
    );
    setRunning(null);
  };

  const targets = allowedMoves(order.status);
  if (targets.length === 0) return null;
  // The next step of the flow is the main action; the others (skipping steps, cancelling) are outlined.
  const next = targets.find((s) => s !== 'cancelled');
  return (
    <>
      {targets.map((status) => {
        const Icon = ICONS[status];
        return (
          <Button
            key={status}
            variant={status === next ? 'default' : 'outline'}
            className={status === 'cancelled' ? 'text-destructive hover:text-destructive' : undefined}
            disabled={running !== null}
            onClick={() =>
              status === 'cancelled' || status === 'delivered' ? setConfirm(status) : void run(status)
            }
          >
            <BusyIcon busy={running === status} icon={Icon} />
            {t(`orders.moveTo.${status}`)}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirm === 'cancelled'}
        onOpenChange={(open) => setConfirm(open ? 'cancelled' : null)}
        texts="orders.confirm.cancel"
        values={{ reference: order.reference }}
        destructive
        onConfirm={() => run('cancelled')}
      />
      <ConfirmDialog
        open={confirm === 'delivered'}
        onOpenChange={(open) => setConfirm(open ? 'delivered' : null)}
        title={t('orders.confirm.deliverTitle')}
        message={
          <span className="block space-y-2">
            <span className="block">
              {t('orders.confirm.deliverMessage', { reference: order.reference })}
            </span>
            <span className="block space-y-1">
              <Label htmlFor={`${id}-delivery`}>{t('orders.fields.deliveryDate')}</Label>
              <Input
                id={`${id}-delivery`}
                type="date"
                value={deliveryDate}
                onChange={(event) => setDeliveryDate(event.target.value)}
              />
            </span>
          </span>
        }
        confirmLabel={t('orders.moveTo.delivered')}
        cancelLabel={t('orders.actions.cancel')}
        onConfirm={() => run('delivered')}
      />
    </>
  );
}
