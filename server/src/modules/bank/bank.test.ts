import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { BankAccount, BankSuggestion, BankTransaction } from '@comptoir/core/modules/bank';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import {
  bankTransactions,
  invoicePayments,
  purchaseOrderPayments,
  purchaseOrders,
  suppliers,
} from '../../db/schema/index';
import { collectionRoutes, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForQueries, expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries, rowCount } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { insertOpenInvoice, setupBank } from './testing';

const f = useFixture(setupBank);

const IBAN = 'FR7630006000011234567890189';
let ibanSeed = 0;
/** A valid French IBAN not used yet: bank 30006, branch 00001, a new account number, its RIB key and check digits. */
function freshIban(): string {
  ibanSeed++;
  const [bank, branch] = ['30006', '00001'];
  const account = String(10_000_000_000 + ibanSeed * 7919 + Math.floor(Math.random() * 1e6)).slice(-11);
  const rib = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  const bban = `${bank}${branch}${account}${String(rib).padStart(2, '0')}`;
  const check = 98n - (BigInt(`${bban}152700`) % 97n);
  return `FR${String(check).padStart(2, '0')}${bban}`;
}

const createAccount = async (overrides: Record<string, unknown> = {}, cookie = f.users.manager.cookie) =>
  expectStatus(
    await f.call(
      'POST',
      '/api/bank/accounts',
      {
        companyId: f.companyA.id,
        name: 'Compte courant',
        bankName: 'BNP Paribas',
        iban: freshIban(),
        bic: 'BNPAFRPP',
        currency: 'EUR',
        openingBalance: '1000,00',
        openingDate: '2026-11-01',
        feeTolerance: '5',
        ...overrides,
      },
      cookie,
    ),
    201,
  ).account as BankAccount;

const csv = (...lines: string[]) => ['Date;Libellé;Montant', ...lines].join('\n');

const transactions = async (accountId: string, query = '') =>
  expectStatus(await f.call('GET', `/api/bank/transactions?accountId=${accountId}&pageSize=200${query}`), 200)
    .items as BankTransaction[];
const byLabel = async (accountId: string, text: string) =>
  (await transactions(accountId)).find((t) => t.label.includes(text))!;
const invoice = async (id: string) =>
  expectStatus(await f.call('GET', `/api/invoices/${id}`), 200) as InvoiceDetail;

function camt(
  iban: string,
  opening: string,
  closing: string,
  entries: [string, 'CRDT' | 'DBIT', string, string][],
) {
  const rows = entries
    .map(
      ([amount, side, label, ref]) => `
      <Ntry><NtryRef>${ref}</NtryRef><Amt Ccy="EUR">${amount}</Amt><CdtDbtInd>${side}</CdtDbtInd><Sts>BOOK</Sts>
        <BookgDt><Dt>2026-11-05</Dt></BookgDt><ValDt><Dt>2026-11-05</Dt></ValDt><AcctSvcrRef>${ref}</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Nm>Maison Durand</Nm></Dbtr></RltdPties><RmtInf><Ustrd>${label}</Ustrd></RmtInf></TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"><BkToCstmrStmt><GrpHdr><MsgId>1</MsgId><CreDtTm>2026-11-06T08:00:00</CreDtTm></GrpHdr>
<Stmt><Id>S1</Id><CreDtTm>2026-11-06T08:00:00</CreDtTm><FrToDt><FrDtTm>2026-11-01T00:00:00</FrDtTm><ToDtTm>2026-11-05T23:59:59</ToDtTm></FrToDt>
<Acct><Id><IBAN>${iban}</IBAN></Id><Ccy>EUR</Ccy></Acct>
<Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${opening}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-01</Dt></Dt></Bal>
<Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">${closing}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2026-11-05</Dt></Dt></Bal>${rows}
</Stmt></BkToCstmrStmt></Document>`;
}

describe('bank accounts', () => {
  it('creates an account with its IBAN checked, lists it with its balance, refuses a wrong IBAN in French', async () => {
    const account = await createAccount({ iban: 'fr76 3000 6000 0112 3456 7890 189' });
    expect(account).toMatchObject({
      iban: IBAN,
      balance: '1000.00',
      transactions: 0,
      unmatched: 0,
      lastStatement: null,
    });
    const bad = await f.call('POST', '/api/bank/accounts', {
      companyId: f.companyA.id,
      name: 'X',
      iban: 'FR7630006000011234567890188',
      currency: 'EUR',
      openingBalance: '0',
      openingDate: '2026-11-01',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.iban).toBe(
      'IBAN invalide : vérifiez le pays, la longueur et la clé de contrôle.',
    );
    const twice = await f.call('POST', '/api/bank/accounts', {
      companyId: f.companyA.id,
      name: 'Y',
      iban: IBAN,
      currency: 'EUR',
      openingBalance: '0',
      openingDate: '2026-11-01',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('Cet IBAN est déjà celui du compte « Compte courant ».');
    const other = await f.call('POST', '/api/bank/accounts', {
      companyId: f.companyB.id,
      name: 'Z',
      iban: freshIban(),
      currency: 'EUR',
      openingBalance: '0',
      openingDate: '2026-11-01',
    });
    expect(other.statusCode).toBe(400);
    const list = expectStatus(await f.call('GET', '/api/bank/accounts'), 200).items as BankAccount[];
    expect(list.some((a) => a.id === account.id)).toBe(true);
    expect((await auditEntries(f.db, 'bank_account.create', account.id)).length).toBe(1);
  });

  it('keeps the currency once there are transactions, and deletes only an empty account (Admin)', async () => {
    const account = await createAccount();
    expectStatus(await f.upload(account.id, 'r.csv', csv('05/11/2026;Loyer;-900,00')), 201);
    const currency = await f.call('PATCH', `/api/bank/accounts/${account.id}`, { currency: 'USD' });
    expect(currency.statusCode).toBe(409);
    expect(
      (await f.call('PATCH', `/api/bank/accounts/${account.id}`, { name: 'Compte pro' })).statusCode,
    ).toBe(200);
    expect((await f.call('DELETE', `/api/bank/accounts/${account.id}`)).statusCode).toBe(403);
    const inUse = await f.call('DELETE', `/api/bank/accounts/${account.id}`, undefined, f.users.admin.cookie);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toBe(
      'Ce compte a des mouvements importés : il ne peut pas être supprimé.',
    );
    const empty = await createAccount();
    expect(
      (await f.call('DELETE', `/api/bank/accounts/${empty.id}`, undefined, f.users.admin.cookie)).statusCode,
    ).toBe(200);
  });
});

describe('importing statements', () => {
  it('imports a French CSV, recognises the lines of an overlapping statement, remembers the mapping', async () => {
    const account = await createAccount();
    const first = await f.upload(
      account.id,
      'novembre.csv',
      csv(
        '05/11/2026;VIR MAISON DURAND;1 234,56',
        '06/11/2026;PRLV URSSAF;-812,00',
        '06/11/2026;CB CAFE;-3,20',
      ),
    );
    const body = expectStatus(first, 201);
    expect(body.message).toBe('3 mouvement(s) importé(s), 0 déjà présent(s).');
    expect(body.statement).toMatchObject({
      format: 'csv',
      imported: 3,
      duplicates: 0,
      fromDate: '2026-11-05',
      toDate: '2026-11-06',
    });
    const overlap = expectStatus(
      await f.upload(
        account.id,
        'semaine.csv',
        csv(
          '06/11/2026;PRLV URSSAF;-812,00',
          '06/11/2026;CB CAFE;-3,20',
          '06/11/2026;CB CAFE;-3,20',
          '07/11/2026;VIR SALAIRE;-2 100,00',
        ),
      ),
      201,
    );
    // The second identical café is a second payment: new; the rest was there.
    expect(overlap.statement).toMatchObject({ imported: 2, duplicates: 2 });
    const after = expectStatus(await f.call('GET', `/api/bank/accounts/${account.id}`), 200) as BankAccount;
    expect(after).toMatchObject({ transactions: 5, unmatched: 5, balance: '-683.84' });
    expect(after.csvMapping).toMatchObject({
      date: 'Date',
      label: 'Libellé',
      amount: 'Montant',
      dateFormat: 'dd/mm/yyyy',
      decimalMark: ',',
    });
    expect((await transactions(account.id, '&sort=amount&order=asc')).map((t) => t.amount)).toEqual([
      '-2100.00',
      '-812.00',
      '-3.20',
      '-3.20',
      '1234.56',
    ]);
  });

  it('asks for the CSV mapping with the headers (422), then imports with it and reuses it', async () => {
    const account = await createAccount();
    const text = 'Jour,Objet,Somme en EUR\n2026-11-05,Virement client,150.00\n';
    const asked = await f.upload(account.id, 'x.csv', text);
    expect(asked.statusCode).toBe(422);
    expect(asked.json().error).toMatchObject({
      code: 'csv_mapping',
      details: { headers: ['Jour', 'Objet', 'Somme en EUR'] },
    });
    const mapping = {
      date: 'Jour',
      label: 'Objet',
      amount: 'Somme en EUR',
      dateFormat: 'yyyy-mm-dd',
      decimalMark: '.',
    };
    expectStatus(await f.upload(account.id, 'x.csv', text, mapping), 201);
    const again = expectStatus(
      await f.upload(account.id, 'y.csv', 'Jour,Objet,Somme en EUR\n2026-11-06,Autre,10.00\n'),
      201,
    );
    expect(again.statement.imported).toBe(1);
    const badMapping = await f.upload(account.id, 'x.csv', text, { date: 'Jour' });
    expect(badMapping.statusCode).toBe(400);
  });

  it("compares a CAMT.053's closing balance with the computed one and shows a difference", async () => {
    const iban = freshIban();
    const account = await createAccount({ iban, openingBalance: '1000.00' });
    const ok = await f.upload(
      account.id,
      'camt.xml',
      camt(iban, '1000.00', '1354.50', [
        ['1200.00', 'CRDT', 'FAC-2026-90001', 'R1'],
        ['845.50', 'DBIT', 'INV-7781', 'R2'],
      ]),
    );
    expect(expectStatus(ok, 201).statement).toMatchObject({
      format: 'camt053',
      closingBalance: '1354.50',
      computedBalance: '1354.50',
      difference: '0.00',
    });
    const wrong = await f.upload(
      account.id,
      'camt2.xml',
      camt(iban, '1354.50', '1400.00', [['1.00', 'CRDT', 'Intérêts', 'R3']]),
    );
    expect(expectStatus(wrong, 201).statement).toMatchObject({
      computedBalance: '1355.50',
      difference: '44.50',
    });
    const read = expectStatus(await f.call('GET', `/api/bank/accounts/${account.id}`), 200) as BankAccount;
    expect(read.lastStatement).toMatchObject({ closingBalance: '1400.00', difference: '44.50' });
    const statements = expectStatus(
      await f.call('GET', `/api/bank/accounts/${account.id}/statements`),
      200,
    ).items;
    expect(statements).toHaveLength(2);
  });

  it("refuses another account's statement, a foreign currency, a bad file and a 50 MB one, importing nothing", async () => {
    const account = await createAccount();
    const other = await f.upload(
      account.id,
      'c.xml',
      camt(freshIban(), '0', '1', [['1.00', 'CRDT', 'x', 'R9']]),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().error.message).toMatch(/^Ce relevé est celui du compte FR/);
    const usd = await createAccount({ currency: 'USD' });
    const currency = await f.upload(usd.id, 'c.xml', camt(usd.iban, '0', '1', [['1.00', 'CRDT', 'x', 'R9']]));
    expect(currency.json().error.message).toBe('Le relevé est en EUR, le compte en USD.');
    const bad = await f.upload(account.id, 'r.csv', csv('05/11/2026;A;1,00', '06/11/2026;=1+2;3,00'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(
      'Ligne 3 : la cellule « =1+2 » ressemble à une formule de tableur : fichier refusé par sécurité.',
    );
    const huge = await f.upload(account.id, 'big.csv', Buffer.alloc(50 * 1024 * 1024, 0x41));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toMatch(/^Fichier trop volumineux/);
    expect(await rowCount(f.db, bankTransactions, eq(bankTransactions.accountId, account.id))).toBe(0);
  });
});

describe('reconciling', () => {
  const setup = async (tolerance = '5') => {
    const iban = freshIban();
    const account = await createAccount({ iban, feeTolerance: tolerance });
    const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    // A party of its own per setup (the invoices of earlier tests stay open in this database).
    const word = Array.from({ length: 7 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const party = `Maison ${word}`;
    const number = (n: number) => `FAC-2026-${suffix}${n}`;
    const a1 = await insertOpenInvoice(f.db, {
      companyId: f.companyA.id,
      number: number(1),
      party: `${party} SARL`,
      total: '1200.00',
    });
    const a2 = await insertOpenInvoice(f.db, {
      companyId: f.companyA.id,
      number: number(2),
      party: `${party} SARL`,
      total: '300.00',
    });
    const supplier = await insertOpenInvoice(f.db, {
      companyId: null,
      number: `INV-${suffix}`,
      party: 'Shenzhen Bright Co',
      total: '845.50',
    });
    const text = csv(
      `05/11/2026;VIR SEPA ${party.toUpperCase()} ${number(1)};1 200,00`,
      `06/11/2026;VIR ${party.toUpperCase()} REGLEMENT;1 500,00`,
      `07/11/2026;VIR SHENZHEN BRIGHT INV-${suffix};-845,50`,
      `08/11/2026;VIR ${party.toUpperCase()} ${number(2)};297,00`,
      `09/11/2026;FRAIS TENUE DE COMPTE;-12,00`,
    );
    expectStatus(await f.upload(account.id, 'r.csv', text), 201);
    return { account, a1, a2, supplier, number, supplierNumber: `INV-${suffix}` };
  };

  it('suggests the invoice named by its number and of the amount first; Rapprocher pays it and marks the transaction', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    const suggestions = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
      .items as BankSuggestion[];
    expect(suggestions[0]).toMatchObject({ reasons: ['amount', 'number', 'name'], feesAmount: '0.00' });
    expect(suggestions[0]!.allocations).toEqual([
      expect.objectContaining({ invoiceId: a1, amount: '1200.00' }),
    ]);
    const res = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a1, amount: '1200.00' }],
    });
    const body = expectStatus(res, 200);
    expect(body.message).toBe('Mouvement rapproché.');
    expect(body.transaction).toMatchObject({
      status: 'matched',
      payments: [expect.objectContaining({ invoiceId: a1, amount: '1200.00' })],
    });
    const paid = await invoice(a1);
    expect(paid.status).toBe('paid');
    expect(paid.payments[0]).toMatchObject({
      bankTransactionId: t.id,
      method: 'virement',
      date: '2026-11-05',
    });
    // The payment goes with its reconciliation, not from the invoice.
    const del = await f.call(
      'DELETE',
      `/api/invoices/${a1}/payments/${paid.payments[0]!.id}`,
      undefined,
      f.users.admin.cookie,
    );
    expect(del.statusCode).toBe(409);
    expect((await auditEntries(f.db, 'bank_transaction.match', t.id)).length).toBe(1);
    expect(
      expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200).items,
    ).toEqual([]);
  });

  it('splits one transaction over two invoices, and books a small difference as bank fees', async () => {
    const { account, a1, a2, number } = await setup();
    const t = await byLabel(account.id, 'REGLEMENT');
    const sum = (
      expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
        .items as BankSuggestion[]
    ).find((s) => s.reasons.includes('sum'));
    expect(sum?.allocations.map((a) => a.invoiceId).sort()).toEqual([a1, a2].sort());
    const split = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [
        { invoiceId: a1, amount: '1200.00' },
        { invoiceId: a2, amount: '300.00' },
      ],
    });
    expect(expectStatus(split, 200).transaction.payments).toHaveLength(2);
    expect((await invoice(a1)).status).toBe('paid');
    expect((await invoice(a2)).status).toBe('paid');

    // 297.00 for an invoice of 300.00: 3.00 within the tolerance of 5.00.
    const { account: second, a2: other } = await setup();
    const fees = await byLabel(second.id, number(2).slice(0, 9));
    const feeLine = (await transactions(second.id)).find((x) => x.amount === '297.00')!;
    expect(fees).toBeDefined();
    const booked = await f.call('POST', `/api/bank/transactions/${feeLine.id}/match`, {
      allocations: [{ invoiceId: other, amount: '300.00' }],
    });
    expect(expectStatus(booked, 200).transaction).toMatchObject({
      status: 'matched',
      feesAmount: '-3.00',
      category: 'fees',
    });
  });

  it('searches the open invoices a transaction may pay, in its direction, with what is left of it', async () => {
    const { account, a1, a2, supplier, number, supplierNumber } = await setup();
    const t = await byLabel(account.id, 'REGLEMENT');
    const found = expectStatus(
      await f.call('GET', `/api/bank/transactions/${t.id}/candidates?q=${number(2)}`),
      200,
    ).items;
    expect(found).toEqual([
      expect.objectContaining({ invoiceId: a2, balance: '300.00', amount: '300.00', direction: 'outgoing' }),
    ]);
    const all = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/candidates`), 200).items as {
      invoiceId: string;
    }[];
    expect(all.map((c) => c.invoiceId)).toEqual(expect.arrayContaining([a1, a2]));
    expect(all.map((c) => c.invoiceId)).not.toContain(supplier);
    const out = await byLabel(account.id, 'SHENZHEN');
    const paying = expectStatus(
      await f.call('GET', `/api/bank/transactions/${out.id}/candidates?q=${supplierNumber}`),
      200,
    ).items;
    expect(paying[0]).toMatchObject({ invoiceId: supplier, amount: '845.50', direction: 'incoming' });
  });

  it('refuses an overpayment, a difference beyond the tolerance and the wrong direction, in French, recording nothing', async () => {
    const { account, a1, a2, supplier, number } = await setup('1');
    const t = await byLabel(account.id, number(1));
    const over = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a2, amount: '1200.00' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/n'attend plus que 300,00/);
    const short = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a1, amount: '1100.00' }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(
      /l'écart de 100,00.*dépasse la tolérance de frais du compte \(1,00/,
    );
    const direction = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: supplier, amount: '845.50' }],
    });
    expect(direction.statusCode).toBe(400);
    expect((await f.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, a1))).length).toBe(
      0,
    );
    expect((await byLabel(account.id, number(1))).status).toBe('unmatched');
  });

  it('lets one of two users matching the same transaction at once win; the other gets a clear message', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    const body = { allocations: [{ invoiceId: a1, amount: '1200.00' }] };
    const [one, two] = await Promise.all([
      f.call('POST', `/api/bank/transactions/${t.id}/match`, body),
      f.call('POST', `/api/bank/transactions/${t.id}/match`, body, f.users.admin.cookie),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json().error.message).toBe("Ce mouvement vient d'être rapproché par un autre utilisateur.");
    expect(await rowCount(f.db, invoicePayments, eq(invoicePayments.bankTransactionId, t.id))).toBe(1);
  });

  it('undoes a reconciliation (Admin only), the invoices awaiting payment again, and books a transaction to a category', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    expectStatus(
      await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
        allocations: [{ invoiceId: a1, amount: '1200.00' }],
      }),
      200,
    );
    expect((await f.call('DELETE', `/api/bank/transactions/${t.id}/match`)).statusCode).toBe(403);
    const undone = expectStatus(
      await f.call('DELETE', `/api/bank/transactions/${t.id}/match`, undefined, f.users.admin.cookie),
      200,
    );
    expect(undone).toMatchObject({
      message: 'Rapprochement annulé.',
      transaction: { status: 'unmatched', payments: [] },
    });
    expect((await invoice(a1)).status).toBe('sent');
    expect((await auditEntries(f.db, 'bank_transaction.unmatch', t.id)).length).toBe(1);
    const fee = await byLabel(account.id, 'FRAIS TENUE');
    const booked = expectStatus(
      await f.call('POST', `/api/bank/transactions/${fee.id}/book`, { category: 'fees', note: 'Novembre' }),
      200,
    );
    expect(booked.transaction).toMatchObject({ status: 'booked', category: 'fees', note: 'Novembre' });
    const again = await f.call('POST', `/api/bank/transactions/${fee.id}/book`, { category: 'fees' });
    expect(again.statusCode).toBe(409);
  });

  it('applies only the sure matches automatically, and the Admin rules', async () => {
    const { account, a1, supplier } = await setup();
    expect(
      (await f.call('POST', '/api/bank/rules', { pattern: 'frais tenue', category: 'fees' })).statusCode,
    ).toBe(403);
    const rule = expectStatus(
      await f.call(
        'POST',
        '/api/bank/rules',
        { pattern: 'frais tenue', category: 'fees', accountId: account.id },
        f.users.admin.cookie,
      ),
      201,
    );
    expect(rule.message).toBe('Règle ajoutée.');
    const preview = expectStatus(
      await f.call('POST', '/api/bank/auto-match', { accountId: account.id, dryRun: true }),
      200,
    );
    expect(preview).toMatchObject({ matched: 2, booked: 1, remaining: 2 });
    expect(preview.message).toMatch(/seraient rapproché/);
    expect((await invoice(a1)).status).toBe('sent');
    const res = expectStatus(await f.call('POST', '/api/bank/auto-match', { accountId: account.id }), 200);
    // The number and the amount of FAC-…1 and of INV-…: sure; the 1,500.00 (two invoices) and 297.00: to review.
    expect(res).toMatchObject({ matched: 2, booked: 1, remaining: 2 });
    expect(res.message).toBe(
      '2 mouvement(s) rapproché(s) et 1 comptabilisé(s) automatiquement ; 2 à examiner.',
    );
    expect((await invoice(a1)).status).toBe('paid');
    expect((await invoice(supplier)).status).toBe('paid');
    expect((await byLabel(account.id, 'FRAIS TENUE')).category).toBe('fees');
    expectStatus(
      await f.call('DELETE', `/api/bank/rules/${rule.rule.id}`, undefined, f.users.admin.cookie),
      200,
    );
  });

  it("confirms a supplier's deposit recorded on a purchase order with the bank debit, and undoes it", async () => {
    const account = await createAccount();
    const [supplier] = await f.db
      .insert(suppliers)
      .values({ name: 'Ningbo Buttons Co.', country: 'CN' })
      .returning({ id: suppliers.id });
    const number = `BCF-2026-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    const [order] = await f.db
      .insert(purchaseOrders)
      .values({
        companyId: f.companyA.id,
        supplierId: supplier!.id,
        number,
        status: 'sent',
        currency: 'EUR',
        subtotal: '10000.00',
      })
      .returning({ id: purchaseOrders.id });
    const [deposit] = await f.db
      .insert(purchaseOrderPayments)
      .values({ orderId: order!.id, date: '2026-11-02', amount: '3000.00', currency: 'EUR', kind: 'deposit' })
      .returning({ id: purchaseOrderPayments.id });
    expectStatus(
      await f.upload(account.id, 'r.csv', csv(`05/11/2026;VIR NINGBO BUTTONS ${number} ACOMPTE;-3 000,00`)),
      201,
    );
    const t = await byLabel(account.id, number);
    const suggestions = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
      .items as BankSuggestion[];
    expect(suggestions[0]).toMatchObject({
      reasons: ['purchase', 'amount', 'number', 'name'],
      allocations: [],
    });
    expect(suggestions[0]!.purchasePayments).toEqual([
      expect.objectContaining({
        paymentId: deposit!.id,
        orderNumber: number,
        kind: 'deposit',
        amount: '3000.00',
      }),
    ]);
    const preview = expectStatus(
      await f.call('POST', '/api/bank/auto-match', { accountId: account.id, dryRun: true }),
      200,
    );
    expect(preview.matched).toBe(1);
    const credit = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      purchasePaymentIds: [UNKNOWN_ID],
    });
    expect(credit.statusCode).toBe(409);
    const matched = expectStatus(
      await f.call('POST', `/api/bank/transactions/${t.id}/match`, { purchasePaymentIds: [deposit!.id] }),
      200,
    );
    expect(matched.transaction).toMatchObject({
      status: 'matched',
      payments: [],
      purchasePayments: [expect.objectContaining({ paymentId: deposit!.id })],
    });
    expectStatus(
      await f.call('DELETE', `/api/bank/transactions/${t.id}/match`, undefined, f.users.admin.cookie),
      200,
    );
    const [row] = await f.db
      .select()
      .from(purchaseOrderPayments)
      .where(eq(purchaseOrderPayments.id, deposit!.id));
    expect(row!.bankTransactionId).toBeNull();
    const empty = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [],
      purchasePaymentIds: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists with counters by status, filters by status, direction and text', async () => {
    const { account, number } = await setup();
    const t = await byLabel(account.id, number(1));
    await f.call('POST', `/api/bank/transactions/${t.id}/book`, { category: 'other' });
    const list = expectStatus(
      await f.call('GET', `/api/bank/transactions?accountId=${account.id}&status=unmatched&direction=in`),
      200,
    );
    expect(list.counters).toMatchObject({ total: 5, unmatched: 4, booked: 1, matched: 0 });
    expect(
      (list.items as BankTransaction[]).every((x) => x.status === 'unmatched' && !x.amount.startsWith('-')),
    ).toBe(true);
    const found = expectStatus(
      await f.call('GET', `/api/bank/transactions?accountId=${account.id}&q=shenzhen`),
      200,
    );
    expect(found.total).toBe(1);
  });
});

describe('bank: access and boundaries', () => {
  const routes: RouteAccess[] = [
    ...collectionRoutes('/api/bank/accounts'),
    { method: 'GET', url: '/api/bank/accounts/:id/statements', action: 'read' },
    { method: 'POST', url: '/api/bank/accounts/:id/statements', action: 'create' },
    { method: 'GET', url: '/api/bank/transactions', action: 'read' },
    { method: 'GET', url: '/api/bank/transactions/:id', action: 'read' },
    { method: 'GET', url: '/api/bank/transactions/:id/suggestions', action: 'read' },
    { method: 'GET', url: '/api/bank/transactions/:id/candidates', action: 'read' },
    { method: 'POST', url: '/api/bank/transactions/:id/match', action: 'update' },
    { method: 'DELETE', url: '/api/bank/transactions/:id/match', action: 'delete' },
    { method: 'POST', url: '/api/bank/transactions/:id/book', action: 'update' },
    { method: 'POST', url: '/api/bank/auto-match', action: 'update' },
    { method: 'GET', url: '/api/bank/rules', action: 'read' },
    { method: 'POST', url: '/api/bank/rules', action: 'create' },
    { method: 'DELETE', url: '/api/bank/rules/:id', action: 'delete' },
  ];
  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'invoices',
    routes,
    owns: (url) => url.startsWith('/api/bank'),
    outsider: () => f.users.outsider.cookie,
  });

  it("answers 404 for another company's account and transactions", async () => {
    const account = await createAccount();
    expectStatus(await f.upload(account.id, 'r.csv', csv('05/11/2026;Loyer;-900,00')), 201);
    const [t] = await transactions(account.id);
    const b = f.users.managerB.cookie;
    for (const [method, url, body] of [
      ['GET', `/api/bank/accounts/${account.id}`, undefined],
      ['PATCH', `/api/bank/accounts/${account.id}`, { name: 'x' }],
      ['GET', `/api/bank/accounts/${account.id}/statements`, undefined],
      ['GET', `/api/bank/transactions/${t!.id}`, undefined],
      ['GET', `/api/bank/transactions/${t!.id}/suggestions`, undefined],
      ['POST', `/api/bank/transactions/${t!.id}/book`, { category: 'other' }],
      [
        'POST',
        `/api/bank/transactions/${t!.id}/match`,
        { allocations: [{ invoiceId: UNKNOWN_ID, amount: '1' }] },
      ],
    ] as const) {
      const res = await f.call(method, url, body, b);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await f.upload(account.id, 'r.csv', csv('05/11/2026;X;1,00'), undefined, b)).statusCode).toBe(
      404,
    );
    const listB = expectStatus(await f.call('GET', '/api/bank/transactions', undefined, b), 200);
    expect(listB.items.some((x: BankTransaction) => x.id === t!.id)).toBe(false);
  });

  it('a Viewer reads but does not reconcile', async () => {
    const account = await createAccount();
    expect((await f.call('GET', '/api/bank/accounts', undefined, f.users.viewer.cookie)).statusCode).toBe(
      200,
    );
    expect(
      (await f.upload(account.id, 'r.csv', csv('05/11/2026;X;1,00'), undefined, f.users.viewer.cookie))
        .statusCode,
    ).toBe(403);
  });

  it('bodies of any shape get a 4xx, never a 500', async () => {
    const account = await createAccount();
    expectStatus(await f.upload(account.id, 'r.csv', csv('05/11/2026;Loyer;-900,00')), 201);
    const [t] = await transactions(account.id);
    const targets = [
      { method: 'POST', url: `/api/bank/transactions/${t!.id}/match` },
      { method: 'POST', url: `/api/bank/transactions/${t!.id}/book` },
      { method: 'POST', url: '/api/bank/accounts' },
      { method: 'PATCH', url: `/api/bank/accounts/${account.id}` },
      { method: 'POST', url: '/api/bank/auto-match' },
    ] as const;
    const body = fc.oneof(
      fc.anything(),
      fc.record({
        allocations: fc.array(
          fc.record({
            invoiceId: fc.oneof(fc.uuid(), fc.string()),
            amount: fc.oneof(fc.string(), fc.double()),
          }),
        ),
      }),
      fc.record({
        iban: fc.string(),
        openingBalance: fc.oneof(fc.string(), fc.double()),
        currency: fc.string(),
        companyId: fc.string(),
      }),
    );
    await expectNo500ForRawBodies(f.ctx.app, targets, body, f.users.manager.cookie, 120);
  });

  it('list queries', async () => {
    await expectNo500ForQueries(
      (method, url) => f.call(method, url),
      ['/api/bank/transactions'],
      ['q', 'status', 'direction', 'sort', 'order', 'page', 'pageSize', 'accountId', 'after', 'before'],
      { numRuns: 60, special: { q: fc.constant('%\u0000') } },
    );
  });
});
