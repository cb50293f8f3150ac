/** Test fixtures of the bank (test-only): two companies, users, open invoices to reconcile. */
import { invoices } from '../../db/schema/index';
import { searchTextOf } from '../invoices/drafts';
import { addDays, todayIso } from '../sales/numbering';
import type { Db } from '../../db/client';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import { postMultipart } from '../../../test/multipart';
import type { BankAccount, BankTransaction } from '@comptoir/core/modules/bank';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import { expectStatus, salesCompanies, type SalesCompanies } from '../orders/testing';

export interface BankFixture extends SalesCompanies {
  users: {
    /** Manager with invoices, company A. */
    manager: SignedIn;
    /** Admin with invoices, company A. */
    admin: SignedIn;
    /** Manager with invoices, company B only. */
    managerB: SignedIn;
    viewer: SignedIn;
    /** Every module but invoices. */
    outsider: SignedIn;
  };
  call: ReturnType<typeof jsonCaller>;
  upload: (
    accountId: string,
    name: string,
    text: string | Buffer,
    mapping?: unknown,
    cookie?: string,
  ) => ReturnType<typeof postMultipart>;
}

let sequence = 0;

/** An issued invoice awaiting payment (outgoing of `companyId`, or incoming when `companyId` is null). */
export async function insertOpenInvoice(
  db: Db,
  spec: {
    companyId: string | null;
    number: string;
    party: string;
    total: string;
    currency?: string;
    paid?: string;
  },
): Promise<string> {
  sequence++;
  const [row] = await db
    .insert(invoices)
    .values({
      direction: spec.companyId ? 'outgoing' : 'incoming',
      kind: 'invoice',
      number: spec.number,
      status: spec.companyId ? 'sent' : 'to_pay',
      companyId: spec.companyId,
      partyName: spec.party,
      currency: spec.currency ?? 'EUR',
      subtotal: spec.total,
      totalAmount: spec.total,
      paidAmount: spec.paid ?? '0',
      issueDate: '2026-10-01',
      searchText: searchTextOf({ number: spec.number, partyName: spec.party, orderReference: null }),
      // Not yet due whatever the day the tests run: unmatched, an invoice is 'sent' again, not 'overdue'.
      dueDate: addDays(todayIso(), 60 + (sequence % 28)),
    })
    .returning({ id: invoices.id });
  return row!.id;
}

export async function setupBank(): Promise<BankFixture> {
  const companies = await salesCompanies();
  const { ctx, companyA, companyB } = companies;
  const users = await signInUsers(ctx, {
    manager: { role: 'Manager', modules: ['invoices'], companyIds: [companyA.id] },
    admin: { role: 'Admin', modules: ['invoices'], companyIds: [companyA.id] },
    managerB: { role: 'Manager', modules: ['invoices'], companyIds: [companyB.id] },
    viewer: { role: 'Viewer', modules: ['invoices'], companyIds: [companyA.id] },
    outsider: { role: 'Manager', modules: allModulesBut('invoices'), companyIds: [companyA.id] },
  });
  const call = jsonCaller(
    () => ctx.app,
    () => users.manager.cookie,
  );
  const upload: BankFixture['upload'] = (accountId, name, text, mapping, cookie = users.manager.cookie) =>
    postMultipart(
      ctx.app,
      `/api/bank/accounts/${accountId}/statements`,
      mapping === undefined ? {} : { mapping: JSON.stringify(mapping) },
      [{ field: 'file', name, bytes: Buffer.isBuffer(text) ? text : Buffer.from(text, 'utf8') }],
      cookie,
    );
  return { ...companies, users, call, upload };
}

let ibanSeed = 0;
/** A valid French IBAN not used yet: bank 30006, branch 00001, a new account number, its RIB key and check digits. */
export function freshIban(): string {
  ibanSeed++;
  const [bank, branch] = ['30006', '00001'];
  const account = String(10_000_000_000 + ibanSeed * 7919 + Math.floor(Math.random() * 1e6)).slice(-11);
  const rib = 97n - ((89n * BigInt(bank) + 15n * BigInt(branch) + 3n * BigInt(account)) % 97n);
  const bban = `${bank}${branch}${account}${String(rib).padStart(2, '0')}`;
  const check = 98n - (BigInt(`${bban}152700`) % 97n);
  return `FR${String(check).padStart(2, '0')}${bban}`;
}

/** A French bank CSV statement of `lines` ('date;label;amount'). */
export const bankCsv = (...lines: string[]) => ['Date;Libellé;Montant', ...lines].join('\n');

/** The bank test files' calls through the API, on the fixture `f` (read once it is set up). */
export function bankCalls(f: BankFixture) {
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
  const transactions = async (accountId: string, query = '') =>
    expectStatus(
      await f.call('GET', `/api/bank/transactions?accountId=${accountId}&pageSize=200${query}`),
      200,
    ).items as BankTransaction[];
  const byLabel = async (accountId: string, text: string) =>
    (await transactions(accountId)).find((t) => t.label.includes(text))!;
  const invoice = async (id: string) =>
    expectStatus(await f.call('GET', `/api/invoices/${id}`), 200) as InvoiceDetail;
  return { createAccount, transactions, byLabel, invoice };
}
