import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FileDown } from 'lucide-react';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import { DetailSection as Section, DetailState, Info } from '@/components/detail/DetailLayout';
import { DocumentLinesTable, type LineColumn } from '@/components/detail/LinesTable';
import { buttonClasses } from '@/components/ui/button';
import { formatDate, formatPrice, formatUnitPrice } from '@/lib/format';
import { useSessionUser } from '@/lib/session';
import type { SalesNs } from './ns';
import { formatPercent } from './format';
import { DocumentTotals, type DocumentFigures } from './TotalsSummary';

/** The id of a document's section `part` ('order-client', 'quote-items'). */
const sectionId = (ns: SalesNs, part: string) => `${ns === 'orders' ? 'order' : 'quote'}-${part}`;

/** The label of the document's number: an order's reference, a quote's number. */
const NUMBER_LABEL = { orders: 'orders.detail.reference', quotes: 'quotes.detail.number' } as const;

/** The back button's text and action for a DetailLayout. */
export function useBack(ns: SalesNs, onBack: () => void) {
  const { t } = useTranslation();
  return { label: t(`${ns}.actions.back`), onBack };
}

/** A document's `query` still loading, missing (404) or failing to load: back, the banner, the state. */
export function DetailFallback({
  ns,
  query,
  onBack,
  banner,
}: {
  ns: SalesNs;
  query: { isError: boolean; error: Error | null };
  onBack: () => void;
  banner: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <DetailState
      query={query}
      back={{ label: t(`${ns}.actions.back`), onBack }}
      banner={banner}
      texts={`${ns}.detail`}
      failedKey={`${ns}.failures.detail`}
    />
  );
}

/** The document's client card: name (a link to the client where the user has the module), company, contacts. */
function ClientSection({ ns, client }: { ns: SalesNs; client: ClientRef }) {
  const { t } = useTranslation();
  const me = useSessionUser();
  const none = <span className="text-muted-foreground">{t(`${ns}.detail.none`)}</span>;
  return (
    <Section id={sectionId(ns, 'client')} title={t(`${ns}.detail.client`)}>
      <dl className="grid gap-3">
        <Info label={t(`${ns}.detail.clientName`)}>
          {hasModule(me, 'clients') ? (
            <Link className="text-primary hover:underline" to={`/clients?id=${client.id}`}>
              {client.name}
            </Link>
          ) : (
            client.name
          )}
        </Info>
        <Info label={t(`${ns}.detail.company`)}>{client.companyName}</Info>
        <Info label={t(`${ns}.detail.email`)}>{client.email ?? none}</Info>
        <Info label={t(`${ns}.detail.phone`)}>{client.phone ?? none}</Info>
        <Info label={t(`${ns}.detail.address`)}>
          <span className="whitespace-pre-wrap">{client.address ?? none}</span>
        </Info>
      </dl>
    </Section>
  );
}

/**
 * The document's client card beside its details: its number, its `status` (the status's text) and
 * creation date, then `children` (the document's own rows).
 */
export function SalesOverview({
  ns,
  document,
  number,
  status,
  children,
}: {
  ns: SalesNs;
  document: { client: ClientRef; createdAt: string };
  number: string;
  status: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <ClientSection ns={ns} client={document.client} />
      <Section id={sectionId(ns, 'details')} title={t(`${ns}.detail.details`)} className="lg:col-span-2">
        <dl className="grid gap-3 sm:grid-cols-3">
          <Info label={t(NUMBER_LABEL[ns])}>{number}</Info>
          <Info label={t(`${ns}.detail.status`)}>{status}</Info>
          <Info label={t(`${ns}.detail.createdAt`)}>{formatDate(document.createdAt)}</Info>
          {children}
        </dl>
      </Section>
    </div>
  );
}

/** The document's PDF, downloaded by a link (`<ns>.actions.pdf`, its hint `<ns>.actions.pdfHint`). */
export function PdfLink({ ns, href }: { ns: SalesNs; href: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={buttonClasses({ variant: 'outline' })}
      href={href}
      download
      title={t(`${ns}.actions.pdfHint`)}
    >
      <FileDown aria-hidden="true" className="size-4" />
      {t(`${ns}.actions.pdf`)}
    </a>
  );
}

interface SalesLine {
  id: string;
  productName: string;
  description: string | null;
  quantity: ReactNode;
  unitPrice: string;
  discount: string;
  taxRate: string;
  totalPrice: string;
}

/**
 * A quote's or an order's lines (product and description, quantity, unit price with up to 4
 * decimals, the discount when a line has one, the VAT rate, the line's total without tax;
 * `before` as DocumentLinesTable takes it), then the totals box ('Total HT', VAT per rate,
 * 'Total TTC', issue 26) and `children`.
 */
export function SalesItemsSection<T extends SalesLine>({
  ns,
  items,
  minWidth,
  currency,
  figures,
  before,
  children,
}: {
  ns: SalesNs;
  items: readonly T[];
  minWidth: string;
  currency: string;
  figures: DocumentFigures;
  before?: readonly (LineColumn<T> | false)[];
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const id = sectionId(ns, 'items');
  const money = (amount: string) => formatPrice({ amount, currency });
  const percent = (value: string) => t('common.percent', { value: formatPercent(value, i18n.language) });
  const between: LineColumn<T>[] = [
    ...(items.some((i) => Number(i.discount) !== 0)
      ? [
          {
            key: 'discount',
            header: t('common.totals.discount'),
            cell: (item: T) => (Number(item.discount) ? percent(item.discount) : '—'),
          },
        ]
      : []),
    { key: 'taxRate', header: t('common.totals.vat'), cell: (item) => percent(item.taxRate) },
  ];
  return (
    <Section id={id} title={t(`${ns}.detail.items`)}>
      <DocumentLinesTable
        lines={items}
        labelledBy={id}
        minWidth={minWidth}
        prefix={`${ns}.lines`}
        name={(item) => [item.productName, item.description]}
        money={money}
        unitMoney={(amount) => formatUnitPrice({ amount, currency })}
        between={between}
        {...(before ? { before } : {})}
      />
      <DocumentTotals figures={figures} money={money} label={t(`${ns}.totals.label`)} />
      {children}
    </Section>
  );
}
