import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderMargin } from '@comptoir/core/modules/margin';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { eq } from 'drizzle-orm';
import {
  demandeProducts,
  exchangeRates,
  invoiceLines,
  orderCostChanges,
  orderItems,
  orderPurchaseCosts,
  orders,
  products,
  quotations,
} from '../../db/schema/index';
import type { ClientHistoryResponse } from '@comptoir/core/modules/clients';
import { ensureMonths } from '../analytics/months';
import { analyticsClock } from '../analytics/service';
import { insertInvoice } from '../analytics/testing';
import { signInUsers, useFixture, type SignedIn } from '../../../test/fixture';
import { auditEntries } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus, insertClient } from '../orders/testing';
import { draftBody, sentOrder, setupPurchases } from './testing';

const f = useFixture(setupPurchases);
let buyer: SignedIn;
let seller: SignedIn;

beforeAll(async () => {
  const made = await signInUsers(f.ctx, {
    buyer: { role: 'Manager', modules: ['purchases', 'orders'], companyIds: [f.companyA.id] },
    seller: { role: 'Manager', modules: ['orders', 'clients'], companyIds: [f.companyA.id] },
  });
  buyer = made.buyer;
  seller = made.seller;
  await f.db
    .insert(exchangeRates)
    .values({ base: 'EUR', quote: 'CNY', rate: '8.0000000000', rateDate: '2026-11-01', source: 'manual' });
});

let seq = 0;
/** A client order of company A in EUR: 100 buttons at 10 €, 20 zippers at 15 € (or `names`). */
async function clientOrder(
  companyId = f.companyA.id,
  names = ['Bouton nacre 15 mm', 'Fermeture éclair 20 cm'],
  demandeId: string | null = null,
) {
  const client = await insertClient(f.db, companyId, { name: `Client marge ${++seq}` });
  const [order] = await f.db
    .insert(orders)
    .values({
      reference: `CMD-MARGE-${seq}`,
      clientId: client.id,
      companyId,
      status: 'confirmed',
      subtotal: '1300',
      totalAmount: '1560',
      demandeId,
    })
    .returning();
  const items = await f.db
    .insert(orderItems)
    .values([
      {
        orderId: order!.id,
        position: 0,
        productName: names[0]!,
        quantity: '100',
        unitPrice: '10',
        totalPrice: '1000',
      },
      {
        orderId: order!.id,
        position: 1,
        productName: names[1]!,
        quantity: '20',
        unitPrice: '15',
        totalPrice: '300',
      },
    ])
    .returning();
  return { order: order!, items };
}

/** A sent purchase order of company A in CNY of one `line`: by default, 100 buttons at 40 CNY. */
const purchase = (line = { description: 'Bouton nacre 15 mm', quantity: '100', unitPrice: '40' }) =>
  sentOrder(f, { lines: [line] }, buyer.cookie);

const link = (po: PurchaseOrderDetail, orderItemId: string | null, cookie = buyer.cookie) =>
  f.call('PUT', `/api/purchases/${po.id}/lines/${po.lines[0]!.id}/order-item`, { orderItemId }, cookie);
const margin = async (orderId: string, cookie = seller.cookie) =>
  expectStatus(await f.call('GET', `/api/orders/${orderId}/margin`, undefined, cookie), 200) as OrderMargin;

describe("a client order's real margin", () => {
  it('has no cost before a purchase sources it, the purchase price once linked (an estimate), the landed cost once shipped', async () => {
    const { order, items } = await clientOrder();
    const before = await margin(order.id);
    expect(before.lines.map((l) => [l.source, l.revenue, l.cost])).toEqual([
      ['none', '1000.00', null],
      ['none', '300.00', null],
    ]);
    expect(before.totals).toMatchObject({
      revenue: '1300.00',
      cost: '0.00',
      withoutCost: 2,
      estimated: 0,
      marginPercent: null,
    });

    const po = await purchase();
    const linked = expectStatus(await link(po, items[0]!.id), 200);
    expect(linked.message).toBe('Ligne rattachée à la commande client.');
    expect(linked.purchaseOrder.lines[0].orderItemId).toBe(items[0]!.id);
    // 40 CNY at 8 CNY to the euro: 5 € a button, 500 € for 100, half the revenue.
    const estimate = await margin(order.id);
    expect(estimate.lines[0]).toMatchObject({
      source: 'purchase_order',
      unitCost: '5.0000',
      cost: '500.00',
      margin: '500.00',
      marginPercent: '50.00',
      sources: [
        expect.objectContaining({
          purchaseOrderId: po.id,
          number: po.number,
          supplierName: 'Ningbo Buttons Co.',
        }),
      ],
    });
    expect(estimate.totals).toMatchObject({
      cost: '500.00',
      margin: '500.00',
      marginPercent: '50.00',
      estimated: 1,
      withoutCost: 1,
    });

    // Received in full and shipped with 80 € of freight shared by quantity: 5.80 € a button.
    const received = expectStatus(
      await f.call(
        'POST',
        `/api/purchases/${po.id}/receipts`,
        { date: '2026-11-20', lines: [{ orderLineId: po.lines[0]!.id, received: '100' }] },
        buyer.cookie,
      ),
      201,
    ).purchaseOrder as PurchaseOrderDetail;
    expectStatus(
      await f.call(
        'POST',
        '/api/shipments',
        {
          companyId: f.companyA.id,
          mode: 'air',
          receiptIds: [received.receipts[0]!.id],
          costs: [
            { kind: 'freight', amount: '80', currency: 'EUR', date: '2026-11-21', allocation: 'quantity' },
          ],
        },
        buyer.cookie,
      ),
      201,
    );
    const real = await margin(order.id);
    expect(real.lines[0]).toMatchObject({
      source: 'landed',
      unitCost: '5.8000',
      cost: '580.00',
      margin: '420.00',
      marginPercent: '42.00',
    });
    expect(real.totals).toMatchObject({ estimated: 0, withoutCost: 1, margin: '420.00' });
    expect((await auditEntries(f.db, 'purchase_order.link', po.id)).length).toBe(1);

    // Unlinked again: no cost.
    expectStatus(await link(po, null), 200);
    expect((await margin(order.id)).lines[0]!.source).toBe('none');
  });

  it("refuses a line of another company's order (400) and a cancelled purchase order (409); scope and access", async () => {
    const po = await purchase();
    const other = await clientOrder(f.companyB.id);
    const foreign = await link(po, other.items[0]!.id);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe(
      "Ligne de commande client inconnue, ou d'une autre entreprise que celle du bon de commande.",
    );
    expect((await link(po, UNKNOWN_ID)).statusCode).toBe(400);
    const mine = await clientOrder();
    expect((await link(po, mine.items[0]!.id, f.users.viewer.cookie)).statusCode).toBe(403);
    expect((await link(po, mine.items[0]!.id, f.users.managerB.cookie)).statusCode).toBe(404);
    expectStatus(
      await f.call('POST', `/api/purchases/${po.id}/actions/cancel`, undefined, buyer.cookie),
      200,
    );
    expect((await link(po, mine.items[0]!.id)).statusCode).toBe(409);
    // The margin: company B sees no order of A (404); without the orders module, 403.
    expect(
      (await f.call('GET', `/api/orders/${mine.order.id}/margin`, undefined, f.users.managerB.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await f.call('GET', `/api/orders/${mine.order.id}/margin`, undefined, f.users.manager.cookie))
        .statusCode,
    ).toBe(403);
    const b = await signInUsers(f.ctx, {
      b: { role: 'Manager', modules: ['orders'], companyIds: [f.companyB.id] },
    });
    expect(
      (await f.call('GET', `/api/orders/${mine.order.id}/margin`, undefined, b.b.cookie)).statusCode,
    ).toBe(404);
  });

  it("suggests, for a line no purchase sources, the purchase lines made from its sourcing request's quotations", async () => {
    const [{ demandeId } = { demandeId: '' }] = await f.db
      .select({ demandeId: demandeProducts.demandeId })
      .from(quotations)
      .innerJoin(demandeProducts, eq(demandeProducts.id, quotations.requestedProductId))
      .where(eq(quotations.id, f.approved.withLines));
    const po = expectStatus(
      await f.call(
        'POST',
        '/api/purchases',
        draftBody(f, { lines: undefined, quotationIds: [f.approved.withLines] }),
        buyer.cookie,
      ),
      201,
    ).purchaseOrder as PurchaseOrderDetail;
    const [first, second] = po.lines;
    const { order } = await clientOrder(f.companyA.id, [first!.description, 'Autre chose'], demandeId);
    const m = await margin(order.id);
    expect(m.lines[0]!.suggestions.map((s) => s.lineId)).toEqual([first!.id]);
    expect(m.lines[1]!.suggestions.map((s) => s.lineId)).not.toContain(
      second!.id === first!.id ? '' : first!.id,
    );
  });
});

describe("a purchase order made from a client order's lines", () => {
  it('orders what is left to source of each line, linked to it, at the product price in the same currency', async () => {
    const { order, items } = await clientOrder();
    const [product] = await f.db
      .insert(products)
      .values({ reference: `BTN-${++seq}`, name: 'Bouton nacre 15 mm', price: '40', currency: 'CNY' })
      .returning();
    await f.db.update(orderItems).set({ productId: product!.id }).where(eq(orderItems.id, items[0]!.id));
    const create = (orderItemIds: string[], lines?: unknown[]) =>
      f.call('POST', '/api/purchases', draftBody(f, { lines, orderItemIds }), buyer.cookie);

    // 60 buttons already on a purchase order: 40 left of the 100; the zippers have no product price.
    const first = expectStatus(
      await create(
        [],
        [{ description: 'Bouton nacre 15 mm', quantity: '60', unitPrice: '39', orderItemId: items[0]!.id }],
      ),
      201,
    ).purchaseOrder as PurchaseOrderDetail;
    const made = expectStatus(await create(items.map((i) => i.id)), 201).purchaseOrder as PurchaseOrderDetail;
    expect(made.lines.map((l) => [l.description, l.quantity, l.unitPrice, l.orderItemId])).toEqual([
      ['Bouton nacre 15 mm', '40', '40.0000', items[0]!.id],
      ['Fermeture éclair 20 cm', '20', '0.0000', items[1]!.id],
    ]);
    expect(made.subtotal).toBe('1600.00');
    const sourced = await margin(order.id);
    expect(sourced.lines.map((l) => l.sources.length)).toEqual([2, 1]);

    // Nothing left to order of either line now; a cancelled purchase order gives its quantity back.
    const again = await create([items[1]!.id]);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(
      'Cette ligne de commande client est déjà entièrement commandée au fournisseur.',
    );
    expectStatus(
      await f.call('POST', `/api/purchases/${first.id}/actions/cancel`, undefined, buyer.cookie),
      200,
    );
    const rest = expectStatus(await create([items[0]!.id]), 201).purchaseOrder as PurchaseOrderDetail;
    expect(rest.lines.map((l) => l.quantity)).toEqual(['60']);

    // Another company's order line, or an unknown one: 400, nothing written.
    const other = await clientOrder(f.companyB.id);
    for (const id of [other.items[0]!.id, UNKNOWN_ID]) {
      const refused = await create([id]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(
        "Ligne de commande client inconnue, ou d'une autre entreprise que celle du bon de commande.",
      );
    }
  });
});

describe("the analysis' cost of a client order (decision 0043)", () => {
  /**
   * The order's row of the profitability tab for October 2026, read from the month's summary: the
   * first request computes the changed orders' costs (their months are then out of date), the
   * summary is built again, and the second request reads it.
   */
  async function analysed(orderId: string, cookie: string) {
    await f.call('GET', '/api/analytics/profitability?from=2026-10-01&to=2026-10-31', undefined, cookie);
    await ensureMonths(f.db, ['2026-10-01']);
    const body = expectStatus(
      await f.call('GET', '/api/analytics/profitability?from=2026-10-01&to=2026-10-31', undefined, cookie),
      200,
    ) as { byOrder: { id: string; costSource: string; cost: string; revenue: string }[] };
    return body.byOrder.find((o) => o.id === orderId);
  }

  it('costs the invoiced lines at the purchase price, then at the landed cost once shipped; nothing once a line is unsourced', async () => {
    const { analyst } = await signInUsers(f.ctx, {
      analyst: { role: 'Manager', modules: ['analytics'], companyIds: [f.companyA.id] },
    });
    const { order, items } = await clientOrder();
    const invoice = await insertInvoice(f.db, {
      direction: 'outgoing',
      status: 'sent',
      companyId: f.companyA.id,
      clientId: order.clientId,
      orderId: order.id,
      issueDate: '2026-10-15',
      subtotal: '1300',
      totalAmount: '1560',
    });
    await f.db.insert(invoiceLines).values(
      items.map((item, position) => ({
        invoiceId: invoice.id,
        position,
        description: item.productName,
        quantity: item.quantity,
        unitPrice: item.unitPrice,
        taxRate: '20',
        totalPrice: item.totalPrice,
      })),
    );
    expect(await analysed(order.id, analyst.cookie)).toMatchObject({ costSource: 'none', cost: '0.00' });

    // Both lines sourced: 100 buttons at 40 CNY (5 €) and 20 zippers at 48 CNY (6 €), an estimate.
    const buttons = await purchase();
    expectStatus(await link(buttons, items[0]!.id), 200);
    // One line only: the order's cost is not stored yet.
    expect(await analysed(order.id, analyst.cookie)).toMatchObject({ costSource: 'none' });
    const zippers = await purchase({
      description: 'Fermeture éclair 20 cm',
      quantity: '20',
      unitPrice: '48',
    });
    expectStatus(await link(zippers, items[1]!.id), 200);
    expect(await analysed(order.id, analyst.cookie)).toMatchObject({
      costSource: 'purchase_order',
      cost: '620.00',
      revenue: '1300.00',
    });

    // Received and shipped together with 120 € of freight by quantity (1 € a unit): 600 + 140.
    const receiptIds: string[] = [];
    for (const po of [buttons, zippers]) {
      const received = expectStatus(
        await f.call(
          'POST',
          `/api/purchases/${po.id}/receipts`,
          { date: '2026-11-20', lines: [{ orderLineId: po.lines[0]!.id, received: po.lines[0]!.quantity }] },
          buyer.cookie,
        ),
        201,
      ).purchaseOrder as PurchaseOrderDetail;
      receiptIds.push(received.receipts[0]!.id);
    }
    expectStatus(
      await f.call(
        'POST',
        '/api/shipments',
        {
          companyId: f.companyA.id,
          mode: 'sea',
          receiptIds,
          costs: [
            { kind: 'freight', amount: '120', currency: 'EUR', date: '2026-11-21', allocation: 'quantity' },
          ],
        },
        buyer.cookie,
      ),
      201,
    );
    expect(await analysed(order.id, analyst.cookie)).toMatchObject({ costSource: 'landed', cost: '740.00' });
    const [stored] = await f.db
      .select()
      .from(orderPurchaseCosts)
      .where(eq(orderPurchaseCosts.orderId, order.id));
    expect(stored).toMatchObject({ cost: '740.00', revenue: '1300.00', source: 'landed' });
    // The client's page: the margin of its sales of the last 12 months, all at a real cost.
    const today = analyticsClock.today;
    analyticsClock.today = () => '2026-11-29';
    try {
      const history = expectStatus(
        await f.call('GET', `/api/clients/${order.clientId}/history`, undefined, seller.cookie),
        200,
      ) as ClientHistoryResponse;
      expect(history.analytics.margin).toEqual({
        currency: 'EUR',
        from: '2025-11-30',
        to: '2026-11-29',
        revenue: '1300.00',
        cost: '740.00',
        margin: '560.00',
        marginPercent: '43.1',
        realRevenue: '1300.00',
        estimatedRevenue: '0.00',
        uncostedRevenue: '0.00',
      });
    } finally {
      analyticsClock.today = today;
    }

    // A line unsourced: the order's cost is removed and the analysis says so.
    expectStatus(await link(zippers, null), 200);
    expect(await analysed(order.id, analyst.cookie)).toMatchObject({ costSource: 'none', cost: '0.00' });
    expect(
      await f.db.select().from(orderPurchaseCosts).where(eq(orderPurchaseCosts.orderId, order.id)),
    ).toEqual([]);
    expect(await f.db.select().from(orderCostChanges)).toEqual([]);
  });
});
