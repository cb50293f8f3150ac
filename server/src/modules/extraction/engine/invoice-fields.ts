/**
 * Invoice fields from a document's text with positions (PDF text layer or OCR): seller and buyer,
 * VAT ids, number, dates, currency, totals, IBAN and lines. Totals are cross-checked (net + tax =
 * total, the lines add up to the net), which raises or lowers their confidence.
 */
import {
  EMPTY_FIELD,
  type ExtractedField,
  type ExtractedInvoiceLine,
  type InvoiceExtraction,
} from '@comptoir/core/modules/extraction';
import { clamp, contextOf, field, overall, type Context } from './finders/fields/context';
import { findCurrency } from './finders/fields/currency';
import { findDateField } from './finders/fields/dates';
import { findDocumentNumber } from './finders/fields/number';
import { findParty } from './finders/fields/parties';
import { findTotals } from './finders/fields/totals';
import { findIban, findVatInLines } from './finders/fields/vat-iban-contacts';
import { amountsEqual, findAmounts, subtractAmounts } from './finders/amounts';
import { readTables, rowsAddUpTo, type TableRow } from './lines';
import type { TextDocument } from './types';

/** A document that says it charges no VAT (exemption, small business, reverse charge, 0 %). */
const NO_TAX =
  /exoner|exempt|steuerfrei|befreit|§ ?19|kleinunternehmer|keine (?:umsatzsteuer|mehrwertsteuer|ust)|vrijgesteld|verlegd|no vat|not subject to (?:vat|tax)|tva non applicable|293 ?b|(?:vat|tva|btw|ust|mwst|gst)\.? ?0 ?%/;

export function invoiceFromText(doc: TextDocument): InvoiceExtraction {
  const ctx = contextOf(doc);
  const seller = findParty(ctx, 'seller');
  const buyer = findParty(ctx, 'buyer');
  const totals = findTotals(ctx);
  const rows = readTables(ctx);
  const lines = rows.map((r) => invoiceLine(r, ctx));

  let { totalWithoutTax } = totals;
  // No tax on the document (exempt, small business, out of scope), none read: the total is also
  // the amount without tax (a sub-total above it is a page's, carried over, or before charges);
  // surer when the lines make the total.
  const total = totals.totalWithTax.value;
  const taxRead = totals.taxAmount.value !== null && !totals.taxDerived;
  let taxAmount = totals.taxAmount;
  if (
    total &&
    !taxRead &&
    ctx.lines.some((l) => NO_TAX.test(l.fold)) &&
    !rowsAddUpTo(rows, totalWithoutTax.value)
  ) {
    totalWithoutTax = field(total, rowsAddUpTo(rows, total) ? 0.7 : 0.6, null, ctx);
    // A tax taken as the total less a sub-total is not one.
    if (totals.taxDerived) taxAmount = { ...EMPTY_FIELD };
  }
  // Totals that do not agree, lines that all do (quantity × unit price = line amount): when the
  // total less the lines' sum is an amount the document prints (the tax), the sum is the net.
  if (!totals.consistent && total && rows.length > 0 && rows.every((r) => r.consistent)) {
    const sum = (
      rows.reduce((s, r) => s + Math.round(Number(r.quantity) * Number(r.unitPrice) * 100), 0) / 100
    ).toFixed(2);
    const rest = subtractAmounts(total, sum);
    if (
      Number(sum) > 0 &&
      Number(rest) > 0 &&
      !amountsEqual(sum, totalWithoutTax.value ?? '') &&
      ctx.lines.some((l) =>
        findAmounts(l.text, ctx.decimalMark).some((a) => amountsEqual(a.value.replace(/^-/, ''), rest)),
      )
    ) {
      totalWithoutTax = field(sum, 0.7, null, ctx);
      if (!taxAmount.value || !amountsEqual(taxAmount.value, rest)) taxAmount = field(rest, 0.6, null, ctx);
    }
  }
  if (rowsAddUpTo(rows, totalWithoutTax.value)) {
    totalWithoutTax = {
      ...totalWithoutTax,
      confidence: clamp(Math.max(totalWithoutTax.confidence, 0.9) + 0.03),
    };
    for (const l of lines) l.total = { ...l.total, confidence: clamp(l.total.confidence + 0.05) };
  }

  const sellerVatId = findVatInLines(ctx, seller.block.length > 0 ? seller.block : ctx.lines, buyer.block);
  const sellerVat = sellerVatId.value ? sellerVatId : findVatInLines(ctx, ctx.lines, buyer.block);
  const buyerVatId = buyer.block.length > 0 ? findVatInLines(ctx, buyer.block) : { ...EMPTY_FIELD };

  const result: InvoiceExtraction = {
    kind: 'invoice',
    sellerName: seller.name,
    sellerVatId: sellerVat,
    buyerName: buyer.name,
    buyerVatId: buyerVatId.value === sellerVat.value ? { ...EMPTY_FIELD } : buyerVatId,
    invoiceNumber: documentNumber(ctx),
    issueDate: findDateField(ctx, 'issueDate'),
    dueDate: findDateField(ctx, 'dueDate'),
    currency: findCurrency(ctx),
    totalWithoutTax,
    taxAmount,
    totalWithTax: totals.totalWithTax,
    iban: findIban(ctx),
    lines,
    confidence: 0,
  };
  result.confidence = overall([
    result.sellerName,
    result.invoiceNumber,
    result.issueDate,
    result.currency,
    result.totalWithoutTax,
    result.taxAmount,
    result.totalWithTax,
  ]);
  return result;
}

/** The invoice number; else (an estimate or order read as an invoice) the document's own number. */
function documentNumber(ctx: Context): ExtractedField {
  const own = findDocumentNumber(ctx, 'invoice');
  if (own.value) return own;
  const other = findDocumentNumber(ctx, 'quotation');
  return other.value ? { ...other, confidence: Math.min(other.confidence, 0.6) } : own;
}

function invoiceLine(row: TableRow, ctx: Context): ExtractedInvoiceLine {
  const base = row.consistent ? 0.9 : 0.65;
  const f = (value: string | null, c: number): ExtractedField => field(value, c, row.line, ctx);
  return {
    description: f(row.description || null, base - 0.05),
    quantity: f(row.quantity, base),
    unitPrice: f(row.unitPrice, base),
    total: f(row.total, base),
  };
}
