/**
 * Outgoing drafts: made from an order (confirmed, shipped or delivered; all that is left to
 * invoice, or chosen lines and quantities, never beyond what is left), from an accepted quote, or
 * blank for a client. A draft has no number; it is edited and deleted freely until it is issued,
 * after which every change is refused with 409 (a correction is a credit note).
 */
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { canonicalRate, documentAmounts, partNet } from '@comptoir/core/line-amounts';
import {
  type CreateInvoiceBody,
  type InvoiceDetail,
  type InvoiceLineBody,
  type InvoicePatch,
} from '@comptoir/core/modules/invoices';
import { add, addAmounts, compare, decimal, subtract, toPlainString } from '@comptoir/core/money';
import {
  companyProfiles,
  invoiceLines,
  invoiceStatusHistory,
  invoices,
  orderItems,
  orders,
  quoteItems,
  quotes,
} from '../../db/schema/index';
import { companyScope } from '../../platform/access';
import { AppError, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { frenchQuantity } from '../../platform/pdf';
import { checkAmounts, checkProducts } from '../sales/guards';
import { findClient } from '../sales/clients';
import { stateConflict } from '../sales/states';
import { readInvoiceDetail, requireInvoiceRow, type InvoiceRow } from './read';
import { amountString, auditFor, pick } from '../../platform/service';
import type { ActionContext, Runner, Tx } from '../../platform/service';
import { presentLine, trimNumber } from '../sales/lines';

const audit = auditFor('invoice');

const INVOICEABLE_ORDER_STATUSES = ['confirmed', 'shipped', 'delivered'];

/** The buyer as printed: the client's company (the legal entity), its address and VAT number. */
export interface Party {
  clientId: string;
  companyId: string;
  partyName: string;
  partyAddress: string | null;
  partyVatNumber: string | null;
  partyEmail: string | null;
  partySiren: string | null;
  partySiret: string | null;
  contactName: string;
}

export async function partyOfClient(db: Runner, clientId: string): Promise<Party | undefined> {
  const client = await findClient(db, null, clientId);
  if (!client) return undefined;
  const [profile] = await db
    .select(pick(companyProfiles, ['address', 'vatNumber', 'siren', 'siret']))
    .from(companyProfiles)
    .where(eq(companyProfiles.companyId, client.companyId))
    .limit(1);
  return {
    clientId: client.id,
    companyId: client.companyId,
    partyName: client.companyName,
    partyAddress: profile?.address?.trim() || client.address?.trim() || null,
    partyVatNumber: profile?.vatNumber?.replace(/\s/g, '').toUpperCase() || null,
    partyEmail: client.email?.trim() || null,
    partySiren: profile?.siren || null,
    partySiret: profile?.siret || null,
    contactName: client.name,
  };
}

export function searchTextOf(parts: {
  number: string | null;
  partyName: string;
  contactName?: string | null;
  orderReference: string | null;
}): string {
  return normalizeSearch(
    [parts.number, parts.partyName, parts.contactName, parts.orderReference].filter(Boolean).join(' '),
  );
}

const statusLabel = (request: FastifyRequest, status: string) => t(request, `invoices.status.${status}`);

// ---------------------------------------------------------------------------------------------
// What an order has left to invoice

/**
 * Quantity and net already invoiced per order line: the lines of invoices (drafts included, so
 * that two drafts cannot both take the same goods) minus the lines of credit notes, leaving out
 * one invoice being edited.
 */
export async function invoicedQuantities(
  db: Runner,
  orderItemIds: readonly string[],
  excludeInvoiceId?: string,
): Promise<Map<string, { quantity: string; net: string }>> {
  const out = new Map<string, { quantity: string; net: string }>();
  if (orderItemIds.length === 0) return out;
  const sign = sql`case when ${invoices.kind} = 'credit_note' then -1 else 1 end`;
  const rows = await db
    .select({
      orderItemId: invoiceLines.orderItemId,
      quantity: sql<string>`sum(${sign} * ${invoiceLines.quantity})::text`,
      net: sql<string>`sum(${sign} * ${invoiceLines.totalPrice})::text`,
    })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(
      and(
        inArray(invoiceLines.orderItemId, [...orderItemIds]),
        excludeInvoiceId ? ne(invoices.id, excludeInvoiceId) : undefined,
      ),
    )
    .groupBy(invoiceLines.orderItemId);
  for (const r of rows) {
    if (r.orderItemId) out.set(r.orderItemId, { quantity: trimNumber(r.quantity), net: amountString(r.net) });
  }
  return out;
}

export interface OrderLineLeft {
  id: string;
  productId: string | null;
  productName: string;
  description: string;
  ordered: string;
  invoiced: string;
  remaining: string;
  unitPrice: string;
  discount: string;
  taxRate: string;
  /** The order line's net amount, and the part of it already invoiced. */
  net: string;
  invoicedNet: string;
}

/** The identity of the other party as printed: copied at creation and again at issue. */
export const PARTY_IDENTITY_FIELDS = [
  'partyName',
  'partyAddress',
  'partyVatNumber',
  'partyEmail',
  'partySiren',
  'partySiret',
] as const;

/** The columns naming the other party of an invoice (its client and the identity printed). */
export const PARTY_FIELDS = ['clientId', 'companyId', ...PARTY_IDENTITY_FIELDS] as const;

/** What a draft's body sets as it is, at creation and by a PATCH. */
const DRAFT_FIELDS = [
  'serviceDate',
  'dueDate',
  'paymentTerms',
  'vatExemption',
  'notes',
  'deliveryAddress',
  'operationNature',
] as const;

/** The columns of an invoice line copied as they are from what the line was made from. */
export const LINE_FIELDS = [
  'orderItemId',
  'productId',
  'description',
  'detail',
  'quantity',
  'unitPrice',
  'discount',
] as const;

export async function orderLinesLeft(db: Runner, orderId: string, excludeInvoiceId?: string) {
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.position));
  const invoiced = await invoicedQuantities(
    db,
    items.map((i) => i.id),
    excludeInvoiceId,
  );
  return items.map<OrderLineLeft>((i) => {
    const done = invoiced.get(i.id) ?? { quantity: '0', net: '0.00' };
    const left = subtract(decimal(trimNumber(i.quantity)), decimal(done.quantity));
    const line = presentLine(i);
    return {
      ...pick(line, ['id', 'productId', 'productName', 'description', 'unitPrice', 'discount', 'taxRate']),
      ordered: line.quantity,
      invoiced: done.quantity,
      remaining: left.units > 0n ? trimNumber(toPlainString(left)) : '0',
      net: line.totalPrice,
      invoicedNet: done.net,
    };
  });
}

/** A 400 on a line's quantity whose message names what is left. */
function quantityError(i: number, remaining: string): AppError {
  const error = new AppError(
    400,
    'validation',
    'invoices.validation.orderQuantity',
    { n: i + 1, remaining: frenchQuantity(remaining) },
    { [`items.${i}.quantity`]: 'invoices.validation.orderQuantityLine' },
  );
  return error;
}

// ---------------------------------------------------------------------------------------------
// Writing

interface DraftContent {
  party: Party;
  orderId: string | null;
  orderReference: string | null;
  quoteId: string | null;
  currency: string;
  serviceDate: string | null;
  dueDate: string | null;
  paymentTerms: string | null;
  vatExemption: string | null;
  notes: string | null;
  deliveryAddress?: string | null;
  operationNature?: string | null;
  items: readonly InvoiceLineBody[];
}

function checkExemption(items: readonly { taxRate: string }[], vatExemption: string | null): void {
  if (!vatExemption && items.some((i) => decimal(i.taxRate).units === 0n)) {
    throw validationFailed({ vatExemption: 'invoices.validation.exemptionRequired' });
  }
}

function totalsOf(items: readonly (InvoiceLineBody & { net?: string })[]) {
  const totals = documentAmounts(items);
  checkAmounts(
    totals.lines,
    [totals.subtotal, totals.taxAmount, totals.totalAmount],
    'invoices.errors.amountTooLarge',
  );
  return totals;
}

async function writeLines(
  tx: Tx,
  invoiceId: string,
  items: readonly InvoiceLineBody[],
  lines: readonly string[],
) {
  if (items.length === 0) return;
  // Large invoices (500 lines and more) go in chunks: one statement per 500 lines.
  for (let start = 0; start < items.length; start += 500) {
    await tx.insert(invoiceLines).values(
      items.slice(start, start + 500).map((item, k) => ({
        invoiceId,
        position: start + k,
        ...pick(item, LINE_FIELDS),
        taxRate: canonicalRate(item.taxRate),
        totalPrice: lines[start + k]!,
      })),
    );
  }
}

async function insertDraft(tx: Tx, ctx: ActionContext | null, content: DraftContent, isDemo = false) {
  await checkProducts(tx, content.items, 'invoices.errors.productUnknown');
  checkExemption(content.items, content.vatExemption);
  const totals = totalsOf(content.items);
  const now = new Date();
  const [row] = await tx
    .insert(invoices)
    .values({
      direction: 'outgoing',
      kind: 'invoice',
      status: 'draft',
      clientId: content.party.clientId,
      companyId: content.party.companyId,
      ...pick(content.party, PARTY_IDENTITY_FIELDS),
      deliveryAddress: content.deliveryAddress ?? null,
      operationNature: content.operationNature ?? null,
      ...pick(content, [
        'orderId',
        'orderReference',
        'quoteId',
        'serviceDate',
        'dueDate',
        'paymentTerms',
        'vatExemption',
        'notes',
        'currency',
      ]),
      subtotal: totals.subtotal,
      taxAmount: totals.taxAmount,
      totalAmount: totals.totalAmount,
      searchText: searchTextOf({ number: null, ...content.party, orderReference: content.orderReference }),
      isDemo,
      createdBy: ctx?.auth.user.id ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await writeLines(tx, row!.id, content.items, totals.lines);
  await tx
    .insert(invoiceStatusHistory)
    .values({ invoiceId: row!.id, status: 'draft', changedBy: ctx?.auth.user.id ?? null, changedAt: now });
  return row!;
}

/** The lines of an order a new invoice takes: the selection, or everything left to invoice. */
function orderItemsToInvoice(body: CreateInvoiceBody, left: readonly OrderLineLeft[]): InvoiceLineBody[] {
  const pick = (line: OrderLineLeft, quantity: string): InvoiceLineBody => ({
    orderItemId: line.id,
    productId: line.productId,
    description: line.productName,
    detail: line.description,
    quantity,
    unitPrice: line.unitPrice,
    discount: line.discount,
    taxRate: line.taxRate,
  });
  if (body.orderLines) {
    const byId = new Map(left.map((l) => [l.id, l]));
    return body.orderLines.map((sel, i) => {
      const line = byId.get(sel.orderItemId);
      if (!line)
        throw validationFailed({ [`orderLines.${i}.orderItemId`]: 'invoices.validation.orderLineUnknown' });
      return pick(line, sel.quantity ?? line.remaining);
    });
  }
  return left.filter((l) => l.remaining !== '0').map((l) => pick(l, l.remaining));
}

/**
 * Each line taken from an order line with its net fixed by `partNet`: the part that takes the
 * rest of an order line makes the invoiced parts add up to the order line to the cent.
 */
export function withOrderNets<T extends InvoiceLineBody>(
  items: readonly T[],
  left: readonly OrderLineLeft[],
): (T & { net?: string })[] {
  const byId = new Map(left.map((l) => [l.id, l]));
  const taken = new Map<string, { quantity: string; net: string }>();
  return items.map((item) => {
    const line = item.orderItemId ? byId.get(item.orderItemId) : undefined;
    if (!line) return item;
    const before = taken.get(line.id) ?? { quantity: line.invoiced, net: line.invoicedNet };
    const net = partNet(
      item,
      { quantity: line.ordered, ...pick(line, ['unitPrice', 'discount', 'net']) },
      before,
    );
    taken.set(line.id, {
      quantity: addAmounts3(before.quantity, item.quantity),
      net: addAmounts(before.net, net),
    });
    return { ...item, net };
  });
}

/** Sum of two quantities (3 decimals). */
const addAmounts3 = (a: string, b: string) => trimNumber(toPlainString(add(decimal(a), decimal(b))));

/** POST /api/invoices. */
export async function createDraft(ctx: ActionContext, body: CreateInvoiceBody): Promise<InvoiceDetail> {
  const sources = [body.orderId, body.quoteId].filter(Boolean).length;
  if (sources > 1) throw validationFailed({ orderId: 'invoices.validation.source' });
  const row = await ctx.db.transaction(async (tx) => {
    let content: DraftContent;
    const extra = body.items ?? [];
    if (body.orderId) {
      const [order] = await tx
        .select(
          pick(orders, ['id', 'reference', 'status', 'clientId', 'companyId', 'currency', 'deliveryDate']),
        )
        .from(orders)
        .where(and(eq(orders.id, body.orderId), companyScope(ctx.auth, orders.companyId)))
        .for('update');
      if (!order) throw validationFailed({ orderId: 'invoices.errors.orderUnknown' });
      if (!INVOICEABLE_ORDER_STATUSES.includes(order.status)) {
        throw stateConflict('invalid_state', 'invoices.errors.orderStatus', {
          status: t(ctx.request, `orders.status.${order.status}`),
        });
      }
      const left = await orderLinesLeft(tx, order.id);
      const items = withOrderNets([...orderItemsToInvoice(body, left), ...extra], left);
      if (items.length === 0) throw stateConflict('fully_invoiced', 'invoices.errors.orderFullyInvoiced', {});
      checkOrderLines(items, left);
      const party = (await partyOfClient(tx, order.clientId))!;
      content = {
        ...base(body),
        party: { ...party, companyId: order.companyId },
        orderId: order.id,
        orderReference: order.reference,
        quoteId: null,
        currency: order.currency,
        serviceDate: body.serviceDate ?? order.deliveryDate,
        items,
      };
    } else if (body.quoteId) {
      const [quote] = await tx
        .select()
        .from(quotes)
        .where(and(eq(quotes.id, body.quoteId), companyScope(ctx.auth, quotes.companyId)))
        .limit(1);
      if (!quote) throw validationFailed({ quoteId: 'invoices.errors.quoteUnknown' });
      if (quote.status !== 'accepted') {
        throw stateConflict('invalid_state', 'invoices.errors.quoteStatus', {
          status: t(ctx.request, `quotes.status.${quote.status}`),
        });
      }
      const lines = await tx
        .select()
        .from(quoteItems)
        .where(eq(quoteItems.quoteId, quote.id))
        .orderBy(asc(quoteItems.position));
      const party = (await partyOfClient(tx, quote.clientId))!;
      content = {
        ...base(body),
        party: { ...party, companyId: quote.companyId },
        orderId: null,
        orderReference: null,
        quoteId: quote.id,
        currency: quote.currency,
        paymentTerms: body.paymentTerms ?? quote.paymentTerms,
        items: [
          ...lines.map<InvoiceLineBody>((row) => {
            const l = presentLine(row);
            return {
              orderItemId: null,
              productId: l.productId,
              description: l.productName,
              detail: l.description,
              ...pick(l, ['quantity', 'unitPrice', 'discount', 'taxRate']),
            };
          }),
          ...extra,
        ],
      };
      checkOrderLines(content.items, []);
    } else {
      if (!body.clientId) throw validationFailed({ clientId: 'invoices.validation.clientRequired' });
      const client = await findClient(tx, ctx.auth, body.clientId);
      if (!client) throw validationFailed({ clientId: 'invoices.errors.clientUnknown' });
      if (extra.length === 0) throw validationFailed({ items: 'invoices.validation.itemsRequired' });
      checkOrderLines(extra, []);
      content = {
        ...base(body),
        party: (await partyOfClient(tx, client.id))!,
        orderId: null,
        orderReference: null,
        quoteId: null,
        items: extra,
      };
    }
    const created = await insertDraft(tx, ctx, content);
    await audit(tx, ctx, 'invoice.create', {
      id: created.id,
      label: created.partyName,
      after: snapshot(created),
    });
    return created;
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, row.id))!;
}

function base(body: CreateInvoiceBody) {
  return {
    currency: body.currency ?? 'EUR',
    ...pick(body, DRAFT_FIELDS),
  };
}

/** Lines naming an order line need the order; their quantities must fit what is left. */
function checkOrderLines(items: readonly InvoiceLineBody[], left: readonly OrderLineLeft[]): void {
  const byId = new Map(left.map((l) => [l.id, l]));
  const asked = new Map<string, ReturnType<typeof decimal>>();
  items.forEach((item, i) => {
    if (!item.orderItemId) return;
    const line = byId.get(item.orderItemId);
    if (!line) throw validationFailed({ [`items.${i}.orderItemId`]: 'invoices.validation.orderLineUnknown' });
    const previous = asked.get(item.orderItemId);
    const q = decimal(item.quantity);
    const total = previous ? subtract(q, { units: -previous.units, scale: previous.scale }) : q;
    asked.set(item.orderItemId, total);
    if (compare(total, decimal(line.remaining)) > 0) throw quantityError(i, line.remaining);
  });
}

export function snapshot(row: InvoiceRow) {
  return {
    number: row.number,
    status: row.status,
    party: row.partyName,
    currency: row.currency,
    totalAmount: amountString(row.totalAmount),
    orderReference: row.orderReference,
  };
}

/** Locks a draft the user may see; 409 once issued. */
export async function lockDraft(
  tx: Tx,
  ctx: ActionContext,
  id: string,
  messageKey = 'invoices.errors.notDraft',
) {
  const row = await requireInvoiceRow(tx, ctx.auth, id, true);
  if (row.status !== 'draft') {
    throw stateConflict('invoice_issued', messageKey, { status: statusLabel(ctx.request, row.status) });
  }
  return row;
}

/** PATCH /api/invoices/:id (drafts only). */
export async function updateDraft(
  ctx: ActionContext,
  id: string,
  patch: InvoicePatch,
): Promise<InvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockDraft(tx, ctx, id);
    const changes: Partial<typeof invoices.$inferInsert> = { updatedAt: new Date() };
    if (patch.clientId !== undefined && patch.clientId !== before.clientId) {
      if (before.orderId || before.quoteId) throw validationFailed({ clientId: 'errors.invalidValue' });
      const client = await findClient(tx, ctx.auth, patch.clientId);
      if (!client) throw validationFailed({ clientId: 'invoices.errors.clientUnknown' });
      const party = (await partyOfClient(tx, client.id))!;
      Object.assign(changes, {
        ...pick(party, PARTY_FIELDS),
        searchText: searchTextOf({ number: null, ...party, orderReference: before.orderReference }),
      });
    }
    for (const key of ['currency', ...DRAFT_FIELDS] as const) {
      if (patch[key] !== undefined) Object.assign(changes, { [key]: patch[key] });
    }
    const vatExemption = patch.vatExemption !== undefined ? patch.vatExemption : before.vatExemption;
    if (patch.items) {
      if (before.orderId) {
        await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, before.orderId)).for('update');
      }
      const left = before.orderId ? await orderLinesLeft(tx, before.orderId, id) : [];
      checkOrderLines(patch.items, left);
      await checkProducts(tx, patch.items, 'invoices.errors.productUnknown');
      checkExemption(patch.items, vatExemption);
      const items = withOrderNets(patch.items, left);
      const totals = totalsOf(items);
      await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, id));
      await writeLines(tx, id, items, totals.lines);
      Object.assign(changes, {
        subtotal: totals.subtotal,
        taxAmount: totals.taxAmount,
        totalAmount: totals.totalAmount,
      });
    } else if (patch.vatExemption !== undefined) {
      const lines = await tx
        .select({ taxRate: invoiceLines.taxRate })
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, id));
      checkExemption(lines, vatExemption);
    }
    const [after] = await tx.update(invoices).set(changes).where(eq(invoices.id, id)).returning();
    await audit(tx, ctx, 'invoice.update', {
      id,
      label: before.partyName,
      before: snapshot(before),
      after: { ...snapshot(after!), lines: patch.items?.length },
    });
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}

/** DELETE /api/invoices/:id (drafts only). */
export async function deleteDraft(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockDraft(tx, ctx, id, 'invoices.errors.cannotDelete');
    await tx.delete(invoices).where(eq(invoices.id, id));
    await audit(tx, ctx, 'invoice.delete', { id, label: before.partyName, before: snapshot(before) });
  });
}

/** For the demo loader and the bench: a draft inside the caller's transaction. */
export async function insertDraftFor(tx: Tx, content: DraftContent, isDemo = false) {
  return insertDraft(tx, null, content, isDemo);
}
export type { DraftContent };

/**
 * At issue: the nets of an invoice's lines taken from its order, again, against the order's other
 * invoices as they are now (a sibling draft may have been changed or deleted since this one was
 * written), with the invoice's totals. Lines and totals are rewritten only when they moved.
 */
export async function refreshOrderNets(tx: Tx, invoiceId: string, orderId: string | null): Promise<void> {
  if (!orderId) return;
  const rows = await tx
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(asc(invoiceLines.position));
  if (!rows.some((r) => r.orderItemId)) return;
  const left = await orderLinesLeft(tx, orderId, invoiceId);
  const stored = rows.map((r) => presentLine(r));
  const items = withOrderNets(
    stored.map((l) => ({ ...l, net: l.orderItemId ? undefined : l.totalPrice })),
    left,
  );
  const moved = items.filter((item, i) => item.net !== undefined && item.net !== stored[i]!.totalPrice);
  if (moved.length === 0) return;
  const totals = totalsOf(items);
  for (const [i, row] of rows.entries()) {
    if (totals.lines[i] !== stored[i]!.totalPrice) {
      await tx.update(invoiceLines).set({ totalPrice: totals.lines[i]! }).where(eq(invoiceLines.id, row.id));
    }
  }
  await tx
    .update(invoices)
    .set(pick(totals, ['subtotal', 'taxAmount', 'totalAmount']))
    .where(eq(invoices.id, invoiceId));
}
