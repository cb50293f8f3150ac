/**
 * A bank statement file read into transactions (issue 33 §1): the bytes decoded (UTF-8, else
 * Windows-1252), the format recognised (CAMT.053/054 XML, OFX, CSV), each format's reader, and the
 * keys that recognise a transaction imported again. A bad file is a 400 naming the line or the
 * element at fault; nothing is imported from it.
 */
import { AppError } from '../../../platform/errors';
import { isCalendarDay } from '@comptoir/core/fields';
import type { CsvMapping, StatementFormat } from '@comptoir/core/modules/bank';
import { foldText } from '@comptoir/core/modules/bank-match';
import { readCamt } from './camt';
import { readOfx } from './ofx';
import { readCsv } from './csv';

export interface ParsedTransaction {
  bookingDate: string;
  valueDate: string | null;
  /** Signed, 2 decimals: above zero money in. */
  amount: string;
  label: string;
  counterparty: string | null;
  counterpartyIban: string | null;
  /** The bank's own reference of the transaction, when the file gives one. */
  reference: string | null;
}

export interface ParsedStatement {
  format: StatementFormat;
  /** The account the file says it is of (IBAN), when it says. */
  iban: string | null;
  currency: string | null;
  fromDate: string | null;
  toDate: string | null;
  openingBalance: string | null;
  closingBalance: string | null;
  transactions: ParsedTransaction[];
  /** The CSV mapping the file was read with. */
  mapping?: CsvMapping;
}

/** At most this many transactions in one file. */
export const MAX_STATEMENT_TRANSACTIONS = 100_000;

/** A 400 about the file's content, in the user's language. */
export const badFile = (key: string, values: Record<string, string | number> = {}) =>
  new AppError(400, 'statement_invalid', `bank.errors.${key}`, values);

/** Zip, gzip, 7z, rar, bzip2, xz: an archive is never read (so never inflated). */
const ARCHIVE_MAGIC = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x1f, 0x8b],
  [0x37, 0x7a, 0xbc, 0xaf],
  [0x52, 0x61, 0x72, 0x21],
  [0x42, 0x5a, 0x68],
  [0xfd, 0x37, 0x7a, 0x58, 0x5a],
];

/** The file as text: UTF-8 (with or without its mark), else Windows-1252; binary content refused. */
export function decodeStatement(bytes: Buffer): string {
  if (bytes.length === 0) throw badFile('emptyFile');
  if (ARCHIVE_MAGIC.some((magic) => magic.every((b, i) => bytes[i] === b))) throw badFile('archive');
  if (bytes.subarray(0, 4096).includes(0)) throw badFile('encoding');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = windows1252(bytes);
  }
  text = text.replace(/^\uFEFF/, '');
  if (text.trim() === '') throw badFile('emptyFile');
  return text;
}

/** What Windows-1252 puts at 0x80–0x9F (where ISO-8859-1 has control characters); the rest is Latin-1. */
const CP1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** Windows-1252 bytes as text (Node's TextDecoder reads that label as Latin-1). */
function windows1252(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 65536) {
    const chunk = bytes.subarray(i, i + 65536);
    out += Array.from(chunk, (b) =>
      b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80]! : String.fromCharCode(b),
    ).join('');
  }
  return out;
}

/** Which format the text is in. */
export function detectFormat(text: string): StatementFormat {
  const head = text.slice(0, 4096).trimStart();
  if (/^OFXHEADER|<OFX>/i.test(head) || /^\s*(<\?xml[^>]*>\s*)?(<\?OFX[^>]*>\s*)<OFX>/i.test(head))
    return 'ofx';
  if (head.startsWith('<')) {
    if (/BkToCstmrDbtCdtNtfctn/.test(text.slice(0, 8192))) return 'camt054';
    if (/BkToCstmrStmt|BkToCstmrAcctRpt/.test(text.slice(0, 8192))) return 'camt053';
    if (/<OFX>/i.test(text.slice(0, 8192))) return 'ofx';
    throw badFile('unknownFormat');
  }
  return 'csv';
}

/** Reads a statement file; `mapping` is the CSV's (given, or remembered for the account). */
export function readStatement(bytes: Buffer, mapping: CsvMapping | null): ParsedStatement {
  const text = decodeStatement(bytes);
  const format = detectFormat(text);
  const statement =
    format === 'csv' ? readCsv(text, mapping) : format === 'ofx' ? readOfx(text) : readCamt(text, format);
  if (statement.transactions.length > MAX_STATEMENT_TRANSACTIONS) {
    throw badFile('tooManyTransactions', {
      count: statement.transactions.length,
      max: MAX_STATEMENT_TRANSACTIONS,
    });
  }
  const days = statement.transactions.map((t) => t.bookingDate).sort();
  return {
    ...statement,
    fromDate: statement.fromDate ?? days[0] ?? null,
    toDate: statement.toDate ?? days.at(-1) ?? null,
  };
}

/** '1234.5', '1234.50', '-0.3' → 2 decimals; null when it is no amount of at most 2 (non-zero) decimals. */
export function twoDecimals(text: string): string | null {
  const m = /^([+-]?)(\d{1,13})(?:\.(\d+))?$/.exec(text.trim());
  if (!m) return null;
  const fraction = (m[3] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  const whole = BigInt(m[2]!).toString();
  const value = `${whole}.${fraction.padEnd(2, '0')}`;
  return m[1] === '-' && value !== '0.00' ? `-${value}` : value;
}

/** 'YYYY-MM-DD…' or 'YYYYMMDD…' → the calendar day, else null. */
export function dayOf(text: string | undefined | null): string | null {
  if (!text) return null;
  const m = /^(\d{4})-?(\d{2})-?(\d{2})/.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  return isCalendarDay(day) ? day : null;
}

/**
 * The keys that recognise each transaction when a statement comes again (an overlap between two
 * statements): the bank's reference when there is one, else the day, the amount and the label,
 * with the rank of identical ones in this file (two equal card payments on one day are two).
 */
export function dedupeKeys(transactions: readonly ParsedTransaction[]): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const base = t.reference ? `ref:${t.reference}` : `${t.bookingDate}|${t.amount}|${foldText(t.label)}`;
    const rank = (seen.get(base) ?? 0) + 1;
    seen.set(base, rank);
    return rank === 1 ? base : `${base}#${rank}`;
  });
}
