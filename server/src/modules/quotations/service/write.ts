import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  QUOTATION_FORM_FIELDS,
  effectiveQuotationStatus,
  quotationLineTotal,
  type QuotationLineBody,
  type QuotationPatch,
  type QuotationStatus,
} from '@comptoir/core/modules/quotations';
import {
  demandeProducts,
  products,
  quotationDocuments,
  quotationLines,
  quotations,
  suppliers,
} from '../../../db/schema/index';
import type { AuditAction } from '@comptoir/core/audit';
import { quotationExtraction } from '@comptoir/core/modules/extraction';
import { quotationCorrections } from '@comptoir/core/modules/extraction-corrections';
import { lockRows } from '../../../db/rows';
import { recordAudit } from '../../../platform/audit';
import { auditFor, pick } from '../../../platform/service';
import { AppError, validationFailed } from '../../../platform/errors';
import { recordCorrections } from '../../extraction/corrections';
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
  if (!(await lockRows(tx, quotations, eq(quotations.id, id)))) throw quotationNotFound();
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

// ---------------------------------------------------------------------------------------------
// Lines

/**
 * 400 (naming the line) unless every catalogue product a line names exists and every requested
 * product it is linked to belongs to the quotation's request.
 */
async function checkLines(tx: Tx, lines: readonly QuotationLineBody[], demandeId: string): Promise<void> {
  const unique = (ids: (string | null)[]) => [...new Set(ids.filter((id): id is string => id !== null))];
  const catalogue = unique(lines.map((l) => l.productId));
  const requested = unique(lines.map((l) => l.requestedProductId));
  const [known, ofRequest] = await Promise.all([
    catalogue.length === 0
      ? []
      : tx.select({ id: products.id }).from(products).where(inArray(products.id, catalogue)),
    requested.length === 0
      ? []
      : tx
          .select({ id: demandeProducts.id })
          .from(demandeProducts)
          .where(and(inArray(demandeProducts.id, requested), eq(demandeProducts.demandeId, demandeId))),
  ]);
  const knownIds = new Set(known.map((r) => r.id));
  const requestIds = new Set(ofRequest.map((r) => r.id));
  const fields: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.productId && !knownIds.has(line.productId)) {
      fields[`lines.${i}.productId`] = 'quotations.validation.lineProduct';
    }
    if (line.requestedProductId && !requestIds.has(line.requestedProductId)) {
      fields[`lines.${i}.requestedProductId`] = 'quotations.validation.lineRequestedProduct';
    }
  });
  if (Object.keys(fields).length > 0) throw validationFailed(fields);
}

/** Writes the lines of a quotation in order (a missing total is quantity × unit price). */
async function insertLines(tx: Tx, quotationId: string, lines: readonly QuotationLineBody[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(quotationLines).values(
    lines.map((line, position) => ({
      quotationId,
      position,
      productId: line.productId,
      requestedProductId: line.requestedProductId,
      name: line.name,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      total: line.total ?? quotationLineTotal(line.quantity, line.unitPrice),
      specifications: line.specifications,
    })),
  );
}

/** Replaces every line of a quotation (inside the caller's transaction). */
async function replaceLines(tx: Tx, quotationId: string, lines: readonly QuotationLineBody[]): Promise<void> {
  await tx.delete(quotationLines).where(eq(quotationLines.quotationId, quotationId));
  await insertLines(tx, quotationId, lines);
}

async function lineCount(tx: Tx, quotationId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId));
  return Number(row?.n ?? 0);
}

/**
 * What an extraction gives the new quotation: its file and its confidence; with what was read
 * and the file's SHA-256, the fields the user changed are recorded (issue 34).
 */
export interface ClaimedFile {
  storageKey: string;
  fileName: string;
  mime: string;
  size: number;
  confidence: number | null;
  jobId?: string;
  result?: unknown;
  documentHash?: string | null;
}

/** The form's fields an extraction also reads (its date aside: optional in the body). */
type ReadField = Exclude<
  (typeof QUOTATION_FORM_FIELDS)[number],
  'quantity' | 'validUntil' | 'rating' | 'notes'
>;
const NOT_READ: readonly string[] = ['quantity', 'validUntil', 'rating', 'notes'];
const READ_FIELDS = QUOTATION_FORM_FIELDS.filter((f): f is ReadField => !NOT_READ.includes(f));

/** The fields of the extraction `file` read that `body` saves otherwise, recorded (issue 34; sent nowhere). */
async function recordQuotationCorrections(
  tx: Tx,
  userId: string,
  file: ClaimedFile,
  body: CreateBody,
): Promise<void> {
  const read = quotationExtraction.safeParse(file.result);
  if (!read.success || !file.documentHash || !file.jobId) return;
  await recordCorrections(
    tx,
    { jobId: file.jobId, kind: 'quotation', documentHash: file.documentHash, userId },
    quotationCorrections(read.data, { ...pick(body, READ_FIELDS), validUntil: body.validUntil ?? null }),
  );
}

/** POST /api/quotations. Returns the new quotation's id (read by the caller after commit). */
export async function createQuotation(
  ctx: ActionContext,
  body: CreateBody,
  claim?: (tx: Tx) => Promise<ClaimedFile>,
): Promise<{ id: string; demandeId: string }> {
  return ctx.db.transaction(async (tx) => {
    const product = await requestedProduct(tx, body.requestedProductId);
    await checkLines(tx, body.lines, product.demandeId);
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
    await insertLines(tx, id, body.lines);
    if (file) await recordQuotationCorrections(tx, ctx.auth.user.id, file, body);
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
    await auditQuotation(tx, ctx, 'create', id, body, {
      after: {
        ...snapshot({ ...body, supplierId, quantity }),
        requestedProductId: product.id,
        lines: body.lines.length,
        ...(file ? { extractionJobId: body.extractionJobId, document: file.fileName } : {}),
      },
    });
    return { id, demandeId: product.demandeId };
  });
}

/**
 * Runs `change` on the quotation `id` locked in one transaction, once it is known to be pending
 * (404 when it does not exist, 409 when it is no longer pending).
 */
export const editPending = <T>(
  ctx: ActionContext,
  id: string,
  change: (tx: Tx, before: Row) => Promise<T>,
): Promise<T> =>
  ctx.db.transaction(async (tx) => {
    const before = await lockQuotation(tx, id);
    requireEditable(ctx, before);
    return change(tx, before);
  });

const audit = auditFor('quotation');

/** What is done to a quotation, in its audit entries ('quotation.<verb>'). */
type QuotationAuditVerb<A extends AuditAction = AuditAction> = A extends `quotation.${infer Verb}`
  ? Verb
  : never;

/** The audit entry of `action` ('quotation.…') on the quotation `id`, labelled after `record`. */
export const auditQuotation = (
  tx: Tx,
  ctx: ActionContext,
  action: QuotationAuditVerb,
  id: string,
  record: { supplierName: string; quotationNumber: string },
  change: { before?: unknown; after?: unknown },
) => audit(tx, ctx, `quotation.${action}`, { id, label: labelOf(record), ...change });

/** PATCH /api/quotations/:id: pending quotations only (409 otherwise); `lines` replaces them all. */
export async function updateQuotation(
  ctx: ActionContext,
  id: string,
  patch: QuotationPatch,
): Promise<{ id: string; demandeId: string }> {
  return editPending(ctx, id, async (tx, before) => {
    const linesBefore = patch.lines !== undefined ? await lineCount(tx, id) : 0;
    if (patch.lines !== undefined) {
      await checkLines(tx, patch.lines, before.demandeId);
      await replaceLines(tx, id, patch.lines);
    }
    const set: Partial<typeof quotations.$inferInsert> = {};
    for (const key of [...QUOTATION_FORM_FIELDS, 'priority'] as const) {
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
    if (Object.keys(set).length > 0 || patch.lines !== undefined) {
      await tx
        .update(quotations)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(quotations.id, id));
      const after = ((await selectRows(tx).where(eq(quotations.id, id)).limit(1)) as Row[])[0]!;
      const lines = patch.lines !== undefined ? { before: linesBefore, after: patch.lines.length } : null;
      await auditQuotation(tx, ctx, 'update', id, after, {
        before: { ...snapshot(before), ...(lines ? { lines: lines.before } : {}) },
        after: { ...snapshot(after), ...(lines ? { lines: lines.after } : {}) },
      });
    }
    return { id, demandeId: before.demandeId };
  });
}
