import type { FastifyInstance } from 'fastify';

/** The closing steps in progress, per app (for the message of a shutdown that takes too long). */
const running = new WeakMap<FastifyInstance, Set<string>>();

/**
 * Registers an `onClose` step under a name: while it runs, `closingSteps` lists it, so a shutdown
 * past its time limit says what it was waiting for.
 */
export function onCloseStep(app: FastifyInstance, name: string, step: () => Promise<unknown>): void {
  app.addHook('onClose', async () => {
    let set = running.get(app);
    if (!set) running.set(app, (set = new Set()));
    set.add(name);
    try {
      await step();
    } finally {
      set.delete(name);
    }
  });
}

/** The named closing steps still running (empty: none, or the open connections). */
export function closingSteps(app: FastifyInstance | undefined): string[] {
  return app ? [...(running.get(app) ?? [])] : [];
}
