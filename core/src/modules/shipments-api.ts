/**
 * The shipments' API shapes (issue 32 §2): a shipment groups receipts of one or more purchase
 * orders of one company and carries its costs; its detail gives each received line's landed unit
 * cost in the book currency, or the reason it cannot yet (a missing exchange rate, a cost no line
 * can carry by its method). The rules are in ./purchases-costs.ts.
 */
import { z } from 'zod';
import { INVALID, listResponse, nullableTexts, pageFields, sortFields, texts } from '../contracts';
import { uuidField } from '../fields';
import { PURCHASE_ORDER_STATUSES } from './purchases';
import { ALLOCATION_METHODS, SHIPMENT_COST_KINDS, SHIPMENT_MODES } from './purchases-costs';

export const shipmentIdParams = z.object({ id: uuidField() });

export const listShipmentsQuery = z.object({
  /** Searches the reference, the transport document, the carrier and the notes. */
  q: z.string().max(200).optional(),
  mode: z.enum(SHIPMENT_MODES, { error: INVALID }).optional(),
  ...sortFields(['createdAt', 'departureDate', 'arrivalDate', 'reference'], 'createdAt'),
  ...pageFields(20, 100),
});
export type ListShipmentsQuery = z.output<typeof listShipmentsQuery>;

export const shipment = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  mode: z.enum(SHIPMENT_MODES),
  ...nullableTexts('carrier', 'reference', 'transportDocument', 'departureDate', 'arrivalDate', 'notes'),
  /** How many receipts and costs it holds. */
  receiptCount: z.number().int(),
  costCount: z.number().int(),
  createdAt: z.string(),
});
export type Shipment = z.infer<typeof shipment>;

export const shipmentReceipt = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  orderStatus: z.enum(PURCHASE_ORDER_STATUSES),
  supplierName: z.string(),
  position: z.number().int(),
  date: z.string(),
});

export const shipmentCost = z.object({
  id: z.uuid(),
  kind: z.enum(SHIPMENT_COST_KINDS),
  label: z.string().nullable(),
  allocation: z.enum(ALLOCATION_METHODS),
  ...texts('amount', 'currency', 'date'),
  /** In the book currency at the rate of the cost's date; null when that rate is missing. */
  baseAmount: z.string().nullable(),
  rate: z.string().nullable(),
});

export const landedLine = z.object({
  receiptLineId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  description: z.string(),
  /** The accepted quantity, the order's unit price in its currency, and in the book currency. */
  ...texts('quantity', 'unitPrice', 'currency', 'baseUnitPrice'),
  ...nullableTexts('weight', 'volume'),
  /** Value (quantity × base unit price), its part of the costs, both, and the landed unit cost. */
  ...texts('value', 'costs', 'landedValue'),
  landedUnitCost: z.string().nullable(),
});
export type LandedLineView = z.infer<typeof landedLine>;

export const shipmentDetail = shipment.extend({
  receipts: z.array(shipmentReceipt),
  costs: z.array(shipmentCost),
  /** The book currency the landed costs are in. */
  baseCurrency: z.string(),
  /** The received lines with their landed cost, or null with `problem` when it cannot be computed yet. */
  landed: z.array(landedLine).nullable(),
  /** Per cost shared by weight or volume, the receipt lines that lacked it (they carry none of it). */
  missing: z.array(z.object({ costId: z.uuid(), receiptLineIds: z.array(z.uuid()) })),
  problem: z.string().nullable(),
});
export type ShipmentDetail = z.infer<typeof shipmentDetail>;

export const listShipmentsResponse = listResponse(shipment);
export type ListShipmentsResponse = z.infer<typeof listShipmentsResponse>;

export const shipmentResponse = z.object({ shipment: shipmentDetail, message: z.string() });
