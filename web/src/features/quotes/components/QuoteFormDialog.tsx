import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CURRENCY_CODES } from '@comptoir/core/currency';
import {
  DEFAULT_PAYMENT_TERMS,
  DEFAULT_TAX_RATE,
  quoteBody,
  type QuoteDetail,
  type QuoteInput,
} from '@comptoir/core/modules/sales';
import {
  NumberField,
  SelectField,
  TextField,
  TextareaField,
  bodyResolver,
  required,
} from '@/components/form/fields';
import type { SaveDialogProps } from '@/components/form/FormDialog';
import { isoDay } from '@/components/sales/format';
import { emptyLine, lineBody, lineValues, type LinesFormValues } from '@/components/sales/lines';
import { useCompanyDefaults } from '@/components/sales/api';
import { SalesClientField, SalesFormDialog, SalesLines, useSalesForm } from '@/components/sales/SalesForm';
import { useSaveQuote } from '../api';

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
      // Spec §9: tax rate 20 % (the company's default rate once known) and '30 jours net' by default.
      taxRate: DEFAULT_TAX_RATE,
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
    taxRate: quote.taxRate,
    paymentTerms: quote.paymentTerms,
    notes: quote.notes ?? '',
    terms: quote.terms ?? '',
    items: quote.items.map(lineValues),
  };
}

/** Form values → the body the core schema validates (and the server receives). */
function toBody(values: QuoteFormValues): QuoteInput {
  return {
    title: values.title,
    clientId: values.clientId,
    validUntil: values.validUntil,
    taxRate: values.taxRate.trim(),
    currency: values.currency as QuoteInput['currency'],
    paymentTerms: values.paymentTerms,
    notes: values.notes,
    terms: values.terms,
    items: values.items.map(lineBody),
  };
}

const resolver = bodyResolver<QuoteFormValues>(quoteBody, toBody);

export interface QuoteFormDialogProps extends SaveDialogProps<[quote: QuoteDetail, message: string]> {
  /** Create a quote, or edit this draft. */
  quote?: QuoteDetail | undefined;
}

/**
 * 'Nouveau Devis' and the edit of a draft (spec §2, §5 Quote): client, title, validity, lines
 * picked from the catalogue (the client's price list price), tax rate, currency, notes, terms and
 * payment terms, with live totals computed like the server does (core's documentAmounts). The
 * quote's VAT rate is given to every line when it changes; a line may then take another rate.
 */
export function QuoteFormDialog({ quote, onClose, onSaved }: QuoteFormDialogProps) {
  const { t } = useTranslation();
  const save = useSaveQuote();
  const sales = useSalesForm({
    defaultValues: initialValues(quote),
    resolver,
    fields: FIELDS,
    summaryKeys: SUMMARY_KEYS,
    client: quote?.client ?? null,
    save: async (values) => {
      const answer = await save.mutateAsync({ id: quote?.id, body: quoteBody.parse(toBody(values)) });
      onSaved(answer.quote, answer.message);
    },
    onClose,
    failedKey: quote ? 'quotes.failures.update' : 'quotes.failures.create',
  });
  const { form } = sales;
  const { setValue, getValues, getFieldState, control } = form;
  const defaults = useCompanyDefaults();
  const rate = useWatch({ control, name: 'taxRate' });

  // A new quote takes the company's default rate, once known, unless the user chose one.
  useEffect(() => {
    const company = defaults.data?.vatRate;
    if (quote || !company || getFieldState('taxRate').isDirty) return;
    setValue('taxRate', company);
  }, [defaults.data?.vatRate, quote, getFieldState, setValue]);

  // The quote's rate is its lines' rate: changing it changes every line's (each may then differ).
  const previous = useRef(rate);
  useEffect(() => {
    if (rate === previous.current) return;
    previous.current = rate;
    getValues('items').forEach((_, i) => setValue(`items.${i}.taxRate`, rate));
  }, [rate, getValues, setValue]);

  return (
    <SalesFormDialog
      ns="quotes"
      sales={sales}
      title={quote ? t('quotes.form.editTitle', { number: quote.number }) : t('quotes.form.createTitle')}
      submitLabel={quote ? t('quotes.actions.save') : t('quotes.actions.create')}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SalesClientField ns="quotes" sales={sales} label={required(t('quotes.fields.client'))} />
        <TextField name="title" label={required(t('quotes.fields.title'))} />
        <TextField
          name="validUntil"
          label={required(t('quotes.fields.validUntil'))}
          type="date"
          min={quote ? undefined : isoDay()}
        />
        <div className="grid grid-cols-2 gap-4">
          <SelectField name="currency" label={t('quotes.fields.currency')} options={CURRENCY_CODES} />
          <NumberField name="taxRate" label={t('quotes.fields.taxRate')} max={100} step="0.01" />
        </div>
      </div>

      <SalesLines ns="quotes" sales={sales} defaultRate={rate || DEFAULT_TAX_RATE} />

      <div className="grid gap-4 sm:grid-cols-2">
        <TextareaField name="notes" label={t('quotes.fields.notes')} />
        <TextareaField name="terms" label={t('quotes.fields.terms')} />
        <TextField name="paymentTerms" label={t('quotes.fields.paymentTerms')} className="sm:col-span-2" />
      </div>
    </SalesFormDialog>
  );
}
