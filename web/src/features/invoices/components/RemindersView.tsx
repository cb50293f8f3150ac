import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing } from 'lucide-react';
import type { Invoice } from '@comptoir/core/modules/invoices';
import { can } from '@comptoir/core/permissions';
import { DataTable, ListBody, ListSection, RowLink, type ColumnDef, type ListState } from '@/components/list';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useInvoicesList } from '../api';
import { formatIsoDate, invoiceMoney } from '../format';
import { RemindDialog } from './ActionDialogs';
import type { OnMessage } from '@/lib/api';

/**
 * 'Relances': the client invoices past their due date with a balance left, the longest overdue
 * first, with the days overdue and the last reminder; 'Relancer' e-mails a reminder.
 */
export function RemindersView({
  list,
  onMessage,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  list: Pick<ListState<any, any, any>, 'page' | 'pageSize' | 'update' | 'select' | 'hrefFor'>;
  onMessage: OnMessage;
}) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const [reminding, setReminding] = useState<Invoice | null>(null);
  const query = useInvoicesList({
    direction: 'outgoing',
    status: 'overdue',
    sort: 'dueDate',
    order: 'asc',
    page: list.page,
    pageSize: list.pageSize,
  });
  const items = query.data?.items ?? [];
  const canRemind = can(me, 'invoices', 'update');

  const columns: ColumnDef<Invoice>[] = [
    {
      id: 'number',
      header: t('invoices.ui.columns.number'),
      cell: ({ row }) => (
        <RowLink to={list.hrefFor(row.original.id)} onSelect={() => list.select(row.original.id)}>
          <span className="font-mono text-xs">{row.original.number}</span>
        </RowLink>
      ),
    },
    { id: 'client', header: t('invoices.ui.columns.client'), cell: ({ row }) => row.original.party.name },
    {
      id: 'dueDate',
      header: t('invoices.ui.columns.dueDate'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatIsoDate(row.original.dueDate),
    },
    {
      id: 'days',
      header: t('invoices.ui.columns.daysOverdue'),
      meta: { className: 'tabular-nums text-destructive font-medium' },
      cell: ({ row }) => t('invoices.ui.days', { count: row.original.daysOverdue ?? 0 }),
    },
    {
      id: 'balance',
      header: t('invoices.ui.columns.balance'),
      meta: { className: 'text-right tabular-nums font-medium', headerClassName: 'text-right' },
      cell: ({ row }) => invoiceMoney(row.original, row.original.balanceDue.amount),
    },
    {
      id: 'reminders',
      header: t('invoices.ui.columns.reminders'),
      cell: ({ row }) =>
        row.original.reminderCount === 0
          ? t('invoices.ui.reminders.none')
          : t('invoices.ui.reminders.count', {
              count: row.original.reminderCount,
              date: formatDateTime(row.original.lastReminderAt),
            }),
    },
    {
      id: 'actions',
      header: () => <span className="sr-only">{t('invoices.ui.columns.actions')}</span>,
      meta: { className: 'text-right' },
      cell: ({ row }) =>
        canRemind ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={t('invoices.ui.actions.remindOne', { number: row.original.number })}
            onClick={() => setReminding(row.original)}
          >
            <BellRing aria-hidden="true" className="size-4" />
            {t('invoices.ui.actions.remind')}
          </Button>
        ) : null,
    },
  ];

  return (
    <ListSection>
      <p className="text-muted-foreground text-sm">{t('invoices.ui.reminders.intro')}</p>
      <ListBody
        query={query}
        errorKey="invoices.ui.failures.list"
        loadingText={t('invoices.ui.loading')}
        empty={{ icon: BellRing, title: t('invoices.ui.reminders.empty') }}
        paging={{ ns: 'invoices.ui', list }}
      >
        <DataTable
          rows={items}
          columns={columns}
          label={t('invoices.ui.tabs.reminders')}
          minWidth="min-w-[52rem]"
        />
      </ListBody>
      {reminding ? (
        <RemindDialog invoice={reminding} onClose={() => setReminding(null)} onMessage={onMessage} />
      ) : null}
    </ListSection>
  );
}
