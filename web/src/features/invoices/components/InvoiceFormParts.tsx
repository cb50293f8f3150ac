/** The pieces of the invoice form: a document to start from, an order's lines to invoice, free lines. */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import type { OrderInvoicing } from '@comptoir/core/modules/invoices';
import type { Money } from '@comptoir/core/modules/sales';
import type { Product } from '@comptoir/core/modules/products';
import { ProductPicker } from '@/components/catalogue/ProductPicker';
import { LabelledInput, LabelledSelect } from '@/components/form/fields';
import { Button, IconButton } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { SimpleTable, type SimpleColumn } from '@/components/ui/simple-table';
import { formatPrice } from '@/lib/format';

/** Radio buttons of a small choice, in a fieldset with its legend. */
export function RadioChoice<T extends string>({
  legend,
  value,
  options,
  onChange,
  className,
  legendClassName = 'text-sm font-medium',
  labelClassName,
}: {
  legend: string;
  legendClassName?: string;
  value: T;
  options: readonly { value: T; label: string; hint?: string }[];
  onChange: (value: T) => void;
  className: string;
  labelClassName: string;
}) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className={labelClassName}>
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={option.hint ? 'mt-1' : undefined}
          />
          {option.hint ? (
            <span>
              <span className="block font-medium">{option.label}</span>
              <span className="text-muted-foreground block text-xs">{option.hint}</span>
            </span>
          ) : (
            option.label
          )}
        </label>
      ))}
    </fieldset>
  );
}

/** The chooser's texts for an order and for a quote. */
const CHOOSER_TEXTS = {
  order: {
    search: 'invoices.ui.form.searchOrder',
    label: 'invoices.ui.form.order',
    placeholder: 'invoices.ui.form.chooseOrder',
  },
  quote: {
    search: 'invoices.ui.form.searchQuote',
    label: 'invoices.ui.form.quote',
    placeholder: 'invoices.ui.form.chooseQuote',
  },
} as const;

/**
 * A search box and the select of what it finds (an order, a quote to invoice), each shown as
 * 'reference · client · total'.
 */
export function DocumentChooser<D extends { id: string; client: { name: string }; totalAmount: Money }>({
  kind,
  q,
  onSearch,
  value,
  onChange,
  documents,
  reference,
}: {
  kind: keyof typeof CHOOSER_TEXTS;
  q: string;
  onSearch: (q: string) => void;
  value: string;
  onChange: (value: string) => void;
  documents: readonly D[];
  /** An order's reference, a quote's number. */
  reference: (document: D) => string;
}) {
  const { t } = useTranslation();
  const texts = CHOOSER_TEXTS[kind];
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <LabelledInput
        label={t(texts.search)}
        type="search"
        value={q}
        onChange={(event) => onSearch(event.target.value)}
      />
      <LabelledSelect
        label={`${t(texts.label)} *`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t(texts.placeholder)}
        options={documents.map((d) => ({
          value: d.id,
          label: `${reference(d)} · ${d.client.name} · ${formatPrice(d.totalAmount)}`,
        }))}
      />
    </div>
  );
}

type OrderLine = OrderInvoicing['lines'][number];

/** The columns an order's lines always show: product, ordered, invoiced. */
export function useOrderLineColumns(): SimpleColumn<OrderLine>[] {
  const { t } = useTranslation();
  return [
    { key: 'description', header: t('invoices.ui.lines.description'), cell: (line) => line.productName },
    { key: 'ordered', header: t('invoices.ui.order.ordered'), figure: true, cell: (line) => line.ordered },
    { key: 'invoiced', header: t('invoices.ui.order.invoiced'), figure: true, cell: (line) => line.invoiced },
  ];
}

/** The order's lines still to invoice, each with the quantity to invoice now. */
export function OrderLinesToInvoice({
  lines,
  currency,
  quantityOf,
  onQuantity,
}: {
  lines: readonly OrderLine[];
  currency: string;
  quantityOf: (line: OrderLine) => string;
  onQuantity: (line: OrderLine, quantity: string) => void;
}) {
  const { t } = useTranslation();
  const columns = useOrderLineColumns();
  return (
    <SimpleTable
      rows={lines}
      rowKey={(line) => line.orderItemId}
      caption={t('invoices.ui.form.orderLines')}
      columns={[
        ...columns,
        {
          key: 'toInvoice',
          header: t('invoices.ui.form.toInvoice'),
          end: true,
          cell: (line, index) => (
            <>
              <LineQuantityInput
                label={t('invoices.ui.form.quantityOf', { n: index + 1, name: line.productName })}
                value={quantityOf(line)}
                onChange={(value) => onQuantity(line, value)}
              />
              <span className="text-muted-foreground text-xs">
                {t('invoices.ui.form.remaining', { remaining: line.remaining })}
              </span>
            </>
          ),
        },
        {
          key: 'unitPrice',
          header: t('invoices.ui.lines.unitPrice'),
          figure: true,
          cell: (line) => formatPrice({ amount: line.unitPrice, currency }),
        },
      ]}
    />
  );
}

export interface FreeLine {
  key: string;
  orderItemId: string | null;
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
}

const LINE_FIELDS = [
  ['description', 'min-w-[14rem]'],
  ['quantity', 'w-20'],
  ['unitPrice', 'w-28'],
  ['discount', 'w-16'],
  ['taxRate', 'w-16'],
] as const;

/** A blank or a draft invoice's lines, typed in (or picked from the catalogue), with their totals. */
export function FreeLinesEditor({
  lines,
  lineTotals,
  currency,
  onChange,
  onRemove,
  onAdd,
  onPick,
}: {
  lines: readonly FreeLine[];
  /** The live line totals, by index (none while a figure is not a number). */
  lineTotals: readonly string[] | undefined;
  currency: string;
  onChange: (key: string, patch: Partial<FreeLine>) => void;
  onRemove: (key: string) => void;
  onAdd: () => void;
  onPick: (product: Product) => void;
}) {
  const { t } = useTranslation();
  const fields: SimpleColumn<FreeLine>[] = LINE_FIELDS.map(([name, width]) => ({
    key: name,
    header: t(`invoices.ui.lines.${name}`),
    cell: (line, index) => (
      <Input
        className={`h-8 ${width}`}
        inputMode={name === 'description' ? undefined : 'decimal'}
        aria-label={t('invoices.ui.form.lineField', { n: index + 1, field: t(`invoices.ui.lines.${name}`) })}
        value={line[name]}
        onChange={(event) => onChange(line.key, { [name]: event.target.value })}
      />
    ),
  }));
  return (
    <>
      <SimpleTable
        rows={lines}
        rowKey={(line) => line.key}
        caption={t('invoices.ui.detail.items')}
        className="min-w-[44rem]"
        padding="px-2 py-1.5"
        labelledTitle
        columns={[
          ...fields,
          {
            key: 'total',
            header: t('invoices.ui.lines.total'),
            figure: true,
            cell: (_line, index) =>
              lineTotals?.[index] !== undefined ? formatPrice({ amount: lineTotals[index], currency }) : '—',
          },
          {
            key: 'actions',
            header: <span className="sr-only">{t('invoices.ui.columns.actions')}</span>,
            end: true,
            cell: (line, index) =>
              lines.length > 1 ? (
                <IconButton
                  icon={Trash2}
                  label={t('invoices.ui.form.removeLine', { n: index + 1 })}
                  onClick={() => onRemove(line.key)}
                />
              ) : null,
          },
        ]}
      />
      <div className="flex flex-wrap items-end gap-3">
        <Button variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {t('invoices.ui.form.addLine')}
        </Button>
        <ProductPicker
          className="min-w-[16rem] flex-1"
          label={t('invoices.ui.form.addProduct')}
          onSelect={onPick}
        />
      </div>
    </>
  );
}

/** A line's quantity typed in a table cell (the lines to invoice, a credit note's): right-aligned, decimal keyboard. */
export function LineQuantityInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Input
      className="ml-auto h-8 w-24 text-right"
      inputMode="decimal"
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
