import { EMPTY_FIELD, type ExtractedField, type FieldSource } from '@comptoir/core/modules/extraction';
import { compare, decimal, multiply, roundAmount } from '@comptoir/core/money';
import type { CellValue } from '../types';
import { type ReadSheet } from './read';
import { field } from './results';
import { amountOf, norm, numberOf, quantityOf, text, unitPriceOf } from './values';

// ---------------------------------------------------------------------------------------------
// Header detection and column mapping for lines

type LineColumn =
  'name' | 'description' | 'reference' | 'quantity' | 'unit' | 'unitPrice' | 'totalPrice' | 'specifications';

/** Normalised header names (see `norm`), French, English and German. */
export const LINE_HEADERS: Record<LineColumn, string[]> = {
  name: [
    'designation', 'produit', 'produits', 'article', 'articles', 'libelle', 'nom', 'nom du produit', 'product',
    'products', 'product name', 'item', 'items', 'name', 'artikel', 'bezeichnung', 'produkt', 'artikelbezeichnung',
    'prestation', 'service', 'leistung',
  ],
  description: ['description', 'beschreibung', 'details', 'detail', 'desc'],
  reference: [
    'reference', 'ref', 'code', 'code article', 'sku', 'part number', 'part no', 'artikelnummer', 'art nr', 'artikel nr',
  ],
  quantity: ['quantite', 'qte', 'qty', 'quantity', 'menge', 'anzahl', 'nombre', 'nb', 'qte commandee', 'quantites'],
  // The unit of the quantity ('Units' alone often heads a quantity column: not here).
  unit: ['unite', 'unit', 'uom', 'u m', 'unite de mesure', 'unit of measure', 'einheit', 'mengeneinheit', 'me'],
  unitPrice: [
    'prix unitaire', 'pu', 'p u', 'pu ht', 'p u ht', 'prix unitaire ht', 'prix unit', 'prix', 'prix ht', 'unit price',
    'price', 'unit cost', 'price per unit', 'einzelpreis', 'stuckpreis', 'preis', 'tarif', 'cout unitaire',
  ],
  totalPrice: [
    'total', 'montant', 'montant ht', 'total ht', 'prix total', 'prix total ht', 'amount', 'line total', 'total price',
    'net amount', 'gesamtpreis', 'gesamt', 'betrag', 'summe', 'total ligne', 'montant total', 'gesamtbetrag',
  ],
  specifications: [
    'specifications', 'specification', 'caracteristiques', 'caracteristiques techniques', 'specs', 'spezifikation',
    'spezifikationen', 'technische daten', 'details techniques',
  ],
}; // prettier-ignore

export const LINE_COLUMNS = Object.keys(LINE_HEADERS) as LineColumn[];

/** How well a header cell names a column: 3 exact, 2 starts with the name, 1 contains it as words. */
export function headerMatch(header: string, names: readonly string[]): number {
  if (!header) return 0;
  let best = 0;
  const padded = ` ${header} `;
  for (const name of names) {
    if (header === name) return 3;
    if (header.startsWith(`${name} `)) best = Math.max(best, 2);
    else if (name.length >= 3 && padded.includes(` ${name} `)) best = Math.max(best, 1);
  }
  return best;
}

type ColumnMap = Partial<Record<LineColumn, number>>;

function mapHeader(row: readonly CellValue[]): ColumnMap {
  const candidates: { column: LineColumn; index: number; score: number }[] = [];
  row.forEach((cell, index) => {
    if (typeof cell !== 'string') return;
    const h = norm(cell);
    if (!h || h.length > 40) return;
    for (const column of LINE_COLUMNS) {
      const score = headerMatch(h, LINE_HEADERS[column]);
      if (score > 0) candidates.push({ column, index, score });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const map: ColumnMap = {};
  const used = new Set<number>();
  for (const c of candidates) {
    if (map[c.column] !== undefined || used.has(c.index)) continue;
    map[c.column] = c.index;
    used.add(c.index);
  }
  return map;
}

export interface LineTable {
  sheet: ReadSheet;
  headerRow: number;
  columns: ColumnMap;
  /** 0-based rows of the lines. */
  rows: number[];
  /** Row after the last line (where totals usually start). */
  end: number;
}

const TOTAL_LABELS = [
  'total', 'sous total', 'subtotal', 'sub total', 'tva', 'vat', 'tax', 'taxes', 'mwst', 'ust', 'summe', 'gesamt',
  'zwischensumme', 'net a payer', 'montant', 'remise', 'frais de port', 'port', 'shipping', 'grand total', 'netto',
  'brutto', 'acompte', 'total ht', 'total ttc',
]; // prettier-ignore

const isTotalLabel = (value: string) => {
  const h = norm(value);
  return TOTAL_LABELS.some((l) => h === l || h.startsWith(`${l} `));
};

const MAX_LINES = 500;
const HEADER_SCAN_ROWS = 80;

export function findLineTable(sheet: ReadSheet): LineTable | null {
  let best: { row: number; columns: ColumnMap; score: number } | null = null;
  for (let r = 0; r < Math.min(sheet.rows.length, HEADER_SCAN_ROWS); r += 1) {
    const columns = mapHeader(sheet.rows[r]!);
    const hasName = columns.name !== undefined || columns.description !== undefined;
    const numbers = ['quantity', 'unitPrice', 'totalPrice'].filter(
      (c) => columns[c as LineColumn] !== undefined,
    );
    if (!hasName || numbers.length === 0) continue;
    const score = Object.keys(columns).length;
    if (!best || score > best.score) best = { row: r, columns, score };
  }
  if (!best) return null;
  const { columns } = best;
  const nameCol = columns.name ?? columns.description!;
  const numeric = [columns.quantity, columns.unitPrice, columns.totalPrice].filter(
    (c): c is number => c !== undefined,
  );
  const rows: number[] = [];
  let blanks = 0;
  let end = sheet.rows.length;
  for (let r = best.row + 1; r < sheet.rows.length && rows.length < MAX_LINES; r += 1) {
    const row = sheet.rows[r]!;
    if (row.every((v) => text(v) === '')) {
      blanks += 1;
      if (blanks >= 3 && rows.length > 0) {
        end = r;
        break;
      }
      continue;
    }
    blanks = 0;
    const label = text(row[nameCol]);
    const firstText = row.map(text).find((t) => t !== '' && numberOf(t) === null) ?? '';
    if ((!label || isTotalLabel(label)) && isTotalLabel(firstText)) {
      end = r;
      break;
    }
    if (!label) continue;
    if (numeric.some((c) => numberOf(row[c]) !== null)) rows.push(r);
  }
  if (rows.length === 0) return null;
  return { sheet, headerRow: best.row, columns, rows, end };
}

/** A column's letters as a spreadsheet names them (0 → 'A', 26 → 'AA'). */
export function columnLetter(index: number): string {
  let s = '';
  let n = index + 1;
  while (n > 0) {
    const m = (n - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

export const cellRef = (row: number, col: number): string => `${columnLetter(col)}${row + 1}`;

export const source = (sheet: string, row: number, col: number, label?: string): FieldSource => ({
  method: 'spreadsheet',
  sheet,
  cell: cellRef(row, col),
  ...(label ? { text: label.slice(0, 200) } : {}),
});

/**
 * The unit of a line's quantity: its own column, else the letters after the number in the
 * quantity cell ('20 pcs', '2,5 kg'), else none.
 */
function unitOf(
  table: LineTable,
  r: number,
  column: ExtractedField,
  quantity: string | null,
): ExtractedField {
  if (column.value !== null || quantity === null || table.columns.quantity === undefined) return column;
  const cell = table.sheet.rows[r]![table.columns.quantity];
  if (typeof cell !== 'string') return column;
  const unit = /^\s*[-\d\s\u00a0\u202f.,']*\d\s*([\p{L}²³][\p{L}²³.]{0,11})\s*$/u.exec(cell)?.[1];
  if (!unit) return column;
  return field(unit.replace(/\.$/, ''), 0.8, source(table.sheet.name, r, table.columns.quantity));
}

/** Values of one line with sources; quantity × unit price = total raises their confidence. */
export function readLine(table: LineTable, r: number) {
  const { sheet, columns } = table;
  const row = sheet.rows[r]!;
  const at = (c: LineColumn) => columns[c];
  const src = (c: LineColumn) => source(sheet.name, r, at(c)!, text(sheet.rows[table.headerRow]![at(c)!]));
  const textField = (c: LineColumn, conf = 0.95) => {
    const i = at(c);
    return i === undefined ? { ...EMPTY_FIELD } : field(text(row[i]).slice(0, 500) || null, conf, src(c));
  };
  const numField = (c: LineColumn, read: (v: CellValue | undefined) => string | null) => {
    const i = at(c);
    if (i === undefined) return { ...EMPTY_FIELD };
    const cell = row[i];
    return field(read(cell), typeof cell === 'number' ? 0.95 : 0.85, src(c));
  };
  const quantity = numField('quantity', quantityOf);
  const unitPrice = numField('unitPrice', unitPriceOf);
  let total = numField('totalPrice', amountOf);
  if (quantity.value && unitPrice.value) {
    const product = roundAmount(multiply(decimal(quantity.value), decimal(unitPrice.value)));
    if (total.value && compare(decimal(product), decimal(total.value)) === 0) {
      for (const f of [quantity, unitPrice, total]) f.confidence = 0.98;
    } else if (!total.value) {
      total = field(product, 0.8, {
        method: 'spreadsheet',
        sheet: sheet.name,
        text: 'quantité × prix unitaire',
      });
    }
  }
  let name = textField('name');
  let description = textField('description');
  const reference = at('reference') !== undefined ? text(row[at('reference')!]) : '';
  if (name.value === null && description.value !== null) {
    name = description;
    description = { ...EMPTY_FIELD };
  }
  if (reference && name.value !== null && !name.value.includes(reference)) {
    description =
      description.value === null
        ? field(reference, 0.9, src('reference'))
        : { ...description, value: `${reference} - ${description.value}` };
  }
  return {
    name,
    description,
    quantity,
    unit: unitOf(table, r, textField('unit', 0.9), quantity.value),
    unitPrice,
    total,
    specifications: textField('specifications', 0.9),
  };
}
