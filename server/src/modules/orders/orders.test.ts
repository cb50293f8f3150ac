import type { OrderItem } from '@comptoir/core/modules/sales';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { ORDER_STATUSES, canMoveOrder, documentNumber } from '@comptoir/core/modules/sales';
import {
  demandeAssignees,
  demandes,
  exchangeRates,
  orderItems,
  orders,
  teamMembers,
  userSettings,
} from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import {
  ORDER_ITEMS,
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
} from './testing';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForRawBodies } from '../../../test/fuzz';
import { rowCount } from '../../platform/testing';

const f = useFixture(setupSales);

interface OrderOut {
  id: string;
  reference: string;
  status: string;
  client: { id: string; name: string; companyName: string };
  subtotal: { amount: string; currency: string };
  taxAmount: { amount: string; currency: string };
  totalAmount: { amount: string; currency: string };
  vat: { rate: string; base: string; amount: string }[];
  assignedTo: { id: string; name: string } | null;
  expectedDeliveryDate: string | null;
  deliveryDate: string | null;
  demandeId: string | null;
  notes: string | null;
  items: OrderItem[];
  history: { status: string; changedAt: string; changedBy: string | null }[];
}

const validOrder = (overrides: Record<string, unknown> = {}) => ({
  clientId: f.clientA.id,
  items: [
    { productName: 'Acier galvanisé', description: 'Tôle 2 mm', quantity: '2,5', unitPrice: '830.10' },
    { productName: 'Boulons M8', quantity: 1000, unitPrice: '0.12' },
  ],
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}, cookie?: string): Promise<OrderOut> {
  const res = await f.call('POST', '/api/orders', validOrder(overrides), cookie);
  return expectStatus(res, 201).order as OrderOut;
}

const orderCount = () => rowCount(f.db, orders);
const demandeCount = () => rowCount(f.db, demandes);

describe('creating an order', () => {
  it('numbers it, stores line totals and the total, records its creation in the history', async () => {
    const res = await f.call('POST', '/api/orders', { ...validOrder(), totalAmount: '0' });
    const body = expectStatus(res, 201);
    expect(body.message).toBe('Commande créée avec succès.');
    const o = body.order as OrderOut;
    expect(o.reference).toMatch(new RegExp(`^CMD-${YEAR}-\\d{3,}$`));
    // 2.5 × 830.10 = 2075.25; 1000 × 0.12 = 120.00.
    expect(o.items.map((i) => [i.quantity, i.unitPrice, i.discount, i.taxRate, i.totalPrice])).toEqual([
      ['2.5', '830.10', '0', '20', '2075.25'],
      ['1000', '0.12', '0', '20', '120.00'],
    ]);
    // The company's default rate (20 %) on each line: VAT 439.05, total with tax 2634.30.
    expect(o.subtotal).toEqual({ amount: '2195.25', currency: 'EUR' });
    expect(o.taxAmount).toEqual({ amount: '439.05', currency: 'EUR' });
    expect(o.totalAmount).toEqual({ amount: '2634.30', currency: 'EUR' });
    expect(o.vat).toEqual([{ rate: '20', base: '2195.25', amount: '439.05' }]);
    expect(o).toMatchObject({ status: 'draft', assignedTo: null, demandeId: null, deliveryDate: null });
    expect(o.history).toHaveLength(1);
    expect(o.history[0]).toMatchObject({ status: 'draft' });
    expect(o.history[0]!.changedBy).toBeTruthy();
    expect(await auditLabel(f.db, 'order.create', o.id)).toBe(o.reference);
  });

  it("uses the creator's base currency by default", async () => {
    const iso = await isolatedCompany(f);
    await f.db.insert(userSettings).values({ userId: iso.user.id, baseCurrency: 'USD' });
    const res = await iso.call('POST', '/api/orders', validOrder({ clientId: iso.client.id }));
    expect(expectStatus(res, 201).order.totalAmount.currency).toBe('USD');
    const gbp = await iso.call(
      'POST',
      '/api/orders',
      validOrder({ clientId: iso.client.id, currency: 'GBP' }),
    );
    expect(expectStatus(gbp, 201).order.totalAmount.currency).toBe('GBP');
  });

  it('refuses a missing client and bad lines with the spec messages', async () => {
    const noClient = await f.call('POST', '/api/orders', validOrder({ clientId: '' }));
    expect(expectStatus(noClient, 400).error.fields).toEqual({ clientId: REQUIRED });
    for (const bad of [
      { productName: 'x', quantity: 0, unitPrice: '1' },
      { productName: 'x', quantity: '-1', unitPrice: '1' },
      { productName: '', quantity: 1, unitPrice: '1' },
      { productName: 'x', quantity: 1 },
    ]) {
      const res = await f.call('POST', '/api/orders', validOrder({ items: [bad] }));
      expect(Object.values(expectStatus(res, 400).error.fields)).toContain(ORDER_ITEMS);
    }
    const none = await f.call('POST', '/api/orders', validOrder({ items: [] }));
    expect(expectStatus(none, 400).error.fields).toEqual({ items: ORDER_ITEMS });
    for (const clientId of [f.clientB.id, UNKNOWN_ID]) {
      const hidden = await f.call('POST', '/api/orders', validOrder({ clientId }));
      expect(expectStatus(hidden, 400).error.fields).toEqual({ clientId: 'Client introuvable.' });
    }
  });

  it('writes nothing when a line or the assignee is invalid (one transaction)', async () => {
    const before = {
      orders: await orderCount(),
      demandes: await demandeCount(),
      counter: await counterOf(f.db, 'CMD'),
    };
    const badLine = await f.call(
      'POST',
      '/api/orders',
      validOrder({
        assignedTo: f.users.manager.id,
        ...afterValidLine({ productName: 'x', productId: UNKNOWN_ID, quantity: 1, unitPrice: '1' }),
      }),
    );
    expect(expectStatus(badLine, 400).error.fields).toEqual({ 'items.1.productId': 'Produit introuvable.' });
    const badAssignee = await f.call('POST', '/api/orders', validOrder({ assignedTo: UNKNOWN_ID }));
    expect(expectStatus(badAssignee, 400).error.fields).toEqual({ assignedTo: 'Utilisateur introuvable.' });
    const tooLarge = await f.call(
      'POST',
      '/api/orders',
      validOrder({ items: [{ productName: 'x', quantity: '9999999999.999', unitPrice: '999999999999.99' }] }),
    );
    expect(expectStatus(tooLarge, 400).error.fields).toEqual({ 'items.0.quantity': 'Montant trop élevé.' });
    expect(await orderCount()).toBe(before.orders);
    expect(await demandeCount()).toBe(before.demandes);
    expect(await counterOf(f.db, 'CMD')).toBe(before.counter);
  });

  it('gives orders created at once distinct consecutive references', async () => {
    const start = await counterOf(f.db, 'CMD');
    const results = await Promise.all(
      Array.from({ length: 12 }, () => f.call('POST', '/api/orders', validOrder())),
    );
    const refs = results.map((r) => (expectStatus(r, 201).order as OrderOut).reference).sort();
    expect(refs).toEqual(
      Array.from({ length: 12 }, (_, i) => documentNumber('CMD', YEAR, start + i + 1)).sort(),
    );
  });
});

describe('the sourcing request of an order with an assignee', () => {
  it('is created with the order, linked, and assigned to the user’s team member', async () => {
    const sourcing = await createUser(f.db, { fullName: 'Léa Sourcing', modules: ['demandes'] });
    const [member] = await f.db
      .insert(teamMembers)
      .values({ userId: sourcing.id, name: 'Léa Sourcing', email: sourcing.email, department: 'Sourcing' })
      .returning();
    const o = await create({ assignedTo: sourcing.id, expectedDeliveryDate: day(12) });
    expect(o.assignedTo).toEqual({ id: sourcing.id, name: 'Léa Sourcing' });
    expect(o.demandeId).toBeTruthy();
    const [demande] = await f.db.select().from(demandes).where(eq(demandes.id, o.demandeId!));
    expect(demande).toMatchObject({
      title: `Commande ${o.reference}`,
      category: 'Commercial',
      status: 'pending',
      priority: 'medium',
      deadline: day(12),
      client: 'Émilie Durand',
      orderReference: o.reference,
    });
    expect(demande!.description).toContain('Acier galvanisé (Tôle 2 mm) : 2,5');
    expect(demande!.description).toContain('Boulons M8 : 1\u202f000');
    const assignees = await f.db
      .select()
      .from(demandeAssignees)
      .where(eq(demandeAssignees.demandeId, o.demandeId!));
    expect(assignees.map((a) => a.memberId)).toEqual([member!.id]);
  });

  it('without a team member for the user: the request is made, unassigned, with a 30-day deadline', async () => {
    const o = await create({ assignedTo: f.users.viewer.id });
    const [demande] = await f.db.select().from(demandes).where(eq(demandes.id, o.demandeId!));
    expect(demande?.deadline).toBe(day(30));
    const assignees = await f.db
      .select()
      .from(demandeAssignees)
      .where(eq(demandeAssignees.demandeId, o.demandeId!));
    expect(assignees).toEqual([]);
  });

  it('is made when an assignee is given later, once', async () => {
    const o = await create();
    expect(o.demandeId).toBeNull();
    const res = await f.call('PATCH', `/api/orders/${o.id}`, {
      assignedTo: f.users.manager.id,
      notes: 'Urgent',
      expectedDeliveryDate: day(9),
    });
    const patched = expectStatus(res, 200);
    expect(patched.message).toBe('Commande mise à jour avec succès.');
    expect(patched.order).toMatchObject({ notes: 'Urgent', expectedDeliveryDate: day(9) });
    expect(patched.order.demandeId).toBeTruthy();
    const [demande] = await f.db.select().from(demandes).where(eq(demandes.id, patched.order.demandeId));
    expect(demande?.deadline).toBe(day(9));
    const again = expectStatus(
      await f.call('PATCH', `/api/orders/${o.id}`, { assignedTo: f.users.viewer.id }),
      200,
    );
    expect(again.order.demandeId).toBe(patched.order.demandeId);
    const cleared = expectStatus(
      await f.call('PATCH', `/api/orders/${o.id}`, {
        assignedTo: null,
        notes: null,
        expectedDeliveryDate: null,
      }),
      200,
    );
    expect(cleared.order).toMatchObject({ assignedTo: null, notes: null, expectedDeliveryDate: null });
  });
});

describe('status moves', () => {
  it('allows exactly the moves canMoveOrder allows, records each one, and sets the delivery date', async () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const o = await create({ status: from, items: [{ productName: 'x', quantity: 1, unitPrice: '1' }] });
        const res = await f.call('POST', `/api/orders/${o.id}/status`, { status: to });
        if (canMoveOrder(from, to)) {
          const body = expectStatus(res, 200);
          expect(body.order.status).toBe(to);
          expect(body.order.history.map((h: { status: string }) => h.status)).toEqual([from, to]);
          expect(body.order.deliveryDate).toBe(to === 'delivered' ? day(0) : null);
        } else {
          expect(res.statusCode, `${from} → ${to}`).toBe(409);
        }
      }
    }
  });

  it('409 names both statuses in French; a chosen delivery date is kept', async () => {
    const o = await create({ status: 'shipped' });
    const back = await f.call('POST', `/api/orders/${o.id}/status`, { status: 'pending' });
    expect(expectStatus(back, 409).error.message).toBe(
      'Impossible de passer la commande du statut « Expédiée » au statut « En attente ».',
    );
    const delivered = await f.call('POST', `/api/orders/${o.id}/status`, {
      status: 'delivered',
      deliveryDate: day(-1),
    });
    const body = expectStatus(delivered, 200);
    expect(body.message).toBe('Statut de la commande mis à jour : Livrée.');
    expect(body.order.deliveryDate).toBe(day(-1));
    const cancel = await f.call('POST', `/api/orders/${o.id}/status`, { status: 'cancelled' });
    expect(expectStatus(cancel, 409).error.message).toContain('« Livrée »');
    expect((await f.call('POST', `/api/orders/${o.id}/status`, { status: 'lost' })).statusCode).toBe(400);
  });

  it('a cancelled order can no longer be changed (409 in French); a delivered one still can', async () => {
    const o = await create({ status: 'pending' });
    expectStatus(await f.call('POST', `/api/orders/${o.id}/status`, { status: 'cancelled' }), 200);
    const refused = await f.call('PATCH', `/api/orders/${o.id}`, { notes: 'Après annulation' });
    expect(expectStatus(refused, 409).error.message).toBe(
      'Cette commande est annulée (statut « Annulée ») : elle ne peut plus être modifiée.',
    );
    const delivered = await create({ status: 'delivered' });
    const noted = expectStatus(
      await f.call('PATCH', `/api/orders/${delivered.id}`, { notes: 'Livrée complète' }),
      200,
    );
    expect(noted.order.notes).toBe('Livrée complète');
  });

  it('only drafts can be deleted', async () => {
    const o = await create({ status: 'pending' });
    expect(expectStatus(await f.call('DELETE', `/api/orders/${o.id}`), 409).error.message).toBe(
      'Cette commande ne peut pas être supprimée : son statut est « En attente ». Seule une commande en brouillon peut être supprimée.',
    );
    const d = await create();
    expect(expectStatus(await f.call('DELETE', `/api/orders/${d.id}`), 200).message).toBe(
      'Commande supprimée avec succès.',
    );
    expect((await f.call('GET', `/api/orders/${d.id}`)).statusCode).toBe(404);
    expect(await rowCount(f.db, orderItems, eq(orderItems.orderId, d.id))).toBe(0);
  });
});

describe('access', () => {
  it('403 without the module or the action; 404 for another company; nothing without a company', async () => {
    expect((await f.call('GET', '/api/orders', undefined, f.users.outsider.cookie)).statusCode).toBe(403);
    expect((await f.call('POST', '/api/orders', validOrder(), f.users.quotesOnly.cookie)).statusCode).toBe(
      403,
    );
    expect((await f.call('POST', '/api/orders', validOrder(), f.users.viewer.cookie)).statusCode).toBe(403);
    const o = await create();
    const other = f.users.managerB.cookie;
    for (const [method, url, payload] of [
      ['GET', `/api/orders/${o.id}`, undefined],
      ['PATCH', `/api/orders/${o.id}`, { notes: 'x' }],
      ['DELETE', `/api/orders/${o.id}`, undefined],
      ['POST', `/api/orders/${o.id}/status`, { status: 'pending' }],
      ['GET', `/api/orders/${o.id}/pdf`, undefined],
    ] as const) {
      expect((await f.call(method, url, payload, other)).statusCode, `${method} ${url}`).toBe(404);
    }
    const listB = expectStatus(await f.call('GET', '/api/orders?pageSize=100', undefined, other), 200);
    expect(listB.items.map((i: OrderOut) => i.id)).not.toContain(o.id);
    const none = expectStatus(await f.call('GET', '/api/orders', undefined, f.users.noCompany.cookie), 200);
    expect(none).toMatchObject({
      items: [],
      total: 0,
      counters: { total: 0, pending: 0, shipped: 0, delivered: 0 },
    });
    expect(expectStatus(await f.call('GET', `/api/orders/${o.id}`), 200).status).toBe('draft');
  });
});

describe('list', () => {
  it('searches reference, client and company; filters status and client; counts in the base currency', async () => {
    const iso = await isolatedCompany(f);
    const mk = async (overrides: Record<string, unknown>) =>
      expectStatus(
        await iso.call('POST', '/api/orders', validOrder({ clientId: iso.client.id, ...overrides })),
        201,
      ).order as OrderOut;
    const one = (unitPrice: string) => [{ productName: 'x', quantity: 1, unitPrice }];
    const a = await mk({ status: 'pending', items: one('100'), currency: 'EUR' });
    await mk({ status: 'shipped', items: one('50'), currency: 'EUR' });
    await mk({ status: 'delivered', items: one('25.50'), currency: 'EUR' });
    await mk({ status: 'cancelled', items: one('1000'), currency: 'EUR' });
    const list = expectStatus(await iso.call('GET', '/api/orders'), 200);
    expect(list.counters).toEqual({
      total: 4,
      pending: 1,
      shipped: 1,
      delivered: 1,
      totalAmount: { amount: '175.50', currency: 'EUR' },
    });
    await mk({ status: 'pending', items: one('10'), currency: 'CNY' });
    const noRate = expectStatus(await iso.call('GET', '/api/orders'), 200);
    expect(noRate.counters).toMatchObject({ total: 5, pending: 2, totalAmount: null });
    // 1 EUR = 8 CNY: 10 CNY = 1.25 EUR.
    await f.db
      .insert(exchangeRates)
      .values({ base: 'EUR', quote: 'CNY', rate: '8', rateDate: day(0), source: 'manual' });
    expect(expectStatus(await iso.call('GET', '/api/orders'), 200).counters.totalAmount).toEqual({
      amount: '176.75',
      currency: 'EUR',
    });
    const search = async (q: string, extra = '') =>
      (
        expectStatus(await iso.call('GET', `/api/orders?q=${encodeURIComponent(q)}${extra}`), 200)
          .items as OrderOut[]
      ).map((i) => i.id);
    expect(await search(a.reference)).toEqual([a.id]);
    expect((await search(iso.client.name.toUpperCase())).length).toBe(5);
    expect((await search(iso.company.name.slice(0, 12))).length).toBe(5);
    expect(await search('', '&status=pending')).toHaveLength(2);
    const byClient = expectStatus(await f.call('GET', `/api/orders?clientId=${f.clientA2.id}`), 200);
    expect(byClient.items).toEqual([]);
  });
});

describe('PDF', () => {
  it('is a purchase order with the reference, the client, the VAT of each line and the totals', async () => {
    const o = await create({ notes: 'Quai de livraison n° 3', expectedDeliveryDate: day(20) });
    await expectPdfWith(await f.call('GET', `/api/orders/${o.id}/pdf`), [
      'BON DE COMMANDE',
      o.reference,
      'Émilie Durand',
      f.companyA.name,
      'Acier galvanisé',
      '2,5',
      '2 075,25 €',
      '1 000',
      '20 %',
      'Total HT',
      '2 195,25 €',
      'TVA 20 % sur 2 195,25 €',
      '439,05 €',
      'Total TTC',
      '2 634,30 €',
      'Quai de livraison n° 3',
      'Brouillon',
    ]);
  });
});

describe('fuzzed bodies', () => {
  it('never answer 500', async () => {
    const o = await create();
    const body = fuzzedDocument(
      f,
      {
        status: fc.oneof(fc.constantFrom(...ORDER_STATUSES), fc.string()),
        assignedTo: fc.oneof(fc.constant(null), fc.constant(f.users.manager.id), fc.uuid(), fc.string()),
        expectedDeliveryDate: fc.oneof(
          fc.constant(null),
          fc.constant('2026-02-30'),
          fc.constant('0000-01-01'),
          fc.string(),
        ),
        currency: fc.oneof(fc.constantFrom('EUR', 'MUR', 'JPY'), fc.string()),
        notes: fc.oneof(fc.string(), fc.constant(null), fc.constant('\u0000')),
        deliveryDate: fc.oneof(fc.constant('2026-13-01'), fc.string()),
      },
      {
        productName: fc.oneof(fc.string(), fc.constant('a\u0000')),
        description: fc.string(),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant('9999999999.999')),
        unitPrice: fc.oneof(fc.string(), fc.double(), fc.constant('999999999999.99')),
      },
    );
    const targets = [
      { method: 'POST' as const, url: '/api/orders' },
      { method: 'PATCH' as const, url: `/api/orders/${o.id}` },
      { method: 'POST' as const, url: `/api/orders/${o.id}/status` },
    ];
    await expectNo500ForRawBodies(f.ctx.app, targets, body, f.users.manager.cookie, 150);
  });
});
