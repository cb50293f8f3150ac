import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Crown, Download, KeyRound, RefreshCw, UserPlus, UserX, Users } from 'lucide-react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import { CreateButton, ListCounters, ListPage, ListSection, countersOf } from '@/components/list';
import { BusyIcon, Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useUsersList } from '../api';
import { AuditLogPanel } from '../components/AuditLogPanel';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { UserFormSlot } from '../components/UserFormDialog';
import { UserListFilters } from '../components/UserListFilters';
import { useSuperAdminColumns } from '../components/super-admin-columns';
import { UserTable } from '../components/UserTable';
import { useUserListParams } from '../list-params';
import { useSuperAdminActions } from '../super-admin-actions';
import { useFormSlot } from '@/components/form/FormDialog';

/**
 * 'Super Admin - Gestion Utilisateurs' (/super-admin): export, refresh, create; five counters;
 * search, role and status filters; the table with the active switch and every action; the
 * audit log in the 'Journal' tab.
 */
export function SuperAdminPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const list = useUserListParams();
  const users = useUsersList(list.query);
  const banner = useBanner();
  const actions = useSuperAdminActions(banner, list);
  const userForm = useFormSlot<AdminUser>();
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const counts = users.data?.counts;
  const columns = useSuperAdminColumns({
    meId: me.id,
    actions,
    onEdit: (user) => userForm.openForm(user),
    onResetPassword: setResetting,
  });

  return (
    <ListPage
      ns="admin.superAdmin"
      banner={banner.banner}
      icon={<Crown aria-hidden="true" className="size-6 text-amber-500" />}
      actions={
        <>
          <Button variant="outline" onClick={() => void actions.onExport()} disabled={actions.exporting}>
            <BusyIcon busy={actions.exporting} icon={Download} />
            {t('admin.superAdmin.export')}
          </Button>
          <Button variant="outline" onClick={() => void users.refetch()} disabled={users.isFetching}>
            <RefreshCw aria-hidden="true" className={users.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {t('admin.superAdmin.refresh')}
          </Button>
          <CreateButton
            label={t('admin.superAdmin.createUser')}
            icon={UserPlus}
            onClick={() => userForm.openForm()}
          />
        </>
      }
    >
      <ListCounters
        placeholder="—"
        className="sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
        counters={countersOf(t, 'admin.counters', counts && { ...counts, deactivated: counts.inactive }, [
          ['total', Users],
          ['superAdmins', Crown, 'warning'],
          'active',
          ['deactivated', UserX, 'danger'],
          'newLast30Days',
        ])}
      />

      <Tabs
        value={list.views.tab}
        onValueChange={(value) =>
          list.update({ tab: value === 'journal' ? 'journal' : undefined, page: undefined })
        }
      >
        <TabsList aria-label={t('admin.superAdmin.sections')}>
          <TabsTrigger value="users">
            <Users aria-hidden="true" className="size-4" />
            {t('admin.superAdmin.tabUsers')}
          </TabsTrigger>
          <TabsTrigger value="journal">
            <KeyRound aria-hidden="true" className="size-4" />
            {t('admin.superAdmin.tabJournal')}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="users" className="mt-4">
          <ListSection>
            <UserListFilters list={list} withStatus />
            <UserTable list={list} query={users} minWidth="min-w-[60rem]" columns={columns} />
          </ListSection>
        </TabsContent>

        <TabsContent value="journal" className="mt-4">
          {list.views.tab === 'journal' ? <AuditLogPanel onError={banner.error} /> : null}
        </TabsContent>
      </Tabs>

      <UserFormSlot slot={userForm} currentUserId={me.id} onSaved={banner.success} />
      {resetting ? (
        <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onDone={banner.success} />
      ) : null}
      <ConfirmDialog {...actions.confirmDialog} />
    </ListPage>
  );
}
