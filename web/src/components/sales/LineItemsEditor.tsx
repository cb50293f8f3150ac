import { useEffect, useId, useRef, useState, type ComponentProps } from 'react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useZoneLabel } from '@/lib/categories';
import { Trash2 } from 'lucide-react';
import type { Product } from '@comptoir/core/modules/products';
import type { LinePrice } from '@comptoir/core/modules/sales';
import { ProductImage } from '@/components/catalogue/ProductImage';
import { ProductPicker } from '@/components/catalogue/ProductPicker';
import { AddButton, IconButton } from '@/components/ui/button';
import { FieldErrorText, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatPrice } from '@/lib/format';
import { emptyLine, type LineValues, type LinesFormValues } from './lines';
import type { SalesNs } from './ns';
import { Textarea } from '@/components/ui/textarea';

/** The VAT rates of France (standard, intermediate, reduced, particular, none). */
const VAT_RATES = ['20', '10', '5.5', '2.1', '0'];

type LineField = 'productName' | 'description' | 'quantity' | 'unitPrice' | 'discount' | 'taxRate';

/** Where a line's unit price came from, shown under it. */
interface PriceNote {
  source: LinePrice['source'] | 'fallback';
  zone: string | null;
  currency: string;
}

export interface LineItemsEditorProps {
  ns: SalesNs;
  form: UseFormReturn<LinesFormValues>;
  /** The live line totals (core's lineTotal), by index. */
  lineTotals: readonly string[];
  /** The document's currency, for the line totals. */
  currency: string;
  /** The VAT rate a new line takes (the quote's rate, or the company's default rate). */
  defaultRate: string;
  /**
   * The unit price of a picked product for the document's client (the client's price list), when
   * there is one; the product's own price otherwise, or when the call fails.
   */
  priceFor?: ((productId: string) => Promise<LinePrice>) | undefined;
  /** The text shown under a field for its error (undefined: only marked invalid). */
  message: (error: FieldError | undefined, n: number) => string | undefined;
  disabled?: boolean;
}

/**
 * The lines of a quote or an order: each picked with the product picker (name, description, unit
 * price and image filled in), quantity (up to 3 decimals), unit price (up to 4), discount, VAT
 * rate, live total; lines are added and removed, at least one remains (its remove button is hidden).
 */
export function LineItemsEditor({
  ns,
  form,
  lineTotals,
  currency,
  defaultRate,
  priceFor,
  message,
  disabled,
}: LineItemsEditorProps) {
  const { t } = useTranslation();
  const zoneLabel = useZoneLabel();
  const id = useId();
  const { control, register, setValue, clearErrors, getValues, formState } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const watched = useWatch({ control, name: 'items' });
  const [notes, setNotes] = useState<Record<string, PriceNote>>({});
  const latest = useRef<Record<string, number>>({});
  const fieldsRef = useRef(lines.fields);
  useEffect(() => {
    fieldsRef.current = lines.fields;
  }, [lines.fields]);

  const rowErrors = (index: number) =>
    formState.errors.items?.[index] as Partial<Record<LineField, FieldError>> | undefined;

  const input = (index: number, name: LineField) => {
    const fieldId = `${id}-${index}-${name}`;
    const error = rowErrors(index)?.[name];
    const text = message(error, index + 1);
    return {
      fieldId,
      text,
      props: {
        id: fieldId,
        disabled,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(fieldId, text),
        ...register(`items.${index}.${name}`, { onChange: () => clearErrors(`items.${index}.${name}`) }),
      },
    };
  };

  const indexOf = (fieldId: string) => fieldsRef.current.findIndex((f) => f.id === fieldId);

  const fill = (index: number, values: Partial<LineValues>) => {
    for (const [key, value] of Object.entries(values) as [keyof LineValues, string | null][]) {
      setValue(`items.${index}.${key}`, value as never, { shouldDirty: true });
    }
    clearErrors(`items.${index}`);
  };

  const pick = async (fieldId: string, product: Product) => {
    const index = indexOf(fieldId);
    if (index < 0) return;
    const quantity = getValues(`items.${index}.quantity`);
    fill(index, {
      productId: product.id,
      productName: product.name,
      description: product.description ?? '',
      unitPrice: product.price.amount,
      imageUrl: product.thumbnailUrl,
      ...(quantity.trim() === '' ? { quantity: '1' } : {}),
    });
    const note = (n: PriceNote | null) =>
      setNotes((all) => {
        const next = { ...all };
        if (n) next[fieldId] = n;
        else delete next[fieldId];
        return next;
      });
    if (!priceFor) {
      note({ source: 'base', zone: null, currency: product.price.currency });
      return;
    }
    const token = (latest.current[fieldId] ?? 0) + 1;
    latest.current[fieldId] = token;
    try {
      const price = await priceFor(product.id);
      const now = indexOf(fieldId);
      if (latest.current[fieldId] !== token || now < 0) return;
      fill(now, { unitPrice: price.price.amount, imageUrl: price.imageUrl ?? product.thumbnailUrl });
      note({ source: price.source, zone: price.zone, currency: price.price.currency });
    } catch {
      if (latest.current[fieldId] !== token) return;
      note({ source: 'fallback', zone: null, currency: product.price.currency });
    }
  };

  const noteText = (n: PriceNote | undefined): string | null => {
    if (!n) return null;
    const origin =
      n.source === 'zone'
        ? t(`${ns}.lines.priceFromZone`, { zone: n.zone ? zoneLabel(n.zone) : '' })
        : n.source === 'fallback'
          ? t(`${ns}.lines.priceUnavailable`)
          : t(`${ns}.lines.priceFromProduct`);
    return n.currency !== currency
      ? `${origin} ${t(`${ns}.lines.priceOtherCurrency`, { currency: n.currency })}`
      : origin;
  };

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {lines.fields.map((field, index) => {
          const n = index + 1;
          const name = input(index, 'productName');
          const description = input(index, 'description');
          const quantity = input(index, 'quantity');
          const unitPrice = input(index, 'unitPrice');
          const discount = input(index, 'discount');
          const taxRate = input(index, 'taxRate');
          const note = noteText(notes[field.id]);
          const imageUrl = watched?.[index]?.imageUrl ?? null;
          const total = lineTotals[index] ?? '0.00';
          return (
            <li key={field.id}>
              <fieldset
                className="bg-background space-y-3 rounded-lg border p-3"
                aria-label={t(`${ns}.lines.line`, { n })}
              >
                <div className="flex items-start gap-3">
                  <ProductImage
                    src={imageUrl}
                    alt=""
                    label={t('products.states.noImage')}
                    className="mt-6 size-12 shrink-0"
                  />
                  <ProductPicker
                    className="min-w-0 flex-1"
                    label={t(`${ns}.lines.product`)}
                    onSelect={(product) => void pick(field.id, product)}
                  />
                  {lines.fields.length > 1 ? (
                    <IconButton
                      icon={Trash2}
                      label={t(`${ns}.lines.remove`, { n })}
                      titled
                      className="text-destructive hover:text-destructive mt-6"
                      disabled={disabled}
                      onClick={() => lines.remove(index)}
                    />
                  ) : null}
                </div>
                <div className="grid gap-3 sm:grid-cols-3 lg:grid-cols-[minmax(0,2fr)_6rem_8rem_5.5rem_5.5rem_8rem]">
                  <div className="space-y-1">
                    <Label htmlFor={name.fieldId}>{`${t(`${ns}.lines.productName`)} *`}</Label>
                    <Input {...name.props} />
                    <FieldErrorText id={name.fieldId} error={name.text} className="text-xs" />
                  </div>
                  <NumberCell field={quantity} label={`${t(`${ns}.lines.quantity`)} *`} />
                  <NumberCell field={unitPrice} label={`${t(`${ns}.lines.unitPrice`)} *`} />
                  <NumberCell field={discount} label={t(`${ns}.lines.discount`)} max={100} step={0.01} />
                  <NumberCell
                    field={taxRate}
                    label={t('common.totals.vatRate')}
                    max={100}
                    list={`${id}-rates`}
                    aria-label={t('common.totals.lineVatRate', { n })}
                  />
                  <div className="space-y-1">
                    <span className="text-foreground block text-sm leading-none font-medium">
                      {t(`${ns}.lines.total`)}
                    </span>
                    <output
                      aria-label={t(`${ns}.lines.lineTotal`, { n })}
                      className="flex h-10 items-center justify-end font-semibold tabular-nums"
                    >
                      {formatPrice({ amount: total, currency })}
                    </output>
                  </div>
                </div>
                {note ? <p className="text-muted-foreground text-xs">{note}</p> : null}
                <div className="space-y-1">
                  <Label htmlFor={description.fieldId}>{t(`${ns}.lines.description`)}</Label>
                  <Textarea {...description.props} rows={2} />
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {/* The French VAT rates, offered in every line's rate field. */}
      <datalist id={`${id}-rates`}>
        {VAT_RATES.map((rate) => (
          <option key={rate} value={rate} />
        ))}
      </datalist>
      <AddButton disabled={disabled} onClick={() => lines.append(emptyLine(defaultRate))}>
        {t(`${ns}.lines.add`)}
      </AddButton>
    </div>
  );
}

/** A line's number field: its label, a decimal input from 0 and its error under it. */
function NumberCell({
  field,
  label,
  ...input
}: {
  field: { fieldId: string; text: string | undefined; props: ComponentProps<typeof Input> };
  label: string;
} & Pick<ComponentProps<'input'>, 'max' | 'step' | 'list' | 'aria-label'>) {
  return (
    <div className="space-y-1">
      <Label htmlFor={field.fieldId}>{label}</Label>
      <Input {...field.props} type="number" inputMode="decimal" min={0} step="any" {...input} />
      <FieldErrorText id={field.fieldId} error={field.text} className="text-xs" />
    </div>
  );
}
