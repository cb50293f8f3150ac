/**
 * The statement readers on public sample files from other projects' test suites (sources and
 * licences: server/test/fixtures/bank/SOURCES.md), and on hostile files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addAmounts } from '@comptoir/core/money';
import { xlsxBomb } from '../../../../test/zip-bomb';
import { csvAmount, csvDate } from './csv';
import { dedupeKeys, readStatement, type ParsedStatement } from './statement';
import type { AppError } from '../../../platform/errors';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../test/fixtures/bank');
const sample = (name: string) => fs.readFileSync(path.join(dir, name));
const read = (name: string, mapping = null) => readStatement(sample(name), mapping);
const sum = (s: ParsedStatement) => addAmounts('0', ...s.transactions.map((t) => t.amount));

/** The error `run` throws: its status, key and values. */
function failure(run: () => unknown): {
  status: number;
  key: string;
  values: Record<string, unknown>;
  details?: unknown;
} {
  try {
    run();
  } catch (error) {
    const e = error as AppError;
    return { status: e.statusCode, key: e.messageKey, values: e.values, details: e.details };
  }
  throw new Error('expected an error');
}

describe('CAMT.053 and CAMT.054 (public samples)', () => {
  it("reads a bank's anonymised month: 268 entries whose sum is the closing minus the opening balance", () => {
    const s = read('camt053-subite-be-month.xml');
    expect(s).toMatchObject({
      format: 'camt053',
      iban: 'BE68793230773034',
      fromDate: '2024-11-01',
      toDate: '2024-11-30',
      openingBalance: '59370.37',
      closingBalance: '87539.12',
    });
    expect(s.transactions).toHaveLength(268);
    expect(sum(s)).toBe('28168.75');
    expect(s.transactions[0]).toMatchObject({
      amount: '50000.00',
      counterparty: 'Stellar Ltd',
      reference: '125079',
    });
    expect(s.transactions.filter((t) => t.amount.startsWith('-'))).toHaveLength(264);
  });

  it('reads versions 02, 04 and 08, several statements, a batch entry and an entry without dates', () => {
    const multi = read('camt053-genkgo-multi-stmt.xml');
    expect([multi.openingBalance, multi.closingBalance, sum(multi)]).toEqual(['18.15', '20.00', '1.85']);
    const swiss = read('camt053-oca-2.xml');
    expect(swiss.transactions).toHaveLength(1);
    expect(addAmounts(swiss.openingBalance!, sum(swiss))).toBe(swiss.closingBalance);
    expect(swiss.transactions[0]!.label).toContain('CRÉDIT GROUPÉ BVR');
    const v08 = read('camt053-genkgo-v08.xml');
    expect(v08.transactions[0]).toMatchObject({
      counterparty: 'NAME NAME',
      counterpartyIban: 'NL56AGDH9619008421',
    });
    // Entries without dates are of their statement's day; balances without an indicator are credits.
    const lt = read('camt053-subite-lt-v08.xml');
    expect(lt.transactions).toHaveLength(13);
    expect(lt.transactions.every((t) => t.bookingDate === '2024-05-06')).toBe(true);
  });

  it('reads notifications (CAMT.054) and skips entries that are only for information', () => {
    expect(read('camt054-oca.xml').transactions).toEqual([
      expect.objectContaining({ amount: '5.00', counterparty: 'Test Customer', reference: '98888208N8' }),
    ]);
    expect(read('camt054-genkgo-v04.xml').transactions[0]!.amount).toBe('-200000.00');
    expect(read('camt054-subite-lt-v10.xml').transactions).toEqual([]);
  });
});

describe('OFX 1 (SGML) and OFX 2 (XML), public samples', () => {
  it('reads signed amounts, FITIDs, the currency and the ledger balance', () => {
    const amex = read('ofx1-beangulp-amex-cc.ofx');
    expect(amex).toMatchObject({ format: 'ofx', currency: 'USD', closingBalance: '-2093.01' });
    expect(amex.transactions).toHaveLength(27);
    expect(amex.transactions[0]).toMatchObject({ bookingDate: '2013-11-21', amount: '-29.00' });
    expect(read('ofx1-ofxparse-bank-medium.ofx')).toMatchObject({
      currency: 'CAD',
      closingBalance: '382.34',
    });
    expect(read('ofx1-ofxparse-checking.ofx').transactions[0]!.amount).toBe('0.01');
  });

  it('reads names in CDATA and several transaction lists in one statement', () => {
    expect(read('ofx2-ofxparse-suncorp.ofx').transactions[0]).toMatchObject({ amount: '-16.85' });
    const oca = read('ofx2-oca.ofx');
    expect(oca.transactions.map((t) => t.amount)).toEqual(['-80.00', '-90.00', '-100.00', '-90.00']);
    expect(oca.closingBalance).toBe('2156.56');
  });
});

describe('CSV', () => {
  it('finds the header under account lines, reads dd/mm/yy, quoted "-50,00" debits and credits, skips balance lines', () => {
    const s = read('csv-oca-meta-debit-credit.csv');
    expect(s.transactions.map((t) => [t.bookingDate, t.amount, t.label])).toEqual([
      ['2020-04-01', '-50.00', 'LABEL 1'],
      ['2020-04-01', '-100.00', 'LABEL 2'],
      ['2020-04-02', '-80.68', 'LABEL 3'],
      ['2020-04-02', '1300.00', 'LABEL 4'],
    ]);
    expect(s.mapping).toMatchObject({
      debit: 'Debit',
      credit: 'Credit',
      dateFormat: 'dd/mm/yyyy',
      decimalMark: ',',
    });
  });

  it('reads an American export (m/d/yyyy, 1,234.56) and a Windows-1252 file', () => {
    const chase = read('csv-beangulp-chase.csv');
    expect(chase.transactions).toHaveLength(6);
    expect(chase.mapping?.dateFormat).toBe('mm/dd/yyyy');
    const latin = read('csv-hledger-fr-cp1252.csv');
    expect(latin.transactions.map((t) => t.label)).toEqual([
      'DÉPÔT',
      'VIREMENT VERS ÉPARGNE',
      'CAFÉ — €20 REÇU',
    ]);
  });

  it('asks for the mapping (422 with the headers and a sample) when the columns are not sure, then reads with it', () => {
    const asked = failure(() => read('csv-fintro-be.csv'));
    expect(asked).toMatchObject({ status: 422, key: 'bank.errors.csvMapping' });
    expect((asked.details as { headers: string[] }).headers).toContain('Uitvoeringsdatum');
    const s = readStatement(sample('csv-fintro-be.csv'), {
      date: 'Uitvoeringsdatum',
      label: 'Details',
      amount: 'Bedrag',
      debit: null,
      credit: null,
      valueDate: 'Valutadatum',
      reference: 'Volgnummer',
      counterparty: null,
      dateFormat: 'dd/mm/yyyy',
      decimalMark: ',',
    });
    expect(s.transactions).toHaveLength(4);
    expect(s.transactions.some((t) => t.amount === '-7000.97')).toBe(true);
  });

  it('reads a French bank export: semicolons, 1 234,56, separate Débit and Crédit', () => {
    const csv = [
      'Compte courant n° 12345;;;',
      'Date;Libellé;Débit;Crédit',
      '05/11/2026;VIR SEPA MAISON DURAND FAC-2026-00012;;1 234,56',
      '06/11/2026;PRLV URSSAF;-812,00;',
      '06/11/2026;CB CARREFOUR 05/11;12,30;',
      'Solde au 06/11/2026;;;410,26',
    ].join('\r\n');
    const s = readStatement(Buffer.from(csv, 'latin1'), null);
    expect(s.transactions.map((t) => [t.bookingDate, t.amount])).toEqual([
      ['2026-11-05', '1234.56'],
      ['2026-11-06', '-812.00'],
      ['2026-11-06', '-12.30'],
    ]);
  });

  it('reads amounts and dates in their many spellings', () => {
    expect(csvAmount('1 234,56', ',')).toBe('1234.56');
    expect(csvAmount('-1.234,56 €', ',')).toBe('-1234.56');
    expect(csvAmount('(12.30)', '.')).toBe('-12.30');
    expect(csvAmount('12,30-', ',')).toBe('-12.30');
    expect(csvAmount('1,234.5', '.')).toBe('1234.50');
    expect(csvAmount('12.345', '.')).toBeUndefined();
    expect(csvAmount('abc', ',')).toBeUndefined();
    expect(csvDate('31/02/2026', 'dd/mm/yyyy')).toBeNull();
    expect(csvDate('5.11.2026', 'dd.mm.yyyy')).toBe('2026-11-05');
  });
});

describe('hostile files: a French message with the line or element at fault, nothing read', () => {
  it('malformed XML names its line and column', () => {
    const xml = '<?xml version="1.0"?>\n<Document>\n<BkToCstmrStmt>\n<Stmt><Ntry></Stmt>\n</Document>';
    const e = failure(() => readStatement(Buffer.from(xml), null));
    expect(e).toMatchObject({ status: 400, key: 'bank.errors.xmlMalformed' });
    expect(e.values.line).toBe(4);
  });

  it('refuses entity declarations (billion laughs) without expanding them', () => {
    const xml =
      '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><Document><BkToCstmrStmt>&b;</BkToCstmrStmt></Document>';
    expect(failure(() => readStatement(Buffer.from(xml), null)).key).toBe('bank.errors.xmlEntity');
  });

  it('refuses archives, a zip bomb among them, without inflating them', () => {
    const bomb = xlsxBomb(64);
    expect(failure(() => readStatement(bomb, null))).toMatchObject({
      status: 400,
      key: 'bank.errors.archive',
    });
  });

  it('refuses a CSV with a spreadsheet formula, naming the line', () => {
    const csv =
      'Date;Libellé;Montant\n05/11/2026;Loyer;-900,00\n06/11/2026;=HYPERLINK("http://x";"clic");10,00\n';
    expect(failure(() => readStatement(Buffer.from(csv), null))).toMatchObject({
      key: 'bank.errors.csvFormula',
      values: { line: 3 },
    });
    const plus = "Date;Libellé;Montant\n05/11/2026;+cmd|' /C calc'!A0;-1,00\n";
    expect(failure(() => readStatement(Buffer.from(plus), null)).key).toBe('bank.errors.csvFormula');
  });

  it('names the CAMT entry and line of a missing amount, and a bad CSV date or amount line', () => {
    const xml = `<?xml version="1.0"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><Stmt>
<Ntry><Amt Ccy="EUR">10.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt></Ntry>
<Ntry><Amt Ccy="EUR">dix</Amt><CdtDbtInd>CRDT</CdtDbtInd><BookgDt><Dt>2026-11-02</Dt></BookgDt></Ntry>
</Stmt></BkToCstmrStmt></Document>`;
    expect(failure(() => readStatement(Buffer.from(xml), null))).toMatchObject({
      key: 'bank.errors.camtElement',
      values: { element: 'Amt', n: 2, where: ' (ligne 4)' },
    });
    const badDate =
      'Date;Libellé;Montant\n05/11/2026;A;1,00\n06/11/2026;B;1,00\n32/11/2026;C;2,00\n07/11/2026;D;1,00\n08/11/2026;E;1,00\n';
    expect(failure(() => readStatement(Buffer.from(badDate), null))).toMatchObject({
      key: 'bank.errors.csvDate',
      values: { line: 4, value: '32/11/2026' },
    });
    const badAmount = 'Date;Libellé;Montant\n05/11/2026;A;1,00\n06/11/2026;B;deux\n';
    expect(failure(() => readStatement(Buffer.from(badAmount), null))).toMatchObject({
      key: 'bank.errors.csvAmount',
      values: { line: 3 },
    });
  });

  it('refuses binary, empty and unknown files', () => {
    expect(failure(() => readStatement(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]), null)).key).toBe(
      'bank.errors.encoding',
    );
    expect(failure(() => readStatement(Buffer.alloc(0), null)).key).toBe('bank.errors.emptyFile');
    expect(failure(() => readStatement(Buffer.from('<html><body>x</body></html>'), null)).key).toBe(
      'bank.errors.unknownFormat',
    );
    expect(
      failure(() => readStatement(Buffer.from('OFXHEADER:100\n<OFX><SIGNONMSGSRSV1>'), null)).key,
    ).toMatch(/bank\.errors\.ofx(Malformed|NoStatement)/);
  });

  it('never fails with anything but a 4xx on random bytes and random texts (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a)),
          fc.string().map((s) => Buffer.from(s)),
        ),
        (bytes) => {
          try {
            readStatement(bytes, null);
          } catch (error) {
            const status = (error as AppError).statusCode;
            expect(status >= 400 && status < 500, String(error)).toBe(true);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the keys that recognise a transaction imported again', () => {
  it("uses the bank's reference, else day + amount + label with the rank of equal ones", () => {
    const t = (amount: string, reference: string | null = null) => ({
      bookingDate: '2026-11-05',
      valueDate: null,
      amount,
      label: 'CB Café',
      counterparty: null,
      counterpartyIban: null,
      reference,
    });
    expect(dedupeKeys([t('-3.20'), t('-3.20'), t('-3.20', 'R1'), t('-4.00')])).toEqual([
      '2026-11-05|-3.20|cb cafe',
      '2026-11-05|-3.20|cb cafe#2',
      'ref:R1',
      '2026-11-05|-4.00|cb cafe',
    ]);
  });
});
