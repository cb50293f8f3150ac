import { useTranslation } from 'react-i18next';
import { TARGET_MARGIN_PERCENT, type QuoteDetail } from '@comptoir/core/modules/sales';
import { ProductImage } from '@/components/catalogue/ProductImage';
import { formatIsoDate } from '@/components/sales/format';
import { DetailLayout, DetailSection as Section, Info } from '@/components/detail/DetailLayout';
import { CompanyIdentityWarning } from '@/components/sales/CompanyIdentityWarning';
import { DetailFallback, SalesItemsSection, SalesOverview, useBack } from '@/components/sales/detail';
import { OutgoingMailAlert, useMailSettled } from '@/components/sales/MailStatus';
import { Badge } from '@/components/ui/badge';
import { formatDateTime } from '@/lib/format';
import { QUOTES_KEY, useQuote } from '../api';
import { QuoteStatusBadge } from './badges';
import { QuoteActions } from './QuoteActions';
import type { DetailScreenProps } from '@/components/detail/use-detail-screen';

export interface QuoteDetailViewProps extends DetailScreenProps {
  onEdit: (quote: QuoteDetail) => void;
  onOpen: (id: string) => void;
}

/** A quote in full (spec §2): client, details, lines, totals, notes and terms, and its actions. */
export function QuoteDetailView({ id, onBack, onMessage, onEdit, onOpen, banner }: QuoteDetailViewProps) {
  const { t } = useTranslation();
  const query = useQuote(id);
  const back = useBack('quotes', onBack);
  useMailSettled(query.data?.mail, QUOTES_KEY);

  if (query.isPending || query.isError) {
    return <DetailFallback ns="quotes" query={query} onBack={onBack} banner={banner} />;
  }

  const quote = query.data;
  const none = <span className="text-muted-foreground">{t('quotes.detail.none')}</span>;

  return (
    <DetailLayout
      title={t('quotes.detail.heading', { number: quote.number })}
      documentTitle={quote.number}
      back={back}
      lead={<p className="text-lg break-words">{quote.title}</p>}
      badges={
        <>
          <QuoteStatusBadge status={quote.status} />
          {quote.isDemo ? <Badge variant="amber">{t('common.demoData')}</Badge> : null}
        </>
      }
      actions={
        <QuoteActions
          quote={quote}
          onMessage={onMessage}
          onEdit={() => onEdit(quote)}
          onOpen={onOpen}
          onDeleted={onBack}
        />
      }
      banner={banner}
    >
      <CompanyIdentityWarning />
      <OutgoingMailAlert mail={quote.mail} />
      <SalesOverview
        ns="quotes"
        document={quote}
        number={quote.number}
        status={t(`quotes.status.${quote.status}`)}
      >
        <Info label={t('quotes.detail.validUntil')}>{formatIsoDate(quote.validUntil)}</Info>
        <Info label={t('quotes.detail.currency')}>{quote.currency}</Info>
        <Info label={t('quotes.detail.taxRate')}>{t('quotes.detail.percent', { value: quote.taxRate })}</Info>
        {quote.sentAt ? <Info label={t('quotes.detail.sentAt')}>{formatDateTime(quote.sentAt)}</Info> : null}
        {quote.acceptedAt ? (
          <Info label={t('quotes.detail.acceptedAt')}>{formatDateTime(quote.acceptedAt)}</Info>
        ) : null}
        {quote.rejectedAt ? (
          <Info label={t('quotes.detail.rejectedAt')}>{formatDateTime(quote.rejectedAt)}</Info>
        ) : null}
        <Info label={t('quotes.detail.updatedAt')}>{formatDateTime(quote.updatedAt)}</Info>
        <Info label={t('quotes.detail.targetMargin')}>
          {t('quotes.detail.percent', { value: TARGET_MARGIN_PERCENT })}
        </Info>
      </SalesOverview>

      <SalesItemsSection
        ns="quotes"
        items={quote.items}
        minWidth="min-w-[40rem]"
        before={[
          {
            key: 'image',
            text: true,
            header: <span className="sr-only">{t('quotes.detail.image')}</span>,
            cell: (item) => (
              <ProductImage
                src={item.imageUrl}
                alt=""
                label={t('products.states.noImage')}
                className="size-10"
              />
            ),
          },
        ]}
        currency={quote.currency}
        figures={{
          subtotal: quote.subtotal.amount,
          discountAmount: quote.discountAmount.amount,
          vat: quote.vat,
          totalAmount: quote.totalAmount.amount,
        }}
      />

      <div className="grid gap-6 lg:grid-cols-3">
        <Section id="quote-notes" title={t('quotes.detail.notes')}>
          <p className="text-sm whitespace-pre-wrap">{quote.notes ?? none}</p>
        </Section>
        <Section id="quote-terms" title={t('quotes.detail.terms')}>
          <p className="text-sm whitespace-pre-wrap">{quote.terms ?? none}</p>
        </Section>
        <Section id="quote-payment" title={t('quotes.detail.paymentTerms')}>
          <p className="text-sm whitespace-pre-wrap">{quote.paymentTerms}</p>
        </Section>
      </div>
    </DetailLayout>
  );
}
