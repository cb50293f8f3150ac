/**
 * Everything the bench creates (child processes, temp dirs, temp databases) registers an undo
 * here; `runCleanups` runs them newest first, once, whether the bench ends, fails or is interrupted.
 */
type Cleanup = { label: string; run: () => Promise<void> | void };

const cleanups: Cleanup[] = [];
/** Synchronous last resorts for process 'exit' (e.g. SIGKILL a child still running). */
const exitHooks = new Set<() => void>();

export function onCleanup(label: string, run: Cleanup['run']): () => void {
  const entry = { label, run };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
  };
}

export function onExit(hook: () => void): () => void {
  exitHooks.add(hook);
  return () => exitHooks.delete(hook);
}

export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop()!;
    try {
      await entry.run();
    } catch (error) {
      console.error(
        `bench: cleanup "${entry.label}" failed:`,
        error instanceof Error ? error.message : error,
      );
    }
  }
}

process.on('exit', () => {
  for (const hook of exitHooks) {
    try {
      hook();
    } catch {
      // nothing more can be done while exiting
    }
  }
});

/** Runs `work` with cleanups guaranteed on success, failure, SIGINT/SIGTERM and a hard deadline. */
export async function withCleanup(work: () => Promise<number>, deadlineMs: number): Promise<never> {
  let finishing = false;
  const finish = async (code: number, why?: string) => {
    if (finishing) return;
    finishing = true;
    if (why) console.error(`bench: ${why}, cleaning up`);
    const force = setTimeout(() => {
      console.error('bench: cleanup took too long, exiting');
      process.exit(code || 1);
    }, 30_000);
    await runCleanups();
    clearTimeout(force);
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => void finish(1, `interrupted by ${signal}`));
  }
  const deadline = setTimeout(
    () => void finish(1, `deadline of ${Math.round(deadlineMs / 1000)} s reached`),
    deadlineMs,
  );
  deadline.unref();
  try {
    const code = await work();
    await finish(code);
  } catch (error) {
    console.error('bench: failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    await finish(1);
  }
  // finish() exits the process; this only satisfies the type.
  return new Promise<never>(() => undefined);
}
