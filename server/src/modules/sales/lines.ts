/**
 * The document lines of quotes, orders and invoices on the server (decision 0029): the company's
 * default VAT rate, the rates a document's lines take, and a stored line as the API shows it.
 * Every figure comes from core's one line-amount rule (core/line-amounts.ts).
 */
import { canonicalRate, documentAmounts, unitPriceText, type VatLine } from '@comptoir/core/line-amounts';
import { DEFAULT_TAX_RATE } from '@comptoir/core/modules/sales';
import { addAmounts } from '@comptoir/core/money';
import { percentField } from '@comptoir/core/fields';
import { readSetting } from '../../db/rows';
import { amountString, type Runner } from '../../platform/service';
import {
  frenchQuantity,
  pdfMoney,
  pdfUnitPrice,
  type PdfDocumentSpec,
  type PdfTotal,
} from '../../platform/pdf';
import { fr } from '../../platform/i18n';
import { ISSUER_SETTING_KEY } from './issuer';

const rateField = percentField('errors.invalidValue');

/** The VAT rate new lines take when neither they nor their document name one ('Société' tab). */
export async function companyVatRate(db: Runner): Promise<string> {
  const value = ((await readSetting(db, ISSUER_SETTING_KEY)) ?? {}) as Record<string, unknown>;
  const parsed = rateField.safeParse(value.defaultVatRate ?? DEFAULT_TAX_RATE);
  return canonicalRate(parsed.success ? parsed.data : DEFAULT_TAX_RATE);
}

/** Each line with its own rate, or `rate` when it names none; rates canonical ('5.50' → '5.5'). */
export function withRates<T extends { taxRate?: string | null | undefined }>(
  items: readonly T[],
  rate: string,
): (T & { taxRate: string })[] {
  return items.map((item) => ({ ...item, taxRate: canonicalRate(item.taxRate ?? rate) }));
}

/** '10.00' → '10', '12.50' → '12.5', '2.500' → '2.5'. */
export function trimNumber(value: string | number): string {
  const s = String(value);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

export interface StoredLine {
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
  totalPrice: string;
}

/** A stored line's figures as the API gives them: '2.5', '0.0375', '24.50', '5.5', '12.00'. */
export function presentLine<T extends StoredLine>(row: T): T {
  return {
    ...row,
    quantity: trimNumber(row.quantity),
    unitPrice: unitPriceText(row.unitPrice),
    discount: trimNumber(row.discount),
    taxRate: canonicalRate(row.taxRate),
    totalPrice: amountString(row.totalPrice),
  };
}

/** VAT per rate of stored lines, on their stored nets (the same rule as when they were written). */
export function vatOfLines(lines: readonly StoredLine[]): VatLine[] {
  return documentAmounts(lines.map((l) => ({ ...l, net: amountString(l.totalPrice) }))).vat;
}

/** The figures every sales document prints under its lines. */
export interface DocumentFigures {
  subtotal: { amount: string; currency: string };
  discountAmount?: { amount: string; currency: string } | undefined;
  vat: readonly VatLine[];
  totalAmount: { amount: string; currency: string };
}

/** '5.5' → '5,5' (a percent as French documents print it). */
export const frenchPercent = (value: string): string => trimNumber(value).replace('.', ',');

/**
 * The totals box of a quote, an order, an invoice or a credit note, the same on each (decision
 * 0029): gross total and discounts when there are any, 'Total HT', the VAT of each rate on its
 * base, 'Total TTC' in bold.
 */
export function pdfTotals(doc: DocumentFigures): PdfTotal[] {
  const currency = doc.totalAmount.currency;
  const money = (amount: string) => pdfMoney(amount, currency);
  const discount = doc.discountAmount && Number(doc.discountAmount.amount) !== 0 ? doc.discountAmount : null;
  return [
    ...(discount
      ? [
          {
            label: fr('common.totals.grossTotal'),
            value: money(addAmounts(doc.subtotal.amount, discount.amount)),
          },
          { label: fr('common.totals.discounts'), value: `-${money(discount.amount)}` },
        ]
      : []),
    { label: fr('common.totals.subtotal'), value: money(doc.subtotal.amount) },
    ...doc.vat.map((v) => ({
      label: fr('common.totals.vatLine', { rate: frenchPercent(v.rate), base: money(v.base) }),
      value: money(v.amount),
    })),
    { label: fr('common.totals.total'), value: money(doc.totalAmount.amount), strong: true },
  ];
}

/** A line as a document prints it. */
export interface PrintedLine {
  name: string;
  detail?: string | undefined;
  quantity: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
  totalPrice: string;
}

/**
 * The lines table of a quote, an order, an invoice or a credit note, the same on each: designation
 * (and its detail), quantity, unit price without tax (2 to 4 decimals), discount when a line has
 * one, VAT rate, line total without tax.
 */
export function pdfLineTable(
  lines: readonly PrintedLine[],
  currency: string,
): Pick<PdfDocumentSpec, 'columns' | 'rows'> {
  const withDiscount = lines.some((l) => Number(l.discount) !== 0);
  return {
    columns: [
      { header: fr('common.totals.designation'), width: '*' },
      { header: fr('common.totals.quantity'), width: 42, align: 'right' },
      { header: fr('common.totals.unitPrice'), width: 78, align: 'right' },
      ...(withDiscount ? [{ header: fr('common.totals.discount'), width: 42, align: 'right' as const }] : []),
      { header: fr('common.totals.vat'), width: 36, align: 'right' },
      { header: fr('common.totals.lineTotal'), width: 80, align: 'right' },
    ],
    rows: lines.map((l) => [
      { text: l.name, detail: l.detail || undefined },
      frenchQuantity(l.quantity),
      pdfUnitPrice(l.unitPrice, currency),
      ...(withDiscount ? [Number(l.discount) ? `${frenchPercent(l.discount)} %` : '-'] : []),
      `${frenchPercent(l.taxRate)} %`,
      pdfMoney(l.totalPrice, currency),
    ]),
  };
}
