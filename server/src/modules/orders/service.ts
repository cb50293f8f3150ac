/**
 * Orders (spec 001 §2 Orders, §3 Order and order item, §4, §5 Order): company-scoped list with
 * counters, creation with lines in one transaction (reference CMD-{year}-{NNN} from the counter
 * row, totals by orderTotals, status history, and the sourcing request made for the assignee),
 * status moves along the chain, edits of notes / dates / assignee, deletion of drafts, the
 * purchase-order PDF.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { convert, type CurrencyCode } from '@comptoir/core/currency';
import { add, decimal, toPlainString, round, type Decimal } from '@comptoir/core/money';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  canMoveOrder,
  orderTotals,
  type ListOrdersQuery,
  type ListOrdersResponse,
  type Order,
  type OrderBody,
  type OrderDetail,
  type OrderItemBody,
  type OrderPatch,
  type OrderStatus,
} from '@comptoir/core/modules/sales';
import { translate } from '@comptoir/core/i18n/index';
import type { Db } from '../../db/client';
import {
  clients,
  companies,
  demandeAssignees,
  demandes,
  orderItems,
  orderStatusHistory,
  orders,
  quotes,
  teamMembers,
  users,
} from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { cachedByRevision } from '../../platform/revision-cache';
import { recordAudit } from '../../platform/audit';
import { notFound, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { frenchDate, frenchQuantity, pdfMoney, renderPdf, type PdfDocumentSpec } from '../../platform/pdf';
import { currentRates, getBaseCurrency } from '../currency/service';
import {
  addDays,
  amountString,
  checkAmounts,
  checkProducts,
  clientRefColumns,
  documentListOrder,
  documentPageIds,
  lockDocument,
  documentListWhere,
  iso,
  nextDocumentNumber,
  orderSearchText,
  presentClient,
  readIssuer,
  requireClient,
  stateConflict,
  todayIso,
  trimQuantity,
  type ActionContext,
  type ClientInfo,
  type ClientRefRow,
  type Runner,
  type Tx,
} from './documents';

/** Days before the deadline of the request made for an order without expected delivery date. */
export const DEMANDE_DEFAULT_DAYS = 30;

const assignee = sql<string | null>`coalesce(nullif(${users.fullName}, ''), ${users.email})`;

const columns = {
  id: orders.id,
  reference: orders.reference,
  status: orders.status,
  currency: orders.currency,
  totalAmount: orders.totalAmount,
  notes: orders.notes,
  assignedTo: orders.assignedTo,
  assigneeName: assignee,
  expectedDeliveryDate: orders.expectedDeliveryDate,
  deliveryDate: orders.deliveryDate,
  quoteId: orders.quoteId,
  demandeId: orders.demandeId,
  isDemo: orders.isDemo,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  ...clientRefColumns,
  companyId: orders.companyId,
  companyName: companies.name,
};

interface OrderRow extends ClientRefRow {
  id: string;
  reference: string;
  status: string;
  currency: string;
  totalAmount: string;
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

function present(row: OrderRow): Order {
  return {
    id: row.id,
    reference: row.reference,
    client: presentClient(row),
    status: row.status as OrderStatus,
    totalAmount: { amount: amountString(row.totalAmount), currency: row.currency },
    notes: row.notes,
    assignedTo: row.assignedTo ? { id: row.assignedTo, name: row.assigneeName ?? '' } : null,
    expectedDeliveryDate: row.expectedDeliveryDate,
    deliveryDate: row.deliveryDate,
    quoteId: row.quoteId,
    demandeId: row.demandeId,
    isDemo: Boolean(row.isDemo),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function baseSelect(db: Runner) {
  return db
    .select(columns)
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .innerJoin(companies, eq(companies.id, orders.companyId))
    .leftJoin(users, eq(users.id, orders.assignedTo));
}

async function readRow(db: Runner, auth: AuthContext | null, id: string): Promise<OrderRow | undefined> {
  const [row] = await baseSelect(db)
    .where(and(eq(orders.id, id), auth ? companyScope(auth, orders.companyId) : undefined))
    .limit(1);
  return row as OrderRow | undefined;
}

async function readDetail(
  db: Runner,
  auth: AuthContext | null,
  id: string,
): Promise<OrderDetail | undefined> {
  const row = await readRow(db, auth, id);
  if (!row) return undefined;
  const [items, history] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.position)),
    db
      .select({
        status: orderStatusHistory.status,
        changedAt: orderStatusHistory.changedAt,
        changedBy: assignee,
      })
      .from(orderStatusHistory)
      .leftJoin(users, eq(users.id, orderStatusHistory.changedBy))
      .where(eq(orderStatusHistory.orderId, id))
      .orderBy(asc(orderStatusHistory.changedAt), asc(orderStatusHistory.id)),
  ]);
  return {
    ...present(row),
    items: items.map((i) => ({
      id: i.id,
      productId: i.productId,
      productName: i.productName,
      description: i.description,
      quantity: trimQuantity(i.quantity),
      unitPrice: amountString(i.unitPrice),
      totalPrice: amountString(i.totalPrice),
    })),
    history: history.map((h) => ({
      status: h.status as OrderStatus,
      changedAt: iso(h.changedAt),
      changedBy: h.changedBy,
    })),
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

// ---------------------------------------------------------------------------------------------
// List

function listWhere(auth: AuthContext, query: ListOrdersQuery, withFilters: boolean): SQL | undefined {
  return documentListWhere(auth, orders, query, withFilters);
}

function listOrder(query: ListOrdersQuery): SQL[] {
  const key = {
    createdAt: sql`${orders.createdAt}`,
    reference: sql`${orders.reference}`,
    totalAmount: sql`${orders.totalAmount}`,
    status: sql`${orders.status}`,
    clientName: sql`lower(${clients.name})`,
  }[query.sort];
  return documentListOrder(orders, key, query.order);
}

/** Sum of per-currency amounts converted into `to`; null when one of them has no rate. */
export async function sumInCurrency(
  db: Runner,
  sums: readonly { currency: string; amount: string }[],
  to: string,
): Promise<string | null> {
  const nonZero = sums.filter((s) => decimal(amountString(s.amount)).units !== 0n);
  const rates = nonZero.some((s) => s.currency !== to) ? await currentRates(db) : [];
  let total: Decimal = { units: 0n, scale: 2 };
  for (const s of nonZero) {
    const converted = convert(rates, amountString(s.amount), s.currency, to);
    if (converted.unavailable) return null;
    total = add(total, decimal(converted.amount));
  }
  return toPlainString(round(total, 2));
}

/** One page of the list: its ids first (documentPageIds), then only those rows joined. */
function pageRows(db: Db, where: SQL | undefined, query: ListOrdersQuery) {
  const page = documentPageIds(db, orders, where, listOrder(query), query);
  return baseSelect(db)
    .where(inArray(orders.id, page))
    .orderBy(...listOrder(query));
}

export async function listOrders(
  db: Db,
  auth: AuthContext,
  query: ListOrdersQuery,
): Promise<ListOrdersResponse> {
  const where = listWhere(auth, query, true);
  const scope = listWhere(auth, query, false);
  const q = normalizeSearch(query.q ?? '');
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  const [rows, groups, filteredTotal, base] = await Promise.all([
    pageRows(db, where, query),
    // The counters and the value in one pass over the scope: counts and sums by status and
    // currency, cached by data revision (revision-cache; the conversion below is not cached).
    cachedByRevision(db, 'sales', JSON.stringify(['orders.counters', who, query.clientId ?? null]), () =>
      db
        .select({
          status: orders.status,
          currency: orders.currency,
          n: count(),
          amount: sql<string>`sum(${orders.totalAmount})::text`,
        })
        .from(orders)
        .where(scope)
        .groupBy(orders.status, orders.currency),
    ),
    // A search's count (a status alone is counted from the groups above), cached the same way.
    q
      ? cachedByRevision(
          db,
          'sales',
          JSON.stringify(['orders.count', who, query.clientId ?? null, q, query.status ?? null]),
          () => db.select({ n: count() }).from(orders).where(where),
        )
      : undefined,
    getBaseCurrency(db, auth.user.id),
  ]);
  const counts = { total: 0, pending: 0, shipped: 0, delivered: 0 };
  let inStatus = 0;
  const byCurrency = new Map<string, Decimal>();
  for (const g of groups) {
    const n = Number(g.n);
    counts.total += n;
    if (g.status === query.status) inStatus += n;
    if (g.status === 'pending' || g.status === 'shipped' || g.status === 'delivered') counts[g.status] += n;
    if (g.status === 'cancelled') continue;
    const sum = decimal(amountString(g.amount));
    const before = byCurrency.get(g.currency);
    byCurrency.set(g.currency, before ? add(before, sum) : sum);
  }
  const sums = [...byCurrency].map(([currency, amount]) => ({ currency, amount: toPlainString(amount) }));
  const amount = await sumInCurrency(db, sums, base);
  return {
    items: (rows as OrderRow[]).map(present),
    total: filteredTotal ? Number(filteredTotal[0]?.n ?? 0) : query.status ? inStatus : counts.total,
    page: query.page,
    pageSize: query.pageSize,
    counters: {
      ...counts,
      totalAmount: amount === null ? null : { amount, currency: base },
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Writing

export interface NewOrder {
  client: ClientInfo;
  /** The company the order belongs to (the client's, or the converted quote's). */
  companyId: string;
  status: OrderStatus;
  assignedTo: string | null;
  expectedDeliveryDate: string | null;
  currency: string;
  notes: string | null;
  items: readonly Pick<
    OrderItemBody,
    'productId' | 'productName' | 'description' | 'quantity' | 'unitPrice'
  >[];
  quoteId?: string | null;
  isDemo?: boolean;
  /** Creation time (demo data places orders in the past). */
  at?: Date;
}

async function checkAssignee(
  tx: Runner,
  userId: string | null,
): Promise<{ id: string; name: string } | null> {
  if (!userId) return null;
  const [row] = await tx
    .select({ id: users.id, name: assignee })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw validationFailed({ assignedTo: 'orders.errors.assigneeUnknown' });
  return { id: row.id, name: row.name ?? '' };
}

/**
 * The sourcing request made for an order with an assignee (spec §4): pending, priority medium,
 * category 'Commercial', deadline the expected delivery date or 30 days from today, described by
 * the order's lines, assigned to the user's team member when there is one. Stored in French, like
 * the order it comes from.
 */
async function createOrderDemande(
  tx: Tx,
  auth: AuthContext | null,
  order: {
    reference: string;
    clientName: string;
    assignedTo: string;
    expectedDeliveryDate: string | null;
    items: readonly { productName: string; description: string; quantity: string }[];
    isDemo: boolean;
  },
): Promise<string> {
  const fr = (key: string, values: Record<string, string> = {}) => translate('fr', key, values);
  const lines = order.items.map((i) =>
    fr('orders.demande.line', {
      name: i.description ? `${i.productName} (${i.description})` : i.productName,
      quantity: frenchQuantity(i.quantity),
    }),
  );
  const description = [
    fr('orders.demande.intro', { reference: order.reference, client: order.clientName }),
    ...lines,
    ...(order.expectedDeliveryDate
      ? [fr('orders.demande.deliveryDate', { date: frenchDate(order.expectedDeliveryDate) })]
      : []),
  ].join('\n');
  const [inserted] = await tx
    .insert(demandes)
    .values({
      title: fr('orders.demande.title', { reference: order.reference }),
      description,
      category: 'Commercial',
      priority: 'medium',
      status: 'pending',
      deadline: order.expectedDeliveryDate ?? addDays(todayIso(), DEMANDE_DEFAULT_DAYS),
      client: order.clientName,
      orderReference: order.reference,
      isDemo: order.isDemo,
      createdBy: auth?.user.id ?? null,
    })
    .returning({ id: demandes.id });
  const demandeId = inserted!.id;
  const [member] = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(eq(teamMembers.userId, order.assignedTo))
    .limit(1);
  if (member) await tx.insert(demandeAssignees).values({ demandeId, memberId: member.id, position: 0 });
  return demandeId;
}

/**
 * Inserts an order with its lines, its first history entry and, with an assignee, its sourcing
 * request, inside the caller's transaction (order creation and quote conversion). Returns the id
 * and the request made, if any.
 */
export async function insertOrder(
  tx: Tx,
  request: FastifyRequest | null,
  auth: AuthContext | null,
  input: NewOrder,
): Promise<{ id: string; reference: string; demandeId: string | null }> {
  await checkProducts(tx, input.items, 'orders.errors.productUnknown');
  await checkAssignee(tx, input.assignedTo);
  const totals = orderTotals(input.items);
  checkAmounts(totals.lines, [totals.totalAmount], 'orders.errors.amountTooLarge');
  const at = input.at ?? new Date();
  const reference = await nextDocumentNumber(tx, 'CMD', at);
  const [inserted] = await tx
    .insert(orders)
    .values({
      reference,
      clientId: input.client.id,
      companyId: input.companyId,
      status: input.status,
      currency: input.currency,
      totalAmount: totals.totalAmount,
      notes: input.notes,
      assignedTo: input.assignedTo,
      expectedDeliveryDate: input.expectedDeliveryDate,
      deliveryDate: input.status === 'delivered' ? todayIso(at) : null,
      quoteId: input.quoteId ?? null,
      searchText: orderSearchText({
        reference,
        clientName: input.client.name,
        companyName: input.client.companyName,
      }),
      isDemo: input.isDemo ?? false,
      createdBy: auth?.user.id ?? null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  const id = inserted!.id;
  await tx.insert(orderItems).values(
    input.items.map((item, position) => ({
      orderId: id,
      position,
      productId: item.productId,
      productName: item.productName,
      description: item.description,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
      totalPrice: totals.lines[position]!,
    })),
  );
  await tx
    .insert(orderStatusHistory)
    .values({ orderId: id, status: input.status, changedBy: auth?.user.id ?? null, changedAt: at });
  let demandeId: string | null = null;
  if (input.assignedTo) {
    demandeId = await createOrderDemande(tx, auth, {
      reference,
      clientName: input.client.name,
      assignedTo: input.assignedTo,
      expectedDeliveryDate: input.expectedDeliveryDate,
      items: input.items,
      isDemo: input.isDemo ?? false,
    });
    await tx.update(orders).set({ demandeId }).where(eq(orders.id, id));
  }
  if (request) {
    await recordAudit(tx, request, auth, {
      action: 'order.create',
      targetType: 'order',
      targetId: id,
      targetLabel: reference,
      after: {
        client: input.client.name,
        status: input.status,
        currency: input.currency,
        totalAmount: totals.totalAmount,
        lines: input.items.length,
        assignedTo: input.assignedTo,
        quoteId: input.quoteId ?? null,
        demandeId,
      },
    });
  }
  return { id, reference, demandeId };
}

export async function createOrder(
  ctx: ActionContext,
  body: OrderBody,
): Promise<{ order: OrderDetail; demandeId: string | null }> {
  const currency: CurrencyCode = body.currency ?? (await getBaseCurrency(ctx.db, ctx.auth.user.id));
  return ctx.db.transaction(async (tx) => {
    const client = await requireClient(tx, ctx.auth, body.clientId, 'orders.errors.clientUnknown');
    const created = await insertOrder(tx, ctx.request, ctx.auth, {
      client,
      companyId: client.companyId,
      status: body.status,
      assignedTo: body.assignedTo,
      expectedDeliveryDate: body.expectedDeliveryDate,
      currency,
      notes: body.notes,
      items: body.items,
    });
    return { order: (await readDetail(tx, ctx.auth, created.id))!, demandeId: created.demandeId };
  });
}

/** Locks an order the user may see for this transaction; 404 otherwise. */
async function lockOrder(tx: Tx, auth: AuthContext, id: string): Promise<OrderRow> {
  await lockDocument(tx, auth, orders, id);
  return (await readRow(tx, auth, id))!;
}

const statusLabel = (request: FastifyRequest, status: string) => t(request, `orders.status.${status}`);

function snapshot(row: OrderRow) {
  return {
    status: row.status,
    notes: row.notes,
    assignedTo: row.assignedTo,
    expectedDeliveryDate: row.expectedDeliveryDate,
    deliveryDate: row.deliveryDate,
    demandeId: row.demandeId,
  };
}

/**
 * PATCH: notes, expected delivery date, assignee. Giving an assignee to an order that has no
 * sourcing request yet creates it, as creation would have.
 */
export async function updateOrder(
  ctx: ActionContext,
  id: string,
  patch: OrderPatch,
): Promise<{ order: OrderDetail; demandeId: string | null }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    const set: Partial<typeof orders.$inferInsert> = { updatedAt: new Date() };
    if (patch.notes !== undefined) set.notes = patch.notes;
    if (patch.expectedDeliveryDate !== undefined) set.expectedDeliveryDate = patch.expectedDeliveryDate;
    if (patch.assignedTo !== undefined) {
      await checkAssignee(tx, patch.assignedTo);
      set.assignedTo = patch.assignedTo;
    }
    let demandeId: string | null = null;
    if (patch.assignedTo && !before.demandeId) {
      const items = await tx
        .select({
          productName: orderItems.productName,
          description: orderItems.description,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, id))
        .orderBy(asc(orderItems.position));
      demandeId = await createOrderDemande(tx, ctx.auth, {
        reference: before.reference,
        clientName: before.clientName,
        assignedTo: patch.assignedTo,
        expectedDeliveryDate: set.expectedDeliveryDate ?? before.expectedDeliveryDate,
        items,
        isDemo: before.isDemo,
      });
      set.demandeId = demandeId;
    }
    await tx.update(orders).set(set).where(eq(orders.id, id));
    const after = (await readRow(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'order.update',
      targetType: 'order',
      targetId: id,
      targetLabel: before.reference,
      before: snapshot(before),
      after: snapshot(after),
    });
    return { order: (await readDetail(tx, ctx.auth, id))!, demandeId };
  });
}

/** POST /api/orders/:id/status: forward along the chain, or cancel before delivery; 409 otherwise. */
export async function moveOrder(
  ctx: ActionContext,
  id: string,
  body: { status: OrderStatus; deliveryDate?: string | null | undefined },
): Promise<OrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    const from = before.status as OrderStatus;
    if (!canMoveOrder(from, body.status)) {
      throw stateConflict('invalid_transition', 'orders.errors.cannotMove', {
        from: statusLabel(ctx.request, from),
        to: statusLabel(ctx.request, body.status),
      });
    }
    const now = new Date();
    await tx
      .update(orders)
      .set({
        status: body.status,
        updatedAt: now,
        ...(body.status === 'delivered' ? { deliveryDate: body.deliveryDate ?? todayIso(now) } : {}),
      })
      .where(eq(orders.id, id));
    await tx
      .insert(orderStatusHistory)
      .values({ orderId: id, status: body.status, changedBy: ctx.auth.user.id, changedAt: now });
    const after = (await readRow(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'order.status',
      targetType: 'order',
      targetId: id,
      targetLabel: before.reference,
      before: snapshot(before),
      after: snapshot(after),
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Deletes a draft order (its lines and history go with it); 409 for any other status. */
export async function deleteOrder(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockOrder(tx, ctx.auth, id);
    if (before.status !== 'draft') {
      throw stateConflict('invalid_state', 'orders.errors.cannotDelete', {
        status: statusLabel(ctx.request, before.status),
      });
    }
    await tx.delete(orders).where(eq(orders.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'order.delete',
      targetType: 'order',
      targetId: id,
      targetLabel: before.reference,
      before: { ...snapshot(before), client: before.clientName, totalAmount: before.totalAmount },
    });
  });
}

// ---------------------------------------------------------------------------------------------
// PDF

/** The purchase order ('bon de commande') as a PDF, in French. */
export async function orderPdf(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<{ buffer: Buffer; fileName: string }> {
  const order = await getOrder(db, auth, id);
  const issuer = await readIssuer(db);
  const [quote] = order.quoteId
    ? await db.select({ number: quotes.number }).from(quotes).where(eq(quotes.id, order.quoteId)).limit(1)
    : [];
  const fr = (key: string, values: Record<string, string | number> = {}) => translate('fr', key, values);
  const money = (amount: string) => pdfMoney(amount, order.totalAmount.currency);
  const spec: PdfDocumentSpec = {
    title: fr('orders.pdf.title'),
    issuer,
    meta: [
      { label: fr('orders.pdf.reference'), value: order.reference },
      { label: fr('orders.pdf.date'), value: frenchDate(order.createdAt) },
      ...(order.expectedDeliveryDate
        ? [{ label: fr('orders.pdf.expectedDelivery'), value: frenchDate(order.expectedDeliveryDate) }]
        : []),
      ...(order.deliveryDate
        ? [{ label: fr('orders.pdf.deliveredOn'), value: frenchDate(order.deliveryDate) }]
        : []),
      { label: fr('orders.pdf.status'), value: fr(`orders.status.${order.status}`) },
      ...(quote ? [{ label: fr('orders.pdf.fromQuote'), value: quote.number }] : []),
    ],
    party: {
      heading: fr('orders.pdf.client'),
      lines: partyLines(order.client),
    },
    tableNote: fr('orders.pdf.currency', { currency: order.totalAmount.currency }),
    columns: [
      { header: fr('orders.pdf.designation'), width: '*' },
      { header: fr('orders.pdf.quantity'), width: 50, align: 'right' },
      { header: fr('orders.pdf.unitPrice'), width: 80, align: 'right' },
      { header: fr('orders.pdf.lineTotal'), width: 85, align: 'right' },
    ],
    rows: order.items.map((i) => [
      { text: i.productName, detail: i.description || undefined },
      frenchQuantity(i.quantity),
      money(i.unitPrice),
      money(i.totalPrice),
    ]),
    totals: [{ label: fr('orders.pdf.total'), value: money(order.totalAmount.amount), strong: true }],
    sections: [{ title: fr('orders.pdf.notes'), text: order.notes ?? '' }],
    footer: (page, pages) =>
      `${issuer.name} · ${order.reference} · ${fr('orders.pdf.page', { page, pages })}`,
    info: {
      title: `${fr('orders.pdf.title')} ${order.reference}`,
      author: issuer.name,
      subject: order.client.name,
    },
  };
  return {
    buffer: await renderPdf(spec),
    fileName: fr('orders.pdf.fileName', { reference: order.reference }),
  };
}

/** Name, company, address lines, e-mail, phone: the client block of a document. */
export function partyLines(client: {
  name: string;
  companyName: string;
  address: string | null;
  email: string | null;
  phone: string | null;
}): string[] {
  return [
    client.name,
    client.companyName,
    ...(client.address ?? '').split('\n').map((l) => l.trim()),
    client.email ?? '',
    client.phone ?? '',
  ].filter(Boolean);
}
