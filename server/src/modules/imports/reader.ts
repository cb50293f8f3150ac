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
import { fileError, type FileKind, type ReadOptions, type Workbook } from './engine/index';
import type { ImportFields, ParseResult, ParseTask, SheetSummary } from './engine/worker';

/** A copy the thread takes over (transferred, not cloned); the caller keeps its bytes. */
const copyOf = (bytes: Uint8Array) => new Uint8Array(bytes);

const ENTRY = new URL('./engine/worker-entry.mjs', import.meta.url);

/** IMPORT_WORKERS (1), IMPORT_WORKER_MEMORY_MB (1024), IMPORT_TIME_LIMIT_MS (120 s), IMPORT_MAX_QUEUE (16). */
export const readerSettingsFromEnv = (env: NodeJS.ProcessEnv = process.env): ThreadLimits =>
  threadLimitsFromEnv(env, 'IMPORT', { workers: 1, memoryMb: 1024, timeLimitMs: 120_000, maxQueue: 16 });

export class WorkbookReader {
  private readonly pool: Piscina<ParseTask, ParseResult>;

  constructor(readonly settings: ThreadLimits = readerSettingsFromEnv()) {
    this.pool = new Piscina({
      filename: ENTRY.href,
      minThreads: 0,
      maxThreads: settings.workers,
      idleTimeout: 10_000,
      maxQueue: settings.maxQueue,
      // Only the entry's own tsx registration: none of the parent's flags (vitest's, --import tsx).
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
  }

  /** Parses a file in a thread; throws the same French AppErrors as readWorkbook, and 413/429. */
  async read(bytes: Uint8Array, options: ReadOptions = {}): Promise<Workbook> {
    const result = await this.run({ op: 'read', bytes: copyOf(bytes), options });
    if (!('workbook' in result)) throw new Error('the import thread answered another task');
    return result.workbook;
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

  private async run(task: ParseTask): Promise<Exclude<ParseResult, { ok: false }>> {
    if (this.pool.queueSize >= this.settings.maxQueue) throw fileError(429, 'import_busy', 'busy');
    let result: ParseResult;
    try {
      result = await this.pool.run(task, {
        transferList: [task.bytes.buffer as ArrayBuffer],
        signal: AbortSignal.timeout(this.settings.timeLimitMs),
      });
    } catch (error) {
      throw refusal(error);
    }
    if (!result.ok) throw new AppError(result.status, result.code, result.key, result.values);
    return result;
  }

  close(): Promise<void> {
    return this.pool.close({ force: true });
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
