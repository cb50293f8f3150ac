/** The quotation form's values, their conversion to the API body, and its resolver (core schema). */
import type { FieldErrors, FieldValues, Path, Resolver, UseFormSetError } from 'react-hook-form';
import {
  QUOTATION_CURRENCIES,
  QUOTATION_FORM_FIELDS,
  quotationBody,
  type Quotation,
  type QuotationBody,
  type QuotationCurrency,
  type QuotationPatch,
} from '@comptoir/core/modules/quotations';
import { normalizeAmount } from './format';
import { LINE_FIELDS, lineValuesOf, toLineBody, type LineField, type LineFormValues } from './lines';

export interface QuotationFormValues {
  supplierName: string;
  supplierId: string | null;
  contactPerson: string;
  email: string;
  phone: string;
  quotationNumber: string;
  totalPrice: string;
  /** '' when an extraction found a currency the quotations do not take (the schema says so). */
  currency: QuotationCurrency | '';
  quantity: string;
  validUntil: string;
  deliveryTime: string;
  paymentTerms: string;
  rating: number | null;
  notes: string;
  /** The quotation's lines, in order. */
  lines: LineFormValues[];
}

export const FORM_FIELDS = QUOTATION_FORM_FIELDS satisfies readonly (keyof QuotationFormValues)[];
export type FormField = (typeof FORM_FIELDS)[number];

export function isQuotationCurrency(value: unknown): value is QuotationCurrency {
  return (QUOTATION_CURRENCIES as readonly unknown[]).includes(value);
}

export function emptyValues(): QuotationFormValues {
  return {
    supplierName: '',
    supplierId: null,
    contactPerson: '',
    email: '',
    phone: '',
    quotationNumber: '',
    totalPrice: '',
    currency: 'EUR',
    quantity: '',
    validUntil: '',
    deliveryTime: '',
    paymentTerms: '',
    rating: null,
    notes: '',
    lines: [],
  };
}

export function valuesOf(quotation: Quotation): QuotationFormValues {
  return {
    supplierName: quotation.supplierName,
    supplierId: quotation.supplierId,
    contactPerson: quotation.contactPerson,
    email: quotation.email,
    phone: quotation.phone,
    quotationNumber: quotation.quotationNumber,
    totalPrice: quotation.totalPrice,
    currency: quotation.currency,
    quantity: quotation.quantity ?? '',
    validUntil: quotation.validUntil ?? '',
    deliveryTime: quotation.deliveryTime,
    paymentTerms: quotation.paymentTerms,
    rating: quotation.rating,
    notes: quotation.notes,
    lines: quotation.lines.map(lineValuesOf),
  };
}

/** The POST body (PATCH takes the same without requestedProductId and extractionJobId). */
export function toBody(
  values: QuotationFormValues,
  requestedProductId: string,
  extractionJobId?: string,
): QuotationBody {
  const quantity = normalizeAmount(values.quantity);
  return {
    requestedProductId,
    supplierId: values.supplierId,
    supplierName: values.supplierName.trim(),
    contactPerson: values.contactPerson.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    quotationNumber: values.quotationNumber.trim(),
    totalPrice: normalizeAmount(values.totalPrice),
    currency: values.currency as QuotationCurrency,
    // Left out on creation: the server then takes the requested product's quantity when it is a number.
    ...(quantity === '' ? {} : { quantity }),
    validUntil: values.validUntil || null,
    deliveryTime: values.deliveryTime.trim(),
    paymentTerms: values.paymentTerms.trim(),
    rating: values.rating,
    notes: values.notes.trim(),
    lines: values.lines.map(toLineBody),
    ...(extractionJobId ? { extractionJobId } : {}),
  };
}

/** The PATCH body: every field of the form (a cleared quantity becomes null: unknown). */
export function patchOf(body: QuotationBody): QuotationPatch {
  const { requestedProductId: _p, extractionJobId: _e, ...patch } = body;
  return { ...patch, quantity: patch.quantity ?? null } as QuotationPatch;
}

const LINE_KEYS: readonly string[] = [...LINE_FIELDS, 'requestedProductId'];

type LineErrors = Partial<Record<LineField, { type: string; message: string }>>;

/** A line's issue on its field (`lines.2.quantity`), or on the list (`lines.root`); the first one wins. */
function lineError(errors: FieldErrors<QuotationFormValues>, path: readonly PropertyKey[], message: string) {
  const target = errors as unknown as { lines?: LineErrors[] & { root?: { type: string; message: string } } };
  const lines = (target.lines ??= []);
  const [, index, key] = path;
  if (typeof index === 'number' && typeof key === 'string' && LINE_KEYS.includes(key)) {
    const line = (lines[index] ??= {});
    line[key as LineField] ??= { type: 'validation', message };
  } else if (index === undefined) {
    lines.root ??= { type: 'validation', message };
  }
}

/**
 * Validates with the core schema (the server's); field messages are i18n keys. Amounts typed the
 * French way ('1 234,50') are normalised first; an empty total says it is required. A line's
 * message goes to its field (`lines.2.quantity`); it names the line through `{{n}}`, which the
 * lines editor fills.
 */
export function quotationResolver(requestedProductId: string): Resolver<QuotationFormValues> {
  return (values) => {
    const body = toBody(values, requestedProductId);
    const parsed = quotationBody.safeParse(body);
    const errors: FieldErrors<QuotationFormValues> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (field === 'lines') {
          lineError(errors, issue.path, issue.message);
          continue;
        }
        if (typeof field !== 'string' || !(FORM_FIELDS as readonly string[]).includes(field)) continue;
        const name = field as FormField;
        if (errors[name]) continue;
        const message =
          name === 'totalPrice' && body.totalPrice === ''
            ? 'quotations.ui.form.totalRequired'
            : issue.message;
        errors[name] = { type: 'validation', message };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/**
 * The server's field messages on the form: a line's go to that line's field (`lines.1.quantity`),
 * the others to the quotation's field of that name.
 */
export function applyServerErrors<T extends FieldValues>(
  fields: Record<string, string>,
  setError: UseFormSetError<T>,
): void {
  for (const [field, text] of Object.entries(fields)) {
    if (/^lines\.\d+\.\w+$/.test(field) || field === 'lines') {
      setError((field === 'lines' ? 'lines.root' : field) as Path<T>, { type: 'server', message: text });
      continue;
    }
    const name = field.split('.').at(-1) ?? field;
    if ((FORM_FIELDS as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: 'server', message: text });
    }
  }
}
