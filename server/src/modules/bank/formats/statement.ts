/**
 * A bank statement file read into transactions (issue 33 §1): the bytes decoded (UTF-8, else
 * Windows-1252), the format recognised (CAMT.053/054 XML, OFX, CSV), each format's reader, and the
 * keys that recognise a transaction imported again. A bad file is a 400 naming the line or the
 * element at fault; nothing is imported from it.
 */
import type { CsvMapping, StatementFormat } from '@comptoir/core/modules/bank';
import { foldText } from '@comptoir/core/modules/bank-match';
import { readCamt } from './camt';
import { readOfx } from './ofx';
import { readCsv } from './csv';
import { MAX_STATEMENT_TRANSACTIONS, badFile, type ParsedStatement, type ParsedTransaction } from './common';

export { badFile, type ParsedStatement, type ParsedTransaction } from './common';

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
