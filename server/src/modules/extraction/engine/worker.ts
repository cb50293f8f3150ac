/**
 * The extraction worker thread: runs extractDocument off the main event loop, one document at a
 * time, and answers with the outcome or the refusal. Progress is relayed as it comes. The thread
 * keeps its Tesseract worker between documents; the runner (../runner.ts) bounds its time (it
 * terminates the thread) and its memory (resourceLimits).
 *
 * Loaded through worker-entry.mjs, which registers tsx first.
 */
import { parentPort } from 'node:worker_threads';
import type { ExtractionKind, KnownSupplier } from '@comptoir/core/modules/extraction';
import type { LlmSettings } from './llm';
import { terminateOcr } from './ocr';
import { extractDocument } from './pipeline';
import { ExtractionError, type ExtractionOutcome } from './types';

/** Main thread → worker. */
export interface RunMessage {
  type: 'run';
  id: number;
  bytes: Uint8Array;
  fileName: string;
  kind: ExtractionKind;
  options: {
    maxPages: number;
    maxOcrPages: number;
    llm: LlmSettings | null;
    knownSuppliers?: KnownSupplier[];
    previews?: boolean;
  };
}

/** Main thread → worker: stop the OCR thread, then end this thread (the server is closing). */
export interface CloseMessage {
  type: 'close';
}

/** Worker → main thread. */
export type WorkerMessage =
  /** The thread begins the document (a new thread only once it has loaded): its time starts. */
  | { type: 'started'; id: number }
  | { type: 'progress'; id: number; step: string; percent: number }
  | { type: 'done'; id: number; outcome: ExtractionOutcome }
  | {
      type: 'failed';
      id: number;
      code: ExtractionError['code'] | 'crashed';
      message: string;
      detail?: string;
    };

async function run(message: RunMessage): Promise<WorkerMessage> {
  try {
    const outcome = await extractDocument(
      { bytes: message.bytes, fileName: message.fileName, kind: message.kind },
      (step, percent) =>
        parentPort?.postMessage({ type: 'progress', id: message.id, step, percent } satisfies WorkerMessage),
      message.options,
    );
    return { type: 'done', id: message.id, outcome };
  } catch (error) {
    if (error instanceof ExtractionError) {
      const cause = (error as Error & { cause?: unknown }).cause;
      return {
        type: 'failed',
        id: message.id,
        code: error.code,
        message: error.message,
        ...(cause ? { detail: String((cause as Error)?.stack ?? cause).slice(0, 2000) } : {}),
      };
    }
    return {
      type: 'failed',
      id: message.id,
      code: 'crashed',
      message: String((error as Error)?.message ?? error),
      detail: String((error as Error)?.stack ?? error).slice(0, 2000),
    };
  }
}

if (parentPort) {
  const port = parentPort;
  let queue = Promise.resolve();
  port.on('message', (message: RunMessage | CloseMessage) => {
    if (message?.type === 'close') {
      // Tesseract's own thread is ended from here, not torn down with this one by a terminate.
      queue = queue.then(async () => {
        await terminateOcr().catch(() => undefined);
        process.exit(0);
      });
      return;
    }
    if (message?.type !== 'run') return;
    queue = queue.then(async () => {
      port.postMessage({ type: 'started', id: message.id } satisfies WorkerMessage);
      port.postMessage(await run(message));
    });
  });
}
