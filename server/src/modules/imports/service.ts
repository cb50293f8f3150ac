import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type {
  ImportAnalysis,
  ImportOptions,
  ImportSummary,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { PRODUCT_IMPORT_FIELDS, PRODUCT_IMPORT_REQUIRED } from '@comptoir/core/modules/imports';
import { productSearchText } from '@comptoir/core/modules/catalogue';
import { importJobs } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import { createImportJob, findImportJob, jobWorkbook, type Job } from './jobs';
import {
  fileError,
  productRowSchema,
  validateRows,
  type Issue,
  type ProductRow,
  type ValidationResult,
} from './engine/index';

/** Rows per multi-row INSERT ... ON CONFLICT. */
export const BATCH_SIZE = 1000;

/**
 * Progress of running imports, by job id. The import's transaction is invisible to other
 * connections until it commits, so progress lives in memory (this process runs the import).
 */
const running = new Map<string, { done: number; total: number }>();
export function liveProgress(id: string): number | null {
  const p = running.get(id);
  if (!p) return null;
  return p.total === 0 ? 0 : Math.min(99, Math.floor((p.done * 100) / p.total));
}

const PRODUCTS_JOB = {
  kind: 'products',
  fields: PRODUCT_IMPORT_FIELDS,
  required: PRODUCT_IMPORT_REQUIRED,
  synonyms: productRowSchema.synonyms,
};

export function uploadImport(
  app: FastifyInstance,
  auth: AuthContext,
  fileName: string,
  bytes: Buffer,
): Promise<ImportUploadResponse> {
  return createImportJob(app, auth, PRODUCTS_JOB, fileName, bytes);
}

/** The products import job if this user may see it (its owner, or a super admin); 404 otherwise. */
export function findJob(app: FastifyInstance, auth: AuthContext, id: string): Promise<Job> {
  return findImportJob(app, auth, id, PRODUCTS_JOB.kind);
}

async function validate(app: FastifyInstance, job: Job, options: ImportOptions) {
  const wb = await jobWorkbook(app, job);
  const sheet = wb.sheets.find((s) => s.name === options.sheet);
  if (!sheet) throw fileError(400, 'import_unknown_sheet', 'unknownSheet');
  return validateRows(sheet, options.headerRow, options.mapping, productRowSchema);
}

type Reader = Pick<FastifyInstance['db'], 'execute'>;

/** Rows of a raw query: node-postgres and PGlite both answer `{ rows }`. */
async function rowsOf<T>(db: Reader, query: ReturnType<typeof sql>): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

/** Existing products among these references (lower-cased), with their description. */
async function existing(db: Reader, refs: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < refs.length; i += 5000) {
    const chunk = refs.slice(i, i + 5000);
    const rows = await rowsOf<{ r: string; d: string }>(
      db,
      sql`select lower(reference) as r, description as d from products where lower(reference) in ${chunk}`,
    );
    for (const row of rows) found.set(row.r, row.d);
  }
  return found;
}

function format(request: FastifyRequest, issues: Issue[]) {
  return issues.map((i) => ({
    line: i.line,
    message: t(request, `import.rows.${i.key}`, { line: i.line, ...i.values }),
  }));
}

function counts(result: ValidationResult<ProductRow>, existingRefs: Map<string, string>) {
  let toUpdate = 0;
  for (const r of result.rows) if (existingRefs.has(r.value.reference.toLowerCase())) toUpdate += 1;
  return {
    total: result.total,
    toCreate: result.rows.length - toUpdate,
    toUpdate,
    skipped: result.empty + result.superseded + result.invalid,
    invalid: result.invalid,
  };
}

/** The dry run: what the import would do, every row error, nothing written but the job's choices. */
export async function analyseImport(
  app: FastifyInstance,
  request: FastifyRequest,
  job: Job,
  options: ImportOptions,
): Promise<ImportAnalysis> {
  const result = await validate(app, job, options);
  const refs = await existing(
    app.db,
    result.rows.map((r) => r.value.reference.toLowerCase()),
  );
  await app.db
    .update(importJobs)
    .set({
      status: job.status === 'completed' ? job.status : 'analysed',
      sheet: options.sheet,
      headerRow: options.headerRow,
      mapping: options.mapping,
      totalRows: result.total,
      updatedAt: new Date(),
    })
    .where(eq(importJobs.id, job.id));
  return {
    ...counts(result, refs),
    errors: format(request, result.errors),
    warnings: format(request, result.warnings),
  };
}

const COLUMNS = ['description', 'category', 'subcategory', 'price', 'currency', 'quantity'] as const;

/**
 * The import: validates again (same code as the dry run), then writes every row in ONE
 * transaction with multi-row INSERT ... ON CONFLICT (lower(reference)) DO UPDATE, records the
 * audit entry in it, and stores the summary. Errors without `skipInvalid`: 409, nothing written.
 */
export async function runImport(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  job: Job,
  options: ImportOptions & { skipInvalid: boolean },
): Promise<ImportSummary> {
  if (job.status === 'importing' || running.has(job.id)) throw conflict('import.errors.running');
  if (job.status === 'completed') throw conflict('import.errors.done');
  // Claimed synchronously after the check: a second run of the same job gets 409.
  running.set(job.id, { done: 0, total: 0 });
  const started = Date.now();
  let result: ValidationResult<ProductRow>;
  try {
    result = await validate(app, job, options);
    if (result.errors.length > 0 && !options.skipInvalid) throw conflict('import.errors.hasErrors');
  } catch (error) {
    running.delete(job.id);
    throw error;
  }
  const mapped = new Set(
    PRODUCT_IMPORT_FIELDS.filter((f) => options.mapping[f] !== null && options.mapping[f] !== undefined),
  );
  running.set(job.id, { done: 0, total: result.rows.length });
  try {
    await app.db
      .update(importJobs)
      .set({
        status: 'importing',
        progress: 0,
        sheet: options.sheet,
        headerRow: options.headerRow,
        mapping: options.mapping,
        totalRows: result.total,
        updatedAt: new Date(),
      })
      .where(eq(importJobs.id, job.id));
    const summary = await app.db.transaction(async (tx) => {
      let created = 0;
      let updated = 0;
      const updates = [
        'name = excluded.name',
        'reference = excluded.reference',
        'search_text = excluded.search_text',
        'updated_at = now()',
        ...COLUMNS.filter((c) => mapped.has(c)).map((c) => `${c} = excluded.${c}`),
      ].join(', ');
      for (let i = 0; i < result.rows.length; i += BATCH_SIZE) {
        const batch = result.rows.slice(i, i + BATCH_SIZE);
        const descriptions = mapped.has('description')
          ? null
          : await existing(
              tx,
              batch.map((r) => r.value.reference.toLowerCase()),
            );
        const values = batch.map(({ value: p }) => {
          const description = p.description ?? descriptions?.get(p.reference.toLowerCase()) ?? '';
          const searchText = mapped.has('description')
            ? p.searchText
            : productSearchText({ name: p.name, reference: p.reference, description });
          return sql`(${p.reference}, ${p.name}, ${p.description ?? ''}, ${p.category ?? 'Autre'}, ${p.subcategory}, ${p.price}::numeric, ${p.currency ?? 'EUR'}, ${p.quantity ?? 0}::integer, ${searchText}, ${auth.user.id}::uuid)`;
        });
        const res = await rowsOf<{ inserted: boolean | string }>(
          tx,
          sql`insert into products (reference, name, description, category, subcategory, price, currency, quantity, search_text, created_by)
              values ${sql.join(values, sql`, `)}
              on conflict (lower(reference)) do update set ${sql.raw(updates)}
              returning (xmax = 0) as inserted`,
        );
        for (const row of res) {
          if (row.inserted === true || row.inserted === 't') created += 1;
          else updated += 1;
        }
        running.set(job.id, { done: i + batch.length, total: result.rows.length });
      }
      const errors = format(request, result.errors);
      const warnings = format(request, result.warnings);
      const done: ImportSummary = {
        total: result.total,
        toCreate: created,
        toUpdate: updated,
        created,
        updated,
        skipped: result.empty + result.superseded + result.invalid,
        invalid: result.invalid,
        errors,
        warnings,
        seconds: Math.round((Date.now() - started) / 100) / 10,
      };
      await recordAudit(tx, request, auth, {
        action: 'products.import',
        targetType: 'import_job',
        targetId: job.id,
        targetLabel: job.fileName,
        after: { created, updated, skipped: done.skipped, invalid: done.invalid, total: done.total },
      });
      let errorsKey: string | null = null;
      if (errors.length + warnings.length > 0) {
        errorsKey = (
          await app.storage.put(
            newKey('imports/errors', 'csv'),
            Buffer.from(
              issuesCsv(
                request,
                [...errors, ...warnings].sort((a, b) => a.line - b.line),
              ),
              'utf8',
            ),
          )
        ).key;
      }
      await tx
        .update(importJobs)
        .set({ status: 'completed', progress: 100, summary: done, errorsKey, updatedAt: new Date() })
        .where(eq(importJobs.id, job.id));
      return done;
    });
    // Fresh planner statistics after a large import, so lists and searches stay on their indexes.
    if (result.rows.length >= 5000) await app.db.execute(sql`analyze products`).catch(() => undefined);
    return summary;
  } catch (error) {
    await app.db
      .update(importJobs)
      .set({ status: 'failed', progress: 0, updatedAt: new Date() })
      .where(eq(importJobs.id, job.id));
    if (error instanceof AppError) throw error;
    request.log.error({ err: error, job: job.id }, 'product import failed');
    throw new AppError(409, 'import_failed', 'import.errors.failed');
  } finally {
    running.delete(job.id);
  }
}

/** The errors as a CSV for Excel: BOM, ';' separator, quoted messages. */
export function issuesCsv(request: FastifyRequest, issues: { line: number; message: string }[]): string {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const head = `${q(t(request, 'import.csv.line'))};${q(t(request, 'import.csv.message'))}`;
  return `\ufeff${[head, ...issues.map((i) => `${i.line};${q(i.message)}`)].join('\r\n')}\r\n`;
}

/** The errors of a job: after a run its stored file, else a fresh dry run with its last choices. */
export async function jobIssues(app: FastifyInstance, request: FastifyRequest, job: Job): Promise<string> {
  if (job.errorsKey) return (await app.storage.get(job.errorsKey)).toString('utf8');
  if (job.status === 'completed') return issuesCsv(request, []);
  if (!job.sheet || !job.headerRow || !job.mapping) return issuesCsv(request, []);
  const result = await validate(app, job, {
    sheet: job.sheet,
    headerRow: job.headerRow,
    mapping: job.mapping as ImportOptions['mapping'],
  });
  return issuesCsv(
    request,
    format(
      request,
      [...result.errors, ...result.warnings].sort((a, b) => a.line - b.line),
    ),
  );
}
