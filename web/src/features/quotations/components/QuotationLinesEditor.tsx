import { useId, useRef } from 'react';
import { useFieldArray, useWatch, type FieldError, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { AddButton, IconButton } from '@/components/ui/button';
import { FieldErrorText } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { ConfidenceChip } from '@/components/extraction/ConfidenceChip';
import { formatUnitPrice } from '../format';
import { LINE_FIELDS, computedTotal, emptyLine, type LineField, type LineFormValues } from '../lines';

/** A line in the form, with the confidence of its extraction when it comes from one. */
export type EditedLine = LineFormValues & { confidence?: number | null };
export interface LinesForm {
  lines: EditedLine[];
}

export interface QuotationLinesEditorProps {
  form: UseFormReturn<LinesForm>;
  /** The quotation's currency (the lines' prices are in it). */
  currency: string;
  /** The request's products a line may be linked to (the quotation's own first). */
  requestedProducts: readonly { id: string; name: string }[];
  /** New lines are linked to this product. */
  defaultRequestedProductId: string;
  /** Show each line's extraction confidence (the AI dialog). */
  withConfidence?: boolean;
}

const WIDE: Partial<Record<LineField, string>> = {
  name: 'min-w-44',
  description: 'min-w-44',
  specifications: 'min-w-40',
};

/**
 * The quotation's line table: product, description, quantity, unit, unit price, total (empty:
 * quantity × unit price, shown as a hint), specifications and the request's product it is about;
 * lines are added and removed. Every input has its own label ('Ligne 2 : Quantité'); a new line
 * takes the focus, a removed one hands it to the next line (or to 'Ajouter une ligne').
 */
export function QuotationLinesEditor({
  form,
  currency,
  requestedProducts,
  defaultRequestedProductId,
  withConfidence = false,
}: QuotationLinesEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const addRef = useRef<HTMLButtonElement>(null);
  const { control, register, formState, setFocus } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const values = useWatch({ control, name: 'lines' }) ?? [];
  const errors = formState.errors.lines;

  const message = (error: FieldError | undefined, n: number) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(error.message as never, { n });
  };
  const label = (key: LineField, n: number) =>
    t('quotations.ui.lines.field', { n, field: t(`quotations.ui.lines.columns.${key}`) });

  const remove = (index: number) => {
    lines.remove(index);
    // The focus goes to the line now at this place, else to the previous one, else to 'Ajouter'.
    const next = index < lines.fields.length - 1 ? index : index - 1;
    if (next >= 0) setTimeout(() => setFocus(`lines.${next}.name`), 0);
    else setTimeout(() => addRef.current?.focus(), 0);
  };

  const rootError = message(errors?.root as FieldError | undefined, 0);

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="font-semibold">
          {t('quotations.ui.lines.title')}
        </h3>
        <span className="text-muted-foreground text-xs">
          {t('quotations.ui.lines.currency', { currency: currency || '—' })}
        </span>
      </div>
      {lines.fields.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('quotations.ui.lines.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm" aria-labelledby={`${id}-title`}>
            <thead className="bg-muted/50 text-left">
              <tr>
                <th scope="col" className="px-2 py-1.5 font-medium">
                  <span className="sr-only">{t('quotations.ui.lines.number')}</span>
                </th>
                {LINE_FIELDS.map((key) => (
                  <th key={key} scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                    {t(`quotations.ui.lines.columns.${key}`)}
                  </th>
                ))}
                <th scope="col" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {t('quotations.ui.lines.columns.requestedProductId')}
                </th>
                {withConfidence ? (
                  <th scope="col" className="px-2 py-1.5 font-medium">
                    {t('quotations.ui.lines.confidence')}
                  </th>
                ) : null}
                <th scope="col" className="px-2 py-1.5">
                  <span className="sr-only">{t('quotations.ui.lines.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {lines.fields.map((line, index) => {
                const n = index + 1;
                const current = values[index];
                const hint = current && current.total.trim() === '' ? computedTotal(current) : '';
                const cell = (key: (typeof LINE_FIELDS)[number]) => {
                  const fieldId = `${id}-${line.id}-${key}`;
                  const error = message(errors?.[index]?.[key], n);
                  return (
                    <td key={key} className="px-1.5 py-1.5 align-top">
                      <Input
                        id={fieldId}
                        className={`h-8 ${WIDE[key] ?? 'min-w-24'}`}
                        aria-label={label(key, n)}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${fieldId}-error` : undefined}
                        inputMode={
                          key === 'quantity' || key === 'unitPrice' || key === 'total' ? 'decimal' : undefined
                        }
                        placeholder={key === 'total' && hint ? formatUnitPrice(hint, currency) : undefined}
                        {...register(`lines.${index}.${key}`)}
                      />
                      <FieldErrorText id={fieldId} error={error} className="mt-1 text-xs" />
                    </td>
                  );
                };
                const linkId = `${id}-${line.id}-requestedProductId`;
                const linkError = message(errors?.[index]?.requestedProductId, n);
                return (
                  <tr key={line.id} className="border-t" data-line={n}>
                    <td className="text-muted-foreground px-2 py-1.5 align-top text-xs tabular-nums">{n}</td>
                    {LINE_FIELDS.map(cell)}
                    <td className="px-1.5 py-1.5 align-top">
                      <Select
                        id={linkId}
                        className="h-8 min-w-36"
                        aria-label={label('requestedProductId', n)}
                        aria-invalid={linkError ? true : undefined}
                        aria-describedby={linkError ? `${linkId}-error` : undefined}
                        {...register(`lines.${index}.requestedProductId`)}
                      >
                        <option value="">{t('quotations.ui.lines.noProduct')}</option>
                        {requestedProducts.map((p) => (
                          <option key={p.id} value={p.id}>
                            {p.name}
                          </option>
                        ))}
                      </Select>
                      <FieldErrorText id={linkId} error={linkError} className="mt-1 text-xs" />
                    </td>
                    {withConfidence ? (
                      <td className="px-2 py-1.5 align-top">
                        {typeof line.confidence === 'number' ? (
                          <ConfidenceChip confidence={line.confidence} />
                        ) : null}
                      </td>
                    ) : null}
                    <td className="px-1.5 py-1.5 align-top">
                      <IconButton
                        icon={Trash2}
                        label={t('quotations.ui.lines.remove', { n })}
                        className="size-8"
                        onClick={() => remove(index)}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {rootError ? (
        <p role="alert" className="text-destructive text-sm">
          {rootError}
        </p>
      ) : null}
      <AddButton ref={addRef} onClick={() => lines.append(emptyLine(defaultRequestedProductId))}>
        {t('quotations.ui.lines.add')}
      </AddButton>
    </section>
  );
}
