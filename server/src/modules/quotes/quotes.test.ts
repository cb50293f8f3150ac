import type { QuoteItem } from '@comptoir/core/modules/sales';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { QUOTE_ACTIONS, QUOTE_STATUSES, documentNumber } from '@comptoir/core/modules/sales';
import {
  exchangeRates,
  orders,
  productZonePrices,
  products,
  quoteItems,
  quotes,
} from '../../db/schema/index';
import {
  QUOTE_ITEMS,
  REQUIRED,
  UNKNOWN_ID,
  YEAR,
  afterValidLine,
  auditLabel,
  counterOf,
  day,
  expectPdfWith,
  fuzzedDocument,
  expectStatus,
  isolatedCompany,
  setupSales,
} from '../orders/testing';
import { expectDocumented } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForRawBodies } from '../../../test/fuzz';
import { rowCount } from '../../platform/testing';

const f = useFixture(setupSales);

interface QuoteOut {
  id: string;
  number: string;
  status: string;
  title: string;
  validUntil: string;
  orderId: string | null;
  client: { id: string; name: string; companyName: string };
  subtotal: { amount: string; currency: string };
  discountAmount: { amount: string };
  taxAmount: { amount: string };
  totalAmount: { amount: string; currency: string };
  vat: { rate: string; base: string; amount: string }[];
  items: QuoteItem[];
}

const validQuote = (overrides: Record<string, unknown> = {}) => ({
  title: 'Stylos pour le séminaire',
  clientId: f.clientA.id,
  validUntil: day(30),
  items: [
    { productName: 'Stylo bille', description: 'Encre bleue', quantity: 100, unitPrice: '1.25' },
    { productName: 'Carnet A5', quantity: 3, unitPrice: '7,99', discount: '10' },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, cookie?: string): Promise<QuoteOut> {
  const res = await f.call('POST', '/api/quotes', validQuote(overrides), cookie);
  return expectStatus(res, 201).quote as QuoteOut;
}

const quoteCount = () => rowCount(f.db, quotes);

describe('creating a quote', () => {
  it('numbers it, computes the totals on the server and answers the spec message', async () => {
    const res = await f.call('POST', '/api/quotes', {
      ...validQuote(),
      // Totals sent by a client are ignored.
      subtotal: '1',
      totalAmount: { amount: '1', currency: 'EUR' },
    });
    const body = expectStatus(res, 201);
    expect(body.message).toBe('Devis créé avec succès.');
    const q = body.quote as QuoteOut;
    expect(q.number).toMatch(new RegExp(`^DEV-${YEAR}-\\d{3,}$`));
    expect(q.status).toBe('draft');
    expect(q.client).toMatchObject({ id: f.clientA.id, name: 'Émilie Durand', companyName: f.companyA.name });
    // 100 × 1.25 = 125.00; 3 × 7.99 × 0.9 = 21.573 → 21.57; subtotal 146.57; tax 29.314 → 29.31.
    expect(q.items.map((i) => i.totalPrice)).toEqual(['125.00', '21.57']);
    expect(q.subtotal).toEqual({ amount: '146.57', currency: 'EUR' });
    expect(q.discountAmount.amount).toBe('2.40');
    expect(q.taxAmount.amount).toBe('29.31');
    expect(q.totalAmount).toEqual({ amount: '175.88', currency: 'EUR' });
    expect(await auditLabel(f.db, 'quote.create', q.id)).toBe(q.number);
  });

  it('refuses missing fields and bad lines with the spec messages', async () => {
    const missing = await f.call('POST', '/api/quotes', validQuote({ title: '' }));
    expect(expectStatus(missing, 400).error.fields).toEqual({ title: REQUIRED });
    const noClient = await f.call('POST', '/api/quotes', validQuote({ clientId: undefined }));
    expect(expectStatus(noClient, 400).error.fields).toEqual({ clientId: REQUIRED });
    const bad = await f.call(
      'POST',
      '/api/quotes',
      validQuote(afterValidLine({ productName: '', quantity: 1 })),
    );
    expect(Object.values(expectStatus(bad, 400).error.fields)).toContain(QUOTE_ITEMS);
    const none = await f.call('POST', '/api/quotes', validQuote({ items: [] }));
    expect(expectStatus(none, 400).error.fields).toEqual({ items: QUOTE_ITEMS });
    const past = await f.call('POST', '/api/quotes', validQuote({ validUntil: day(-1) }));
    expect(expectStatus(past, 400).error.fields.validUntil).toMatch(/passé/);
  });

  it('refuses a client of another company like an unknown one', async () => {
    for (const clientId of [f.clientB.id, UNKNOWN_ID]) {
      const res = await f.call('POST', '/api/quotes', validQuote({ clientId }));
      expect(expectStatus(res, 400).error.fields).toEqual({ clientId: 'Client introuvable.' });
    }
  });

  it('writes nothing when one line is invalid (one transaction with its lines)', async () => {
    const before = { quotes: await quoteCount(), counter: await counterOf(f.db, 'DEV') };
    const unknownProduct = await f.call(
      'POST',
      '/api/quotes',
      validQuote(
        afterValidLine({ productName: 'inconnu', productId: UNKNOWN_ID, quantity: 1, unitPrice: '1' }),
      ),
    );
    expect(expectStatus(unknownProduct, 400).error.fields).toEqual({
      'items.1.productId': 'Produit introuvable.',
    });
    const tooLarge = await f.call(
      'POST',
      '/api/quotes',
      validQuote(
        afterValidLine({ productName: 'énorme', quantity: 1_000_000_000, unitPrice: '999999999999.99' }),
      ),
    );
    expect(expectStatus(tooLarge, 400).error.fields).toEqual({ 'items.1.quantity': 'Montant trop élevé.' });
    expect(await quoteCount()).toBe(before.quotes);
    // The counter row is rolled back with the document: no number is lost.
    expect(await counterOf(f.db, 'DEV')).toBe(before.counter);
    const next = await create();
    expect(next.number).toBe(documentNumber('DEV', YEAR, before.counter + 1));
  });

  it('gives 20 quotes created at once 20 distinct consecutive numbers', async () => {
    const start = await counterOf(f.db, 'DEV');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        f.call('POST', '/api/quotes', validQuote({ title: `Parallèle ${i}` })),
      ),
    );
    const numbers = results.map((r) => (expectStatus(r, 201).quote as QuoteOut).number).sort();
    const expected = Array.from({ length: 20 }, (_, i) => documentNumber('DEV', YEAR, start + i + 1)).sort();
    expect(numbers).toEqual(expected);
  });
});

describe('access', () => {
  it('every quotes and orders route is documented in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, [
      '/api/quotes',
      '/api/quotes/{id}/send',
      '/api/quotes/line-price',
      '/api/orders/{id}/status',
    ]);
  });

  it('403 without the module, 403 for a viewer creating, 401 without a session', async () => {
    expect((await f.call('GET', '/api/quotes', undefined, f.users.outsider.cookie)).statusCode).toBe(403);
    expect((await f.call('POST', '/api/quotes', validQuote(), f.users.outsider.cookie)).statusCode).toBe(403);
    expect((await f.call('POST', '/api/quotes', validQuote(), f.users.viewer.cookie)).statusCode).toBe(403);
    expect((await f.call('GET', '/api/quotes', undefined, f.users.viewer.cookie)).statusCode).toBe(200);
    expect((await f.call('GET', '/api/quotes', undefined, null)).statusCode).toBe(401);
  });

  it("another company's quote is 404 everywhere and absent from lists", async () => {
    const q = await create();
    const other = f.users.managerB.cookie;
    for (const [method, url] of [
      ['GET', `/api/quotes/${q.id}`],
      ['PATCH', `/api/quotes/${q.id}`],
      ['DELETE', `/api/quotes/${q.id}`],
      ['POST', `/api/quotes/${q.id}/send`],
      ['POST', `/api/quotes/${q.id}/accept`],
      ['POST', `/api/quotes/${q.id}/reject`],
      ['POST', `/api/quotes/${q.id}/duplicate`],
      ['POST', `/api/quotes/${q.id}/convert`],
      ['GET', `/api/quotes/${q.id}/pdf`],
    ] as const) {
      const res = await f.call(method, url, method === 'PATCH' ? { title: 'x' } : undefined, other);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = expectStatus(await f.call('GET', '/api/quotes?pageSize=100', undefined, other), 200);
    expect(list.items.map((i: QuoteOut) => i.id)).not.toContain(q.id);
    const none = expectStatus(await f.call('GET', '/api/quotes', undefined, f.users.noCompany.cookie), 200);
    expect(none).toMatchObject({ items: [], total: 0, counters: { total: 0, sent: 0, accepted: 0 } });
    const admin = expectStatus(
      await f.call('GET', `/api/quotes/${q.id}`, undefined, f.users.superAdmin.cookie),
      200,
    );
    expect(admin.id).toBe(q.id);
    // The untouched quote is still a draft.
    expect(expectStatus(await f.call('GET', `/api/quotes/${q.id}`), 200).status).toBe('draft');
  });
});

describe('editing', () => {
  it('edits a draft, recomputes the totals and replaces the lines', async () => {
    const q = await create();
    const res = await f.call('PATCH', `/api/quotes/${q.id}`, {
      title: 'Nouveau titre',
      taxRate: 10,
      items: [{ productName: 'Agrafeuse', quantity: 2, unitPrice: '15.05' }],
      totalAmount: '0.01',
    });
    const body = expectStatus(res, 200);
    expect(body.message).toBe('Devis mis à jour avec succès.');
    expect(body.quote).toMatchObject({
      title: 'Nouveau titre',
      subtotal: { amount: '30.10' },
      taxAmount: { amount: '3.01' },
      totalAmount: { amount: '33.11' },
      number: q.number,
    });
    expect(body.quote.items).toHaveLength(1);
    // Absent fields stay as they were.
    const taxOnly = expectStatus(await f.call('PATCH', `/api/quotes/${q.id}`, { taxRate: 0 }), 200).quote;
    expect(taxOnly).toMatchObject({ title: 'Nouveau titre', totalAmount: { amount: '30.10' } });
    expect(taxOnly.items).toHaveLength(1);
  });

  it('an invalid line in an edit changes nothing', async () => {
    const q = await create();
    const res = await f.call('PATCH', `/api/quotes/${q.id}`, {
      title: 'Ne doit pas rester',
      items: [
        { productName: 'ok', quantity: 1, unitPrice: '1' },
        { productName: 'x', productId: UNKNOWN_ID, quantity: 1, unitPrice: '1' },
      ],
    });
    expectStatus(res, 400);
    const after = expectStatus(await f.call('GET', `/api/quotes/${q.id}`), 200);
    expect(after.title).toBe(q.title);
    expect(after.items).toHaveLength(2);
  });

  it('refuses to edit or delete anything but a draft (409 naming the status)', async () => {
    const q = await create();
    expectStatus(await f.call('POST', `/api/quotes/${q.id}/send`), 200);
    const edit = await f.call('PATCH', `/api/quotes/${q.id}`, { title: 'Trop tard' });
    expect(expectStatus(edit, 409).error.message).toBe(
      'Ce devis ne peut plus être modifié : son statut est « Envoyé ». Seul un devis en brouillon peut être modifié.',
    );
    const del = await f.call('DELETE', `/api/quotes/${q.id}`);
    expect(expectStatus(del, 409).error.message).toContain('« Envoyé »');
  });

  it('deletes a draft with its lines', async () => {
    const q = await create();
    expect(expectStatus(await f.call('DELETE', `/api/quotes/${q.id}`), 200).message).toBe(
      'Devis supprimé avec succès.',
    );
    expect((await f.call('GET', `/api/quotes/${q.id}`)).statusCode).toBe(404);
    expect(await rowCount(f.db, quoteItems, eq(quoteItems.quoteId, q.id))).toBe(0);
  });
});

describe('transitions', () => {
  const act = (id: string, action: string) => f.call('POST', `/api/quotes/${id}/${action}`);

  it('send: draft → sent, not e-mailed without SMTP, then refused', async () => {
    const q = await create();
    const sent = expectStatus(await act(q.id, 'send'), 200);
    expect(sent.emailed).toBe(false);
    expect(sent.message).toBe(
      "Devis marqué comme envoyé. Il n'a pas été envoyé par e-mail : aucun serveur d'e-mail n'est configuré.",
    );
    expect(sent.quote.status).toBe('sent');
    expect(sent.quote.sentAt).not.toBeNull();
    const again = await act(q.id, 'send');
    expect(expectStatus(again, 409).error.message).toBe(
      'Ce devis ne peut pas être envoyé : son statut est « Envoyé ». Seul un devis en brouillon peut être envoyé.',
    );
  });

  it('allows exactly the actions QUOTE_ACTIONS allows, from every status', async () => {
    for (const from of QUOTE_STATUSES) {
      for (const action of Object.keys(QUOTE_ACTIONS) as (keyof typeof QUOTE_ACTIONS)[]) {
        const q = await create();
        await f.db
          .update(quotes)
          .set({ status: from, validUntil: from === 'expired' ? day(-1) : day(5) })
          .where(eq(quotes.id, q.id));
        const res = await act(q.id, action);
        const allowed = (QUOTE_ACTIONS[action].from as readonly string[]).includes(from);
        expect(res.statusCode, `${action} from ${from}: ${res.body}`).toBe(allowed ? 200 : 409);
        const after = expectStatus(await f.call('GET', `/api/quotes/${q.id}`), 200);
        expect(after.status).toBe(allowed ? QUOTE_ACTIONS[action].to : from);
      }
    }
  });

  it('accept and reject only from sent', async () => {
    const draft = await create();
    expect(expectStatus(await act(draft.id, 'accept'), 409).error.message).toContain('« Brouillon »');
    expect(expectStatus(await act(draft.id, 'reject'), 409).error.message).toContain('« Brouillon »');

    const a = await create();
    await act(a.id, 'send');
    const accepted = expectStatus(await act(a.id, 'accept'), 200);
    expect(accepted).toMatchObject({ message: 'Devis accepté.', quote: { status: 'accepted' } });
    expect(accepted.quote.acceptedAt).not.toBeNull();
    expect(expectStatus(await act(a.id, 'reject'), 409).error.message).toContain('« Accepté »');
    expect(expectStatus(await act(a.id, 'send'), 409).error.message).toContain('« Accepté »');

    const r = await create();
    await act(r.id, 'send');
    expect(expectStatus(await act(r.id, 'reject'), 200)).toMatchObject({
      message: 'Devis refusé.',
      quote: { status: 'rejected' },
    });
    expect(expectStatus(await act(r.id, 'accept'), 409).error.message).toContain('« Refusé »');
  });

  it('a draft or sent quote past its validity date is expired (read, list and actions)', async () => {
    const sent = await create();
    await act(sent.id, 'send');
    const draft = await create();
    await f.db
      .update(quotes)
      .set({ validUntil: day(-1) })
      .where(sql`${quotes.id} in (${sent.id}, ${draft.id})`);
    expect(expectStatus(await f.call('GET', `/api/quotes/${sent.id}`), 200).status).toBe('expired');
    const [stored] = await f.db.select({ status: quotes.status }).from(quotes).where(eq(quotes.id, sent.id));
    expect(stored?.status).toBe('expired');
    const list = expectStatus(await f.call('GET', '/api/quotes?status=expired&pageSize=100'), 200);
    expect(list.items.map((i: QuoteOut) => i.id)).toEqual(expect.arrayContaining([sent.id, draft.id]));
    expect(expectStatus(await act(sent.id, 'accept'), 409).error.message).toContain('« Expiré »');
    expect(expectStatus(await act(draft.id, 'send'), 409).error.message).toContain('« Expiré »');
    // The validity date itself is still valid.
    const today = await create({ validUntil: day(0) });
    expect(expectStatus(await act(today.id, 'send'), 200).quote.status).toBe('sent');
  });

  it('duplicate: a new draft with a new number and the same lines', async () => {
    const q = await create();
    await act(q.id, 'send');
    await f.db
      .update(quotes)
      .set({ validUntil: day(-3) })
      .where(eq(quotes.id, q.id));
    const res = await act(q.id, 'duplicate');
    const copy = expectStatus(res, 201).quote as QuoteOut;
    expect(copy.number).not.toBe(q.number);
    expect(copy.status).toBe('draft');
    expect(copy.validUntil).toBe(day(30));
    expect(copy.items.map((i) => [i.productName, i.quantity, i.unitPrice, i.discount, i.totalPrice])).toEqual(
      q.items.map((i) => [i.productName, i.quantity, i.unitPrice, i.discount, i.totalPrice]),
    );
    expect(copy.totalAmount).toEqual(q.totalAmount);
  });

  it('convert: accepted only, once, into an order with the same lines', async () => {
    const draft = await create();
    expect(expectStatus(await act(draft.id, 'convert'), 409).error.message).toBe(
      'Ce devis ne peut pas être converti en commande : son statut est « Brouillon ». Seul un devis accepté peut être converti.',
    );
    // The five quotes of issue 26 in one, with a line at 5.5 %: the order keeps every line and
    // the totals to the cent (the discounted unit price is never rounded first).
    const q = await create({
      items: [
        { productName: 'Classeur', quantity: 100, unitPrice: '24.50', discount: '5' },
        { productName: 'Livre', quantity: 1000, unitPrice: '0.35', discount: '3', taxRate: '5.5' },
        { productName: 'Agrafes', quantity: 7, unitPrice: '7.33', discount: '12.5' },
        { productName: 'Boutons', quantity: '333', unitPrice: '1.99', discount: '7' },
        { productName: 'Rubans', quantity: 3, unitPrice: '19.99', discount: '10' },
      ],
    });
    expect(q.items.map((i) => i.totalPrice)).toEqual(['2327.50', '339.50', '44.90', '616.28', '53.97']);
    await act(q.id, 'send');
    await act(q.id, 'accept');
    const res = await act(q.id, 'convert');
    const body = expectStatus(res, 201);
    expect(body.order.reference).toMatch(new RegExp(`^CMD-${YEAR}-\\d{3,}$`));
    expect(body.message).toBe(`Commande ${body.order.reference} créée à partir du devis ${q.number}.`);
    expect(body.quote.orderId).toBe(body.order.id);
    const fields = ['productName', 'quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice'] as const;
    const lines = (items: Record<string, unknown>[]) => items.map((i) => fields.map((k) => i[k]));
    expect(lines(body.order.items)).toEqual(lines(body.quote.items));
    expect(body.order).toMatchObject({
      quoteId: q.id,
      status: 'pending',
      client: { id: f.clientA.id },
      subtotal: { amount: '3382.15', currency: 'EUR' },
      taxAmount: body.quote.taxAmount,
      totalAmount: body.quote.totalAmount,
      vat: body.quote.vat,
    });
    expect(body.quote.subtotal.amount).toBe('3382.15');
    // 20 % on 3042.65 = 608.53; 5.5 % on 339.50 = 18.67 (18.6725).
    expect(body.quote.vat).toEqual([
      { rate: '20', base: '3042.65', amount: '608.53' },
      { rate: '5.5', base: '339.50', amount: '18.67' },
    ]);
    expect(body.order.totalAmount.amount).toBe('4009.35');
    const again = await act(q.id, 'convert');
    expect(expectStatus(again, 409).error.message).toBe(
      `Ce devis a déjà été converti en commande (${body.order.reference}).`,
    );
    const linked = await f.db.select({ id: orders.id }).from(orders).where(eq(orders.quoteId, q.id));
    expect(linked).toHaveLength(1);
    // A user without the orders module cannot convert.
    const other = await create();
    await act(other.id, 'send');
    await act(other.id, 'accept');
    expect(
      (await f.call('POST', `/api/quotes/${other.id}/convert`, undefined, f.users.quotesOnly.cookie))
        .statusCode,
    ).toBe(403);
  });
});

describe('list', () => {
  it('searches number, client, company and title, accents and case aside; filters status and client', async () => {
    const unique = `Lampadaires ${Date.now()}`;
    const q = await create({ title: unique, clientId: f.clientA2.id });
    const search = async (text: string) =>
      (
        expectStatus(await f.call('GET', `/api/quotes?q=${encodeURIComponent(text)}&pageSize=100`), 200)
          .items as QuoteOut[]
      ).map((i) => i.id);
    expect(await search(unique.toUpperCase())).toEqual([q.id]);
    expect(await search(q.number)).toEqual([q.id]);
    expect(await search('paul sans')).toContain(q.id);
    expect(await search('generale des ecrous')).toContain(q.id);
    expect(await search('100%_')).toEqual([]);
    const byClient = expectStatus(
      await f.call('GET', `/api/quotes?clientId=${f.clientA2.id}&pageSize=100`),
      200,
    );
    expect(byClient.items.every((i: QuoteOut) => i.client.id === f.clientA2.id)).toBe(true);
    const drafts = expectStatus(await f.call('GET', '/api/quotes?status=draft&pageSize=100'), 200);
    expect(drafts.items.every((i: QuoteOut) => i.status === 'draft')).toBe(true);
    const sorted = expectStatus(await f.call('GET', '/api/quotes?sort=number&order=asc&pageSize=100'), 200);
    const numbers = sorted.items.map((i: QuoteOut) => i.number);
    expect(numbers).toEqual([...numbers].sort());
  });

  it('counts total, sent and accepted, and the total value in EUR through the rates', async () => {
    const iso = await isolatedCompany(f);
    const mk = async (overrides: Record<string, unknown>) =>
      expectStatus(
        await iso.call('POST', '/api/quotes', { ...validQuote({ clientId: iso.client.id }), ...overrides }),
        201,
      ).quote as QuoteOut;
    const eur = await mk({ items: [{ productName: 'a', quantity: 1, unitPrice: '100' }], taxRate: 0 });
    await mk({ items: [{ productName: 'b', quantity: 1, unitPrice: '50' }], taxRate: 0, currency: 'MUR' });
    await iso.call('POST', `/api/quotes/${eur.id}/send`);
    const noRate = expectStatus(await iso.call('GET', '/api/quotes'), 200);
    expect(noRate.counters).toEqual({ total: 2, sent: 1, accepted: 0, totalValueEur: null });
    // 1 EUR = 50 MUR: 50 MUR = 1 EUR.
    await f.db
      .insert(exchangeRates)
      .values({ base: 'EUR', quote: 'MUR', rate: '50', rateDate: day(0), source: 'manual' });
    const withRate = expectStatus(await iso.call('GET', '/api/quotes?status=draft'), 200);
    expect(withRate.total).toBe(1);
    expect(withRate.counters).toEqual({ total: 2, sent: 1, accepted: 0, totalValueEur: '101.00' });
    // A rejected quote is counted but its amount is not in the value (issue 30 §6).
    const lost = await mk({ items: [{ productName: 'c', quantity: 1, unitPrice: '1000' }], taxRate: 0 });
    expectStatus(await iso.call('POST', `/api/quotes/${lost.id}/send`), 200);
    expectStatus(await iso.call('POST', `/api/quotes/${lost.id}/reject`), 200);
    const afterRejection = expectStatus(await iso.call('GET', '/api/quotes'), 200);
    expect(afterRejection.counters).toEqual({ total: 3, sent: 1, accepted: 0, totalValueEur: '101.00' });
  });
});

describe('line price', () => {
  it("gives the client's zone price today, else the product price", async () => {
    const [product] = await f.db
      .insert(products)
      .values({
        name: 'Lampe de bureau',
        reference: `LAMPE-${Date.now()}`,
        description: 'LED',
        category: 'Électronique',
        price: '20.00',
        currency: 'EUR',
        searchText: 'lampe',
      })
      .returning();
    const url = (clientId: string) => `/api/quotes/line-price?productId=${product!.id}&clientId=${clientId}`;
    // clientA is in zone Europe, clientA2 has no zone.
    expect(expectStatus(await f.call('GET', url(f.clientA.id)), 200)).toMatchObject({
      price: { amount: '20.00', currency: 'EUR' },
      source: 'base',
      zone: 'Europe',
      productName: 'Lampe de bureau',
    });
    await f.db.insert(productZonePrices).values([
      {
        productId: product!.id,
        zone: 'Europe',
        price: '18.50',
        currency: 'USD',
        validFrom: day(-10),
        validTo: day(10),
      },
      { productId: product!.id, zone: 'Europe', price: '11.00', currency: 'EUR', validTo: day(-11) },
    ]);
    expect(expectStatus(await f.call('GET', url(f.clientA.id)), 200)).toMatchObject({
      price: { amount: '18.50', currency: 'USD' },
      source: 'zone',
    });
    expect(expectStatus(await f.call('GET', url(f.clientA2.id)), 200)).toMatchObject({
      price: { amount: '20.00', currency: 'EUR' },
      source: 'base',
      zone: null,
    });
    expect((await f.call('GET', url(f.clientB.id))).statusCode).toBe(404);
    // A line may name the product; the quote shows its id.
    const q = await create({
      items: [{ productId: product!.id, productName: 'Lampe de bureau', quantity: 1, unitPrice: '18.50' }],
    });
    expect(q.items[0]).toMatchObject({ productName: 'Lampe de bureau' });
  });
});

describe('PDF', () => {
  it('is a real PDF with the number, the client, the lines and the totals in French format', async () => {
    const q = await create({
      title: 'Mobilier de bureau',
      notes: 'Livraison incluse.',
      terms: 'Acompte de 30 % à la commande.',
      items: [
        { productName: 'Bureau chêne', description: '160 x 80 cm', quantity: 10, unitPrice: '1234.5' },
        { productName: 'Chaise ergonomique', quantity: 10, unitPrice: '299.99', discount: '15' },
      ],
    });
    const res = await f.call('GET', `/api/quotes/${q.id}/pdf`);
    expect(res.headers['content-disposition']).toBe(`inline; filename="devis-${q.number}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // 10 × 1234.50 = 12 345,00; 10 × 299.99 × 0.85 = 2 549,915 → 2 549,92; subtotal 14 894,92;
    // tax 2 978,984 → 2 978,98; total 17 873,90.
    await expectPdfWith(res, [
      'DEVIS',
      q.number,
      'Émilie Durand',
      f.companyA.name,
      'Mobilier de bureau',
      'Bureau chêne',
      '160 x 80 cm',
      '12 345,00 €',
      '2 549,92 €',
      '14 894,92 €',
      'TVA 20 %',
      '2 978,98 €',
      '17 873,90 €',
      'Total TTC',
      'Remises',
      'Acompte de 30 % à la commande.',
      '30 jours net',
      'Bon pour accord',
      'Comptoir',
    ]);
  });
});

describe('fuzzed bodies', () => {
  it('never answer 500', async () => {
    const q = await create();
    const body = fuzzedDocument(
      f,
      {
        title: fc.oneof(fc.string(), fc.constant('a\u0000b'), fc.integer()),
        validUntil: fc.oneof(
          fc.constant(day(5)),
          fc.constant('2026-02-30'),
          fc.constant('0000-01-01'),
          fc.constant('99999-01-01'),
          fc.string(),
        ),
        taxRate: fc.oneof(fc.integer({ min: -5, max: 105 }), fc.string(), fc.double()),
        currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'JPY'), fc.string()),
        paymentTerms: fc.oneof(fc.string(), fc.constant(null)),
        notes: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        terms: fc.oneof(fc.string(), fc.constant(null)),
      },
      {
        productName: fc.oneof(fc.string(), fc.constant('\u0000'), fc.integer()),
        description: fc.oneof(fc.string(), fc.constant(null)),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant('1e400'), fc.constant(null)),
        unitPrice: fc.oneof(fc.string(), fc.double(), fc.constant('999999999999.99'), fc.constant('-1')),
        discount: fc.oneof(fc.string(), fc.double(), fc.constant('100'), fc.constant('100.01')),
      },
    );
    const targets = [
      { method: 'POST' as const, url: '/api/quotes' },
      { method: 'PATCH' as const, url: `/api/quotes/${q.id}` },
    ];
    await expectNo500ForRawBodies(f.ctx.app, targets, body, f.users.manager.cookie, 150);
    const queries = fc.record(
      {
        q: fc.oneof(fc.string(), fc.constant('%\u0000')),
        status: fc.string(),
        sort: fc.string(),
        page: fc.oneof(fc.integer(), fc.string()),
        pageSize: fc.oneof(fc.integer(), fc.string()),
        clientId: fc.string(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(queries, async (query) => {
        const res = await f.ctx.app.inject({
          method: 'GET',
          url: '/api/quotes',
          query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
          headers: { cookie: f.users.manager.cookie },
        });
        expect(res.statusCode, res.body).toBeLessThan(500);
      }),
      { numRuns: 80 },
    );
  });
});
