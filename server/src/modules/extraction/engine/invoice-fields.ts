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
import {
  clamp,
  contextOf,
  field,
  findCurrency,
  findDateField,
  findDocumentNumber,
  findIban,
  findParty,
  findTotals,
  findVatInLines,
  overall,
  type Context,
} from './finders/fields';
import { readTables, rowsAddUpTo, type TableRow } from './lines';
import type { TextDocument } from './types';

export function invoiceFromText(doc: TextDocument): InvoiceExtraction {
  const ctx = contextOf(doc);
  const seller = findParty(ctx, 'seller');
  const buyer = findParty(ctx, 'buyer');
  const totals = findTotals(ctx);
  const rows = readTables(ctx);
  const lines = rows.map((r) => invoiceLine(r, ctx));

  let { totalWithoutTax } = totals;
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
    invoiceNumber: findDocumentNumber(ctx, 'invoice'),
    issueDate: findDateField(ctx, 'issueDate'),
    dueDate: findDateField(ctx, 'dueDate'),
    currency: findCurrency(ctx),
    totalWithoutTax,
    taxAmount: totals.taxAmount,
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
