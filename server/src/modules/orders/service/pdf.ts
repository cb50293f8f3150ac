import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { quotes } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { frenchDate, renderPdf, type PdfDocumentSpec } from '../../../platform/pdf';
import { pdfLineTable, pdfTotals } from '../../sales/lines';
import { readIssuer } from '../../sales/issuer';
import { getOrder } from './read';
import { fr } from '../../../platform/i18n';

// ---------------------------------------------------------------------------------------------
// PDF

/** The purchase order ('bon de commande') as a PDF, in French. */
export async function orderPdf(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<{ buffer: Buffer; fileName: string }> {
  const order = await getOrder(db, auth, id);
  const issuer = await readIssuer(db);
  const [quote] = order.quoteId
    ? await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, order.quoteId)).limit(1)
    : [];
  const spec: PdfDocumentSpec = {
    title: fr('orders.pdf.title'),
    issuer,
    meta: [
      { label: fr('orders.pdf.reference'), value: order.reference },
      { label: fr('orders.pdf.date'), value: frenchDate(order.createdAt) },
      ...(order.expectedDeliveryDate
        ? [{ label: fr('orders.pdf.expectedDelivery'), value: frenchDate(order.expectedDeliveryDate) }]
        : []),
      ...(order.deliveryDate
        ? [{ label: fr('orders.pdf.deliveredOn'), value: frenchDate(order.deliveryDate) }]
        : []),
      { label: fr('orders.pdf.status'), value: fr(`orders.status.${order.status}`) },
      ...(quote ? [{ label: fr('orders.pdf.fromQuote'), value: quote.number }] : []),
    ],
    party: {
      heading: fr('orders.pdf.client'),
      lines: partyLines(order.client),
    },
    tableNote: fr('orders.pdf.currency', { currency: order.totalAmount.currency }),
    ...pdfLineTable(
      order.items.map((i) => ({ ...i, name: i.productName, detail: i.description })),
      order.totalAmount.currency,
    ),
    totals: pdfTotals(order),
    sections: [{ title: fr('orders.pdf.notes'), text: order.notes ?? '' }],
    footer: (page, pages) =>
      `${issuer.name} · ${order.reference} · ${fr('orders.pdf.page', { page, pages })}`,
    info: {
      title: `${fr('orders.pdf.title')} ${order.reference}`,
      author: issuer.name,
      subject: order.client.name,
    },
  };
  return {
    buffer: await renderPdf(spec),
    fileName: fr('orders.pdf.fileName', { reference: order.reference }),
  };
}

/** Name, company, address lines, e-mail, phone: the client block of a document. */
export function partyLines(client: {
  name: string;
  companyName: string;
  address: string | null;
  email: string | null;
  phone: string | null;
}): string[] {
  return [
    client.name,
    client.companyName,
    ...(client.address ?? '').split('\n').map((l) => l.trim()),
    client.email ?? '',
    client.phone ?? '',
  ].filter(Boolean);
}
