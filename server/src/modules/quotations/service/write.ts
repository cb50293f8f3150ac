import { asc, eq, sql } from 'drizzle-orm';
import {
  effectiveQuotationStatus,
  type QuotationPatch,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { quotationDocuments, quotations, suppliers } from '../../../db/schema/index';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import { requestedProduct } from './list';
import { type Row, selectRows } from './read';
import {
  type ActionContext,
  type CreateBody,
  type Tx,
  quotationNotFound,
  statusLabel,
  todayIso,
  unknownSupplier,
} from './shared';

// ---------------------------------------------------------------------------------------------
// Writing

/** The stored row, locked for this transaction; 404 when it does not exist. */
export async function lockQuotation(tx: Tx, id: string): Promise<Row> {
  const [locked] = await tx
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.id, id))
    .for('update');
  if (!locked) throw quotationNotFound();
  return ((await selectRows(tx).where(eq(quotations.id, id)).limit(1)) as Row[])[0]!;
}

export function snapshot(row: Row | CreateBody) {
  return {
    supplierId: row.supplierId ?? null,
    supplierName: row.supplierName,
    contactPerson: row.contactPerson,
    email: row.email,
    phone: row.phone,
    quotationNumber: row.quotationNumber,
    totalPrice: row.totalPrice,
    currency: row.currency,
    quantity: row.quantity ?? null,
    validUntil: row.validUntil ?? null,
    priority: row.priority,
    deliveryTime: row.deliveryTime,
    paymentTerms: row.paymentTerms,
    rating: row.rating ?? null,
    notes: row.notes.slice(0, 500),
  };
}

export const labelOf = (q: { supplierName: string; quotationNumber: string }) =>
  q.quotationNumber ? `${q.supplierName} ${q.quotationNumber}` : q.supplierName;

/** 409 unless the quotation is pending today (edits, documents). */
export function requireEditable(ctx: ActionContext, row: Row) {
  const status = effectiveQuotationStatus(
    row.status as Exclude<QuotationStatus, 'expired'>,
    row.validUntil,
    todayIso(),
  );
  if (status !== 'pending') {
    throw new AppError(409, 'invalid_state', 'quotations.errors.notEditable', {
      status: statusLabel(ctx.request, status),
    });
  }
}

/**
 * The supplier of a quotation: the given one (400 when unknown), or the supplier of that name
 * (case-insensitive) when it exists, else a new one created on the spot with the contact given.
 * An advisory lock on the name keeps two simultaneous creations from making twins.
 */
async function resolveSupplier(
  ctx: ActionContext,
  tx: Tx,
  input: {
    supplierId?: string | null | undefined;
    supplierName: string;
    contactPerson: string;
    email: string;
    phone: string;
  },
): Promise<string> {
  if (input.supplierId) {
    const [found] = await tx
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(eq(suppliers.id, input.supplierId))
      .limit(1);
    if (!found) throw unknownSupplier();
    return found.id;
  }
  const name = input.supplierName;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`supplier:${name.toLowerCase()}`}))`);
  const [existing] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(sql`lower(${suppliers.name}) = lower(${name})`)
    .orderBy(asc(suppliers.createdAt), asc(suppliers.id))
    .limit(1);
  if (existing) return existing.id;
  const values = {
    name,
    contactName: input.contactPerson || null,
    email: input.email || null,
    phone: input.phone || null,
  };
  const [created] = await tx.insert(suppliers).values(values).returning({ id: suppliers.id });
  await recordAudit(tx, ctx.request, ctx.auth, {
    action: 'supplier.create',
    targetType: 'supplier',
    targetId: created!.id,
    targetLabel: name,
    after: { ...values, from: 'quotation' },
  });
  return created!.id;
}

/**
 * A requested product's quantity text as a number when it plainly is one ('2 000 pièces' → '2000',
 * '500' → '500'); null for anything else ('1,5 t', '10-20', 'selon stock').
 */
export function quantityFromText(text: string): string | null {
  const match = /^\s*(\d{1,3}(?:[ \u00a0\u202f]\d{3})+|\d+)(?:\s*\p{L}[\p{L}\s.]*)?$/u.exec(text);
  if (!match) return null;
  const digits = match[1]!.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  if (digits === '0' || digits.length > 13) return null;
  return digits;
}

/** What an extraction gives the new quotation: its file and its confidence. */
export interface ClaimedFile {
  storageKey: string;
  fileName: string;
  mime: string;
  size: number;
  confidence: number | null;
}

/** POST /api/quotations. Returns the new quotation's id (read by the caller after commit). */
export async function createQuotation(
  ctx: ActionContext,
  body: CreateBody,
  claim?: (tx: Tx) => Promise<ClaimedFile>,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const product = await requestedProduct(tx, body.requestedProductId);
    const supplierId = await resolveSupplier(ctx, tx, body);
    const quantity = body.quantity === undefined ? quantityFromText(product.quantity) : body.quantity;
    const file = claim ? await claim(tx) : null;
    const [inserted] = await tx
      .insert(quotations)
      .values({
        requestedProductId: product.id,
        supplierId,
        supplierName: body.supplierName,
        contactPerson: body.contactPerson,
        email: body.email,
        phone: body.phone,
        quotationNumber: body.quotationNumber,
        totalPrice: body.totalPrice,
        currency: body.currency,
        quantity,
        validUntil: body.validUntil ?? null,
        status: 'pending',
        priority: body.priority,
        submittedDate: todayIso(),
        deliveryTime: body.deliveryTime,
        paymentTerms: body.paymentTerms,
        rating: body.rating ?? null,
        notes: body.notes,
        extractedByAi: file !== null,
        aiConfidence: file?.confidence ?? null,
        extractionJobId: file ? (body.extractionJobId ?? null) : null,
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: quotations.id });
    const id = inserted!.id;
    if (file) {
      await tx.insert(quotationDocuments).values({
        quotationId: id,
        name: file.fileName,
        mime: file.mime,
        size: file.size,
        storageKey: file.storageKey,
        uploadedBy: ctx.auth.user.id,
      });
    }
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'quotation.create',
      targetType: 'quotation',
      targetId: id,
      targetLabel: labelOf(body),
      after: {
        ...snapshot({ ...body, supplierId, quantity }),
        requestedProductId: product.id,
        ...(file ? { extractionJobId: body.extractionJobId, document: file.fileName } : {}),
      },
    });
    return { id, demandeId: product.demandeId };
  });
}

/** PATCH /api/quotations/:id: pending quotations only (409 otherwise). */
export async function updateQuotation(
  ctx: ActionContext,
  id: string,
  patch: QuotationPatch,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    requireEditable(ctx, before);
    const set: Partial<typeof quotations.$inferInsert> = {};
    for (const key of [
      'supplierName',
      'contactPerson',
      'email',
      'phone',
      'quotationNumber',
      'totalPrice',
      'currency',
      'quantity',
      'validUntil',
      'priority',
      'deliveryTime',
      'paymentTerms',
      'rating',
      'notes',
    ] as const) {
      if (patch[key] !== undefined) (set as Record<string, unknown>)[key] = patch[key];
    }
    // The supplier follows the form: the one chosen, or the one the (new) name designates.
    const supplierChanged =
      patch.supplierId !== undefined ||
      (patch.supplierName !== undefined && patch.supplierName !== before.supplierName);
    if (supplierChanged) {
      set.supplierId = await resolveSupplier(ctx, tx, {
        supplierId: patch.supplierId,
        supplierName: patch.supplierName ?? before.supplierName,
        contactPerson: patch.contactPerson ?? before.contactPerson,
        email: patch.email ?? before.email,
        phone: patch.phone ?? before.phone,
      });
    }
    if (Object.keys(set).length > 0) {
      await tx
        .update(quotations)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(quotations.id, id));
      const after = ((await selectRows(tx).where(eq(quotations.id, id)).limit(1)) as Row[])[0]!;
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'quotation.update',
        targetType: 'quotation',
        targetId: id,
        targetLabel: labelOf(after),
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    return { id, demandeId: before.demandeId };
  });
}
