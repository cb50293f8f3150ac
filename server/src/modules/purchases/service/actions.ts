import { eq } from 'drizzle-orm';
import {
  PURCHASE_ORDER_ACTIONS,
  canApplyPurchaseAction,
  canPayPurchaseOrder,
  purchaseOrderNumber,
  type PurchaseOrderStatus,
} from '@comptoir/core/modules/purchases';
import type {
  PurchaseOrderDetail,
  PurchasePaymentBody,
  PurchaseUserAction,
} from '@comptoir/core/modules/purchases-api';
import { add, compare, decimal } from '@comptoir/core/money';
import { purchaseOrderPayments, purchaseOrders } from '../../../db/schema/index';
import { AppError, validationFailed } from '../../../platform/errors';
import { amountString, authoredValues, type ActionContext } from '../../../platform/service';
import { nextCounter, todayIso } from '../../sales/numbering';
import { readDetail } from './read';
import { audit, lockPurchaseOrder, searchTextOf, stateConflict } from './write';

const ACTION_ERRORS: Record<PurchaseUserAction, string> = {
  send: 'purchases.errors.cannotSend',
  confirm: 'purchases.errors.cannotConfirm',
  close: 'purchases.errors.cannotClose',
  cancel: 'purchases.errors.cannotCancel',
};

/**
 * POST /api/purchases/:id/actions/:action: 409 unless the order's status allows it. Sending gives
 * the number BCF-{year}-{NNNNN} from the year's counter, taken in the same transaction as the
 * order's lock: numbers are consecutive whatever the concurrency, and a failed send gives its
 * number back.
 */
export async function applyPurchaseAction(
  ctx: ActionContext,
  id: string,
  action: PurchaseUserAction,
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    if (!canApplyPurchaseAction(action, before.status as PurchaseOrderStatus)) {
      throw stateConflict(ctx, 'invalid_transition', ACTION_ERRORS[action], before.status);
    }
    const now = new Date();
    const to = PURCHASE_ORDER_ACTIONS[action].to[0];
    let number = before.number;
    if (action === 'send') {
      const year = Number(todayIso(now).slice(0, 4));
      number = purchaseOrderNumber(year, await nextCounter(tx, 'BCF', year));
    }
    await tx
      .update(purchaseOrders)
      .set({
        status: to,
        updatedAt: now,
        updatedBy: ctx.auth.user.id,
        ...(action === 'send'
          ? { number, sentAt: now, searchText: searchTextOf(number, before.supplierName, before.notes) }
          : {}),
      })
      .where(eq(purchaseOrders.id, id));
    await audit(tx, ctx, `purchase_order.${action}`, {
      id,
      label: number ?? before.supplierName,
      before: { status: before.status },
      after: { status: to, ...(action === 'send' ? { number } : {}) },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/**
 * POST /api/purchases/:id/payments: a deposit or a payment in the order's currency; 409 on a
 * draft or cancelled order, 400 when the payments would exceed the order's total.
 */
export async function recordPurchasePayment(
  ctx: ActionContext,
  id: string,
  body: PurchasePaymentBody,
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockPurchaseOrder(tx, ctx.auth, id);
    if (!canPayPurchaseOrder(before.status as PurchaseOrderStatus))
      throw stateConflict(ctx, 'invalid_state', 'purchases.errors.cannotPay', before.status);
    if (body.currency !== undefined && body.currency !== before.currency) {
      throw new AppError(
        400,
        'validation',
        'purchases.errors.paymentCurrency',
        { currency: before.currency },
        { currency: 'purchases.errors.paymentCurrency' },
      );
    }
    const total = amountString(before.subtotal);
    const paid = amountString(before.paid);
    if (compare(add(decimal(paid), decimal(body.amount)), decimal(total)) > 0) {
      throw new AppError(
        400,
        'overpaid',
        'purchases.errors.overpaid',
        { total, paid, currency: before.currency },
        { amount: 'purchases.errors.overpaid' },
      );
    }
    const [payment] = await tx
      .insert(purchaseOrderPayments)
      .values({
        orderId: id,
        date: body.date,
        amount: body.amount,
        currency: before.currency,
        method: body.method,
        reference: body.reference,
        kind: body.kind,
        ...authoredValues(ctx.auth, new Date()),
      })
      .returning({ id: purchaseOrderPayments.id });
    if (!payment) throw validationFailed({ amount: 'errors.invalidValue' });
    await audit(tx, ctx, 'purchase_order.payment', {
      id,
      label: before.number,
      before: { paid },
      after: { kind: body.kind, date: body.date, amount: body.amount, currency: before.currency },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}
