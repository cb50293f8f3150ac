import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CalendarPlus,
  Crown,
  Download,
  KeyRound,
  Loader2,
  Pencil,
  RefreshCw,
  ShieldMinus,
  ShieldPlus,
  Trash2,
  UserCheck,
  UserPlus,
  UserX,
  Users,
} from 'lucide-react';
import type { AdminUser } from '@comptoir/core/modules/admin-users';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Pagination } from '@/components/ui/pagination';
import { StatCard } from '@/components/ui/stat-card';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { errorMessage, exportUsers, useAdminAction, useUsersList } from '../api';
import { AuditLogPanel } from '../components/AuditLogPanel';
import { PageBanner } from '@/components/ui/page-banner';
import {
  ModulesCell,
  PlainHeader,
  RoleBadge,
  SortableHeader,
  StatusBadge,
  UserCell,
} from '../components/cells';
import { ResetPasswordDialog } from '../components/ResetPasswordDialog';
import { TableStateRow } from '../components/TableStates';
import { UserFormDialog } from '../components/UserFormDialog';
import { UserListFilters } from '../components/UserListFilters';
import { useUserListParams } from '../list-params';
import { useBanner } from '@/lib/use-banner';
import { usePaginationLabels } from '../use-pagination-labels';

const COLUMNS = 6;
type Tab = 'users' | 'journal';

/**
 * 'Super Admin - Gestion Utilisateurs' (/super-admin): export, refresh, create; five counters;
 * search, role and status filters; the table with the active switch and every action; the
 * audit log in the 'Journal' tab.
 */
export function SuperAdminPage() {
  const { t } = useTranslation();
  const me = useSessionUser();
  const { params, apiParams, update, search } = useUserListParams();
  const tab: Tab = search.get('tab') === 'journal' ? 'journal' : 'users';
  const list = useUsersList(apiParams);
  const banner = useBanner();
  const paginationLabels = usePaginationLabels();
  const [form, setForm] = useState<{ user?: AdminUser; key: number } | null>(null);
  const [resetting, setResetting] = useState<AdminUser | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'delete' | 'grant' | 'remove'; user: AdminUser } | null>(
    null,
  );
  const [exporting, setExporting] = useState(false);
  const [pendingActive, setPendingActive] = useState<string | null>(null);
  const remove = useAdminAction<{ userId: string }>('delete-user');
  const toggleAdmin = useAdminAction<{ userId: string; isAdmin: boolean }>('toggle-admin');
  const setActive = useAdminAction<{ userId: string; isActive: boolean }>('set-active');

  const data = list.data;
  const counts = data?.counts;
  const users = data?.users ?? [];
  const sortState = { sort: params.sort, order: params.order };
  const onSort = (sort: string, order: string) => update({ sort, order });
  const listError = list.isError ? errorMessage(list.error, 'admin.errors.fetch') : null;

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
      await exportUsers({
        q: apiParams.q,
        role: apiParams.role,
        status: apiParams.status,
        sort: apiParams.sort,
        order: apiParams.order,
      });
    } catch (error) {
      banner.error(errorMessage(error, 'admin.errors.export'));
    } finally {
      setExporting(false);
    }
  };

  const confirmTexts = confirm
    ? {
        delete: {
          title: t('admin.confirm.deleteTitle'),
          message: t('admin.confirm.deleteSuper'),
          label: t('admin.confirm.deleteConfirm'),
        },
        grant: {
          title: t('admin.confirm.grantTitle'),
          message: t('admin.confirm.grantMessage', { name: confirm.user.full_name || confirm.user.email }),
          label: t('admin.confirm.grantConfirm'),
        },
        remove: {
          title: t('admin.confirm.removeTitle'),
          message: t('admin.confirm.removeMessage', { name: confirm.user.full_name || confirm.user.email }),
          label: t('admin.confirm.removeConfirm'),
        },
      }[confirm.kind]
    : null;

  return (
    <div className="space-y-6">
      <title>{`${t('admin.superAdmin.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <Crown aria-hidden="true" className="size-6 text-amber-500" />
            {t('admin.superAdmin.title')}
          </h1>
          <p className="text-muted-foreground text-sm">{t('admin.superAdmin.subtitle')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? (
              <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {t('admin.superAdmin.export')}
          </Button>
          <Button variant="outline" onClick={() => void list.refetch()} disabled={list.isFetching}>
            <RefreshCw aria-hidden="true" className={list.isFetching ? 'size-4 animate-spin' : 'size-4'} />
            {t('admin.superAdmin.refresh')}
          </Button>
          <Button onClick={() => setForm({ key: Date.now() })}>
            <UserPlus aria-hidden="true" className="size-4" />
            {t('admin.superAdmin.createUser')}
          </Button>
        </div>
      </header>

      <PageBanner banner={banner.banner} />
      {listError ? <PageBanner banner={{ kind: 'error', text: listError }} /> : null}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        <StatCard icon={Users} label={t('admin.counters.total')} value={counts?.total ?? '—'} />
        <StatCard
          icon={Crown}
          tone="bg-warning-soft text-warning-soft-foreground"
          label={t('admin.counters.superAdmins')}
          value={counts?.superAdmins ?? '—'}
        />
        <StatCard
          icon={UserCheck}
          tone="bg-success-soft text-success-soft-foreground"
          label={t('admin.counters.active')}
          value={counts?.active ?? '—'}
        />
        <StatCard
          icon={UserX}
          tone="bg-destructive-soft text-destructive-soft-foreground"
          label={t('admin.counters.deactivated')}
          value={counts?.inactive ?? '—'}
        />
        <StatCard
          icon={CalendarPlus}
          tone="bg-info-soft text-info-soft-foreground"
          label={t('admin.counters.newLast30Days')}
          value={counts?.newLast30Days ?? '—'}
        />
      </div>

      <Tabs
        value={tab}
        onValueChange={(value) =>
          update({ tab: value === 'journal' ? 'journal' : undefined, page: undefined })
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
          <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
            <UserListFilters params={params} update={update} withStatus />
            <div className="relative overflow-x-auto rounded-lg border" aria-busy={list.isFetching}>
              <table className="w-full min-w-[60rem] text-sm">
                <caption className="sr-only">{t('admin.table.caption')}</caption>
                <thead className="bg-muted/60 text-muted-foreground">
                  <tr>
                    <SortableHeader column="full_name" state={sortState} onSort={onSort}>
                      {t('admin.table.user')}
                    </SortableHeader>
                    <SortableHeader column="role" state={sortState} onSort={onSort}>
                      {t('admin.table.role')}
                    </SortableHeader>
                    <SortableHeader column="status" state={sortState} onSort={onSort}>
                      {t('admin.table.status')}
                    </SortableHeader>
                    <PlainHeader>{t('admin.table.modules')}</PlainHeader>
                    <SortableHeader column="last_sign_in_at" state={sortState} onSort={onSort}>
                      {t('admin.table.lastSignIn')}
                    </SortableHeader>
                    <PlainHeader className="text-right">{t('admin.table.actions')}</PlainHeader>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {list.isPending ? (
                    <TableStateRow columns={COLUMNS} state="loading" emptyText="" />
                  ) : users.length === 0 ? (
                    <TableStateRow columns={COLUMNS} state="empty" emptyText={t('admin.table.empty')} />
                  ) : (
                    users.map((user) => {
                      const name = user.full_name || user.email;
                      const isSelf = user.id === me.id;
                      const selfTitle = isSelf ? t('admin.errors.selfPrivileges') : undefined;
                      const label = (action: string) => t('admin.actions.forUser', { action, name });
                      return (
                        <tr key={user.id} className="hover:bg-muted/40">
                          <td className="px-4 py-3">
                            <UserCell user={user} detailed isSelf={isSelf} />
                          </td>
                          <td className="px-4 py-3">
                            <RoleBadge role={user.role} />
                          </td>
                          <td className="px-4 py-3">
                            <div className="flex items-center gap-2">
                              <Switch
                                checked={user.is_active}
                                label={t('admin.actions.activeToggle', { name })}
                                title={
                                  selfTitle ??
                                  (user.is_active
                                    ? t('admin.actions.deactivate')
                                    : t('admin.actions.activate'))
                                }
                                disabled={isSelf || pendingActive === user.id}
                                onCheckedChange={(checked) => void onToggleActive(user, checked)}
                              />
                              <StatusBadge user={user} />
                            </div>
                          </td>
                          <td className="px-4 py-3">
                            {/* Super admins have every module, whatever their stored list. */}
                            <ModulesCell modules={user.is_super_admin ? MODULE_KEYS : user.modules} />
                          </td>
                          <td className="px-4 py-3 tabular-nums">
                            {user.last_sign_in_at
                              ? formatDateTime(user.last_sign_in_at)
                              : t('admin.table.never')}
                          </td>
                          <td className="px-4 py-3">
                            <div className="flex justify-end gap-1">
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={label(t('admin.actions.edit'))}
                                title={t('admin.actions.edit')}
                                onClick={() => setForm({ user, key: Date.now() })}
                              >
                                <Pencil aria-hidden="true" className="size-4" />
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={label(
                                  user.is_super_admin
                                    ? t('admin.actions.removeAdmin')
                                    : t('admin.actions.grantAdmin'),
                                )}
                                title={
                                  selfTitle ??
                                  (user.is_super_admin
                                    ? t('admin.actions.removeAdmin')
                                    : t('admin.actions.grantAdmin'))
                                }
                                disabled={isSelf}
                                onClick={() =>
                                  setConfirm({ kind: user.is_super_admin ? 'remove' : 'grant', user })
                                }
                              >
                                {user.is_super_admin ? (
                                  <ShieldMinus aria-hidden="true" className="size-4" />
                                ) : (
                                  <ShieldPlus aria-hidden="true" className="size-4" />
                                )}
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                aria-label={label(t('admin.actions.resetPassword'))}
                                title={t('admin.actions.resetPassword')}
                                onClick={() => setResetting(user)}
                              >
                                <KeyRound aria-hidden="true" className="size-4" />
                              </Button>
                              <Button
                                variant="ghost"
                                size="icon"
                                className="text-destructive hover:text-destructive"
                                aria-label={label(t('admin.actions.delete'))}
                                title={selfTitle ?? t('admin.actions.delete')}
                                disabled={isSelf}
                                onClick={() => setConfirm({ kind: 'delete', user })}
                              >
                                <Trash2 aria-hidden="true" className="size-4" />
                              </Button>
                            </div>
                          </td>
                        </tr>
                      );
                    })
                  )}
                </tbody>
              </table>
            </div>
            {data && data.total > 0 ? (
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPageChange={(page) => update({ page: String(page) })}
                labels={paginationLabels}
              />
            ) : null}
          </section>
        </TabsContent>

        <TabsContent value="journal" className="mt-4">
          {tab === 'journal' ? <AuditLogPanel onError={banner.error} /> : null}
        </TabsContent>
      </Tabs>

      {form ? (
        <UserFormDialog
          key={form.key}
          user={form.user}
          currentUserId={me.id}
          onClose={() => setForm(null)}
          onSaved={banner.success}
        />
      ) : null}

      {resetting ? (
        <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} onDone={banner.success} />
      ) : null}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title={confirmTexts?.title ?? ''}
        message={confirmTexts?.message ?? ''}
        confirmLabel={confirmTexts?.label ?? ''}
        cancelLabel={t('common.cancel')}
        destructive={confirm?.kind !== 'grant'}
        onConfirm={onConfirm}
      />
    </div>
  );
}
