/**
 * Held-out set: invoices and supplier quotations in conventions the engine was not written
 * against: the UK (GBP, 'VAT Reg No'), the US (USD, 'Invoice #', 'Sales Tax', month-first dates),
 * Belgium and Switzerland (French labels, 'TVAC', 'CHE-…' ids, apostrophe thousands), Spain and
 * Italy (Factura / Fattura, IVA, 'Base imponible' / 'Imponibile') and a Chinese supplier's quotation
 * in English (CNY / RMB / US$, FOB terms, lead time, MOQ), in varied layouts: two-column headers,
 * labels above their values, a bordered totals box, tables with VAT % and discount columns, and
 * long documents whose totals are on the last page.
 *
 * Everything comes from a seeded generator: the labels are the values put in. `heldOutDocuments`
 * with another seed gives documents nobody looked at while tuning the engine (set `heldOutFresh`).
 */
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { pdfFromDefinition } from '../../../server/src/modules/extraction/engine/text-fixtures';
import { pdfText } from '../../../server/src/platform/pdf';
import { SPECS, digitsOf, spaced, upperOf, type Country } from './heldout-countries';
import { random } from './random';

export type Kind = 'invoice' | 'quotation';
type HeaderLayout = 'stack' | 'twoColumn' | 'above';

export interface HeldOutDoc {
  name: string;
  kind: Kind;
  bytes: Uint8Array;
  /** Field → expected value (null: the document does not print it). */
  truth: Record<string, string | null>;
  lineTotals: string[];
}

const PRODUCTS = [
  'Stainless hinge 100 mm',
  'Cable gland M20',
  'Printed carton 40x30x30',
  'LED driver 40 W',
  'Installation labour',
  'Oak worktop 3 m',
  'Network switch 24 ports',
  'Safety gloves (box of 50)',
  'Annual maintenance contract',
  'Aluminium profile 2 m',
  'Bluetooth speaker module',
  'Cotton tote bag printed',
];

interface Item {
  ref: string;
  name: string;
  quantity: number;
  unit: string;
  discount: number;
  total: string;
}

interface Data {
  country: Country;
  kind: Kind;
  header: HeaderLayout;
  totalsBox: boolean;
  extraColumns: boolean;
  seller: string;
  buyer: string;
  email: string;
  phone: string;
  number: string;
  issue: string;
  due: string;
  currency: string;
  rate: number;
  items: Item[];
  net: string;
  tax: string;
  total: string;
  vat: { printed: string; value: string } | null;
  iban: string | null;
  word: (key: string) => string;
  amount: (v: string) => string;
  date: (iso: string) => string;
}

const cents = (n: number) => (Math.round(n) / 100).toFixed(2);

function makeData(seed: number, country: Country, kind: Kind, long: boolean): Data {
  const r = random(seed * 7919 + 17);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const spec = SPECS[country];
  const extraColumns = r() < 0.4;
  const count = long ? 48 + Math.floor(r() * 12) : 2 + Math.floor(r() * 7);
  const items: Item[] = Array.from({ length: count }, () => {
    const quantity = country === 'cn' ? 500 * (1 + Math.floor(r() * 10)) : 1 + Math.floor(r() * 30);
    const unitCents = country === 'cn' ? 20 + Math.floor(r() * 3000) : 150 + Math.floor(r() * 60000);
    const discount = extraColumns && r() < 0.4 ? pick([5, 10, 15]) : 0;
    const totalCents = Math.round((quantity * unitCents * (100 - discount)) / 100);
    return {
      ref: `${upperOf(r, 2)}-${digitsOf(r, 4)}`,
      name: pick(PRODUCTS),
      quantity,
      unit: cents(unitCents),
      discount,
      total: cents(totalCents),
    };
  });
  const netCents = items.reduce((s, i) => s + Math.round(Number(i.total) * 100), 0);
  const rate = pick(spec.taxRate);
  const taxCents = Math.round((netCents * rate) / 100);
  const year = 2025 + Math.floor(r() * 2);
  const day = new Date(Date.UTC(year, Math.floor(r() * 12), 1 + Math.floor(r() * 28)));
  const issue = day.toISOString().slice(0, 10);
  const due = new Date(day.getTime() + pick([14, 30, 45, 60]) * 86400000).toISOString().slice(0, 10);
  const seller = pick(spec.sellers);
  const slug = seller
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z ]/g, '')
    .split(' ')
    .slice(0, 2)
    .join('');
  const currency = spec.currency(r);
  const chosen = new Map<string, string>();
  const word = (key: string) => {
    if (!chosen.has(key)) chosen.set(key, pick(spec.words[key] ?? [key]));
    return chosen.get(key)!.replace('{rate}', String(rate));
  };
  const numberPrefix = kind === 'invoice' ? pick(['INV', '', 'F', 'FA']) : pick(['QT', 'Q', 'OF', 'PRE']);
  const numberBody = pick([
    () => `${year}-${digitsOf(r, 4)}`,
    () => `${digitsOf(r, 5)}`,
    () => `${year}${digitsOf(r, 3)}`,
  ])();
  return {
    country,
    kind,
    header: pick(['stack', 'twoColumn', 'above'] as HeaderLayout[]),
    totalsBox: r() < 0.5,
    extraColumns,
    seller,
    buyer: pick(spec.buyers),
    email: `${pick(['accounts', 'sales', 'info', 'billing'])}@${slug}.example.com`,
    phone: spec.phone(r),
    number: numberPrefix ? `${numberPrefix}${pick(['-', '', '/'])}${numberBody}` : numberBody,
    issue,
    due,
    currency,
    rate,
    items,
    net: cents(netCents),
    tax: cents(taxCents),
    total: cents(netCents + taxCents),
    vat: spec.vat ? spec.vat(r) : null,
    iban: spec.iban && (kind === 'invoice' || r() < 0.5) ? spec.iban(r) : null,
    word,
    amount: (v) => spec.amount(v, currency, r),
    date: (iso) => spec.date(iso, r),
  };
}

const t = (s: string) => pdfText(s);

function definition(d: Data): TDocumentDefinitions {
  const w = d.word;
  const invoice = d.kind === 'invoice';
  const numberLabel = w(invoice ? 'invoiceNumber' : 'quotationNumber');
  const meta: [string, string][] = [
    [numberLabel, d.number],
    [w('issueDate'), d.date(d.issue)],
    [w(invoice ? 'dueDate' : 'validUntil'), d.date(d.due)],
  ];
  if (d.country === 'cn') {
    meta.push(['Price Term', 'FOB Shenzhen'], ['Currency', d.currency === 'CNY' ? 'RMB' : 'USD']);
  }
  const sellerLines = [...SPECS[d.country].address, `Tel: ${d.phone}`, `E-mail: ${d.email}`];
  if (d.vat) sellerLines.push(`${w('vat')}: ${d.vat.printed}`);
  const sellerBlock: Content = {
    stack: [
      { text: t(d.seller), bold: true, fontSize: 14 },
      ...sellerLines.map((l) => ({ text: t(l), fontSize: 8 })),
    ],
  };
  const buyerBlock: Content = {
    margin: [0, 12, 0, 0],
    stack: [
      { text: t(w('buyer')), bold: true },
      { text: t(d.buyer) },
      { text: t('22 Harbour Road') },
      { text: t('Postcode 4410') },
    ],
  };
  const title: Content = {
    text: t(w(invoice ? 'invoice' : 'quotation')),
    fontSize: 16,
    bold: true,
    margin: [0, 10, 0, 6],
  };
  let header: Content[];
  if (d.header === 'twoColumn') {
    header = [
      {
        columns: [
          { width: '*', ...sellerBlock },
          {
            width: 220,
            stack: [
              { ...title, alignment: 'right', margin: [0, 0, 0, 6] } as Content,
              {
                table: {
                  widths: ['*', 'auto'],
                  body: meta.map(([k, v]) => [
                    { text: t(k), bold: true },
                    { text: t(v), alignment: 'right' },
                  ]),
                },
                layout: 'noBorders',
              },
            ],
          },
        ],
      } as Content,
      buyerBlock,
    ];
  } else if (d.header === 'above') {
    header = [
      sellerBlock,
      title,
      {
        table: {
          widths: meta.map(() => '*'),
          body: [
            meta.map(([k]) => ({ text: t(k), bold: true, fontSize: 8 })),
            meta.map(([, v]) => ({ text: t(v) })),
          ],
        },
        layout: 'headerLineOnly',
      } as Content,
      buyerBlock,
    ];
  } else {
    header = [sellerBlock, title, ...meta.map(([k, v]) => ({ text: t(`${k}: ${v}`) })), buyerBlock];
  }
  const columns: { head: string; cell: (i: Item) => string; width: number | string; right?: boolean }[] = [
    ...(d.extraColumns ? [{ head: 'Code', cell: (i: Item) => i.ref, width: 55 }] : []),
    { head: w('description'), cell: (i) => i.name, width: '*' },
    { head: w('qty'), cell: (i) => String(i.quantity), width: 45, right: true },
    { head: w('unit'), cell: (i) => d.amount(i.unit), width: 70, right: true },
    ...(d.extraColumns
      ? [
          {
            head: w('discount'),
            cell: (i: Item) => (i.discount ? `${i.discount}%` : ''),
            width: 45,
            right: true,
          },
          { head: w('vatCol'), cell: () => `${d.rate}%`, width: 40, right: true },
        ]
      : []),
    { head: w('amount'), cell: (i) => d.amount(i.total), width: 75, right: true },
  ];
  const table: Content = {
    margin: [0, 14, 0, 0],
    table: {
      headerRows: 1,
      widths: columns.map((c) => c.width),
      body: [
        columns.map((c) => ({ text: t(c.head), bold: true, alignment: c.right ? 'right' : 'left' })),
        ...d.items.map((i) =>
          columns.map((c) => ({ text: t(c.cell(i)), alignment: c.right ? 'right' : 'left' })),
        ),
      ],
    },
    layout: 'lightHorizontalLines',
  } as Content;
  const totals: [string, string, boolean][] =
    d.rate > 0
      ? [
          [w('net'), d.amount(d.net), false],
          [w('tax'), d.amount(d.tax), false],
          [w('total'), d.amount(d.total), true],
        ]
      : [[w('total'), d.amount(d.total), true]];
  const totalsContent: Content = d.totalsBox
    ? ({
        margin: [0, 10, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 210,
            table: {
              widths: ['*', 'auto'],
              body: totals.map(([k, v, strong]) => [
                { text: t(k), bold: strong },
                { text: t(v), bold: strong, alignment: 'right' },
              ]),
            },
          },
        ],
      } as Content)
    : ({
        margin: [0, 10, 0, 0],
        stack: totals.map(([k, v, strong]) => ({ text: t(`${k}   ${v}`), bold: strong, alignment: 'right' })),
      } as Content);
  const notes: Content[] = [];
  if (d.country === 'cn') {
    notes.push(
      { text: t('Terms and conditions'), bold: true, margin: [0, 14, 0, 2] },
      { text: t(`Lead time: 25 days after deposit`) },
      { text: t('MOQ: 500 pcs per item') },
      { text: t('Payment: 30% T/T deposit, balance before shipment') },
      { text: t('Packing: export carton, 50 pcs per carton') },
    );
  } else {
    notes.push({
      text: t(
        invoice
          ? 'Thank you for your business. Please quote the reference with your payment.'
          : 'We hope this offer meets your requirements.',
      ),
      margin: [0, 14, 0, 0],
      fontSize: 8,
    });
  }
  if (d.iban) notes.push({ text: t(`${w('iban')}: ${spaced(d.iban)}`), margin: [0, 6, 0, 0] });
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    content: [...header, table, totalsContent, ...notes],
    footer: (page: number, pages: number) => ({
      text: t(`${d.seller} - ${w('page').replace('{page}', String(page)).replace('{pages}', String(pages))}`),
      alignment: 'center',
      fontSize: 7,
    }),
  };
}

/** `count` documents from `seed`: every country, both kinds where they exist, long ones now and then. */
export async function heldOutDocuments(seed: number, count: number): Promise<HeldOutDoc[]> {
  const countries: Country[] = ['uk', 'us', 'be', 'ch', 'es', 'it', 'cn'];
  const out: HeldOutDoc[] = [];
  for (let n = 0; n < count; n += 1) {
    const country = countries[n % countries.length]!;
    const kind: Kind =
      country === 'cn' || Math.floor(n / countries.length) % 3 === 2 ? 'quotation' : 'invoice';
    const long = n % 5 === 3;
    const d = makeData(seed + n, country, kind, long);
    const bytes = await pdfFromDefinition(definition(d));
    const common = { currency: d.currency, phone: d.phone, email: d.email };
    const truth: Record<string, string | null> =
      kind === 'invoice'
        ? {
            sellerName: d.seller,
            invoiceNumber: d.number,
            issueDate: d.issue,
            dueDate: d.due,
            currency: common.currency,
            totalWithoutTax: d.net,
            taxAmount: d.tax,
            totalWithTax: d.total,
            sellerVatId: d.vat?.value ?? null,
            buyerName: d.buyer,
            iban: d.iban,
          }
        : {
            supplierName: d.seller,
            quotationNumber: d.number,
            totalPrice: d.total,
            currency: common.currency,
            validUntil: d.due,
            email: d.email,
            phone: d.phone,
          };
    const shape = `${d.header}${d.totalsBox ? '-box' : ''}${d.extraColumns ? '-cols' : ''}${long ? '-long' : ''}`;
    out.push({
      name: `${country}-${kind}-${shape}-${seed + n}`,
      kind,
      bytes,
      truth,
      lineTotals: d.items.map((i) => i.total),
    });
  }
  return out;
}
