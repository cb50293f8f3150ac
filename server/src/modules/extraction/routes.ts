import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  EXTRACTION_KINDS,
  EXTRACTION_MAX_BYTES,
  extractionKindField,
  type ExtractionKind,
} from '@comptoir/core/modules/extraction';
import { extractionApi } from '@comptoir/core/modules/extraction.routes';
import { can, type ModuleKey } from '@comptoir/core/permissions';
import { subject, type AuthContext } from '../../platform/access';
import { AppError, forbiddenAction, forbiddenModule } from '../../platform/errors';
import { uploadedFileHeaders } from '../../platform/download';
import { implement } from '../../platform/routes';
import {
  stopEInvoiceValidator,
  validatorUnavailable,
  warmEInvoiceValidator,
  WARMUP_RUNS,
} from '../../platform/einvoice/validate';
import { onCloseStep } from '../../platform/shutdown';
import { queueOf } from '../../platform/jobs';
import { cleanFileName } from '../demandes/files';
import { ExtractionRunner, runnerSettingsFromEnv } from './runner';
import {
  createExtractionJob,
  failInterruptedJobs,
  ownJob,
  presentJob,
  previewKey,
  runExtraction,
  type ExtractionContext,
  type ExtractionJobData,
} from './service';

const JOB = 'extraction';

/** The module each kind of document belongs to: supplier quotations live in the sourcing requests. */
const MODULE_OF: Record<ExtractionKind, ModuleKey> = { quotation: 'demandes', invoice: 'invoices' };

function requireKind(auth: AuthContext, kind: ExtractionKind, action: 'create' | 'read'): void {
  const who = subject(auth.user);
  const module = MODULE_OF[kind];
  if (!can(who, module, action)) {
    if (can(who, module, 'read')) throw forbiddenAction();
    throw forbiddenModule();
  }
}

/** EXTRACTION_MAX_BYTES (20 MB by default). */
function maxBytesFromEnv(): number {
  const n = Number(process.env.EXTRACTION_MAX_BYTES);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : EXTRACTION_MAX_BYTES;
}

const tooLarge = (maxBytes: number) =>
  new AppError(413, 'payload_too_large', 'extraction.errors.fileTooLarge', {
    max: Math.round((maxBytes / (1024 * 1024)) * 10) / 10,
  });
const noFile = () => new AppError(400, 'invalid_body', 'errors.noFile');
const badKind = () =>
  new AppError(400, 'validation', 'errors.validation', {}, { kind: 'extraction.errors.kind' });

/** The multipart body: the field `file` (whole, at most `maxBytes`) and the field `kind`. */
async function readUpload(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fileName: string; bytes: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 10, parts: 12 },
    })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > maxBytes) throw tooLarge(maxBytes);
      file = { fileName: cleanFileName(part.filename, 'document'), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw noFile();
    throw error;
  }
  if (!file) throw noFile();
  return { ...file, fields };
}

const runners = new WeakMap<FastifyInstance, ExtractionRunner>();

/** The app's extraction worker pool (the self-test checks that it answers). */
export function extractionRunnerOf(app: FastifyInstance): ExtractionRunner | undefined {
  return runners.get(app);
}

/**
 * Document extraction (/api/extraction): upload a supplier quotation or an invoice, poll its job.
 * Access follows the kind: quotations need the `demandes` module, invoices the `invoices` module.
 */
export function extractionRoutes(app: FastifyInstance): void {
  const startedAt = new Date();
  const runner = new ExtractionRunner(runnerSettingsFromEnv());
  runners.set(app, runner);
  const maxBytes = maxBytesFromEnv();
  const queue = queueOf(app);
  const ctx: ExtractionContext = {
    db: app.db,
    storage: app.storage,
    runner,
    log: app.log,
    enqueue: async (jobId) => {
      await queue.send<ExtractionJobData>(JOB, { jobId });
    },
  };
  queue.define<ExtractionJobData>(
    JOB,
    async ({ jobId }, job) => {
      // This process stops: the running document ends 'interrupted' and goes back to the queue.
      const stop = () => void runner.close();
      job.signal.addEventListener('abort', stop, { once: true });
      try {
        // In process (embedded database) nothing survives the process: an interruption is final.
        await runExtraction(ctx, jobId, { lastAttempt: job.lastAttempt || queue.kind === 'memory' });
      } finally {
        job.signal.removeEventListener('abort', stop);
      }
    },
    {
      concurrency: runner.settings.workers,
      retryLimit: 2,
      retryDelaySeconds: 1,
      // Beyond the time limit (plus reading and writing), the process running it is considered dead.
      expireInSeconds: Math.ceil(runner.settings.timeLimitMs / 1000) + 120,
    },
  );

  app.addHook('onReady', async () => {
    // On PostgreSQL the queue hands interrupted jobs to another process: nothing to mark.
    if (queue.kind !== 'memory') return;
    const count = await failInterruptedJobs(app.db, startedAt).catch(() => 0);
    if (count > 0) app.log.warn({ count }, 'extraction jobs interrupted by a restart marked as errors');
  });
  if (app.config.einvoiceWarmup) {
    let closing = false;
    app.addHook('onReady', async () => {
      // Not awaited: the server answers while the validator compiles its rules and warms up.
      void warmEInvoiceValidator(WARMUP_RUNS, () =>
        app.log.debug('e-invoice validator started, warming up'),
      ).then((warmup) => {
        if (warmup) app.log.info({ warmup }, 'e-invoice validator warm');
        else if (!closing) app.log.warn(validatorUnavailable() ?? 'e-invoice validator: the warm-up failed');
      });
    });
    // The Java worker this process started ends with it, even in the middle of its warm-up.
    onCloseStep(app, 'e-invoice validator', async () => {
      closing = true;
      stopEInvoiceValidator();
    });
  }
  // Running documents end 'interrupted', written before the database closes.
  onCloseStep(app, 'extraction threads', () => runner.close());

  implement(app, extractionApi, {
    create: async ({ request, auth }) => {
      // Refuse before reading the upload those who may extract nothing at all.
      const who = subject(auth.user);
      if (!EXTRACTION_KINDS.some((k) => can(who, MODULE_OF[k], 'create'))) {
        if (EXTRACTION_KINDS.some((k) => can(who, MODULE_OF[k], 'read'))) throw forbiddenAction();
        throw forbiddenModule();
      }
      const queryKind = (request.query as { kind?: unknown } | undefined)?.kind;
      if (queryKind !== undefined) {
        const parsed = extractionKindField.safeParse(queryKind);
        if (!parsed.success) throw badKind();
        requireKind(auth, parsed.data, 'create');
      }
      if ((await queue.backlog(JOB)) >= runner.settings.maxQueue)
        throw new AppError(429, 'throttled', 'extraction.errors.busy');
      const upload = await readUpload(request, maxBytes);
      const kind = extractionKindField.safeParse(upload.fields.kind ?? queryKind);
      if (!kind.success) throw badKind();
      requireKind(auth, kind.data, 'create');
      const job = await createExtractionJob(ctx, auth.user.id, {
        fileName: upload.fileName,
        bytes: upload.bytes,
        kind: kind.data,
      });
      return job;
    },
    read: async ({ request, reply, auth, params }) => {
      const row = await ownJob(app.db, params.id, auth.user.id);
      requireKind(auth, row.kind as ExtractionKind, 'read');
      reply.header('cache-control', 'no-store');
      return presentJob(request, row);
    },
    page: async ({ reply, auth, params }) => {
      const row = await ownJob(app.db, params.id, auth.user.id);
      requireKind(auth, row.kind as ExtractionKind, 'read');
      const key = previewKey(row.id, params.page);
      if (!(row.previews ?? []).some((p) => p.page === params.page) || !(await app.storage.exists(key)))
        throw new AppError(404, 'not_found', 'errors.notFound');
      reply.header('content-type', 'image/webp');
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('x-content-type-options', 'nosniff');
      return reply.send(await app.storage.get(key));
    },
    file: async ({ reply, auth, params }) => {
      const row = await ownJob(app.db, params.id, auth.user.id);
      requireKind(auth, row.kind as ExtractionKind, 'read');
      if (!(await app.storage.exists(row.storageKey)))
        throw new AppError(404, 'not_found', 'errors.notFound');
      uploadedFileHeaders(
        reply,
        { name: row.fileName, mime: row.mime },
        { inline: false, cache: 'private, no-store' },
      );
      reply.header('content-length', await app.storage.size(row.storageKey));
      return reply.send(app.storage.stream(row.storageKey));
    },
  });
}
