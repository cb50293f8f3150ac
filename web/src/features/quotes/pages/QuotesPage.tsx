import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Euro, FileText } from 'lucide-react';
import { QUOTE_STATUSES, type ListQuotesResponse, type QuoteDetail } from '@comptoir/core/modules/sales';

type Quote = ListQuotesResponse['items'][number];
import { can } from '@comptoir/core/permissions';
import { type ColumnDef, countersOf } from '@/components/list';
import { salesColumns } from '@/components/sales/columns';
import { SalesList } from '@/components/sales/SalesList';
import { formatPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
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
  const screen = useDetailScreen(list, { dismissible: true });
  const [form, setForm] = useState<{ quote?: QuoteDetail; key: number } | null>(null);

  const dialog = form ? (
    <QuoteFormDialog
      key={form.key}
      quote={form.quote}
      onClose={() => setForm(null)}
      onSaved={screen.opened}
    />
  ) : null;

  return (
    <>
      {list.id ? (
        <QuoteDetailView
          key={list.id}
          {...screen.detail}
          onEdit={(quote) => setForm({ quote, key: Date.now() })}
          onOpen={list.select}
        />
      ) : (
        <ListView
          list={list}
          canCreate={can(me, 'quotes', 'create')}
          onNew={() => setForm({ key: Date.now() })}
          banner={screen.bannerNode}
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

  const c = salesColumns<Quote>(t, 'quotes', list);
  const columns: ColumnDef<Quote>[] = [
    c.reference('number', (quote) => quote.number),
    c.text('title', (quote) => quote.title),
    c.client,
    c.text('status', (quote) => <QuoteStatusBadge status={quote.status} />),
    c.createdAt,
    c.day('validUntil', (quote) => quote.validUntil),
    c.total,
  ];

  return (
    <SalesList
      ns="quotes"
      list={list}
      query={query}
      statuses={QUOTE_STATUSES}
      sorts={QUOTE_SORTS}
      countersClassName="sm:grid-cols-2 xl:grid-cols-4"
      counters={countersOf(t, 'quotes.counters', counters && { ...counters, totalValue }, [
        ['total', FileText],
        'sent',
        'accepted',
        ['totalValue', Euro, 'warning'],
      ])}
      columns={columns}
      minWidth="min-w-[56rem]"
      emptyIcon={FileText}
      canCreate={canCreate}
      onNew={onNew}
      banner={banner}
    />
  );
}
