/**
 * Import jobs, whatever is imported (products, price lists): the uploaded file stored, a job row,
 * the parsed workbook cached for the next steps, and access to a job (its owner or a super admin).
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ImportOptions, ImportUploadResponse } from '@comptoir/core/modules/imports';
import { importJobs } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { newKey } from '../../platform/storage';
import type { Workbook } from './engine/index';
import { workbookReader } from './reader';

export type Job = typeof importJobs.$inferSelect;

/**
 * What the last dry runs found, by job, with their choices (sheet, header row, the column of each
 * of `fields`): a run with the same choices (same stored file, same options: the same rows) takes
 * it instead of reading the file again. At most `size` jobs, so memory stays bounded.
 */
export class DryRuns<T> {
  private readonly entries = new Map<string, { options: string; found: T }>();

  constructor(
    private readonly fields: readonly string[],
    private readonly size: number,
  ) {}

  private key(options: ImportOptions): string {
    return JSON.stringify([
      options.sheet,
      options.headerRow,
      this.fields.map((f) => options.mapping[f] ?? null),
    ]);
  }

  remember(id: string, options: ImportOptions, found: T): void {
    this.entries.delete(id);
    this.entries.set(id, { options: this.key(options), found });
    while (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value!);
  }

  /** What the job's last dry run found, if it had these choices. */
  get(id: string, options: ImportOptions): T | null {
    const entry = this.entries.get(id);
    return entry && entry.options === this.key(options) ? entry.found : null;
  }

  forget(id: string): void {
    this.entries.delete(id);
  }
}

/** Keeps a dry run's choices and row count on its job ('analysed', unless it has run already). */
export async function saveAnalysis(
  app: FastifyInstance,
  job: Job,
  options: ImportOptions,
  totalRows: number,
): Promise<void> {
  await app.db
    .update(importJobs)
    .set({
      status: job.status === 'completed' ? job.status : 'analysed',
      sheet: options.sheet,
      headerRow: options.headerRow,
      mapping: options.mapping,
      totalRows,
      updatedAt: new Date(),
    })
    .where(eq(importJobs.id, job.id));
}

/** The choices last saved on a job (sheet, header row, mapping), the defaults where none was made. */
export const jobOptions = (job: Job): ImportOptions => ({
  sheet: job.sheet ?? '',
  headerRow: job.headerRow ?? 1,
  mapping: (job.mapping ?? {}) as ImportOptions['mapping'],
});

const EXT: Record<Workbook['kind'], string> = { xlsx: 'xlsx', xls: 'xls', csv: 'csv' };

export interface JobKind<F extends string> {
  /** import_jobs.kind */
  kind: string;
  fields: readonly F[];
  required: readonly F[];
  synonyms: Record<F, readonly string[]>;
  /** Fields suggested only from an exact header name (see suggestMapping). */
  exactOnly?: readonly F[];
}

/**
 * Reads (in an import thread) and stores an uploaded file, creates its job, and proposes sheet,
 * header row and mapping.
 */
export async function createImportJob<F extends string>(
  app: FastifyInstance,
  auth: AuthContext,
  spec: JobKind<F>,
  fileName: string,
  bytes: Buffer,
): Promise<ImportUploadResponse> {
  const { kind, sheets } = await workbookReader(app).summarize(bytes, {
    fields: spec.fields,
    synonyms: spec.synonyms,
    exactOnly: spec.exactOnly,
  });
  const { key } = await app.storage.put(newKey('imports', EXT[kind]), bytes);
  const [job] = await app.db
    .insert(importJobs)
    .values({
      userId: auth.user.id,
      kind: spec.kind,
      fileName: fileName.slice(0, 255),
      fileKey: key,
      fileSize: bytes.length,
      sheet: sheets[0]?.name ?? null,
      headerRow: sheets[0]?.headerRow ?? null,
      mapping: sheets[0]?.mapping ?? null,
    })
    .returning();
  return {
    id: job!.id,
    fileName: job!.fileName,
    fileType: kind,
    fields: spec.fields.map((key) => ({ key, required: spec.required.includes(key) })),
    sheets,
  };
}

/** The job of this kind if this user may see it (its owner, or a super admin); 404 otherwise. */
export async function findImportJob(
  app: FastifyInstance,
  auth: AuthContext,
  id: string,
  kind: string,
): Promise<Job> {
  const [job] = await app.db.select().from(importJobs).where(eq(importJobs.id, id));
  if (!job || job.kind !== kind || (job.userId !== auth.user.id && !auth.user.isSuperAdmin)) throw notFound();
  return job;
}
