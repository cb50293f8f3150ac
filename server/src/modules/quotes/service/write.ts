import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { documentAmounts } from '@comptoir/core/line-amounts';
import {
  type QuoteBody,
  type QuoteDetail,
  type QuoteItemBody,
  type QuotePatch,
  type QuoteStatus,
  quoteSearchText,
} from '@comptoir/core/modules/sales';
import { quoteItems, quotes } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { validationFailed } from '../../../platform/errors';
import { checkAmounts, checkProducts } from '../../sales/guards';
import { lockDocument } from '../../sales/list';
import { findClient, requireClient, type ClientInfo } from '../../sales/clients';
import { nextDocumentNumber, todayIso } from '../../sales/numbering';
import { assertState, deleteDraft, documentStatusLabel } from '../../sales/states';
import { type QuoteRow, expireQuotes, readDetail, readRow } from './read';
import { canonicalRate } from '@comptoir/core/line-amounts';
import { companyVatRate, presentLine } from '../../sales/lines';
import { amountString, auditFor, authoredValues, pick } from '../../../platform/service';
import type { ActionContext, Runner, Tx } from '../../../platform/service';

const audit = auditFor('quote');

// ---------------------------------------------------------------------------------------------
// Writing

export interface QuoteContent {
  title: string;
  client: ClientInfo;
  validUntil: string;
  /** The quote's rate, given to the lines that name none. */
  taxRate: string;
  currency: string;
  paymentTerms: string;
  notes: string | null;
  terms: string | null;
  items: readonly QuoteItemBody[];
}

export function snapshot(row: QuoteRow) {
  return {
    number: row.number,
    title: row.title,
    client: row.clientName,
    ...pick(row, ['status', 'validUntil', 'currency', 'taxRate']),
    totalAmount: amountString(row.totalAmount),
  };
}

/** Totals (never the client's), checked to fit the columns, and the lines' product images. */
async function prepare(tx: Runner, content: QuoteContent) {
  const images = await checkProducts(tx, content.items, 'quotes.errors.productUnknown');
  const totals = documentAmounts(content.items, content.taxRate);
  checkAmounts(
    totals.lines,
    [totals.subtotal, totals.discountAmount, totals.taxAmount, totals.totalAmount],
    'quotes.errors.amountTooLarge',
  );
  return { images, totals };
}

async function writeItems(
  tx: Tx,
  quoteId: string,
  items: readonly QuoteItemBody[],
  rate: string,
  lines: readonly string[],
  images: Map<string, { imageUrl: string | null }>,
) {
  await tx.insert(quoteItems).values(
    items.map((item, position) => ({
      quoteId,
      position,
      ...pick(item, ['productId', 'productName', 'description', 'quantity', 'unitPrice', 'discount']),
      taxRate: item.taxRate ?? rate,
      totalPrice: lines[position]!,
      imageUrl: item.productId ? (images.get(item.productId)?.imageUrl ?? null) : null,
    })),
  );
}

/** Inserts a quote (draft) with its lines inside the caller's transaction; returns its id. */
export async function insertQuote(
  tx: Tx,
  auth: AuthContext | null,
  content: QuoteContent,
  options: { at?: Date; isDemo?: boolean } = {},
): Promise<{ id: string; number: string }> {
  const { images, totals } = await prepare(tx, content);
  const at = options.at ?? new Date();
  const number = await nextDocumentNumber(tx, 'DEV', at);
  const [inserted] = await tx
    .insert(quotes)
    .values({
      number,
      title: content.title,
      clientId: content.client.id,
      companyId: content.client.companyId,
      status: 'draft',
      validUntil: content.validUntil,
      currency: content.currency,
      taxRate: content.taxRate,
      ...pick(totals, ['subtotal', 'discountAmount', 'taxAmount', 'totalAmount']),
      notes: content.notes,
      terms: content.terms,
      paymentTerms: content.paymentTerms,
      searchText: quoteSearchText({
        number,
        title: content.title,
        clientName: content.client.name,
        companyName: content.client.companyName,
      }),
      ...authoredValues(auth, at, options.isDemo),
    })
    .returning({ id: quotes.id });
  await writeItems(tx, inserted!.id, content.items, content.taxRate, totals.lines, images);
  return { id: inserted!.id, number };
}

const validUntilPast = () => validationFailed({ validUntil: 'quotes.errors.validUntilPast' });

export async function createQuote(ctx: ActionContext, body: QuoteBody): Promise<QuoteDetail> {
  if (body.validUntil < todayIso()) throw validUntilPast();
  return ctx.db.transaction(async (tx) => {
    const client = await requireClient(tx, ctx.auth, body.clientId, 'quotes.errors.clientUnknown');
    const taxRate = canonicalRate(body.taxRate ?? (await companyVatRate(tx)));
    const { id } = await insertQuote(tx, ctx.auth, { ...body, taxRate, client });
    const row = (await readRow(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'quote.create', {
      id,
      label: row.number,
      after: { ...snapshot(row), lines: body.items.length },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

export const statusLabel = (request: FastifyRequest, status: string) =>
  documentStatusLabel(request, 'quotes', status);

/**
 * Locks a quote the user may see for this transaction (404 otherwise), expiring it first when its
 * date has passed, so that the checks that follow see today's status.
 */
export async function lockQuote(tx: Tx, auth: AuthContext, id: string): Promise<QuoteRow> {
  await lockDocument(tx, auth, quotes, id);
  await expireQuotes(tx, id);
  return (await readRow(tx, auth, id))!;
}

export async function readItems(tx: Runner, quoteId: string): Promise<QuoteItemBody[]> {
  const rows = await tx
    .select()
    .from(quoteItems)
    .where(eq(quoteItems.quoteId, quoteId))
    .orderBy(asc(quoteItems.position));
  return rows.map((i) => {
    const line = presentLine(i);
    return {
      ...pick(line, ['productId', 'productName', 'description', 'quantity', 'unitPrice', 'discount']),
      taxRate: line.taxRate,
    };
  });
}

/**
 * When a PATCH changes the quote's rate without sending lines, the lines at the old rate take
 * the new one (they had the quote's rate); lines at another rate keep theirs.
 */
const followRate =
  (before: string, next: string | undefined) =>
  (item: QuoteItemBody): QuoteItemBody =>
    next !== undefined && item.taxRate !== null && canonicalRate(item.taxRate) === canonicalRate(before)
      ? { ...item, taxRate: null }
      : item;

/** PATCH (drafts only, 409 otherwise): fields present are changed, `items` replaces every line. */
export async function updateQuote(ctx: ActionContext, id: string, patch: QuotePatch): Promise<QuoteDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuote(tx, ctx.auth, id);
    assertState(ctx.request, before.status === 'draft', 'quotes.errors.notDraft', {
      module: 'quotes',
      status: before.status,
    });
    if (patch.validUntil !== undefined && patch.validUntil < todayIso()) throw validUntilPast();
    const client =
      patch.clientId !== undefined && patch.clientId !== before.clientId
        ? await requireClient(tx, ctx.auth, patch.clientId, 'quotes.errors.clientUnknown')
        : (await findClient(tx, null, before.clientId))!;
    const content: QuoteContent = {
      title: patch.title ?? before.title,
      client,
      validUntil: patch.validUntil ?? before.validUntil,
      taxRate: canonicalRate(patch.taxRate ?? before.taxRate),
      currency: patch.currency ?? before.currency,
      paymentTerms: patch.paymentTerms ?? before.paymentTerms,
      notes: patch.notes !== undefined ? patch.notes : before.notes,
      terms: patch.terms !== undefined ? patch.terms : before.terms,
      items: patch.items ?? (await readItems(tx, id)).map(followRate(before.taxRate, patch.taxRate)),
    };
    const { images, totals } = await prepare(tx, content);
    await tx
      .update(quotes)
      .set({
        title: content.title,
        clientId: client.id,
        companyId: client.id === before.clientId ? before.companyId : client.companyId,
        ...pick(content, ['validUntil', 'taxRate', 'currency', 'paymentTerms', 'notes', 'terms']),
        ...pick(totals, ['subtotal', 'discountAmount', 'taxAmount', 'totalAmount']),
        searchText: quoteSearchText({
          number: before.number,
          title: content.title,
          clientName: client.name,
          companyName: client.id === before.clientId ? before.companyName : client.companyName,
        }),
        updatedAt: new Date(),
      })
      .where(eq(quotes.id, id));
    await tx.delete(quoteItems).where(eq(quoteItems.quoteId, id));
    await writeItems(tx, id, content.items, content.taxRate, totals.lines, images);
    const after = (await readRow(tx, ctx.auth, id))!;
    await audit(tx, ctx, 'quote.update', {
      id,
      label: before.number,
      before: snapshot(before),
      after: { ...snapshot(after), lines: content.items.length },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Deletes a draft quote and its lines; 409 for any other status. */
export const deleteQuote = (ctx: ActionContext, id: string): Promise<void> =>
  deleteDraft(ctx, 'quotes', id, lockQuote, (tx, before) =>
    audit(tx, ctx, 'quote.delete', { id, label: before.number, before: snapshot(before) }),
  );
// ---------------------------------------------------------------------------------------------
// Demo data

/** For the demo loader: a quote in a given state, created at a given time, inside its transaction. */
export async function insertDemoQuote(
  tx: Tx,
  content: QuoteContent,
  state: { status: QuoteStatus; at: Date; sentAt?: Date; acceptedAt?: Date; rejectedAt?: Date },
): Promise<{ id: string; number: string }> {
  const created = await insertQuote(tx, null, content, { at: state.at, isDemo: true });
  await tx
    .update(quotes)
    .set({
      status: state.status,
      sentAt: state.sentAt ?? null,
      acceptedAt: state.acceptedAt ?? null,
      rejectedAt: state.rejectedAt ?? null,
    })
    .where(eq(quotes.id, created.id));
  return created;
}
