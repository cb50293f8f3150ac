import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { purchaseOrderNumber } from '@comptoir/core/modules/purchases';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { purchaseOrderLines, purchaseOrders } from '../../db/schema/index';
import {
  collectionRoutes,
  expectDocumented,
  moduleAccessTests,
  type RouteAccess,
} from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForQueries, expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries } from '../../platform/testing';
import { UNKNOWN_ID, YEAR, counterOf, expectStatus } from '../orders/testing';
import { draftBody, setupPurchases } from './testing';

const f = useFixture(setupPurchases);

const create = async (overrides: Record<string, unknown> = {}, cookie = f.users.manager.cookie) =>
  expectStatus(await f.call('POST', '/api/purchases', draftBody(f, overrides), cookie), 201)
    .purchaseOrder as PurchaseOrderDetail;
const act = (id: string, action: string, cookie = f.users.manager.cookie) =>
  f.call('POST', `/api/purchases/${id}/actions/${action}`, undefined, cookie);
const sent = async () => {
  const order = await create();
  return expectStatus(await act(order.id, 'send'), 200).purchaseOrder as PurchaseOrderDetail;
};

describe('purchase orders: create, read, update, remove', () => {
  it('creates a draft without a number, its lines and totals computed to the cent, the schedule in amounts', async () => {
    const res = await f.call('POST', '/api/purchases', draftBody(f));
    const body = expectStatus(res, 201);
    expect(body.message).toBe('Bon de commande créé.');
    const order = body.purchaseOrder as PurchaseOrderDetail;
    expect(order).toMatchObject({
      number: null,
      status: 'draft',
      companyId: f.companyA.id,
      supplier: { id: f.supplier.id, name: 'Ningbo Buttons Co.' },
      currency: 'CNY',
      incoterm: 'FOB',
      incotermPlace: 'Ningbo',
      requestedDate: '2026-12-15',
      subtotal: '405.86',
      paid: '0.00',
    });
    expect(order.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.lineTotal])).toEqual([
      ['Bouton nacre 15 mm', '10000', '0.0375', '375.00'],
      ['Fermeture éclair 20 cm', '2.5', '12.3456', '30.86'],
    ]);
    expect(order.paymentSchedule.map((i) => i.amount)).toEqual(['121.76', '284.10']);
    const read = expectStatus(await f.call('GET', `/api/purchases/${order.id}`), 200) as PurchaseOrderDetail;
    expect(read).toEqual(order);
    expect((await auditEntries(f.db, 'purchase_order.create', order.id)).length).toBe(1);
  });

  it('copies the lines of approved quotations of one supplier, then any blank lines', async () => {
    const order = await create({
      quotationIds: [f.approved.withLines, f.approved.withoutLines],
      lines: [{ description: 'Échantillons', quantity: '1', unitPrice: '0' }],
    });
    expect(order.lines.map((l) => [l.description, l.quantity, l.unit, l.unitPrice, l.lineTotal])).toEqual([
      ['Bouton nacre — 15 mm, 4 trous', '10000', 'pcs', '0.1125', '1125.00'],
      ['Emballage', '50', '', '3.2500', '162.50'],
      ['Bouton nacre 15 mm', '3', '', '33.3333', '100.00'],
      ['Échantillons', '1', '', '0.0000', '0.00'],
    ]);
    expect(order.lines[0]!.specifications).toBe('Couleur ivoire');
    expect(order.lines.slice(0, 3).map((l) => l.quotationId)).toEqual([
      f.approved.withLines,
      f.approved.withLines,
      f.approved.withoutLines,
    ]);
    expect(order.subtotal).toBe('1387.50');
    const fromQuotation = await create({ quotationIds: [f.approved.withLines], lines: undefined });
    expect(fromQuotation.lines).toHaveLength(2);
  });

  it('refuses quotations pending, of another supplier, in another currency or unknown (400)', async () => {
    for (const [ids, currency] of [
      [[f.pending], 'CNY'],
      [[f.approved.withLines, f.otherApproved], 'CNY'],
      [[f.approved.withLines], 'USD'],
      [[UNKNOWN_ID], 'CNY'],
    ] as const) {
      const res = await f.call(
        'POST',
        '/api/purchases',
        draftBody(f, { quotationIds: ids, currency, lines: undefined }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields.quotationIds).toBeDefined();
    }
  });

  it('refuses a missing place of an Incoterm, an unknown supplier or company, a company not of the user (400)', async () => {
    for (const overrides of [
      { incotermPlace: null },
      { supplierId: UNKNOWN_ID },
      { companyId: UNKNOWN_ID },
      { companyId: f.companyB.id },
      { lines: [] },
      { lines: [{ description: 'x', quantity: '1', unitPrice: '1', productId: UNKNOWN_ID }] },
      { lines: [{ description: 'x', quantity: '9999999999', unitPrice: '999999999999.9999' }] },
    ]) {
      const res = await f.call('POST', '/api/purchases', draftBody(f, overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
  });

  it('edits a draft: fields changed, lines replaced, totals recomputed, audited; an Incoterm without its place 400', async () => {
    const order = await create();
    const res = await f.call('PATCH', `/api/purchases/${order.id}`, {
      notes: null,
      incoterm: 'CIF',
      lines: [{ description: 'Bouton corne', quantity: '3', unitPrice: '0.3333' }],
    });
    const updated = expectStatus(res, 200).purchaseOrder as PurchaseOrderDetail;
    expect(updated).toMatchObject({
      notes: null,
      incoterm: 'CIF',
      incotermPlace: 'Ningbo',
      subtotal: '1.00',
    });
    expect(updated.lines).toHaveLength(1);
    expect((await auditEntries(f.db, 'purchase_order.update', order.id)).length).toBe(1);
    const noPlace = await f.call('PATCH', `/api/purchases/${order.id}`, { incotermPlace: '' });
    expect(noPlace.statusCode, noPlace.body).toBe(400);
  });

  it('deletes a draft with its lines; a sent order is neither edited nor deleted (409)', async () => {
    const draft = await create();
    expectStatus(await f.call('DELETE', `/api/purchases/${draft.id}`), 200);
    expect(
      await f.db.select().from(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, draft.id)),
    ).toEqual([]);
    expect((await f.call('GET', `/api/purchases/${draft.id}`)).statusCode).toBe(404);
    const order = await sent();
    const patch = await f.call('PATCH', `/api/purchases/${order.id}`, { notes: 'x' });
    expect(patch.statusCode).toBe(409);
    expect(patch.json().error.message).toBe(
      'Seul un bon de commande en brouillon peut être modifié (statut : Envoyée).',
    );
    expect((await f.call('DELETE', `/api/purchases/${order.id}`)).statusCode).toBe(409);
  });
});

describe('purchase orders: list', () => {
  it('searches the number, the supplier and the notes, filters by status, counts by status', async () => {
    const order = await sent();
    await create({ supplierId: f.otherSupplier.id, notes: 'Zips laiton', quotationIds: [] });
    const list = async (query: string) => expectStatus(await f.call('GET', `/api/purchases?${query}`), 200);
    expect((await list(`q=${order.number}`)).items.map((o: { id: string }) => o.id)).toEqual([order.id]);
    const bySupplier = await list('q=shenzhen');
    expect(bySupplier.items.length).toBeGreaterThan(0);
    expect(
      bySupplier.items.every((o: { supplier: { name: string } }) => o.supplier.name.startsWith('Shenzhen')),
    ).toBe(true);
    expect((await list('q=laiton')).total).toBeGreaterThan(0);
    const sentOnes = await list('status=sent&pageSize=1&sort=number&order=asc');
    expect(sentOnes.items).toHaveLength(1);
    expect(sentOnes.items[0].status).toBe('sent');
    expect(sentOnes.counters.sent).toBe(sentOnes.total);
    expect(sentOnes.counters.total).toBeGreaterThanOrEqual(sentOnes.counters.sent + sentOnes.counters.draft);
  });

  it("lists only the user's companies (company B sees none of A's)", async () => {
    await create();
    const res = expectStatus(await f.call('GET', '/api/purchases', undefined, f.users.managerB.cookie), 200);
    expect(res.items).toEqual([]);
    expect(res.counters.total).toBe(0);
  });
});

describe('purchase orders: numbering and actions', () => {
  it('numbers BCF-{year}-{NNNNN} when sent, consecutive under 20 concurrent sends', async () => {
    const drafts = [];
    for (let i = 0; i < 20; i++) drafts.push(await create());
    const start = await counterOf(f.db, 'BCF');
    const results = await Promise.all(drafts.map((d) => act(d.id, 'send')));
    const numbers = results
      .map((r) => (expectStatus(r, 200).purchaseOrder as PurchaseOrderDetail).number)
      .sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => purchaseOrderNumber(YEAR, start + i + 1)).sort(),
    );
    expect(results[0]!.json().message).toMatch(/^Bon de commande BCF-\d{4}-\d{5} envoyé\.$/);
  });

  it('confirms, closes only once received, cancels; each refused move is 409 in French, audited moves', async () => {
    const order = await sent();
    const again = await act(order.id, 'send');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Ce bon de commande ne peut pas être envoyé (statut : Envoyée).');
    expect((await act(order.id, 'close')).statusCode).toBe(409);
    expect(expectStatus(await act(order.id, 'confirm'), 200).purchaseOrder.status).toBe('confirmed');
    expect((await act(order.id, 'confirm')).statusCode).toBe(409);
    expect(expectStatus(await act(order.id, 'cancel'), 200).purchaseOrder.status).toBe('cancelled');
    for (const action of ['send', 'confirm', 'close', 'cancel'])
      expect((await act(order.id, action)).statusCode).toBe(409);
    expect((await auditEntries(f.db, 'purchase_order.confirm', order.id)).length).toBe(1);
    expect((await auditEntries(f.db, 'purchase_order.cancel', order.id)).length).toBe(1);
    // A received order closes, and can no longer be cancelled.
    const received = await sent();
    await f.db.update(purchaseOrders).set({ status: 'received' }).where(eq(purchaseOrders.id, received.id));
    expect((await act(received.id, 'cancel')).statusCode).toBe(409);
    expect(expectStatus(await act(received.id, 'close'), 200).purchaseOrder.status).toBe('closed');
    expect((await act(received.id, 'receive')).statusCode).toBe(400);
  });

  it('cancels a draft, which keeps no number', async () => {
    const draft = await create();
    const cancelled = expectStatus(await act(draft.id, 'cancel'), 200).purchaseOrder as PurchaseOrderDetail;
    expect(cancelled).toMatchObject({ status: 'cancelled', number: null });
  });
});

describe('purchase orders: payments', () => {
  it('records a deposit then payments up to the total, refuses more (400) and a draft (409)', async () => {
    const order = await sent();
    const pay = (body: Record<string, unknown>) =>
      f.call('POST', `/api/purchases/${order.id}/payments`, body);
    const deposit = expectStatus(
      await pay({ date: '2026-11-02', amount: '121.76', kind: 'deposit', method: 'Virement' }),
      201,
    );
    expect(deposit.message).toBe('Paiement enregistré.');
    expect(deposit.purchaseOrder.paid).toBe('121.76');
    expect(deposit.purchaseOrder.payments[0]).toMatchObject({
      kind: 'deposit',
      amount: '121.76',
      currency: 'CNY',
    });
    const over = await pay({ date: '2026-11-03', amount: '284.11', kind: 'payment' });
    expect(over.statusCode, over.body).toBe(400);
    expect(over.json().error.message).toBe(
      'Ce paiement dépasserait le total du bon de commande (405.86 CNY, déjà payé 121.76).',
    );
    expect(
      (await pay({ date: '2026-11-03', amount: '1', kind: 'payment', currency: 'USD' })).statusCode,
    ).toBe(400);
    const rest = expectStatus(await pay({ date: '2026-11-03', amount: '284.10', kind: 'payment' }), 201);
    expect(rest.purchaseOrder.paid).toBe('405.86');
    expect((await pay({ date: '2026-11-04', amount: '0.01', kind: 'payment' })).statusCode).toBe(400);
    expect((await auditEntries(f.db, 'purchase_order.payment', order.id)).length).toBe(2);
    const draft = await create();
    const onDraft = await f.call('POST', `/api/purchases/${draft.id}/payments`, {
      date: '2026-11-02',
      amount: '1',
      kind: 'deposit',
    });
    expect(onDraft.statusCode).toBe(409);
  });
});

describe('purchase orders: access', () => {
  const routes: RouteAccess[] = [
    ...collectionRoutes('/api/purchases'),
    { method: 'POST', url: '/api/purchases/:id/actions/:action', action: 'update' },
    { method: 'POST', url: '/api/purchases/:id/payments', action: 'update' },
    { method: 'GET', url: '/api/purchases/export', action: 'read' },
    { method: 'GET', url: '/api/purchases/:id/pdf', action: 'read' },
    { method: 'POST', url: '/api/purchases/:id/email', action: 'update' },
    { method: 'GET', url: '/api/purchases/suppliers', action: 'read' },
    { method: 'GET', url: '/api/purchases/suppliers/:id/summary', action: 'read' },
    { method: 'GET', url: '/api/purchases/suppliers/:id/quotations', action: 'read' },
    { method: 'GET', url: '/api/purchases/:id/invoices', action: 'read' },
    { method: 'GET', url: '/api/purchases/:id/invoice-candidates', action: 'read' },
    { method: 'PUT', url: '/api/purchases/:id/lines/:lineId/order-item', action: 'update' },
    { method: 'POST', url: '/api/purchases/:id/invoices', action: 'update' },
    { method: 'POST', url: '/api/purchases/:id/invoices/:invoiceId/approve', action: 'update' },
    { method: 'DELETE', url: '/api/purchases/:id/invoices/:invoiceId', action: 'update' },
    { method: 'GET', url: '/api/purchases/settings/tolerances', action: 'read' },
    { method: 'PUT', url: '/api/purchases/settings/tolerances', action: 'update' },
    { method: 'POST', url: '/api/purchases/:id/receipts', action: 'update' },
    { method: 'DELETE', url: '/api/purchases/:id/receipts/:receiptId', action: 'delete' },
    { method: 'POST', url: '/api/purchases/:id/receipts/:receiptId/lines/:lineId/photos', action: 'update' },
    { method: 'GET', url: '/api/purchases/:id/receipts/:receiptId/photos/:photoId', action: 'read' },
    { method: 'DELETE', url: '/api/purchases/:id/receipts/:receiptId/photos/:photoId', action: 'update' },
  ];
  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'purchases',
    routes,
    outsider: () => f.users.outsider.cookie,
  });

  it("answers 404 for another company's order, to every route", async () => {
    const order = await create();
    const b = f.users.managerB.cookie;
    for (const [method, url, body] of [
      ['GET', `/api/purchases/${order.id}`, undefined],
      ['PATCH', `/api/purchases/${order.id}`, { notes: 'x' }],
      ['DELETE', `/api/purchases/${order.id}`, undefined],
      ['POST', `/api/purchases/${order.id}/actions/send`, undefined],
      ['POST', `/api/purchases/${order.id}/payments`, { date: '2026-11-02', amount: '1', kind: 'deposit' }],
    ] as const) {
      const res = await f.call(method, url, body, b);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(
      (await f.call('GET', `/api/purchases/${order.id}`, undefined, f.users.superAdmin.cookie)).statusCode,
    ).toBe(200);
  });

  it("lists a supplier's approved quotations to order from, none pending nor of another supplier", async () => {
    const res = expectStatus(
      await f.call('GET', `/api/purchases/suppliers/${f.supplier.id}/quotations`),
      200,
    );
    expect(res.items.map((q: { id: string }) => q.id).sort()).toEqual(
      [f.approved.withLines, f.approved.withoutLines].sort(),
    );
    const withLines = res.items.find((q: { id: string }) => q.id === f.approved.withLines);
    expect(withLines).toMatchObject({
      currency: 'CNY',
      totalPrice: '1287.50',
      lineCount: 2,
      demandeTitle: 'Boutons nacre',
    });
  });

  it('lists the suppliers to a buyer without the products module, by name', async () => {
    const res = expectStatus(await f.call('GET', '/api/purchases/suppliers?q=ningbo'), 200);
    expect(res.items.map((s: { name: string }) => s.name)).toEqual(['Ningbo Buttons Co.']);
    expect((await f.call('GET', '/api/suppliers')).statusCode).toBe(403);
  });

  it('lets a viewer read, not write (403)', async () => {
    const order = await create();
    const v = f.users.viewer.cookie;
    expect((await f.call('GET', `/api/purchases/${order.id}`, undefined, v)).statusCode).toBe(200);
    expect((await f.call('POST', '/api/purchases', draftBody(f), v)).statusCode).toBe(403);
    expect((await act(order.id, 'send', v)).statusCode).toBe(403);
  });

  it('lists every purchases route in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, routes);
  });
});

describe('purchase orders: fuzzed bodies and queries never answer 500', () => {
  it('bodies of every write', async () => {
    const draft = await create();
    const order = await sent();
    const line = fc.record(
      {
        description: fc.oneof(fc.string(), fc.constant('\u0000')),
        quantity: fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant('99999999999')),
        unitPrice: fc.oneof(fc.string(), fc.integer(), fc.constant('999999999999.9999')),
        productId: fc.oneof(fc.constant(null), fc.uuid(), fc.string()),
        quotationId: fc.oneof(fc.constant(null), fc.uuid()),
        orderItemId: fc.oneof(fc.constant(null), fc.uuid()),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          companyId: fc.oneof(fc.constant(f.companyA.id), fc.constant(f.companyB.id), fc.uuid(), fc.string()),
          supplierId: fc.oneof(fc.constant(f.supplier.id), fc.uuid(), fc.string()),
          currency: fc.oneof(fc.constant('CNY'), fc.string()),
          incoterm: fc.oneof(fc.constant('FOB'), fc.constant(null), fc.string()),
          incotermPlace: fc.oneof(fc.string(), fc.constant(null)),
          requestedDate: fc.oneof(fc.string(), fc.constant('2026-02-30')),
          paymentSchedule: fc.anything(),
          quotationIds: fc.oneof(
            fc.array(fc.constantFrom(f.approved.withLines, f.pending, f.otherApproved, UNKNOWN_ID)),
            fc.anything(),
          ),
          lines: fc.oneof(fc.array(line, { maxLength: 3 }), fc.anything()),
          date: fc.oneof(fc.string(), fc.constant('2026-11-02')),
          amount: fc.oneof(fc.string(), fc.constant('0.01'), fc.constant('99999999999999')),
          kind: fc.oneof(fc.constant('deposit'), fc.string()),
        },
        { requiredKeys: [] },
      ),
    );
    const targets = [
      { method: 'POST', url: '/api/purchases' },
      { method: 'PATCH', url: `/api/purchases/${draft.id}` },
      { method: 'POST', url: `/api/purchases/${order.id}/payments` },
      { method: 'POST', url: `/api/purchases/${order.id}/actions/confirm` },
    ] as const;
    await expectNo500ForRawBodies(f.ctx.app, targets, body, f.users.manager.cookie, 150);
  });

  it('list queries', async () => {
    await expectNo500ForQueries(
      (method, url) => f.call(method, url),
      ['/api/purchases'],
      ['q', 'status', 'sort', 'order', 'page', 'pageSize', 'supplierId'],
      { numRuns: 60, special: { q: fc.constant('%\u0000') } },
    );
  });
});
