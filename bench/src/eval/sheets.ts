/**
 * Set (e), scored: quotation and invoice spreadsheets of the kinds the project makes and receives,
 * from seeded random data, read through the pipeline's extractDocument and scored field by field
 * against the values put in. Layouts:
 *  - 'block': a key/value block (label, value) above the lines table, totals under the table;
 *  - 'table-first': a title, the lines table, totals, then the key/value block at the bottom;
 *  - 'letterhead': the supplier in a merged title cell without a label, 'label : value' cells,
 *    the terms (validity, payment) on a second sheet;
 *  - 'wide': labels with their values in merged cells to the right, a reference column, amounts
 *    as text ('1 234,50 €') instead of numbers.
 * In French, English and German, written as xlsx (exceljs) and as xls (SheetJS, BIFF8).
 */
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import type { InvoiceExtraction, QuotationExtraction } from '@comptoir/core/modules/extraction';
import {
  scoreQuotationProducts,
  tally,
  type FieldScore,
} from '../../../server/src/modules/extraction/engine/text-fixtures';
import { scoreTruth, timing, type SetResult } from './report';
import { random } from './random';

type Lang = 'fr' | 'en' | 'de';
type SheetLayout = 'block' | 'table-first' | 'letterhead' | 'wide';
type Kind = 'quotation' | 'invoice';
type Format = 'xlsx' | 'xls';

interface Spec {
  layout: SheetLayout;
  lang: Lang;
  kind: Kind;
  format: Format;
  /** Amounts written as text in the language's way rather than as numbers. */
  textNumbers: boolean;
}

export interface SheetDoc {
  name: string;
  kind: Kind;
  bytes: Uint8Array;
  truth: Record<string, string | null> & { lineTotals?: never };
  lineTotals: string[];
}

const SUPPLIERS = [
  'Atelier Marchand SARL',
  'Northwind Trading Ltd',
  'Brandt Maschinenbau GmbH',
  'Sud Import Export SAS',
  'Kestrel Components LLC',
  'Müller & Söhne KG',
  'Orchard Industrial Ltd',
  'Comptoir des Îles SA',
];
const ITEMS = [
  'Câble HDMI 2 m',
  'Steel bolts M8',
  'Gants nitrile taille M',
  'LED panel 60x60',
  'Schutzbrille klar',
  'Air filter F7',
  'Pompe doseuse 12 L/h',
  'Packing tape 48 mm',
  'Kabelbinder 200 mm',
  'Capteur de température',
];

const WORDS = {
  fr: {
    title: { quotation: 'DEVIS', invoice: 'FACTURE' },
    supplier: 'Fournisseur',
    number: { quotation: 'Devis n°', invoice: 'Facture n°' },
    date: { quotation: 'Date', invoice: 'Date de facture' },
    second: { quotation: "Valable jusqu'au", invoice: "Date d'échéance" },
    currency: 'Devise',
    email: 'E-mail',
    phone: 'Téléphone',
    head: ['Désignation', 'Quantité', 'Prix unitaire HT', 'Montant HT'],
    reference: 'Référence',
    totals: ['Total HT', 'TVA 20 %', 'Total TTC'],
    terms: 'Conditions',
    payment: ['Conditions de paiement', '30 jours fin de mois'],
  },
  en: {
    title: { quotation: 'QUOTATION', invoice: 'INVOICE' },
    supplier: 'Supplier',
    number: { quotation: 'Quotation No.', invoice: 'Invoice No.' },
    date: { quotation: 'Date', invoice: 'Invoice date' },
    second: { quotation: 'Valid until', invoice: 'Due date' },
    currency: 'Currency',
    email: 'Email',
    phone: 'Phone',
    head: ['Item', 'Qty', 'Unit price', 'Amount'],
    reference: 'SKU',
    totals: ['Subtotal', 'VAT 20%', 'Total due'],
    terms: 'Terms',
    payment: ['Payment terms', 'Net 30 days'],
  },
  de: {
    title: { quotation: 'ANGEBOT', invoice: 'RECHNUNG' },
    supplier: 'Lieferant',
    number: { quotation: 'Angebot Nr.', invoice: 'Rechnungsnummer' },
    date: { quotation: 'Datum', invoice: 'Rechnungsdatum' },
    second: { quotation: 'Gültig bis', invoice: 'Fälligkeitsdatum' },
    currency: 'Währung',
    email: 'E-Mail',
    phone: 'Telefon',
    head: ['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamtpreis'],
    reference: 'Artikelnummer',
    totals: ['Zwischensumme', 'MwSt. 20 %', 'Gesamtbetrag'],
    terms: 'Bedingungen',
    payment: ['Zahlungsbedingungen', '30 Tage netto'],
  },
} as const;

const cents = (n: number) => (n / 100).toFixed(2);

/** An amount written the language's way: '1 234,50' (fr), '1,234.50' (en), '1.234,50' (de). */
function writtenAmount(c: number, lang: Lang, sign: string): string {
  const [int, dec] = cents(c).split('.') as [string, string];
  const sep = lang === 'fr' ? '\u00a0' : lang === 'en' ? ',' : '.';
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const n = lang === 'en' ? `${grouped}.${dec}` : `${grouped},${dec}`;
  return lang === 'en' ? `${sign}${n}` : `${n} ${sign}`;
}

function writtenDate(iso: string, lang: Lang): string {
  const [y, m, d] = iso.split('-');
  return lang === 'en' ? `${d}/${m}/${y}` : lang === 'de' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** A cell: a value with, for numbers, an Excel number format. */
interface Cell {
  v: string | number | Date;
  z?: string;
}
interface Grid {
  name: string;
  rows: (Cell | null)[][];
  merges: { r1: number; c1: number; r2: number; c2: number }[];
}

const SIGNS: Record<string, { sign: string; format: string }> = {
  EUR: { sign: '€', format: '#,##0.00 "€"' },
  USD: { sign: '$', format: '"$"#,##0.00' },
  GBP: { sign: '£', format: '"£"#,##0.00' },
  CHF: { sign: 'CHF', format: '#,##0.00 "CHF"' },
};

function build(spec: Spec, seed: number): { grids: Grid[]; truth: SheetDoc['truth']; lineTotals: string[] } {
  const next = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const w = WORDS[spec.lang];
  const supplier = pick(SUPPLIERS);
  const currency = spec.lang === 'en' ? pick(['USD', 'GBP', 'EUR']) : pick(['EUR', 'EUR', 'CHF']);
  const { sign, format } = SIGNS[currency]!;
  const prefix = spec.kind === 'quotation' ? pick(['DV', 'Q', 'ANG']) : pick(['FA', 'INV', 'RE']);
  const number = `${prefix}-2025-${String(100 + Math.floor(next() * 900))}`;
  const day = 1 + Math.floor(next() * 27);
  const month = 1 + Math.floor(next() * 11);
  const date = `2025-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const secondDate = `2025-${String(month + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const domain = supplier
    .toLowerCase()
    .replace(/[^a-z]+/g, '')
    .slice(0, 12);
  const email = `${spec.kind === 'quotation' ? 'sales' : 'billing'}@${domain}.example.com`;
  const phone =
    spec.lang === 'fr' ? '+33 1 42 68 53 00' : spec.lang === 'de' ? '+49 30 1234 5678' : '+44 20 7946 0958';
  const count = 2 + Math.floor(next() * 5);
  const lines = Array.from({ length: count }, (_, i) => {
    const qty = 1 + Math.floor(next() * 60);
    const unit = 150 + Math.floor(next() * 40_000);
    return {
      name: ITEMS[(seed + i * 3) % ITEMS.length]!,
      ref: `REF-${100 + i}`,
      qty,
      unit,
      total: qty * unit,
    };
  });
  const ht = lines.reduce((s, l) => s + l.total, 0);
  const vat = Math.round(ht * 0.2);
  const ttc = ht + vat;

  const amount = (c: number): Cell =>
    spec.textNumbers ? { v: writtenAmount(c, spec.lang, sign) } : { v: c / 100, z: format };
  const dateCell = (iso: string): Cell =>
    spec.textNumbers || spec.format === 'xls'
      ? { v: writtenDate(iso, spec.lang) }
      : { v: new Date(`${iso}T00:00:00Z`), z: 'dd/mm/yyyy' };
  const t = (v: string): Cell => ({ v });

  const withRef = spec.layout === 'wide';
  const head = withRef ? [w.reference, ...w.head] : [...w.head];
  const table: (Cell | null)[][] = [
    head.map(t),
    ...lines.map((l) => [
      ...(withRef ? [t(l.ref)] : []),
      t(l.name),
      { v: l.qty },
      amount(l.unit),
      amount(l.total),
    ]),
  ];
  const width = head.length;
  const totals: (Cell | null)[][] = [
    [ht, w.totals[0]],
    [vat, w.totals[1]],
    [ttc, w.totals[2]],
  ].map(([v, label]) => [
    ...Array<Cell | null>(width - 2).fill(null),
    t(label as string),
    amount(v as number),
  ]);
  const block: [string, Cell][] = [
    [w.supplier, t(supplier)],
    [w.number[spec.kind], t(number)],
    [w.date[spec.kind], dateCell(date)],
    [w.second[spec.kind], dateCell(secondDate)],
    [w.email, t(email)],
    [w.phone, t(phone)],
  ];
  if (spec.textNumbers || spec.layout === 'block') block.push([w.currency, t(currency)]);

  const main: Grid = {
    name: spec.lang === 'de' ? 'Tabelle1' : spec.kind === 'quotation' ? w.title.quotation : w.title.invoice,
    rows: [],
    merges: [],
  };
  const grids: Grid[] = [main];
  const rows = main.rows;
  const blank = () => rows.push([]);
  switch (spec.layout) {
    case 'block': {
      rows.push([t(w.title[spec.kind])]);
      blank();
      for (const [label, value] of block) rows.push([t(label), value]);
      blank();
      rows.push(...table);
      rows.push(...totals);
      break;
    }
    case 'table-first': {
      rows.push([t(`${w.title[spec.kind]} ${number}`)]);
      blank();
      rows.push(...table);
      blank();
      rows.push(...totals);
      blank();
      blank();
      for (const [label, value] of block) rows.push([t(label), value]);
      break;
    }
    case 'letterhead': {
      rows.push([t(supplier)]);
      main.merges.push({ r1: 0, c1: 0, r2: 0, c2: width - 1 });
      rows.push([t(`12 rue des Tanneurs, 75011 Paris`)]);
      rows.push([t(`${w.email} : ${email}`), null, t(`${w.phone} : ${phone}`)]);
      blank();
      rows.push([t(`${w.number[spec.kind]} : ${number}`), null, t(w.date[spec.kind]), dateCell(date)]);
      blank();
      rows.push(...table);
      rows.push(...totals);
      grids.push({
        name: w.terms,
        rows: [
          [t(w.second[spec.kind]), dateCell(secondDate)],
          [t(w.payment[0]), t(w.payment[1])],
        ],
        merges: [],
      });
      break;
    }
    case 'wide': {
      rows.push([t(w.title[spec.kind])]);
      main.merges.push({ r1: 0, c1: 0, r2: 0, c2: width - 1 });
      for (const [label, value] of block) {
        rows.push([t(label), value]);
        main.merges.push({ r1: rows.length - 1, c1: 1, r2: rows.length - 1, c2: 3 });
      }
      blank();
      rows.push(...table);
      blank();
      rows.push(...totals);
      break;
    }
  }
  const truth: SheetDoc['truth'] =
    spec.kind === 'quotation'
      ? {
          supplierName: supplier,
          quotationNumber: number,
          totalPrice: cents(ttc),
          currency,
          validUntil: secondDate,
          email,
          phone,
        }
      : {
          sellerName: supplier,
          invoiceNumber: number,
          issueDate: date,
          dueDate: secondDate,
          currency,
          totalWithoutTax: cents(ht),
          taxAmount: cents(vat),
          totalWithTax: cents(ttc),
        };
  return { grids, truth, lineTotals: lines.map((l) => cents(l.total)) };
}

async function writeXlsx(grids: Grid[]): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  for (const grid of grids) {
    const ws = wb.addWorksheet(grid.name);
    grid.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (!cell) return;
        const target = ws.getCell(r + 1, c + 1);
        target.value = cell.v;
        if (cell.z) target.numFmt = cell.z;
      }),
    );
    for (const m of grid.merges) ws.mergeCells(m.r1 + 1, m.c1 + 1, m.r2 + 1, m.c2 + 1);
  }
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

function writeXls(grids: Grid[]): Uint8Array {
  const wb = XLSX.utils.book_new();
  for (const grid of grids) {
    const ws = XLSX.utils.aoa_to_sheet(grid.rows.map((row) => row.map((cell) => cell?.v ?? null)));
    grid.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        const target = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
        if (cell?.z && target) target.z = cell.z;
      }),
    );
    ws['!merges'] = grid.merges.map((m) => ({ s: { r: m.r1, c: m.c1 }, e: { r: m.r2, c: m.c2 } }));
    XLSX.utils.book_append_sheet(wb, ws, grid.name);
  }
  return new Uint8Array(XLSX.write(wb, { bookType: 'biff8', type: 'buffer' }) as Buffer);
}

/** The workbooks of set (e): every layout in turn through languages, kinds, formats and number styles. */
export async function sheetDocuments(): Promise<SheetDoc[]> {
  const layouts: SheetLayout[] = ['block', 'table-first', 'letterhead', 'wide'];
  const langs: Lang[] = ['fr', 'en', 'de'];
  const docs: SheetDoc[] = [];
  let seed = 11;
  for (const layout of layouts) {
    for (const [i, lang] of langs.entries()) {
      for (const kind of ['quotation', 'invoice'] as Kind[]) {
        const format: Format = (i + (kind === 'invoice' ? 1 : 0)) % 3 === 2 ? 'xls' : 'xlsx';
        const spec: Spec = {
          layout,
          lang,
          kind,
          format,
          textNumbers: layout === 'wide' || (i === 1 && kind === 'invoice'),
        };
        const { grids, truth, lineTotals } = build(spec, seed);
        const bytes = format === 'xlsx' ? await writeXlsx(grids) : writeXls(grids);
        const style = spec.textNumbers ? '-text' : '';
        docs.push({
          name: `${layout}-${lang}-${kind}${style}-${seed}.${format}`,
          kind,
          bytes,
          truth,
          lineTotals,
        });
        seed += 1;
      }
    }
  }
  return docs;
}

type ExtractDocument = (input: {
  bytes: Uint8Array;
  fileName: string;
  kind: Kind;
}) => Promise<{ method: string; result: unknown }>;

function scoreSheet(got: QuotationExtraction | InvoiceExtraction, doc: SheetDoc): FieldScore[] {
  const scores = scoreTruth(got, doc.truth);
  if (got.kind === 'quotation') return [...scores, scoreQuotationProducts(got, { totals: doc.lineTotals })];
  const g = got.lines.map((l) => l.total.value ?? '?').join(' ');
  const w = doc.lineTotals.join(' ');
  return [...scores, { field: 'lines', ok: g === w, got: g, want: w }];
}

/** Set (e): the spreadsheets through the pipeline, scored. */
export async function projectSheetSet(): Promise<SetResult | { skipped: string }> {
  let extractDocument: ExtractDocument;
  try {
    ({ extractDocument } = (await import('../../../server/src/modules/extraction/engine/pipeline')) as {
      extractDocument: ExtractDocument;
    });
  } catch (error) {
    return { skipped: `pipeline not available: ${(error as Error).message}` };
  }
  const docs = await sheetDocuments();
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const doc of docs) {
    const start = performance.now();
    let s: FieldScore[];
    try {
      const outcome = await extractDocument({ bytes: doc.bytes, fileName: doc.name, kind: doc.kind });
      s = scoreSheet(outcome.result as QuotationExtraction | InvoiceExtraction, doc);
    } catch (error) {
      s = [{ field: 'read', ok: false, got: (error as Error).message, want: 'a result' }];
    }
    times.push(performance.now() - start);
    scores.push(s);
    documents.push({ name: doc.name, pages: 1, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: docs.length, documents };
}
