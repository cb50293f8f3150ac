import { eq } from 'drizzle-orm';
import type { OrderDetail, QuoteDetail } from '@comptoir/core/modules/sales';
import { orders } from '../../../db/schema/index';
import { notFound } from '../../../platform/errors';
import { addDays, todayIso } from '../../sales/numbering';
import { findClient } from '../../sales/clients';
import { stateConflict } from '../../sales/states';
import { insertOrder, readOrderDetail } from '../../orders/service';
import { readDetail, readRow } from './read';
import { insertQuote, lockQuote, readItems, snapshot, statusLabel } from './write';
import { auditFor, pick, type ActionContext } from '../../../platform/service';
import { withRates } from '../../sales/lines';

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
 * the quote's currency, in one transaction. Every line is kept as the quote had it (quantity,
 * unit price, discount, VAT rate), so the order's totals are the quote's to the cent (decision 0029).
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
      items: withRates(items, quote.taxRate),
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
