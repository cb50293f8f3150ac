/**
 * POST /api/orders/:id/realign (Admin and above): an order converted from a quote before issue 26,
 * whose amounts differ from the quote's (service/quote-match.ts), takes the quote's lines again,
 * exactly as a conversion makes them today, and the totals they give. Refused for an order without
 * a quote, a cancelled one, and one with an invoice (draft or issued): an invoice keeps the lines
 * it was made from.
 */
import { eq, inArray } from 'drizzle-orm';
import type { OrderDetail } from '@comptoir/core/modules/sales';
import { invoiceLines, invoices, orderItems, orders, quotes } from '../../../db/schema/index';
import { exists } from '../../../db/rows';
import { isAdmin } from '../../../platform/access';
import { forbiddenAction } from '../../../platform/errors';
import { auditFor, pick, type ActionContext, type Tx } from '../../../platform/service';
import { readItems } from '../../quotes/service/write';
import { withRates } from '../../sales/lines';
import { stateConflict } from '../../sales/states';
import { insertOrderLines, orderAmounts } from './create';
import { readDetail, type OrderRow } from './read';
import { lockOrder } from './write';

const audit = auditFor('order');

const figures = (row: Pick<OrderRow, 'subtotal' | 'discountAmount' | 'taxAmount' | 'totalAmount'>) =>
  pick(row, ['subtotal', 'discountAmount', 'taxAmount', 'totalAmount']);

/** Whether an invoice (any status, credit notes included) is made from the order or its lines. */
async function isInvoiced(tx: Tx, orderId: string): Promise<boolean> {
  const lines = tx.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return (
    (await exists(tx, invoices, eq(invoices.orderId, orderId))) ||
    (await exists(tx, invoiceLines, inArray(invoiceLines.orderItemId, lines)))
  );
}

export async function realignOrder(
  ctx: ActionContext,
  id: string,
): Promise<{ order: OrderDetail; quoteNumber: string }> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    if (!before.quoteId) throw stateConflict('no_quote', 'orders.errors.realignNoQuote', {});
    if (before.status === 'cancelled') {
      throw stateConflict('invalid_state', 'orders.errors.realignCancelled', {});
    }
    if (await isInvoiced(tx, id)) throw stateConflict('invoiced', 'orders.errors.realignInvoiced', {});
    const [quote] = await tx
      .select({ number: quotes.number, taxRate: quotes.taxRate })
      .from(quotes)
      .where(eq(quotes.id, before.quoteId))
      .limit(1);
    const items = withRates(await readItems(tx, before.quoteId), quote!.taxRate);
    const totals = orderAmounts(items);
    const lineCount = (await tx.delete(orderItems).where(eq(orderItems.orderId, id)).returning()).length;
    await insertOrderLines(tx, id, items, totals);
    await tx
      .update(orders)
      .set({ ...figures(totals), updatedAt: new Date() })
      .where(eq(orders.id, id));
    await audit(tx, ctx, 'order.realign', {
      id,
      label: before.reference,
      before: { ...figures(before), lines: lineCount },
      after: { ...figures(totals), lines: items.length, quote: quote!.number },
    });
    return { order: (await readDetail(tx, ctx.auth, id))!, quoteNumber: quote!.number };
  });
}
