/** Test fixtures of the bank (test-only): two companies, users, open invoices to reconcile. */
import { invoices } from '../../db/schema/index';
import { searchTextOf } from '../invoices/drafts';
import type { Db } from '../../db/client';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import { postMultipart } from '../../../test/multipart';
import { salesCompanies, type SalesCompanies } from '../orders/testing';

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
      dueDate: `2027-01-${String((sequence % 28) + 1).padStart(2, '0')}`,
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
