import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BellRing,
  BookOpen,
  CheckCircle2,
  FileSpreadsheet,
  FileText,
  Plus,
  Receipt,
  Send,
  Sparkles,
  Upload,
  Wallet,
} from 'lucide-react';
import {
  INCOMING_STATUSES,
  INVOICE_DIRECTIONS,
  INVOICE_STATUSES,
  OUTGOING_STATUSES,
  type Invoice,
} from '@comptoir/core/modules/invoices';
import { can } from '@comptoir/core/permissions';
import {
  DataTable,
  ExportLinks,
  FilterSelect,
  ListBody,
  ListCounters,
  ListPage,
  ListPagination,
  ListSection,
  ListToolbar,
  RowLink,
  SearchBox,
  SortControl,
  useListState,
  type ColumnDef,
} from '@/components/list';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageBanner } from '@/components/ui/page-banner';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { errorMessage, invoiceExportUrl, useInvoicesList } from '../api';
import { AiBadge, InvoiceStatusBadge } from '../components/badges';
import { FecExportDialog } from '../components/FecExportDialog';
import { IncomingInvoiceDialog } from '../components/IncomingInvoiceDialog';
import { InvoiceDetailView } from '../components/InvoiceDetailView';
import { InvoiceFormDialog } from '../components/InvoiceFormDialog';
import { RemindersView } from '../components/RemindersView';
import { dayParam, formatIsoDate, invoiceMoney } from '../format';

export const INVOICE_SORTS = [
  'createdAt',
  'number',
  'issueDate',
  'dueDate',
  'totalAmount',
  'partyName',
] as const;
const PAGE_SIZE = 20;

export function useInvoiceListState() {
  return useListState({
    filters: {
      direction: { values: INVOICE_DIRECTIONS, fallback: 'outgoing' },
      status: INVOICE_STATUSES,
    },
    sorts: INVOICE_SORTS,
    pageSize: PAGE_SIZE,
    pageSizes: [20, 50, 100],
    views: { view: ['list', 'reminders'] },
  });
}
type InvoiceListState = ReturnType<typeof useInvoiceListState>;

/**
 * Invoices (/invoices): counters, tabs (client invoices, supplier invoices, reminders), search,
 * status filter, issue-date range, sort and paging in the URL; exports; creation and the upload
 * of a supplier invoice; with ?id= an invoice's detail.
 */
export function InvoicesPage() {
  const me = useSessionUser();
  const list = useInvoiceListState();
  const banner = useBanner();
  const [creating, setCreating] = useState<number | null>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const bannerNode = <PageBanner banner={banner.banner} onDismiss={banner.clear} />;
  const canCreate = can(me, 'invoices', 'create');

  return (
    <>
      {list.id ? (
        <InvoiceDetailView
          key={list.id}
          id={list.id}
          onBack={() => list.select(undefined)}
          onOpen={(id) => list.select(id)}
          onMessage={banner.show}
          banner={bannerNode}
        />
      ) : (
        <ListView
          list={list}
          canCreate={canCreate}
          onNew={() => setCreating(Date.now())}
          onUpload={() => setUploading(Date.now())}
          banner={bannerNode}
          onMessage={banner.show}
        />
      )}
      {creating !== null ? (
        <InvoiceFormDialog
          key={creating}
          onClose={() => setCreating(null)}
          onSaved={(invoice, message) => {
            banner.success(message);
            list.select(invoice.id);
          }}
        />
      ) : null}
      {uploading !== null ? (
        <IncomingInvoiceDialog
          key={uploading}
          onClose={() => setUploading(null)}
          onMessage={banner.show}
          onCreated={(invoice) => list.select(invoice.id)}
        />
      ) : null}
    </>
  );
}

interface ListViewProps {
  list: InvoiceListState;
  canCreate: boolean;
  onNew: () => void;
  onUpload: () => void;
  banner: ReactNode;
  onMessage: (kind: 'success' | 'error', text: string) => void;
}

function ListView({ list, canCreate, onNew, onUpload, banner, onMessage }: ListViewProps) {
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

  const tab = reminders ? 'reminders' : direction;
  const onTab = (value: string) =>
    value === 'reminders'
      ? list.update({ view: 'reminders', direction: undefined, status: undefined })
      : list.update({ view: undefined, direction: value, status: undefined });

  const columns: ColumnDef<Invoice>[] = [
    {
      id: 'number',
      header: t('invoices.ui.columns.number'),
      meta: {
        sortKey: 'number',
        headerText: t('invoices.ui.columns.number'),
        className: 'whitespace-nowrap',
      },
      cell: ({ row }) => (
        <span className="flex flex-col gap-1">
          <RowLink to={list.hrefFor(row.original.id)} onSelect={() => list.select(row.original.id)}>
            <span className="font-mono text-xs">{row.original.number ?? t('invoices.ui.draftNumber')}</span>
          </RowLink>
          {row.original.kind === 'credit_note' ? (
            <span className="text-muted-foreground text-xs">{t('invoices.kind.credit_note')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'party',
      header: direction === 'incoming' ? t('invoices.ui.columns.supplier') : t('invoices.ui.columns.client'),
      meta: { sortKey: 'partyName', headerText: t('invoices.ui.columns.party') },
      cell: ({ row }) => (
        <span className="block">
          <span className="block font-medium">{row.original.party.name}</span>
          {row.original.orderReference ? (
            <span className="text-muted-foreground block text-xs">
              {t('invoices.ui.orderRef', { reference: row.original.orderReference })}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('invoices.ui.columns.status'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          <InvoiceStatusBadge status={row.original.status} />
          {row.original.aiExtracted ? <AiBadge confidence={row.original.aiConfidence} /> : null}
          {row.original.isDemo ? (
            <span className="text-muted-foreground text-xs">{t('common.demoData')}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'issueDate',
      header: t('invoices.ui.columns.issueDate'),
      meta: {
        sortKey: 'issueDate',
        headerText: t('invoices.ui.columns.issueDate'),
        className: 'tabular-nums',
      },
      cell: ({ row }) => (row.original.issueDate ? formatIsoDate(row.original.issueDate) : '—'),
    },
    {
      id: 'dueDate',
      header: t('invoices.ui.columns.dueDate'),
      meta: { sortKey: 'dueDate', headerText: t('invoices.ui.columns.dueDate'), className: 'tabular-nums' },
      cell: ({ row }) => (row.original.dueDate ? formatIsoDate(row.original.dueDate) : '—'),
    },
    {
      id: 'total',
      header: t('invoices.ui.columns.total'),
      meta: {
        sortKey: 'totalAmount',
        headerText: t('invoices.ui.columns.total'),
        className: 'text-right font-medium tabular-nums',
        headerClassName: 'text-right',
      },
      cell: ({ row }) => formatPrice(row.original.totalAmount),
    },
    {
      id: 'balance',
      header: t('invoices.ui.columns.balance'),
      meta: { className: 'text-right tabular-nums', headerClassName: 'text-right' },
      cell: ({ row }) => invoiceMoney(row.original, row.original.balanceDue.amount),
    },
  ];

  const amount =
    counters === undefined
      ? undefined
      : counters.totalAmount === null
        ? '—'
        : formatPrice(counters.totalAmount);

  return (
    <ListPage
      title={t('invoices.title')}
      subtitle={t('invoices.subtitle')}
      actions={
        <>
          {reminders ? null : (
            <ExportLinks
              links={[
                {
                  href: invoiceExportUrl({ ...exportParams, format: 'xlsx' }),
                  label: t('invoices.ui.actions.exportXlsx'),
                  icon: FileSpreadsheet,
                },
                {
                  href: invoiceExportUrl({ ...exportParams, format: 'csv' }),
                  label: t('invoices.ui.actions.exportCsv'),
                  icon: FileText,
                },
              ]}
            />
          )}
          <Button variant="outline" onClick={() => setFec(true)}>
            <BookOpen aria-hidden="true" className="size-4" />
            {t('invoices.ui.actions.fec')}
          </Button>
          {canCreate ? (
            <Button variant="outline" onClick={onUpload}>
              <Upload aria-hidden="true" className="size-4" />
              {t('invoices.ui.actions.upload')}
            </Button>
          ) : null}
          {canCreate ? (
            <Button onClick={onNew}>
              <Plus aria-hidden="true" className="size-4" />
              {t('invoices.ui.actions.new')}
            </Button>
          ) : null}
        </>
      }
    >
      {banner}
      <ListCounters
        label={t('invoices.ui.counters')}
        className="sm:grid-cols-2 xl:grid-cols-5"
        counters={[
          { label: t('invoices.counters.total'), value: counters?.total, icon: Receipt },
          {
            label: t('invoices.counters.sent'),
            value: counters?.sent,
            icon: Send,
            tone: 'bg-info-soft text-info-soft-foreground',
          },
          {
            label: t('invoices.counters.paid'),
            value: counters?.paid,
            icon: CheckCircle2,
            tone: 'bg-success-soft text-success-soft-foreground',
          },
          {
            label: t('invoices.counters.aiProcessed'),
            value: counters?.aiProcessed,
            icon: Sparkles,
            tone: 'bg-warning-soft text-warning-soft-foreground',
          },
          { label: t('invoices.counters.totalAmount'), value: amount, icon: Wallet },
        ]}
      />

      <Tabs value={tab} onValueChange={onTab}>
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
            <label className="space-y-1 text-sm">
              <span className="font-medium">{t('invoices.ui.filters.from')}</span>
              <Input
                type="date"
                value={from}
                max={to || undefined}
                onChange={(event) => list.update({ from: event.target.value })}
              />
            </label>
            <label className="space-y-1 text-sm">
              <span className="font-medium">{t('invoices.ui.filters.to')}</span>
              <Input
                type="date"
                value={to}
                min={from || undefined}
                onChange={(event) => list.update({ to: event.target.value })}
              />
            </label>
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
            count={items.length}
            errorText={query.isError ? errorMessage(query.error, 'invoices.ui.failures.list') : null}
            loadingText={t('invoices.ui.loading')}
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
              getRowId={(row) => row.id}
              label={t(`invoices.direction.${direction}`)}
              minWidth="min-w-[60rem]"
              sort={{
                sort: list.sort,
                order: list.order,
                onSort: (sort, order) => list.update({ sort, order }),
                label: (header) => t('invoices.ui.sort.by', { column: header }),
              }}
            />
          </ListBody>
          <ListPagination ns="invoices.ui" data={data} onPageChange={(page) => list.update({ page })} />
        </ListSection>
      )}
      {fec ? <FecExportDialog initialFrom={from} initialTo={to} onClose={() => setFec(false)} /> : null}
    </ListPage>
  );
}
