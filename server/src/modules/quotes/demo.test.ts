import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { clients, orderStatusHistory, orders, quoteItems, quotes } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { loadDemoClients } from '../clients/demo';
import { loadDemoProducts } from '../products/demo';
import { loadDemoSales } from './demo';

describe('demo sales', () => {
  const f = useTestApp();

  it('loads three quotes and three orders on the demo clients and products, once', async () => {
    const { db } = f;
    await loadDemoProducts(db);
    await loadDemoClients(db);
    await loadDemoSales(db);
    await loadDemoSales(db);
    const qs = await db
      .select({
        id: quotes.id,
        title: quotes.title,
        status: quotes.status,
        isDemo: quotes.isDemo,
        clientId: quotes.clientId,
        total: quotes.totalAmount,
      })
      .from(quotes)
      .orderBy(asc(quotes.number));
    expect(qs.map((q) => q.status)).toEqual(['sent', 'accepted', 'draft']);
    expect(qs.every((q) => q.isDemo && q.title.includes('(démo)'))).toBe(true);
    // 500 × 6.80 × 0.95 = 3230.00 + 1000 × 2.95 = 2950.00 → 6180.00 HT, 7416.00 TTC.
    expect(qs[0]!.total).toBe('7416.00');
    const demoClients = await db.select({ id: clients.id }).from(clients).where(eq(clients.isDemo, true));
    expect(qs.every((q) => demoClients.some((c) => c.id === q.clientId))).toBe(true);
    const lines = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, qs[0]!.id));
    expect(lines.every((l) => l.productId)).toBe(true);

    const os = await db
      .select({
        id: orders.id,
        status: orders.status,
        quoteId: orders.quoteId,
        deliveryDate: orders.deliveryDate,
        isDemo: orders.isDemo,
        subtotal: orders.subtotal,
        total: orders.totalAmount,
      })
      .from(orders)
      .orderBy(asc(orders.reference));
    expect(os.map((o) => o.status)).toEqual(['delivered', 'confirmed', 'pending']);
    expect(os.every((o) => o.isDemo)).toBe(true);
    expect(os[0]!.deliveryDate).not.toBeNull();
    expect(os[1]!.quoteId).toBe(qs[1]!.id);
    // 10 × 89.00 + 200 × 7.40, the accepted quote's lines, and the quote's 20 % VAT.
    expect(os[1]!.subtotal).toBe('2370.00');
    expect(os[1]!.total).toBe('2844.00');
    const history = await db
      .select({ status: orderStatusHistory.status })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, os[0]!.id))
      .orderBy(asc(orderStatusHistory.changedAt));
    expect(history.map((h) => h.status)).toEqual(['draft', 'pending', 'confirmed', 'shipped', 'delivered']);
  });
});

describe('demo sales without demo clients', () => {
  const f = useTestApp();

  it('creates its own demo client', async () => {
    const { db } = f;
    await loadDemoSales(db);
    const cs = await db.select({ name: clients.name, isDemo: clients.isDemo }).from(clients);
    expect(cs).toEqual([{ name: 'Claire Dubois (démo)', isDemo: true }]);
    expect(await db.select({ id: quotes.id }).from(quotes)).toHaveLength(3);
    expect(await db.select({ id: orders.id }).from(orders)).toHaveLength(3);
  });
});
