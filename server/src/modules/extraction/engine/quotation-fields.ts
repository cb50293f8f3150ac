/**
 * Supplier quotation fields (spec §3 'AI extraction result'): supplier, contact, e-mail, phone,
 * number, total, currency, validity, delivery time, payment terms, products and additional
 * information, from a document's text with positions.
 */
import {
  EMPTY_FIELD,
  type ExtractedField,
  type ExtractedQuotationLine,
  type QuotationExtraction,
} from '@comptoir/core/modules/extraction';
import { clamp, contextOf, field, findLabelledText, overall, type Context } from './finders/fields/context';
import { findCurrency } from './finders/fields/currency';
import { findDateField } from './finders/fields/dates';
import { findDocumentNumber } from './finders/fields/number';
import { findParty } from './finders/fields/parties';
import { findTotals } from './finders/fields/totals';
import { findEmail, findPhone } from './finders/fields/vat-iban-contacts';
import { findEmails, findPhones } from './finders/contact';
import { QUOTATION_TERM_KEYS } from './finders/labels';
import { readTables, rowsAddUpTo, type TableRow } from './lines';
import type { TextDocument } from './types';

const TEXT_KEYS = [...QUOTATION_TERM_KEYS, 'validUntil', 'contactPerson', 'email', 'phone'] as const;

export function quotationFromText(doc: TextDocument): QuotationExtraction {
  const ctx = contextOf(doc);
  const supplier = findParty(ctx, 'seller');
  const totals = findTotals(ctx);
  const rows = readTables(ctx);
  const products = rows.map((r) => product(r, ctx));
  // The quotation's price is its total with tax when printed, else its total without tax.
  let totalPrice = totals.totalWithTax.value ? totals.totalWithTax : totals.totalWithoutTax;
  if (!totals.consistent && rowsAddUpTo(rows, totals.totalWithoutTax.value)) {
    totalPrice = totals.totalWithTax.value
      ? totals.totalWithTax
      : { ...totals.totalWithoutTax, confidence: 0.9 };
  }
  if (!totalPrice.value && rows.length > 0 && rows.every((r) => r.total)) {
    const sum = rows.reduce((s, r) => s + Math.round(Number(r.total) * 100), 0);
    totalPrice = field((sum / 100).toFixed(2), 0.6, rows[0]!.line, ctx);
  }

  const others = (key: (typeof TEXT_KEYS)[number]) => TEXT_KEYS.filter((k) => k !== key);
  const text = (key: (typeof TEXT_KEYS)[number]) => findLabelledText(ctx, key, others(key));
  const certifications = text('certifications');

  const result: QuotationExtraction = {
    kind: 'quotation',
    supplierName: supplier.name,
    contactPerson: contactPerson(ctx),
    email: findEmail(ctx, supplier.block),
    phone: findPhone(ctx, supplier.block),
    quotationNumber: findDocumentNumber(ctx, 'quotation'),
    totalPrice,
    currency: findCurrency(ctx),
    validUntil: findDateField(ctx, 'validUntil'),
    deliveryTime: text('deliveryTime'),
    paymentTerms: text('paymentTerms'),
    products,
    additionalInfo: {
      warranty: text('warranty'),
      certifications: {
        value: certifications.value
          ? certifications.value
              .split(/[,;/]| et | and | und /)
              .map((s) => s.trim())
              .filter(Boolean)
          : [],
        confidence: certifications.confidence,
        source: certifications.source,
      },
      origin: text('origin'),
      leadTime: text('leadTime'),
      minimumOrder: text('minimumOrder'),
    },
    confidence: 0,
  };
  result.confidence = overall([
    result.supplierName,
    result.quotationNumber,
    result.totalPrice,
    result.currency,
    ...(products.length > 0
      ? [
          {
            ...EMPTY_FIELD,
            confidence: clamp(products.reduce((s, p) => s + p.totalPrice.confidence, 0) / products.length),
          },
        ]
      : []),
  ]);
  return result;
}

function contactPerson(ctx: Context): ExtractedField {
  const f = findLabelledText(ctx, 'contactPerson', ['email', 'phone']);
  if (!f.value) return f;
  // 'Contact : Jean Dupont - jean@x.fr - 01 23 45 67 89' keeps the name only.
  let name = f.value;
  for (const e of findEmails(name)) name = name.replace(e.value, ' ');
  for (const p of findPhones(name)) name = name.replace(p.value, ' ');
  name = name
    .replace(/\b(?:t[ée]l\.?|phone|e-?mail|fax)\b.*$/i, '')
    .replace(/[\s,;|–-]+$/, '')
    .trim();
  if (!/\p{L}{2}/u.test(name) || name.length > 60) {
    return { ...EMPTY_FIELD };
  }
  return { ...f, value: name };
}

function product(row: TableRow, ctx: Context): ExtractedQuotationLine {
  const base = row.consistent ? 0.9 : 0.65;
  const f = (value: string | null, c: number): ExtractedField => field(value, c, row.line, ctx);
  const [first, ...rest] = row.details;
  return {
    name: f(row.description || null, base - 0.05),
    description: f(first ?? null, 0.6),
    quantity: f(row.quantity, base),
    unit: f(row.unit, base - 0.1),
    unitPrice: f(row.unitPrice, base),
    totalPrice: f(row.total, base),
    specifications: f(rest.length > 0 ? rest.join(' ; ') : null, 0.5),
  };
}
