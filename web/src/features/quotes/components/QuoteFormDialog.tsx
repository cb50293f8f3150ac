import { useId, useMemo, useState } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Loader2 } from 'lucide-react';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_TAX_RATE,
  quoteBody,
  type ClientRef,
  type QuoteDetail,
  type QuoteInput,
} from '@comptoir/core/modules/sales';
import { fetchLinePrice } from '@/components/sales/api';
import { bodyResolver, setServerFieldErrors, useFormMessages } from '@/components/sales/form-errors';
import { ClientField, FormAlerts } from '@/components/sales/FormParts';
import { grossAmount, isoDay, isPositiveAmount } from '@/components/sales/format';
import { LineItemsEditor } from '@/components/sales/LineItemsEditor';
import { emptyLine, lineBody, liveQuoteTotals, type LinesFormValues } from '@/components/sales/lines';
import { Textarea } from '@/components/ui/textarea';
import { TotalsSummary } from '@/components/sales/TotalsSummary';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormField, describedBy } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { formatPrice } from '@/lib/format';
import { errorMessage, useSaveQuote } from '../api';

export interface QuoteFormValues extends LinesFormValues {
  title: string;
  validUntil: string;
  taxRate: string;
  paymentTerms: string;
  notes: string;
  terms: string;
}

const FIELDS = [
  'clientId',
  'title',
  'validUntil',
  'currency',
  'taxRate',
  'paymentTerms',
  'notes',
  'terms',
] as const;
type Field = (typeof FIELDS)[number];

/** Default validity of a new quote, in days. */
export const NEW_QUOTE_VALIDITY_DAYS = 30;

/** The messages shown once, over the form, rather than under every field they concern. */
const SUMMARY_KEYS = new Set(['quotes.validation.required', 'quotes.validation.items']);

function initialValues(quote: QuoteDetail | undefined): QuoteFormValues {
  if (!quote) {
    return {
      clientId: '',
      title: '',
      validUntil: isoDay(NEW_QUOTE_VALIDITY_DAYS),
      currency: 'EUR',
      // Spec §9: tax rate 20 % and '30 jours net' by default.
      taxRate: String(DEFAULT_TAX_RATE),
      paymentTerms: DEFAULT_PAYMENT_TERMS,
      notes: '',
      terms: '',
      items: [emptyLine()],
    };
  }
  return {
    clientId: quote.client.id,
    title: quote.title,
    validUntil: quote.validUntil,
    currency: quote.currency,
    taxRate: String(quote.taxRate),
    paymentTerms: quote.paymentTerms,
    notes: quote.notes ?? '',
    terms: quote.terms ?? '',
    items: quote.items.map((item) => ({
      productId: item.productId,
      productName: item.productName,
      description: item.description,
      quantity: String(item.quantity),
      unitPrice: item.unitPrice,
      discount: item.discount,
      imageUrl: item.imageUrl,
    })),
  };
}

/** Form values → the body the core schema validates (and the server receives). */
function toBody(values: QuoteFormValues): QuoteInput {
  const taxRate = values.taxRate.trim();
  return {
    title: values.title,
    clientId: values.clientId,
    validUntil: values.validUntil,
    // An empty rate is an error, not 0 (the schema coerces '' to 0).
    taxRate: taxRate === '' ? Number.NaN : taxRate,
    currency: values.currency as QuoteInput['currency'],
    paymentTerms: values.paymentTerms,
    notes: values.notes,
    terms: values.terms,
    items: values.items.map((line) => lineBody(line, true)),
  };
}

const resolver = bodyResolver<QuoteFormValues, QuoteInput>(quoteBody, toBody);

export interface QuoteFormDialogProps {
  /** Create a quote, or edit this draft. */
  quote?: QuoteDetail | undefined;
  onClose: () => void;
  onSaved: (quote: QuoteDetail, message: string) => void;
}

/**
 * 'Nouveau Devis' and the edit of a draft (spec §2, §5 Quote): client, title, validity, lines
 * picked from the catalogue (the client's price list price), tax rate, currency, notes, terms and
 * payment terms, with live totals computed like the server does (core's quoteTotals).
 */
export function QuoteFormDialog({ quote, onClose, onSaved }: QuoteFormDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveQuote();
  const [client, setClient] = useState<ClientRef | null>(quote?.client ?? null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<QuoteFormValues>({
    defaultValues: initialValues(quote),
    resolver,
    reValidateMode: 'onSubmit',
  });
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const [items, taxRate, currency] = useWatch({ control, name: ['items', 'taxRate', 'currency'] });
  const totals = useMemo(() => liveQuoteTotals(items ?? [], taxRate), [items, taxRate]);

  const { inline, summary } = useFormMessages(errors, FIELDS, SUMMARY_KEYS);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const answer = await save.mutateAsync({ id: quote?.id, body: quoteBody.parse(toBody(values)) });
      onSaved(answer.quote, answer.message);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, FIELDS, setError);
      setServerError(errorMessage(error, quote ? 'quotes.failures.update' : 'quotes.failures.create'));
    }
  });

  const field = (name: Exclude<Field, 'clientId'>) => {
    const fieldId = `${id}-${name}`;
    const text = inline(errors[name]);
    return {
      fieldId,
      error: text,
      control: {
        id: fieldId,
        'aria-invalid': errors[name] ? true : undefined,
        'aria-describedby': describedBy(fieldId, text),
        ...register(name, { onChange: () => clearErrors(name) }),
      },
    };
  };
  const f = {
    title: field('title'),
    validUntil: field('validUntil'),
    currency: field('currency'),
    taxRate: field('taxRate'),
    paymentTerms: field('paymentTerms'),
    notes: field('notes'),
    terms: field('terms'),
  };
  const clientFieldId = `${id}-client`;
  const clientError = inline(errors.clientId);
  const required = (label: string) => `${label} *`;
  const money = (amount: string) => formatPrice({ amount, currency });
  const hasDiscount = isPositiveAmount(totals.discountAmount);
  const rate = Number(taxRate);

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={quote ? t('quotes.form.editTitle', { number: quote.number }) : t('quotes.form.createTitle')}
      closeLabel={t('quotes.actions.cancel')}
      size="xl"
      modalOnly
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormAlerts summary={summary} serverError={serverError} />

        <div className="grid gap-4 sm:grid-cols-2">
          <ClientField
            ns="quotes"
            id={clientFieldId}
            label={required(t('quotes.fields.client'))}
            value={client}
            invalid={Boolean(errors.clientId)}
            error={clientError}
            onChange={(next) => {
              setClient(next);
              setValue('clientId', next?.id ?? '');
              clearErrors('clientId');
            }}
          />
          <FormField id={f.title.fieldId} label={required(t('quotes.fields.title'))} error={f.title.error}>
            <Input {...f.title.control} />
          </FormField>
          <FormField
            id={f.validUntil.fieldId}
            label={required(t('quotes.fields.validUntil'))}
            error={f.validUntil.error}
          >
            <Input {...f.validUntil.control} type="date" min={quote ? undefined : isoDay()} />
          </FormField>
          <div className="grid grid-cols-2 gap-4">
            <FormField id={f.currency.fieldId} label={t('quotes.fields.currency')} error={f.currency.error}>
              <Select {...f.currency.control}>
                {CURRENCY_CODES.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </Select>
            </FormField>
            <FormField id={f.taxRate.fieldId} label={t('quotes.fields.taxRate')} error={f.taxRate.error}>
              <Input {...f.taxRate.control} type="number" inputMode="numeric" min={0} max={100} step={1} />
            </FormField>
          </div>
        </div>

        <section aria-labelledby={`${id}-lines`} className="space-y-3">
          <h3 id={`${id}-lines`} className="text-base font-semibold">
            {t('quotes.lines.title')}
          </h3>
          <LineItemsEditor
            ns="quotes"
            form={form as unknown as UseFormReturn<LinesFormValues>}
            lineTotals={totals.lines}
            currency={currency}
            withDiscount
            priceFor={client ? (productId) => fetchLinePrice(productId, client.id) : undefined}
            message={inline}
          />
          <TotalsSummary
            label={t('quotes.totals.label')}
            rows={[
              ...(hasDiscount
                ? [
                    {
                      key: 'gross',
                      label: t('quotes.totals.gross'),
                      value: money(grossAmount(totals.subtotal, totals.discountAmount)),
                    },
                    {
                      key: 'discount',
                      label: t('quotes.totals.discount'),
                      value: `−${money(totals.discountAmount)}`,
                    },
                  ]
                : []),
              { key: 'subtotal', label: t('quotes.totals.subtotal'), value: money(totals.subtotal) },
              {
                key: 'tax',
                label: t('quotes.totals.tax', { rate: Number.isFinite(rate) ? rate : 0 }),
                value: money(totals.taxAmount),
              },
              {
                key: 'total',
                label: t('quotes.totals.total'),
                value: money(totals.totalAmount),
                strong: true,
              },
            ]}
          />
        </section>

        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id={f.notes.fieldId} label={t('quotes.fields.notes')} error={f.notes.error}>
            <Textarea {...f.notes.control} />
          </FormField>
          <FormField id={f.terms.fieldId} label={t('quotes.fields.terms')} error={f.terms.error}>
            <Textarea {...f.terms.control} />
          </FormField>
          <FormField
            id={f.paymentTerms.fieldId}
            label={t('quotes.fields.paymentTerms')}
            error={f.paymentTerms.error}
            className="sm:col-span-2"
          >
            <Input {...f.paymentTerms.control} />
          </FormField>
        </div>

        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t('quotes.actions.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
            {quote ? t('quotes.actions.save') : t('quotes.actions.create')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
