import { useTranslation } from 'react-i18next';
import { Check, Pencil, ShoppingCart, Trophy, X } from 'lucide-react';
import type { Quotation } from '@comptoir/core/modules/quotations';
import { Info } from '@/components/detail/DetailLayout';
import { Badge } from '@/components/ui/badge';
import { Button, TrashButton } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { formatAmount, formatIsoDate, formatRateFor, formatUnitPrice } from '../format';
import { AiBadge, QuotationStatusBadge, RatingStars } from './badges';
import { DocumentList } from './DocumentList';

export interface QuotationCardProps {
  quotation: Quotation;
  baseCurrency: string;
  canEdit: boolean;
  canDelete: boolean;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** 'Créer un bon de commande' from this approved quotation (a purchasing user); left out: not offered. */
  onOrder?: (() => void) | undefined;
}

/** The total in its currency and, when different, in the base currency with the rate and its date. */
export function ConvertedTotal({ quotation, baseCurrency }: { quotation: Quotation; baseCurrency: string }) {
  const { t, i18n } = useTranslation();
  const total = formatAmount(quotation.totalPrice, quotation.currency);
  if (quotation.currency === baseCurrency) return <span className="font-semibold">{total}</span>;
  return (
    <span>
      <span className="font-semibold">{total}</span>
      <span className="text-muted-foreground block text-xs">
        {quotation.converted
          ? t('quotations.ui.card.converted', {
              amount: formatAmount(quotation.converted.amount, quotation.converted.currency),
              rate: formatRateFor(quotation.converted.rate, i18n.language),
              date: formatIsoDate(quotation.converted.rateDate),
            })
          : t('quotations.ui.card.rateUnavailable')}
      </span>
    </span>
  );
}

/** A quotation's lines, read only: product (description, specifications), quantity, unit price, total. */
function LinesTable({ quotation: q, baseCurrency }: { quotation: Quotation; baseCurrency: string }) {
  const { t } = useTranslation();
  const none = <span className="text-muted-foreground">—</span>;
  const columns = ['name', 'quantity', 'unitPrice', 'total'] as const;
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="text-muted-foreground px-3 py-1.5 text-left text-xs">
          {t('quotations.ui.lines.count', { count: q.lines.length })}
        </caption>
        <thead className="bg-muted/50 text-left">
          <tr>
            {columns.map((key) => (
              <th
                key={key}
                scope="col"
                className={cn('px-3 py-1.5 font-medium', key === 'name' ? null : 'text-right')}
              >
                {t(`quotations.ui.lines.columns.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {q.lines.map((line) => (
            <tr key={line.id} className="border-t align-top">
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                <span className="block font-medium">{line.name || line.description}</span>
                {line.name && line.description ? (
                  <span className="text-muted-foreground block text-xs">{line.description}</span>
                ) : null}
                {line.specifications ? (
                  <span className="text-muted-foreground block text-xs">{line.specifications}</span>
                ) : null}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {line.quantity !== null ? `${line.quantity}${line.unit ? ` ${line.unit}` : ''}` : none}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {line.unitPrice !== null ? formatUnitPrice(line.unitPrice, q.currency) : none}
                {line.unitPrice !== null && q.currency !== baseCurrency ? (
                  <span className="text-muted-foreground block text-xs">
                    {line.convertedUnitPrice !== null
                      ? `≈ ${formatUnitPrice(line.convertedUnitPrice, baseCurrency)}`
                      : t('quotations.ui.card.rateUnavailable')}
                  </span>
                ) : null}
              </td>
              <td className="px-3 py-1.5 text-right tabular-nums">
                {line.total !== null ? formatAmount(line.total, q.currency) : none}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One supplier quotation: supplier, figures, badges, lines, documents and its actions while pending. */
export function QuotationCard({
  quotation: q,
  baseCurrency,
  canEdit,
  canDelete,
  busy,
  onApprove,
  onReject,
  onEdit,
  onDelete,
  onOrder,
}: QuotationCardProps) {
  const { t } = useTranslation();
  const none = <span className="text-muted-foreground">—</span>;
  const pending = q.status === 'pending';
  const titleId = `quotation-${q.id}`;
  const unit =
    q.unitPrice !== null
      ? `${formatAmount(q.unitPrice, q.currency)}${
          q.convertedUnitPrice !== null && q.currency !== baseCurrency
            ? ` (${formatAmount(q.convertedUnitPrice, baseCurrency)})`
            : ''
        }`
      : null;

  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'bg-card space-y-3 rounded-xl border p-4 shadow-sm',
        q.isBestPrice ? 'border-success-soft-foreground/40 ring-success-soft-foreground/20 ring-1' : null,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="font-semibold break-words">
            {q.supplierName}
          </h3>
          <p className="text-muted-foreground text-xs">
            {q.quotationNumber ? t('quotations.ui.card.number', { number: q.quotationNumber }) : null}
            {q.quotationNumber ? ' · ' : null}
            {t('quotations.ui.card.submitted', { date: formatDate(q.submittedDate) })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {q.isBestPrice ? (
            <Badge variant="green">
              <Trophy aria-hidden="true" className="size-3" />
              {t('quotations.ui.bestPrice')}
            </Badge>
          ) : null}
          {q.extractedByAI ? <AiBadge confidence={q.aiConfidence} /> : null}
          <QuotationStatusBadge status={q.status} />
        </div>
      </header>

      <dl className="grid gap-3 sm:grid-cols-3">
        <Info label={t('quotations.ui.fields.totalPrice')}>
          <ConvertedTotal quotation={q} baseCurrency={baseCurrency} />
        </Info>
        <Info label={t('quotations.ui.fields.unitPrice')}>{unit ?? none}</Info>
        <Info label={t('quotations.ui.fields.validUntil')}>
          {q.validUntil ? formatIsoDate(q.validUntil) : none}
        </Info>
        <Info label={t('quotations.ui.fields.contactPerson')}>
          {q.contactPerson || q.email || q.phone ? (
            <>
              {q.contactPerson ? <span className="block">{q.contactPerson}</span> : null}
              {q.email ? (
                <a className="text-primary block truncate hover:underline" href={`mailto:${q.email}`}>
                  {q.email}
                </a>
              ) : null}
              {q.phone ? <span className="block">{q.phone}</span> : null}
            </>
          ) : (
            none
          )}
        </Info>
        <Info label={t('quotations.ui.fields.deliveryTime')}>{q.deliveryTime || none}</Info>
        <Info label={t('quotations.ui.fields.paymentTerms')}>{q.paymentTerms || none}</Info>
        <Info label={t('quotations.ui.fields.rating')}>
          <RatingStars rating={q.rating} />
        </Info>
        {q.notes ? (
          <div className="sm:col-span-2">
            <Info label={t('quotations.ui.fields.notes')}>
              <span className="whitespace-pre-wrap">{q.notes}</span>
            </Info>
          </div>
        ) : null}
      </dl>

      {q.lines.length > 0 ? <LinesTable quotation={q} baseCurrency={baseCurrency} /> : null}

      <DocumentList documents={q.documents} />

      {onOrder && q.status === 'approved' && q.supplierId ? (
        <div className="flex justify-end">
          <Button variant="outline" size="sm" onClick={onOrder}>
            <ShoppingCart aria-hidden="true" className="size-4" />
            {t('quotations.ui.actions.order')}
          </Button>
        </div>
      ) : null}

      {canEdit || canDelete ? (
        <footer className="flex flex-wrap justify-end gap-2 border-t pt-3">
          {canDelete ? (
            <TrashButton size="sm" className="mr-auto" disabled={busy} onClick={onDelete}>
              {t('quotations.ui.actions.delete')}
            </TrashButton>
          ) : null}
          {canEdit && pending ? (
            <>
              <Button variant="outline" size="sm" disabled={busy} onClick={onEdit}>
                <Pencil aria-hidden="true" className="size-4" />
                {t('quotations.ui.actions.edit')}
              </Button>
              <Button variant="outline" size="sm" disabled={busy} onClick={onReject}>
                <X aria-hidden="true" className="size-4" />
                {t('quotations.ui.actions.reject')}
              </Button>
              <Button size="sm" disabled={busy} onClick={onApprove}>
                <Check aria-hidden="true" className="size-4" />
                {t('quotations.ui.actions.approve')}
              </Button>
            </>
          ) : null}
        </footer>
      ) : null}
    </article>
  );
}
