/**
 * Shipments (issue 32 §2): a container, a flight, a truck bringing receipts of one company's
 * purchase orders, with its costs in their own currencies. Created and replaced whole (fields,
 * receipts, costs), each write one transaction with its audit entry; read with the landed costs
 * (./landed.ts). A receipt travels in one shipment at most; deleting a shipment frees its receipts.
 */
import { and, asc, count, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type { ShipmentBody } from '@comptoir/core/modules/purchases-costs';
import type {
  ListShipmentsQuery,
  ListShipmentsResponse,
  Shipment,
  ShipmentDetail,
} from '@comptoir/core/modules/shipments-api';
import { listPage, searchWhere, sortParts, tableTotal, type SortSpec } from '../../../db/list-query';
import { lockRows } from '../../../db/rows';
import {
  companies,
  purchaseOrders,
  purchaseReceipts,
  purchaseShipmentCosts,
  purchaseShipments,
  suppliers,
} from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { AppError, notFound } from '../../../platform/errors';
import {
  auditFor,
  authoredValues,
  iso,
  pick,
  type ActionContext,
  type Runner,
  type Tx,
} from '../../../platform/service';
import { landedCostsOf, type Say } from './landed';
import { requireCompany } from './write';

const audit = auditFor('shipment');

/** The fields a shipment's body sets, as they are stored. */
const FIELDS = [
  'mode',
  'carrier',
  'reference',
  'transportDocument',
  'departureDate',
  'arrivalDate',
  'notes',
] as const;

const columns = {
  ...pick(purchaseShipments, ['id', 'companyId', ...FIELDS, 'createdAt']),
  companyName: companies.name,
  receiptCount: sql<number>`(select count(*) from purchase_receipts r where r.shipment_id = ${purchaseShipments.id})::int`,
  costCount: sql<number>`(select count(*) from purchase_shipment_costs c where c.shipment_id = ${purchaseShipments.id})::int`,
};

const baseSelect = (db: Runner) =>
  db
    .select(columns)
    .from(purchaseShipments)
    .innerJoin(companies, eq(companies.id, purchaseShipments.companyId));

type ShipmentRow = Awaited<ReturnType<ReturnType<typeof baseSelect>['execute']>>[number];

const present = (row: ShipmentRow): Shipment => ({
  ...row,
  mode: row.mode as Shipment['mode'],
  receiptCount: Number(row.receiptCount),
  costCount: Number(row.costCount),
  createdAt: iso(row.createdAt),
});

const visible = (auth: AuthContext, id: string): SQL | undefined =>
  and(eq(purchaseShipments.id, id), companyScope(auth, purchaseShipments.companyId));

const SORT: SortSpec<ListShipmentsQuery['sort']> = {
  keys: {
    createdAt: purchaseShipments.createdAt,
    departureDate: purchaseShipments.departureDate,
    arrivalDate: purchaseShipments.arrivalDate,
    reference: purchaseShipments.reference,
  },
  fallback: 'createdAt',
  direction: 'desc',
  then: [{ expr: purchaseShipments.createdAt, desc: true }],
  id: purchaseShipments.id,
};

export async function listShipments(
  db: Runner,
  auth: AuthContext,
  query: ListShipmentsQuery,
): Promise<ListShipmentsResponse> {
  const where = and(
    companyScope(auth, purchaseShipments.companyId),
    searchWhere(query.q, { searchText: purchaseShipments.searchText }),
    query.mode ? eq(purchaseShipments.mode, query.mode) : undefined,
  );
  return listPage({
    select: baseSelect(db).$dynamic(),
    where,
    orderBy: {
      parts: sortParts(SORT, query.sort, query.order),
      from: sql`${purchaseShipments}`,
      id: purchaseShipments.id,
      cursor: query,
    },
    page: query,
    total: tableTotal(db, purchaseShipments, where),
    present: (row) => present(row as ShipmentRow),
  });
}

/** One shipment the user may see, with its receipts, costs and landed costs; undefined otherwise. */
export async function readShipment(
  db: Runner,
  auth: AuthContext,
  id: string,
  say: Say,
): Promise<ShipmentDetail | undefined> {
  const [row] = await baseSelect(db).where(visible(auth, id)).limit(1);
  if (!row) return undefined;
  const [receipts, landed] = await Promise.all([
    db
      .select({
        id: purchaseReceipts.id,
        orderId: purchaseOrders.id,
        orderNumber: purchaseOrders.number,
        orderStatus: purchaseOrders.status,
        supplierName: suppliers.name,
        position: purchaseReceipts.position,
        date: purchaseReceipts.date,
      })
      .from(purchaseReceipts)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
      .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId))
      .where(eq(purchaseReceipts.shipmentId, id))
      .orderBy(asc(purchaseReceipts.date), asc(purchaseOrders.number), asc(purchaseReceipts.position)),
    landedCostsOf(db, id, say),
  ]);
  return {
    ...present(row),
    receipts: receipts.map((r) => ({
      ...r,
      orderStatus: r.orderStatus as ShipmentDetail['receipts'][number]['orderStatus'],
    })),
    ...landed,
  };
}

export async function getShipment(
  db: Runner,
  auth: AuthContext,
  id: string,
  say: Say,
): Promise<ShipmentDetail> {
  const detail = await readShipment(db, auth, id, say);
  if (!detail) throw notFound();
  return detail;
}

/**
 * The receipts given, checked: each exists, is of an order of the shipment's company that the
 * user may see (400 naming its place otherwise) and travels in no other shipment (409).
 */
async function checkReceipts(
  tx: Tx,
  auth: AuthContext,
  companyId: string,
  ids: string[],
  shipmentId: string | null,
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return wanted;
  const rows = await tx
    .select({ id: purchaseReceipts.id, shipmentId: purchaseReceipts.shipmentId })
    .from(purchaseReceipts)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
    .where(
      and(
        inArray(purchaseReceipts.id, wanted),
        eq(purchaseOrders.companyId, companyId),
        companyScope(auth, purchaseOrders.companyId),
      ),
    )
    .for('update', { of: purchaseReceipts });
  const found = new Map(rows.map((r) => [r.id, r.shipmentId]));
  const unknown = ids.findIndex((id) => !found.has(id));
  if (unknown >= 0) {
    throw new AppError(
      400,
      'validation',
      'purchases.errors.shipmentReceipt',
      { n: unknown + 1 },
      { [`receiptIds.${unknown}`]: 'purchases.errors.shipmentReceipt' },
    );
  }
  const taken = ids.findIndex((id) => {
    const other = found.get(id);
    return other !== null && other !== undefined && other !== shipmentId;
  });
  if (taken >= 0) {
    throw new AppError(409, 'receipt_in_shipment', 'purchases.errors.receiptInShipment', { n: taken + 1 });
  }
  return wanted;
}

/** Writes the shipment's receipts and costs (replacing any before). */
async function writeParts(tx: Tx, id: string, receiptIds: string[], body: ShipmentBody) {
  await tx
    .update(purchaseReceipts)
    .set({ shipmentId: null })
    .where(
      and(
        eq(purchaseReceipts.shipmentId, id),
        receiptIds.length ? notInArray(purchaseReceipts.id, receiptIds) : undefined,
      ),
    );
  if (receiptIds.length) {
    await tx.update(purchaseReceipts).set({ shipmentId: id }).where(inArray(purchaseReceipts.id, receiptIds));
  }
  await tx.delete(purchaseShipmentCosts).where(eq(purchaseShipmentCosts.shipmentId, id));
  if (body.costs.length) {
    await tx.insert(purchaseShipmentCosts).values(
      body.costs.map((c, position) => ({
        shipmentId: id,
        position,
        kind: c.kind,
        label: c.label,
        amount: c.amount,
        currency: c.currency,
        date: c.date,
        allocation: c.allocation,
      })),
    );
  }
}

const fieldsOf = (body: ShipmentBody) => ({
  ...pick(body, FIELDS),
  searchText: normalizeSearch(
    [body.reference, body.transportDocument, body.carrier, body.notes].filter(Boolean).join(' '),
  ),
});

const journal = (body: ShipmentBody, receiptIds: string[]) => ({
  ...pick(body, ['mode', 'carrier', 'reference', 'transportDocument', 'departureDate', 'arrivalDate']),
  receipts: receiptIds.length,
  costs: body.costs.map((c) => `${c.kind} ${c.amount} ${c.currency} ${c.date} (${c.allocation})`),
});

export async function createShipment(
  ctx: ActionContext,
  body: ShipmentBody,
  say: Say,
): Promise<ShipmentDetail> {
  if (!body.companyId) {
    throw new AppError(
      400,
      'validation',
      'purchases.validation.company',
      {},
      {
        companyId: 'purchases.validation.company',
      },
    );
  }
  const companyId = body.companyId;
  return ctx.db.transaction(async (tx) => {
    await requireCompany(tx, ctx.auth, companyId);
    const receiptIds = await checkReceipts(tx, ctx.auth, companyId, body.receiptIds, null);
    const [row] = await tx
      .insert(purchaseShipments)
      .values({ companyId, ...fieldsOf(body), ...authoredValues(ctx.auth, new Date()) })
      .returning({ id: purchaseShipments.id });
    await writeParts(tx, row!.id, receiptIds, body);
    await audit(tx, ctx, 'shipment.create', {
      id: row!.id,
      label: body.reference,
      after: journal(body, receiptIds),
    });
    return (await readShipment(tx, ctx.auth, row!.id, say))!;
  });
}

async function lockShipment(tx: Tx, auth: AuthContext, id: string) {
  if (!(await lockRows(tx, purchaseShipments, visible(auth, id)))) throw notFound();
  const [row] = await tx.select().from(purchaseShipments).where(eq(purchaseShipments.id, id));
  return row!;
}

/** PATCH: the whole shipment again (fields, receipts, costs); its company never changes. */
export async function updateShipment(
  ctx: ActionContext,
  id: string,
  body: ShipmentBody,
  say: Say,
): Promise<ShipmentDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockShipment(tx, ctx.auth, id);
    if (body.companyId && body.companyId !== before.companyId) {
      throw new AppError(
        400,
        'validation',
        'purchases.errors.shipmentCompany',
        {},
        {
          companyId: 'purchases.errors.shipmentCompany',
        },
      );
    }
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.shipmentId, id));
    const receiptIds = await checkReceipts(tx, ctx.auth, before.companyId, body.receiptIds, id);
    await tx
      .update(purchaseShipments)
      .set({ ...fieldsOf(body), updatedAt: new Date() })
      .where(eq(purchaseShipments.id, id));
    await writeParts(tx, id, receiptIds, body);
    await audit(tx, ctx, 'shipment.update', {
      id,
      label: body.reference ?? before.reference,
      before: {
        ...pick(before, ['mode', 'carrier', 'reference', 'departureDate', 'arrivalDate']),
        receipts: Number(n),
      },
      after: journal(body, receiptIds),
    });
    return (await readShipment(tx, ctx.auth, id, say))!;
  });
}

/** DELETE: the shipment and its costs; its receipts stay, in no shipment. */
export async function deleteShipment(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockShipment(tx, ctx.auth, id);
    await tx.update(purchaseReceipts).set({ shipmentId: null }).where(eq(purchaseReceipts.shipmentId, id));
    await tx.delete(purchaseShipments).where(eq(purchaseShipments.id, id));
    await audit(tx, ctx, 'shipment.delete', {
      id,
      label: before.reference,
      before: pick(before, ['mode', 'carrier', 'reference', 'departureDate', 'arrivalDate']),
    });
  });
}
