import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Lock, Send, XCircle } from 'lucide-react';
import { canApplyPurchaseAction } from '@comptoir/core/modules/purchases';
import {
  PURCHASE_USER_ACTIONS,
  type PurchaseOrderDetail,
  type PurchaseUserAction,
} from '@comptoir/core/modules/purchases-api';
import { BusyIcon, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { usePurchaseAction } from '../api';

const ICONS = { send: Send, confirm: CheckCircle2, close: Lock, cancel: XCircle } as const;

/** The user actions core allows from `status`, in flow order (send, confirm, close, cancel). */
export const allowedActions = (status: PurchaseOrderDetail['status']): PurchaseUserAction[] =>
  PURCHASE_USER_ACTIONS.filter((action) => canApplyPurchaseAction(action, status));

/**
 * One button per action the order's status allows, each asked first (cancelling in red); the
 * server's message is said after it (a refusal, 409, too).
 */
export function PurchaseActions({
  purchaseOrder,
  onMessage,
}: {
  purchaseOrder: PurchaseOrderDetail;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const apply = usePurchaseAction(purchaseOrder.id);
  const [asked, setAsked] = useState<PurchaseUserAction | null>(null);
  const [running, setRunning] = useState<PurchaseUserAction | null>(null);
  const actions = allowedActions(purchaseOrder.status);
  if (actions.length === 0) return null;
  const main = actions.find((a) => a !== 'cancel');
  const values = {
    number: purchaseOrder.number ?? t('purchases.ui.draftNumber'),
    supplier: purchaseOrder.supplier.name,
  };

  const run = async (action: PurchaseUserAction) => {
    setRunning(action);
    await reportOutcome(() => apply.mutateAsync(action), onMessage, 'purchases.ui.failures.action');
    setRunning(null);
  };

  return (
    <>
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === main ? 'default' : 'outline'}
          className={action === 'cancel' ? 'text-destructive hover:text-destructive' : undefined}
          disabled={running !== null}
          onClick={() => setAsked(action)}
        >
          <BusyIcon busy={running === action} icon={ICONS[action]} />
          {t(`purchases.actions.${action}`)}
        </Button>
      ))}
      {asked ? (
        <ConfirmDialog
          open
          onOpenChange={(open) => (open ? undefined : setAsked(null))}
          texts={`purchases.ui.confirm.${asked}`}
          values={values}
          destructive={asked === 'cancel'}
          onConfirm={() => run(asked)}
        />
      ) : null}
    </>
  );
}
