/** The demo purchasing (issue 32 §5): labelled '(démo)', consistent, and gone when demo mode is left. */
import { describe, expect, it } from 'vitest';
import type { PurchaseOrder, PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import type { ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { REAL_BOSS, useDemoApp } from '../../../test/demo-app';

describe('demo purchasing', () => {
  const f = useDemoApp({ boss: REAL_BOSS });

  it('has two purchase orders to Chinese suppliers (CNY and USD) and a shipment with its landed costs, all labelled', async () => {
    const list = await f.call('GET', '/api/purchases');
    expect(list.statusCode, list.body).toBe(200);
    const orders = list.json().items as PurchaseOrder[];
    expect(orders.map((o) => o.currency).sort()).toEqual(['CNY', 'USD']);
    for (const o of orders) {
      expect(o.supplier.name).toMatch(/\(démo\)$/);
      expect(o.number).toMatch(/^BCF-\d{4}-\d{5}$/);
      expect(o.isDemo).toBe(true);
    }
    const cny = orders.find((o) => o.currency === 'CNY')!;
    const detail = (await f.call('GET', `/api/purchases/${cny.id}`)).json() as PurchaseOrderDetail;
    // 30 % of 37,875.00 CNY paid at the order.
    expect(detail).toMatchObject({ status: 'partially_received', subtotal: '37875.00', paid: '11362.50' });
    // Six rejected earphones are still to come (the status follows what was accepted, as statusFromReceipts says).
    expect(detail.lines[0]!.remaining).toBe('6');
    expect(detail.lines[0]).toMatchObject({ received: '500', rejected: '6', accepted: '494' });
    const shipments = (await f.call('GET', '/api/shipments')).json().items as {
      id: string;
      reference: string;
    }[];
    expect(shipments.map((s) => s.reference)).toEqual(['MSCU 482913-6 (démo)']);
    const shipment = (await f.call('GET', `/api/shipments/${shipments[0]!.id}`)).json() as ShipmentDetail;
    expect(shipment.problem).toBeNull();
    expect(shipment.landed).toHaveLength(2);
    // 850 USD at the demo rate (1.08) and 600 EUR, every cent on a line.
    const costs = shipment.landed!.reduce((sum, l) => sum + Math.round(Number(l.costs) * 100), 0);
    expect(costs).toBe(Math.round((Number(shipment.costs[0]!.baseAmount) + 600) * 100));
  });

  it('leaves nothing of it once demo mode is left', async () => {
    const res = await f.call('POST', '/api/settings/leave-demo', {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await f.call('GET', '/api/purchases')).json().items).toEqual([]);
    expect((await f.call('GET', '/api/shipments')).json().items).toEqual([]);
  });
});
