import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { STATUS_FILTERS } from '@comptoir/core/modules/admin-users';
import { ROLES } from '@comptoir/core/permissions';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { UserListParams } from '../list-params';

const STATUS_LABELS = {
  all: 'admin.filters.statusAll',
  active: 'admin.filters.statusActive',
  inactive: 'admin.filters.statusInactive',
} as const;

/** Search (name or e-mail), role filter and, on the super-admin screen, status filter. */
export function UserListFilters({
  params,
  update,
  withStatus,
}: {
  params: UserListParams;
  update: (changes: Record<string, string | undefined>) => void;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-end">
      <div className="flex-1 space-y-1.5">
        <Label htmlFor={`${id}-q`} className="sr-only">
          {t('admin.filters.search')}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <Input
            id={`${id}-q`}
            type="search"
            className="pl-9"
            placeholder={t('admin.filters.searchPlaceholder')}
            value={params.q}
            onChange={(event) => update({ q: event.target.value })}
          />
        </div>
      </div>
      <div className="space-y-1.5 md:w-48">
        <Label htmlFor={`${id}-role`} className="sr-only">
          {t('admin.filters.role')}
        </Label>
        <Select
          id={`${id}-role`}
          value={params.role}
          onChange={(event) => update({ role: event.target.value })}
        >
          <option value="">{t('admin.filters.allRoles')}</option>
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Select>
      </div>
      {withStatus ? (
        <div className="space-y-1.5 md:w-48">
          <Label htmlFor={`${id}-status`} className="sr-only">
            {t('admin.filters.status')}
          </Label>
          <Select
            id={`${id}-status`}
            value={params.status}
            onChange={(event) => update({ status: event.target.value })}
          >
            {STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {t(STATUS_LABELS[status])}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
    </div>
  );
}
