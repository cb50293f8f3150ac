/**
 * Test and evaluation helpers: TextDocuments built from plain rows (no PDF needed), the shared
 * e-invoice fixtures' location, and field-by-field scoring of an extraction against its label.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type {
  ExtractedField,
  InvoiceExtraction,
  QuotationExtraction,
} from '@comptoir/core/modules/extraction';
import { foldText } from './finders/labels';
import type { TextDocument, TextItem, TextLine } from './types';

/** A line of a test document: its cells (text, or [x, text] to place it), or its texts by x. */
export type TextRow = (string | [number, string])[] | Record<number, string>;

/**
 * A one-page document from rows of cells: each row is a line; a cell is text, or [x, text] to place
 * it. Cells without x follow each other with a column gap; a row written `{ 40: 'Total', 400: '12,00' }`
 * places each text at its x, left to right. Lines are `lineHeight` apart.
 */
export function textDocument(
  pages: TextRow[][],
  options: { fontSize?: number; lineHeight?: number; method?: 'text' | 'ocr' } = {},
): TextDocument {
  const size = options.fontSize ?? 10;
  const step = options.lineHeight ?? 14;
  return {
    method: options.method ?? 'text',
    pages: pages.map((rows, p) => ({
      number: p + 1,
      width: 595,
      height: 842,
      lines: rows.map((row, r): TextLine => {
        const y = 40 + r * step;
        let x = 40;
        const cells = Array.isArray(row)
          ? row
          : Object.entries(row).map(([cx, text]): [number, string] => [Number(cx), text]);
        const items: TextItem[] = cells.map((cell) => {
          const [cx, text] = typeof cell === 'string' ? [x, cell] : cell;
          const width = text.length * size * 0.5;
          x = cx + width + size * 2;
          return { text, x: cx, y, width, height: size };
        });
        return { page: p + 1, y, text: items.map((i) => i.text).join(' '), items };
      }),
    })),
  };
}

/** The repository root (three levels above server/src/modules/extraction/engine). */
export function repoRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
}

/** ../shared/fixtures/einvoices relative to the repository root, or null when absent. */
export function sharedEInvoiceDir(): string | null {
  const dir = path.resolve(repoRoot(), '../shared/fixtures/einvoices');
  return fs.existsSync(path.join(dir, 'facturx-pdf')) ? dir : null;
}

// ---------------------------------------------------------------------------------------------
// Scoring

export const INVOICE_FIELDS = [
  'sellerName',
  'invoiceNumber',
  'issueDate',
  'dueDate',
  'currency',
  'totalWithoutTax',
  'taxAmount',
  'totalWithTax',
  'sellerVatId',
  'buyerName',
  'iban',
] as const;
export type InvoiceField = (typeof INVOICE_FIELDS)[number];

/** The fields the issue sets a 90 % target on (text-only path). */
export const TARGET_FIELDS: InvoiceField[] = [
  'sellerName',
  'invoiceNumber',
  'issueDate',
  'currency',
  'totalWithoutTax',
  'taxAmount',
  'totalWithTax',
];

/**
 * Names compare without case, accents, punctuation or spacing differences. Letters of every script
 * count: two Chinese names are not equal for having no Latin letter.
 */
export function sameName(a: string | null, b: string | null): boolean {
  const n = (s: string | null) => (s === null ? null : foldText(s).replace(/[^\p{L}\p{N}]+/gu, ''));
  return n(a) === n(b);
}

function sameValue(field: string, got: string | null, want: string | null): boolean {
  if (field.endsWith('Name') || field === 'description') return sameName(got, want);
  if (field === 'invoiceNumber' || field === 'quotationNumber') {
    return (got ?? '').replace(/\s+/g, '').toUpperCase() === (want ?? '').replace(/\s+/g, '').toUpperCase();
  }
  return got === want;
}

export interface FieldScore {
  field: string;
  ok: boolean;
  got: string | null;
  want: string | null;
}

/** Field-by-field comparison: a field is right when both agree, including both empty. */
export function scoreFields(
  got: Record<string, ExtractedField>,
  want: Record<string, ExtractedField>,
  fields: readonly string[],
): FieldScore[] {
  return fields.map((f) => {
    const g = got[f]?.value ?? null;
    const w = want[f]?.value ?? null;
    return { field: f, ok: sameValue(f, g, w), got: g, want: w };
  });
}

/** Lines: right when the count matches and every line total matches in order. */
export function scoreInvoiceLines(got: InvoiceExtraction, want: InvoiceExtraction): FieldScore {
  const g = got.lines.map((l) => l.total.value ?? '?').join(' ');
  const w = want.lines.map((l) => l.total.value ?? '?').join(' ');
  return { field: 'lines', ok: g === w, got: g, want: w };
}

export function scoreQuotationProducts(got: QuotationExtraction, want: { totals: string[] }): FieldScore {
  const g = got.products.map((p) => p.totalPrice.value ?? '?').join(' ');
  const w = want.totals.join(' ');
  return { field: 'products', ok: g === w, got: g, want: w };
}

export interface Tally {
  perField: Record<string, { correct: number; total: number; accuracy: number }>;
  overall: { correct: number; total: number; accuracy: number };
}

export function tally(scores: FieldScore[][]): Tally {
  const perField: Tally['perField'] = {};
  let correct = 0;
  let total = 0;
  for (const doc of scores) {
    for (const s of doc) {
      const t = (perField[s.field] ??= { correct: 0, total: 0, accuracy: 0 });
      t.total += 1;
      total += 1;
      if (s.ok) {
        t.correct += 1;
        correct += 1;
      }
    }
  }
  for (const t of Object.values(perField)) t.accuracy = round(t.correct / Math.max(1, t.total));
  return { perField, overall: { correct, total, accuracy: round(correct / Math.max(1, total)) } };
}

function round(n: number): number {
  return Math.round(n * 10000) / 10000;
}

// ---------------------------------------------------------------------------------------------
// PDFs for tests (pdfmake with the standard Helvetica fonts, nothing read from disk)

let pdfFontsReady = false;

/** Renders a pdfmake document definition (Helvetica) to PDF bytes. */
export async function pdfFromDefinition(definition: TDocumentDefinitions): Promise<Uint8Array> {
  const { default: pdfmake } = await import('pdfmake');
  if (!pdfFontsReady) {
    pdfmake.setFonts({
      Helvetica: {
        normal: 'Helvetica',
        bold: 'Helvetica-Bold',
        italics: 'Helvetica-Oblique',
        bolditalics: 'Helvetica-BoldOblique',
      },
    });
    pdfmake.setUrlAccessPolicy(() => false);
    pdfmake.setLocalAccessPolicy((p: string) => p.startsWith('Helvetica'));
    pdfFontsReady = true;
  }
  const buffer = await pdfmake
    .createPdf({ defaultStyle: { font: 'Helvetica', fontSize: 10 }, ...definition })
    .getBuffer();
  return new Uint8Array(buffer);
}
