/** The users table of /users and /super-admin on the list kit: the columns both use, the states, the paging. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { Users } from 'lucide-react';
import type { AdminUser, ListUsersResponse } from '@comptoir/core/modules/admin-users';
import {
  DataTable,
  ListBody,
  RowActions,
  type ColumnDef,
  type ListQueryState,
  type RowAction,
  listSort,
} from '@/components/list';
import { formatDateTime } from '@/lib/format';
import type { UserListState } from '../list-params';
import { RoleBadge, UserCell } from './cells';

type Column = ColumnDef<AdminUser>;

/** A sortable column: its header text is also the sort button's tooltip. */
export function userColumn(
  id: string,
  header: string,
  cell: (user: AdminUser) => ReactNode,
  className?: string,
): Column {
  return {
    id,
    header,
    cell: ({ row }) => cell(row.original),
    meta: {
      sortKey: id,
      headerText: header,
      headerClassName: 'whitespace-nowrap',
      ...(className ? { className } : {}),
    },
  };
}

/** The columns both screens share; `isSelf` marks the signed-in user's row. */
export function userColumns(t: TFunction, isSelf: (user: AdminUser) => boolean, detailed = false) {
  return {
    user: userColumn('full_name', t('admin.table.user'), (user) => (
      <UserCell user={user} isSelf={isSelf(user)} {...(detailed ? { detailed } : {})} />
    )),
    role: userColumn('role', t('admin.table.role'), (user) => <RoleBadge role={user.role} />),
    status: (cell: (user: AdminUser) => ReactNode) => userColumn('status', t('admin.table.status'), cell),
    lastSignIn: userColumn(
      'last_sign_in_at',
      t('admin.table.lastSignIn'),
      (user) => (user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : t('admin.table.never')),
      'tabular-nums',
    ),
    /** The row's icon buttons; their accessible names say whose row it is. */
    actions: (actions: (user: AdminUser, label: (action: string) => string) => RowAction[]): Column => ({
      id: 'actions',
      header: t('admin.table.actions'),
      cell: ({ row }) => {
        const name = row.original.full_name || row.original.email;
        return (
          <RowActions
            actions={actions(row.original, (action) => t('admin.actions.forUser', { action, name }))}
          />
        );
      },
      meta: { headerClassName: 'text-right whitespace-nowrap' },
    }),
  };
}

/** Loading, error, empty or the rows, sortable by their headers, and the paging. */
export function UserTable({
  list,
  query,
  columns,
  minWidth,
}: {
  list: UserListState;
  query: ListQueryState & { data: ListUsersResponse | undefined; error: unknown };
  columns: Column[];
  minWidth: string;
}) {
  const { t } = useTranslation();
  const users = query.data?.users ?? [];
  return (
    <>
      <ListBody
        query={query}
        count={users.length}
        errorKey="admin.errors.fetch"
        empty={{ icon: Users, title: t('admin.table.empty') }}
        paging={{ ns: 'admin', list }}
      >
        <DataTable
          rows={users}
          columns={columns}
          caption={t('admin.table.caption')}
          minWidth={minWidth}
          cellClassName="px-4 py-3"
          sort={listSort(list, (column) => t('admin.table.sortBy', { column }))}
        />
      </ListBody>
    </>
  );
}
