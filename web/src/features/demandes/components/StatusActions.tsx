import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Play, XCircle } from 'lucide-react';
import {
  DEMANDE_ACTIONS,
  canApply,
  type DemandeAction,
  type DemandeDetail,
} from '@comptoir/core/modules/demandes';
import { BusyIcon, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage, useDemandeAction } from '../api';
import type { OnMessage } from '@/lib/api';

const ICONS = { start: Play, complete: CheckCircle2, cancel: XCircle } as const;
const ORDER: readonly DemandeAction[] = ['start', 'complete', 'cancel'];

export interface StatusActionsProps {
  demande: Pick<DemandeDetail, 'id' | 'title' | 'status'>;
  onMessage: OnMessage;
}

/**
 * 'Démarrer' (pending), 'Marquer comme Terminée' (in progress), 'Annuler' (any status but
 * cancelled, after a confirmation): only the actions the current status allows (spec §4).
 */
export function StatusActions({ demande, onMessage }: StatusActionsProps) {
  const { t } = useTranslation();
  const mutation = useDemandeAction(demande.id);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const [running, setRunning] = useState<DemandeAction | null>(null);

  const run = async (action: DemandeAction) => {
    setRunning(action);
    try {
      await mutation.mutateAsync(action);
      const status = t(`demandes.status.${DEMANDE_ACTIONS[action].to}`);
      onMessage('success', t('demandes.success.status', { status }));
    } catch (error) {
      onMessage('error', errorMessage(error, 'demandes.errors.status'));
    } finally {
      setRunning(null);
    }
  };

  const allowed = ORDER.filter((action) => canApply(action, demande.status));
  if (allowed.length === 0) return null;
  return (
    <>
      {allowed.map((action) => {
        const Icon = ICONS[action];
        return (
          <Button
            key={action}
            variant={action === 'cancel' ? 'outline' : 'default'}
            className={action === 'cancel' ? 'text-destructive hover:text-destructive' : undefined}
            disabled={running !== null}
            onClick={() => (action === 'cancel' ? setConfirmCancel(true) : void run(action))}
          >
            <BusyIcon busy={running === action} icon={Icon} />
            {t(`demandes.actions.${action}`)}
          </Button>
        );
      })}
      <ConfirmDialog
        open={confirmCancel}
        onOpenChange={setConfirmCancel}
        texts="demandes.confirm.cancel"
        values={{ title: demande.title }}
        destructive
        onConfirm={() => run('cancel')}
      />
    </>
  );
}
