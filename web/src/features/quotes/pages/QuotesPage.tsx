import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CheckCircle2, Euro, FileText, Plus, Send } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { QUOTE_STATUSES, type QuoteDetail } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { DismissibleBanner } from '@/components/sales/DismissibleBanner';
import { formatIsoDate } from '@/components/sales/format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Pagination } from '@/components/ui/pagination';
import { Select } from '@/components/ui/select';
import { StatCard } from '@/components/ui/stat-card';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { errorMessage, useQuotesList } from '../api';
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
  const bannerNode = <DismissibleBanner banner={banner.banner} onDismiss={banner.clear} />;

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
  const [search, setSearch] = useState(params.q);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (debounced.trim() !== params.q.trim()) update({ q: debounced.trim() || undefined });
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

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
      <title>{`${t('quotes.title')} · ${t('common.appName')}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{t('quotes.title')}</h1>
          <p className="text-muted-foreground text-sm">{t('quotes.subtitle')}</p>
        </div>
        {canCreate ? (
          <Button onClick={onNew}>
            <Plus aria-hidden="true" className="size-4" />
            {t('quotes.actions.new')}
          </Button>
        ) : null}
      </header>

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
        <div className="flex flex-wrap items-end gap-3">
          <label className="min-w-[16rem] flex-1 space-y-1 text-sm">
            <span className="font-medium">{t('quotes.filters.search')}</span>
            <Input
              type="search"
              value={search}
              placeholder={t('quotes.filters.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
            />
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotes.filters.status')}</span>
            <Select value={params.status} onChange={(event) => update({ status: event.target.value })}>
              <option value="">{t('quotes.filters.allStatuses')}</option>
              {QUOTE_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`quotes.status.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotes.filters.sort')}</span>
            <Select value={params.sort} onChange={(event) => update({ sort: event.target.value })}>
              {QUOTE_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`quotes.sorts.${s}`)}
                </option>
              ))}
            </Select>
          </label>
          <label className="space-y-1 text-sm">
            <span className="font-medium">{t('quotes.filters.order')}</span>
            <Select value={params.order} onChange={(event) => update({ order: event.target.value })}>
              <option value="desc">{t('quotes.filters.desc')}</option>
              <option value="asc">{t('quotes.filters.asc')}</option>
            </Select>
          </label>
        </div>

        {list.isError ? (
          <Alert variant="destructive">{errorMessage(list.error, 'quotes.failures.load')}</Alert>
        ) : null}

        <div aria-busy={list.isFetching}>
          {list.isPending ? (
            <p className="text-muted-foreground py-12 text-center text-sm" role="status">
              {t('quotes.loading')}
            </p>
          ) : items.length === 0 && !list.isError ? (
            <EmptyState icon={FileText} title={t('quotes.empty')} />
          ) : items.length > 0 ? (
            <div className="overflow-x-auto rounded-lg border">
              <table className="w-full min-w-[56rem] text-sm" aria-label={t('quotes.title')}>
                <thead className="bg-muted/60 text-muted-foreground">
                  <tr>
                    {(['number', 'title', 'client', 'status', 'createdAt', 'validUntil'] as const).map(
                      (c) => (
                        <th key={c} scope="col" className="px-4 py-2 text-left font-medium">
                          {t(`quotes.columns.${c}`)}
                        </th>
                      ),
                    )}
                    <th scope="col" className="px-4 py-2 text-right font-medium">
                      {t('quotes.columns.total')}
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {items.map((quote) => (
                    <tr key={quote.id} className="hover:bg-muted/40">
                      <td className="px-4 py-2 font-mono text-xs whitespace-nowrap">
                        <Link
                          to={hrefFor(quote.id)}
                          className="text-primary hover:underline"
                          onClick={(event) => {
                            if (event.metaKey || event.ctrlKey || event.shiftKey) return;
                            event.preventDefault();
                            select(quote.id);
                          }}
                        >
                          {quote.number}
                        </Link>
                      </td>
                      <td className="px-4 py-2">{quote.title}</td>
                      <td className="px-4 py-2">
                        <span className="block font-medium">{quote.client.name}</span>
                        <span className="text-muted-foreground block text-xs">
                          {quote.client.companyName}
                        </span>
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
            </div>
          ) : null}
        </div>

        {data && data.total > 0 ? (
          <Pagination
            page={data.page}
            pageSize={data.pageSize}
            total={data.total}
            onPageChange={(page) => update({ page: String(page) })}
            labels={{
              nav: t('quotes.pagination.label'),
              previous: t('quotes.pagination.previous'),
              next: t('quotes.pagination.next'),
              page: (page, pages) => t('quotes.pagination.page', { page, pages }),
              range: (from, to, total) => t('quotes.pagination.range', { from, to, total }),
            }}
          />
        ) : null}
      </section>
    </div>
  );
}
