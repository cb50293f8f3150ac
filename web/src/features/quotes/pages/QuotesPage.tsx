import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Euro, FileText, Send } from 'lucide-react';
import { QUOTE_STATUSES, type QuoteDetail } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { PageBanner } from '@/components/ui/page-banner';
import { formatIsoDate } from '@/components/sales/format';
import { ListBody, ListHeader, ListPagination, ListToolbar, RowLink } from '@/components/sales/ListToolbar';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useQuotesList } from '../api';
import { QuoteStatusBadge } from '../components/badges';
import { QuoteDetailView } from '../components/QuoteDetailView';
import { QuoteFormDialog } from '../components/QuoteFormDialog';
import { QUOTE_SORTS, useQuoteListParams } from '../list-params';

/**
 * 'Gestion des Devis' (/quotes): four counters, search, status filter, sorted and paginated list,
 * 'Nouveau Devis'; with ?id= the quote's detail and its actions.
 */
export function QuotesPage() {
  const me = useSessionUser();
  const list = useQuoteListParams();
  const banner = useBanner();
  const [form, setForm] = useState<{ quote?: QuoteDetail; key: number } | null>(null);
  const bannerNode = <PageBanner banner={banner.banner} onDismiss={banner.clear} />;

  const dialog = form ? (
    <QuoteFormDialog
      key={form.key}
      quote={form.quote}
      onClose={() => setForm(null)}
      onSaved={(quote, message) => {
        banner.success(message);
        list.select(quote.id);
      }}
    />
  ) : null;

  return (
    <>
      {list.params.id ? (
        <QuoteDetailView
          key={list.params.id}
          id={list.params.id}
          onBack={() => list.select(undefined)}
          onMessage={banner.show}
          onEdit={(quote) => setForm({ quote, key: Date.now() })}
          onOpen={list.select}
          banner={bannerNode}
        />
      ) : (
        <ListView
          {...list}
          canCreate={can(me, 'quotes', 'create')}
          onNew={() => setForm({ key: Date.now() })}
          banner={bannerNode}
        />
      )}
      {dialog}
    </>
  );
}

type ListParams = ReturnType<typeof useQuoteListParams>;

interface ListViewProps extends ListParams {
  canCreate: boolean;
  onNew: () => void;
  banner: ReactNode;
}

function ListView({ params, apiParams, update, select, hrefFor, canCreate, onNew, banner }: ListViewProps) {
  const { t } = useTranslation();
  const list = useQuotesList(apiParams);
  const data = list.data;
  const counters = data?.counters;
  const items = data?.items ?? [];
  const count = (value: number | undefined) => (value === undefined ? '…' : value);
  const totalValue =
    counters === undefined
      ? '…'
      : counters.totalValueEur === null
        ? '—'
        : formatPrice({ amount: counters.totalValueEur, currency: 'EUR' });

  return (
    <div className="space-y-6">
      <ListHeader ns="quotes" canCreate={canCreate} onNew={onNew} />

      {banner}

      <section className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-label={t('quotes.counters.label')}>
        <StatCard icon={FileText} label={t('quotes.counters.total')} value={count(counters?.total)} />
        <StatCard
          icon={Send}
          tone="bg-info-soft text-info-soft-foreground"
          label={t('quotes.counters.sent')}
          value={count(counters?.sent)}
        />
        <StatCard
          icon={CheckCircle2}
          tone="bg-success-soft text-success-soft-foreground"
          label={t('quotes.counters.accepted')}
          value={count(counters?.accepted)}
        />
        <StatCard
          icon={Euro}
          tone="bg-warning-soft text-warning-soft-foreground"
          label={t('quotes.counters.totalValue')}
          value={totalValue}
        />
      </section>

      <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm">
        <ListToolbar
          ns="quotes"
          params={params}
          update={update}
          statuses={QUOTE_STATUSES}
          statusLabel={(s) => t(`quotes.status.${s}`)}
          sorts={QUOTE_SORTS}
          sortLabel={(s) => t(`quotes.sorts.${s}`)}
        />

        <ListBody ns="quotes" list={list} count={items.length} emptyIcon={FileText}>
          <table className="w-full min-w-[56rem] text-sm" aria-label={t('quotes.title')}>
            <thead className="bg-muted/60 text-muted-foreground">
              <tr>
                {(['number', 'title', 'client', 'status', 'createdAt', 'validUntil'] as const).map((c) => (
                  <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                    {t(`quotes.columns.${c}`)}
                  </th>
                ))}
                <th scope="col" className="px-4 py-2 text-right font-medium">
                  {t('quotes.columns.total')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y">
              {items.map((quote) => (
                <tr key={quote.id} className="hover:bg-muted/40">
                  <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">
                    <RowLink to={hrefFor(quote.id)} onSelect={() => select(quote.id)}>
                      {quote.number}
                    </RowLink>
                  </td>
                  <td className="px-4 py-2">{quote.title}</td>
                  <td className="px-4 py-2">
                    <span className="block font-medium">{quote.client.name}</span>
                    <span className="text-muted-foreground block text-xs">{quote.client.companyName}</span>
                  </td>
                  <td className="px-4 py-2">
                    <QuoteStatusBadge status={quote.status} />
                  </td>
                  <td className="px-4 py-2 tabular-nums">{formatDate(quote.createdAt)}</td>
                  <td className="px-4 py-2 tabular-nums">{formatIsoDate(quote.validUntil)}</td>
                  <td className="px-4 py-2 text-right font-medium tabular-nums">
                    {formatPrice(quote.totalAmount)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ListBody>

        <ListPagination ns="quotes" data={data} update={update} />
      </section>
    </div>
  );
}
