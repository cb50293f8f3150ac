/**
 * OFX statements, 1.x (SGML) and 2.x (XML), read by ofx-js (decision 0042): the bank and credit
 * card statements' transactions (STMTTRN: DTPOSTED, TRNAMT signed, FITID, NAME, MEMO), the
 * currency (CURDEF), the account (ACCTID, an IBAN at French banks' when it is one) and the ledger
 * balance (LEDGERBAL) as the closing balance.
 */
import { parseSync } from 'ofx-js';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { badFile, dayOf, twoDecimals, type ParsedStatement, type ParsedTransaction } from './common';

type Node = Record<string, unknown>;

const node = (value: unknown): Node | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Node) : undefined;
const many = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value])
    .map(node)
    .filter((n) => n !== undefined);
const text = (value: unknown): string | null => (typeof value === 'string' ? value.trim() || null : null);

/** The statements of the message sets a bank or a card gives. */
function statementsOf(ofx: Node): Node[] {
  const bank = many(node(ofx['BANKMSGSRSV1'])?.['STMTTRNRS']).flatMap((r) => many(r['STMTRS']));
  const card = many(node(ofx['CREDITCARDMSGSRSV1'])?.['CCSTMTTRNRS']).flatMap((r) => many(r['CCSTMTRS']));
  return [...bank, ...card];
}

/** '-12,30' or '+1234.5' → signed 2 decimals. */
const amountOf = (value: string | null) => (value === null ? null : twoDecimals(value.replace(',', '.')));

function readTransaction(row: Node, n: number): ParsedTransaction {
  const bookingDate = dayOf(text(row['DTPOSTED']));
  if (!bookingDate) throw badFile('ofxElement', { element: 'DTPOSTED', n });
  const amount = amountOf(text(row['TRNAMT']));
  if (amount === null || amount === '0.00') throw badFile('ofxElement', { element: 'TRNAMT', n });
  const name = text(row['NAME']) ?? text(node(row['PAYEE'])?.['NAME']);
  const memo = text(row['MEMO']);
  const label = [name, memo].filter((v, i, all): v is string => !!v && all.indexOf(v) === i).join(' ');
  return {
    bookingDate,
    valueDate: dayOf(text(row['DTUSER'])) ?? dayOf(text(row['DTAVAIL'])),
    amount,
    label: (label || text(row['TRNTYPE']) || 'OFX').slice(0, 1000),
    counterparty: name,
    counterpartyIban: null,
    reference: text(row['FITID']),
  };
}

export function readOfx(source: string): ParsedStatement {
  let ofx: Node | undefined;
  try {
    // CDATA sections (names in some banks' OFX 2) as escaped text, which the parser reads.
    const plain = source.replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, inner: string) =>
      inner.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    );
    ofx = node(parseSync(plain).OFX);
  } catch (error) {
    throw badFile('ofxMalformed', { detail: error instanceof Error ? error.message.slice(0, 200) : '?' });
  }
  const statements = ofx ? statementsOf(ofx) : [];
  if (statements.length === 0) throw badFile('ofxNoStatement');
  const transactions: ParsedTransaction[] = [];
  let n = 0;
  for (const statement of statements) {
    for (const row of many(statement['BANKTRANLIST']).flatMap((list) => many(list['STMTTRN']))) {
      n++;
      transactions.push(readTransaction(row, n));
    }
  }
  const first = statements[0]!;
  const last = statements.at(-1)!;
  const account = node(first['BANKACCTFROM']) ?? node(first['CCACCTFROM']);
  const accountId = electronicFormatIBAN(text(account?.['ACCTID']) ?? '') ?? '';
  const list = many(first['BANKTRANLIST'])[0];
  const ledger = node(first['LEDGERBAL']);
  return {
    format: 'ofx',
    iban: isValidIBAN(accountId) ? accountId : null,
    currency: text(first['CURDEF']),
    fromDate: dayOf(text(list?.['DTSTART'])),
    toDate: dayOf(text(ledger?.['DTASOF'])) ?? dayOf(text(many(last['BANKTRANLIST']).at(-1)?.['DTEND'])),
    openingBalance: null,
    closingBalance: amountOf(text(ledger?.['BALAMT'])),
    transactions,
  };
}
