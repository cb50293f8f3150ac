import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import type { ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { exchangeRates, purchaseReceipts, purchaseShipmentCosts } from '../../db/schema/index';
import { collectionRoutes, expectDocumented, moduleAccessTests } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { expectNo500ForQueries, expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { receivedOrder, setupPurchases } from './testing';

const f = useFixture(setupPurchases);

beforeAll(async () => {
  // 1 EUR = 8 CNY and 1.25 USD from 1 November; no GBP rate at all.
  await f.db.insert(exchangeRates).values([
    { base: 'EUR', quote: 'CNY', rate: '8.0000000000', rateDate: '2026-11-01', source: 'manual' },
    { base: 'EUR', quote: 'USD', rate: '1.2500000000', rateDate: '2026-11-01', source: 'manual' },
  ]);
});

/** The default order received once (`receivedOrder`), its weights and volumes given unless `bare`, and its receipt. */
async function receivedWithReceipt(bare = false, cookie = f.users.manager.cookie) {
  const order = await receivedOrder(f, { measures: !bare, cookie });
  return { order, receiptId: order.receipts[0]!.id };
}

const shipmentBody = (receiptIds: string[], overrides: Record<string, unknown> = {}) => ({
  companyId: f.companyA.id,
  mode: 'sea',
  carrier: 'CMA CGM',
  reference: 'MSKU 123456-7',
  transportDocument: 'BL-NGB-2026-0042',
  departureDate: '2026-10-25',
  arrivalDate: '2026-11-18',
  receiptIds,
  costs: [
    { kind: 'freight', amount: '200', currency: 'USD', date: '2026-11-15' },
    { kind: 'customs_duty', amount: '100', currency: 'EUR', date: '2026-11-21' },
  ],
  ...overrides,
});

const createShipment = async (body: unknown, cookie = f.users.manager.cookie) =>
  f.call('POST', '/api/shipments', body, cookie);

describe('shipments and landed costs', () => {
  it("gives each received line its landed unit cost in euros, every cost at its own date's rate, shared by its method", async () => {
    const { order, receiptId } = await receivedWithReceipt();
    expect(order.receipts[0]!.lines[0]).toMatchObject({ weight: '50', volume: '0.2' });
    const res = expectStatus(await createShipment(shipmentBody([receiptId])), 201);
    expect(res.message).toBe('Expédition créée.');
    const s = res.shipment as ShipmentDetail;
    expect(s).toMatchObject({
      mode: 'sea',
      reference: 'MSKU 123456-7',
      receiptCount: 1,
      costCount: 2,
      problem: null,
    });
    expect(s.receipts).toEqual([
      expect.objectContaining({ id: receiptId, orderNumber: order.number, date: '2026-11-20' }),
    ]);
    // 200 USD at 1.25 is 160 EUR, shared by volume (freight's default); the duty by value.
    expect(s.costs.map((c) => [c.kind, c.allocation, c.baseAmount])).toEqual([
      ['freight', 'volume', '160.00'],
      ['customs_duty', 'value', '100.00'],
    ]);
    expect(s.landed).toHaveLength(2);
    const [buttons, zippers] = s.landed!;
    // 9,900 accepted buttons at 0.0375 CNY = 0.0047 EUR; 2.5 zippers at 12.3456 CNY = 1.5432 EUR.
    expect(buttons).toMatchObject({
      quantity: '9900',
      unitPrice: '0.0375',
      currency: 'CNY',
      baseUnitPrice: '0.0047',
    });
    expect(buttons).toMatchObject({
      value: '46.53',
      costs: '220.34',
      landedValue: '266.87',
      landedUnitCost: '0.0270',
    });
    expect(zippers).toMatchObject({
      quantity: '2.5',
      baseUnitPrice: '1.5432',
      value: '3.86',
      costs: '39.66',
    });
    expect(zippers!.landedUnitCost).toBe('17.4072');
    // Every cent of every cost lands on a line.
    const shared = s.landed!.reduce((sum, l) => sum + Math.round(Number(l.costs) * 100), 0);
    expect(shared).toBe(26_000);
    // The receipt knows its shipment; the detail reads the same again.
    const detail = expectStatus(
      await f.call('GET', `/api/purchases/${order.id}`),
      200,
    ) as PurchaseOrderDetail;
    expect(detail.receipts[0]!.shipmentId).toBe(s.id);
    expect(expectStatus(await f.call('GET', `/api/shipments/${s.id}`), 200)).toEqual(s);
    expect((await auditEntries(f.db, 'shipment.create', s.id)).length).toBe(1);
  });

  it('names a missing rate (currency and date) instead of converting at 1, and a cost no line can carry', async () => {
    const { receiptId } = await receivedWithReceipt(true);
    const gbp = expectStatus(
      await createShipment(
        shipmentBody([receiptId], {
          costs: [{ kind: 'insurance', amount: '30', currency: 'GBP', date: '2026-11-10' }],
        }),
      ),
      201,
    ).shipment as ShipmentDetail;
    expect(gbp.landed).toBeNull();
    expect(gbp.costs[0]).toMatchObject({ baseAmount: null, rate: null });
    expect(gbp.problem).toBe(
      'Taux de change GBP → EUR indisponible au 10/11/2026 : saisissez-le dans Devises pour calculer les coûts de revient.',
    );
    // Once the rate is entered, the same shipment has its landed costs.
    await f.db
      .insert(exchangeRates)
      .values({ base: 'EUR', quote: 'GBP', rate: '0.8000000000', rateDate: '2026-11-09', source: 'manual' });
    const later = expectStatus(await f.call('GET', `/api/shipments/${gbp.id}`), 200) as ShipmentDetail;
    expect(later.problem).toBeNull();
    expect(later.costs[0]!.baseAmount).toBe('37.50');
    // Freight by weight, with no weight on any line: the cost is named.
    const byWeight = expectStatus(
      await f.call('PATCH', `/api/shipments/${gbp.id}`, {
        ...shipmentBody([receiptId], {
          costs: [
            {
              kind: 'freight',
              label: 'Fret maritime',
              amount: '10',
              currency: 'EUR',
              date: '2026-11-10',
              allocation: 'weight',
            },
          ],
        }),
        companyId: undefined,
      }),
      200,
    ).shipment as ShipmentDetail;
    expect(byWeight.landed).toBeNull();
    expect(byWeight.problem).toBe(
      "Fret maritime : Ce frais ne peut pas être réparti au poids : aucune ligne reçue n'a de poids renseigné.",
    );
    expect(
      await f.db.select().from(purchaseShipmentCosts).where(eq(purchaseShipmentCosts.shipmentId, gbp.id)),
    ).toHaveLength(1);
  });

  it('refuses a receipt twice, of another company, unknown; a missing company; answers in French; writes nothing', async () => {
    const { receiptId } = await receivedWithReceipt();
    expectStatus(await createShipment(shipmentBody([receiptId])), 201);
    const twice = await createShipment(shipmentBody([receiptId]));
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe("Réception 1 : elle fait déjà partie d'une autre expédition.");
    const unknown = await createShipment(shipmentBody([UNKNOWN_ID]));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(
      "Réception 1 : inconnue, ou d'une commande d'une autre entreprise que celle de l'expédition.",
    );
    const otherCompany = await createShipment(shipmentBody([], { companyId: f.companyB.id }));
    expect(otherCompany.statusCode).toBe(400);
    const noCompany = await createShipment(shipmentBody([], { companyId: undefined }));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json().error.message).toBe("Choisissez l'entreprise pour laquelle vous achetez.");
    const backwards = await createShipment(
      shipmentBody([], { departureDate: '2026-11-20', arrivalDate: '2026-11-01' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({
      arrivalDate: "La date d'arrivée ne peut pas précéder la date de départ.",
    });
    const badCost = await createShipment(
      shipmentBody([], { costs: [{ kind: 'freight', amount: '-1', currency: 'EUR', date: '2026-11-01' }] }),
    );
    expect(badCost.statusCode).toBe(400);
  });

  it('replaces receipts and costs on update, frees receipts on delete; lists with search', async () => {
    const first = await receivedWithReceipt();
    const second = await receivedWithReceipt();
    const s = expectStatus(
      await createShipment(shipmentBody([first.receiptId], { reference: 'TGHU 765432-1' })),
      201,
    ).shipment as ShipmentDetail;
    const moved = expectStatus(
      await f.call(
        'PATCH',
        `/api/shipments/${s.id}`,
        shipmentBody([second.receiptId], { reference: 'TGHU 765432-1', costs: [] }),
      ),
      200,
    );
    expect(moved.message).toBe('Expédition modifiée.');
    expect(moved.shipment.receipts.map((r: { id: string }) => r.id)).toEqual([second.receiptId]);
    expect(moved.shipment.costs).toEqual([]);
    const [freed] = await f.db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.id, first.receiptId));
    expect(freed!.shipmentId).toBeNull();
    const list = expectStatus(await f.call('GET', '/api/shipments?q=tghu 765432'), 200);
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([s.id]);
    expect(list.items[0]).toMatchObject({ receiptCount: 1, costCount: 0, companyName: f.companyA.name });
    const changeCompany = await f.call(
      'PATCH',
      `/api/shipments/${s.id}`,
      shipmentBody([], { companyId: f.companyB.id }),
    );
    expect(changeCompany.statusCode).toBe(400);
    const gone = await f.call('DELETE', `/api/shipments/${s.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Expédition supprimée.');
    const [again] = await f.db
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.id, second.receiptId));
    expect(again!.shipmentId).toBeNull();
    expect((await f.call('GET', `/api/shipments/${s.id}`)).statusCode).toBe(404);
    expect((await auditEntries(f.db, 'shipment.delete', s.id)).length).toBe(1);
  });

  it("hides another company's shipments (404) and lets a viewer read but not write (403)", async () => {
    const { receiptId } = await receivedWithReceipt();
    const s = expectStatus(await createShipment(shipmentBody([receiptId])), 201).shipment as ShipmentDetail;
    const b = f.users.managerB.cookie;
    expect((await f.call('GET', `/api/shipments/${s.id}`, undefined, b)).statusCode).toBe(404);
    expect((await f.call('PATCH', `/api/shipments/${s.id}`, shipmentBody([]), b)).statusCode).toBe(404);
    expect((await f.call('DELETE', `/api/shipments/${s.id}`, undefined, b)).statusCode).toBe(404);
    const listB = expectStatus(await f.call('GET', '/api/shipments', undefined, b), 200);
    expect(listB.items.map((i: { id: string }) => i.id)).not.toContain(s.id);
    // Company B cannot put company A's receipt in its own shipment.
    const stolen = await createShipment(shipmentBody([receiptId], { companyId: f.companyB.id }), b);
    expect(stolen.statusCode).toBe(400);
    const v = f.users.viewer.cookie;
    expect((await f.call('GET', `/api/shipments/${s.id}`, undefined, v)).statusCode).toBe(200);
    expect((await createShipment(shipmentBody([]), v)).statusCode).toBe(403);
  });

  moduleAccessTests({
    ctx: () => f.ctx,
    module: 'purchases',
    routes: collectionRoutes('/api/shipments'),
    outsider: () => f.users.outsider.cookie,
  });

  it('lists every shipments route in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, collectionRoutes('/api/shipments'));
  });

  it('never answers 500 to fuzzed bodies and queries', async () => {
    const { receiptId } = await receivedWithReceipt();
    const s = expectStatus(await createShipment(shipmentBody([])), 201).shipment as ShipmentDetail;
    const cost = fc.record(
      {
        kind: fc.oneof(fc.constant('freight'), fc.string()),
        amount: fc.oneof(fc.string(), fc.integer(), fc.constant('99999999999999.99')),
        currency: fc.oneof(fc.constant('USD'), fc.constant('XXX'), fc.string()),
        date: fc.oneof(fc.string(), fc.constant('2026-11-01'), fc.constant('2026-02-30')),
        allocation: fc.oneof(fc.constant('weight'), fc.string()),
        label: fc.oneof(fc.string(), fc.constant('\u0000')),
      },
      { requiredKeys: [] },
    );
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          companyId: fc.oneof(fc.constant(f.companyA.id), fc.constant(f.companyB.id), fc.uuid(), fc.string()),
          mode: fc.oneof(fc.constant('air'), fc.string()),
          reference: fc.oneof(fc.string(), fc.constant('\u0000')),
          departureDate: fc.oneof(fc.string(), fc.constant('2026-11-01'), fc.constant(null)),
          arrivalDate: fc.oneof(fc.string(), fc.constant('2026-10-01')),
          receiptIds: fc.oneof(
            fc.array(fc.oneof(fc.constant(receiptId), fc.uuid(), fc.string()), { maxLength: 3 }),
            fc.anything(),
          ),
          costs: fc.oneof(fc.array(cost, { maxLength: 3 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    await expectNo500ForRawBodies(
      f.ctx.app,
      [
        { method: 'POST', url: '/api/shipments' },
        { method: 'PATCH', url: `/api/shipments/${s.id}` },
      ],
      body,
      f.users.manager.cookie,
      120,
    );
    await expectNo500ForQueries(
      (method, url) => f.call(method, url),
      ['/api/shipments'],
      ['q', 'mode', 'sort', 'order', 'page', 'pageSize', 'after', 'before'],
      { numRuns: 40, special: { q: fc.constant('%\u0000') } },
    );
  });
});
