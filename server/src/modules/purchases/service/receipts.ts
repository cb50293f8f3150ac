/**
 * Receipts of the goods (issue 32 §2): per order line, what came and what quality control
 * refused, several receipts per order, and the order's status from what was accepted over all of
 * them (`statusFromReceipts` in core). Recording or removing one is one transaction with the
 * order's lock and its audit entry.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  FINAL_PURCHASE_ORDER_STATUSES,
  canReceivePurchaseOrder,
  statusFromReceipts,
  type PurchaseOrderStatus,
  type ReceiptBody,
} from '@comptoir/core/modules/purchases';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
} from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { authoredValues, type ActionContext, type Tx } from '../../../platform/service';
import { readDetail } from './read';
import { receiptPhotoKeys } from './photos';
import { audit, lockPurchaseOrder, stateConflict } from './write';

/** Moves the order to the status its receipts give (unchanged when they give the same). */
async function settleStatus(tx: Tx, ctx: ActionContext, id: string, current: PurchaseOrderStatus) {
  const lines = await tx
    .select({
      ordered: sql<string>`${purchaseOrderLines.quantity}::text`,
      accepted: sql<string>`coalesce(sum(${purchaseReceiptLines.received} - ${purchaseReceiptLines.rejected}), 0)::text`,
    })
    .from(purchaseOrderLines)
    .leftJoin(purchaseReceiptLines, eq(purchaseReceiptLines.orderLineId, purchaseOrderLines.id))
    .where(eq(purchaseOrderLines.orderId, id))
    .groupBy(purchaseOrderLines.id, purchaseOrderLines.quantity);
  const next = statusFromReceipts(current, lines);
  await tx
    .update(purchaseOrders)
    .set({ status: next, updatedAt: new Date(), updatedBy: ctx.auth.user.id })
    .where(eq(purchaseOrders.id, id));
  return next;
}

/**
 * POST /api/purchases/:id/receipts: 409 unless the order is sent, confirmed or being received; a
 * line of another order is a 400 naming the line; the receipt is numbered after the order's last.
 */
export async function recordReceipt(
  ctx: ActionContext,
  id: string,
  body: ReceiptBody,
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    const status = before.status as PurchaseOrderStatus;
    if (!canReceivePurchaseOrder(status)) {
      throw stateConflict(ctx, 'invalid_state', 'purchases.errors.cannotReceive', status);
    }
    const own = new Set(
      (
        await tx
          .select({ id: purchaseOrderLines.id })
          .from(purchaseOrderLines)
          .where(eq(purchaseOrderLines.orderId, id))
      ).map((l) => l.id),
    );
    const foreign = body.lines.findIndex((l) => !own.has(l.orderLineId));
    if (foreign >= 0) {
      throw new AppError(
        400,
        'validation',
        'purchases.errors.receiptLine',
        { n: foreign + 1 },
        { [`lines.${foreign}.orderLineId`]: 'purchases.errors.receiptLine' },
      );
    }
    const [{ last } = { last: 0 }] = await tx
      .select({ last: sql<number>`coalesce(max(${purchaseReceipts.position}), 0)::int` })
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.orderId, id));
    const position = Number(last) + 1;
    const [receipt] = await tx
      .insert(purchaseReceipts)
      .values({
        orderId: id,
        position,
        date: body.date,
        notes: body.notes,
        ...authoredValues(ctx.auth, new Date()),
      })
      .returning({ id: purchaseReceipts.id });
    await tx.insert(purchaseReceiptLines).values(
      body.lines.map((l) => ({
        receiptId: receipt!.id,
        orderLineId: l.orderLineId,
        received: l.received,
        rejected: l.rejected,
        rejectionReason: l.rejectionReason,
        weight: l.weight,
        volume: l.volume,
      })),
    );
    const after = await settleStatus(tx, ctx, id, status);
    await audit(tx, ctx, 'purchase_order.receipt', {
      id,
      label: before.number ?? before.supplierName,
      before: { status },
      after: {
        status: after,
        receipt: position,
        date: body.date,
        lines: body.lines.map((l) => ({
          orderLineId: l.orderLineId,
          received: l.received,
          rejected: l.rejected,
          ...(l.rejectionReason ? { reason: l.rejectionReason } : {}),
        })),
      },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/**
 * DELETE /api/purchases/:id/receipts/:receiptId: a receipt recorded by mistake; 409 once the order
 * is closed or cancelled, 404 for a receipt of another order. Its lines' photos go with it: their
 * storage keys come back, to be removed once the transaction is done.
 */
export async function removeReceipt(
  ctx: ActionContext,
  id: string,
  receiptId: string,
): Promise<{ purchaseOrder: PurchaseOrderDetail; photoKeys: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    const status = before.status as PurchaseOrderStatus;
    if (FINAL_PURCHASE_ORDER_STATUSES.includes(status)) {
      throw stateConflict(ctx, 'invalid_state', 'purchases.errors.cannotRemoveReceipt', status);
    }
    const photoKeys = await receiptPhotoKeys(tx, receiptId);
    const [gone] = await tx
      .delete(purchaseReceipts)
      .where(and(eq(purchaseReceipts.id, receiptId), eq(purchaseReceipts.orderId, id)))
      .returning({ position: purchaseReceipts.position, date: purchaseReceipts.date });
    if (!gone) throw new AppError(404, 'not_found', 'purchases.errors.receiptUnknown');
    const after = await settleStatus(tx, ctx, id, status);
    await audit(tx, ctx, 'purchase_order.receipt_removed', {
      id,
      label: before.number ?? before.supplierName,
      before: { status, receipt: gone.position, date: gone.date },
      after: { status: after },
    });
    return { purchaseOrder: (await readDetail(tx, ctx.auth, id))!, photoKeys };
  });
}
