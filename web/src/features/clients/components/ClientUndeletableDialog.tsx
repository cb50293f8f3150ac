import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Archive } from 'lucide-react';
import type { Client } from '@comptoir/core/modules/clients';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { reportOutcome, type OnMessage } from '@/lib/api';
import { useArchiveClient } from '../api';

/**
 * Said instead of asking to confirm a deletion the server would refuse (issue 30 §6): why the
 * client cannot be deleted (its quotes, its orders) and, for a user who may edit it, the way to
 * archive it: the 'Inactif' status. No confirm button: there is nothing to confirm.
 */
export function ClientUndeletableDialog({
  client,
  canUpdate,
  onClose,
  onMessage,
}: {
  client: Client;
  canUpdate: boolean;
  onClose: () => void;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const archiveClient = useArchiveClient();
  const [busy, setBusy] = useState(false);
  const blockers = client.deleteBlockers;
  const reason = blockers.length > 1 ? 'both' : blockers[0] === 'quotes' ? 'quotes' : 'orders';
  const inactive = client.status === 'inactive';

  const archive = async () => {
    setBusy(true);
    const done = await reportOutcome(
      () => archiveClient.mutateAsync(client.id),
      onMessage,
      'clients.errors.update',
    );
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog
      onClose={onClose}
      title={t('clients.undeletable.title')}
      closeLabel={t('clients.undeletable.close')}
      size="sm"
    >
      <div className="space-y-3 text-sm">
        <p>{t(`clients.undeletable.${reason}`, { name: client.name })}</p>
        <p className="text-muted-foreground">
          {inactive ? t('clients.undeletable.alreadyInactive') : t('clients.undeletable.archiveHint')}
        </p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('clients.undeletable.close')}
          </Button>
          {canUpdate && !inactive ? (
            <Button onClick={() => void archive()} disabled={busy}>
              <Archive aria-hidden="true" className="size-4" />
              {t('clients.undeletable.archive')}
            </Button>
          ) : null}
        </DialogFooter>
      </div>
    </Dialog>
  );
}

/**
 * The explanation of a client that cannot be deleted, for a screen: `explain(client)` opens it,
 * `dialog` is rendered by the screen.
 */
export function useUndeletableClient(
  canUpdate: boolean,
  onMessage: OnMessage,
): { explain: (client: Client) => void; dialog: ReactNode } {
  const [client, setClient] = useState<Client | null>(null);
  return {
    explain: setClient,
    dialog: client ? (
      <ClientUndeletableDialog
        client={client}
        canUpdate={canUpdate}
        onClose={() => setClient(null)}
        onMessage={onMessage}
      />
    ) : null,
  };
}
