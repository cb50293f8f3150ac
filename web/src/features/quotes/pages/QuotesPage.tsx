import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, Euro, FileText, Send } from 'lucide-react';
import { QUOTE_STATUSES, type ListQuotesResponse, type QuoteDetail } from '@comptoir/core/modules/sales';
import { can } from '@comptoir/core/permissions';
import { PageBanner } from '@/components/ui/page-banner';
import { formatIsoDate } from '@/components/sales/format';
import { RowLink, type ColumnDef, counter } from '@/components/list';
import { SalesList } from '@/components/sales/SalesList';
import { formatDate, formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useBanner } from '@/lib/use-banner';
import { useQuotesList } from '../api';
import { QuoteStatusBadge } from '../components/badges';
import { QuoteDetailView } from '../components/QuoteDetailView';
import { QuoteFormDialog } from '../components/QuoteFormDialog';
import { QUOTE_SORTS, useQuoteListParams } from '../list-params';
import { TONES } from '@/components/ui/stat-card';

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
      {list.id ? (
        <QuoteDetailView
          key={list.id}
          id={list.id}
          onBack={() => list.select(undefined)}
          onMessage={banner.show}
          onEdit={(quote) => setForm({ quote, key: Date.now() })}
          onOpen={list.select}
          banner={bannerNode}
        />
      ) : (
        <ListView
          list={list}
          canCreate={can(me, 'quotes', 'create')}
          onNew={() => setForm({ key: Date.now() })}
          banner={bannerNode}
        />
      )}
      {dialog}
    </>
  );
}

interface ListViewProps {
  list: ReturnType<typeof useQuoteListParams>;
  canCreate: boolean;
  onNew: () => void;
  banner: ReactNode;
}

function ListView({ list, canCreate, onNew, banner }: ListViewProps) {
  const { t } = useTranslation();
  const query = useQuotesList(list.query);
  const counters = query.data?.counters;
  const totalValue =
    counters &&
    (counters.totalValueEur === null
      ? '—'
      : formatPrice({ amount: counters.totalValueEur, currency: 'EUR' }));

  const columns: ColumnDef<ListQuotesResponse['items'][number]>[] = [
    {
      id: 'number',
      header: t('quotes.columns.number'),
      meta: { className: 'font-mono text-xs whitespace-nowrap' },
      cell: ({ row: { original: quote } }) => (
        <RowLink to={list.hrefFor(quote.id)} onSelect={() => list.select(quote.id)}>
          {quote.number}
        </RowLink>
      ),
    },
    { id: 'title', header: t('quotes.columns.title'), cell: ({ row }) => row.original.title },
    {
      id: 'client',
      header: t('quotes.columns.client'),
      cell: ({ row: { original: quote } }) => (
        <>
          <span className="block font-medium">{quote.client.name}</span>
          <span className="text-muted-foreground block text-xs">{quote.client.companyName}</span>
        </>
      ),
    },
    {
      id: 'status',
      header: t('quotes.columns.status'),
      cell: ({ row }) => <QuoteStatusBadge status={row.original.status} />,
    },
    {
      id: 'createdAt',
      header: t('quotes.columns.createdAt'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatDate(row.original.createdAt),
    },
    {
      id: 'validUntil',
      header: t('quotes.columns.validUntil'),
      meta: { className: 'tabular-nums' },
      cell: ({ row }) => formatIsoDate(row.original.validUntil),
    },
    {
      id: 'total',
      header: t('quotes.columns.total'),
      meta: { className: 'text-right font-medium tabular-nums', headerClassName: 'text-right' },
      cell: ({ row }) => formatPrice(row.original.totalAmount),
    },
  ];

  return (
    <SalesList
      ns="quotes"
      list={list}
      query={query}
      statuses={QUOTE_STATUSES}
      sorts={QUOTE_SORTS}
      countersClassName="sm:grid-cols-2 xl:grid-cols-4"
      counters={[
        counter(FileText, t('quotes.counters.total'), counters?.total),
        counter(Send, t('quotes.counters.sent'), counters?.sent, TONES.info),
        counter(CheckCircle2, t('quotes.counters.accepted'), counters?.accepted, TONES.success),
        counter(Euro, t('quotes.counters.totalValue'), totalValue, TONES.warning),
      ]}
      columns={columns}
      minWidth="min-w-[56rem]"
      emptyIcon={FileText}
      canCreate={canCreate}
      onNew={onNew}
      banner={banner}
    />
  );
}
