/**
 * A shipment's landed costs (issue 32 §2), computed from the database at each read: every
 * received line of its receipts (the accepted quantity, the order's unit price converted into the
 * book currency at the rate of the receipt's date) and every cost (converted at the rate of the
 * cost's date), shared by `allocateLandedCosts` (core). Never converted at 1: a missing rate is a
 * problem the detail names (currency and date), with no landed cost until the rate is entered.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import { rateStrings, resolveRate, type ResolvedRate } from '@comptoir/core/currency';
import {
  allocateLandedCosts,
  type AllocationMethod,
  type LandedLine,
} from '@comptoir/core/modules/purchases-costs';
import type { LandedLineView, ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import {
  convertAmount,
  decimal,
  ratio,
  ratioMultiply,
  subtract,
  toFixed,
  toPlainString,
} from '@comptoir/core/money';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseShipmentCosts,
} from '../../../db/schema/index';
import type { Runner } from '../../../platform/service';
import { currentRates } from '../../currency/service';
import { BOOK_CURRENCY } from '../../invoices/read';
import { trimNumber } from '../../sales/lines';

/** Turns a message key and its values into the request's language. */
export type Say = (key: string, values?: Record<string, string | number>) => string;

const frenchDay = (day: string) => day.split('-').reverse().join('/');

/** The rates of each date asked for, read once per date. */
function ratesByDate(db: Runner) {
  const byDate = new Map<string, ReturnType<typeof currentRates>>();
  return async (currency: string, date: string): Promise<ResolvedRate | null> => {
    if (!byDate.has(date)) byDate.set(date, currentRates(db, date));
    return resolveRate(await byDate.get(date)!, currency, BOOK_CURRENCY);
  };
}

type LandedPart = Pick<ShipmentDetail, 'costs' | 'landed' | 'missing' | 'problem' | 'baseCurrency'>;

/** The costs, the received lines with their landed cost, and the problem that prevents it if any. */
export async function landedCostsOf(db: Runner, shipmentId: string, say: Say): Promise<LandedPart> {
  const [costRows, lineRows] = await Promise.all([
    db
      .select()
      .from(purchaseShipmentCosts)
      .where(eq(purchaseShipmentCosts.shipmentId, shipmentId))
      .orderBy(asc(purchaseShipmentCosts.position)),
    db
      .select({
        receiptLineId: purchaseReceiptLines.id,
        orderId: purchaseOrders.id,
        orderNumber: purchaseOrders.number,
        currency: purchaseOrders.currency,
        description: purchaseOrderLines.description,
        unitPrice: purchaseOrderLines.unitPrice,
        received: purchaseReceiptLines.received,
        rejected: purchaseReceiptLines.rejected,
        weight: purchaseReceiptLines.weight,
        volume: purchaseReceiptLines.volume,
        date: purchaseReceipts.date,
      })
      .from(purchaseReceiptLines)
      .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
      .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.orderLineId))
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
      .where(
        inArray(
          purchaseReceipts.id,
          db
            .select({ id: purchaseReceipts.id })
            .from(purchaseReceipts)
            .where(eq(purchaseReceipts.shipmentId, shipmentId)),
        ),
      )
      .orderBy(asc(purchaseReceipts.date), asc(purchaseOrders.number), asc(purchaseOrderLines.position)),
  ]);
  const rateOf = ratesByDate(db);
  let problem: string | null = null;
  const missingRate = (currency: string, date: string) =>
    (problem ??= say('purchases.errors.rateUnavailable', {
      currency,
      base: BOOK_CURRENCY,
      date: frenchDay(date),
    }));

  const costs: ShipmentDetail['costs'] = [];
  for (const c of costRows) {
    const rate = await rateOf(c.currency, c.date);
    if (!rate) missingRate(c.currency, c.date);
    costs.push({
      id: c.id,
      kind: c.kind as ShipmentDetail['costs'][number]['kind'],
      label: c.label,
      allocation: c.allocation as AllocationMethod,
      amount: c.amount,
      currency: c.currency,
      date: c.date,
      baseAmount: rate ? convertAmount(c.amount, rate.value) : null,
      rate: rate ? rateStrings(rate.value).rate : null,
    });
  }

  type LineView = Omit<LandedLineView, 'value' | 'costs' | 'landedValue' | 'landedUnitCost'>;
  const views: LineView[] = [];
  const lines: LandedLine[] = [];
  for (const l of lineRows) {
    const rate = await rateOf(l.currency, l.date);
    if (!rate) missingRate(l.currency, l.date);
    const quantity = trimNumber(toPlainString(subtract(decimal(l.received), decimal(l.rejected))));
    const baseUnitPrice = rate ? toFixed(ratioMultiply(ratio(decimal(l.unitPrice)), rate.value), 4) : '0';
    const weight = l.weight === null ? null : trimNumber(l.weight);
    const volume = l.volume === null ? null : trimNumber(l.volume);
    lines.push({ id: l.receiptLineId, quantity, unitPrice: baseUnitPrice, weight, volume });
    views.push({
      receiptLineId: l.receiptLineId,
      orderId: l.orderId,
      orderNumber: l.orderNumber,
      description: l.description,
      quantity,
      unitPrice: l.unitPrice,
      currency: l.currency,
      baseUnitPrice,
      weight,
      volume,
    });
  }
  const base = { costs, baseCurrency: BOOK_CURRENCY, missing: [] };
  if (problem) return { ...base, landed: null, problem };
  const result = allocateLandedCosts(
    lines,
    costs.map((c) => ({ amount: c.baseAmount!, method: c.allocation })),
  );
  if (!result.ok) {
    const cost = costs[result.cost]!;
    const name = cost.label ?? say(`purchases.costKind.${cost.kind}`);
    return { ...base, landed: null, problem: `${name} : ${say(result.error)}` };
  }
  return {
    ...base,
    landed: views.map((view, i) => {
      const { value, costs: share, landedValue, landedUnitCost } = result.lines[i]!;
      return { ...view, value, costs: share, landedValue, landedUnitCost };
    }),
    missing: result.missing.map((m) => ({ costId: costs[m.cost]!.id, receiptLineIds: m.lineIds })),
    problem: null,
  };
}
