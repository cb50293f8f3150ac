/**
 * Demo purchasing, labelled '(démo)' (issue 32 §5): two purchase orders to Chinese suppliers, one
 * in CNY received but for six pieces rejected (so partly received) with its deposit paid, one in
 * USD confirmed by the supplier; and the shipment that brought the first one, with freight, duty
 * and inland transport (converted at the demo rates). Numbers come from the same counter as real
 * orders.
 */
import { eq } from 'drizzle-orm';
import { purchaseOrderNumber, scheduleAmounts } from '@comptoir/core/modules/purchases';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { Db } from '../../db/client';
import {
  companies,
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseShipmentCosts,
  purchaseShipments,
  suppliers,
} from '../../db/schema/index';
import { addDays, nextCounter, todayIso } from '../sales/numbering';
import { addAmounts, decimal, multiply, roundAmount } from '@comptoir/core/money';
import type { Tx } from '../../platform/service';

const NOTE = 'Commande de démonstration (démo)';

async function supplierNamed(db: Db, name: string, country: string): Promise<string> {
  const [found] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.name, name));
  if (found) return found.id;
  const [made] = await db
    .insert(suppliers)
    .values({ name, country, isDemo: true })
    .returning({ id: suppliers.id });
  return made!.id;
}

interface DemoLine {
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
}

async function order(
  db: Db,
  spec: {
    companyId: string;
    supplierId: string;
    supplierName: string;
    currency: string;
    incoterm: string;
    incotermPlace: string;
    status: string;
    sentAt: Date;
    lines: DemoLine[];
  },
) {
  const year = spec.sentAt.getUTCFullYear();
  const number = purchaseOrderNumber(year, await nextCounter(db as unknown as Tx, 'BCF', year));
  const totals = spec.lines.map((l) => roundAmount(multiply(decimal(l.quantity), decimal(l.unitPrice))));
  const subtotal = addAmounts(...totals);
  const [row] = await db
    .insert(purchaseOrders)
    .values({
      companyId: spec.companyId,
      supplierId: spec.supplierId,
      contactPerson: 'Mme Chen (démo)',
      number,
      status: spec.status,
      currency: spec.currency,
      incoterm: spec.incoterm,
      incotermPlace: spec.incotermPlace,
      requestedDate: addDays(todayIso(), 20),
      paymentSchedule: [
        { label: 'Acompte à la commande', percent: '30', due: 'order' },
        { label: 'Solde avant expédition', percent: '70', due: 'before_shipment' },
      ],
      notes: NOTE,
      subtotal,
      sentAt: spec.sentAt,
      searchText: normalizeSearch(`${number} ${spec.supplierName} ${NOTE}`),
      isDemo: true,
    })
    .returning({ id: purchaseOrders.id });
  const lines = await db
    .insert(purchaseOrderLines)
    .values(
      spec.lines.map((l, position) => ({ orderId: row!.id, position, ...l, lineTotal: totals[position]! })),
    )
    .returning({ id: purchaseOrderLines.id, quantity: purchaseOrderLines.quantity });
  return { id: row!.id, subtotal, lines };
}

export async function loadDemoPurchases(db: Db): Promise<void> {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.isDemo, true))
    .limit(1);
  if (!company) return;
  const shenzhen = await supplierNamed(db, 'Shenzhen Bright Electronics (démo)', 'Chine');
  const ningbo = await supplierNamed(db, 'Ningbo Ocean Trading (démo)', 'Chine');
  const today = todayIso();
  const daysAgo = (n: number) => addDays(today, -n);

  // Ordered 40 days ago in CNY, deposit paid, received 10 days ago with six pieces rejected (to come again).
  const cny = await order(db, {
    companyId: company.id,
    supplierId: shenzhen,
    supplierName: 'Shenzhen Bright Electronics (démo)',
    currency: 'CNY',
    incoterm: 'FOB',
    incotermPlace: 'Shenzhen',
    status: 'partially_received',
    sentAt: new Date(`${daysAgo(40)}T09:00:00Z`),
    lines: [
      { description: 'Écouteurs Bluetooth ANC (démo)', quantity: '500', unit: 'pcs', unitPrice: '68.5000' },
      { description: 'Étuis de charge (démo)', quantity: '500', unit: 'pcs', unitPrice: '7.2500' },
    ],
  });
  await db.insert(purchaseOrderPayments).values({
    orderId: cny.id,
    date: daysAgo(38),
    amount: scheduleAmounts([{ percent: '30' }, { percent: '70' }], cny.subtotal)[0]!,
    currency: 'CNY',
    method: 'Virement',
    reference: 'Acompte (démo)',
    kind: 'deposit',
    isDemo: true,
  });
  const [shipment] = await db
    .insert(purchaseShipments)
    .values({
      companyId: company.id,
      mode: 'sea',
      carrier: 'CMA CGM (démo)',
      reference: 'MSCU 482913-6 (démo)',
      transportDocument: 'BL SZX-LEH-0427 (démo)',
      departureDate: daysAgo(35),
      arrivalDate: daysAgo(12),
      notes: 'Expédition de démonstration (démo)',
      searchText: normalizeSearch('MSCU 482913-6 (démo) BL SZX-LEH-0427 (démo) CMA CGM (démo)'),
      isDemo: true,
    })
    .returning({ id: purchaseShipments.id });
  const [receipt] = await db
    .insert(purchaseReceipts)
    .values({
      orderId: cny.id,
      position: 1,
      date: daysAgo(10),
      notes: 'Réception de démonstration (démo)',
      shipmentId: shipment!.id,
      isDemo: true,
    })
    .returning({ id: purchaseReceipts.id });
  await db.insert(purchaseReceiptLines).values([
    {
      receiptId: receipt!.id,
      orderLineId: cny.lines[0]!.id,
      received: '500',
      rejected: '6',
      rejectionReason: 'Boîtier rayé (démo)',
      weight: '95',
      volume: '0.8',
    },
    {
      receiptId: receipt!.id,
      orderLineId: cny.lines[1]!.id,
      received: '500',
      rejected: '0',
      weight: '40',
      volume: '0.3',
    },
  ]);
  await db.insert(purchaseShipmentCosts).values([
    {
      shipmentId: shipment!.id,
      position: 0,
      kind: 'freight',
      label: 'Fret maritime (démo)',
      amount: '850.00',
      currency: 'USD',
      date: daysAgo(35),
      allocation: 'volume',
    },
    {
      shipmentId: shipment!.id,
      position: 1,
      kind: 'customs_duty',
      label: 'Droits de douane (démo)',
      amount: '420.00',
      currency: 'EUR',
      date: daysAgo(12),
      allocation: 'value',
    },
    {
      shipmentId: shipment!.id,
      position: 2,
      kind: 'inland_transport',
      label: 'Le Havre → entrepôt (démo)',
      amount: '180.00',
      currency: 'EUR',
      date: daysAgo(10),
      allocation: 'weight',
    },
  ]);

  // Ordered 5 days ago in USD, confirmed by the supplier, nothing received yet.
  await order(db, {
    companyId: company.id,
    supplierId: ningbo,
    supplierName: 'Ningbo Ocean Trading (démo)',
    currency: 'USD',
    incoterm: 'CIF',
    incotermPlace: 'Le Havre',
    status: 'confirmed',
    sentAt: new Date(`${daysAgo(5)}T09:00:00Z`),
    lines: [
      { description: 'Sacs isothermes 12 L (démo)', quantity: '1000', unit: 'pcs', unitPrice: '2.3500' },
    ],
  });
}
