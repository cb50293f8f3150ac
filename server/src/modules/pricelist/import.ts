/**
 * Price list import through the shared import engine (../imports/engine): the engine reads the
 * file, finds the header and validates each row's cells with `priceListRowSchema`, in an import
 * thread (only the valid rows and the issues come back); this module then
 * resolves references and checks periods against the database, and writes in ONE transaction.
 *
 * A row whose product, zone and exact period already exist updates that price; any other row adds
 * a period, refused when it overlaps an existing period or an earlier row of the file.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import {
  type ImportAnalysis,
  type ImportOptions,
  type ImportSummary,
  type ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import {
  PRICELIST_HEADER_SYNONYMS,
  PRICELIST_IMPORT_FIELDS,
  PRICELIST_IMPORT_REQUIRED,
  periodsOverlap,
} from '@comptoir/core/modules/pricelist';
import { importJobs, productZonePrices, products } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { recordAuditFrom } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import type { Issue } from '../imports/engine/index';
import { workbookReader } from '../imports/reader';
import { IMPORT_LOCK, describePeriod } from './service';
import { DryRuns, createImportJob, findImportJob, jobOptions, saveAnalysis, type Job } from '../imports/jobs';
import { checkSignal, claimRun, queueImportRun, type ImportQueuer, type ImportRunner } from '../imports/run';
import { issuesCsv } from '../imports/service';
import { pick } from '../../platform/service';

export const PRICELIST_JOB_KIND = 'pricelist';

/**
 * The number of rows with errors found by the last dry runs of this process: a run of the same
 * choices without skipInvalid is refused at once (else the run finds them).
 */
const dryRuns = new DryRuns<number>(PRICELIST_IMPORT_FIELDS, 50);

const PRICELIST_JOB = {
  kind: PRICELIST_JOB_KIND,
  fields: PRICELIST_IMPORT_FIELDS,
  required: PRICELIST_IMPORT_REQUIRED,
  synonyms: PRICELIST_HEADER_SYNONYMS,
};

export function uploadPriceImport(
  app: FastifyInstance,
  auth: AuthContext,
  fileName: string,
  bytes: Buffer,
): Promise<ImportUploadResponse> {
  return createImportJob(app, auth, PRICELIST_JOB, fileName, bytes);
}

/** The price list import job if this user may see it (owner or super admin); 404 otherwise. */
export function findPriceJob(app: FastifyInstance, auth: AuthContext, id: string): Promise<Job> {
  return findImportJob(app, auth, id, PRICELIST_JOB_KIND);
}

interface PlannedRow {
  line: number;
  productId: string;
  zone: string;
  price: string;
  currency: string;
  validFrom: string | null;
  validTo: string | null;
  /** The existing price this row updates (same product, zone and period), if any. */
  updateId: string | null;
}

interface Plan {
  rows: PlannedRow[];
  errors: { line: number; message: string }[];
  warnings: { line: number; message: string }[];
  total: number;
  skipped: number;
  invalid: number;
}

type Runner = Pick<FastifyInstance['db'], 'select'>;

/** Validates the cells (engine), then references and periods (database): the import's plan. */
async function plan(
  app: FastifyInstance,
  db: Runner,
  language: Language,
  job: Job,
  options: ImportOptions,
): Promise<Plan> {
  // The cells are read and checked in an import thread; only the valid rows and issues come back.
  const { sheet, headerRow, mapping } = options;
  const bytes = await app.storage.get(job.fileKey);
  const result = await workbookReader(app).validate(bytes, {
    schema: 'pricelist',
    sheet,
    headerRow,
    mapping,
  });
  const message = (i: Issue) => ({
    line: i.line,
    message: translate(language, `pricelist.import.rows.${i.key}`, { line: i.line, ...i.values }),
  });
  const errors = result.errors.map(message);
  const invalidLines = new Set(result.errors.map((e) => e.line));

  const refs = [...new Set(result.rows.map((r) => r.value.reference.toLowerCase()))];
  const byRef = new Map<string, { id: string; currency: string }>();
  for (let i = 0; i < refs.length; i += 5000) {
    const chunk = refs.slice(i, i + 5000);
    const found = await db
      .select({
        id: products.id,
        ref: sql<string>`lower(${products.reference})`,
        currency: products.currency,
      })
      .from(products)
      .where(inArray(sql`lower(${products.reference})`, chunk));
    for (const f of found) byRef.set(f.ref, { id: f.id, currency: f.currency });
  }
  const ids = [...new Set([...byRef.values()].map((p) => p.id))];
  const existing: (typeof productZonePrices.$inferSelect)[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    existing.push(
      ...(await db
        .select()
        .from(productZonePrices)
        .where(inArray(productZonePrices.productId, ids.slice(i, i + 5000)))),
    );
  }
  const existingBy = new Map<string, typeof existing>();
  for (const e of existing) {
    const k = `${e.productId}|${e.zone}`;
    existingBy.set(k, [...(existingBy.get(k) ?? []), e]);
  }

  const rows: PlannedRow[] = [];
  const acceptedBy = new Map<string, PlannedRow[]>();
  for (const { line, value } of result.rows) {
    const product = byRef.get(value.reference.toLowerCase());
    if (!product) {
      errors.push(message({ line, key: 'reference' }));
      invalidLines.add(line);
      continue;
    }
    const k = `${product.id}|${value.zone}`;
    const period = { validFrom: value.validFrom, validTo: value.validTo };
    const own = existingBy.get(k) ?? [];
    const same = own.find((e) => e.validFrom === period.validFrom && e.validTo === period.validTo);
    const earlier = (acceptedBy.get(k) ?? []).find((r) => periodsOverlap(r, period));
    if (earlier) {
      errors.push(message({ line, key: 'overlapFile', values: { other: earlier.line } }));
      invalidLines.add(line);
      continue;
    }
    const clash = own.find((e) => e.id !== same?.id && periodsOverlap(e, period));
    if (clash) {
      errors.push(
        message({
          line,
          key: 'overlap',
          values: { zone: value.zone, period: describePeriod(language, clash) },
        }),
      );
      invalidLines.add(line);
      continue;
    }
    const planned: PlannedRow = {
      line,
      productId: product.id,
      zone: value.zone,
      price: value.price,
      currency: value.currency ?? same?.currency ?? product.currency,
      validFrom: value.validFrom,
      validTo: value.validTo,
      updateId: same?.id ?? null,
    };
    rows.push(planned);
    acceptedBy.set(k, [...(acceptedBy.get(k) ?? []), planned]);
  }
  errors.sort((a, b) => a.line - b.line);
  return {
    rows,
    errors,
    warnings: result.warnings.map(message),
    total: result.total,
    invalid: invalidLines.size,
    skipped: result.empty + invalidLines.size,
  };
}

function counts(p: Plan) {
  const toUpdate = p.rows.filter((r) => r.updateId).length;
  return {
    total: p.total,
    toCreate: p.rows.length - toUpdate,
    toUpdate,
    skipped: p.skipped,
    invalid: p.invalid,
  };
}

export async function analysePriceImport(
  app: FastifyInstance,
  request: FastifyRequest,
  job: Job,
  options: ImportOptions,
): Promise<ImportAnalysis> {
  const p = await plan(app, app.db, requestLanguage(request), job, options);
  dryRuns.remember(job.id, options, p.errors.length);
  await saveAnalysis(app, job, options, p.total);
  return { ...counts(p), errors: p.errors, warnings: p.warnings };
}

const BATCH_SIZE = 1000;

/** POST /api/pricelists/import/:id/run: claims the import and queues its run; answers the row at once. */
export const queuePriceImport: ImportQueuer = (app, request, auth, job, options) =>
  queueImportRun(app, request, auth, job, options, dryRuns.get(job.id, options));

/**
 * The run, a job of the queue, in ONE transaction (see claimRun): under the price lists' import
 * lock the plan is made again against the database as it is now, then written; 409 when rows
 * have errors unless skipInvalid (nothing written).
 */
export const runPriceImport: ImportRunner = async (app, job, ctx) => {
  const { run } = ctx;
  const options = jobOptions(job);
  const started = Date.now();
  const actorId = run.actor?.id ?? null;
  const summary = await app.db.transaction(async (tx) => {
    if (!(await claimRun(tx, job.id))) return null;
    // Exclusive: waits for API writes in progress (they hold it shared) and for other imports,
    // and holds new ones back until this import commits, so the plan below stays true.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${IMPORT_LOCK}))`);
    const p = await plan(app, tx, run.language, job, options);
    if (p.errors.length > 0 && !run.skipInvalid) throw conflict('import.errors.hasErrors');
    const inserts = p.rows.filter((r) => !r.updateId);
    const total = p.rows.length;
    await ctx.progress(0, total);
    for (let i = 0; i < inserts.length; i += BATCH_SIZE) {
      checkSignal(ctx.signal);
      const batch = inserts.slice(i, i + BATCH_SIZE);
      await tx.insert(productZonePrices).values(
        batch.map((r) => ({
          ...pick(r, ['productId', 'zone', 'price', 'currency', 'validFrom', 'validTo']),
          updatedBy: actorId,
        })),
      );
      await ctx.progress(i + batch.length, total);
    }
    const updates = p.rows.filter((r) => r.updateId);
    for (const [n, r] of updates.entries()) {
      if (n % BATCH_SIZE === 0) checkSignal(ctx.signal);
      await tx
        .update(productZonePrices)
        .set({ price: r.price, currency: r.currency, updatedBy: actorId, updatedAt: new Date() })
        .where(and(eq(productZonePrices.id, r.updateId!)));
      if ((n + 1) % BATCH_SIZE === 0 || n + 1 === updates.length)
        await ctx.progress(inserts.length + n + 1, total);
    }
    const done: ImportSummary = {
      ...counts(p),
      created: inserts.length,
      updated: updates.length,
      errors: p.errors,
      warnings: p.warnings,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    await recordAuditFrom(tx, run.origin, run.actor, {
      action: 'pricelist.import',
      targetType: 'import_job',
      targetId: job.id,
      targetLabel: job.fileName,
      after: {
        ...pick(done, ['created', 'updated', 'skipped', 'invalid', 'total']),
      },
    });
    await tx
      .update(importJobs)
      .set({
        status: 'completed',
        progress: 100,
        rowsDone: total,
        rowsTotal: total,
        summary: done,
        totalRows: p.total,
        error: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(importJobs.id, job.id));
    return done;
  });
  dryRuns.forget(job.id);
  return summary ?? (job.summary as ImportSummary); // null: done already by another run of this job
};

/**
 * The errors and warnings of a price list import job as CSV (the products import's format): after
 * a run those of its summary, else a fresh dry run with the job's last choices.
 */
export async function priceJobIssues(
  app: FastifyInstance,
  request: FastifyRequest,
  job: Job,
): Promise<string> {
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  const language = requestLanguage(request);
  const summary = job.summary as ImportSummary | null;
  if (job.status === 'completed' || summary) {
    return issuesCsv(language, [...(summary?.errors ?? []), ...(summary?.warnings ?? [])].sort(byLine));
  }
  if (!job.sheet || !job.headerRow || !job.mapping) return issuesCsv(language, []);
  const p = await plan(app, app.db, language, job, jobOptions(job));
  return issuesCsv(language, [...p.errors, ...p.warnings].sort(byLine));
}
