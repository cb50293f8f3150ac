/**
 * Payments of issued invoices (sales) and of approved supplier invoices (purchases): several per
 * invoice, the balance exact (numeric arithmetic), an overpayment refused; the paid amount and the
 * status are updated in the payment's transaction. Deleting a payment is for Admin and above and
 * is written to the audit journal.
 */
import { and, eq, sql } from 'drizzle-orm';
import { balanceDue, type InvoiceDetail, type PaymentBody } from '@comptoir/core/modules/invoices';
import { compare, decimal } from '@comptoir/core/money';
import { invoicePayments, invoiceStatusHistory, invoices } from '../../db/schema/index';
import { isAdmin } from '../../platform/access';
import { AppError, forbiddenAction, validationFailed } from '../../platform/errors';
import { pdfMoney } from '../../platform/pdf';
import { assertState } from '../sales/states';
import { invoiceClock } from './clock';
import { paymentBlock } from '../purchases/service/matching';
import { readInvoiceDetail, requireInvoiceRow, type InvoiceRow } from './read';
import { auditFor, type ActionContext, amountString, type Tx } from '../../platform/service';

const audit = auditFor('invoice');

/** The stored status once paid and credited amounts are known (for an issued / approved invoice). */
export function settledStatus(
  direction: string,
  total: string,
  paid: string,
  credited: string,
): 'paid' | 'partially_paid' | 'sent' | 'to_pay' {
  const balance = decimal(balanceDue(total, paid, credited));
  if (balance.units <= 0n) return 'paid';
  if (decimal(paid).units > 0n) return 'partially_paid';
  return direction === 'outgoing' ? 'sent' : 'to_pay';
}

const PAYABLE = ['sent', 'partially_paid', 'to_pay'];

/** Sum of the payments, and the last payment's date, of one invoice. */
async function paymentTotals(tx: Tx, invoiceId: string) {
  const [row] = await tx
    .select({
      paid: sql<string>`coalesce(sum(${invoicePayments.amount}), 0)::text`,
      last: sql<string | null>`max(${invoicePayments.paymentDate})::text`,
    })
    .from(invoicePayments)
    .where(eq(invoicePayments.invoiceId, invoiceId));
  return { paid: amountString(row?.paid ?? '0'), last: row?.last ?? null };
}

/** Writes the paid amount, the status and the settling date after a payment was added or removed. */
async function settle(tx: Tx, before: InvoiceRow, userId: string, note: string) {
  const { paid, last } = await paymentTotals(tx, before.id);
  const status =
    before.status === 'cancelled'
      ? 'cancelled'
      : settledStatus(before.direction, before.totalAmount, paid, before.creditedAmount);
  await tx
    .update(invoices)
    .set({ paidAmount: paid, status, paymentDate: status === 'paid' ? last : null, updatedAt: new Date() })
    .where(eq(invoices.id, before.id));
  if (status !== before.status) {
    await tx.insert(invoiceStatusHistory).values({ invoiceId: before.id, status, changedBy: userId, note });
  }
  return { paid, status };
}

/**
 * Records one payment of an invoice inside the caller's transaction, with every rule of a payment
 * (a payable invoice, no overpayment, a supplier invoice's difference to justify blocks it), and
 * updates its paid amount and status; audited. `bankTransactionId` names the bank transaction a
 * reconciliation recorded it for (issue 33). Gives the payment's id and the invoice as it was.
 */
export async function recordPayment(
  tx: Tx,
  ctx: ActionContext,
  id: string,
  body: PaymentBody,
  bankTransactionId: string | null = null,
): Promise<{ paymentId: string; before: InvoiceRow }> {
  const before = await requireInvoiceRow(tx, ctx.auth, id, true);
  assertState(
    ctx.request,
    before.kind === 'invoice' && PAYABLE.includes(before.status),
    'invoices.errors.cannotPay',
    { module: 'invoices', status: before.status },
  );
  // A supplier invoice with a difference to justify against its purchase order waits for an
  // Admin's 'Valider pour paiement' (issue 32 §3).
  const blockedBy = before.direction === 'incoming' ? await paymentBlock(tx, id) : null;
  if (blockedBy !== null) {
    throw new AppError(409, 'match_difference', 'purchases.errors.matchBlocksPayment', {
      number: blockedBy,
    });
  }
  const balance = balanceDue(before.totalAmount, before.paidAmount, before.creditedAmount);
  if (compare(decimal(body.amount), decimal(balance)) > 0) {
    throw new AppError(
      400,
      'overpayment',
      'invoices.errors.overpayment',
      {
        amount: pdfMoney(amountString(body.amount), before.currency),
        balance: pdfMoney(balance, before.currency),
      },
      // No field message: the amount is well formed, and 'Montant du paiement invalide' beside
      // this message would be a second, wrong one (issue 30 §6).
    );
  }
  const [payment] = await tx
    .insert(invoicePayments)
    .values({
      invoiceId: id,
      paymentDate: body.date,
      amount: body.amount,
      method: body.method,
      reference: body.reference,
      bankTransactionId,
      createdBy: ctx.auth.user.id,
    })
    .returning({ id: invoicePayments.id });
  const after = await settle(tx, before, ctx.auth.user.id, body.reference ?? body.method);
  await audit(tx, ctx, 'invoice.payment', {
    id,
    label: before.number,
    before: { status: before.status, paidAmount: amountString(before.paidAmount) },
    after: {
      paymentId: payment!.id,
      ...body,
      bankTransactionId,
      status: after.status,
      paidAmount: after.paid,
    },
  });
  return { paymentId: payment!.id, before };
}

/** POST /api/invoices/:id/payments. */
export async function addPayment(ctx: ActionContext, id: string, body: PaymentBody): Promise<InvoiceDetail> {
  if (body.date > invoiceClock.today()) throw validationFailed({ date: 'invoices.validation.paymentFuture' });
  await ctx.db.transaction((tx) => recordPayment(tx, ctx, id, body));
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}

/**
 * Deletes the payments a bank transaction recorded (undoing its reconciliation), each invoice's
 * paid amount and status set again; audited as payment deletions.
 */
export async function deleteBankPayments(
  tx: Tx,
  ctx: ActionContext,
  bankTransactionId: string,
): Promise<number> {
  const payments = await tx
    .select()
    .from(invoicePayments)
    .where(eq(invoicePayments.bankTransactionId, bankTransactionId));
  for (const payment of payments) {
    const before = await requireInvoiceRow(tx, ctx.auth, payment.invoiceId, true);
    await tx.delete(invoicePayments).where(eq(invoicePayments.id, payment.id));
    const after = await settle(tx, before, ctx.auth.user.id, 'bank reconciliation undone');
    await audit(tx, ctx, 'invoice.payment_delete', {
      id: payment.invoiceId,
      label: before.number,
      before: {
        paymentId: payment.id,
        amount: amountString(payment.amount),
        bankTransactionId,
        status: before.status,
      },
      after: { status: after.status, paidAmount: after.paid },
    });
  }
  return payments.length;
}

/** DELETE /api/invoices/:id/payments/:paymentId (Admin and above, audited). */
export async function deletePayment(
  ctx: ActionContext,
  id: string,
  paymentId: string,
): Promise<InvoiceDetail> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  await ctx.db.transaction(async (tx) => {
    const before = await requireInvoiceRow(tx, ctx.auth, id, true);
    const [payment] = await tx
      .delete(invoicePayments)
      .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.invoiceId, id)))
      .returning();
    if (!payment) {
      throw new AppError(404, 'not_found', 'invoices.errors.paymentNotFound');
    }
    // A reconciliation's payment goes with its reconciliation ('Annuler le rapprochement').
    if (payment.bankTransactionId !== null)
      throw new AppError(409, 'bank_payment', 'invoices.errors.paymentFromBank');
    const after = await settle(tx, before, ctx.auth.user.id, 'payment deleted');
    await audit(tx, ctx, 'invoice.payment_delete', {
      id,
      label: before.number,
      before: {
        paymentId,
        date: payment.paymentDate,
        amount: amountString(payment.amount),
        method: payment.method,
        reference: payment.reference,
        status: before.status,
      },
      after: { status: after.status, paidAmount: after.paid },
    });
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}
