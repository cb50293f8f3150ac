/**
 * ISO 20022 CAMT.053 (bank to customer statement; CAMT.052 reports read the same way) and CAMT.054
 * (debit and credit notifications), any version: the XML is checked by fast-xml-parser's validator
 * (line and column of a fault), then read namespace-free. Only booked entries are kept (status
 * BOOK, or none given); an entry's amount is signed by its CdtDbtInd; its label is the additional
 * entry information and the unstructured remittance information; the counterparty is the debtor
 * of a credit and the creditor of a debit.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { StatementFormat } from '@comptoir/core/modules/bank';
import { badFile, dayOf, twoDecimals, type ParsedStatement, type ParsedTransaction } from './common';

type Node = Record<string, unknown>;

const ARRAYS = new Set(['Stmt', 'Rpt', 'Ntfctn', 'Ntry', 'Bal', 'NtryDtls', 'TxDtls', 'Ustrd', 'Strd']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (name) => ARRAYS.has(name),
});

const node = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node).filter((n) => n !== undefined) : [];
const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  const n = node(value);
  return n && typeof n['#text'] === 'string' ? n['#text'].trim() || null : null;
};
/** The value at `path` under `from` (first element of arrays on the way). */
function at(from: unknown, ...path: string[]): unknown {
  let current: unknown = from;
  for (const key of path) {
    if (Array.isArray(current)) current = current[0];
    const n = node(current);
    if (!n) return undefined;
    current = n[key];
  }
  return current;
}
const dateOf = (value: unknown) => dayOf(text(at(value, 'Dt')) ?? text(at(value, 'DtTm')));

/** The line of the `n`-th (1-based) entry in the text, to point at it. */
function lineOfEntry(source: string, n: number): number | null {
  const pattern = /<(?:[\w.-]+:)?Ntry[\s>]/g;
  let match: RegExpExecArray | null = null;
  for (let i = 0; i < n; i++) {
    match = pattern.exec(source);
    if (!match) return null;
  }
  if (!match) return null;
  let line = 1;
  for (let i = 0; i < match.index; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}

/** A party's name, whether under Nm or Pty/Nm (versions 08 and later). */
const partyName = (party: unknown) => text(at(party, 'Nm')) ?? text(at(party, 'Pty', 'Nm'));

function readEntry(
  entry: Node,
  n: number,
  source: string,
  currency: string | null,
  statementDay: string | null,
): ParsedTransaction | null {
  const status = text(at(entry, 'Sts')) ?? text(at(entry, 'Sts', 'Cd'));
  if (status !== null && status !== 'BOOK') return null;
  const fault = (element: string) => {
    const line = lineOfEntry(source, n);
    return badFile('camtElement', { element, n, where: line === null ? '' : ` (ligne ${line})` });
  };
  const amountNode = entry['Amt'];
  const amount = twoDecimals(text(amountNode) ?? '');
  if (amount === null || amount.startsWith('-')) throw fault('Amt');
  const ccy = text(at(amountNode, '@Ccy'));
  if (currency && ccy && ccy !== currency) throw fault('Amt/@Ccy');
  const indicator = text(entry['CdtDbtInd']);
  if (indicator !== 'CRDT' && indicator !== 'DBIT') throw fault('CdtDbtInd');
  // An entry without its own dates (some banks' batch entries) is of its statement's day.
  const bookingDate = dateOf(entry['BookgDt']) ?? dateOf(entry['ValDt']) ?? statementDay;
  if (!bookingDate) throw fault('BookgDt');
  const details = list(entry['NtryDtls']).flatMap((d) => list(d['TxDtls']));
  const first = details[0];
  const remittance = details
    .flatMap((d) => (at(d, 'RmtInf', 'Ustrd') as unknown[] | undefined) ?? [])
    .map(text);
  const structured = details.map((d) => text(at(d, 'RmtInf', 'Strd', 'CdtrRefInf', 'Ref')));
  const label = [text(entry['AddtlNtryInf']), ...remittance, ...structured, text(at(first, 'AddtlTxInf'))]
    .filter((v): v is string => !!v)
    .filter((v, i, all) => all.indexOf(v) === i)
    .join(' ')
    .slice(0, 1000);
  const credit = indicator === 'CRDT';
  const other = credit ? 'Dbtr' : 'Cdtr';
  const parties = at(first, 'RltdPties');
  const usable = (ref: string | null) => (ref && ref.toUpperCase() !== 'NOTPROVIDED' ? ref : null);
  const reference =
    usable(text(entry['AcctSvcrRef'])) ??
    usable(text(at(first, 'Refs', 'AcctSvcrRef'))) ??
    usable(text(at(first, 'Refs', 'TxId'))) ??
    usable(text(at(first, 'Refs', 'EndToEndId'))) ??
    usable(text(entry['NtryRef']));
  return {
    bookingDate,
    valueDate: dateOf(entry['ValDt']),
    amount: credit ? amount : amount === '0.00' ? amount : `-${amount}`,
    label: label || text(at(entry, 'BkTxCd', 'Prtry', 'Cd')) || (credit ? 'CRDT' : 'DBIT'),
    counterparty: partyName(at(parties, other)),
    counterpartyIban: text(at(parties, `${other}Acct`, 'Id', 'IBAN')),
    reference,
  };
}

/** The balance of `codes` (OPBD/PRCD opening, CLBD closing), signed, and its day. */
function balanceOf(balances: Node[], codes: string[]): { amount: string; day: string | null } | null {
  for (const code of codes) {
    const found = balances.find(
      (b) => (text(at(b, 'Tp', 'CdOrPrtry', 'Cd')) ?? text(at(b, 'Tp', 'CdOrPrtry', 'Prtry'))) === code,
    );
    if (!found) continue;
    const amount = twoDecimals(text(found['Amt']) ?? '');
    if (amount === null) throw badFile('camtElement', { element: `Bal/${code}/Amt`, n: 0, where: '' });
    const signed = text(found['CdtDbtInd']) === 'DBIT' && amount !== '0.00' ? `-${amount}` : amount;
    return { amount: signed, day: dateOf(found['Dt']) };
  }
  return null;
}

export function readCamt(source: string, format: StatementFormat): ParsedStatement {
  if (/<!DOCTYPE|<!ENTITY/i.test(source)) throw badFile('xmlEntity');
  const valid = XMLValidator.validate(source);
  if (valid !== true) {
    throw badFile('xmlMalformed', { line: valid.err.line, column: valid.err.col, detail: valid.err.msg });
  }
  const root = node(node(parser.parse(source))?.['Document']);
  const container =
    node(root?.['BkToCstmrStmt']) ??
    node(root?.['BkToCstmrAcctRpt']) ??
    node(root?.['BkToCstmrDbtCdtNtfctn']);
  const element = format === 'camt054' ? 'Ntfctn' : 'Stmt';
  const statements = list(container?.['Stmt']).concat(list(container?.['Rpt']), list(container?.['Ntfctn']));
  if (statements.length === 0) throw badFile('camtNoStatement', { element });

  const ibans = new Set(
    statements.map((s) => text(at(s, 'Acct', 'Id', 'IBAN'))).filter((v): v is string => !!v),
  );
  const currencies = new Set(
    statements.map((s) => text(at(s, 'Acct', 'Ccy'))).filter((v): v is string => !!v),
  );
  const currency = currencies.size === 1 ? [...currencies][0]! : null;
  const transactions: ParsedTransaction[] = [];
  let n = 0;
  for (const statement of statements) {
    const day =
      dayOf(text(at(statement, 'FrToDt', 'ToDtTm'))) ??
      dateOf(list(statement['Bal']).at(-1)?.['Dt']) ??
      dayOf(text(statement['CreDtTm']));
    for (const entry of list(statement['Ntry'])) {
      n++;
      const read = readEntry(entry, n, source, currency, day);
      if (read) transactions.push(read);
    }
  }
  // The balances of a single statement (several would each have theirs: the first opening, the last closing).
  const balances = statements.map((s) => list(s['Bal']));
  const opening = balanceOf(balances[0] ?? [], ['OPBD', 'PRCD', 'ITBD']);
  const closing = balanceOf(balances.at(-1) ?? [], ['CLBD', 'ITBD']);
  const period = at(statements[0], 'FrToDt');
  return {
    format,
    iban: ibans.size === 1 ? [...ibans][0]! : null,
    currency,
    fromDate: dayOf(text(at(period, 'FrDtTm')) ?? text(at(period, 'FrDt'))),
    toDate: closing?.day ?? dayOf(text(at(at(statements.at(-1), 'FrToDt'), 'ToDtTm'))),
    openingBalance: opening?.amount ?? null,
    closingBalance: closing?.amount ?? null,
    transactions,
  };
}
