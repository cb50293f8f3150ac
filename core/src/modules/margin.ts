/**
 * The real margin of a client order (issue 32 §4): each order line's revenue against the cost of
 * the purchase order lines that source it, at their landed unit cost once their goods came in a
 * shipment whose costs are known, else at the purchase price (an estimate), all in the book
 * currency. A line no purchase sources has no cost, and says so.
 */
import { z } from 'zod';
import { INVALID, nullableTexts, texts } from '../contracts';
import { uuidField } from '../fields';

/** Where a line's cost comes from: landed costs, the purchase price (an estimate), or nowhere yet. */
export const MARGIN_SOURCES = ['landed', 'purchase_order', 'none'] as const;
export type MarginSource = (typeof MARGIN_SOURCES)[number];

const purchaseLineRef = z.object({
  purchaseOrderId: z.uuid(),
  number: z.string().nullable(),
  lineId: z.uuid(),
  description: z.string(),
  supplierName: z.string(),
});

export const orderMargin = z.object({
  orderId: z.uuid(),
  /** The book currency of every amount below. */
  currency: z.string(),
  lines: z.array(
    z.object({
      orderItemId: z.uuid(),
      productName: z.string(),
      quantity: z.string(),
      revenue: z.string(),
      source: z.enum(MARGIN_SOURCES),
      /** The cost per unit and for the line's quantity, the margin and its percent of the revenue; null without a cost. */
      ...nullableTexts('unitCost', 'cost', 'margin', 'marginPercent'),
      /** The purchase order lines that source it. */
      sources: z.array(purchaseLineRef),
      /** Purchase order lines of the order's sourcing request not linked yet, that may source it. */
      suggestions: z.array(purchaseLineRef),
    }),
  ),
  totals: z.object({
    ...texts('revenue', 'cost', 'margin'),
    marginPercent: z.string().nullable(),
    /** Lines whose cost is an estimate (purchase price), and lines with no cost at all. */
    estimated: z.number().int(),
    withoutCost: z.number().int(),
  }),
  /** Why no figure can be given (an exchange rate missing), else null. */
  problem: z.string().nullable(),
});
export type OrderMargin = z.infer<typeof orderMargin>;

/** PUT /api/purchases/:id/lines/:lineId/order-item: which client order line a purchase line sources (null: none). */
export const linkOrderItemBody = z.object(
  { orderItemId: uuidField('purchases.errors.linkOrderItem').nullable() },
  { error: INVALID },
);
export const purchaseLineParams = z.object({ id: uuidField(), lineId: uuidField() });
