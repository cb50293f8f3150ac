/**
 * CSV statements as banks export them, read by papaparse (delimiter guessed among ; , tab |):
 * French and English headers, lines of account details before the header, dates dd/mm/yyyy (or
 * the mapping's format), amounts '1 234,56' or '1,234.56', one signed column or separate debit and
 * credit columns. The columns come from the mapping given or remembered for the account; without
 * one, they are guessed from the headers, and when the guess is not sure the answer is 422
 * 'csv_mapping' with the headers, a proposal and a sample, for the screen to ask. A cell that
 * looks like a spreadsheet formula refuses the file.
 */
import Papa from 'papaparse';
import {
  CSV_DATE_FORMATS,
  type CsvDateFormat,
  type CsvMapping,
  type CsvMappingNeeded,
} from '@comptoir/core/modules/bank';
import { foldText } from '@comptoir/core/modules/bank-match';
import { isCalendarDay } from '@comptoir/core/fields';
import { AppError } from '../../../platform/errors';
import { badFile, twoDecimals, type ParsedStatement, type ParsedTransaction } from './common';

/** What a header says its column holds (folded header → role), French and English. */
const ROLES: [keyof CsvMapping, RegExp][] = [
  ['valueDate', /^(date de valeur|date valeur|value date|valuta)$/],
  [
    'date',
    /^(date|date operation|date d operation|date de l operation|date comptable|date de comptabilisation|booking date|transaction date|posting date|posted date|date posted|buchungstag|fecha)$/,
  ],
  [
    'debit',
    /^(debit|debits|montant debit|debit eur|debit euros|withdrawal|withdrawals|money out|paid out|soll)$/,
  ],
  [
    'credit',
    /^(credit|credits|montant credit|credit eur|credit euros|deposit|deposits|money in|paid in|haben)$/,
  ],
  [
    'amount',
    /^(montant|montant eur|montant en euros|montant euros|amount|amount eur|value|betrag|importe|somme|transaction amount)$/,
  ],
  [
    'label',
    /^(libelle|libelle operation|libelle de l operation|libelle simplifie|description|label|details|wording|intitule|remarque|narrative|memo|verwendungszweck|concepto|operation)$/,
  ],
  ['reference', /^(reference|ref|ref operation|reference operation|transaction id|id|fitid)$/],
  ['counterparty', /^(tiers|beneficiaire|contrepartie|counterparty|payee|name|nom|auftraggeber empfanger)$/],
];

/** Rows that are blank, or a single cell. */
const thin = (row: string[]) => row.filter((c) => c.trim() !== '').length < 2;

/** The role of each header, when the header says it. */
function rolesOf(headers: string[]): Partial<Record<keyof CsvMapping, string>> {
  const found: Partial<Record<keyof CsvMapping, string>> = {};
  for (const header of headers) {
    const folded = foldText(header);
    const role = ROLES.find(([, pattern]) => pattern.test(folded))?.[0];
    if (role && !found[role]) found[role] = header;
  }
  return found;
}

const DATE_PATTERNS: Record<CsvDateFormat, RegExp> = {
  'dd/mm/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/,
  'mm/dd/yyyy': /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})$/,
  'dd.mm.yyyy': /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})$/,
  'dd-mm-yyyy': /^(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})$/,
  'yyyy-mm-dd': /^(\d{4})-(\d{1,2})-(\d{1,2})/,
  'yyyy/mm/dd': /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/,
};

/** A date cell in `format` → YYYY-MM-DD, else null ('05/11/26' is 2026). */
export function csvDate(value: string, format: CsvDateFormat): string | null {
  const m = DATE_PATTERNS[format].exec(value.trim());
  if (!m) return null;
  const [yearText, month, day] =
    format === 'yyyy-mm-dd' || format === 'yyyy/mm/dd'
      ? [m[1]!, m[2]!, m[3]!]
      : format === 'mm/dd/yyyy'
        ? [m[3]!, m[1]!, m[2]!]
        : [m[3]!, m[2]!, m[1]!];
  const year = yearText.length === 2 ? `20${yearText}` : yearText;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isCalendarDay(iso) ? iso : null;
}

/** '1 234,56', '-1.234,56 €', '(12.30)', '12,30-' → signed 2 decimals ('' → null), undefined when unreadable. */
export function csvAmount(value: string, mark: ',' | '.'): string | null | undefined {
  let v = value.replace(/[\s\u00a0\u202f]/g, '').replace(/€|EUR|\$|USD|£|GBP/gi, '');
  if (v === '') return null;
  let negative = false;
  if (/^\(.*\)$/.test(v)) [negative, v] = [true, v.slice(1, -1)];
  if (v.endsWith('-')) [negative, v] = [true, v.slice(0, -1)];
  if (v.startsWith('-')) [negative, v] = [!negative, v.slice(1)];
  else if (v.startsWith('+')) v = v.slice(1);
  const thousands = mark === ',' ? /\.(?=\d{3}(\D|$))/g : /,(?=\d{3}(\D|$))/g;
  v = v.replace(thousands, '');
  if (mark === ',') v = v.replace(',', '.');
  const amount = twoDecimals(v);
  if (amount === null) return undefined;
  return negative && amount !== '0.00' ? `-${amount.replace(/^-/, '')}` : amount;
}

/** A cell a spreadsheet would run: '=…', '@…', '+cmd|…', '-HYPERLINK(…'. */
const FORMULA = /^[=@]|^[+-]\s*[A-Za-z_][\w.]*\s*[(|!]/;

/** A date cell that is no date at all: empty, or with letters ('Solde au 06/11/2026', 'Total'). */
const notADate = (cell: string) => !/\d/.test(cell) || /\p{L}/u.test(cell);

/**
 * The date format most of the sample's date cells fit (dd/mm before mm/dd, the French way, when
 * both fit as many): null when it is fewer than 4 in 5 of them.
 */
function guessDateFormat(cells: string[]): CsvDateFormat | null {
  const dates = cells.filter((c) => !notADate(c));
  if (dates.length === 0) return null;
  let best: CsvDateFormat | null = null;
  let bestCount = 0;
  for (const format of CSV_DATE_FORMATS) {
    const n = dates.filter((c) => csvDate(c, format) !== null).length;
    if (n > bestCount) [best, bestCount] = [format, n];
  }
  return bestCount * 5 >= dates.length * 4 ? best : null;
}

/** ',' when the amounts end with a comma and two digits, '.' otherwise. */
const guessMark = (cells: string[]): ',' | '.' =>
  cells.some((c) => /,\d{1,2}\s*(€|EUR)?\s*-?\)?$/.test(c.trim())) ? ',' : '.';

/** The header row: the first (of the first 30) naming a date and a label or amount column. */
function headerIndex(rows: string[][], mapping: CsvMapping | null): number {
  for (let i = 0; i < Math.min(rows.length, 30); i++) {
    const row = rows[i]!;
    if (thin(row)) continue;
    if (mapping) {
      if (row.includes(mapping.date) && row.includes(mapping.label)) return i;
      continue;
    }
    const roles = rolesOf(row);
    if (roles.date && (roles.label || roles.amount || roles.debit)) return i;
  }
  return rows.findIndex((row) => !thin(row));
}

export function readCsv(source: string, remembered: CsvMapping | null): ParsedStatement {
  const parsed = Papa.parse<string[]>(source, {
    header: false,
    skipEmptyLines: false,
    delimitersToGuess: [';', ',', '\t', '|'],
  });
  const rows = parsed.data.map((row) => row.map((cell) => (cell ?? '').toString()));
  // A remembered mapping only when this file has its columns.
  const usable = (m: CsvMapping | null) =>
    m && headerIndex(rows, m) >= 0 && rows[headerIndex(rows, m)]!.includes(m.date) ? m : null;
  let mapping = usable(remembered);
  const at = headerIndex(rows, mapping);
  if (at < 0) throw badFile('csvNoRow');
  const headers = rows[at]!.map((h) => h.trim());
  const body = rows
    .slice(at + 1)
    .map((cells, k) => ({ cells, line: at + 2 + k }))
    .filter((r) => !thin(r.cells));
  if (body.length === 0) throw badFile('csvNoRow');

  if (!mapping) {
    const roles = rolesOf(headers);
    const column = (name: string | undefined) => (name === undefined ? -1 : headers.indexOf(name));
    const sample = body.filter((r) => !notADate(r.cells[column(roles.date)] ?? '')).slice(0, 50);
    const dateFormat = guessDateFormat(sample.map((r) => r.cells[column(roles.date)] ?? '').filter(Boolean));
    const amountCells = [roles.amount, roles.debit, roles.credit]
      .flatMap((name) => sample.map((r) => r.cells[column(name)] ?? ''))
      .filter(Boolean);
    const proposal: CsvMapping = {
      date: roles.date ?? '',
      label: roles.label ?? '',
      amount: roles.amount ?? null,
      debit: roles.amount ? null : (roles.debit ?? null),
      credit: roles.amount ? null : (roles.credit ?? null),
      valueDate: roles.valueDate ?? null,
      reference: roles.reference ?? null,
      counterparty: roles.counterparty ?? null,
      dateFormat: dateFormat ?? 'dd/mm/yyyy',
      decimalMark: guessMark(amountCells),
    };
    const sure =
      proposal.date &&
      proposal.label &&
      (proposal.amount || (proposal.debit && proposal.credit)) &&
      dateFormat;
    if (!sure) {
      const details: CsvMappingNeeded = {
        headers,
        proposal: proposal.date || proposal.label ? proposal : null,
        sample: body.slice(0, 5).map((r) => r.cells),
      };
      throw new AppError(422, 'csv_mapping', 'bank.errors.csvMapping', {}, undefined, details);
    }
    mapping = proposal;
  }

  const index = (name: string | null) => {
    if (name === null) return -1;
    const i = headers.indexOf(name);
    if (i < 0) throw badFile('csvColumn', { column: name });
    return i;
  };
  const col = {
    date: index(mapping.date),
    label: index(mapping.label),
    amount: index(mapping.amount),
    debit: index(mapping.debit),
    credit: index(mapping.credit),
    valueDate: index(mapping.valueDate),
    reference: index(mapping.reference),
    counterparty: index(mapping.counterparty),
  };
  const cell = (cells: string[], i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
  const transactions: ParsedTransaction[] = [];
  for (const { cells, line } of body) {
    const formula = cells.find(
      (c) => FORMULA.test(c.trim()) && csvAmount(c, mapping.decimalMark) === undefined,
    );
    if (formula !== undefined) throw badFile('csvFormula', { line, value: formula.trim().slice(0, 40) });
    const rawDate = cell(cells, col.date);
    // A line without a date ('Solde au 06/11/2026', 'Balance at start of period') is no transaction.
    if (notADate(rawDate)) continue;
    const bookingDate = csvDate(rawDate, mapping.dateFormat);
    if (!bookingDate)
      throw badFile('csvDate', { line, value: rawDate.slice(0, 40), format: mapping.dateFormat });
    let amount: string | null | undefined;
    if (col.amount >= 0) {
      amount = csvAmount(cell(cells, col.amount), mapping.decimalMark);
      if (amount === undefined || amount === null)
        throw badFile('csvAmount', { line, value: cell(cells, col.amount).slice(0, 40) });
    } else {
      const debit = csvAmount(cell(cells, col.debit), mapping.decimalMark);
      const credit = csvAmount(cell(cells, col.credit), mapping.decimalMark);
      if (debit === undefined)
        throw badFile('csvAmount', { line, value: cell(cells, col.debit).slice(0, 40) });
      if (credit === undefined)
        throw badFile('csvAmount', { line, value: cell(cells, col.credit).slice(0, 40) });
      if (debit === null && credit === null) throw badFile('csvAmount', { line, value: '' });
      const out = debit === null ? '0.00' : debit.replace(/^-/, '');
      const inn = credit === null ? '0.00' : credit.replace(/^-/, '');
      amount = twoDecimals(signedDifference(inn, out));
    }
    if (amount === null || amount === undefined || amount === '0.00') continue;
    const label = cell(cells, col.label).replace(/\s+/g, ' ');
    transactions.push({
      bookingDate,
      valueDate: csvDate(cell(cells, col.valueDate), mapping.dateFormat),
      amount,
      label: (label || '—').slice(0, 1000),
      counterparty: cell(cells, col.counterparty) || null,
      counterpartyIban: null,
      reference: cell(cells, col.reference) || null,
    });
  }
  if (transactions.length === 0) throw badFile('csvNoRow');
  return {
    format: 'csv',
    iban: null,
    currency: null,
    fromDate: null,
    toDate: null,
    openingBalance: null,
    closingBalance: null,
    transactions,
    mapping,
  };
}

/** credit − debit of two 2-decimal amounts, exactly (in cents). */
function signedDifference(credit: string, debit: string): string {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const diff = cents(credit) - cents(debit);
  const s = (diff < 0n ? -diff : diff).toString().padStart(3, '0');
  return `${diff < 0n ? '-' : ''}${s.slice(0, -2)}.${s.slice(-2)}`;
}
