/**
 * Uploaded workbooks are parsed in worker threads (piscina, decision 0034), never on the main event
 * loop: however crafted a file, other users' requests are not delayed by it (issue 29 §1). One
 * pool per app, threads started on demand and ended when idle, a heap limit and a time limit per
 * file, and a bounded queue (beyond it: 429). A thread that runs out of memory or time fails its
 * file only, with a French message.
 */
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/errors';
import { onCloseStep } from '../../platform/shutdown';
import { threadLimitsFromEnv, type ThreadLimits } from '../../platform/threads';
import { fileError, type FileKind } from './engine/index';
import type { ValidationResult } from './engine/pipeline';
import type {
  ImportFields,
  ParseResult,
  ParseTask,
  SchemaName,
  SchemaRows,
  SheetSummary,
  ValidateRequest,
} from './engine/worker';

/** A copy the thread takes over (transferred, not cloned); the caller keeps its bytes. */
const copyOf = (bytes: Uint8Array) => new Uint8Array(bytes);

const ENTRY = new URL('./engine/worker-entry.mjs', import.meta.url);

/** IMPORT_WORKERS (1), IMPORT_WORKER_MEMORY_MB (1024), IMPORT_TIME_LIMIT_MS (120 s), IMPORT_MAX_QUEUE (16). */
export const readerSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): ThreadLimits =>
  threadLimitsFromEnv(env, 'IMPORT', { workers: 1, memoryMb: 1024, timeLimitMs: 120_000, maxQueue: 16 });

/**
 * A file at least this large ends its thread once read (see WorkbookReader.run): what the thread
 * parsed is garbage then, but V8 keeps the pages (about 100 MB after 100,000 rows) until the
 * thread ends, which the idle timeout would do only 10 s later, during the import's run.
 */
export const RECYCLE_AFTER_BYTES = 1024 * 1024;

type Pool = Piscina<ParseTask, ParseResult>;

export class WorkbookReader {
  private pool: Pool;
  /** Pools replaced after a large file, closing once their tasks are done. */
  private readonly closing = new Set<Pool>();

  constructor(readonly settings: ThreadLimits = readerSettingsFromEnv()) {
    this.pool = this.newPool();
  }

  private newPool(): Pool {
    return new Piscina({
      filename: ENTRY.href,
      minThreads: 0,
      maxThreads: this.settings.workers,
      idleTimeout: 10_000,
      maxQueue: this.settings.maxQueue,
      // Only the entry's own tsx registration: none of the parent's flags (vitest's, --import tsx).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: this.settings.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
  }

  /**
   * New tasks go to a new pool (a thread started on demand, about 0.4 s); the old one ends its
   * threads once the tasks it holds are done, and their memory goes back to the system then.
   */
  private recycle(): void {
    const old = this.pool;
    this.pool = this.newPool();
    this.closing.add(old);
    void old.close().finally(() => this.closing.delete(old));
  }

  /**
   * What an upload answers about a file (its type and each sheet's proposal), computed in a thread:
   * the rows never cross to the main thread, where copying a large sheet back would take as long
   * as reading it.
   */
  async summarize(
    bytes: Uint8Array,
    fields: ImportFields,
  ): Promise<{ kind: FileKind; sheets: SheetSummary[] }> {
    const result = await this.run({ op: 'summary', bytes: copyOf(bytes), fields });
    if (!('sheets' in result)) throw new Error('the import thread answered another task');
    return result;
  }

  /**
   * A dry run in a thread: one sheet read and its rows validated there; the valid rows and the
   * issues come back, not the cells (and the main event loop does not validate 100,000 rows).
   */
  async validate<S extends SchemaName>(
    bytes: Uint8Array,
    request: ValidateRequest & { schema: S },
  ): Promise<ValidationResult<SchemaRows[S]>> {
    const result = await this.run({ op: 'validate', bytes: copyOf(bytes), ...request });
    if (!('validation' in result)) throw new Error('the import thread answered another task');
    return result.validation as ValidationResult<SchemaRows[S]>;
  }

  private async run(task: ParseTask): Promise<Exclude<ParseResult, { ok: false }>> {
    if (this.pool.queueSize >= this.settings.maxQueue) throw fileError(429, 'import_busy', 'busy');
    const large = task.bytes.byteLength >= RECYCLE_AFTER_BYTES;
    const pool = this.pool;
    let result: ParseResult;
    try {
      result = await pool.run(task, {
        transferList: [task.bytes.buffer as ArrayBuffer],
        signal: AbortSignal.timeout(this.settings.timeLimitMs),
      });
    } catch (error) {
      throw refusal(error);
    } finally {
      if (large && pool === this.pool && pool.queueSize === 0) this.recycle();
    }
    if (!result.ok) throw new AppError(result.status, result.code, result.key, result.values);
    return result;
  }

  /** Threads alive in this reader's pools (the current one and those closing). */
  get threads(): number {
    return [this.pool, ...this.closing].reduce((sum, pool) => sum + pool.threads.length, 0);
  }

  async close(): Promise<void> {
    // A replaced pool still reading a file is not waited for: its thread is ended.
    await Promise.all([this.pool.close({ force: true }), ...[...this.closing].map((p) => p.destroy())]);
  }
}

/** A thread's failure as the user's message: out of memory or time (the file is too heavy), or busy. */
function refusal(error: unknown): AppError {
  const code = (error as { code?: string; name?: string }).code ?? '';
  const name = (error as { name?: string }).name ?? '';
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || name === 'AbortError' || name === 'TimeoutError') {
    return fileError(413, 'import_too_heavy', 'tooHeavy');
  }
  if (/queue is at limit/i.test(String((error as Error).message)))
    return fileError(429, 'import_busy', 'busy');
  throw error; // a fault of the code, not of the file: logged as such
}

const readers = new WeakMap<FastifyInstance, WorkbookReader>();

/** The app's reader, made on first call (at route registration) and closed with the app. */
export function workbookReader(app: FastifyInstance): WorkbookReader {
  let reader = readers.get(app);
  if (!reader) {
    const made = new WorkbookReader();
    readers.set(app, (reader = made));
    onCloseStep(app, 'import threads', () => made.close());
  }
  return reader;
}
