import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, BookOpen, FileSpreadsheet, FileText, Receipt, Sparkles, Upload } from 'lucide-react';
import {
  INCOMING_STATUSES,
  OUTGOING_STATUSES,
  type ListInvoicesResponse,
} from '@comptoir/core/modules/invoices';
import {
  CreateButton,
  DataTable,
  DateFilter,
  ExportLinks,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListSection,
  ListToolbar,
  SearchBox,
  SortControl,
  countersOf,
  listSort,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPrice } from '@/lib/format';
import { invoiceExportUrl, useInvoicesList } from '../api';
import { dayParam } from '../format';
import { INVOICE_SORTS, type InvoiceListState } from '../list-state';
import { FecExportDialog } from './FecExportDialog';
import { useInvoiceColumns } from './invoice-columns';
import { RemindersView } from './RemindersView';
import type { OnMessage } from '@/lib/api';

export interface InvoicesListViewProps {
  list: InvoiceListState;
  canCreate: boolean;
  onNew: () => void;
  onUpload: () => void;
  banner: ReactNode;
  onMessage: OnMessage;
}

/**
 * The invoices' list: counters, tabs (client invoices, supplier invoices, reminders), search,
 * status filter, issue-date range, sort and paging in the URL; exports, FEC, upload and creation.
 */
export function InvoicesListView({
  list,
  canCreate,
  onNew,
  onUpload,
  banner,
  onMessage,
}: InvoicesListViewProps) {
  const { t } = useTranslation();
  const [fec, setFec] = useState(false);
  const reminders = list.views.view === 'reminders';
  const direction = list.filters.direction;
  const from = dayParam(list.search.get('from'));
  const to = dayParam(list.search.get('to'));
  const params = { ...list.query, direction, from: from || undefined, to: to || undefined };
  const query = useInvoicesList(params, !reminders);
  // The counters are the direction's (the reminders tab shows the client invoices').
  const counterQuery = useInvoicesList(
    { direction: reminders ? 'outgoing' : direction, page: 1, pageSize: 1 },
    reminders,
  );
  const data = query.data;
  const counters = (reminders ? counterQuery.data : data)?.counters;
  const items = data?.items ?? [];
  const statuses = direction === 'incoming' ? INCOMING_STATUSES : OUTGOING_STATUSES;
  const { page: _page, pageSize: _size, ...exportParams } = params;
  const columns = useInvoiceColumns(list, direction);
  const exportLink = (format: 'xlsx' | 'csv') => invoiceExportUrl({ ...exportParams, format });

  const onTab = (value: string) =>
    value === 'reminders'
      ? list.update({ view: 'reminders', direction: undefined, status: undefined })
      : list.update({ view: undefined, direction: value, status: undefined });

  return (
    <ListPage
      ns="invoices"
      actions={
        <>
          {reminders ? null : (
            <ExportLinks
              links={[
                {
                  href: exportLink('xlsx'),
                  label: t('invoices.ui.actions.exportXlsx'),
                  icon: FileSpreadsheet,
                },
                { href: exportLink('csv'), label: t('invoices.ui.actions.exportCsv'), icon: FileText },
              ]}
            />
          )}
          <Button variant="outline" onClick={() => setFec(true)}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('invoices.ui.actions.fec')}
          </Button>
          {canCreate ? (
            <>
              <Button variant="outline" onClick={onUpload}>
                <Upload aria-hidden="true" className="size-4" />
                {t('invoices.ui.actions.upload')}
              </Button>
              <CreateButton label={t('invoices.ui.actions.new')} onClick={onNew} />
            </>
          ) : null}
        </>
      }
    >
      {banner}
      <InvoiceCounterCards counters={counters} />

      <Tabs value={reminders ? 'reminders' : direction} onValueChange={onTab}>
        <TabsList aria-label={t('invoices.ui.tabs.label')}>
          <TabsTrigger value="outgoing">{t('invoices.direction.outgoing')}</TabsTrigger>
          <TabsTrigger value="incoming">{t('invoices.direction.incoming')}</TabsTrigger>
          <TabsTrigger value="reminders">
            <BellRing aria-hidden="true" className="size-4" />
            {t('invoices.ui.tabs.reminders')}
            {counters && counters.overdue > 0 && !reminders ? ` (${counters.overdue})` : null}
          </TabsTrigger>
        </TabsList>
      </Tabs>

      {reminders ? (
        <RemindersView list={list} onMessage={onMessage} />
      ) : (
        <ListSection>
          <ListToolbar>
            <SearchBox
              label={t('invoices.ui.search')}
              placeholder={t('invoices.ui.searchPlaceholder')}
              value={list.q}
              onSearch={(q) => list.update({ q })}
              icon
            />
            <FilterSelect
              label={t('invoices.ui.filters.status')}
              value={(statuses as readonly string[]).includes(list.filters.status) ? list.filters.status : ''}
              onChange={(status) => list.update({ status })}
              allLabel={t('invoices.ui.filters.allStatuses')}
              options={statuses.map((s) => ({ value: s, label: t(`invoices.status.${s}`) }))}
            />
            <DateFilter
              label={t('invoices.ui.filters.from')}
              value={from}
              max={to}
              onChange={(value) => list.update({ from: value })}
            />
            <DateFilter
              label={t('invoices.ui.filters.to')}
              value={to}
              min={from}
              onChange={(value) => list.update({ to: value })}
            />
            <SortControl
              sorts={INVOICE_SORTS}
              sort={list.sort}
              order={list.order}
              onChange={(changes) => list.update(changes)}
              labels={{
                sort: t('invoices.ui.sort.label'),
                order: t('invoices.ui.sort.order'),
                asc: t('invoices.ui.sort.asc'),
                desc: t('invoices.ui.sort.desc'),
                option: (s) => t(`invoices.ui.sort.options.${s}`),
              }}
            />
          </ListToolbar>
          {from || to ? (
            <p className="text-muted-foreground text-xs">{t('invoices.ui.filters.rangeNote')}</p>
          ) : null}

          <ListBody
            query={query}
            errorKey="invoices.ui.failures.list"
            loadingText={t('invoices.ui.loading')}
            paging={{ ns: 'invoices.ui', list }}
            empty={{
              icon: Receipt,
              title: t('invoices.ui.empty.title'),
              description:
                direction === 'incoming' ? t('invoices.ui.empty.incoming') : t('invoices.ui.empty.outgoing'),
            }}
          >
            <DataTable
              rows={items}
              columns={columns}
              label={t(`invoices.direction.${direction}`)}
              minWidth="min-w-[60rem]"
              sort={listSort(list, (column) => t('invoices.ui.sort.by', { column }))}
            />
          </ListBody>
        </ListSection>
      )}
      {fec ? <FecExportDialog initialFrom={from} initialTo={to} onClose={() => setFec(false)} /> : null}
    </ListPage>
  );
}

/** The counters of the direction shown: count, sent, paid, read by the AI, total amount. */
function InvoiceCounterCards({ counters }: { counters: ListInvoicesResponse['counters'] | undefined }) {
  const { t } = useTranslation();
  const totalAmount = counters && (counters.totalAmount === null ? '—' : formatPrice(counters.totalAmount));
  return (
    <ListCounters
      label={t('invoices.ui.counters')}
      className="sm:grid-cols-2 xl:grid-cols-5"
      counters={countersOf(t, 'invoices.counters', counters && { ...counters, totalAmount }, [
        ['total', Receipt],
        'sent',
        'paid',
        ['aiProcessed', Sparkles, 'warning'],
        'totalAmount',
      ])}
    />
  );
}
