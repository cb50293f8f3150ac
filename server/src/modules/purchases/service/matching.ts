/**
 * Supplier invoices matched three ways (issue 32 §3): an incoming invoice of the order's supplier
 * and currency is matched, line by line, to what the order asked for and what its receipts
 * accepted (`threeWayMatch` in core), within the tolerances of the settings. A difference is an
 * 'Écart à justifier': the invoice's payments are refused (invoices/payments.ts asks
 * `paymentBlock`) until an Admin validates it for payment with a reason, in the audit journal.
 * The deposits and payments made against the order are set against its invoices in the order
 * they were matched, and what is left to pay is shown.
 */
import { and, asc, desc, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { resolveRate } from '@comptoir/core/currency';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  NO_TOLERANCE,
  matchTolerancesBody,
  threeWayMatch,
  type MatchResult,
  type MatchTolerances,
} from '@comptoir/core/modules/purchases-costs';
import type { InvoiceMatch, MatchInvoiceBody } from '@comptoir/core/modules/purchases-api';
import {
  add,
  compare,
  decimal,
  multiply,
  subtract,
  toFixed,
  toPlainString,
  type Decimal,
} from '@comptoir/core/money';
import { readSetting, writeSetting } from '../../../db/rows';
import {
  appSettings,
  invoiceLines,
  invoices,
  purchaseOrders,
  purchaseInvoiceMatches,
  purchaseOrderLines,
  purchaseReceiptLines,
  purchaseReceipts,
  users,
} from '../../../db/schema/index';
import { isAdmin, type AuthContext } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { amountString, iso, type ActionContext, type Runner, type Tx } from '../../../platform/service';
import { currentRates } from '../../currency/service';
import { BOOK_CURRENCY, invoiceScope } from '../../invoices/read';
import { trimNumber } from '../../sales/lines';
import { todayIso } from '../../sales/numbering';
import { readRow } from './read';
import { audit, lockPurchaseOrder } from './write';

export const TOLERANCES_KEY = 'purchases.matchTolerances';

/** The tolerances of the settings (none set: every difference is to justify). */
export async function readTolerances(db: Runner): Promise<MatchTolerances> {
  const parsed = matchTolerancesBody.safeParse((await readSetting(db, TOLERANCES_KEY)) ?? {});
  return parsed.success ? parsed.data : NO_TOLERANCE;
}

export async function tolerancesView(db: Runner) {
  const [row] = await db
    .select({ updatedAt: appSettings.updatedAt, updatedBy: users.fullName })
    .from(appSettings)
    .leftJoin(users, eq(users.id, appSettings.updatedBy))
    .where(eq(appSettings.key, TOLERANCES_KEY));
  return {
    tolerances: await readTolerances(db),
    updatedAt: row?.updatedAt ? iso(row.updatedAt) : null,
    updatedBy: row?.updatedBy ?? null,
  };
}

const adminOnly = (auth: AuthContext, key: string) => {
  if (!isAdmin(auth)) {
    throw new AppError(403, 'forbidden_action', key);
  }
};

/** PUT /api/purchases/settings/tolerances (Admin and above, audited). */
export async function setTolerances(ctx: ActionContext, body: MatchTolerances) {
  adminOnly(ctx.auth, 'purchases.errors.tolerancesAdmin');
  await ctx.db.transaction(async (tx) => {
    const before = await readTolerances(tx);
    await writeSetting(tx, TOLERANCES_KEY, body, ctx.auth.user.id);
    await audit(tx, ctx, 'purchase_order.tolerances', {
      id: ctx.auth.user.id,
      label: null,
      before,
      after: body,
    });
  });
  return tolerancesView(ctx.db);
}

type Pair = { invoiceLineId: string; orderLineId: string | null };
type InvoiceLineRow = {
  id: string;
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
  discount: string;
  totalPrice: string;
};
type OrderLineRow = {
  id: string;
  productId: string | null;
  description: string;
  quantity: string;
  unitPrice: string;
};

/**
 * Which order line each invoice line bills, when the user does not say: the same product, else
 * the same description (no case or accents), else, when both have as many lines, the same place.
 */
export function pairLines(invoice: readonly InvoiceLineRow[], order: readonly OrderLineRow[]): Pair[] {
  const taken = new Set<string>();
  const free = (pred: (o: OrderLineRow) => boolean) => order.find((o) => !taken.has(o.id) && pred(o));
  const pairs = invoice.map((line): Pair => {
    const match =
      (line.productId ? free((o) => o.productId === line.productId) : undefined) ??
      free((o) => normalizeSearch(o.description) === normalizeSearch(line.description));
    if (match) taken.add(match.id);
    return { invoiceLineId: line.id, orderLineId: match?.id ?? null };
  });
  if (invoice.length === order.length) {
    pairs.forEach((pair, i) => {
      const candidate = order[i]!;
      if (pair.orderLineId === null && !taken.has(candidate.id)) {
        pair.orderLineId = candidate.id;
        taken.add(candidate.id);
      }
    });
  }
  return pairs;
}

/** A line's unit price after its discount (the price the match compares). */
const netUnitPrice = (l: InvoiceLineRow) =>
  toPlainString(
    multiply(decimal(l.unitPrice), subtract(decimal('1'), multiply(decimal(l.discount), decimal('0.01')))),
  );

async function requireIncoming(tx: Runner, auth: AuthContext, invoiceId: string) {
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), invoiceScope(auth)));
  if (!invoice || invoice.direction !== 'incoming' || invoice.kind !== 'invoice') {
    throw new AppError(
      400,
      'validation',
      'purchases.errors.matchInvoiceUnknown',
      {},
      {
        invoiceId: 'purchases.errors.matchInvoiceUnknown',
      },
    );
  }
  return invoice;
}

/** Quantities invoiced per order line by the order's other matched invoices. */
async function invoicedBefore(
  tx: Runner,
  orderId: string,
  invoiceId: string,
): Promise<Record<string, string>> {
  const others = await tx
    .select({ invoiceId: purchaseInvoiceMatches.invoiceId, pairs: purchaseInvoiceMatches.pairs })
    .from(purchaseInvoiceMatches)
    .where(and(eq(purchaseInvoiceMatches.orderId, orderId), ne(purchaseInvoiceMatches.invoiceId, invoiceId)));
  const lineIds = others.flatMap((o) => o.pairs.filter((p) => p.orderLineId).map((p) => p.invoiceLineId));
  if (lineIds.length === 0) return {};
  const quantities = new Map(
    (
      await tx
        .select({ id: invoiceLines.id, quantity: invoiceLines.quantity })
        .from(invoiceLines)
        .where(inArray(invoiceLines.id, lineIds))
    ).map((l) => [l.id, l.quantity]),
  );
  const out: Record<string, Decimal> = {};
  for (const pair of others.flatMap((o) => o.pairs)) {
    const q = pair.orderLineId ? quantities.get(pair.invoiceLineId) : undefined;
    if (!q || !pair.orderLineId) continue;
    out[pair.orderLineId] = add(out[pair.orderLineId] ?? decimal('0'), decimal(q));
  }
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, toPlainString(v)]));
}

/** POST /api/purchases/:id/invoices: the match computed and stored (replacing the invoice's earlier one). */
export async function matchInvoice(ctx: ActionContext, orderId: string, body: MatchInvoiceBody) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, ctx.auth, orderId);
    if (order.status === 'draft' || order.status === 'cancelled') {
      throw new AppError(409, 'invalid_state', 'purchases.errors.matchState');
    }
    const invoice = await requireIncoming(tx, ctx.auth, body.invoiceId);
    if (invoice.supplierId !== order.supplierId) {
      throw new AppError(
        400,
        'validation',
        'purchases.errors.matchSupplier',
        { supplier: order.supplierName },
        {
          invoiceId: 'purchases.errors.matchSupplier',
        },
      );
    }
    if (invoice.currency !== order.currency) {
      throw new AppError(
        400,
        'validation',
        'purchases.errors.matchCurrency',
        { currency: order.currency },
        {
          invoiceId: 'purchases.errors.matchCurrency',
        },
      );
    }
    const [elsewhere] = await tx
      .select({ orderId: purchaseInvoiceMatches.orderId })
      .from(purchaseInvoiceMatches)
      .where(
        and(eq(purchaseInvoiceMatches.invoiceId, invoice.id), ne(purchaseInvoiceMatches.orderId, orderId)),
      );
    if (elsewhere) throw new AppError(409, 'conflict', 'purchases.errors.matchElsewhere');
    const [lines, orderLines, accepted] = await Promise.all([
      tx
        .select()
        .from(invoiceLines)
        .where(eq(invoiceLines.invoiceId, invoice.id))
        .orderBy(asc(invoiceLines.position)),
      tx
        .select()
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.orderId, orderId))
        .orderBy(asc(purchaseOrderLines.position)),
      tx
        .select({
          orderLineId: purchaseReceiptLines.orderLineId,
          received: purchaseReceiptLines.received,
          rejected: purchaseReceiptLines.rejected,
        })
        .from(purchaseReceiptLines)
        .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
        .where(eq(purchaseReceipts.orderId, orderId)),
    ]);
    const pairs = body.lines ? checkedPairs(body.lines, lines, orderLines) : pairLines(lines, orderLines);
    const received: Record<string, Decimal> = {};
    for (const r of accepted) {
      received[r.orderLineId] = add(
        received[r.orderLineId] ?? decimal('0'),
        subtract(decimal(r.received), decimal(r.rejected)),
      );
    }
    const tolerances = await readTolerances(tx);
    const rateToBase = await rateToBook(tx, invoice.currency, invoice.issueDate, tolerances);
    const byLine = new Map(pairs.map((p) => [p.invoiceLineId, p.orderLineId]));
    const result = threeWayMatch({
      orderLines: orderLines.map((l) => ({ id: l.id, quantity: l.quantity, unitPrice: l.unitPrice })),
      received: Object.fromEntries(Object.entries(received).map(([k, v]) => [k, toPlainString(v)])),
      invoiceLines: lines.map((l) => ({
        orderLineId: byLine.get(l.id) ?? null,
        quantity: l.quantity,
        unitPrice: netUnitPrice(l),
      })),
      alreadyInvoiced: await invoicedBefore(tx, orderId, invoice.id),
      tolerances,
      rateToBase,
    });
    const values = {
      orderId,
      status: result.status,
      pairs,
      result,
      tolerances,
      approvedBy: null,
      approvedAt: null,
      approvalReason: null,
    };
    await tx
      .insert(purchaseInvoiceMatches)
      .values({ invoiceId: invoice.id, ...values, createdBy: ctx.auth.user.id })
      .onConflictDoUpdate({
        target: purchaseInvoiceMatches.invoiceId,
        set: { ...values, updatedAt: new Date() },
      });
    await audit(tx, ctx, 'purchase_order.invoice_match', {
      id: orderId,
      label: order.number,
      after: { invoice: invoice.number, status: result.status, amountAtStake: result.amountAtStake },
    });
  });
  return matchOf(ctx.db, ctx.auth, orderId, body.invoiceId);
}

/** The pairs the user gave: every invoice line once, order lines of this order only (400 otherwise). */
function checkedPairs(given: Pair[], lines: InvoiceLineRow[], orderLines: OrderLineRow[]): Pair[] {
  const own = new Set(orderLines.map((l) => l.id));
  const byInvoiceLine = new Map(given.map((p) => [p.invoiceLineId, p.orderLineId]));
  const bad = given.findIndex(
    (p) =>
      !lines.some((l) => l.id === p.invoiceLineId) || (p.orderLineId !== null && !own.has(p.orderLineId)),
  );
  if (bad >= 0) {
    throw new AppError(
      400,
      'validation',
      'purchases.errors.matchLine',
      { n: bad + 1 },
      {
        [`lines.${bad}`]: 'purchases.errors.matchLine',
      },
    );
  }
  return lines.map((l) => ({ invoiceLineId: l.id, orderLineId: byInvoiceLine.get(l.id) ?? null }));
}

/** The book currency per unit of `currency` at the invoice's date, needed only for an amount tolerance. */
async function rateToBook(tx: Runner, currency: string, date: string | null, tolerances: MatchTolerances) {
  if (currency === BOOK_CURRENCY || decimal(tolerances.amount).units === 0n) return undefined;
  const day = date ?? todayIso();
  const rate = resolveRate(await currentRates(tx, day), currency, BOOK_CURRENCY);
  if (!rate) {
    throw new AppError(409, 'rate_unavailable', 'purchases.errors.rateUnavailable', {
      currency,
      base: BOOK_CURRENCY,
      date: day.split('-').reverse().join('/'),
    });
  }
  return toFixed(rate.value, 10);
}

/** The order's matches, in the order they were made, with the deposits set against each. */
export async function listMatches(db: Runner, auth: AuthContext, orderId: string): Promise<InvoiceMatch[]> {
  const order = await readRow(db, auth, orderId);
  if (!order) throw new AppError(404, 'not_found', 'errors.notFound');
  const rows = await db
    .select({
      match: purchaseInvoiceMatches,
      number: invoices.number,
      issueDate: invoices.issueDate,
      total: invoices.totalAmount,
      currency: invoices.currency,
      approver: users.fullName,
    })
    .from(purchaseInvoiceMatches)
    .innerJoin(invoices, eq(invoices.id, purchaseInvoiceMatches.invoiceId))
    .leftJoin(users, eq(users.id, purchaseInvoiceMatches.approvedBy))
    .where(eq(purchaseInvoiceMatches.orderId, orderId))
    .orderBy(asc(purchaseInvoiceMatches.createdAt), asc(purchaseInvoiceMatches.id));
  const allLineIds = rows.flatMap((r) => r.match.pairs.map((p) => p.invoiceLineId));
  const descriptions = new Map(
    allLineIds.length
      ? (
          await db
            .select({ id: invoiceLines.id, description: invoiceLines.description })
            .from(invoiceLines)
            .where(inArray(invoiceLines.id, allLineIds))
        ).map((l) => [l.id, l.description])
      : [],
  );
  const orderLineNames = new Map(
    (
      await db
        .select({ id: purchaseOrderLines.id, description: purchaseOrderLines.description })
        .from(purchaseOrderLines)
        .where(eq(purchaseOrderLines.orderId, orderId))
    ).map((l) => [l.id, l.description]),
  );
  let available = decimal(amountString(order.paid));
  return rows.map(({ match, number, issueDate, total, currency, approver }) => {
    const result = match.result as MatchResult;
    const invoiceTotal = decimal(amountString(total));
    const deducted = compare(available, invoiceTotal) < 0 ? available : invoiceTotal;
    available = subtract(available, deducted);
    return {
      invoiceId: match.invoiceId,
      invoiceNumber: number,
      issueDate,
      total: amountString(total),
      currency,
      status: match.status as InvoiceMatch['status'],
      lines: result.lines.map((l) => ({
        ...l,
        description: orderLineNames.get(l.orderLineId) ?? '',
        ordered: trimNumber(l.ordered),
        received: trimNumber(l.received),
        invoiced: trimNumber(l.invoiced),
        quantityDifference: trimNumber(l.quantityDifference),
      })),
      unmatched: result.unmatched.map((u) => {
        const pair = match.pairs[u.index]!;
        return {
          invoiceLineId: pair.invoiceLineId,
          description: descriptions.get(pair.invoiceLineId) ?? '',
          amount: u.amount,
        };
      }),
      amountAtStake: result.amountAtStake,
      deducted: toFixed(deducted, 2),
      toPay: toFixed(subtract(invoiceTotal, deducted), 2),
      tolerances: match.tolerances as MatchTolerances,
      approvedBy: approver ?? null,
      approvedAt: match.approvedAt ? iso(match.approvedAt) : null,
      approvalReason: match.approvalReason,
      createdAt: iso(match.createdAt),
    };
  });
}

async function matchOf(db: Runner, auth: AuthContext, orderId: string, invoiceId: string) {
  const match = (await listMatches(db, auth, orderId)).find((m) => m.invoiceId === invoiceId);
  if (!match) throw new AppError(404, 'not_found', 'purchases.errors.matchUnknown');
  return match;
}

/** 'Valider pour paiement': an Admin accepts a difference, with a reason (journal). */
export async function approveMatch(ctx: ActionContext, orderId: string, invoiceId: string, reason: string) {
  adminOnly(ctx.auth, 'purchases.errors.approveAdmin');
  await ctx.db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, ctx.auth, orderId);
    const [match] = await tx
      .select()
      .from(purchaseInvoiceMatches)
      .where(
        and(eq(purchaseInvoiceMatches.orderId, orderId), eq(purchaseInvoiceMatches.invoiceId, invoiceId)),
      )
      .for('update');
    if (!match) throw new AppError(404, 'not_found', 'purchases.errors.matchUnknown');
    if (match.status !== 'difference')
      throw new AppError(409, 'invalid_state', 'purchases.errors.matchNotDifference');
    await tx
      .update(purchaseInvoiceMatches)
      .set({
        status: 'approved',
        approvedBy: ctx.auth.user.id,
        approvedAt: new Date(),
        approvalReason: reason,
        updatedAt: new Date(),
      })
      .where(eq(purchaseInvoiceMatches.id, match.id));
    await audit(tx, ctx, 'purchase_order.invoice_approved', {
      id: orderId,
      label: order.number,
      before: { status: 'difference', amountAtStake: (match.result as MatchResult).amountAtStake },
      after: { status: 'approved', invoiceId, reason },
    });
  });
  return matchOf(ctx.db, ctx.auth, orderId, invoiceId);
}

/** DELETE /api/purchases/:id/invoices/:invoiceId: the invoice no longer matched to the order. */
export async function unmatchInvoice(ctx: ActionContext, orderId: string, invoiceId: string) {
  await ctx.db.transaction(async (tx: Tx) => {
    const order = await lockPurchaseOrder(tx, ctx.auth, orderId);
    const [gone] = await tx
      .delete(purchaseInvoiceMatches)
      .where(
        and(eq(purchaseInvoiceMatches.orderId, orderId), eq(purchaseInvoiceMatches.invoiceId, invoiceId)),
      )
      .returning({ status: purchaseInvoiceMatches.status });
    if (!gone) throw new AppError(404, 'not_found', 'purchases.errors.matchUnknown');
    await audit(tx, ctx, 'purchase_order.invoice_unmatched', {
      id: orderId,
      label: order.number,
      before: { invoiceId, status: gone.status },
    });
  });
}

/**
 * Why an incoming invoice may not be paid yet: matched to an order with a difference no Admin has
 * validated (the order's number, for the message), else null.
 */
export async function paymentBlock(tx: Runner, invoiceId: string): Promise<string | null> {
  const [row] = await tx
    .select({ status: purchaseInvoiceMatches.status, orderId: purchaseInvoiceMatches.orderId })
    .from(purchaseInvoiceMatches)
    .where(eq(purchaseInvoiceMatches.invoiceId, invoiceId));
  if (!row || row.status !== 'difference') return null;
  const [order] = await tx
    .select({ number: purchaseOrders.number })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.id, row.orderId));
  return order?.number ?? '';
}

/** GET /api/purchases/:id/invoice-candidates: incoming invoices of the order's supplier and currency, free or matched here. */
export async function invoiceCandidates(db: Runner, auth: AuthContext, orderId: string) {
  const order = await readRow(db, auth, orderId);
  if (!order) throw new AppError(404, 'not_found', 'errors.notFound');
  const rows = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      issueDate: invoices.issueDate,
      total: invoices.totalAmount,
      currency: invoices.currency,
      status: invoices.status,
      matchedTo: purchaseInvoiceMatches.orderId,
    })
    .from(invoices)
    .leftJoin(purchaseInvoiceMatches, eq(purchaseInvoiceMatches.invoiceId, invoices.id))
    .where(
      and(
        eq(invoices.direction, 'incoming'),
        eq(invoices.kind, 'invoice'),
        eq(invoices.supplierId, order.supplierId),
        eq(invoices.currency, order.currency),
        invoiceScope(auth),
        or(isNull(purchaseInvoiceMatches.orderId), eq(purchaseInvoiceMatches.orderId, orderId)),
      ),
    )
    .orderBy(desc(invoices.issueDate), desc(invoices.createdAt))
    .limit(100);
  return {
    items: rows.map(({ matchedTo, total, ...r }) => ({
      ...r,
      total: amountString(total),
      matched: matchedTo === orderId,
    })),
  };
}
