import { and, asc, eq } from 'drizzle-orm';
import type { Order, OrderDetail, OrderStatus } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { clients, companies, orderItems, orderStatusHistory, orders, users } from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import { clientRefColumns, presentClient, type ClientRefRow } from '../../sales/clients';
import { statusChanges, userName } from '../../sales/history';
import { demoRecordOf, pick, iso, type Runner } from '../../../platform/service';
import { presentLine, vatOfLines } from '../../sales/lines';
import { presentTotals, type DocumentTotalsRow } from '../../sales/totals';
import { quoteMismatchOf } from './quote-match';

const columns = {
  ...pick(orders, ['id', 'reference', 'status', 'currency', 'subtotal', 'discountAmount', 'taxAmount']),
  ...pick(orders, ['totalAmount', 'notes', 'assignedTo']),
  assigneeName: userName,
  ...pick(orders, [
    'expectedDeliveryDate',
    'deliveryDate',
    'quoteId',
    'demandeId',
    'isDemo',
    'createdAt',
    'updatedAt',
  ]),
  ...clientRefColumns,
  companyId: orders.companyId,
  companyName: companies.name,
};

export interface OrderRow extends ClientRefRow, DocumentTotalsRow {
  id: string;
  reference: string;
  status: string;
  notes: string | null;
  assignedTo: string | null;
  assigneeName: string | null;
  expectedDeliveryDate: string | null;
  deliveryDate: string | null;
  quoteId: string | null;
  demandeId: string | null;
  isDemo: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export function present(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.reference,
    client: presentClient(row),
    status: row.status as OrderStatus,
    ...presentTotals(row),
    notes: row.notes,
    assignedTo: row.assignedTo ? { id: row.assignedTo, name: row.assigneeName ?? '' } : null,
    ...pick(row, ['expectedDeliveryDate', 'deliveryDate', 'quoteId', 'demandeId']),
    ...demoRecordOf(row),
  };
}

export function baseSelect(db: Runner) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(users, eq(users.id, orders.assignedTo));
}

export async function readRow(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<OrderRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(orders.id, id), auth ? companyScope(auth, orders.companyId) : undefined))
    .limit(1);
  return row as OrderRow | undefined;
}

export async function readDetail(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<OrderDetail | undefined> {
  const row = await readRow(db, auth, id);
  if (!row) return undefined;
  const [items, history, quoteMismatch] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    statusChanges(db, orderStatusHistory, orderStatusHistory.orderId, id),
    row.quoteId ? quoteMismatchOf(db, id) : null,
  ]);
  return {
    ...present(row),
    items: items.map((i) =>
      presentLine({
        ...pick(i, ['id', 'productId', 'productName', 'description']),
        ...pick(i, ['quantity', 'unitPrice', 'discount', 'taxRate', 'totalPrice']),
      }),
    ),
    vat: vatOfLines(items),
    history: history.map((h) => ({
      status: h.status as OrderStatus,
      changedAt: iso(h.changedAt),
      changedBy: h.changedBy,
    })),
    quoteMismatch,
  };
}

/** One order the user may see, with its lines and history; 404 otherwise. */
export async function getOrder(db: Db, auth: AuthContext, id: string): Promise<OrderDetail> {
  const detail = await readDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
}

/** For the quote module: the order a quote was converted into (any company: the quote is visible). */
export async function readOrderDetail(db: Runner, id: string): Promise<OrderDetail | undefined> {
  return readDetail(db, null, id);
}
