import type { QuoteDetail } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import type { AuthContext } from '../../../platform/access';
import { frenchDate, renderPdf, type PdfDocumentSpec } from '../../../platform/pdf';
import { pdfLineTable, pdfTotals } from '../../sales/lines';
import { readIssuer } from '../../sales/issuer';
import type { Runner } from '../../../platform/service';
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
    ...pdfLineTable(
      quote.items.map((i) => ({ ...i, name: i.productName, detail: i.description })),
      quote.currency,
    ),
    totals: pdfTotals(quote),
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
