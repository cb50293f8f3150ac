/**
 * A purchase order as a PDF (issue 32 §1), in the supplier's language: French, English or Chinese
 * (the Han font is embedded, platform/pdf-fonts.ts), chosen from the supplier's country unless
 * asked for. Amounts in the order's currency in that currency's own style, without taxes (goods
 * bought abroad); the payment schedule in amounts; the Incoterm with its place.
 */
import { eq } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import { incotermText, scheduleAmounts } from '@comptoir/core/modules/purchases';
import { suppliers } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import {
  frenchDate,
  frenchQuantity,
  pdfMoney,
  pdfUnitPrice,
  renderPdf,
  type PdfDocumentSpec,
} from '../../../platform/pdf';
import type { Runner } from '../../../platform/service';
import { readIssuer } from '../../sales/issuer';
import { supplierLanguage } from './mail-facts';
import { getPurchaseOrder } from './read';

type PdfLanguage = 'fr' | 'en' | 'zh';

const day = (language: PdfLanguage, value: string | null) =>
  value ? (language === 'fr' ? frenchDate(value) : value.slice(0, 10)) : '';

export async function purchaseOrderPdf(
  db: Runner,
  auth: AuthContext,
  id: string,
  asked?: PdfLanguage,
): Promise<{ buffer: Buffer; fileName: string }> {
  const order = await getPurchaseOrder(db, auth, id);
  const [supplier] = await db
    .select({ country: suppliers.country })
    .from(suppliers)
    .where(eq(suppliers.id, order.supplier.id));
  const language: PdfLanguage = asked ?? supplierLanguage(supplier?.country ?? null);
  const tr = (key: string, values: Record<string, string | number> = {}) =>
    translate(language as Language, `purchases.pdf.${key}`, values);
  const issuer = await readIssuer(db);
  const number = order.number ?? tr('draft');
  const money = (amount: string) => pdfMoney(amount, order.currency);
  const amounts = scheduleAmounts(order.paymentSchedule, order.subtotal);
  const spec: PdfDocumentSpec = {
    title: tr('title'),
    issuer,
    meta: [
      { label: tr('number'), value: number },
      { label: tr('date'), value: day(language, order.sentAt ?? order.createdAt) },
      ...(order.requestedDate
        ? [{ label: tr('requestedDate'), value: day(language, order.requestedDate) }]
        : []),
      ...(order.incoterm
        ? [{ label: tr('incoterm'), value: incotermText(order.incoterm, order.incotermPlace ?? '') }]
        : []),
      { label: tr('currency'), value: order.currency },
    ],
    party: {
      heading: tr('supplier'),
      lines: [
        order.supplier.name,
        ...(order.contactPerson ? [tr('contact', { name: order.contactPerson })] : []),
        supplier?.country ?? '',
      ].filter(Boolean),
    },
    tableNote: tr('amountsIn', { currency: order.currency }),
    columns: [
      { header: tr('designation'), width: '*' },
      { header: tr('quantity'), width: 48, align: 'right' },
      { header: tr('unit'), width: 36 },
      { header: tr('unitPrice'), width: 78, align: 'right' },
      { header: tr('lineTotal'), width: 80, align: 'right' },
    ],
    rows: order.lines.map((l) => [
      { text: l.description, detail: l.specifications || undefined },
      language === 'fr' ? frenchQuantity(l.quantity) : l.quantity,
      l.unit,
      pdfUnitPrice(l.unitPrice, order.currency),
      money(l.lineTotal),
    ]),
    totals: [{ label: tr('total'), value: money(order.subtotal), strong: true }],
    sections: [
      {
        title: tr('schedule'),
        text: order.paymentSchedule
          .map((s, i) =>
            tr('scheduleLine', {
              label: s.label,
              percent: s.percent,
              amount: money(amounts[i]!),
              due: translate(language as Language, `purchases.due.${s.due}`),
            }),
          )
          .join('\n'),
      },
      { title: tr('delivery'), text: order.deliveryAddress ?? '' },
      { title: tr('notes'), text: order.notes ?? '' },
    ],
    footer: (page, pages) => `${issuer.name} · ${number} · ${tr('page', { page, pages })}`,
    info: { title: `${tr('title')} ${number}`, author: issuer.name, subject: order.supplier.name },
  };
  return { buffer: await renderPdf(spec), fileName: tr('fileName', { number }) };
}
