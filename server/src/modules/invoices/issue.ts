/**
 * Issuing: a draft gets its legal number (FAC-{year}-{NNNNN}) in the issuing transaction, its
 * issue and due dates, its base-currency equivalent at the issue date's rate, and the seller's
 * and buyer's identities frozen; from then on it is immutable. Credit notes (AV-{year}-{NNNNN})
 * are issued at once against an issued invoice, in full (the invoice is cancelled) or in part.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { documentAmounts, partNet } from '@comptoir/core/line-amounts';
import {
  operationNatureOf,
  type CreditNoteBody,
  type InvoiceDetail,
  type InvoiceLineBody,
} from '@comptoir/core/modules/invoices';
import { DEFAULT_PAYMENT_TERMS } from '@comptoir/core/modules/sales';
import { add, compare, decimal, subtract, toPlainString } from '@comptoir/core/money';
import { invoiceLines, invoiceStatusHistory, invoices } from '../../db/schema/index';
import { AppError, validationFailed } from '../../platform/errors';
import { frenchDate, frenchQuantity, pdfMoney } from '../../platform/pdf';
import { addDays } from '../sales/numbering';
import { assertState, stateConflict } from '../sales/states';
import { readIdentity } from '../settings/company';
import { REQUIRED_IDENTITY_FIELDS, type CompanyIdentity } from '@comptoir/core/modules/settings';
import { t } from '../../platform/i18n';
import { invoiceClock } from './clock';
import {
  LINE_FIELDS,
  PARTY_FIELDS,
  lockDraft,
  PARTY_IDENTITY_FIELDS,
  partyOfClient,
  refreshOrderNets,
  searchTextOf,
  snapshot,
} from './drafts';
import { allocateNumber, baseEquivalent, lastIssueDate } from './numbering';
import { settledStatus } from './payments';
import { readInvoiceDetail, requireInvoiceRow, type InvoiceRow } from './read';
import { auditFor, pick, type ActionContext, amountString, type Tx } from '../../platform/service';
import { presentLine, trimNumber } from '../sales/lines';

const audit = auditFor('invoice');

function checkIssueDate(issueDate: string): void {
  if (issueDate > invoiceClock.today())
    throw validationFailed({ issueDate: 'invoices.validation.issueDateFuture' });
}

/** Numbers the document and checks the chronology (inside the transaction, counter row locked). */
async function numberFor(tx: Tx, kind: 'invoice' | 'credit_note', issueDate: string): Promise<string> {
  const number = await allocateNumber(tx, kind, issueDate);
  const last = await lastIssueDate(tx, kind, Number(issueDate.slice(0, 4)));
  if (last && issueDate < last) {
    throw new AppError(
      400,
      'validation',
      'invoices.validation.issueDateBefore',
      { date: frenchDate(last) },
      { issueDate: 'invoices.validation.date' },
    );
  }
  return number;
}

/** The seller's identity as printed, frozen on the invoice. */
const sellerSnapshot = (tx: Tx) => readIdentity(tx);

/**
 * An invoice is not issued while the seller's legal identity misses a mention the law requires
 * (legal name, address, SIREN, VAT number): the number would be spent on an invoice that is not
 * legal. The message names what is missing; the 'Société' settings tab is where it is filled.
 */
function checkIdentity(ctx: ActionContext, seller: CompanyIdentity): void {
  const missing = REQUIRED_IDENTITY_FIELDS.filter((f) => !seller[f].trim());
  if (missing.length === 0) return;
  throw new AppError(409, 'identity_incomplete', 'invoices.errors.identityIncomplete', {
    fields: missing.map((f) => t(ctx.request, `invoices.settings.fields.${f}`)).join(', '),
  });
}

/** POST /api/invoices/:id/issue. */
export async function issueInvoice(
  ctx: ActionContext,
  id: string,
  body: { issueDate?: string | undefined },
): Promise<InvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await lockDraft(tx, ctx, id, 'invoices.errors.cannotIssue');
    assertState(ctx.request, before.direction === 'outgoing', 'invoices.errors.cannotIssue', {
      module: 'invoices',
      status: before.status,
    });
    const issueDate = body.issueDate ?? invoiceClock.today();
    checkIssueDate(issueDate);
    const lines = await tx
      .select({ taxRate: invoiceLines.taxRate })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .limit(1);
    if (lines.length === 0) throw validationFailed({ items: 'invoices.validation.itemsRequired' });
    const zero = await tx
      .select({ n: sql<number>`count(*)` })
      .from(invoiceLines)
      .where(sql`${invoiceLines.invoiceId} = ${id} and ${invoiceLines.taxRate} = 0`);
    if (Number(zero[0]?.n ?? 0) > 0 && !before.vatExemption) {
      throw validationFailed({ vatExemption: 'invoices.validation.exemptionRequired' });
    }
    const seller = await sellerSnapshot(tx);
    checkIdentity(ctx, seller);
    await refreshOrderNets(tx, id, before.orderId);
    const totals = (await requireInvoiceRow(tx, ctx.auth, id, true)).totalAmount;
    const dueDate = before.dueDate ?? addDays(issueDate, seller.paymentDays);
    if (dueDate < issueDate) throw validationFailed({ dueDate: 'invoices.validation.dueBeforeIssue' });
    const party = before.clientId ? await partyOfClient(tx, before.clientId) : undefined;
    // The nature of the operation the lines give, unless chosen, frozen with the invoice.
    const operationNature =
      before.operationNature ??
      operationNatureOf(
        await tx
          .select({ productId: invoiceLines.productId })
          .from(invoiceLines)
          .where(eq(invoiceLines.invoiceId, id)),
      );
    const base = await baseEquivalent(tx, before.currency, amountString(totals), issueDate);
    const number = await numberFor(tx, 'invoice', issueDate);
    const now = new Date();
    const [after] = await tx
      .update(invoices)
      .set({
        number,
        status: 'sent',
        issueDate,
        dueDate,
        paymentTerms: before.paymentTerms ?? (seller.paymentTerms || DEFAULT_PAYMENT_TERMS),
        operationNature,
        ...(party
          ? {
              ...pick(party, PARTY_IDENTITY_FIELDS),
            }
          : {}),
        ...base,
        seller,
        issuedAt: now,
        updatedAt: now,
        searchText: searchTextOf({
          number,
          partyName: party?.partyName ?? before.partyName,
          contactName: party?.contactName,
          orderReference: before.orderReference,
        }),
      })
      .where(eq(invoices.id, id))
      .returning();
    await tx
      .insert(invoiceStatusHistory)
      .values({ invoiceId: id, status: 'sent', changedBy: ctx.auth.user.id });
    await audit(tx, ctx, 'invoice.issue', {
      id,
      label: number,
      before: snapshot(before),
      after: { ...snapshot(after!), issueDate, dueDate, rate: base.exchangeRate, rateDate: base.rateDate },
    });
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}

// ---------------------------------------------------------------------------------------------
// Credit notes

const CREDITABLE = ['sent', 'partially_paid', 'paid'];

/** POST /api/invoices/:id/credit-note. */
export async function creditInvoice(
  ctx: ActionContext,
  id: string,
  body: CreditNoteBody,
): Promise<{ invoice: InvoiceDetail; creditNote: InvoiceDetail }> {
  const creditId = await ctx.db.transaction(async (tx) => {
    const original = await requireInvoiceRow(tx, ctx.auth, id, true);
    assertState(
      ctx.request,
      original.direction === 'outgoing' &&
        original.kind === 'invoice' &&
        CREDITABLE.includes(original.status),
      'invoices.errors.cannotCredit',
      { module: 'invoices', status: original.status },
    );
    const lines = await tx
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, id))
      .orderBy(asc(invoiceLines.position));
    const credited = await creditedQuantities(
      tx,
      lines.map((l) => l.id),
    );
    const left = new Map(
      lines.map((l) => [
        l.id,
        subtract(decimal(trimNumber(l.quantity)), decimal(credited.get(l.id)?.quantity ?? '0')),
      ]),
    );
    // What each line has had credited so far, this credit note's earlier lines included.
    const taken = new Map(lines.map((l) => [l.id, credited.get(l.id) ?? { quantity: '0', net: '0.00' }]));
    const toItem = (
      l: (typeof lines)[number],
      quantity: string,
    ): InvoiceLineBody & { creditedLineId: string; net: string } => {
      const line = presentLine(l);
      const before = taken.get(l.id)!;
      // The credit that takes the rest of a line gives back exactly what the line is left with.
      const whole = { ...pick(line, ['quantity', 'unitPrice', 'discount']), net: line.totalPrice };
      const net = partNet({ quantity, ...pick(line, ['unitPrice', 'discount']) }, whole, before);
      taken.set(l.id, {
        quantity: toPlainString(add(decimal(before.quantity), decimal(quantity))),
        net: toPlainString(add(decimal(before.net), decimal(net))),
      });
      return {
        ...pick(line, [
          'orderItemId',
          'productId',
          'description',
          'detail',
          'unitPrice',
          'discount',
          'taxRate',
        ]),
        quantity,
        creditedLineId: l.id,
        net,
      };
    };
    let items: (InvoiceLineBody & { creditedLineId: string; net: string })[];
    if (body.mode === 'full') {
      items = lines
        .filter((l) => left.get(l.id)!.units > 0n)
        .map((l) => toItem(l, trimNumber(toPlainString(left.get(l.id)!))));
      if (items.length === 0) throw stateConflict('nothing_to_credit', 'invoices.errors.nothingToCredit', {});
    } else {
      if (!body.lines || body.lines.length === 0)
        throw validationFailed({ lines: 'invoices.validation.creditLines' });
      const byId = new Map(lines.map((l) => [l.id, l]));
      items = body.lines.map((sel, i) => {
        const line = byId.get(sel.invoiceLineId);
        if (!line) throw validationFailed({ [`lines.${i}.invoiceLineId`]: 'errors.invalidValue' });
        const remaining = left.get(line.id)!;
        if (compare(decimal(sel.quantity), remaining) > 0) {
          throw new AppError(
            400,
            'validation',
            'invoices.validation.creditQuantity',
            { n: i + 1, remaining: frenchQuantity(toPlainString(remaining)) },
            { [`lines.${i}.quantity`]: 'invoices.validation.creditQuantityLine' },
          );
        }
        left.set(line.id, subtract(remaining, decimal(sel.quantity)));
        return toItem(line, sel.quantity);
      });
    }
    const totals = documentAmounts(items);
    const creditable = subtract(decimal(original.totalAmount), decimal(original.creditedAmount));
    if (compare(decimal(totals.totalAmount), creditable) > 0) {
      throw stateConflict('credit_too_large', 'invoices.errors.creditTooLarge', {
        amount: pdfMoney(totals.totalAmount, original.currency),
        remaining: pdfMoney(toPlainString(creditable), original.currency),
      });
    }
    const issueDate = body.issueDate ?? invoiceClock.today();
    checkIssueDate(issueDate);
    if (original.issueDate && issueDate < original.issueDate) {
      throw validationFailed({ issueDate: 'invoices.validation.date' });
    }
    const base = await baseEquivalent(tx, original.currency, totals.totalAmount, issueDate);
    const number = await numberFor(tx, 'credit_note', issueDate);
    const seller = await sellerSnapshot(tx);
    const now = new Date();
    const [note] = await tx
      .insert(invoices)
      .values({
        direction: 'outgoing',
        kind: 'credit_note',
        number,
        status: 'sent',
        ...pick(original, [...PARTY_FIELDS, 'orderId', 'orderReference']),
        creditedInvoiceId: original.id,
        creditMode: body.mode,
        creditReason: body.reason,
        issueDate,
        serviceDate: original.serviceDate,
        vatExemption: original.vatExemption,
        deliveryAddress: original.deliveryAddress,
        operationNature: original.operationNature,
        currency: original.currency,
        subtotal: totals.subtotal,
        taxAmount: totals.taxAmount,
        totalAmount: totals.totalAmount,
        ...base,
        seller,
        issuedAt: now,
        searchText: searchTextOf({
          number,
          partyName: original.partyName,
          orderReference: original.orderReference ?? original.number,
        }),
        createdBy: ctx.auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(invoiceLines).values(
      items.map((item, position) => ({
        invoiceId: note!.id,
        position,
        ...pick(item, [...LINE_FIELDS, 'creditedLineId', 'taxRate']),
        totalPrice: totals.lines[position]!,
      })),
    );
    const creditedAmount = toPlainString(
      subtract(decimal(original.creditedAmount), { units: -decimal(totals.totalAmount).units, scale: 2 }),
    );
    const status =
      body.mode === 'full'
        ? 'cancelled'
        : settledStatus(original.direction, original.totalAmount, original.paidAmount, creditedAmount);
    await tx
      .update(invoices)
      .set({ creditedAmount, status, updatedAt: now })
      .where(eq(invoices.id, original.id));
    await tx
      .insert(invoiceStatusHistory)
      .values([
        { invoiceId: note!.id, status: 'sent', changedBy: ctx.auth.user.id, note: body.reason },
        ...(status !== original.status
          ? [{ invoiceId: original.id, status, changedBy: ctx.auth.user.id, note: number }]
          : []),
      ]);
    await audit(tx, ctx, 'invoice.credit_note', {
      id: original.id,
      label: original.number,
      before: snapshot(original),
      after: {
        creditNote: number,
        mode: body.mode,
        amount: totals.totalAmount,
        status,
        reason: body.reason,
      },
    });
    return note!.id;
  });
  return {
    invoice: (await readInvoiceDetail(ctx.db, ctx.auth, id))!,
    creditNote: (await readInvoiceDetail(ctx.db, ctx.auth, creditId))!,
  };
}

/** Quantity and net already credited per invoice line. */
async function creditedQuantities(
  tx: Tx,
  lineIds: readonly string[],
): Promise<Map<string, { quantity: string; net: string }>> {
  const out = new Map<string, { quantity: string; net: string }>();
  if (lineIds.length === 0) return out;
  const rows = await tx
    .select({
      lineId: invoiceLines.creditedLineId,
      quantity: sql<string>`sum(${invoiceLines.quantity})::text`,
      net: sql<string>`sum(${invoiceLines.totalPrice})::text`,
    })
    .from(invoiceLines)
    .where(inArray(invoiceLines.creditedLineId, [...lineIds]))
    .groupBy(invoiceLines.creditedLineId);
  for (const r of rows) {
    if (r.lineId) out.set(r.lineId, { quantity: trimNumber(r.quantity), net: amountString(r.net) });
  }
  return out;
}

export type { InvoiceRow };
