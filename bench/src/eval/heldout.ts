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
import type { InvoiceExtraction, QuotationExtraction } from '@comptoir/core/modules/extraction';
import { invoiceFromText } from '../../../server/src/modules/extraction/engine/invoice-fields';
import { quotationFromText } from '../../../server/src/modules/extraction/engine/quotation-fields';
import { readPdfText } from '../../../server/src/modules/extraction/engine/pdf-text';
import {
  pdfFromDefinition,
  tally,
  type FieldScore,
} from '../../../server/src/modules/extraction/engine/text-fixtures';
import { pdfText } from '../../../server/src/platform/pdf';
import { scoreTruth, timing, type SetResult } from './report';
import { random } from './random';

type Country = 'uk' | 'us' | 'be' | 'ch' | 'es' | 'it' | 'cn';
type Kind = 'invoice' | 'quotation';
type HeaderLayout = 'stack' | 'twoColumn' | 'above';

export interface HeldOutDoc {
  name: string;
  kind: Kind;
  bytes: Uint8Array;
  /** Field → expected value (null: the document does not print it). */
  truth: Record<string, string | null>;
  lineTotals: string[];
}

const MONTHS = {
  en: 'January February March April May June July August September October November December'.split(' '),
  fr: 'janvier février mars avril mai juin juillet août septembre octobre novembre décembre'.split(' '),
  es: 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' '),
  it: 'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(
    ' ',
  ),
};

function group(int: string, sep: string): string {
  return int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
}

/** Canonical '1234.50' in a country's style. */
function money(value: string, style: 'en' | 'eu' | 'ch' | 'frbe'): string {
  const [int = '0', frac = '00'] = value.split('.');
  if (style === 'en') return `${group(int, ',')}.${frac}`;
  if (style === 'eu') return `${group(int, '.')},${frac}`;
  if (style === 'ch') return `${group(int, "'")}.${frac}`;
  return `${group(int, ' ')},${frac}`;
}

interface CountrySpec {
  currency: (r: () => number) => string;
  amount: (v: string, currency: string, r: () => number) => string;
  date: (iso: string, r: () => number) => string;
  taxRate: number[];
  sellers: string[];
  buyers: string[];
  address: string[];
  phone: (r: () => number) => string;
  vat: ((r: () => number) => { printed: string; value: string }) | null;
  iban: ((r: () => number) => string) | null;
  words: Record<string, string[]>;
}

const digitsOf = (r: () => number, n: number) =>
  Array.from({ length: n }, () => String(Math.floor(r() * 10))).join('');
const upperOf = (r: () => number, n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(65 + Math.floor(r() * 26))).join('');

/** A valid IBAN: the country, its BBAN, and the ISO 7064 check digits. */
function iban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(rearranged) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}
const spaced = (s: string) => s.replace(/(.{4})(?=.)/g, '$1 ');

function luhnComplete(body: string): string {
  for (let d = 0; d < 10; d += 1) {
    const n = `${body}${d}`;
    let sum = 0;
    n.split('')
      .reverse()
      .forEach((c, i) => {
        const x = Number(c) * (i % 2 === 1 ? 2 : 1);
        sum += x > 9 ? x - 9 : x;
      });
    if (sum % 10 === 0) return n;
  }
  return `${body}0`;
}

function dmy(iso: string, sep: string): string {
  const [y, m, d] = iso.split('-');
  return `${d}${sep}${m}${sep}${y}`;
}
function longDate(iso: string, lang: keyof typeof MONTHS, r: () => number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const month = MONTHS[lang][m - 1]!;
  if (lang === 'en') return r() < 0.5 ? `${d} ${month} ${y}` : `${d} ${month.slice(0, 3)} ${y}`;
  if (lang === 'es') return `${d} de ${month} de ${y}`;
  return `${d} ${month} ${y}`;
}

const SPECS: Record<Country, CountrySpec> = {
  uk: {
    currency: () => 'GBP',
    amount: (v) => `£${money(v, 'en')}`,
    date: (iso, r) => (r() < 0.5 ? dmy(iso, '/') : longDate(iso, 'en', r)),
    taxRate: [20, 20, 5],
    sellers: [
      'Hargreaves & Pike Ltd',
      'Brightwater Tooling Limited',
      'Fenwick Office Supplies',
      'Tamar Valley Joinery Ltd',
    ],
    buyers: ['Castle Mead Surgery', 'Riverside Lettings Ltd', 'The Old Forge Café'],
    address: ['Unit 4, Mill Lane', 'Leeds LS12 6BD', 'United Kingdom'],
    phone: (r) => `+44 ${r() < 0.5 ? '113' : '20'} ${digitsOf(r, 3)} ${digitsOf(r, 4)}`,
    vat: (r) => {
      const d = digitsOf(r, 9);
      return { printed: `GB ${d.slice(0, 3)} ${d.slice(3, 7)} ${d.slice(7)}`, value: `GB${d}` };
    },
    iban: (r) => iban('GB', `${upperOf(r, 4)}${digitsOf(r, 14)}`),
    words: {
      invoice: ['INVOICE', 'Tax Invoice', 'VAT INVOICE'],
      quotation: ['QUOTATION', 'Quotation'],
      invoiceNumber: ['Invoice No.', 'Invoice Number', 'Invoice No'],
      quotationNumber: ['Quotation No.', 'Quote Ref', 'Quote No.'],
      issueDate: ['Invoice Date', 'Date', 'Tax Point'],
      dueDate: ['Payment Due', 'Due Date', 'Due by'],
      validUntil: ['Valid until', 'Quote valid until'],
      buyer: ['Invoice to', 'Bill to', 'Customer'],
      vat: ['VAT Reg No', 'VAT Registration No.', 'VAT No.'],
      net: ['Subtotal', 'Net Total', 'Total (excl. VAT)'],
      tax: ['VAT @ {rate}%', 'VAT', 'VAT {rate}%'],
      total: ['Total', 'Total Due', 'Invoice Total', 'TOTAL GBP'],
      description: ['Description'],
      qty: ['Qty', 'Quantity'],
      unit: ['Unit Price', 'Price'],
      amount: ['Amount', 'Net'],
      vatCol: ['VAT %'],
      discount: ['Disc. %'],
      iban: ['IBAN'],
      page: ['Page {page} of {pages}'],
    },
  },
  us: {
    currency: () => 'USD',
    amount: (v) => `$${money(v, 'en')}`,
    date: (iso, r) => {
      const [y, m, d] = iso.split('-');
      return r() < 0.7 ? `${m}/${d}/${y}` : `${MONTHS.en[Number(m) - 1]} ${Number(d)}, ${y}`;
    },
    taxRate: [6.25, 7, 8.25, 8.875],
    sellers: [
      'Lakeshore Digital LLC',
      'Pine Ridge Supply Co.',
      'Copperline Fabrication Inc.',
      'Mesa Verde Electric',
    ],
    buyers: ['Granite Peak Dental', 'Harbor Point Marina', 'Sunset Bakery LLC'],
    address: ['1420 Elm Street, Suite 300', 'Austin, TX 78701', 'USA'],
    phone: (r) =>
      `(${digitsOf(r, 3).replace(/^[01]/, '5')}) ${digitsOf(r, 3).replace(/^[01]/, '5')}-${digitsOf(r, 4)}`,
    vat: null,
    iban: null,
    words: {
      invoice: ['INVOICE', 'Invoice'],
      quotation: ['QUOTE', 'ESTIMATE', 'Sales Quote'],
      invoiceNumber: ['Invoice #', 'Invoice Number', 'Invoice No.'],
      quotationNumber: ['Quote #', 'Estimate #', 'Quote Number'],
      issueDate: ['Invoice Date', 'Date', 'Date Issued'],
      dueDate: ['Due Date', 'Payment Due'],
      validUntil: ['Expires', 'Valid Until', 'Expiration Date'],
      buyer: ['Bill To', 'Sold To', 'Customer'],
      net: ['Subtotal', 'Sub Total'],
      tax: ['Sales Tax ({rate}%)', 'Sales Tax', 'Tax ({rate}%)'],
      total: ['Amount Due', 'Total', 'Balance Due', 'Total (USD)'],
      description: ['Description', 'Item'],
      qty: ['Qty', 'Hours', 'Quantity'],
      unit: ['Rate', 'Unit Price'],
      amount: ['Amount', 'Line Total'],
      vatCol: ['Tax %'],
      discount: ['Discount %'],
      iban: ['IBAN'],
      page: ['Page {page} of {pages}', 'Page {page}/{pages}'],
    },
  },
  be: {
    currency: () => 'EUR',
    amount: (v, _c, r) => (r() < 0.5 ? `${money(v, 'eu')} €` : `€ ${money(v, 'eu')}`),
    date: (iso, r) => (r() < 0.7 ? dmy(iso, '/') : longDate(iso, 'fr', r)),
    taxRate: [21, 21, 6],
    sellers: ['Ateliers Dumont SRL', 'Brasserie Van Hove', 'Imprimerie Lambot SA', 'Menuiserie Delcourt'],
    buyers: ['Clinique des Trois Ponts', 'Résidence Les Tilleuls', 'Librairie Vanderbeek'],
    address: ['Rue de la Station 18', '4000 Liège', 'Belgique'],
    phone: (r) => `+32 4 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const n = `0${digitsOf(r, 7)}`;
      const check = String(97 - (Number(n) % 97)).padStart(2, '0');
      const body = `${n}${check}`;
      return {
        printed: `BE ${body.slice(0, 4)}.${body.slice(4, 7)}.${body.slice(7)}`,
        value: `BE${body}`,
      };
    },
    iban: (r) => {
      const n = digitsOf(r, 10);
      const check = String(Number(BigInt(n) % 97n) || 97).padStart(2, '0');
      return iban('BE', `${n}${check}`);
    },
    words: {
      invoice: ['FACTURE', 'Facture'],
      quotation: ['OFFRE DE PRIX', 'DEVIS'],
      invoiceNumber: ['Facture n°', 'N° de facture', 'Numéro de facture'],
      quotationNumber: ['Offre n°', 'Devis n°'],
      issueDate: ['Date de facture', 'Date', "Date d'émission"],
      dueDate: ['Échéance', "Date d'échéance"],
      validUntil: ["Valable jusqu'au", 'Validité'],
      buyer: ['Client', 'Facturé à'],
      vat: ['TVA', 'N° TVA', 'TVA BE'],
      net: ['Total HTVA', 'Montant HTVA', 'Base imposable'],
      tax: ['TVA {rate}%', 'TVA {rate} %', 'Montant TVA'],
      total: ['Montant TVAC', 'Total TVAC', 'Total à payer'],
      description: ['Description', 'Désignation'],
      qty: ['Qté', 'Quantité'],
      unit: ['Prix unitaire', 'P.U.'],
      amount: ['Montant', 'Total HTVA'],
      vatCol: ['TVA %'],
      discount: ['Remise %'],
      iban: ['IBAN', 'Compte IBAN'],
      page: ['Page {page}/{pages}'],
    },
  },
  ch: {
    currency: (r) => (r() < 0.8 ? 'CHF' : 'EUR'),
    amount: (v, c, r) => (r() < 0.5 ? `${c} ${money(v, 'ch')}` : money(v, 'ch')),
    date: (iso, r) => (r() < 0.6 ? dmy(iso, '.') : longDate(iso, 'fr', r)),
    taxRate: [8.1, 8.1, 2.6],
    sellers: [
      'Horlogerie Vaudoise Sàrl',
      'Mécanique Jaquet SA',
      'Fiduciaire Rochat & Cie',
      'Alpina Outillage AG',
    ],
    buyers: ['Hôtel du Lac Léman', 'Cabinet Perroud', 'Commune de Bussigny'],
    address: ['Avenue de la Gare 12', '1003 Lausanne', 'Suisse'],
    phone: (r) => `+41 21 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const d = digitsOf(r, 9);
      const suffix = r() < 0.5 ? 'TVA' : 'MWST';
      return {
        printed: `CHE-${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6)} ${suffix}`,
        value: `CHE${d}${suffix}`,
      };
    },
    iban: (r) => iban('CH', `${digitsOf(r, 5)}${digitsOf(r, 12)}`),
    words: {
      invoice: ['FACTURE', 'Facture'],
      quotation: ['OFFRE', 'DEVIS'],
      invoiceNumber: ['Facture n°', 'N° facture', 'Facture No'],
      quotationNumber: ['Offre n°', 'Offre No'],
      issueDate: ['Date', 'Date de facturation', 'Lausanne, le'],
      dueDate: ['Échéance', 'Payable jusqu’au', 'À payer avant le'],
      validUntil: ["Valable jusqu'au", 'Offre valable jusqu’au'],
      buyer: ['Client', 'Destinataire'],
      vat: ['N° TVA', 'IDE', 'TVA'],
      net: ['Total HT', 'Sous-total', 'Montant hors TVA'],
      tax: ['TVA {rate}%', 'TVA {rate} %'],
      total: ['Montant TVAC', 'Total TTC', 'Total à payer'],
      description: ['Désignation', 'Description'],
      qty: ['Qté', 'Quantité'],
      unit: ['Prix unit.', 'Prix unitaire'],
      amount: ['Montant', 'Total'],
      vatCol: ['TVA %'],
      discount: ['Rabais %'],
      iban: ['IBAN'],
      page: ['Page {page}/{pages}'],
    },
  },
  es: {
    currency: () => 'EUR',
    amount: (v) => `${money(v, 'eu')} €`,
    date: (iso, r) => (r() < 0.6 ? dmy(iso, '/') : longDate(iso, 'es', r)),
    taxRate: [21, 21, 10],
    sellers: [
      'Suministros Levante S.L.',
      'Talleres Ibarra S.A.',
      'Distribuciones Ortega S.L.',
      'Cerámicas del Turia S.L.',
    ],
    buyers: ['Hostal La Giralda', 'Clínica Dental Robles', 'Panadería Martín S.L.'],
    address: ['Calle Colón 24, 2º', '46004 Valencia', 'España'],
    phone: (r) => `+34 96 ${digitsOf(r, 3)} ${digitsOf(r, 2)} ${digitsOf(r, 2)}`,
    vat: (r) => {
      const v = `ESB${digitsOf(r, 8)}`;
      return { printed: v, value: v };
    },
    iban: (r) => iban('ES', digitsOf(r, 20)),
    words: {
      invoice: ['FACTURA', 'Factura'],
      quotation: ['PRESUPUESTO', 'Presupuesto'],
      invoiceNumber: ['Factura nº', 'Nº Factura', 'Número de factura'],
      quotationNumber: ['Presupuesto nº', 'Nº Presupuesto'],
      issueDate: ['Fecha', 'Fecha de emisión', 'Fecha factura'],
      dueDate: ['Vencimiento', 'Fecha de vencimiento'],
      validUntil: ['Válido hasta', 'Validez hasta'],
      buyer: ['Cliente', 'Facturar a'],
      vat: ['NIF-IVA', 'CIF', 'NIF'],
      net: ['Base imponible', 'Subtotal'],
      tax: ['IVA {rate}%', 'IVA ({rate}%)', 'Cuota IVA'],
      total: ['Total', 'Total factura', 'TOTAL'],
      description: ['Descripción', 'Concepto'],
      qty: ['Cantidad', 'Uds.'],
      unit: ['Precio', 'Precio unit.'],
      amount: ['Importe', 'Total'],
      vatCol: ['IVA %'],
      discount: ['Dto. %'],
      iban: ['IBAN'],
      page: ['Página {page} de {pages}'],
    },
  },
  it: {
    currency: () => 'EUR',
    amount: (v, _c, r) => (r() < 0.5 ? `€ ${money(v, 'eu')}` : money(v, 'eu')),
    date: (iso, r) => (r() < 0.7 ? dmy(iso, '/') : longDate(iso, 'it', r)),
    taxRate: [22, 22, 10],
    sellers: [
      'Ferramenta Rossi S.r.l.',
      'Officine Bellini S.p.A.',
      'Tipografia Gallo',
      'Arredi Conti S.r.l.',
    ],
    buyers: ['Trattoria Da Nino', 'Studio Medico Ferri', 'Albergo Miramare S.r.l.'],
    address: ['Via Garibaldi 48', '10122 Torino (TO)', 'Italia'],
    phone: (r) => `+39 011 ${digitsOf(r, 3)} ${digitsOf(r, 4)}`,
    vat: (r) => {
      const v = `IT${luhnComplete(digitsOf(r, 10))}`;
      return { printed: v, value: v };
    },
    iban: (r) => iban('IT', `${upperOf(r, 1)}${digitsOf(r, 10)}${digitsOf(r, 12)}`),
    words: {
      invoice: ['FATTURA', 'Fattura'],
      quotation: ['PREVENTIVO', 'Offerta'],
      invoiceNumber: ['Fattura n.', 'Numero fattura', 'Fattura N°'],
      quotationNumber: ['Preventivo n.', 'Offerta n.'],
      issueDate: ['Data', 'Data fattura', 'Data documento'],
      dueDate: ['Scadenza', 'Data scadenza'],
      validUntil: ['Valido fino al', 'Validità offerta'],
      buyer: ['Cliente', 'Destinatario', 'Spett.le'],
      vat: ['P.IVA', 'Partita IVA', 'P. IVA'],
      net: ['Imponibile', 'Totale imponibile'],
      tax: ['IVA {rate}%', 'Totale IVA', 'IVA'],
      total: ['Totale', 'Totale documento', 'Totale fattura'],
      description: ['Descrizione'],
      qty: ['Q.tà', 'Quantità'],
      unit: ['Prezzo unit.', 'Prezzo'],
      amount: ['Importo', 'Totale'],
      vatCol: ['IVA %'],
      discount: ['Sconto %'],
      iban: ['IBAN', 'Coordinate bancarie IBAN'],
      page: ['Pagina {page} di {pages}'],
    },
  },
  cn: {
    currency: (r) => (r() < 0.65 ? 'CNY' : 'USD'),
    amount: (v, c, r) =>
      c === 'USD' ? `US$${money(v, 'en')}` : r() < 0.5 ? `¥${money(v, 'en')}` : `RMB ${money(v, 'en')}`,
    date: (iso, r) => (r() < 0.5 ? iso : longDate(iso, 'en', r)),
    taxRate: [0],
    sellers: [
      'Shenzhen Huaxin Electronics Co., Ltd.',
      'Ningbo Everbright Hardware Co., Ltd.',
      'Dongguan Jiale Packaging Co., Ltd.',
      'Xiamen Bluesea Textile Co., Ltd.',
    ],
    buyers: ['Nordic Home Retail AB', 'Kestrel Outdoor GmbH', 'Atelier Brume SAS'],
    address: ['No. 18 Keji Road, Nanshan District', 'Shenzhen, Guangdong 518057', 'China'],
    phone: (r) => `+86 755 ${digitsOf(r, 4)} ${digitsOf(r, 4)}`,
    vat: null,
    iban: null,
    words: {
      invoice: ['COMMERCIAL INVOICE'],
      quotation: ['QUOTATION', 'PRICE QUOTATION', 'Quotation Sheet'],
      quotationNumber: ['Quotation No.', 'Quote No.', 'Ref No.'],
      issueDate: ['Date', 'Quotation Date'],
      validUntil: ['Valid until', 'Validity', 'Offer valid till'],
      buyer: ['To', 'Buyer', 'Customer'],
      net: ['Subtotal'],
      tax: ['VAT'],
      total: ['Total Amount', 'TOTAL', 'Grand Total'],
      description: ['Description', 'Item Description'],
      qty: ['Qty (pcs)', 'Quantity'],
      unit: ['Unit Price', 'Price'],
      amount: ['Amount', 'Total'],
      vatCol: ['Tax %'],
      discount: ['Discount'],
      page: ['Page {page} of {pages}'],
    },
  },
};

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

function score(got: InvoiceExtraction | QuotationExtraction, doc: HeldOutDoc): FieldScore[] {
  const scores = scoreTruth(got, doc.truth);
  const lines =
    got.kind === 'invoice'
      ? got.lines.map((l) => l.total.value ?? '?')
      : got.products.map((p) => p.totalPrice.value ?? '?');
  const g = lines.join(' ');
  const w = doc.lineTotals.join(' ');
  return [...scores, { field: 'lines', ok: g === w, got: g, want: w }];
}

export async function heldOutSet(docs: HeldOutDoc[]): Promise<SetResult> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const doc of docs) {
    const start = performance.now();
    const text = await readPdfText(doc.bytes);
    const got = doc.kind === 'invoice' ? invoiceFromText(text) : quotationFromText(text);
    times.push(performance.now() - start);
    const s = score(got, doc);
    scores.push(s);
    documents.push({ name: doc.name, pages: text.pages.length, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: docs.length, documents };
}
