import type { FastifyInstance } from 'fastify';

/** The closing steps in progress, per app (for the message of a shutdown that takes too long). */
const running = new WeakMap<FastifyInstance, Set<string>>();

/** A closing step that takes this long is logged (a warning), so a slow shutdown says where. */
const SLOW_STEP_MS = 3_000;

/**
 * Registers an `onClose` step under a name: while it runs, `closingSteps` lists it, so a shutdown
 * past its time limit says what it was waiting for.
 */
export function onCloseStep(app: FastifyInstance, name: string, step: () => Promise<unknown>): void {
  app.addHook('onClose', async () => {
    let set = running.get(app);
    if (!set) running.set(app, (set = new Set()));
    set.add(name);
    const started = performance.now();
    try {
      await step();
    } finally {
      set.delete(name);
      const ms = Math.round(performance.now() - started);
      if (ms >= SLOW_STEP_MS) app.log.warn({ step: name, ms }, 'slow closing step');
    }
  });
}

/** The named closing steps still running (empty: none, or the open connections). */
export function closingSteps(app: FastifyInstance | undefined): string[] {
  return app ? [...(running.get(app) ?? [])] : [];
}

/**
 * Lets connections end when the app closes. The server stops accepting and closes its idle
 * connections, then waits for the others; a keep-alive connection busy at that moment would hold
 * the close for the keep-alive timeout (72 s) once its response is sent. So, while closing, every
 * response asks its client to close the connection, and the connections still open `graceMs` after
 * closing began (the time the requests in progress are given) are closed.
 */
export function endConnectionsOnClose(app: FastifyInstance, graceMs = 10_000): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
    const timer = setTimeout(() => app.server.closeAllConnections(), graceMs);
    timer.unref();
    app.server.once('close', () => clearTimeout(timer));
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
