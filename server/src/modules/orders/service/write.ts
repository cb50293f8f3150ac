import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  canEditOrder,
  canMoveOrder,
  type OrderDetail,
  type OrderPatch,
  type OrderStatus,
} from '@comptoir/core/modules/sales';
import { orderItems, orderStatusHistory, orders } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { assertState, deleteDraft, documentStatusLabel, stateConflict } from '../../sales/states';
import { lockDocument } from '../../sales/list';
import { todayIso } from '../../sales/numbering';
import { checkAssignee, createOrderDemande } from './create';
import { type OrderRow, readDetail, readRow } from './read';
import { auditFor, auditTrail, pick, type ActionContext, type Tx } from '../../../platform/service';

const audit = auditFor('order');

/** Locks an order the user may see for this transaction; 404 otherwise. */
export async function lockOrder(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
  await lockDocument(tx, auth, orders, id);
  return (await readRow(tx, auth, id))!;
}

const statusLabel = (request: FastifyRequest, status: string) =>
  documentStatusLabel(request, 'orders', status);

const snapshot = (row: OrderRow) =>
  pick(row, ['status', 'notes', 'assignedTo', 'expectedDeliveryDate', 'deliveryDate', 'demandeId']);

/** An order's change, kept as its snapshot before and after, under its reference. */
const auditChange = auditTrail<OrderRow>('order', (o) => o.reference, snapshot);

/**
 * PATCH: notes, expected delivery date, assignee. Giving an assignee to an order that has no
 * sourcing request yet creates it, as creation would have.
 */
export async function updateOrder(
  ctx: ActionContext,
  id: string,
  patch: OrderPatch,
): Promise<{ order: OrderDetail; demandeId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    assertState(ctx.request, canEditOrder(before.status as OrderStatus), 'orders.errors.cannotEdit', {
      module: 'orders',
      status: before.status,
    });
    const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };
    if (patch.notes !== undefined) set.notes = patch.notes;
    if (patch.expectedDeliveryDate !== undefined) set.expectedDeliveryDate = patch.expectedDeliveryDate;
    if (patch.assignedTo !== undefined) {
      await checkAssignee(tx, patch.assignedTo);
      set.assignedTo = patch.assignedTo;
    }
    let demandeId: string | null = null;
    if (patch.assignedTo && !before.demandeId) {
      const items = await tx
        .select({
          productName: orderItems.productName,
          description: orderItems.description,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.position));
      demandeId = await createOrderDemande(tx, ctx.auth, {
        reference: before.reference,
        clientName: before.clientName,
        assignedTo: patch.assignedTo,
        expectedDeliveryDate: set.expectedDeliveryDate ?? before.expectedDeliveryDate,
        items,
        isDemo: before.isDemo,
      });
      set.demandeId = demandeId;
    }
    await tx.update(orders).set(set).where(eq(orders.id, id));
    const after = (await readRow(tx, ctx.auth, id))!;
    await auditChange(tx, ctx, 'order.update', id, { before, after });
    return { order: (await readDetail(tx, ctx.auth, id))!, demandeId };
  });
}

/** POST /api/orders/:id/status: forward along the chain, or cancel before delivery; 409 otherwise. */
export async function moveOrder(
  ctx: ActionContext,
  id: string,
  body: { status: OrderStatus; deliveryDate?: string | null | undefined },
): Promise<OrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    const from = before.status as OrderStatus;
    if (!canMoveOrder(from, body.status)) {
      throw stateConflict('invalid_transition', 'orders.errors.cannotMove', {
        from: statusLabel(ctx.request, from),
        to: statusLabel(ctx.request, body.status),
      });
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: body.status,
        updatedAt: now,
        ...(body.status === 'delivered' ? { deliveryDate: body.deliveryDate ?? todayIso(now) } : {}),
      })
      .where(eq(orders.id, id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, status: body.status, changedBy: ctx.auth.user.id, changedAt: now });
    const after = (await readRow(tx, ctx.auth, id))!;
    await auditChange(tx, ctx, 'order.status', id, { before, after });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Deletes a draft order (its lines and history go with it); 409 for any other status. */
export const deleteOrder = (ctx: ActionContext, id: string): Promise<void> =>
  deleteDraft(ctx, 'orders', id, lockOrder, (tx, before) =>
    audit(tx, ctx, 'order.delete', {
      id,
      label: before.reference,
      before: { ...snapshot(before), client: before.clientName, totalAmount: before.totalAmount },
    }),
  );
