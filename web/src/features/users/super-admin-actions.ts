/** What the super-admin screen does to a user: delete, grant or remove admin rights, (de)activate, export. */
import { useState } from 'react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import type { ConfirmDialogProps } from '@/components/ui/confirm-dialog';
import type { useBanner } from '@/lib/use-banner';
import { errorMessage, exportUsers, useAdminAction } from './api';
import type { UserListState } from './list-params';

export type ConfirmKind = 'delete' | 'grant' | 'remove';

export function useSuperAdminActions(banner: ReturnType<typeof useBanner>, list: UserListState) {
  const [confirm, setConfirm] = useState<{ kind: ConfirmKind; user: AdminUser } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pendingActive, setPendingActive] = useState<string | null>(null);
  const remove = useAdminAction('deleteUser');
  const toggleAdmin = useAdminAction('toggleAdmin');
  const setActive = useAdminAction('setActive');

  const run = async (work: () => Promise<{ message: string }>, fallbackKey: string) => {
    try {
      banner.success((await work()).message);
    } catch (error) {
      banner.error(errorMessage(error, fallbackKey));
    }
  };

  const onConfirm = async () => {
    if (!confirm) return;
    const { kind, user } = confirm;
    if (kind === 'delete') await run(() => remove.mutateAsync({ userId: user.id }), 'admin.errors.delete');
    else
      await run(
        () => toggleAdmin.mutateAsync({ userId: user.id, isAdmin: kind === 'grant' }),
        'admin.errors.privileges',
      );
  };

  const onToggleActive = async (user: AdminUser, isActive: boolean) => {
    setPendingActive(user.id);
    await run(() => setActive.mutateAsync({ userId: user.id, isActive }), 'admin.errors.update');
    setPendingActive(null);
  };

  const onExport = async () => {
    setExporting(true);
    try {
      const { q, role, status, sort, order } = list.query;
      await exportUsers({ q, role, status, sort, order });
    } catch (error) {
      banner.error(errorMessage(error, 'admin.errors.export'));
    } finally {
      setExporting(false);
    }
  };

  /** The props of the ConfirmDialog asking before a delete or a change of rights. */
  const confirmDialog: ConfirmDialogProps = {
    open: confirm !== null,
    onOpenChange: (open: boolean) => (open ? undefined : setConfirm(null)),
    texts: `admin.confirm.${confirm?.kind === 'delete' ? 'deleteSuper' : (confirm?.kind ?? 'grant')}`,
    values: { name: confirm ? confirm.user.full_name || confirm.user.email : '' },
    destructive: confirm?.kind !== 'grant',
    onConfirm,
  };

  return { ask: setConfirm, confirmDialog, onToggleActive, pendingActive, onExport, exporting };
}
