/** Test helpers shared by the quotations test files (not used by the app). */
import { expect } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { CurrencyCode } from '@comptoir/core/currency';
import type { Quotation, QuotationList } from '@comptoir/core/modules/quotations';
import type { Db } from '../../db/client';
import { quotations, type quotationDocuments, type suppliers } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { useFixture } from '../../../test/fixture';
import { setBaseCurrency, storeBatch } from '../currency/service';
import {
  caller,
  member,
  outsiderModules,
  person,
  postMultipart,
  teamBody,
  type Person,
} from '../demandes/testing';
import { rowCount } from '../../platform/testing';
import { addDays, todayIso } from '../sales/numbering';

export { caller, type Method } from '../demandes/testing';

/**
 * A fuzzed text field: a string of up to `maxLength` characters, null, a number, empty, or
 * `longLength` characters (past the field's limit).
 */
export const fuzzedText = (maxLength: number, longLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.constant(null),
    fc.integer(),
    fc.constant(''),
    fc.constant('x'.repeat(longLength)),
  );

export interface QuotationPeople {
  /** Manager with the demandes module (named Marie Curie). */
  manager: Person;
  editor: Person;
  viewer: Person;
  /** A Manager with every module but demandes. */
  outsider: Person;
  /** An Editor whose base currency is USD. */
  dollars: Person;
  /** The team member requests are assigned to. */
  memberId: string;
}

export async function quotationPeople(ctx: TestContext): Promise<QuotationPeople> {
  const db = ctx.database.db;
  const manager = await person(ctx.app, db, 'Manager', ['demandes'], 'Marie Curie');
  const editor = await person(ctx.app, db, 'Editor');
  const viewer = await person(ctx.app, db, 'Viewer');
  const outsider = await person(ctx.app, db, 'Manager', outsiderModules);
  const dollars = await person(ctx.app, db, 'Editor');
  await setBaseCurrency(db, dollars.id, 'USD');
  const memberId = (await member(db, { name: 'Alice Martin' })).id;
  return { manager, editor, viewer, outsider, dollars, memberId };
}

/** ECB rates from EUR, dated `rateDate` (entered that day at 15:05 UTC). */
export async function ecbRates(
  db: Db,
  rateDate: string,
  rates: Partial<Record<CurrencyCode, string>>,
): Promise<void> {
  await storeBatch(
    db,
    {
      source: 'ECB',
      enteredBy: null,
      rates: (Object.entries(rates) as [CurrencyCode, string][]).map(([quote, rate]) => ({
        base: 'EUR',
        quote,
        rate,
        rateDate,
      })),
    },
    new Date(`${rateDate}T15:05:00Z`),
  );
}

/** A team request for `memberId` with `products`, made by `call`'s user: its id and its products' ids. */
export async function postRequest(
  call: ReturnType<typeof caller>,
  memberId: string,
  products: { name: string; description: string; quantity: string }[],
) {
  const res = await call('POST', '/api/demandes', teamBody(memberId, { products }));
  expect(res.statusCode, res.body).toBe(201);
  const demande = res.json().demande as { id: string; products: { id: string }[] };
  return { id: demande.id, productIds: demande.products.map((p) => p.id) };
}

/** The date of the ECB rates of `useQuotationsApp`. */
export const RATE_DATE = '2026-01-16';

/** YYYY-MM-DD, `n` days from today (the company's day, as the server). */
export const day = (n: number) => addDays(todayIso(), n);
export const today = () => day(0);

/** A quotation's body for `requestedProductId`, every field filled. */
export const quotationBody = (requestedProductId: string, overrides: Record<string, unknown> = {}) => ({
  requestedProductId,
  supplierName: 'Shenzhen Bright',
  contactPerson: 'Li Wei',
  email: 'li.wei@bright.example',
  phone: '+86 755 1234 5678',
  quotationNumber: 'Q-2026-001',
  totalPrice: '1000.00',
  currency: 'EUR',
  validUntil: day(30),
  deliveryTime: '30 jours',
  paymentTerms: '30% à la commande',
  rating: 4,
  notes: 'Échantillon reçu',
  ...overrides,
});

/**
 * The quotations API test files' app: a fresh one per file with the people of `quotationPeople`
 * and ECB rates dated RATE_DATE (1 EUR = 1.25 USD = 0.8 GBP; no rate at all for CNY), and the
 * helpers that go with it. `f` is filled before the first test.
 */
export function useQuotationsApp() {
  const f = useFixture(async () => {
    const ctx = await createTestApp();
    const people = await quotationPeople(ctx);
    await ecbRates(ctx.database.db, RATE_DATE, { USD: '1.25', GBP: '0.8' });
    return { ctx, ...people };
  });
  const call = caller(
    () => f.ctx,
    () => f.manager,
  );

  /** A new request with one requested product; returns the product's and the request's ids. */
  async function product(quantity = '500 pièces') {
    const d = await postRequest(call, f.memberId, [
      { name: 'Lampe LED', description: 'Lampe de bureau', quantity },
    ]);
    return { demandeId: d.id, productId: d.productIds[0]! };
  }

  async function create(overrides: Record<string, unknown> & { requestedProductId: string }, who?: Person) {
    const res = await call(
      'POST',
      '/api/quotations',
      quotationBody(overrides.requestedProductId, overrides),
      who ?? f.manager,
    );
    expect(res.statusCode, res.body).toBe(201);
    return res.json().quotation as Quotation;
  }

  async function list(productId: string, params: Record<string, string> = {}, who?: Person) {
    const res = await call(
      'GET',
      `/api/quotations?${new URLSearchParams({ requestedProductId: productId, ...params }).toString()}`,
      undefined,
      who ?? f.manager,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuotationList;
  }

  return {
    f,
    call,
    product,
    create,
    list,
    /** Stores a quotation's status and validity directly (a past 'valid until' cannot be typed today). */
    setRow: (id: string, values: Partial<typeof quotations.$inferInsert>) =>
      f.ctx.database.db.update(quotations).set(values).where(eq(quotations.id, id)),
    countOf: async (table: typeof quotations | typeof suppliers | typeof quotationDocuments) =>
      rowCount(f.ctx.database.db, table),
    /** Posts a file to a quotation's documents, as `who` (the manager by default). */
    upload: (id: string, name: string, bytes: Buffer, who?: Person, field = 'file') =>
      postMultipart(
        f.ctx.app,
        `/api/quotations/${id}/documents`,
        {},
        [{ field, name, bytes }],
        (who ?? f.manager).cookie,
      ),
  };
}
