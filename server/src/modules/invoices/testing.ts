/** Test fixtures of the invoices tests (test-only). */
import { expect } from 'vitest';
import { documentAmounts, type AmountLine } from '@comptoir/core/line-amounts';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import type { Db } from '../../db/client';
import { appSettings } from '../../db/schema/index';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import type { Config } from '../../platform/config';
import { expectStatus, insertClient, salesCompanies, type SalesCompanies } from '../orders/testing';
import { invoiceClock } from './clock';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface InvoicesFixture extends SalesCompanies {
  clientA: { id: string; name: string };
  clientB: { id: string; name: string };
  users: Record<'manager' | 'managerB' | 'admin' | 'viewer' | 'outsider' | 'superAdmin', SignedIn>;
  call: ReturnType<typeof jsonCaller>;
}

export const SALES_MODULES = ['invoices', 'orders', 'quotes', 'settings'];

/** The seller's identity of the invoice tests: every mention French law asks of an invoice. */
export const IDENTITY = {
  legalName: 'Comptoir SAS',
  address: '12 rue des Halles\n75001 Paris',
  siren: '123456789',
  siret: '12345678900012',
  rcs: 'RCS Paris B 123 456 789',
  shareCapital: '10 000 €',
  vatNumber: 'FR40123456789',
  latePenaltyRate: '10',
  paymentTerms: '30 jours net',
};

/**
 * An outgoing invoice as the detail route answers it, built without a database (the PDF and
 * e-invoice tests): its `lines` priced by the one line-amount rule (decision 0029) in `currency`,
 * sent, nothing paid, reminded or credited, no record linked; `fields` gives the rest (kind,
 * number, dates, party…).
 */
export function sentInvoiceDetail(
  lines: (AmountLine & { description: string })[],
  currency: string,
  fields: Record<string, unknown>,
): InvoiceDetail {
  const amounts = documentAmounts(lines);
  const m = (amount: string) => ({ amount, currency });
  return {
    id: '00000000-0000-4000-8000-000000000001',
    direction: 'outgoing',
    status: 'sent',
    clientId: null,
    supplierId: null,
    companyId: null,
    orderId: null,
    quoteId: null,
    quotationId: null,
    currency,
    subtotal: m(amounts.subtotal),
    taxAmount: m(amounts.taxAmount),
    totalAmount: m(amounts.totalAmount),
    paidAmount: m('0.00'),
    creditedAmount: m('0.00'),
    balanceDue: m(amounts.totalAmount),
    daysOverdue: null,
    paymentDate: null,
    issuedAt: null,
    sentAt: null,
    lastReminderAt: null,
    reminderCount: 0,
    aiExtracted: false,
    aiConfidence: null,
    file: null,
    lines: lines.map((l, i) => ({
      id: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
      orderItemId: null,
      productId: null,
      detail: '',
      ...l,
      totalPrice: amounts.lines[i]!,
    })),
    vat: amounts.vat,
    payments: [],
    reminders: [],
    creditNotes: [],
    history: [],
    actions: [],
    ...fields,
  } as unknown as InvoiceDetail;
}

/** The seller's identity written straight into the settings (fixtures without an admin signed in). */
export async function insertIdentity(db: Db, identity: Record<string, string> = IDENTITY): Promise<void> {
  await db.insert(appSettings).values({ key: 'company', value: identity }).onConflictDoNothing();
}

/**
 * Two companies with a client each, the users of the invoices tests signed in, and the seller's
 * `identity` saved in the settings by the admin (IDENTITY unless given; null: none, and invoices
 * cannot be issued).
 */
export async function setupInvoices(
  overrides: Partial<Config> = {},
  options: { identity?: Record<string, string> | null } = {},
): Promise<InvoicesFixture> {
  const { ctx, db, companyA, companyB } = await salesCompanies(overrides);
  const clientA = await insertClient(db, companyA.id, { name: 'Émilie Durand' });
  const clientB = await insertClient(db, companyB.id, { name: 'Yann Le Goff' });
  const users = await signInUsers(ctx, {
    manager: { role: 'Manager', modules: SALES_MODULES, companyIds: [companyA.id] },
    managerB: { role: 'Manager', modules: SALES_MODULES, companyIds: [companyB.id] },
    admin: { role: 'Admin', modules: SALES_MODULES, companyIds: [companyA.id] },
    viewer: { role: 'Viewer', modules: SALES_MODULES, companyIds: [companyA.id] },
    outsider: { role: 'Manager', modules: allModulesBut('invoices'), companyIds: [companyA.id] },
    superAdmin: { role: 'Super Admin', modules: [], isSuperAdmin: true },
  });
  const call = jsonCaller(
    () => ctx.app,
    () => users.manager.cookie,
  );
  const identity = options.identity === undefined ? IDENTITY : options.identity;
  if (identity) {
    const saved = await call('PUT', '/api/settings/company', identity, users.admin.cookie);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return { ctx, db, companyA, companyB, clientA, clientB, users, call };
}

/** A blank draft for client A: two lines at 20 % and 5.5 %. */
export const blankDraft = (clientId: string, extra: Record<string, unknown> = {}) => ({
  clientId,
  items: [
    { description: 'Tôle galvanisée', quantity: '2.5', unitPrice: '830.10', taxRate: '20' },
    { description: 'Boulons M8', quantity: 1000, unitPrice: '0.12', discount: '10', taxRate: '5.5' },
  ],
  ...extra,
});

type Caller = Pick<InvoicesFixture, 'call'>;

/** A payment today on the invoice `id` (amount, method, reference), expecting `status`: the answer. */
export const pay = async (
  f: Caller,
  id: string,
  payment: { amount: string; method: string; reference?: string },
  status: number,
) =>
  expectStatus(
    await f.call('POST', `/api/invoices/${id}/payments`, { date: invoiceClock.today(), ...payment }),
    status,
  );

/** A credit note of the invoice `id` (`body`: mode, reason, lines), expecting `status`: the answer. */
export const creditNote = async (f: Caller, id: string, body: Record<string, unknown>, status: number) =>
  expectStatus(await f.call('POST', `/api/invoices/${id}/credit-note`, body), status);
