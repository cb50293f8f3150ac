/**
 * The real margin of a client order (issue 32 §4), computed from the database at each read. Each
 * order line's revenue (its net amount, converted into the book currency at the rate of the
 * order's day) against the cost of the purchase order lines linked to it: their landed unit cost
 * (./landed.ts) when every one of them came in a shipment whose costs are all known, else their
 * purchase price converted at the rate of the day the purchase order was sent (an estimate, said
 * so). The unit cost of several purchase lines is their average weighted by quantity. An unlinked
 * line has no cost; purchase lines of the order's sourcing request that could source it are
 * suggested. Linking a purchase line to an order line is `linkOrderItem`.
 */
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { resolveRate } from '@comptoir/core/currency';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { OrderMargin } from '@comptoir/core/modules/margin';
import {
  add,
  decimal,
  multiply,
  ratio,
  ratioMultiply,
  subtract,
  toFixed,
  type Decimal,
  type Ratio,
} from '@comptoir/core/money';
import {
  demandeProducts,
  orderItems,
  orders,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  quotations,
  suppliers,
} from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { AppError, notFound } from '../../../platform/errors';
import type { ActionContext, Runner } from '../../../platform/service';
import { currentRates } from '../../currency/service';
import { BOOK_CURRENCY } from '../../invoices/read';
import { trimNumber } from '../../sales/lines';
import { landedCostsOf, type Say } from './landed';
import { readDetail } from './read';
import { audit, lockPurchaseOrder, stateConflict } from './write';

const ZERO = decimal('0');
const dayOf = (at: Date | string) => (typeof at === 'string' ? at : at.toISOString()).slice(0, 10);

/** a ÷ b to `places` decimals, rounded (b not 0). */
const quotient = (a: Decimal, b: Decimal, places: number): string =>
  toFixed({ num: a.units * 10n ** BigInt(b.scale), den: b.units * 10n ** BigInt(a.scale) }, places);

/** The landed unit cost per purchase line, for the lines whose every receipt came in a shipment with known costs. */
async function landedUnitCosts(db: Runner, lineIds: string[], say: Say): Promise<Map<string, Decimal>> {
  if (lineIds.length === 0) return new Map();
  const receipts = await db
    .select({
      receiptLineId: purchaseReceiptLines.id,
      orderLineId: purchaseReceiptLines.orderLineId,
      shipmentId: purchaseReceipts.shipmentId,
    })
    .from(purchaseReceiptLines)
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
    .where(inArray(purchaseReceiptLines.orderLineId, lineIds));
  const shipments = [...new Set(receipts.map((r) => r.shipmentId).filter((s): s is string => s !== null))];
  const landed = new Map<string, { quantity: string; landedValue: string }>();
  for (const id of shipments) {
    const part = await landedCostsOf(db, id, say);
    for (const l of part.landed ?? [])
      landed.set(l.receiptLineId, { quantity: l.quantity, landedValue: l.landedValue });
  }
  const out = new Map<string, Decimal>();
  for (const lineId of lineIds) {
    const mine = receipts.filter((r) => r.orderLineId === lineId);
    if (mine.length === 0 || mine.some((r) => !landed.has(r.receiptLineId))) continue;
    let quantity = ZERO;
    let value = ZERO;
    for (const r of mine) {
      const l = landed.get(r.receiptLineId)!;
      quantity = add(quantity, decimal(l.quantity));
      value = add(value, decimal(l.landedValue));
    }
    if (quantity.units > 0n) out.set(lineId, decimal(quotient(value, quantity, 4)));
  }
  return out;
}

/** GET /api/orders/:id/margin. */
export async function orderMargin(
  db: Runner,
  auth: AuthContext,
  orderId: string,
  say: Say,
): Promise<OrderMargin> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), companyScope(auth, orders.companyId)));
  if (!order) throw notFound();
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const itemIds = items.map((i) => i.id);
  const refColumns = {
    purchaseOrderId: purchaseOrders.id,
    number: purchaseOrders.number,
    lineId: purchaseOrderLines.id,
    description: purchaseOrderLines.description,
    supplierName: suppliers.name,
  };
  const linked = itemIds.length
    ? await db
        .select({
          ...refColumns,
          orderItemId: purchaseOrderLines.orderItemId,
          quantity: purchaseOrderLines.quantity,
          unitPrice: purchaseOrderLines.unitPrice,
          currency: purchaseOrders.currency,
          sentAt: purchaseOrders.sentAt,
          createdAt: purchaseOrders.createdAt,
        })
        .from(purchaseOrderLines)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
        .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
        .where(and(inArray(purchaseOrderLines.orderItemId, itemIds), ne(purchaseOrders.status, 'cancelled')))
        .orderBy(asc(purchaseOrders.createdAt), asc(purchaseOrderLines.position))
    : [];
  // Suggestions: unlinked purchase lines from quotations of the order's sourcing request.
  const candidates = order.demandeId
    ? await db
        .select({ ...refColumns, productId: purchaseOrderLines.productId })
        .from(purchaseOrderLines)
        .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderLines.orderId))
        .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
        .innerJoin(quotations, eq(quotations.id, purchaseOrderLines.quotationId))
        .innerJoin(demandeProducts, eq(demandeProducts.id, quotations.requestedProductId))
        .where(
          and(
            eq(demandeProducts.demandeId, order.demandeId),
            isNull(purchaseOrderLines.orderItemId),
            ne(purchaseOrders.status, 'cancelled'),
            companyScope(auth, purchaseOrders.companyId),
          ),
        )
    : [];

  // Rates, read once per day.
  const rates = new Map<string, ReturnType<typeof currentRates>>();
  let problem: string | null = null;
  const toBook = async (currency: string, day: string): Promise<Ratio | null> => {
    if (!rates.has(day)) rates.set(day, currentRates(db, day));
    const rate = resolveRate(await rates.get(day)!, currency, BOOK_CURRENCY);
    if (!rate) {
      problem ??= say('purchases.errors.rateUnavailable', {
        currency,
        base: BOOK_CURRENCY,
        date: day.split('-').reverse().join('/'),
      });
      return null;
    }
    return rate.value;
  };

  const landed = await landedUnitCosts(
    db,
    linked.map((l) => l.lineId),
    say,
  );
  const orderRate = await toBook(order.currency, dayOf(order.createdAt));
  const lines: OrderMargin['lines'] = [];
  let revenueTotal = ZERO;
  let costTotal = ZERO;
  let revenueWithCost = ZERO;
  let estimated = 0;
  let withoutCost = 0;
  for (const item of items) {
    const revenue = orderRate
      ? decimal(toFixed(ratioMultiply(ratio(decimal(item.totalPrice)), orderRate), 2))
      : ZERO;
    revenueTotal = add(revenueTotal, revenue);
    const sources = linked.filter((l) => l.orderItemId === item.id);
    let quantity = ZERO;
    let value = ZERO;
    let allLanded = sources.length > 0;
    let known = sources.length > 0;
    for (const s of sources) {
      let unit = landed.get(s.lineId);
      if (!unit) {
        allLanded = false;
        const rate = await toBook(s.currency, dayOf(s.sentAt ?? s.createdAt));
        if (!rate) {
          known = false;
          continue;
        }
        unit = decimal(toFixed(ratioMultiply(ratio(decimal(s.unitPrice)), rate), 4));
      }
      quantity = add(quantity, decimal(s.quantity));
      value = add(value, multiply(unit, decimal(s.quantity)));
    }
    const ref = (r: (typeof linked)[number] | (typeof candidates)[number]) => ({
      purchaseOrderId: r.purchaseOrderId,
      number: r.number,
      lineId: r.lineId,
      description: r.description,
      supplierName: r.supplierName,
    });
    const suggestions =
      sources.length === 0
        ? candidates
            .filter(
              (c) =>
                (c.productId !== null && c.productId === item.productId) ||
                normalizeSearch(c.description) === normalizeSearch(item.productName) ||
                candidates.length === 1,
            )
            .map(ref)
        : [];
    if (!known || quantity.units === 0n || !orderRate) {
      withoutCost += 1;
      lines.push({
        orderItemId: item.id,
        productName: item.productName,
        quantity: trimNumber(item.quantity),
        revenue: toFixed(revenue, 2),
        source: 'none',
        unitCost: null,
        cost: null,
        margin: null,
        marginPercent: null,
        sources: sources.map(ref),
        suggestions,
      });
      continue;
    }
    const unitCost = decimal(quotient(value, quantity, 4));
    const cost = decimal(toFixed(multiply(unitCost, decimal(item.quantity)), 2));
    const margin = subtract(revenue, cost);
    if (!allLanded) estimated += 1;
    costTotal = add(costTotal, cost);
    revenueWithCost = add(revenueWithCost, revenue);
    lines.push({
      orderItemId: item.id,
      productName: item.productName,
      quantity: trimNumber(item.quantity),
      revenue: toFixed(revenue, 2),
      source: allLanded ? 'landed' : 'purchase_order',
      unitCost: toFixed(unitCost, 4),
      cost: toFixed(cost, 2),
      margin: toFixed(margin, 2),
      marginPercent: revenue.units === 0n ? null : quotient(multiply(margin, decimal('100')), revenue, 2),
      sources: sources.map(ref),
      suggestions,
    });
  }
  const marginTotal = subtract(revenueWithCost, costTotal);
  return {
    orderId,
    currency: BOOK_CURRENCY,
    lines,
    totals: {
      revenue: toFixed(revenueTotal, 2),
      cost: toFixed(costTotal, 2),
      margin: toFixed(marginTotal, 2),
      marginPercent:
        revenueWithCost.units === 0n
          ? null
          : quotient(multiply(marginTotal, decimal('100')), revenueWithCost, 2),
      estimated,
      withoutCost,
    },
    problem,
  };
}

/**
 * PUT /api/purchases/:id/lines/:lineId/order-item: the client order line a purchase line sources
 * (of an order of the same company the user sees; null unlinks). 409 on a cancelled order.
 */
export async function linkOrderItem(
  ctx: ActionContext,
  id: string,
  lineId: string,
  orderItemId: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    if (before.status === 'cancelled') {
      throw stateConflict(ctx, 'invalid_state', 'purchases.errors.linkCancelled', before.status);
    }
    const [line] = await tx
      .select({ id: purchaseOrderLines.id, orderItemId: purchaseOrderLines.orderItemId })
      .from(purchaseOrderLines)
      .where(and(eq(purchaseOrderLines.id, lineId), eq(purchaseOrderLines.orderId, id)));
    if (!line) throw new AppError(404, 'not_found', 'errors.notFound');
    if (orderItemId) {
      const [item] = await tx
        .select({ id: orderItems.id })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orderItems.id, orderItemId),
            eq(orders.companyId, before.companyId),
            companyScope(ctx.auth, orders.companyId),
          ),
        );
      if (!item) {
        throw new AppError(
          400,
          'validation',
          'purchases.errors.linkOrderItem',
          {},
          {
            orderItemId: 'purchases.errors.linkOrderItem',
          },
        );
      }
    }
    await tx.update(purchaseOrderLines).set({ orderItemId }).where(eq(purchaseOrderLines.id, lineId));
    await audit(tx, ctx, 'purchase_order.link', {
      id,
      label: before.number,
      before: { lineId, orderItemId: line.orderItemId },
      after: { lineId, orderItemId },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}
