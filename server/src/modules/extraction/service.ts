/**
 * Extraction jobs: the uploaded file is stored, a row 'processing' is written and a job queued
 * (platform/jobs.ts: pg-boss on PostgreSQL, so any process may take it and it survives restarts;
 * in process on the embedded database). The process that takes it reads the file back, runs it in
 * its worker pool (runner.ts) and completes the row with the result, or with an error message
 * ('Erreur de traitement'). Progress is written to the row as the worker reports it (at most every
 * PROGRESS_INTERVAL_MS), so any process reads it. Jobs belong to the user who uploaded them:
 * anyone else gets 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  extractionResult,
  type ExtractionJob,
  type ExtractionKind,
  type ExtractionMethod,
  type ExtractionPreview,
  type KnownSupplier,
} from '@comptoir/core/modules/extraction';
import type { Db } from '../../db/client';
import { extractionJobs, quotations, supplierBilling, suppliers } from '../../db/schema/index';
import { AppError, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { newKey, type Storage } from '../../platform/storage';
import { judgeConformance } from './conformance';
import { FILE_TYPES, detectFileType } from './engine/file-type';
import type { PagePreview } from './engine/types';
import type { ExtractionRunner, FailureCode, RunResult } from './runner';
import { pick } from '../../platform/service';

type Row = typeof extractionJobs.$inferSelect;
/** The database or a transaction. */
type Conn = Pick<Db, 'select' | 'update' | 'insert'>;

const PROGRESS_INTERVAL_MS = 400;

/** The i18n key of each failure (stored in error_message, translated when read). */
export const FAILURE_KEYS: Record<FailureCode, string> = {
  unrecognised: 'extraction.errors.unrecognised',
  encrypted: 'extraction.errors.encrypted',
  empty: 'extraction.errors.empty',
  corrupt: 'extraction.errors.corrupt',
  'too-large': 'extraction.errors.tooLarge',
  'too-many-pages': 'extraction.errors.tooManyPages',
  timeout: 'extraction.errors.timeout',
  crashed: 'extraction.errors.crashed',
  interrupted: 'extraction.errors.interrupted',
};

export interface ExtractionContext {
  db: Db;
  storage: Storage;
  runner: ExtractionRunner;
  log: FastifyBaseLogger;
  /** Queues the job of an extraction row (the queue calls runExtraction). */
  enqueue: (jobId: string) => Promise<void>;
}

/** The queued job: the extraction row to process. */
export interface ExtractionJobData {
  jobId: string;
}

/** 'foo.PDF' keeps its name; the extension of the key comes from the content. */
export async function createExtractionJob(
  ctx: ExtractionContext,
  userId: string,
  upload: { fileName: string; bytes: Buffer; kind: ExtractionKind },
): Promise<{ id: string; status: 'processing' | 'error' }> {
  const detected = detectFileType(upload.bytes);
  const type = detected ? FILE_TYPES[detected] : null;
  const storageKey = newKey('extraction', type?.extension ?? 'bin');
  await ctx.storage.put(storageKey, upload.bytes);
  // Nothing to read (empty, or none of the accepted types): the job ends at once, no thread needed.
  const refusal: FailureCode | null =
    upload.bytes.length === 0 ? 'empty' : type === null ? 'unrecognised' : null;
  let row: Row;
  try {
    [row] = (await ctx.db
      .insert(extractionJobs)
      .values({
        userId,
        kind: upload.kind,
        fileName: upload.fileName,
        fileType: type?.fileType ?? guessFileType(upload.fileName),
        mime: type?.mime ?? 'application/octet-stream',
        size: upload.bytes.length,
        storageKey,
        status: refusal ? 'error' : 'processing',
        errorMessage: refusal ? FAILURE_KEYS[refusal] : null,
        processingTimeMs: refusal ? 0 : null,
        progressStep: refusal ? null : 'queued',
        progressPercent: 0,
        completedAt: refusal ? new Date() : null,
      })
      .returning()) as [Row];
  } catch (error) {
    await ctx.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (!refusal) {
    try {
      await ctx.enqueue(row.id);
    } catch (error) {
      await fail(ctx.db, row.id, 'crashed', 0).catch(() => undefined);
      throw error;
    }
  }
  return { id: row.id, status: refusal ? 'error' : 'processing' };
}

/** Only for showing a refused file's type (the content matched none). */
function guessFileType(fileName: string): 'pdf' | 'excel' | 'image' | 'xml' {
  const ext = fileName.split('.').pop()?.toLowerCase() ?? '';
  if (ext === 'xlsx' || ext === 'xls' || ext === 'csv') return 'excel';
  if (['png', 'jpg', 'jpeg', 'gif', 'webp', 'tif', 'tiff', 'bmp'].includes(ext)) return 'image';
  if (ext === 'xml') return 'xml';
  return 'pdf';
}

/** Thrown to hand a job back to the queue (this process stops): another one takes it up. */
export class ExtractionInterrupted extends Error {
  constructor() {
    super('extraction interrupted by a stopping process');
  }
}

/**
 * Processes one queued extraction (any process). A row already finished is left alone (the job
 * ran twice). Interrupted because this process stops: thrown back to the queue, so the job is
 * retried elsewhere, unless it was the last attempt (then the row ends 'interrupted').
 */
export async function runExtraction(
  ctx: Omit<ExtractionContext, 'enqueue'>,
  jobId: string,
  attempt: { lastAttempt: boolean },
): Promise<void> {
  const [row] = await ctx.db.select().from(extractionJobs).where(eq(extractionJobs.id, jobId)).limit(1);
  if (!row || row.status !== 'processing') return;
  let bytes: Buffer;
  try {
    bytes = await ctx.storage.get(row.storageKey);
  } catch (error) {
    ctx.log.error({ err: error, jobId }, 'extraction file unreadable');
    await fail(ctx.db, row.id, 'crashed', 0);
    return;
  }
  await runJob(ctx, row, bytes, attempt.lastAttempt);
}

async function runJob(
  ctx: Omit<ExtractionContext, 'enqueue'>,
  row: Row,
  bytes: Buffer,
  lastAttempt: boolean,
): Promise<void> {
  let lastWrite = 0;
  let writing: Promise<unknown> = Promise.resolve();
  const onProgress = (step: string, percent: number) => {
    const now = Date.now();
    if (now - lastWrite < PROGRESS_INTERVAL_MS && percent < 100) return;
    lastWrite = now;
    writing = writing.then(() =>
      ctx.db
        .update(extractionJobs)
        .set({
          progressStep: step.slice(0, 200),
          progressPercent: Math.max(0, Math.min(100, Math.round(percent))),
        })
        .where(and(eq(extractionJobs.id, row.id), eq(extractionJobs.status, 'processing')))
        .catch(() => undefined),
    );
  };
  let result: RunResult;
  try {
    result = await ctx.runner.run({
      bytes,
      fileName: row.fileName,
      kind: row.kind as ExtractionKind,
      knownSuppliers: await knownSuppliers(ctx.db),
      onProgress,
    });
  } catch (error) {
    result = { ok: false, code: 'crashed', message: String(error), ms: 0 };
  }
  await writing;
  if (!result.ok && result.code === 'interrupted' && !lastAttempt) throw new ExtractionInterrupted();
  try {
    if (result.ok) {
      const { einvoice } = result.outcome;
      if (einvoice && result.outcome.result.kind === 'invoice') {
        const started = Date.now();
        result.outcome.result.conformance = await judgeConformance(einvoice.xml, einvoice.syntax);
        const validationMs = Date.now() - started;
        result.ms += validationMs;
        ctx.log.info(
          {
            jobId: row.id,
            syntax: einvoice.syntax,
            validationMs,
            valid: result.outcome.result.conformance.valid,
          },
          'e-invoice conformance judged',
        );
      }
      const parsed = extractionResult.safeParse(result.outcome.result);
      if (!parsed.success || parsed.data.kind !== row.kind) {
        ctx.log.error(
          { jobId: row.id, issues: parsed.error?.issues.slice(0, 5) },
          'extraction result off contract',
        );
        await fail(ctx.db, row.id, 'crashed', result.ms);
        return;
      }
      const previews = await storePreviews(ctx.storage, row.id, result.outcome.previews ?? []);
      await ctx.db
        .update(extractionJobs)
        .set({
          status: 'completed',
          previews,
          method: result.outcome.method,
          result: parsed.data,
          confidence: parsed.data.confidence,
          processingTimeMs: result.ms,
          progressStep: 'done',
          progressPercent: 100,
          errorMessage: null,
          completedAt: new Date(),
        })
        .where(eq(extractionJobs.id, row.id));
    } else {
      if (result.code === 'crashed')
        ctx.log.error({ jobId: row.id, detail: result.detail ?? result.message }, 'extraction crashed');
      else ctx.log.info({ jobId: row.id, code: result.code, ms: result.ms }, 'extraction refused');
      await fail(ctx.db, row.id, result.code, result.ms);
    }
  } catch (error) {
    ctx.log.warn({ err: error, jobId: row.id }, 'extraction result not saved');
  }
}

/** The storage key of a job's picture of page `page` (previews.ts). */
export const previewKey = (jobId: string, page: number) => `extraction/previews/${jobId}-p${page}.webp`;

/** Stores the pictures of the pages drawn; those that cannot be stored are left out. */
async function storePreviews(
  storage: Storage,
  jobId: string,
  previews: readonly PagePreview[],
): Promise<ExtractionPreview[] | null> {
  const kept: ExtractionPreview[] = [];
  for (const p of previews) {
    try {
      await storage.put(previewKey(jobId, p.page), Buffer.from(p.image));
      kept.push({ page: p.page, width: p.width, height: p.height });
    } catch {
      // the panel shows the text where the value was found, without the picture
    }
  }
  return kept.length > 0 ? kept : null;
}

/** At most this many suppliers are matched on a document (the most recently changed first). */
export const KNOWN_SUPPLIERS_LIMIT = 20_000;

/** The suppliers Comptoir knows, with the VAT id and IBAN read from their invoices (issue 34). */
export async function knownSuppliers(db: Db): Promise<KnownSupplier[]> {
  return db
    .select({ name: suppliers.name, vatNumber: supplierBilling.vatNumber, iban: supplierBilling.iban })
    .from(suppliers)
    .leftJoin(supplierBilling, eq(supplierBilling.supplierId, suppliers.id))
    .orderBy(sql`${suppliers.updatedAt} desc`)
    .limit(KNOWN_SUPPLIERS_LIMIT);
}

async function fail(db: Db, id: string, code: FailureCode, ms: number): Promise<void> {
  await db
    .update(extractionJobs)
    .set({
      status: 'error',
      errorMessage: FAILURE_KEYS[code],
      processingTimeMs: ms,
      progressStep: null,
      completedAt: new Date(),
    })
    .where(eq(extractionJobs.id, id));
}

/** Jobs left 'processing' by a previous run of the server (the process stopped under them). */
export async function failInterruptedJobs(db: Db, startedAt: Date): Promise<number> {
  const rows = await db
    .update(extractionJobs)
    .set({
      status: 'error',
      errorMessage: FAILURE_KEYS.interrupted,
      progressStep: null,
      completedAt: new Date(),
    })
    .where(
      and(
        eq(extractionJobs.status, 'processing'),
        sql`${extractionJobs.createdAt} < ${startedAt.toISOString()}`,
      ),
    )
    .returning({ id: extractionJobs.id });
  return rows.length;
}

/** The job row of its owner; 404 for anyone else (a job is never revealed to another user). */
export async function ownJob(db: Conn, id: string, userId: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(extractionJobs)
    .where(and(eq(extractionJobs.id, id), eq(extractionJobs.userId, userId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const PROGRESS = /^(\w+)(?: (\{.*\}))?$/;

/** A stored progress step ('ocrPage {"page":1,"total":3}') in the reader's language. */
function progressText(request: FastifyRequest, step: string): string {
  const match = PROGRESS.exec(step);
  if (!match) return step;
  let values: Record<string, string | number>;
  try {
    values = match[2] ? (JSON.parse(match[2]) as Record<string, number>) : {};
  } catch {
    return step;
  }
  const key = `extraction.progress.${match[1]}`;
  const translated = t(request, key, values);
  return translated === key ? step : translated;
}

/** The contract's extractionJob, messages in the reader's language. */
export function presentJob(request: FastifyRequest, row: Row): ExtractionJob {
  const parsed = row.result ? extractionResult.safeParse(row.result) : null;
  const message = row.errorMessage;
  return {
    id: row.id,
    kind: row.kind as ExtractionKind,
    fileName: row.fileName,
    fileType: row.fileType as ExtractionJob['fileType'],
    size: row.size,
    status: row.status as ExtractionJob['status'],
    method: (row.method as ExtractionMethod | null) ?? null,
    result: parsed?.success ? parsed.data : null,
    errorMessage: message ? (message.startsWith('extraction.errors.') ? t(request, message) : message) : null,
    processingTimeMs: row.processingTimeMs,
    confidence: row.confidence,
    progress:
      row.status === 'processing' && row.progressStep
        ? { step: progressText(request, row.progressStep), percent: row.progressPercent ?? 0 }
        : null,
    previews: row.status === 'completed' ? (row.previews ?? []) : [],
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * What an extraction gives a new quotation: its file and its confidence, and what was read with
 * the file's SHA-256 (for the corrections the user makes before saving, issue 34; null when the
 * file cannot be read back).
 */
export interface ClaimedExtractionFile {
  storageKey: string;
  fileName: string;
  mime: string;
  size: number;
  confidence: number | null;
  jobId: string;
  result: unknown;
  documentHash: string | null;
}

const notClaimable = () =>
  new AppError(
    400,
    'validation',
    'errors.validation',
    {},
    { extractionJobId: 'quotations.validation.extraction' },
  );

/**
 * For the quotations module (inside its transaction): the file of a completed 'quotation'
 * extraction of this user, which the new quotation takes as its document. A job another user
 * owns, still processing, failed, of kind 'invoice', or already attached to a quotation is refused
 * (400 on extractionJobId): one stored file belongs to one document.
 */
export async function claimExtractionFile(
  db: Conn,
  jobId: string,
  userId: string,
  storage?: Storage,
): Promise<ClaimedExtractionFile> {
  const [row] = await db
    .select()
    .from(extractionJobs)
    .where(and(eq(extractionJobs.id, jobId), eq(extractionJobs.userId, userId)))
    .for('update')
    .limit(1);
  if (!row || row.status !== 'completed' || row.kind !== 'quotation') throw notClaimable();
  const [taken] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(eq(quotations.extractionJobId, jobId))
    .limit(1);
  if (taken) throw notClaimable();
  const bytes = storage ? await storage.get(row.storageKey).catch(() => null) : null;
  return {
    ...pick(row, ['storageKey', 'fileName', 'mime', 'size', 'confidence', 'result']),
    jobId: row.id,
    documentHash: bytes ? createHash('sha256').update(bytes).digest('hex') : null,
  };
}
