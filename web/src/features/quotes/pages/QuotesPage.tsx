import { useState } from 'react';
import { Euro, FileText } from 'lucide-react';
import type { QuoteDetail } from '@comptoir/core/modules/sales';
import { SalesList, type SalesListViewProps } from '@/components/sales/SalesList';
import { formatPrice } from '@/lib/format';
import { useDetailScreen } from '@/components/detail/use-detail-screen';
import { useQuotesList } from '../api';
import { QuoteStatusBadge } from '../components/badges';
import { QuoteDetailView } from '../components/QuoteDetailView';
import { QuoteFormDialog } from '../components/QuoteFormDialog';
import { QUOTES, useQuoteListParams } from '../list-params';

/**
 * 'Gestion des Devis' (/quotes): four counters, search, status filter, sorted and paginated list,
 * 'Nouveau Devis'; with ?id= the quote's detail and its actions.
 */
export function QuotesPage() {
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
        <ListView list={list} onNew={() => setForm({ key: Date.now() })} banner={screen.bannerNode} />
      )}
      {dialog}
    </>
  );
}

function ListView({ list, ...page }: SalesListViewProps<ReturnType<typeof useQuoteListParams>>) {
  const query = useQuotesList(list.query);
  const counters = query.data?.counters;
  const totalValue =
    counters &&
    (counters.totalValueEur === null
      ? '—'
      : formatPrice({ amount: counters.totalValueEur, currency: 'EUR' }));

  return (
    <SalesList
      kind={QUOTES}
      list={list}
      query={query}
      counts={counters && { ...counters, totalValue }}
      counters={[['total', FileText], 'sent', 'accepted', ['totalValue', Euro, 'warning']]}
      countersClassName="sm:grid-cols-2 xl:grid-cols-4"
      columns={(c) => [
        c.reference('number', (quote) => quote.number),
        c.text('title', (quote) => quote.title),
        ...c.rest(QuoteStatusBadge, 'validUntil', (quote) => quote.validUntil),
      ]}
      minWidth="min-w-[56rem]"
      emptyIcon={FileText}
      {...page}
    />
  );
}
