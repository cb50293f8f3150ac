/**
 * What the quote and order forms share: react-hook-form checked by the core schema on the body
 * it would send, the summary of errors over the form (some messages only there), the client
 * picker, the lines with their live totals, and the dialog around them.
 */
import { useId, useState, type ReactNode } from 'react';
import {
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldPath,
  type FieldError,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { FormDialog } from '@/components/form/FormDialog';
import { apiErrorText } from '@/lib/api';
import { formatPrice } from '@/lib/format';
import { FieldSettings } from '@/components/form/fields';
import { fetchLinePrice } from './api';
import { setServerFieldErrors, useFormMessages } from './form-errors';
import { ClientField, FormAlerts } from './FormParts';
import { LineItemsEditor } from './LineItemsEditor';
import { liveTotals, type LineValues, type LinesFormValues } from './lines';
import { DocumentTotals } from './TotalsSummary';
import type { SalesNs } from './ns';

/** What the live totals read of the values being typed: the lines and the currency. */
export interface LiveValues {
  items: LineValues[];
  currency: string;
}

export interface UseSalesFormOptions<V extends LinesFormValues> {
  defaultValues: V;
  resolver: Resolver<V>;
  /** The form's fields in order (the summary lists their messages first). */
  fields: readonly string[];
  /** The messages shown once, over the form, rather than under every field they concern. */
  summaryKeys: ReadonlySet<string>;
  /** The client already chosen (editing). */
  client: ClientRef | null;
  /** Sends the form (and reports the saved document); the dialog closes after. */
  save: (values: V) => Promise<void>;
  onClose: () => void;
  /** The text over the form when saving failed: the server's message, else this key's text. */
  failedKey: string;
}

/**
 * The form, its client, messages and submit, and the lines and currency being typed with their
 * live totals (core's one line-amount rule).
 */
export function useSalesForm<V extends LinesFormValues>({
  defaultValues,
  resolver,
  fields,
  summaryKeys,
  client: initialClient,
  save,
  onClose,
  failedKey,
}: UseSalesFormOptions<V>) {
  const [client, setClient] = useState<ClientRef | null>(initialClient);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver,
    reValidateMode: 'onSubmit',
  });
  // Only what the totals read is watched: typing elsewhere (notes, terms) re-renders no line.
  const [items, currency] = useWatch({
    control: form.control as unknown as Control<LiveValues>,
    name: ['items', 'currency'],
  });
  const values: LiveValues = { items, currency };
  const { inline, summary } = useFormMessages(form.formState.errors, fields, summaryKeys);

  const onSubmit = form.handleSubmit(async (submitted) => {
    setServerError(null);
    try {
      await save(submitted);
      onClose();
    } catch (error) {
      setServerFieldErrors(error, fields, form.setError);
      setServerError(apiErrorText(error, failedKey));
    }
  });

  const chooseClient = (next: ClientRef | null) => {
    setClient(next);
    const path = 'clientId' as FieldPath<V>;
    form.setValue(path, (next?.id ?? '') as never);
    form.clearErrors(path);
  };
  /** The summary's messages are not repeated under their fields (the server's always are). */
  const silent = (error: FieldError) => error.type !== 'server' && summaryKeys.has(error.message ?? '');
  return {
    form,
    client,
    chooseClient,
    inline,
    summary,
    serverError,
    silent,
    onSubmit,
    values,
    totals: liveTotals(values.items),
  };
}

export type SalesForm<V extends LinesFormValues> = ReturnType<typeof useSalesForm<V>>;

/** The dialog of a quote or order form: the summary and the server's error, the fields, Cancel / submit. */
export function SalesFormDialog<V extends LinesFormValues>({
  ns,
  sales,
  title,
  submitLabel,
  onClose,
  children,
}: {
  ns: SalesNs;
  sales: SalesForm<V>;
  title: string;
  submitLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormDialog
      title={title}
      onClose={onClose}
      onSubmit={sales.onSubmit}
      submitting={sales.form.formState.isSubmitting}
      labels={{ cancel: t(`${ns}.actions.cancel`), submit: submitLabel }}
      size="xl"
      className="space-y-5"
    >
      <FormAlerts summary={sales.summary} serverError={sales.serverError} />
      <FieldSettings form={sales.form} silent={sales.silent} clearOnChange>
        {children}
      </FieldSettings>
    </FormDialog>
  );
}

/** The form's client: the picker bound to `clientId`. */
export function SalesClientField<V extends LinesFormValues>({
  ns,
  sales,
  label,
}: {
  ns: SalesNs;
  sales: SalesForm<V>;
  label: string;
}) {
  const id = `${useId()}-client`;
  const error = (sales.form.formState.errors as { clientId?: FieldError }).clientId;
  return (
    <ClientField
      ns={ns}
      id={id}
      label={label}
      value={sales.client}
      invalid={Boolean(error)}
      error={sales.inline(error)}
      onChange={sales.chooseClient}
    />
  );
}

/**
 * The lines section: its heading, the lines editor with the live line totals, and the totals
 * under it ('Total HT', VAT per rate, 'Total TTC', as the detail and the PDF show them).
 */
export function SalesLines<V extends LinesFormValues>({
  ns,
  sales,
  clientPrices = true,
  defaultRate,
}: {
  ns: SalesNs;
  sales: SalesForm<V>;
  /** A picked product takes its price for the chosen client (false: the product's own price). */
  clientPrices?: boolean;
  /** The VAT rate of a new line. */
  defaultRate: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { client } = sales;
  return (
    <section aria-labelledby={`${id}-lines`} className="space-y-3">
      <h3 id={`${id}-lines`} className="text-base font-semibold">
        {t(`${ns}.lines.title`)}
      </h3>
      <LineItemsEditor
        ns={ns}
        form={sales.form as unknown as UseFormReturn<LinesFormValues>}
        lineTotals={sales.totals.lines}
        currency={sales.values.currency}
        defaultRate={defaultRate}
        priceFor={client && clientPrices ? (productId) => fetchLinePrice(productId, client.id) : undefined}
        message={sales.inline}
      />
      <DocumentTotals
        figures={sales.totals}
        money={(amount) => formatPrice({ amount, currency: sales.values.currency })}
        label={t(`${ns}.totals.label`)}
      />
    </section>
  );
}
