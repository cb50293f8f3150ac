import { quoteTotals, type QuoteDetail } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../platform/access';
import { frenchDate, frenchQuantity, pdfMoney, renderPdf, type PdfDocumentSpec } from '../../../platform/pdf';
import { readIssuer, type Runner } from '../../orders/documents';
import { partyLines } from '../../orders/service';
import { getQuote } from './read';
import { fr } from '../../../platform/i18n';

// ---------------------------------------------------------------------------------------------
// PDF

export async function renderQuotePdf(
  db: Runner,
  quote: QuoteDetail,
): Promise<{ buffer: Buffer; fileName: string }> {
  const issuer = await readIssuer(db);
  const money = (amount: string) => pdfMoney(amount, quote.currency);
  const withDiscount = quote.items.some((i) => Number(i.discount) !== 0);
  const discount = Number(quote.discountAmount.amount) !== 0;
  const gross = quoteTotals(
    quote.items.map((i) => ({ quantity: i.quantity, unitPrice: i.unitPrice })),
    0,
  ).subtotal;
  const spec: PdfDocumentSpec = {
    title: fr('quotes.pdf.title'),
    issuer,
    meta: [
      { label: fr('quotes.pdf.number'), value: quote.number },
      { label: fr('quotes.pdf.date'), value: frenchDate(quote.createdAt) },
      { label: fr('quotes.pdf.validUntil'), value: frenchDate(quote.validUntil) },
    ],
    party: { heading: fr('quotes.pdf.client'), lines: partyLines(quote.client) },
    subject: { label: fr('quotes.pdf.subject'), value: quote.title },
    tableNote: fr('quotes.pdf.currency', { currency: quote.currency }),
    columns: [
      { header: fr('quotes.pdf.designation'), width: '*' },
      { header: fr('quotes.pdf.quantity'), width: 40, align: 'right' },
      { header: fr('quotes.pdf.unitPrice'), width: 80, align: 'right' },
      ...(withDiscount ? [{ header: fr('quotes.pdf.discount'), width: 45, align: 'right' as const }] : []),
      { header: fr('quotes.pdf.lineTotal'), width: 85, align: 'right' },
    ],
    rows: quote.items.map((i) => [
      { text: i.productName, detail: i.description || undefined },
      frenchQuantity(i.quantity),
      money(i.unitPrice),
      ...(withDiscount ? [Number(i.discount) ? `${i.discount.replace('.', ',')} %` : '-'] : []),
      money(i.totalPrice),
    ]),
    totals: [
      ...(discount
        ? [
            { label: fr('quotes.pdf.grossTotal'), value: money(gross) },
            { label: fr('quotes.pdf.discounts'), value: `-${money(quote.discountAmount.amount)}` },
          ]
        : []),
      { label: fr('quotes.pdf.subtotal'), value: money(quote.subtotal.amount) },
      { label: fr('quotes.pdf.tax', { rate: quote.taxRate }), value: money(quote.taxAmount.amount) },
      { label: fr('quotes.pdf.total'), value: money(quote.totalAmount.amount), strong: true },
    ],
    sections: [
      { title: fr('quotes.pdf.notes'), text: quote.notes ?? '' },
      { title: fr('quotes.pdf.terms'), text: quote.terms ?? '' },
      { title: fr('quotes.pdf.paymentTerms'), text: quote.paymentTerms },
    ],
    signature: { title: fr('quotes.pdf.acceptance'), hint: fr('quotes.pdf.acceptanceHint') },
    footer: (page, pages) => `${issuer.name} · ${quote.number} · ${fr('quotes.pdf.page', { page, pages })}`,
    info: { title: `${fr('quotes.pdf.title')} ${quote.number}`, author: issuer.name, subject: quote.title },
  };
  return {
    buffer: await renderPdf(spec),
    fileName: fr('quotes.pdf.fileName', { number: quote.number }),
  };
}

/** GET /api/quotes/:id/pdf. */
export async function quotePdf(db: Db, auth: AuthContext, id: string) {
  return renderQuotePdf(db, await getQuote(db, auth, id));
}
