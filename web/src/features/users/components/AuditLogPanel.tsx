import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Download, X } from 'lucide-react';
import { AUDIT_ACTIONS, auditActionLabelKey, isAuditAction } from '@comptoir/core/audit';
import { DEFAULT_PAGE_SIZE, auditChanges, type AuditEntry } from '@comptoir/core/modules/admin-users';
import { isRole } from '@comptoir/core/permissions';
import { BusyIcon, Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Pagination } from '@/components/ui/pagination';
import { Options, Select } from '@/components/ui/select';
import { formatDateTime } from '@/lib/format';
import { errorMessage, exportAuditLog, useAuditLog } from '../api';
import { usePaginationLabels } from '../use-pagination-labels';
import { PlainHeader } from './cells';
import { TableStateRow } from './TableStates';

const FILTERS = ['action', 'actor', 'target', 'from', 'to'] as const;
type Filter = (typeof FILTERS)[number];
/** The filter row's fields after the action's list, in order; each is labelled `admin.audit.<name>`. */
const FIELD_FILTERS = [
  { name: 'actor', type: 'search', placeholder: 'admin.audit.actorPlaceholder' },
  { name: 'target', type: 'search', placeholder: 'admin.audit.targetPlaceholder' },
  { name: 'from', type: 'date' },
  { name: 'to', type: 'date' },
] as const satisfies readonly { name: Filter; type: string; placeholder?: string }[];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const COLUMNS = 6;

/** The 'Journal' tab: administrative actions, filtered (URL parameters), paginated, exportable. */
export function AuditLogPanel({ onError }: { onError: (text: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const [exporting, setExporting] = useState(false);
  const paginationLabels = usePaginationLabels();

  const filters = Object.fromEntries(FILTERS.map((f) => [f, search.get(f) ?? ''])) as Record<Filter, string>;
  const page = Math.max(1, Number.parseInt(search.get('apage') ?? '1', 10) || 1);
  const apiFilters = {
    action: filters.action || undefined,
    actor: filters.actor.trim() || undefined,
    target: filters.target.trim() || undefined,
    from: DATE.test(filters.from) ? filters.from : undefined,
    to: DATE.test(filters.to) ? filters.to : undefined,
  };
  const log = useAuditLog({ ...apiFilters, page, pageSize: DEFAULT_PAGE_SIZE });
  const items = log.data?.items ?? [];

  const set = (changes: Partial<Record<Filter | 'apage', string>>) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('apage' in changes) || changes.apage === '1') next.delete('apage');
        return next;
      },
      { replace: true },
    );
  };

  /** An action's label; an action the log holds but this version no longer writes shows as is. */
  const actionLabel = (action: string) =>
    isAuditAction(action) ? t(auditActionLabelKey(action) as never) : action;
  // The filter offers every action, by label (the value stays the key), and any older one in the log.
  const actions = [...new Set<string>([...AUDIT_ACTIONS, ...(log.data?.actions ?? [])])].sort((a, b) =>
    actionLabel(a).localeCompare(actionLabel(b), i18n.language),
  );

  const onExport = async () => {
    setExporting(true);
    try {
      await exportAuditLog(apiFilters);
    } catch (error) {
      onError(errorMessage(error, 'admin.errors.export'));
    } finally {
      setExporting(false);
    }
  };

  const hasFilters = FILTERS.some((f) => filters[f]);
  return (
    <section aria-labelledby={`${id}-title`} className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            {t('admin.audit.title')}
          </h2>
          <p className="text-muted-foreground text-sm">{t('admin.audit.description')}</p>
        </div>
        <Button variant="outline" onClick={() => void onExport()} disabled={exporting}>
          <BusyIcon busy={exporting} icon={Download} />
          {t('admin.audit.export')}
        </Button>
      </div>

      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1.2fr_1fr_1fr_auto_auto_auto] lg:items-end">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-action`}>{t('admin.audit.action')}</Label>
          <Select
            id={`${id}-action`}
            value={filters.action}
            onChange={(e) => set({ action: e.target.value })}
          >
            <option value="">{t('admin.audit.allActions')}</option>
            <Options values={actions} label={(action) => actionLabel(action)} />
          </Select>
        </div>
        {FIELD_FILTERS.map((filter) => (
          <div key={filter.name} className="space-y-1.5">
            <Label htmlFor={`${id}-${filter.name}`}>{t(`admin.audit.${filter.name}`)}</Label>
            <Input
              id={`${id}-${filter.name}`}
              type={filter.type}
              placeholder={'placeholder' in filter ? t(filter.placeholder) : undefined}
              value={filters[filter.name]}
              onChange={(e) => set({ [filter.name]: e.target.value })}
            />
          </div>
        ))}
        <Button
          variant="ghost"
          disabled={!hasFilters}
          onClick={() => set({ action: '', actor: '', target: '', from: '', to: '' })}
        >
          <X aria-hidden="true" className="size-4" />
          {t('admin.audit.clear')}
        </Button>
      </div>

      {log.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(log.error, 'admin.errors.audit')}
        </p>
      ) : null}

      <div className="relative overflow-x-auto rounded-lg border" aria-busy={log.isFetching}>
        <table className="w-full min-w-[56rem] text-sm">
          <caption className="sr-only">{t('admin.audit.caption')}</caption>
          <thead className="bg-muted/60 text-muted-foreground">
            <tr>
              <PlainHeader>{t('admin.audit.date')}</PlainHeader>
              <PlainHeader>{t('admin.audit.actor')}</PlainHeader>
              <PlainHeader>{t('admin.audit.action')}</PlainHeader>
              <PlainHeader>{t('admin.audit.target')}</PlainHeader>
              <PlainHeader>{t('admin.audit.changes')}</PlainHeader>
              <PlainHeader>{t('admin.audit.address')}</PlainHeader>
            </tr>
          </thead>
          <tbody className="divide-y align-top">
            {log.isPending ? (
              <TableStateRow columns={COLUMNS} state="loading" emptyText="" />
            ) : items.length === 0 ? (
              <TableStateRow columns={COLUMNS} state="empty" emptyText={t('admin.audit.empty')} />
            ) : (
              items.map((entry) => (
                <tr key={entry.id}>
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                    {formatDateTime(entry.createdAt)}
                  </td>
                  <td className="px-4 py-3 break-all">{entry.actorEmail ?? t('admin.audit.system')}</td>
                  <td className="px-4 py-3">{actionLabel(entry.action)}</td>
                  <td className="px-4 py-3 break-all" translate="no">
                    {entry.targetLabel ?? entry.targetId ?? '—'}
                  </td>
                  <td className="px-4 py-3">
                    <Changes entry={entry} />
                  </td>
                  <td
                    className="text-muted-foreground px-4 py-3 font-mono text-xs"
                    title={entry.userAgent ?? undefined}
                  >
                    {entry.ip ?? '—'}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {log.data && log.data.total > 0 ? (
        <Pagination
          page={log.data.page}
          pageSize={log.data.pageSize}
          total={log.data.total}
          onPageChange={(next) => set({ apage: String(next) })}
          labels={paginationLabels}
        />
      ) : null}
    </section>
  );
}

/** 'field: before → after' for each changed field; creations and deletions say so. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const roleName = (value: string) => (isRole(value) ? t(`roles.${value}`) : value);
  const changes = auditChanges(entry.before, entry.after).map((change) =>
    // A role is shown by its name in the interface language.
    change.field === 'role'
      ? { ...change, before: roleName(change.before), after: roleName(change.after) }
      : change,
  );
  const kind =
    entry.before == null && entry.after != null
      ? t('admin.audit.created')
      : entry.after == null && entry.before != null
        ? t('admin.audit.deleted')
        : null;
  if (changes.length === 0) return <span className="text-muted-foreground">—</span>;
  return (
    <div className="space-y-1">
      {kind ? <p className="text-muted-foreground text-xs italic">{kind}</p> : null}
      {/* The values as the record holds them (a category, a country): data, not interface text. */}
      <ul className="space-y-0.5 text-xs" translate="no">
        {changes.slice(0, 8).map((change) => (
          <li key={change.field} className="break-words">
            <span className="font-medium">{change.field}</span>:{' '}
            {change.before ? (
              <span className="text-muted-foreground line-through">{change.before}</span>
            ) : null}
            {change.before && change.after ? ' → ' : null}
            {change.after ? <span>{change.after}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
