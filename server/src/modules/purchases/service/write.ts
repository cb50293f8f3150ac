import { and, eq, inArray, asc, sql } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  canEditPurchaseOrder,
  incotermIssue,
  purchaseLineBody,
  type PurchaseLineBody,
  type PurchaseOrderPatch,
  type PurchaseOrderStatus,
} from '@comptoir/core/modules/purchases';
import type { CreatePurchaseOrderBody, PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import {
  add,
  decimal,
  multiply,
  ratio,
  ratioInverse,
  ratioMultiply,
  round,
  roundAmount,
  subtract,
  toPlainString,
} from '@comptoir/core/money';
import {
  companies,
  demandeProducts,
  orderItems,
  orders,
  products,
  purchaseOrderLines,
  purchaseOrders,
  quotationLines,
  quotations,
  suppliers,
} from '../../../db/schema/index';
import { lockRows } from '../../../db/rows';
import { companyScope, type AuthContext } from '../../../platform/access';
import { AppError, notFound, validationFailed } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import {
  auditFor,
  authoredValues,
  pick,
  type ActionContext,
  type Runner,
  type Tx,
} from '../../../platform/service';
import { fitsAmount } from '../../sales/guards';
import { ORDER_FIELDS, type PurchaseOrderRow, readDetail, readRow } from './read';

export const audit = auditFor('purchase_order');

/** What the journal keeps of an order. */
export const snapshot = (row: PurchaseOrderRow) => ({
  ...pick(row, ['number', 'status', 'currency', 'incoterm', 'incotermPlace', 'requestedDate']),
  supplier: row.supplierName,
  company: row.companyName,
  subtotal: row.subtotal,
});

/** 409 naming the order's status in the request's language. */
export const stateConflict = (ctx: ActionContext, code: string, messageKey: string, status: string) =>
  new AppError(409, code, messageKey, { status: t(ctx.request, `purchases.status.${status}`) });

/** The search text of an order: its number, its supplier's name and its notes. */
export const searchTextOf = (number: string | null, supplierName: string, notes: string | null) =>
  normalizeSearch(`${number ?? ''} ${supplierName} ${notes ?? ''}`);

/** Locks an order the user may see for the transaction and reads it; 404 otherwise. */
export async function lockPurchaseOrder(tx: Tx, auth: AuthContext, id: string): Promise<PurchaseOrderRow> {
  const visible = and(eq(purchaseOrders.id, id), companyScope(auth, purchaseOrders.companyId));
  if (!(await lockRows(tx, purchaseOrders, visible))) throw notFound();
  return (await readRow(tx, auth, id))!;
}

async function requireSupplier(db: Runner, id: string): Promise<{ id: string; name: string }> {
  const [row] = await db
    .select(pick(suppliers, ['id', 'name']))
    .from(suppliers)
    .where(eq(suppliers.id, id));
  if (!row) throw validationFailed({ supplierId: 'purchases.errors.supplierUnknown' });
  return row;
}

export async function requireCompany(db: Runner, auth: AuthContext, id: string): Promise<void> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, id), companyScope(auth, companies.id)));
  if (!row) throw validationFailed({ companyId: 'purchases.errors.companyUnknown' });
}

/**
 * Checks what the lines name (products, quotations, client order lines of the user's companies)
 * and computes each line's total and the subtotal, to the cent; 400 when a figure is too large.
 */
async function prepareLines(db: Runner, auth: AuthContext, lines: readonly PurchaseLineBody[]) {
  const ids = (key: 'productId' | 'quotationId' | 'orderItemId') => [
    ...new Set(lines.map((l) => l[key]).filter((id): id is string => Boolean(id))),
  ];
  const [productIds, quotationIds, itemIds] = [ids('productId'), ids('quotationId'), ids('orderItemId')];
  const known = async (table: 'products' | 'quotations' | 'orderItems', wanted: string[]) => {
    if (wanted.length === 0) return new Set<string>();
    const rows =
      table === 'products'
        ? await db.select({ id: products.id }).from(products).where(inArray(products.id, wanted))
        : table === 'quotations'
          ? await db.select({ id: quotations.id }).from(quotations).where(inArray(quotations.id, wanted))
          : await db
              .select({ id: orderItems.id })
              .from(orderItems)
              .innerJoin(orders, eq(orders.id, orderItems.orderId))
              .where(and(inArray(orderItems.id, wanted), companyScope(auth, orders.companyId)));
    return new Set(rows.map((r) => r.id));
  };
  const [p, q, o] = await Promise.all([
    known('products', productIds),
    known('quotations', quotationIds),
    known('orderItems', itemIds),
  ]);
  lines.forEach((line, i) => {
    if (line.productId && !p.has(line.productId))
      throw validationFailed({ [`lines.${i}.productId`]: 'purchases.errors.productUnknown' });
    if (line.quotationId && !q.has(line.quotationId))
      throw validationFailed({ [`lines.${i}.quotationId`]: 'purchases.errors.quotationUnknown' });
    if (line.orderItemId && !o.has(line.orderItemId))
      throw validationFailed({ [`lines.${i}.orderItemId`]: 'errors.invalidValue' });
  });
  const totals = lines.map((l) => roundAmount(multiply(decimal(l.quantity), decimal(l.unitPrice))));
  const subtotal = totals.reduce((s, v) => toPlainString(add(decimal(s), decimal(v))), '0');
  const tooLarge = totals.findIndex((v) => !fitsAmount(v));
  if (tooLarge >= 0)
    throw validationFailed({ [`lines.${tooLarge}.quantity`]: 'purchases.errors.amountTooLarge' });
  if (!fitsAmount(subtotal)) throw validationFailed({ lines: 'purchases.errors.amountTooLarge' });
  return { totals, subtotal: roundAmount(subtotal) };
}

async function writeLines(tx: Tx, orderId: string, lines: readonly PurchaseLineBody[], totals: string[]) {
  await tx.insert(purchaseOrderLines).values(
    lines.map((line, position) => ({
      orderId,
      position,
      ...pick(line, ['productId', 'quotationId', 'orderItemId', 'description', 'quantity', 'unitPrice']),
      unit: line.unit ?? '',
      specifications: line.specifications ?? '',
      lineTotal: totals[position]!,
    })),
  );
}

/**
 * The lines of approved quotations of the order's supplier, in the order given: each quotation
 * line as the supplier quoted it, or, for a quotation without lines, one line of its requested
 * product at its total. 400 for an unknown quotation, one not approved, of another supplier or in
 * another currency, or a line that no purchase order line can take (no price, a figure too large).
 */
async function quotationsLines(
  db: Runner,
  body: Pick<CreatePurchaseOrderBody, 'quotationIds' | 'supplierId' | 'currency'>,
): Promise<PurchaseLineBody[]> {
  if (body.quotationIds.length === 0) return [];
  const found = await db
    .select({
      ...pick(quotations, ['id', 'status', 'supplierId', 'currency', 'quantity', 'totalPrice']),
      name: demandeProducts.name,
    })
    .from(quotations)
    .innerJoin(demandeProducts, eq(demandeProducts.id, quotations.requestedProductId))
    .where(inArray(quotations.id, body.quotationIds));
  const byId = new Map(found.map((q) => [q.id, q]));
  const lines = await db
    .select()
    .from(quotationLines)
    .where(inArray(quotationLines.quotationId, body.quotationIds))
    .orderBy(asc(quotationLines.position));
  const copied: unknown[] = [];
  for (const id of new Set(body.quotationIds)) {
    const q = byId.get(id);
    if (!q) throw validationFailed({ quotationIds: 'purchases.errors.quotationUnknown' });
    if (q.status !== 'approved')
      throw validationFailed({ quotationIds: 'purchases.errors.quotationNotApproved' });
    if (q.supplierId !== body.supplierId)
      throw validationFailed({ quotationIds: 'purchases.errors.quotationSupplier' });
    if (q.currency !== body.currency)
      throw validationFailed({ quotationIds: 'purchases.errors.quotationCurrency' });
    const own = lines.filter((l) => l.quotationId === id);
    if (own.length === 0) {
      const quantity = q.quantity ?? '1';
      const unitPrice = toPlainString(
        round(ratioMultiply(ratio(decimal(q.totalPrice)), ratioInverse(ratio(decimal(quantity)))), 4),
      );
      copied.push({ productId: null, quotationId: id, description: q.name, quantity, unitPrice });
    }
    for (const l of own) {
      copied.push({
        productId: l.productId,
        quotationId: id,
        description: [l.name, l.description].filter((s) => s.trim()).join(' — ') || q.name,
        quantity: l.quantity ?? q.quantity ?? '1',
        unit: l.unit,
        unitPrice: l.unitPrice ?? '',
        specifications: l.specifications,
      });
    }
  }
  return copied.map((line) => {
    const parsed = purchaseLineBody.safeParse(line);
    if (!parsed.success) throw validationFailed({ quotationIds: 'purchases.errors.quotationLines' });
    return parsed.data;
  });
}

/**
 * The client order lines to source (`orderItemIds`), in the order given: each becomes a purchase
 * line linked to it, for its quantity not yet on a purchase order that is not cancelled, at its
 * product's price when the product is priced in the order's currency (else 0, to fill in on the
 * draft). 400 for a line of another company or one the user cannot see, and for a line already
 * sourced in full.
 */
/** 400 on `orderItemIds` with the message itself (not the generic 'some fields are invalid'). */
const itemRefused = (key: string) => new AppError(400, 'validation', key, {}, { orderItemIds: key });

async function orderItemsLines(
  db: Runner,
  auth: AuthContext,
  body: Pick<CreatePurchaseOrderBody, 'orderItemIds' | 'companyId' | 'currency'>,
): Promise<PurchaseLineBody[]> {
  if (body.orderItemIds.length === 0) return [];
  const found = await db
    .select({
      id: orderItems.id,
      companyId: orders.companyId,
      productId: orderItems.productId,
      productName: orderItems.productName,
      quantity: orderItems.quantity,
      price: products.price,
      priceCurrency: products.currency,
      sourced: sql<string>`coalesce((select sum(l.quantity) from ${purchaseOrderLines} l
        join ${purchaseOrders} po on po.id = l.order_id
        where l.order_item_id = ${orderItems.id} and po.status <> 'cancelled'), 0)::text`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.id, body.orderItemIds), companyScope(auth, orders.companyId)));
  const byId = new Map(found.map((item) => [item.id, item]));
  return [...new Set(body.orderItemIds)].map((id) => {
    const item = byId.get(id);
    if (!item || item.companyId !== body.companyId) throw itemRefused('purchases.errors.linkOrderItem');
    const left = subtract(decimal(item.quantity), decimal(item.sourced));
    if (left.units <= 0n) throw itemRefused('purchases.errors.alreadySourced');
    const parsed = purchaseLineBody.safeParse({
      productId: item.productId,
      orderItemId: id,
      description: item.productName,
      quantity: toPlainString(left),
      unitPrice: item.price !== null && item.priceCurrency === body.currency ? item.price : '0',
    });
    if (!parsed.success) throw itemRefused('purchases.errors.linkOrderItem');
    return parsed.data;
  });
}

/** POST /api/purchases: a draft (no number until sent), its lines, audited, in one transaction. */
export async function createPurchaseOrder(
  ctx: ActionContext,
  body: CreatePurchaseOrderBody,
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    await requireCompany(tx, ctx.auth, body.companyId);
    const supplier = await requireSupplier(tx, body.supplierId);
    const lines = [
      ...(await quotationsLines(tx, body)),
      ...(await orderItemsLines(tx, ctx.auth, body)),
      ...body.lines,
    ];
    const { totals, subtotal } = await prepareLines(tx, ctx.auth, lines);
    const at = new Date();
    const [inserted] = await tx
      .insert(purchaseOrders)
      .values({
        ...pick(body, ORDER_FIELDS),
        status: 'draft',
        subtotal,
        searchText: searchTextOf(null, supplier.name, body.notes),
        updatedBy: ctx.auth.user.id,
        ...authoredValues(ctx.auth, at),
      })
      .returning({ id: purchaseOrders.id });
    const id = inserted!.id;
    await writeLines(tx, id, lines, totals);
    const row = (await readRow(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'purchase_order.create', {
      id,
      label: supplier.name,
      after: {
        ...snapshot(row),
        lines: lines.length,
        quotations: body.quotationIds,
        ...(body.orderItemIds.length > 0 ? { orderItems: body.orderItemIds } : {}),
      },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

async function readLines(db: Runner, orderId: string): Promise<PurchaseLineBody[]> {
  const rows = await db
    .select()
    .from(purchaseOrderLines)
    .where(eq(purchaseOrderLines.orderId, orderId))
    .orderBy(asc(purchaseOrderLines.position));
  return rows.map((l) =>
    pick(l, [
      'productId',
      'quotationId',
      'orderItemId',
      'description',
      'quantity',
      'unit',
      'unitPrice',
      'specifications',
    ]),
  );
}

/** The draft check of the edits: 409 unless the order is a draft. */
function assertDraft(ctx: ActionContext, status: string, messageKey: string) {
  if (!canEditPurchaseOrder(status as PurchaseOrderStatus))
    throw stateConflict(ctx, 'invalid_state', messageKey, status);
}

/** PATCH (drafts only, 409 otherwise): fields present are changed, `lines` replaces every line. */
export async function updatePurchaseOrder(
  ctx: ActionContext,
  id: string,
  patch: PurchaseOrderPatch,
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    assertDraft(ctx, before.status, 'purchases.errors.notDraft');
    const merged = <K extends keyof PurchaseOrderPatch & keyof PurchaseOrderRow>(key: K) =>
      (patch[key] !== undefined ? patch[key] : before[key]) as
        NonNullable<PurchaseOrderPatch[K]> | PurchaseOrderRow[K];
    const incoterm = merged('incoterm') as PurchaseOrderRow['incoterm'];
    const incotermPlace = merged('incotermPlace') as string | null;
    const issue = incotermIssue(incoterm as Parameters<typeof incotermIssue>[0], incotermPlace);
    if (issue) throw validationFailed({ incotermPlace: issue });
    const supplier =
      patch.supplierId !== undefined
        ? await requireSupplier(tx, patch.supplierId)
        : { id: before.supplierId, name: before.supplierName };
    const lines = patch.lines ?? (await readLines(tx, id));
    const { totals, subtotal } = await prepareLines(tx, ctx.auth, lines);
    const notes = merged('notes') as string | null;
    await tx
      .update(purchaseOrders)
      .set({
        supplierId: supplier.id,
        contactPerson: merged('contactPerson') as string | null,
        currency: merged('currency') as string,
        incoterm,
        incotermPlace,
        requestedDate: merged('requestedDate') as string | null,
        deliveryAddress: merged('deliveryAddress') as string | null,
        paymentSchedule: patch.paymentSchedule ?? before.paymentSchedule,
        notes,
        subtotal,
        searchText: searchTextOf(before.number, supplier.name, notes),
        updatedBy: ctx.auth.user.id,
        updatedAt: new Date(),
      })
      .where(eq(purchaseOrders.id, id));
    await tx.delete(purchaseOrderLines).where(eq(purchaseOrderLines.orderId, id));
    await writeLines(tx, id, lines, totals);
    const after = (await readRow(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'purchase_order.update', {
      id,
      label: before.number ?? before.supplierName,
      before: snapshot(before),
      after: { ...snapshot(after), lines: lines.length },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Deletes a draft order and its lines; 409 for any other status. */
export async function deletePurchaseOrder(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    assertDraft(ctx, before.status, 'purchases.errors.cannotDelete');
    await tx.delete(purchaseOrders).where(eq(purchaseOrders.id, id));
    await audit(tx, ctx, 'purchase_order.delete', {
      id,
      label: before.number ?? before.supplierName,
      before: snapshot(before),
    });
  });
}
