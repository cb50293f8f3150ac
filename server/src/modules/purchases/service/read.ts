import { and, asc, eq, sql } from 'drizzle-orm';
import { scheduleAmounts, type Incoterm, type Instalment } from '@comptoir/core/modules/purchases';
import type { PurchaseOrder, PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import {
  companies,
  purchaseOrderLines,
  purchaseOrderPayments,
  purchaseOrders,
  suppliers,
} from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import { amountString, demoRecordOf, iso, pick, type Runner } from '../../../platform/service';
import { trimNumber } from '../../sales/lines';

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
  const [lines, payments] = await Promise.all([
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
  ]);
  return {
    ...present(row),
    lines: lines.map((l) => ({
      ...pick(l, ['id', 'productId', 'quotationId', 'orderItemId', 'description', 'unit', 'specifications']),
      quantity: trimNumber(l.quantity),
      unitPrice: l.unitPrice,
      lineTotal: amountString(l.lineTotal),
    })),
    payments: payments.map((p) => ({
      ...pick(p, ['id', 'date', 'currency', 'method', 'reference']),
      kind: p.kind as 'deposit' | 'payment',
      amount: amountString(p.amount),
      createdAt: iso(p.createdAt),
    })),
  };
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
