import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import type {
  ImportAnalysis,
  ImportOptions,
  ImportSummary,
  ImportUploadResponse,
} from '@comptoir/core/modules/imports';
import { PRODUCT_IMPORT_FIELDS, PRODUCT_IMPORT_REQUIRED } from '@comptoir/core/modules/imports';
import { productSearchText } from '@comptoir/core/modules/catalogue';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { rowsOf } from '../../db/rows';
import { importJobs } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { recordAuditFrom } from '../../platform/audit';
import { conflict } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import { DryRuns, createImportJob, findImportJob, jobOptions, saveAnalysis, type Job } from './jobs';
import { workbookReader } from './reader';
import { checkSignal, claimRun, queueImportRun, type ImportQueuer, type ImportRunner } from './run';
import {
  productRowSchema,
  type Issue,
  type ProductRow,
  type ValidRow,
  type ValidationResult,
} from './engine/index';

/** Rows per INSERT ... SELECT FROM unnest(...) ON CONFLICT (one array parameter per column). */
export const BATCH_SIZE = 2000;
/** References per lookup of existing products. */
const LOOKUP_SIZE = 10_000;
/** Advisory lock of the imports creating suppliers, so two of them never create the same name twice. */
const SUPPLIERS_LOCK = 'products:import:suppliers';

const PRODUCTS_JOB = {
  kind: 'products',
  fields: PRODUCT_IMPORT_FIELDS,
  required: PRODUCT_IMPORT_REQUIRED,
  synonyms: productRowSchema.synonyms,
  exactOnly: productRowSchema.exactOnly ?? [],
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

/** The file's rows validated in an import thread (the cells never reach this thread). */
async function validate(app: FastifyInstance, job: Job, options: ImportOptions) {
  const { sheet, headerRow, mapping } = options;
  const bytes = await app.storage.get(job.fileKey);
  return workbookReader(app).validate(bytes, { schema: 'products', sheet, headerRow, mapping });
}

/** The last dry runs' rows: a run with the same choices does not validate the file again. */
const dryRuns = new DryRuns<ValidationResult<ProductRow>>(PRODUCT_IMPORT_FIELDS, 2);

type Reader = Pick<FastifyInstance['db'], 'execute'>;

/**
 * One array parameter: `${array(values, 'text')}` is `$1::text[]`, where drizzle would expand a
 * bare JS array into one parameter per element (and as many objects to build and collect).
 */
const array = (values: readonly unknown[], type: 'text' | 'numeric' | 'integer' | 'uuid') =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** Existing products among these references (lower-cased), with their description. */
async function existing(db: Reader, refs: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (let i = 0; i < refs.length; i += LOOKUP_SIZE) {
    const chunk = refs.slice(i, i + LOOKUP_SIZE);
    const rows = await rowsOf<{ r: string; d: string }>(
      db,
      sql`select lower(reference) as r, description as d from products where lower(reference) = any(${array(chunk, 'text')})`,
    );
    for (const row of rows) found.set(row.r, row.d);
  }
  return found;
}

/** The suppliers the valid rows name, by lower-cased name -> the first spelling met in the file. */
function supplierNames(rows: readonly ValidRow<ProductRow>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const { value } of rows) {
    if (value.supplier === null) continue;
    const key = value.supplier.toLowerCase();
    if (!names.has(key)) names.set(key, value.supplier);
  }
  return names;
}

/**
 * Existing suppliers for these names, case ignored: name (as given) -> supplier id; when several
 * suppliers share a name, the oldest one.
 */
async function existingSuppliers(db: Reader, names: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (names.length === 0) return found;
  const rows = await rowsOf<{ name: string; id: string }>(
    db,
    sql`select distinct on (n.name) n.name, s.id
        from unnest(${array(names, 'text')}) as n(name)
        join suppliers s on lower(s.name) = lower(n.name)
        order by n.name, s.created_at, s.id`,
  );
  for (const row of rows) found.set(row.name, row.id);
  return found;
}

/**
 * The supplier id of each supplier name of the rows (lower-cased name -> id), creating the
 * missing suppliers (named as first written in the file) in this transaction.
 */
async function resolveSuppliers(
  tx: Reader,
  rows: readonly ValidRow<ProductRow>[],
): Promise<{ ids: Map<string, string>; created: number }> {
  const names = supplierNames(rows);
  const ids = new Map<string, string>();
  if (names.size === 0) return { ids, created: 0 };
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SUPPLIERS_LOCK}))`);
  const spellings = [...names.values()];
  const found = await existingSuppliers(tx, spellings);
  const missing = spellings.filter((name) => !found.has(name));
  if (missing.length > 0) {
    const created = await rowsOf<{ name: string; id: string }>(
      tx,
      sql`insert into suppliers (name) select unnest(${array(missing, 'text')}) returning name, id`,
    );
    for (const row of created) found.set(row.name, row.id);
  }
  for (const [key, name] of names) ids.set(key, found.get(name)!);
  return { ids, created: missing.length };
}

function format(language: Language, issues: Issue[]) {
  return issues.map((i) => ({
    line: i.line,
    message: translate(language, `import.rows.${i.key}`, { line: i.line, ...i.values }),
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
  const suppliers = [...supplierNames(result.rows).values()];
  const suppliersFound = await existingSuppliers(app.db, suppliers);
  dryRuns.remember(job.id, options, result);
  await saveAnalysis(app, job, options, result.total);
  return {
    ...counts(result, refs),
    errors: format(requestLanguage(request), result.errors),
    warnings: format(requestLanguage(request), result.warnings),
    suppliersToCreate: suppliers.length - suppliersFound.size,
  };
}

/** Optional fields and their column: written on existing products only when mapped. */
const COLUMNS = {
  description: 'description',
  category: 'category',
  subcategory: 'subcategory',
  price: 'price',
  currency: 'currency',
  quantity: 'quantity',
  supplier: 'supplier_id',
} as const;

/**
 * POST /api/products/import/:id/run: claims the import and queues its run (./run.ts); answers the
 * row at once. A run without skipInvalid is refused at once when this process's dry run with the
 * same choices found errors (else the run finds them and fails with the same message).
 */
export const queueImport: ImportQueuer = (app, request, auth, job, options) =>
  queueImportRun(app, request, auth, job, options, dryRuns.get(job.id, options)?.errors.length ?? null);

/**
 * The run, a job of the queue: the rows of the dry run with the same options (else the file
 * validated again, same code), then every row written in ONE transaction (see claimRun): the
 * missing suppliers first, then the products with INSERT ... SELECT FROM unnest(one array per
 * column) ON CONFLICT (lower(reference)) DO UPDATE, a batch at a time; the audit entry in it, and
 * the row written 'completed' with its summary. Errors without `skipInvalid`: 409, nothing written.
 */
export const runProductsImport: ImportRunner = async (app, job, ctx) => {
  const { run } = ctx;
  const options = jobOptions(job);
  const started = Date.now();
  const result = dryRuns.get(job.id, options) ?? (await validate(app, job, options));
  if (result.errors.length > 0 && !run.skipInvalid) throw conflict('import.errors.hasErrors');
  // The rows are all in `result` now: the dry run is not needed any more (a retry reads the file
  // again from storage).
  dryRuns.forget(job.id);
  const mapped = new Set(
    PRODUCT_IMPORT_FIELDS.filter((f) => options.mapping[f] !== null && options.mapping[f] !== undefined),
  );
  const rows = result.rows;
  await ctx.progress(0, rows.length);
  const summary = await app.db.transaction(async (tx) => {
    if (!(await claimRun(tx, job.id))) return null;
    let created = 0;
    let updated = 0;
    const suppliers = mapped.has('supplier')
      ? await resolveSuppliers(tx, rows)
      : { ids: new Map<string, string>(), created: 0 };
    const updates = [
      'name = excluded.name',
      'reference = excluded.reference',
      'search_text = excluded.search_text',
      'updated_at = now()',
      ...Object.entries(COLUMNS)
        .filter(([field]) => mapped.has(field as keyof typeof COLUMNS))
        .map(([, column]) => `${column} = excluded.${column}`),
    ].join(', ');
    for (let i = 0; i < rows.length; i += BATCH_SIZE) {
      checkSignal(ctx.signal);
      const end = Math.min(rows.length, i + BATCH_SIZE);
      const descriptions = mapped.has('description')
        ? null
        : await existing(
            tx,
            rows.slice(i, end).map((r) => r.value.reference.toLowerCase()),
          );
      const n = end - i;
      const reference = new Array<string>(n);
      const name = new Array<string>(n);
      const description = new Array<string>(n);
      const category = new Array<string>(n);
      const subcategory = new Array<string | null>(n);
      const price = new Array<string>(n);
      const currency = new Array<string>(n);
      const quantity = new Array<number>(n);
      const searchText = new Array<string>(n);
      const supplierId = new Array<string | null>(n);
      for (let j = 0; j < n; j += 1) {
        const p = rows[i + j]!.value;
        reference[j] = p.reference;
        name[j] = p.name;
        description[j] = p.description ?? '';
        category[j] = p.category ?? 'Autre';
        subcategory[j] = p.subcategory;
        price[j] = p.price;
        currency[j] = p.currency ?? 'EUR';
        quantity[j] = p.quantity ?? 0;
        // Without a description column, an existing product keeps its description: its search
        // text is computed with it.
        searchText[j] = productSearchText({
          name: p.name,
          reference: p.reference,
          description: descriptions ? (descriptions.get(p.reference.toLowerCase()) ?? '') : p.description,
        });
        supplierId[j] = p.supplier === null ? null : (suppliers.ids.get(p.supplier.toLowerCase()) ?? null);
      }
      const [res] = await rowsOf<{ created: number | string; total: number | string }>(
        tx,
        sql`with written as (
              insert into products (reference, name, description, category, subcategory, price, currency, quantity, search_text, supplier_id, created_by)
              select r.reference, r.name, r.description, r.category, r.subcategory, r.price, r.currency, r.quantity, r.search_text, r.supplier_id, ${run.actor?.id ?? null}::uuid
              from unnest(${array(reference, 'text')}, ${array(name, 'text')}, ${array(description, 'text')},
                          ${array(category, 'text')}, ${array(subcategory, 'text')}, ${array(price, 'numeric')},
                          ${array(currency, 'text')}, ${array(quantity, 'integer')}, ${array(searchText, 'text')},
                          ${array(supplierId, 'uuid')})
                as r(reference, name, description, category, subcategory, price, currency, quantity, search_text, supplier_id)
              on conflict (lower(reference)) do update set ${sql.raw(updates)}
              returning (xmax = 0) as inserted
            )
            select (count(*) filter (where inserted))::int as created, count(*)::int as total from written`,
      );
      created += Number(res!.created);
      updated += Number(res!.total) - Number(res!.created);
      await ctx.progress(end, rows.length);
    }
    const errors = format(run.language, result.errors);
    const warnings = format(run.language, result.warnings);
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
      suppliersToCreate: suppliers.created,
      suppliersCreated: suppliers.created,
    };
    await recordAuditFrom(tx, run.origin, run.actor, {
      action: 'products.import',
      targetType: 'import_job',
      targetId: job.id,
      targetLabel: job.fileName,
      after: {
        created,
        updated,
        skipped: done.skipped,
        invalid: done.invalid,
        total: done.total,
        suppliersCreated: suppliers.created,
      },
    });
    let errorsKey: string | null = null;
    if (errors.length + warnings.length > 0) {
      const issues = [...errors, ...warnings].sort((a, b) => a.line - b.line);
      const csv = Buffer.from(issuesCsv(run.language, issues), 'utf8');
      errorsKey = (await app.storage.put(newKey('imports/errors', 'csv'), csv)).key;
    }
    await tx
      .update(importJobs)
      .set({
        status: 'completed',
        progress: 100,
        rowsDone: rows.length,
        rowsTotal: rows.length,
        totalRows: result.total,
        summary: done,
        errorsKey,
        error: null,
        finishedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(importJobs.id, job.id));
    return done;
  });
  if (!summary) return job.summary as ImportSummary; // done already by another run of this job
  // After a large import: fresh planner statistics, so lists and searches stay on their indexes,
  // and the trigram index's pending list merged now (GIN's fast update leaves up to 4 MB of new
  // entries that every search would otherwise scan until autovacuum comes by).
  if (rows.length >= 5000) {
    await app.db
      .execute(sql`select gin_clean_pending_list('products_search_trgm_idx'::regclass)`)
      .catch(() => undefined);
    await app.db.execute(sql`analyze products`).catch(() => undefined);
  }
  return summary;
};

/**
 * The errors as a CSV for Excel: BOM, ';' separator, quoted messages, neutralised against formulas
 * like every export (a message quotes a cell of the file).
 */
export function issuesCsv(language: Language, issues: { line: number; message: string }[]): string {
  const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const head = `${q(translate(language, 'import.csv.line'))};${q(translate(language, 'import.csv.message'))}`;
  return `\ufeff${[head, ...issues.map((i) => `${i.line};${q(neutralizeCell(i.message))}`)].join('\r\n')}\r\n`;
}

/** The errors of a job: after a run its stored file, else a fresh dry run with its last choices. */
export async function jobIssues(app: FastifyInstance, request: FastifyRequest, job: Job): Promise<string> {
  const language = requestLanguage(request);
  if (job.errorsKey) return (await app.storage.get(job.errorsKey)).toString('utf8');
  if (job.status === 'completed') return issuesCsv(language, []);
  if (!job.sheet || !job.headerRow || !job.mapping) return issuesCsv(language, []);
  const result = await validate(app, job, jobOptions(job));
  return issuesCsv(
    language,
    format(
      language,
      [...result.errors, ...result.warnings].sort((a, b) => a.line - b.line),
    ),
  );
}
