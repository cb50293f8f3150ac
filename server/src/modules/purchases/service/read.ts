import { and, asc, eq, sql } from 'drizzle-orm';
import { scheduleAmounts, type Incoterm, type Instalment } from '@comptoir/core/modules/purchases';
import type {
  PurchaseOrder,
  PurchaseOrderDetail,
  PurchaseReceiptPhoto,
} from '@comptoir/core/modules/purchases-api';
import { add, decimal, subtract, toPlainString, type Decimal } from '@comptoir/core/money';
import {
  companies,
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceiptPhotos,
  purchaseReceipts,
  suppliers,
  users,
} from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import { amountString, demoRecordOf, iso, pick, type Runner } from '../../../platform/service';
import { trimNumber } from '../../sales/lines';
import { purchaseMailFacts } from './mail-facts';

/** What was paid against an order: the sum of its deposits and payments. */
const paidSql = sql<string>`coalesce((select sum(p.amount) from purchase_order_payments p where p.order_id = ${purchaseOrders.id}), 0)::text`;

/** The fields a new order takes from its body, as they are stored. */
export const ORDER_FIELDS = [
  'companyId',
  'supplierId',
  'contactPerson',
  'currency',
  'incoterm',
  'incotermPlace',
  'requestedDate',
  'deliveryAddress',
  'paymentSchedule',
  'notes',
] as const;

export const columns = {
  ...pick(purchaseOrders, [
    'id',
    'number',
    'status',
    ...ORDER_FIELDS,
    'subtotal',
    'sentAt',
    'isDemo',
    'createdAt',
    'updatedAt',
  ]),
  companyName: companies.name,
  supplierName: suppliers.name,
  paid: paidSql,
};

export interface PurchaseOrderRow {
  id: string;
  number: string | null;
  status: string;
  companyId: string;
  companyName: string;
  supplierId: string;
  supplierName: string;
  contactPerson: string | null;
  currency: string;
  incoterm: string | null;
  incotermPlace: string | null;
  requestedDate: string | null;
  deliveryAddress: string | null;
  paymentSchedule: Instalment[];
  notes: string | null;
  subtotal: string;
  paid: string;
  sentAt: Date | string | null;
  isDemo: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
}

/** The orders joined to their company and supplier, to be filtered. */
export const baseSelect = (db: Runner) =>
  db
    .select(columns)
    .from(purchaseOrders)
    .innerJoin(companies, eq(companies.id, purchaseOrders.companyId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId));

export function present(row: PurchaseOrderRow): PurchaseOrder {
  const subtotal = amountString(row.subtotal);
  const amounts = scheduleAmounts(row.paymentSchedule, subtotal);
  return {
    id: row.id,
    number: row.number,
    status: row.status as PurchaseOrder['status'],
    companyId: row.companyId,
    companyName: row.companyName,
    supplier: { id: row.supplierId, name: row.supplierName },
    ...pick(row, ['contactPerson', 'incotermPlace', 'requestedDate', 'deliveryAddress', 'notes', 'currency']),
    incoterm: row.incoterm as Incoterm | null,
    paymentSchedule: row.paymentSchedule.map((instalment, i) => ({ ...instalment, amount: amounts[i]! })),
    subtotal,
    paid: amountString(row.paid),
    sentAt: row.sentAt ? iso(row.sentAt) : null,
    ...demoRecordOf(row),
  };
}

/** One order the user may see (their companies), or undefined. */
export async function readRow(
  db: Runner,
  auth: AuthContext,
  id: string,
): Promise<PurchaseOrderRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(purchaseOrders.id, id), companyScope(auth, purchaseOrders.companyId)))
    .limit(1);
  return row as PurchaseOrderRow | undefined;
}

export async function readDetail(
  db: Runner,
  auth: AuthContext,
  id: string,
): Promise<PurchaseOrderDetail | undefined> {
  const row = await readRow(db, auth, id);
  if (!row) return undefined;
  const [lines, payments, receipts, receiptLines] = await Promise.all([
    db
      .select()
      .from(purchaseOrderLines)
      .where(eq(purchaseOrderLines.orderId, id))
      .orderBy(asc(purchaseOrderLines.position)),
    db
      .select()
      .from(purchaseOrderPayments)
      .where(eq(purchaseOrderPayments.orderId, id))
      .orderBy(asc(purchaseOrderPayments.date), asc(purchaseOrderPayments.createdAt)),
    db
      .select({
        ...pick(purchaseReceipts, ['id', 'position', 'date', 'notes', 'shipmentId', 'createdAt']),
        createdBy: users.fullName,
      })
      .from(purchaseReceipts)
      .leftJoin(users, eq(users.id, purchaseReceipts.createdBy))
      .where(eq(purchaseReceipts.orderId, id))
      .orderBy(asc(purchaseReceipts.position)),
    db
      .select(
        pick(purchaseReceiptLines, [
          'id',
          'receiptId',
          'orderLineId',
          'received',
          'rejected',
          'rejectionReason',
          'weight',
          'volume',
        ]),
      )
      .from(purchaseReceiptLines)
      .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
      .where(eq(purchaseReceipts.orderId, id)),
  ]);
  const photos = await photosByLine(db, id);
  const zero = decimal('0');
  const sums = new Map<string, { received: Decimal; rejected: Decimal }>();
  for (const l of receiptLines) {
    const sum = sums.get(l.orderLineId) ?? { received: zero, rejected: zero };
    sums.set(l.orderLineId, {
      received: add(sum.received, decimal(l.received)),
      rejected: add(sum.rejected, decimal(l.rejected)),
    });
  }
  const quantity = (d: Decimal) => trimNumber(toPlainString(d));
  // A receipt's lines in the order's line order.
  const at = new Map(lines.map((l) => [l.id, l.position]));
  // Its latest e-mail to the supplier, and whom 'Envoyer par e-mail' writes to by default.
  const mailFacts = await purchaseMailFacts(db, id, row.supplierId);
  return {
    ...present(row),
    ...mailFacts,
    lines: lines.map((l) => {
      const sum = sums.get(l.id) ?? { received: zero, rejected: zero };
      const accepted = subtract(sum.received, sum.rejected);
      const remaining = subtract(decimal(l.quantity), accepted);
      return {
        ...pick(l, [
          'id',
          'productId',
          'quotationId',
          'orderItemId',
          'description',
          'unit',
          'specifications',
        ]),
        quantity: trimNumber(l.quantity),
        unitPrice: l.unitPrice,
        lineTotal: amountString(l.lineTotal),
        received: quantity(sum.received),
        rejected: quantity(sum.rejected),
        accepted: quantity(accepted),
        // Nothing left to receive once the line is delivered in full (or beyond).
        remaining: remaining.units > 0n ? quantity(remaining) : '0',
      };
    }),
    payments: payments.map((p) => ({
      ...pick(p, ['id', 'date', 'currency', 'method', 'reference']),
      kind: p.kind as 'deposit' | 'payment',
      amount: amountString(p.amount),
      createdAt: iso(p.createdAt),
    })),
    receipts: receipts.map((r) => ({
      ...pick(r, ['id', 'position', 'date', 'notes', 'shipmentId', 'createdBy']),
      createdAt: iso(r.createdAt),
      lines: receiptLines
        .filter((l) => l.receiptId === r.id)
        .sort((a, b) => (at.get(a.orderLineId) ?? 0) - (at.get(b.orderLineId) ?? 0))
        .map((l) => ({
          ...pick(l, ['id', 'orderLineId', 'rejectionReason']),
          received: trimNumber(l.received),
          rejected: trimNumber(l.rejected),
          weight: l.weight === null ? null : trimNumber(l.weight),
          volume: l.volume === null ? null : trimNumber(l.volume),
          accepted: quantity(subtract(decimal(l.received), decimal(l.rejected))),
          photos: photos.get(l.id) ?? [],
        })),
    })),
  };
}

/** The address a photo of rejected goods is served at. */
export const receiptPhotoUrl = (orderId: string, receiptId: string, photoId: string) =>
  `/api/purchases/${orderId}/receipts/${receiptId}/photos/${photoId}`;

/** The photos of an order's receipt lines, oldest first, by receipt line, as its detail shows them. */
export async function photosByLine(
  db: Runner,
  orderId: string,
): Promise<Map<string, PurchaseReceiptPhoto[]>> {
  const rows = await db
    .select({
      id: purchaseReceiptPhotos.id,
      lineId: purchaseReceiptPhotos.receiptLineId,
      receiptId: purchaseReceiptLines.receiptId,
      name: purchaseReceiptPhotos.name,
      mime: purchaseReceiptPhotos.mime,
      size: purchaseReceiptPhotos.size,
      createdAt: purchaseReceiptPhotos.createdAt,
    })
    .from(purchaseReceiptPhotos)
    .innerJoin(purchaseReceiptLines, eq(purchaseReceiptLines.id, purchaseReceiptPhotos.receiptLineId))
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
    .where(eq(purchaseReceipts.orderId, orderId))
    .orderBy(
      asc(purchaseReceiptPhotos.createdAt),
      asc(purchaseReceiptPhotos.name),
      asc(purchaseReceiptPhotos.id),
    );
  const byLine = new Map<string, PurchaseReceiptPhoto[]>();
  for (const row of rows) {
    const photos = byLine.get(row.lineId) ?? [];
    photos.push({
      ...pick(row, ['id', 'name', 'mime', 'size']),
      url: receiptPhotoUrl(orderId, row.receiptId, row.id),
      createdAt: iso(row.createdAt),
    });
    byLine.set(row.lineId, photos);
  }
  return byLine;
}

/** One purchase order the user may see, with its lines and payments; 404 otherwise. */
export async function getPurchaseOrder(
  db: Runner,
  auth: AuthContext,
  id: string,
): Promise<PurchaseOrderDetail> {
  const detail = await readDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
}
