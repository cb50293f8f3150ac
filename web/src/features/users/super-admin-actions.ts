/** What the super-admin screen does to a user: delete, grant or remove admin rights, (de)activate, export. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import type { useBanner } from '@/lib/use-banner';
import { errorMessage, exportUsers, useAdminAction } from './api';
import type { UserListState } from './list-params';

export type ConfirmKind = 'delete' | 'grant' | 'remove';

export function useSuperAdminActions(banner: ReturnType<typeof useBanner>, list: UserListState) {
  const { t } = useTranslation();
  const [confirm, setConfirm] = useState<{ kind: ConfirmKind; user: AdminUser } | null>(null);
  const [exporting, setExporting] = useState(false);
  const [pendingActive, setPendingActive] = useState<string | null>(null);
  const remove = useAdminAction<{ userId: string }>('delete-user');
  const toggleAdmin = useAdminAction<{ userId: string; isAdmin: boolean }>('toggle-admin');
  const setActive = useAdminAction<{ userId: string; isActive: boolean }>('set-active');

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

  const name = confirm ? confirm.user.full_name || confirm.user.email : '';
  const texts = confirm
    ? {
        delete: {
          title: t('admin.confirm.deleteTitle'),
          message: t('admin.confirm.deleteSuper'),
          label: t('admin.confirm.deleteConfirm'),
        },
        grant: {
          title: t('admin.confirm.grantTitle'),
          message: t('admin.confirm.grantMessage', { name }),
          label: t('admin.confirm.grantConfirm'),
        },
        remove: {
          title: t('admin.confirm.removeTitle'),
          message: t('admin.confirm.removeMessage', { name }),
          label: t('admin.confirm.removeConfirm'),
        },
      }[confirm.kind]
    : null;

  /** The props of the ConfirmDialog asking before a delete or a change of rights. */
  const confirmDialog = {
    open: confirm !== null,
    onOpenChange: (open: boolean) => (open ? undefined : setConfirm(null)),
    title: texts?.title ?? '',
    message: texts?.message ?? '',
    confirmLabel: texts?.label ?? '',
    cancelLabel: t('common.cancel'),
    destructive: confirm?.kind !== 'grant',
    onConfirm,
  };

  return { ask: setConfirm, confirmDialog, onToggleActive, pendingActive, onExport, exporting };
}
