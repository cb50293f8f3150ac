/**
 * Incoming supplier invoices, made from a completed 'invoice' extraction job ('Valider'): the
 * supplier matched by VAT id, IBAN or name (else created), a matching order or approved supplier
 * quotation suggested by reference and amount, duplicates (same supplier and number, or the same
 * file by content hash) refused with 409 unless confirmed. The job's stored file becomes the
 * invoice's original, served only through GET /api/invoices/:id/file after the access check.
 * 'Rejeter' discards the extraction with a reason. Statuses: to_check, then to_pay once approved,
 * partially paid, paid, and overdue (computed).
 */
import { canonicalRate, documentAmounts } from '@comptoir/core/line-amounts';
import { createHash } from 'node:crypto';
import { and, desc, eq, or, sql } from 'drizzle-orm';
import {
  invoiceExtraction,
  type EInvoiceConformance,
  type InvoiceExtraction,
} from '@comptoir/core/modules/extraction';
import {
  type IncomingInvoiceBody,
  type IncomingSuggestions,
  type InvoiceDetail,
} from '@comptoir/core/modules/invoices';
import { add, compare, decimal } from '@comptoir/core/money';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { invoiceCorrections, type KeptInvoiceValues } from '@comptoir/core/modules/extraction-corrections';
import {
  extractionJobs,
  invoiceLines,
  invoiceRejections,
  invoiceStatusHistory,
  invoices,
  orders,
  quotations,
  supplierBilling,
  suppliers,
} from '../../db/schema/index';
import { exists } from '../../db/rows';
import { recordCorrections } from '../extraction/corrections';
import type { AuthContext } from '../../platform/access';
import { companyScope } from '../../platform/access';
import { AppError, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';
import type { Storage } from '../../platform/storage';
import { stateConflict } from '../sales/states';
import { baseEquivalent } from './numbering';
import { readInvoiceDetail, requireInvoiceRow } from './read';
import { snapshot } from './drafts';
import { amountString, auditFor, pick } from '../../platform/service';
import type { ActionContext, Runner, Tx } from '../../platform/service';

type JobRow = typeof extractionJobs.$inferSelect;

const audit = auditFor('invoice');

const jobError = () =>
  new AppError(
    400,
    'validation',
    'errors.validation',
    {},
    { extractionJobId: 'invoices.errors.extractionUnknown' },
  );

/** The caller's completed invoice extraction, not yet validated nor rejected. */
async function usableJob(db: Runner, auth: AuthContext, jobId: string, lock = false): Promise<JobRow> {
  const query = db
    .select()
    .from(extractionJobs)
    .where(and(eq(extractionJobs.id, jobId), eq(extractionJobs.userId, auth.user.id)))
    .limit(1);
  const [job] = lock ? await query.for('update') : await query;
  if (!job || job.kind !== 'invoice') throw jobError();
  const [used, rejected] = await Promise.all([
    db.select({ id: invoices.id }).from(invoices).where(eq(invoices.extractionJobId, jobId)).limit(1),
    db
      .select({ id: invoiceRejections.extractionJobId })
      .from(invoiceRejections)
      .where(eq(invoiceRejections.extractionJobId, jobId))
      .limit(1),
  ]);
  if (used.length || rejected.length) {
    throw new AppError(409, 'extraction_used', 'invoices.errors.extractionUsed');
  }
  return job;
}

const cleanId = (v: string | null | undefined) => v?.replace(/\s/g, '').toUpperCase() || null;

/** The supplier an invoice names: by VAT id, then IBAN, then name (case and accents ignored). */
async function matchSupplier(
  db: Runner,
  values: { vatNumber: string | null; iban: string | null; name: string },
): Promise<IncomingSuggestions['supplier']> {
  const byBilling = async (
    column: typeof supplierBilling.vatNumber | typeof supplierBilling.iban,
    value: string,
  ) => {
    const [row] = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(supplierBilling)
      .innerJoin(suppliers, eq(suppliers.id, supplierBilling.supplierId))
      .where(eq(column, value))
      .limit(1);
    return row;
  };
  if (values.vatNumber) {
    const row = await byBilling(supplierBilling.vatNumber, values.vatNumber);
    if (row) return { ...row, matchedBy: 'vatNumber' };
  }
  if (values.iban) {
    const row = await byBilling(supplierBilling.iban, values.iban);
    if (row) return { ...row, matchedBy: 'iban' };
  }
  const name = values.name.trim();
  if (name) {
    const [row] = await db
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(sql`lower(${suppliers.name}) = lower(${name})`)
      .limit(1);
    if (row) return { ...row, matchedBy: 'name' };
  }
  return null;
}

async function suggestOrder(db: Runner, auth: AuthContext, reference: string | null) {
  if (!reference) return null;
  const [row] = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      total: orders.totalAmount,
      currency: orders.currency,
    })
    .from(orders)
    .where(and(sql`upper(${orders.reference}) = upper(${reference})`, companyScope(auth, orders.companyId)))
    .limit(1);
  return row
    ? {
        id: row.id,
        reference: row.reference,
        totalAmount: { amount: amountString(row.total), currency: row.currency },
      }
    : null;
}

async function suggestQuotation(
  db: Runner,
  values: { reference: string | null; supplierId: string | null; totalWithoutTax: string | null },
) {
  const conditions = [
    values.reference
      ? sql`(${quotations.quotationNumber} <> '' and upper(${quotations.quotationNumber}) = upper(${values.reference}))`
      : undefined,
    values.supplierId && values.totalWithoutTax
      ? and(
          eq(quotations.supplierId, values.supplierId),
          sql`${quotations.totalPrice} = ${values.totalWithoutTax}`,
        )
      : undefined,
  ].filter(Boolean);
  if (conditions.length === 0) return null;
  const [row] = await db
    .select({
      id: quotations.id,
      supplierName: quotations.supplierName,
      quotationNumber: quotations.quotationNumber,
      total: quotations.totalPrice,
      currency: quotations.currency,
    })
    .from(quotations)
    .where(and(eq(quotations.status, 'approved'), or(...conditions)))
    .orderBy(desc(quotations.createdAt))
    .limit(1);
  return row
    ? {
        id: row.id,
        supplierName: row.supplierName,
        quotationNumber: row.quotationNumber,
        totalPrice: { amount: amountString(row.total), currency: row.currency },
      }
    : null;
}

async function fileHash(storage: Storage, key: string): Promise<string | null> {
  try {
    return createHash('sha256')
      .update(await storage.get(key))
      .digest('hex');
  } catch {
    return null;
  }
}

async function duplicatesOf(
  db: Runner,
  request: ActionContext['request'],
  values: { supplierId: string | null; number: string | null; hash: string | null },
): Promise<IncomingSuggestions['duplicates']> {
  const out: IncomingSuggestions['duplicates'] = [];
  if (values.supplierId && values.number) {
    const rows = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(
        and(
          eq(invoices.direction, 'incoming'),
          eq(invoices.supplierId, values.supplierId),
          sql`lower(${invoices.number}) = lower(${values.number})`,
        ),
      )
      .limit(5);
    for (const r of rows) {
      out.push({
        id: r.id,
        number: r.number ?? '',
        reason: 'number',
        message: t(request, 'invoices.errors.duplicateNumber', { number: r.number ?? '' }),
      });
    }
  }
  if (values.hash) {
    const rows = await db
      .select({ id: invoices.id, number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.direction, 'incoming'), eq(invoices.fileHash, values.hash)))
      .limit(5);
    for (const r of rows) {
      if (out.some((o) => o.id === r.id)) continue;
      out.push({
        id: r.id,
        number: r.number ?? '',
        reason: 'file',
        message: t(request, 'invoices.errors.duplicateFile', { number: r.number ?? '' }),
      });
    }
  }
  return out;
}

/** What the audit log keeps of an e-invoice's conformance: valid, or the fatal rules' ids. */
function conformanceNote(c: EInvoiceConformance, confirmed: boolean) {
  return {
    checked: c.checked,
    valid: c.valid,
    syntax: c.syntax,
    ...(c.checked && !c.valid
      ? {
          confirmed,
          fatal: c.rules.filter((r) => r.flag === 'fatal').map((r) => r.id),
          schemaErrors: c.schemaErrors.length,
        }
      : {}),
    ...(c.unavailable ? { unavailable: c.unavailable } : {}),
  };
}

function extractionOf(job: JobRow): InvoiceExtraction | null {
  const parsed = invoiceExtraction.safeParse(job.result);
  return parsed.success ? parsed.data : null;
}

/** GET /api/invoices/incoming/suggestions: what 'Valider' would match, before it. */
export async function incomingSuggestions(
  ctx: ActionContext,
  storage: Storage,
  jobId: string,
  orderReference?: string,
): Promise<IncomingSuggestions> {
  const job = await usableJob(ctx.db, ctx.auth, jobId);
  if (job.status !== 'completed') throw jobError();
  const data = extractionOf(job);
  const supplier = await matchSupplier(ctx.db, {
    vatNumber: cleanId(data?.sellerVatId.value),
    iban: cleanId(data?.iban.value),
    name: data?.sellerName.value ?? '',
  });
  return {
    supplier,
    order: await suggestOrder(ctx.db, ctx.auth, orderReference?.trim() || null),
    quotation: await suggestQuotation(ctx.db, {
      reference: data?.invoiceNumber.value ?? null,
      supplierId: supplier?.id ?? null,
      totalWithoutTax: data?.totalWithoutTax.value ?? null,
    }),
    duplicates: await duplicatesOf(ctx.db, ctx.request, {
      supplierId: supplier?.id ?? null,
      number: data?.invoiceNumber.value ?? null,
      hash: await fileHash(storage, job.storageKey),
    }),
  };
}

/** The supplier chosen, matched or created, with its VAT id and IBAN remembered. */
async function resolveSupplier(tx: Tx, body: IncomingInvoiceBody) {
  const vatNumber = cleanId(body.supplierVatNumber);
  const iban = cleanId(body.iban);
  let supplier: { id: string; name: string } | null;
  if (body.supplierId) {
    const [row] = await tx
      .select({ id: suppliers.id, name: suppliers.name })
      .from(suppliers)
      .where(eq(suppliers.id, body.supplierId))
      .limit(1);
    if (!row) throw validationFailed({ supplierId: 'invoices.errors.supplierUnknown' });
    supplier = row;
  } else {
    supplier = await matchSupplier(tx, { vatNumber, iban, name: body.supplierName });
    if (!supplier) {
      const [created] = await tx
        .insert(suppliers)
        .values({ name: body.supplierName })
        .returning({ id: suppliers.id, name: suppliers.name });
      supplier = created!;
    }
  }
  if (vatNumber || iban) {
    await tx
      .insert(supplierBilling)
      .values({ supplierId: supplier.id, vatNumber, iban })
      .onConflictDoUpdate({
        target: supplierBilling.supplierId,
        set: {
          vatNumber: sql`coalesce(${vatNumber}, ${supplierBilling.vatNumber})`,
          iban: sql`coalesce(${iban}, ${supplierBilling.iban})`,
          updatedAt: new Date(),
        },
      });
  }
  return { ...supplier, vatNumber };
}

/** The values 'Valider' saves, by the extraction field each stands for (what the form showed). */
const keptValues = (body: IncomingInvoiceBody): KeptInvoiceValues => ({
  sellerName: body.supplierName,
  sellerVatId: body.supplierVatNumber,
  invoiceNumber: body.number,
  issueDate: body.issueDate,
  dueDate: body.dueDate,
  currency: body.currency,
  totalWithoutTax: body.totalWithoutTax,
  taxAmount: body.taxAmount,
  totalWithTax: body.totalWithTax,
  iban: body.iban,
  paymentTerms: body.paymentTerms,
  orderReference: body.orderReference,
});

/** POST /api/invoices/incoming ('Valider'). */
export async function createIncoming(
  ctx: ActionContext,
  storage: Storage,
  body: IncomingInvoiceBody,
): Promise<InvoiceDetail> {
  if (
    compare(add(decimal(body.totalWithoutTax), decimal(body.taxAmount)), decimal(body.totalWithTax)) !== 0
  ) {
    throw validationFailed({ totalWithTax: 'invoices.validation.totalsMismatch' });
  }
  if (body.dueDate && body.dueDate < body.issueDate) {
    throw validationFailed({ dueDate: 'invoices.validation.dueBeforeIssue' });
  }
  const id = await ctx.db.transaction(async (tx) => {
    const job = await usableJob(tx, ctx.auth, body.extractionJobId, true);
    if (job.status !== 'completed') throw jobError();
    const conformance = extractionOf(job)?.conformance ?? null;
    if (conformance?.checked && !conformance.valid && !body.confirmNonConformant) {
      throw new AppError(409, 'non_conformant', 'invoices.errors.nonConformant', {
        details: conformance.rules
          .filter((r) => r.flag === 'fatal')
          .map((r) => r.id)
          .slice(0, 10)
          .join(', '),
      });
    }
    const supplier = await resolveSupplier(tx, body);
    const hash = await fileHash(storage, job.storageKey);
    if (!body.confirmDuplicate) {
      const duplicates = await duplicatesOf(tx, ctx.request, {
        supplierId: supplier.id,
        number: body.number,
        hash,
      });
      if (duplicates.length) {
        throw new AppError(409, 'duplicate', 'invoices.errors.duplicate', {
          details: duplicates.map((d) => d.message).join(' ; '),
        });
      }
    }
    let companyId: string | null = null;
    let orderReference = body.orderReference;
    if (body.orderId) {
      const [order] = await tx
        .select({ id: orders.id, reference: orders.reference, companyId: orders.companyId })
        .from(orders)
        .where(and(eq(orders.id, body.orderId), companyScope(ctx.auth, orders.companyId)))
        .limit(1);
      if (!order) throw validationFailed({ orderId: 'invoices.errors.orderUnknown' });
      companyId = order.companyId;
      orderReference ??= order.reference;
    }
    if (body.quotationId) {
      const approved = and(eq(quotations.id, body.quotationId), eq(quotations.status, 'approved'));
      if (!(await exists(tx, quotations, approved))) {
        throw validationFailed({ quotationId: 'invoices.errors.quotationUnknown' });
      }
    }
    const base = await baseEquivalent(tx, body.currency, body.totalWithTax, body.issueDate).catch(() => null);
    const now = new Date();
    const [row] = await tx
      .insert(invoices)
      .values({
        direction: 'incoming',
        kind: 'invoice',
        number: body.number,
        status: 'to_check',
        supplierId: supplier.id,
        companyId,
        partyName: supplier.name,
        partyVatNumber: supplier.vatNumber,
        orderId: body.orderId,
        orderReference,
        ...pick(body, ['quotationId', 'issueDate', 'dueDate', 'paymentTerms', 'currency']),
        subtotal: body.totalWithoutTax,
        taxAmount: body.taxAmount,
        totalAmount: body.totalWithTax,
        ...(base ?? {}),
        issuedAt: now,
        aiExtracted: true,
        aiConfidence: job.confidence,
        extractionJobId: job.id,
        fileKey: job.storageKey,
        fileName: job.fileName,
        fileMime: job.mime,
        fileSize: job.size,
        fileHash: hash,
        searchText: normalizeSearch([body.number, supplier.name, orderReference].filter(Boolean).join(' ')),
        createdBy: ctx.auth.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (body.lines.length) {
      const totals = documentAmounts(body.lines.map((l) => ({ ...l, discount: '0' })));
      await tx.insert(invoiceLines).values(
        body.lines.map((l, position) => ({
          invoiceId: row!.id,
          position,
          description: l.description,
          quantity: l.quantity,
          unitPrice: l.unitPrice,
          taxRate: canonicalRate(l.taxRate),
          totalPrice: totals.lines[position]!,
        })),
      );
    }
    await tx
      .insert(invoiceStatusHistory)
      .values({ invoiceId: row!.id, status: 'to_check', changedBy: ctx.auth.user.id });
    // What the user changed of the extraction, kept for a later corpus (issue 34; never sent).
    const read = extractionOf(job);
    if (read && hash) {
      await recordCorrections(
        tx,
        { jobId: job.id, kind: 'invoice', documentHash: hash, userId: ctx.auth.user.id },
        invoiceCorrections(read, keptValues(body)),
      );
    }
    await audit(tx, ctx, 'invoice.incoming_create', {
      id: row!.id,
      label: `${supplier.name} ${body.number}`,
      after: {
        ...snapshot(row!),
        extractionJobId: job.id,
        duplicateConfirmed: body.confirmDuplicate,
        ...(conformance ? { conformance: conformanceNote(conformance, body.confirmNonConformant) } : {}),
      },
    });
    return row!.id;
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}

/** POST /api/invoices/incoming/reject ('Rejeter'): the extraction is discarded with its reason. */
export async function rejectIncoming(ctx: ActionContext, jobId: string, reason: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const job = await usableJob(tx, ctx.auth, jobId, true);
    await tx
      .insert(invoiceRejections)
      .values({ extractionJobId: job.id, reason, rejectedBy: ctx.auth.user.id });
    await auditFor('extraction')(tx, ctx, 'invoice.extraction_reject', {
      id: job.id,
      label: job.fileName,
      after: { reason },
    });
  });
}

/** POST /api/invoices/:id/approve: a checked supplier invoice is to pay. */
export async function approveIncoming(ctx: ActionContext, id: string): Promise<InvoiceDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await requireInvoiceRow(tx, ctx.auth, id, true);
    if (before.direction !== 'incoming' || before.status !== 'to_check') {
      throw stateConflict('invalid_state', 'invoices.errors.cannotApprove', {});
    }
    await tx.update(invoices).set({ status: 'to_pay', updatedAt: new Date() }).where(eq(invoices.id, id));
    await tx
      .insert(invoiceStatusHistory)
      .values({ invoiceId: id, status: 'to_pay', changedBy: ctx.auth.user.id });
    await audit(tx, ctx, 'invoice.approve', {
      id,
      label: before.number,
      before: { status: before.status },
      after: { status: 'to_pay' },
    });
  });
  return (await readInvoiceDetail(ctx.db, ctx.auth, id))!;
}

/** The original file of an invoice the user may see. */
export async function invoiceFile(ctx: ActionContext, storage: Storage, id: string) {
  const row = await requireInvoiceRow(ctx.db, ctx.auth, id);
  if (!row.fileKey) throw new AppError(404, 'not_found', 'invoices.errors.noFile');
  return {
    stream: storage.stream(row.fileKey),
    name: row.fileName ?? 'facture',
    mime: row.fileMime ?? 'application/octet-stream',
  };
}
