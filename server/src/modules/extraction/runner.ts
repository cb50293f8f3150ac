/**
 * Runs extractions in worker threads, off the main event loop: a small pool (EXTRACTION_WORKERS,
 * 1 by default) fed by a queue, a hard time limit per document (EXTRACTION_TIME_LIMIT_MS, from
 * the moment its thread begins it: the thread is terminated and a new one started for the next
 * document), a heap limit per thread (EXTRACTION_WORKER_MEMORY_MB), and progress relayed to the
 * caller. A thread that crashes or runs out of memory fails its document only; the server carries
 * on.
 */
import { Worker } from 'node:worker_threads';
import {
  EXTRACTION_MAX_OCR_PAGES,
  EXTRACTION_MAX_PAGES,
  EXTRACTION_TIME_LIMIT_MS,
  type ExtractionKind,
  type KnownSupplier,
} from '@comptoir/core/modules/extraction';
import { threadLimitsFromEnv, type ThreadLimits } from '../../platform/threads';
import { llmSettingsFromEnv, type LlmSettings } from './engine/llm';
import type { CloseMessage, RunMessage, WorkerMessage } from './engine/worker';
import type { ExtractionError, ExtractionOutcome } from './engine/types';

export interface RunnerSettings extends ThreadLimits {
  maxPages: number;
  maxOcrPages: number;
  llm: LlmSettings | null;
}

/** EXTRACTION_WORKERS, EXTRACTION_TIME_LIMIT_MS, EXTRACTION_WORKER_MEMORY_MB, EXTRACTION_MAX_QUEUE, EXTRACTION_LLM_*. */
export function runnerSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RunnerSettings {
  return {
    ...threadLimitsFromEnv(env, 'EXTRACTION', {
      workers: 1,
      timeLimitMs: EXTRACTION_TIME_LIMIT_MS,
      memoryMb: 768,
      maxQueue: 50,
    }),
    maxPages: EXTRACTION_MAX_PAGES,
    maxOcrPages: EXTRACTION_MAX_OCR_PAGES,
    llm: llmSettingsFromEnv(env),
  };
}

export type FailureCode = ExtractionError['code'] | 'crashed' | 'interrupted';

export type RunResult =
  | { ok: true; outcome: ExtractionOutcome; ms: number }
  | { ok: false; code: FailureCode; message: string; detail?: string; ms: number };

export interface RunTask {
  bytes: Uint8Array;
  fileName: string;
  kind: ExtractionKind;
  /** Suppliers Comptoir knows, matched on the document (engine/known-suppliers.ts). */
  knownSuppliers?: KnownSupplier[];
  onProgress?: (step: string, percent: number) => void;
}

interface Pending {
  task: RunTask;
  resolve: (result: RunResult) => void;
}

interface Slot {
  worker: Worker | null;
  current: { id: number; pending: Pending; started: number; timer: NodeJS.Timeout } | null;
}

const ENTRY = new URL('./engine/worker-entry.mjs', import.meta.url);
/**
 * How long a thread may take to begin a document (a new one loads the engine first, seconds on a
 * loaded machine): the time limit counts from the beginning, not from the thread's start.
 */
const START_WAIT_MS = 30_000;
/** How long an idle thread is given to end itself when the runner closes. */
const CLOSE_WAIT_MS = 3_000;

export class ExtractionRunner {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly settings: RunnerSettings = runnerSettingsFromEnv()) {
    this.slots = Array.from({ length: Math.max(1, settings.workers) }, () => ({
      worker: null,
      current: null,
    }));
  }

  /** Documents running or waiting. */
  get load(): number {
    return this.queue.length + this.slots.filter((s) => s.current).length;
  }

  /** Whether a new document would have to be refused (the queue is full). */
  get full(): boolean {
    return this.closed || this.queue.length >= this.settings.maxQueue;
  }

  /** Extracts one document; never rejects (failures come back as `ok: false`). */
  run(task: RunTask): Promise<RunResult> {
    if (this.closed) return Promise.resolve({ ok: false, code: 'interrupted', message: 'closed', ms: 0 });
    return new Promise((resolve) => {
      this.queue.push({ task, resolve });
      this.pump();
    });
  }

  /**
   * Stops every thread; running and waiting documents end as 'interrupted'. An idle thread is asked
   * to end its OCR thread and itself (terminated after CLOSE_WAIT_MS all the same); a busy one is
   * terminated at once. Says how many threads ended themselves and how many were terminated.
   */
  async close(): Promise<{ ended: number; terminated: number }> {
    const how = { ended: 0, terminated: 0 };
    this.closed = true;
    for (const pending of this.queue.splice(0)) {
      pending.resolve({ ok: false, code: 'interrupted', message: 'closed', ms: 0 });
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        const busy = slot.current !== null;
        this.finish(slot, { ok: false, code: 'interrupted', message: 'closed', ms: 0 });
        const worker = slot.worker;
        slot.worker = null;
        if (!worker) return;
        if (!busy) {
          const exited = new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), CLOSE_WAIT_MS);
            worker.once('exit', () => {
              clearTimeout(timer);
              resolve(true);
            });
          });
          worker.postMessage({ type: 'close' } satisfies CloseMessage);
          if (await exited) {
            how.ended += 1;
            return;
          }
        }
        await worker.terminate();
        how.terminated += 1;
      }),
    );
    return how;
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (this.closed || this.queue.length === 0) return;
      if (slot.current) continue;
      this.start(slot, this.queue.shift()!);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(ENTRY, {
      // Only the entry's own tsx registration: none of the parent's flags (vitest's, --import tsx).
      execArgv: [],
      resourceLimits: {
        maxOldGenerationSizeMb: this.settings.memoryMb,
        maxYoungGenerationSizeMb: 64,
      },
      // Tesseract writes notes on stdout ('Estimating resolution...'): not for the server's log.
      stdout: true,
    });
    worker.stdout.resume();
    worker.unref();
    worker.on('message', (message: WorkerMessage) => this.onMessage(slot, worker, message));
    worker.on('error', (error: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      const oom = error.code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.finish(slot, {
        ok: false,
        code: oom ? 'too-large' : 'crashed',
        message: error.message,
        detail: String(error.stack ?? error).slice(0, 2000),
        ms: 0,
      });
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      this.finish(slot, { ok: false, code: 'crashed', message: 'worker exited', ms: 0 });
    });
    return worker;
  }

  private start(slot: Slot, pending: Pending): void {
    const id = this.nextId++;
    const worker = (slot.worker ??= this.spawn(slot));
    slot.current = { id, pending, started: Date.now(), timer: this.limit(slot, worker, id, START_WAIT_MS) };
    const { task } = pending;
    // A copy the thread may take over (the caller keeps its bytes).
    const bytes = new Uint8Array(task.bytes);
    const message: RunMessage = {
      type: 'run',
      id,
      bytes,
      fileName: task.fileName,
      kind: task.kind,
      options: {
        maxPages: this.settings.maxPages,
        maxOcrPages: this.settings.maxOcrPages,
        llm: this.settings.llm,
        ...(task.knownSuppliers ? { knownSuppliers: task.knownSuppliers } : {}),
        previews: true,
      },
    };
    worker.postMessage(message, [bytes.buffer]);
  }

  /** The hard limit: past `ms`, the thread (and the OCR thread it started) is stopped, whatever it is doing. */
  private limit(slot: Slot, worker: Worker, id: number, ms: number): NodeJS.Timeout {
    return setTimeout(() => {
      if (slot.current?.id !== id) return;
      slot.worker = null;
      void worker.terminate();
      this.finish(slot, { ok: false, code: 'timeout', message: 'time limit', ms: 0 });
    }, ms);
  }

  private onMessage(slot: Slot, worker: Worker, message: WorkerMessage): void {
    const current = slot.current;
    if (slot.worker !== worker || !current || message.id !== current.id) return;
    if (message.type === 'started') {
      clearTimeout(current.timer);
      current.started = Date.now();
      current.timer = this.limit(slot, worker, current.id, this.settings.timeLimitMs);
      return;
    }
    if (message.type === 'progress') {
      try {
        current.pending.task.onProgress?.(message.step, message.percent);
      } catch {
        // progress is best effort
      }
      return;
    }
    if (message.type === 'done') this.finish(slot, { ok: true, outcome: message.outcome, ms: 0 });
    else
      this.finish(slot, {
        ok: false,
        code: message.code,
        message: message.message,
        ...(message.detail ? { detail: message.detail } : {}),
        ms: 0,
      });
  }

  /** Ends the slot's current document with `result` (its duration measured here) and starts the next. */
  private finish(slot: Slot, result: RunResult): void {
    const current = slot.current;
    if (!current) return;
    clearTimeout(current.timer);
    slot.current = null;
    current.pending.resolve({ ...result, ms: Date.now() - current.started });
    if (!this.closed) this.pump();
  }
}
