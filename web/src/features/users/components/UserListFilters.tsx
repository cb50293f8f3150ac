import { useTranslation } from 'react-i18next';
import { STATUS_FILTERS } from '@comptoir/core/modules/admin-users';
import { ROLES } from '@comptoir/core/permissions';
import { FilterSelect, ListSearch, ListToolbar } from '@/components/list';
import type { UserListState } from '../list-params';

const STATUS_LABELS = {
  all: 'admin.filters.statusAll',
  active: 'admin.filters.statusActive',
  inactive: 'admin.filters.statusInactive',
} as const;

/** Search (name or e-mail), role filter and, on the super-admin screen, status filter. */
export function UserListFilters({ list, withStatus }: { list: UserListState; withStatus?: boolean }) {
  const { t } = useTranslation();
  return (
    <ListToolbar>
      <ListSearch ns="admin" list={list} hideLabel icon />
      <FilterSelect
        label={t('admin.filters.role')}
        hideLabel
        className="md:w-48"
        allLabel={t('admin.filters.allRoles')}
        value={list.filters.role}
        onChange={(role) => list.update({ role })}
        options={ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
      />
      {withStatus ? (
        <FilterSelect
          label={t('admin.filters.status')}
          hideLabel
          className="md:w-48"
          value={list.filters.status}
          onChange={(status) => list.update({ status })}
          options={STATUS_FILTERS.map((status) => ({ value: status, label: t(STATUS_LABELS[status]) }))}
        />
      ) : null}
    </ListToolbar>
  );
}
