import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Building2, FileText, Mail, MapPin, Pencil, Phone, ShoppingCart, Trash2 } from 'lucide-react';
import {
  HISTORY_LIMIT,
  VIP_WINDOW_MONTHS,
  websiteHref,
  type ClientDetail,
} from '@comptoir/core/modules/clients';
import { hasModule } from '@comptoir/core/permissions';
import { BackButton, DetailLayout } from '@/components/detail/DetailLayout';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { StatCard } from '@/components/ui/stat-card';
import { ApiError } from '@/lib/api';
import { useSessionUser } from '@/lib/session';
import { ClientInvoicesLazy } from '@/features/invoices';
import { formatDate, formatLongDate, formatPrice } from '@/lib/format';
import { errorMessage, useClient, useClientHistory, useDeleteClient } from '../api';
import { ClientKindBadge, ClientStatusBadge, OrderStatusBadge, QuoteStatusBadge } from './badges';
import { ClientFormDialog } from './ClientFormDialog';

export interface ClientDetailViewProps {
  id: string;
  canUpdate: boolean;
  canDelete: boolean;
  onBack: () => void;
  onMessage: (kind: 'success' | 'error', text: string) => void;
  banner: ReactNode;
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteClient();

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
    try {
      const answer = await remove.mutateAsync(c.id);
      onMessage('success', answer.message);
      onBack();
    } catch (error) {
      onMessage('error', errorMessage(error, 'clients.errors.delete'));
    }
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
          {canUpdate ? (
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" className="size-4" />
              {t('clients.actions.edit')}
            </Button>
          ) : null}
          {canDelete ? (
            <Button variant="destructive" onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" className="size-4" />
              {t('clients.actions.delete')}
            </Button>
          ) : null}
        </>
      }
      banner={banner}
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <Section title={t('clients.detail.contact')}>
          <ul className="space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <Mail aria-hidden="true" className="text-muted-foreground size-4" />
              <span className="sr-only">{t('clients.fields.email')}</span>
              {c.email ? <a href={`mailto:${c.email}`}>{c.email}</a> : t('clients.detail.none')}
            </li>
            <li className="flex items-center gap-2">
              <Phone aria-hidden="true" className="text-muted-foreground size-4" />
              <span className="sr-only">{t('clients.fields.phone')}</span>
              {c.phone ? (
                <a href={`tel:${c.phone.replace(/[\s-]/g, '')}`}>{c.phone}</a>
              ) : (
                t('clients.detail.none')
              )}
            </li>
            <li className="flex items-start gap-2">
              <MapPin aria-hidden="true" className="text-muted-foreground mt-0.5 size-4" />
              <span className="sr-only">{t('clients.fields.address')}</span>
              {c.address ?? t('clients.detail.none')}
            </li>
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
      {hasModule(me, 'invoices') ? <ClientInvoicesLazy clientId={c.id} clientName={c.name} /> : null}

      {editing ? (
        <ClientFormDialog
          client={c}
          onClose={() => setEditing(false)}
          onSaved={(message) => onMessage('success', message)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('clients.confirm.title')}
        message={t('clients.confirm.message')}
        detail={t('clients.confirm.irreversible', { name: c.name })}
        confirmLabel={t('clients.confirm.confirm')}
        cancelLabel={t('clients.actions.cancel')}
        destructive
        onConfirm={confirmDelete}
      />
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
          {company.website ? (
            <a
              className="text-primary underline-offset-2 hover:underline"
              href={websiteHref(company.website)}
              target="_blank"
              rel="noreferrer noopener"
            >
              {company.website}
            </a>
          ) : (
            t('clients.detail.none')
          )}
        </Row>
        <Row label={t('clients.fields.companyAddress')}>{company.address ?? t('clients.detail.none')}</Row>
        <Row label={t('clients.fields.vatNumber')}>{company.vatNumber ?? t('clients.detail.none')}</Row>
      </dl>
    </Section>
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
  const th = 'px-3 py-2 text-left font-medium';

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
      </Section>

      <div className="grid gap-4 xl:grid-cols-2">
        <Section
          title={t('clients.detail.orders')}
          icon={<ShoppingCart aria-hidden="true" className="size-4" />}
        >
          {orders.length === 0 ? (
            <p className="text-muted-foreground py-4 text-center text-sm">{t('clients.detail.noOrders')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.reference')}
                    </th>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.date')}
                    </th>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.status')}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t('clients.detail.columns.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {orders.map((o) => (
                    <tr key={o.id}>
                      <td className="px-3 py-2 font-mono text-xs">
                        <Link className="text-primary hover:underline" to={`/orders?id=${o.id}`}>
                          {o.reference}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{formatDate(o.createdAt)}</td>
                      <td className="px-3 py-2">
                        <OrderStatusBadge status={o.status} />
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatPrice(o.totalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {ordersCount > orders.length ? (
                <p className="text-muted-foreground pt-2 text-xs">
                  {t('clients.detail.moreOrders', { shown: HISTORY_LIMIT, total: ordersCount })}
                </p>
              ) : null}
            </div>
          )}
        </Section>
        <Section title={t('clients.detail.quotes')} icon={<FileText aria-hidden="true" className="size-4" />}>
          {quotes.length === 0 ? (
            <p className="text-muted-foreground py-4 text-center text-sm">{t('clients.detail.noQuotes')}</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-sm">
                <thead className="text-muted-foreground">
                  <tr>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.number')}
                    </th>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.title')}
                    </th>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.validUntil')}
                    </th>
                    <th scope="col" className={th}>
                      {t('clients.detail.columns.status')}
                    </th>
                    <th scope="col" className={`${th} text-right`}>
                      {t('clients.detail.columns.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {quotes.map((q) => (
                    <tr key={q.id}>
                      <td className="px-3 py-2 font-mono text-xs">
                        <Link className="text-primary hover:underline" to={`/quotes?id=${q.id}`}>
                          {q.number}
                        </Link>
                      </td>
                      <td className="px-3 py-2">{q.title}</td>
                      <td className="px-3 py-2">{formatDate(q.validUntil)}</td>
                      <td className="px-3 py-2">
                        <QuoteStatusBadge status={q.status} />
                      </td>
                      <td className="px-3 py-2 text-right tabular-nums">{formatPrice(q.totalAmount)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {quotesCount > quotes.length ? (
                <p className="text-muted-foreground pt-2 text-xs">
                  {t('clients.detail.moreQuotes', { shown: HISTORY_LIMIT, total: quotesCount })}
                </p>
              ) : null}
            </div>
          )}
        </Section>
      </div>
    </>
  );
}
