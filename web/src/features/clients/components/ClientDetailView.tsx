import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Building2, ClipboardList, FileText, Mail, MapPin, Phone, ShoppingCart, Trash2 } from 'lucide-react';
import { HISTORY_LIMIT, VIP_WINDOW_MONTHS, type ClientDetail } from '@comptoir/core/modules/clients';
import { can, hasModule } from '@comptoir/core/permissions';
import { BackButton, DetailLayout, IconLine } from '@/components/detail/DetailLayout';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { EditButton } from '@/components/detail/record-buttons';
import { Button } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { SimpleTable, type SimpleColumn } from '@/components/ui/simple-table';
import { StatCard } from '@/components/ui/stat-card';
import { ApiError, reportOutcome } from '@/lib/api';
import { useDetailDialog, type DetailScreenProps } from '@/components/detail/use-detail-screen';
import { useSessionUser } from '@/lib/session';
import { usePreloadPart } from '@/components/ui/lazy-part';
import { ClientInvoicesLazy } from '@/features/invoices';
import { formatDate, formatLongDate, formatPrice } from '@/lib/format';
import { useDemandesList } from '@/features/demandes/api';
import { StatusBadge as DemandeStatusBadge } from '@/features/demandes/components/badges';
import { errorMessage, useClient, useClientHistory, useDeleteClient } from '../api';
import { ClientKindBadge, ClientStatusBadge, OrderStatusBadge, QuoteStatusBadge } from './badges';
import { ClientFormDialog } from './ClientFormDialog';
import { ClientMargin } from './ClientMargin';
import { useUndeletableClient } from './ClientUndeletableDialog';
import { WebsiteLink } from './WebsiteLink';

export interface ClientDetailViewProps extends DetailScreenProps {
  canUpdate: boolean;
  canDelete: boolean;
}

function Section({ title, icon, children }: { title: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <section className="bg-card space-y-3 rounded-xl border p-4 shadow-sm" aria-label={title}>
      <h2 className="flex items-center gap-2 font-semibold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

/** A client's detail (?id=): contact, company, general information, analytics, order and quote history. */
export function ClientDetailView({
  id,
  canUpdate,
  canDelete,
  onBack,
  onMessage,
  banner,
}: ClientDetailViewProps) {
  const { t } = useTranslation();
  const client = useClient(id);
  const me = useSessionUser();
  const editing = useDetailDialog(onMessage);
  const remove = useDeleteClient();
  const undeletable = useUndeletableClient(canUpdate, onMessage);
  usePreloadPart(ClientInvoicesLazy, hasModule(me, 'invoices')); // while the client loads

  const back = <BackButton label={t('clients.actions.back')} onBack={onBack} />;

  if (client.isPending) {
    return (
      <div className="space-y-4">
        {back}
        <p className="text-muted-foreground py-12 text-center text-sm" role="status">
          {t('clients.detail.loading')}
        </p>
      </div>
    );
  }
  if (client.isError) {
    const notFound = client.error instanceof ApiError && client.error.status === 404;
    return (
      <div className="space-y-4">
        {back}
        <Alert variant="destructive">
          {notFound ? t('clients.empty') : errorMessage(client.error, 'clients.errors.loadOne')}
        </Alert>
      </div>
    );
  }
  const c = client.data;

  const confirmDelete = async () => {
    if (await reportOutcome(() => remove.mutateAsync(c.id), onMessage, 'clients.errors.delete')) onBack();
  };

  return (
    <DetailLayout
      title={c.name}
      documentTitle={`${c.name} · ${t('clients.title')}`}
      back={{ label: t('clients.actions.back'), onBack }}
      badges={
        <>
          <ClientStatusBadge status={c.status} />
          <ClientKindBadge kind={c.kind} />
          <span className="text-muted-foreground text-sm">
            {c.companyName || t('clients.unknownCompany')}
          </span>
        </>
      }
      actions={
        <>
          {canUpdate ? <EditButton label={t('clients.actions.edit')} onClick={editing.show} /> : null}
          {canDelete ? (
            <AskFirst
              trigger={(ask) => (
                // With quotes or orders, say why it cannot be deleted instead of asking to confirm.
                <Button
                  variant="destructive"
                  onClick={c.deleteBlockers.length ? () => undeletable.explain(c) : ask}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  {t('clients.actions.delete')}
                </Button>
              )}
              texts="clients.confirm"
              detail={t('clients.confirm.irreversible', { name: c.name })}
              onConfirm={confirmDelete}
            />
          ) : null}
        </>
      }
      banner={banner}
    >
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
        <Section title={t('clients.detail.contact')}>
          <ul className="space-y-2 text-sm">
            <IconLine icon={Mail} label={t('clients.fields.email')} iconClassName="text-muted-foreground">
              {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : t('clients.detail.none')}
            </IconLine>
            <IconLine icon={Phone} label={t('clients.fields.phone')} iconClassName="text-muted-foreground">
              {c.phone ? (
                <a href={`tel:${c.phone.replace(/[\s-]/g, '')}`}>{c.phone}</a>
              ) : (
                t('clients.detail.none')
              )}
            </IconLine>
            <IconLine
              icon={MapPin}
              label={t('clients.fields.address')}
              className="items-start"
              iconClassName="text-muted-foreground mt-0.5"
            >
              {c.address ?? t('clients.detail.none')}
            </IconLine>
          </ul>
        </Section>
        <CompanySection client={c} />
        <Section title={t('clients.detail.general')}>
          <dl className="space-y-2">
            <Row label={t('clients.fields.createdAt')}>{formatLongDate(c.createdAt)}</Row>
            <Row label={t('clients.fields.zone')}>{c.zone ?? t('clients.fields.noZone')}</Row>
            <Row label={t('clients.fields.tags')}>
              {c.tags.length ? (
                <span className="flex flex-wrap gap-1">
                  {c.tags.map((tag) => (
                    <Badge key={tag}>{tag}</Badge>
                  ))}
                </span>
              ) : (
                t('clients.detail.noTags')
              )}
            </Row>
            <Row label={t('clients.fields.notes')}>
              <span className="whitespace-pre-line">{c.notes ?? t('clients.detail.noNotes')}</span>
            </Row>
          </dl>
        </Section>
      </div>

      <HistorySections id={c.id} />
      {can(me, 'demandes', 'read') ? <DemandesHistory clientId={c.id} /> : null}
      {hasModule(me, 'invoices') ? <ClientInvoicesLazy clientId={c.id} clientName={c.name} /> : null}

      {editing.open ? <ClientFormDialog client={c} {...editing.dialog} /> : null}
      {undeletable.dialog}
    </DetailLayout>
  );
}

function CompanySection({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const company = client.company;
  return (
    <Section title={t('clients.detail.company')} icon={<Building2 aria-hidden="true" className="size-4" />}>
      <dl className="space-y-2">
        <Row label={t('clients.fields.companyName')}>{company.name || t('clients.unknownCompany')}</Row>
        <Row label={t('clients.fields.industry')}>{company.industry ?? t('clients.detail.none')}</Row>
        <Row label={t('clients.fields.website')}>
          {company.website ? <WebsiteLink website={company.website} /> : t('clients.detail.none')}
        </Row>
        <Row label={t('clients.fields.companyAddress')}>{company.address ?? t('clients.detail.none')}</Row>
        <Row label={t('clients.fields.vatNumber')}>{company.vatNumber ?? t('clients.detail.none')}</Row>
        {company.siren ? <Row label={t('clients.fields.siren')}>{company.siren}</Row> : null}
        {company.siret ? <Row label={t('clients.fields.siret')}>{company.siret}</Row> : null}
      </dl>
    </Section>
  );
}

/** The client's histories: their icon and texts (title, none yet, how many more). */
const HISTORIES = {
  orders: {
    icon: ShoppingCart,
    title: 'clients.detail.orders',
    empty: 'clients.detail.noOrders',
    more: 'clients.detail.moreOrders',
  },
  quotes: {
    icon: FileText,
    title: 'clients.detail.quotes',
    empty: 'clients.detail.noQuotes',
    more: 'clients.detail.moreQuotes',
  },
  demandes: {
    icon: ClipboardList,
    title: 'clients.detail.demandes',
    empty: 'clients.detail.noDemandes',
    more: 'clients.detail.moreDemandes',
  },
} as const;

/**
 * An order or quote history of the client: its table (the latest ones, up to HISTORY_LIMIT) and,
 * when `total` is more, how many there are.
 */
function HistorySection<T extends { id: string }>({
  kind,
  rows,
  total,
  columns,
}: {
  kind: keyof typeof HISTORIES;
  rows: readonly T[];
  total: number;
  columns: readonly SimpleColumn<T>[];
}) {
  const { t } = useTranslation();
  const { icon: Icon, title, empty, more } = HISTORIES[kind];
  return (
    <Section title={t(title)} icon={<Icon aria-hidden="true" className="size-4" />}>
      {rows.length === 0 ? (
        <p className="text-muted-foreground py-4 text-center text-sm">{t(empty)}</p>
      ) : (
        <>
          <SimpleTable rows={rows} rowKey={(row) => row.id} columns={columns} framed={false} />
          {total > rows.length ? (
            <p className="text-muted-foreground pt-2 text-xs">{t(more, { shown: HISTORY_LIMIT, total })}</p>
          ) : null}
        </>
      )}
    </Section>
  );
}

/**
 * The sourcing requests made for the client (picked as their client in the request's form), for
 * a user of the demandes module: the latest ones, linked to the demandes screen.
 */
function DemandesHistory({ clientId }: { clientId: string }) {
  const { t } = useTranslation();
  const list = useDemandesList({ clientId, pageSize: HISTORY_LIMIT, sort: 'createdAt', order: 'desc' });
  if (list.isPending) return null;
  if (list.isError) {
    return <Alert variant="destructive">{errorMessage(list.error, 'clients.errors.history')}</Alert>;
  }
  type Demande = (typeof list.data.items)[number];
  return (
    <HistorySection<Demande>
      kind="demandes"
      rows={list.data.items}
      total={list.data.total}
      columns={[
        {
          key: 'title',
          header: t('clients.detail.columns.title'),
          cell: (d) => (
            <Link className="text-primary hover:underline" to={`/demandes?id=${d.id}`}>
              {d.title}
            </Link>
          ),
        },
        {
          key: 'deadline',
          header: t('clients.detail.columns.deadline'),
          cell: (d) => formatDate(d.deadline),
        },
        {
          key: 'status',
          header: t('clients.detail.columns.status'),
          cell: (d) => <DemandeStatusBadge status={d.status} />,
        },
      ]}
    />
  );
}

function HistorySections({ id }: { id: string }) {
  const { t } = useTranslation();
  const history = useClientHistory(id);
  if (history.isPending) {
    return (
      <p className="text-muted-foreground py-6 text-center text-sm" role="status">
        {t('clients.detail.historyLoading')}
      </p>
    );
  }
  if (history.isError) {
    return <Alert variant="destructive">{errorMessage(history.error, 'clients.errors.history')}</Alert>;
  }
  const { orders, quotes, analytics, ordersCount, quotesCount } = history.data;
  const dash = t('clients.detail.none');
  type Order = (typeof orders)[number];
  type Quote = (typeof quotes)[number];
  // The columns both histories have.
  const reference = <T,>(link: (row: T) => [href: string, text: string]): SimpleColumn<T> => ({
    key: 'reference',
    header: t('clients.detail.columns.reference'),
    className: 'font-mono text-xs',
    cell: (row) => (
      <Link className="text-primary hover:underline" to={link(row)[0]}>
        {link(row)[1]}
      </Link>
    ),
  });
  const status = <T,>(cell: (row: T) => ReactNode): SimpleColumn<T> => ({
    key: 'status',
    header: t('clients.detail.columns.status'),
    cell,
  });
  const amount: SimpleColumn<{ totalAmount: { amount: string; currency: string } }> = {
    key: 'amount',
    header: t('clients.detail.columns.amount'),
    figure: true,
    cell: (row) => formatPrice(row.totalAmount),
  };

  return (
    <>
      <Section title={t('clients.detail.analytics')}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard label={t('clients.detail.totalOrders')} value={analytics.totalOrders} />
          <StatCard
            label={t('clients.detail.totalSpent')}
            value={analytics.totalSpent ? formatPrice(analytics.totalSpent) : dash}
          />
          <StatCard
            label={t('clients.detail.averageOrder')}
            value={analytics.averageOrder ? formatPrice(analytics.averageOrder) : dash}
          />
          <StatCard
            label={t('clients.detail.lastOrder')}
            value={analytics.lastOrderAt ? formatDate(analytics.lastOrderAt) : dash}
          />
        </div>
        <p className="text-muted-foreground text-xs">
          {t('clients.detail.amountsIn', { currency: analytics.currency })}
          {analytics.rateDate
            ? ` ${t('clients.detail.rateDate', { date: formatDate(analytics.rateDate) })}`
            : null}
        </p>
        {analytics.missingRates.length ? (
          <Alert variant="warning">
            {t('clients.detail.rateUnavailable', { currencies: analytics.missingRates.join(', ') })}
          </Alert>
        ) : null}
        <p className="text-sm">
          {t('clients.detail.vipProgress', {
            months: VIP_WINDOW_MONTHS,
            total: formatPrice(analytics.vip.qualifyingTotal),
            threshold: formatPrice(analytics.vip.threshold),
          })}
        </p>
        <ClientMargin margin={analytics.margin} />
      </Section>

      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <HistorySection
          kind="orders"
          rows={orders}
          total={ordersCount}
          columns={[
            reference<Order>((o) => [`/orders?id=${o.id}`, o.reference]),
            { key: 'date', header: t('clients.detail.columns.date'), cell: (o) => formatDate(o.createdAt) },
            status<Order>((o) => <OrderStatusBadge status={o.status} />),
            amount,
          ]}
        />
        <HistorySection
          kind="quotes"
          rows={quotes}
          total={quotesCount}
          columns={[
            {
              ...reference<Quote>((q) => [`/quotes?id=${q.id}`, q.number]),
              header: t('clients.detail.columns.number'),
            },
            { key: 'title', header: t('clients.detail.columns.title'), cell: (q) => q.title },
            {
              key: 'validUntil',
              header: t('clients.detail.columns.validUntil'),
              cell: (q) => formatDate(q.validUntil),
            },
            status<Quote>((q) => <QuoteStatusBadge status={q.status} />),
            amount,
          ]}
        />
      </div>
    </>
  );
}
