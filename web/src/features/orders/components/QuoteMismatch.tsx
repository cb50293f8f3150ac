import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import type { OrderDetail } from '@comptoir/core/modules/sales';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatPrice } from '@/lib/format';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { useRealignOrder } from '../api';

/** Admin and above realign an order on its quote (the server checks it too). */
const canRealign = (user: { role: string; is_super_admin: boolean } | null) =>
  Boolean(user && (user.is_super_admin || user.role === 'Admin' || user.role === 'Super Admin'));

/**
 * An order converted before the single rounding rule whose amounts differ from its quote's
 * (issue 26): the difference, and for an Admin 'Réaligner sur le devis' (asked first; refused by
 * the server once the order is invoiced).
 */
export function QuoteMismatch({ order, onMessage }: { order: OrderDetail; onMessage: OnMessage }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const realign = useRealignOrder(order.id);
  const [asking, setAsking] = useState(false);
  const mismatch = order.quoteMismatch;
  if (!mismatch) return null;
  const values = {
    reference: order.reference,
    subtotal: formatPrice(mismatch.subtotal),
    quoteSubtotal: formatPrice(mismatch.quoteSubtotal),
    difference: formatPrice(mismatch.difference),
  };
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 flex-1 space-y-1">
        <p className="font-semibold">{t('orders.mismatch.title')}</p>
        <p>{t('orders.mismatch.message', values)}</p>
        {canRealign(me) ? null : <p>{t('orders.mismatch.adminOnly')}</p>}
      </div>
      {canRealign(me) ? (
        <>
          <Button variant="outline" size="sm" onClick={() => setAsking(true)}>
            {t('orders.actions.realign')}
          </Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            texts="orders.confirm.realign"
            values={values}
            onConfirm={() =>
              reportOutcome(() => realign.mutateAsync(undefined), onMessage, 'orders.failures.realign')
            }
          />
        </>
      ) : null}
    </div>
  );
}
