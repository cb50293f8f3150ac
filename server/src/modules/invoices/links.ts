/**
 * What the order and client details show of invoicing: an order's invoices and what remains to
 * invoice per line; a client's invoices and balance due (GET /api/orders/:id/invoicing and
 * GET /api/clients/:id/invoicing, module invoices).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { ClientInvoicing, OrderInvoicing } from '@comptoir/core/modules/invoices';
import { add, decimal, round, subtract, toPlainString, type Decimal } from '@comptoir/core/money';
import type { Db } from '../../db/client';
import { invoices, orders } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { findClient } from '../sales/clients';
import { totalInBase } from '../currency/service';
import { invoiceClock } from './clock';
import { orderLinesLeft } from './drafts';
import { BOOK_CURRENCY, invoiceScope, invoicesWhere } from './read';
import { pick, amountString } from '../../platform/service';

export async function orderInvoicing(db: Db, auth: AuthContext, orderId: string): Promise<OrderInvoicing> {
  const [order] = await db
    .select({ id: orders.id, currency: orders.currency })
    .from(orders)
    .where(and(eq(orders.id, orderId), companyScope(auth, orders.companyId)))
    .limit(1);
  if (!order) throw notFound();
  const [lines, list] = await Promise.all([
    orderLinesLeft(db, orderId),
    invoicesWhere(db, auth, eq(invoices.orderId, orderId)),
  ]);
  // What the order lines come to, less what was invoiced of them (decision 0029).
  const remaining = lines.reduce<Decimal>(
    (s, l) => add(s, subtract(decimal(l.net), decimal(l.invoicedNet))),
    decimal('0'),
  );
  return {
    orderId,
    currency: order.currency,
    lines: lines.map((l) => ({
      orderItemId: l.id,
      ...pick(l, ['productName', 'unitPrice', 'discount', 'taxRate', 'ordered', 'invoiced', 'remaining']),
      ...pick(l, ['net', 'invoicedNet']),
    })),
    invoices: list.filter((i) => i.direction === 'outgoing'),
    remainingAmount: { amount: toPlainString(round(remaining, 2)), currency: order.currency },
    fullyInvoiced: lines.every((l) => l.remaining === '0'),
  };
}

export async function clientInvoicing(db: Db, auth: AuthContext, clientId: string): Promise<ClientInvoicing> {
  const client = await findClient(db, auth, clientId);
  if (!client) throw notFound();
  const today = invoiceClock.today();
  const [list, balances, [overdue]] = await Promise.all([
    invoicesWhere(db, auth, eq(invoices.clientId, clientId), 50),
    db
      .select({
        currency: invoices.currency,
        amount: sql<string>`coalesce(sum(${invoices.totalAmount} - ${invoices.paidAmount} - ${invoices.creditedAmount}), 0)::text`,
      })
      .from(invoices)
      .where(
        and(
          eq(invoices.clientId, clientId),
          eq(invoices.kind, 'invoice'),
          sql`${invoices.status} in ('sent', 'partially_paid')`,
          invoiceScope(auth),
        ),
      )
      .groupBy(invoices.currency),
    db
      .select({ n: sql<number>`count(*)` })
      .from(invoices)
      .where(
        and(
          eq(invoices.clientId, clientId),
          sql`${invoices.status} in ('sent', 'partially_paid') and ${invoices.dueDate} < ${today}`,
          invoiceScope(auth),
        ),
      ),
  ]);
  const { amount: total } = await totalInBase(db, balances, BOOK_CURRENCY);
  return {
    clientId,
    invoices: list,
    balances: balances.map((b) => ({ amount: amountString(b.amount), currency: b.currency })),
    balanceDue: total === null ? null : { amount: total, currency: BOOK_CURRENCY },
    overdueCount: Number(overdue?.n ?? 0),
  };
}
