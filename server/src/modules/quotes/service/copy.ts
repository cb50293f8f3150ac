import { eq } from 'drizzle-orm';
import { quoteTotals, type OrderDetail, type QuoteDetail } from '@comptoir/core/modules/sales';
import { orders } from '../../../db/schema/index';
import { notFound } from '../../../platform/errors';
import { addDays, findClient, stateConflict, todayIso, type ActionContext } from '../../orders/documents';
import { insertOrder, readOrderDetail } from '../../orders/service';
import { readDetail, readRow } from './read';
import { insertQuote, lockQuote, readItems, snapshot, statusLabel } from './write';
import { auditFor, pick } from '../../../platform/service';

const audit = auditFor('quote');

/** Validity given to a duplicate of a quote whose date has passed. */
export const DUPLICATE_VALIDITY_DAYS = 30;

/** POST /api/quotes/:id/duplicate: a new draft with a new number and the same lines. */
export async function duplicateQuote(ctx: ActionContext, id: string): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    const source = await readRow(tx, ctx.auth, id);
    if (!source) throw notFound();
    const today = todayIso();
    const client = (await findClient(tx, null, source.clientId))!;
    const created = await insertQuote(tx, ctx.auth, {
      title: source.title,
      // The copy keeps the client's company of the original (the one the user can see).
      client: { ...client, companyId: source.companyId, companyName: source.companyName },
      validUntil: source.validUntil >= today ? source.validUntil : addDays(today, DUPLICATE_VALIDITY_DAYS),
      ...pick(source, ['taxRate', 'currency', 'paymentTerms', 'notes', 'terms']),
      items: await readItems(tx, id),
    });
    const row = (await readRow(tx, ctx.auth, created.id))!;
    await audit(tx, ctx, 'quote.duplicate', {
      id: created.id,
      label: created.number,
      after: { ...snapshot(row), source: source.number },
    });
    return (await readDetail(tx, ctx.auth, created.id))!;
  });
}

/**
 * POST /api/quotes/:id/convert (accepted quotes only, once): an order with the same lines, in
 * the quote's currency, in one transaction. Orders carry no tax line: the order's total is the
 * quote's total before tax. A line discount goes into the order line's unit price (rounded to
 * the cent), since order lines have no discount.
 */
export async function convertQuote(
  ctx: ActionContext,
  id: string,
): Promise<{ quote: QuoteDetail; order: OrderDetail }> {
  return ctx.db.transaction(async (tx) => {
    const quote = await lockQuote(tx, ctx.auth, id);
    if (quote.status !== 'accepted') {
      throw stateConflict('invalid_transition', 'quotes.errors.cannotConvert', {
        status: statusLabel(ctx.request, quote.status),
      });
    }
    const [existing] = await tx
      .select({ reference: orders.reference })
      .from(orders)
      .where(eq(orders.quoteId, id))
      .limit(1);
    if (existing) {
      throw stateConflict('already_converted', 'quotes.errors.alreadyConverted', {
        reference: existing.reference,
      });
    }
    const client = (await findClient(tx, null, quote.clientId))!;
    const items = await readItems(tx, id);
    const created = await insertOrder(tx, ctx.request, ctx.auth, {
      client: { ...client, companyName: quote.companyName },
      companyId: quote.companyId,
      status: 'pending',
      assignedTo: null,
      expectedDeliveryDate: null,
      currency: quote.currency,
      notes: null,
      items: items.map((i) => ({
        productId: i.productId,
        productName: i.productName,
        description: i.description,
        quantity: String(i.quantity),
        unitPrice: netUnitPrice(i.unitPrice, i.discount),
      })),
      quoteId: id,
    });
    await audit(tx, ctx, 'quote.convert', {
      id,
      label: quote.number,
      after: { orderId: created.id, reference: created.reference },
    });
    return {
      quote: (await readDetail(tx, ctx.auth, id))!,
      order: (await readOrderDetail(tx, created.id))!,
    };
  });
}

/** Unit price after a line discount, rounded half away from zero to the cent. */
function netUnitPrice(unitPrice: string, discount: string): string {
  if (Number(discount) === 0) return unitPrice;
  // lineTotal of one unit is exactly that: price × (1 − discount/100), rounded once.
  return quoteTotals([{ quantity: 1, unitPrice, discount }], 0).subtotal;
}
