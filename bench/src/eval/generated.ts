/**
 * Set (c): quotes and purchase orders the project prints itself, from seeded random data, in three
 * layouts and two languages. Layout 'comptoir' is the application's own PDF layout
 * (server/src/platform/pdf.ts, the one quotes and orders use, called with plain data since the
 * quote and order services need a database); 'letter' and 'compact' are pdfmake documents built
 * here: labels on the left with values after a colon, and column-headed reference and totals boxes
 * with the values under their labels.
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatMoney, type CurrencyCode } from '@comptoir/core/currency';
import { translate } from '@comptoir/core/i18n/index';
import { formatAmount } from '../../../server/src/modules/extraction/engine/finders/amounts';
import { formatDate } from '../../../server/src/modules/extraction/engine/finders/dates';
import { frenchQuantity, pdfText, renderPdf, type PdfDocumentSpec } from '../../../server/src/platform/pdf';
import { pdfFromDefinition } from '../../../server/src/modules/extraction/engine/text-fixtures';
import { random } from './random';

export type Language = 'fr' | 'en';
export type Layout = 'comptoir' | 'letter' | 'compact';
export type DocKind = 'quote' | 'order';

export interface GeneratedDoc {
  name: string;
  bytes: Uint8Array;
  pages: number;
  truth: {
    supplierName: string;
    quotationNumber: string;
    totalPrice: string;
    currency: string;
    validUntil: string | null;
    email: string;
    phone: string;
    productTotals: string[];
  };
}

const COMPANIES = [
  'Atelier Marchand SARL',
  'Northwind Trading Ltd',
  'Sud Import Export SAS',
  'Blue Harbour Supplies Inc.',
  'Maison Lefèvre & Fils',
  'Kestrel Components LLC',
  'Comptoir des Îles SA',
  'Orchard Industrial Ltd',
];
const CLIENTS = [
  'Hôtel du Parc',
  'Green Valley Foods',
  'Clinique Saint-Roch',
  'Harbor View Retail',
  'Boulangerie Perrin',
];
const PRODUCTS = [
  ['Câble HDMI 2 m', 'Cuivre, gaine tressée'],
  ['Steel bolts M8', 'Zinc plated, DIN 933'],
  ['Gants nitrile', 'Boîte de 100, taille M'],
  ['LED panel 60x60', '40 W, 4000 K'],
  ['Savon liquide 5 L', 'Sans parfum'],
  ['Cotton T-shirt', '180 g/m², assorted colours'],
  ['Pompe doseuse', 'Débit 12 L/h'],
  ['Air filter F7', '592 x 592 x 360 mm'],
  ['Capteur de température', 'Plage -40 à 125 °C'],
  ['Packing tape', '48 mm x 66 m, clear'],
];
const CURRENCIES: CurrencyCode[] = ['EUR', 'EUR', 'USD', 'GBP'];

interface Data {
  kind: DocKind;
  language: Language;
  layout: Layout;
  issuer: string;
  email: string;
  phone: string;
  client: string;
  number: string;
  date: string;
  validUntil: string;
  currency: CurrencyCode;
  taxRate: number;
  items: { name: string; detail: string; quantity: number; unitPrice: string; total: string }[];
  subtotal: string;
  tax: string;
  total: string;
  paymentTerms: string;
}

function cents(n: number): string {
  return (Math.round(n) / 100).toFixed(2);
}

function makeData(seed: number, kind: DocKind, language: Language, layout: Layout, lines?: number): Data {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const issuer = pick(COMPANIES);
  const count = lines ?? 1 + Math.floor(r() * 8);
  const items = Array.from({ length: count }, () => {
    const [name, detail] = pick(PRODUCTS) as [string, string];
    const quantity = 1 + Math.floor(r() * (r() < 0.2 ? 2000 : 40));
    const unitCents = 50 + Math.floor(r() * (r() < 0.3 ? 250000 : 9000));
    return { name, detail, quantity, unitPrice: cents(unitCents), total: cents(unitCents * quantity) };
  });
  const subtotalCents = items.reduce((s, i) => s + Math.round(Number(i.total) * 100), 0);
  const taxRate = pick([20, 20, 10, 5.5, 0]);
  const taxCents = Math.round((subtotalCents * taxRate) / 100);
  const year = 2024 + Math.floor(r() * 3);
  const day = new Date(Date.UTC(year, Math.floor(r() * 12), 1 + Math.floor(r() * 28)));
  const date = day.toISOString().slice(0, 10);
  const valid = new Date(day.getTime() + 30 * 86400000).toISOString().slice(0, 10);
  const prefix = kind === 'quote' ? pick(['DEV', 'Q', 'OF']) : pick(['CMD', 'PO', 'BC']);
  const slug = issuer
    .split(/\s+/)[0]!
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '');
  return {
    kind,
    language,
    layout,
    issuer,
    email: `${pick(['contact', 'sales', 'devis'])}@${slug}.example.com`,
    phone: pick(['+33 1 42 68 53 00', '+44 20 7946 0958', '01 23 45 67 89', '+1 415 555 0132']),
    client: pick(CLIENTS),
    number: `${prefix}-${year}-${String(1 + Math.floor(r() * 999)).padStart(3, '0')}`,
    date,
    validUntil: valid,
    currency: pick(CURRENCIES),
    taxRate,
    items,
    subtotal: cents(subtotalCents),
    tax: cents(taxCents),
    total: cents(subtotalCents + taxCents),
    paymentTerms: language === 'fr' ? '30 jours fin de mois par virement' : 'Net 30 days, bank transfer',
  };
}

function interpolate(template: string, values: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
}

function comptoirSpec(d: Data): PdfDocumentSpec {
  const module = d.kind === 'quote' ? 'quotes' : 'orders';
  const keys = [
    'title',
    'number',
    'reference',
    'date',
    'validUntil',
    'client',
    'currency',
    'notes',
    'paymentTerms',
    'page',
  ];
  const q: Record<string, string | undefined> = {};
  for (const k of keys) {
    const key = `${module}.pdf.${k}`;
    const v = translate(d.language, key);
    q[k] = v === key ? undefined : v;
  }
  // The lines table and the totals box every sales document shares (issue 26).
  for (const k of ['designation', 'quantity', 'unitPrice', 'lineTotal', 'subtotal', 'vatLine', 'total']) {
    q[k] = translate(d.language, `common.totals.${k}`);
  }
  const money = (v: string) => formatMoney(v, d.currency);
  const date = (iso: string) => formatDate(iso, d.language === 'fr' ? 'fr' : 'fr');
  return {
    title: q.title!,
    issuer: { name: d.issuer, lines: ['12 rue des Tanneurs, 75011 Paris', d.email, d.phone] },
    meta: [
      { label: q.number ?? q.reference!, value: d.number },
      { label: q.date!, value: date(d.date) },
      ...(d.kind === 'quote' ? [{ label: q.validUntil!, value: date(d.validUntil) }] : []),
    ],
    party: { heading: q.client!, lines: [d.client, '4 avenue de la Gare', '69002 Lyon'] },
    tableNote: interpolate(q.currency!, { currency: d.currency }),
    columns: [
      { header: q.designation!, width: '*' },
      { header: q.quantity!, width: 40, align: 'right' },
      { header: q.unitPrice!, width: 80, align: 'right' },
      { header: q.lineTotal!, width: 85, align: 'right' },
    ],
    rows: d.items.map((i) => [
      { text: i.name, detail: i.detail },
      frenchQuantity(i.quantity),
      money(i.unitPrice),
      money(i.total),
    ]),
    totals:
      d.kind === 'quote'
        ? [
            { label: q.subtotal!, value: money(d.subtotal) },
            {
              label: interpolate(q.vatLine!, { rate: d.taxRate, base: money(d.subtotal) }),
              value: money(d.tax),
            },
            { label: q.total!, value: money(d.total), strong: true },
          ]
        : [{ label: q.subtotal!, value: money(d.subtotal), strong: true }],
    sections: [{ title: q.paymentTerms ?? q.notes!, text: d.paymentTerms }],
    footer: (page, pages) => `${d.issuer} · ${d.number} · ${interpolate(q.page!, { page, pages })}`,
    info: { title: `${q.title} ${d.number}`, author: d.issuer },
  };
}

const WORDS = {
  fr: {
    quote: 'DEVIS',
    order: 'BON DE COMMANDE',
    number: { quote: 'Devis n°', order: 'Commande n°' },
    date: 'Date',
    valid: "Valable jusqu'au",
    client: 'Client',
    ref: 'Réf.',
    description: 'Désignation',
    qty: 'Qté',
    unit: 'P.U. HT',
    amount: 'Montant HT',
    subtotal: 'Total HT',
    tax: 'TVA',
    total: 'Total TTC',
    terms: 'Conditions de paiement',
    delivery: 'Délai de livraison',
    deliveryValue: '3 semaines',
    phone: 'Tél.',
    email: 'E-mail',
  },
  en: {
    quote: 'QUOTATION',
    order: 'PURCHASE ORDER',
    number: { quote: 'Quote No.', order: 'Order No.' },
    date: 'Date',
    valid: 'Valid until',
    client: 'Bill to',
    ref: 'Ref',
    description: 'Description',
    qty: 'Qty',
    unit: 'Unit price',
    amount: 'Amount',
    subtotal: 'Subtotal',
    tax: 'VAT',
    total: 'Total',
    terms: 'Payment terms',
    delivery: 'Delivery time',
    deliveryValue: '3 weeks',
    phone: 'Phone',
    email: 'Email',
  },
};

function ownDefinition(d: Data): TDocumentDefinitions {
  const w = WORDS[d.language];
  const style = d.language === 'fr' ? 'fr' : 'en';
  const money = (v: string) => formatAmount(v, style);
  const date = (iso: string) => formatDate(iso, d.language === 'fr' ? 'fr-long' : 'en-us-long');
  const title = d.kind === 'quote' ? w.quote : w.order;
  const tableBody = [
    [w.ref, w.description, w.qty, w.unit, w.amount].map((h) => ({ text: pdfText(h), bold: true })),
    ...d.items.map((i, n) => [
      `A${String(100 + n)}`,
      { stack: [pdfText(i.name), { text: pdfText(i.detail), fontSize: 7 }] },
      { text: String(i.quantity), alignment: 'right' },
      { text: pdfText(money(i.unitPrice)), alignment: 'right' },
      { text: pdfText(money(i.total)), alignment: 'right' },
    ]),
  ];
  const items: Content = {
    table: { headerRows: 1, widths: [40, '*', 40, 70, 80], body: tableBody },
    layout: 'lightHorizontalLines',
    margin: [0, 16, 0, 0],
  } as Content;
  const t = (text: string) => pdfText(text);
  if (d.layout === 'letter') {
    return {
      pageSize: 'A4',
      defaultStyle: { font: 'Helvetica', fontSize: 9 },
      content: [
        { text: t(d.issuer), fontSize: 15, bold: true },
        { text: t('8 Market Street, Bristol BS1 4DJ') },
        { text: t(`${w.phone} : ${d.phone}  ·  ${w.email} : ${d.email}`) },
        { text: t(title), fontSize: 13, bold: true, margin: [0, 20, 0, 6] },
        { text: t(`${w.number[d.kind]} : ${d.number}`) },
        { text: t(`${w.date} : ${date(d.date)}`) },
        ...(d.kind === 'quote' ? [{ text: t(`${w.valid} : ${date(d.validUntil)}`) }] : []),
        { text: t(`${w.client} : ${d.client}`), margin: [0, 10, 0, 0] },
        items,
        {
          margin: [0, 10, 0, 0],
          columns: [
            { width: '*', text: '' },
            {
              width: 200,
              table: {
                widths: ['*', 'auto'],
                body: [
                  [t(w.subtotal), { text: t(`${money(d.subtotal)} ${d.currency}`), alignment: 'right' }],
                  [
                    t(`${w.tax} ${d.taxRate} %`),
                    { text: t(`${money(d.tax)} ${d.currency}`), alignment: 'right' },
                  ],
                  [
                    { text: t(w.total), bold: true },
                    { text: t(`${money(d.total)} ${d.currency}`), bold: true, alignment: 'right' },
                  ],
                ],
              },
              layout: 'noBorders',
            },
          ],
        },
        { text: t(`${w.terms} : ${d.paymentTerms}`), margin: [0, 14, 0, 0] },
        { text: t(`${w.delivery} : ${w.deliveryValue}`) },
      ] as Content[],
    };
  }
  // compact: a reference box and a totals box whose values sit under their labels.
  return {
    pageSize: 'A4',
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [
      {
        columns: [
          { text: t(title), fontSize: 16, bold: true },
          {
            stack: [
              { text: t(d.issuer), bold: true, alignment: 'right' },
              { text: t(d.email), alignment: 'right' },
              { text: t(d.phone), alignment: 'right' },
            ],
          },
        ],
      },
      {
        margin: [0, 16, 0, 0],
        table: {
          widths: ['*', '*', '*'],
          body: [
            [w.number[d.kind], w.date, d.kind === 'quote' ? w.valid : w.client].map((h) => ({
              text: t(h),
              bold: true,
            })),
            [d.number, date(d.date), d.kind === 'quote' ? date(d.validUntil) : d.client].map((v) => t(v)),
          ],
        },
        layout: 'noBorders',
      },
      items,
      {
        margin: [0, 12, 0, 0],
        table: {
          widths: ['*', '*', '*'],
          body: [
            [`${w.subtotal} (${d.currency})`, `${w.tax} (${d.currency})`, `${w.total} (${d.currency})`].map(
              (h) => ({ text: t(h), bold: true, alignment: 'right' }),
            ),
            [money(d.subtotal), money(d.tax), money(d.total)].map((v) => ({
              text: t(v),
              alignment: 'right',
            })),
          ],
        },
        layout: 'noBorders',
      },
      { text: t(`${w.terms} : ${d.paymentTerms}`), margin: [0, 14, 0, 0] },
    ] as Content[],
    footer: (page: number, pages: number) => ({
      text: t(`${d.issuer} - ${page}/${pages}`),
      alignment: 'center',
      fontSize: 7,
    }),
  };
}

async function render(d: Data): Promise<Uint8Array> {
  if (d.layout === 'comptoir') return new Uint8Array(await renderPdf(comptoirSpec(d)));
  return pdfFromDefinition(ownDefinition(d));
}

/** The documents of set (c): every layout × language × kind, a few seeds each, plus long documents. */
export async function generatedDocuments(perCombination = 3): Promise<GeneratedDoc[]> {
  const out: GeneratedDoc[] = [];
  let seed = 1;
  const combos: [Layout, Language, DocKind, number | undefined][] = [];
  for (const layout of ['comptoir', 'letter', 'compact'] as Layout[]) {
    for (const language of ['fr', 'en'] as Language[]) {
      for (const kind of ['quote', 'order'] as DocKind[]) {
        for (let i = 0; i < perCombination; i += 1) combos.push([layout, language, kind, undefined]);
      }
      // A long document (three pages or so) per layout and language, for timing.
      combos.push([layout, language, 'quote', 45]);
    }
  }
  for (const [layout, language, kind, lines] of combos) {
    const d = makeData(seed, kind, language, layout, lines);
    seed += 1;
    const bytes = await render(d);
    const pages = (new TextDecoder('latin1').decode(bytes).match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    const totalPrice = d.kind === 'order' && d.layout === 'comptoir' ? d.subtotal : d.total;
    out.push({
      name: `${layout}-${language}-${kind}-${seed - 1}`,
      bytes,
      pages,
      truth: {
        supplierName: d.issuer,
        quotationNumber: d.number,
        totalPrice,
        currency: d.currency,
        validUntil: d.kind === 'quote' ? d.validUntil : null,
        email: d.email,
        phone: d.phone,
        productTotals: d.items.map((i) => i.total),
      },
    });
  }
  return out;
}
