import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { BankAccount, BankTransaction } from '@comptoir/core/modules/bank';
import { bankTransactions } from '../../db/schema/index';
import { collectionRoutes, moduleAccessTests, type RouteAccess } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForQueries, expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries, rowCount } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { bankCalls, bankCsv, freshIban, setupBank } from './testing';

const f = useFixture(setupBank);

const IBAN = 'FR7630006000011234567890189';
const { createAccount, transactions } = bankCalls(f);
const csv = bankCsv;

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
