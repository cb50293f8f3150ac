/**
 * Platform self-test (/api/self-tests, super administrators only):
 *   GET  /api/self-tests       every check's latest result, the last report, backups' state
 *   POST /api/self-tests/run   runs all checks (or ?category=), streaming progress as server-sent
 *                              events (`data: SelfTestEvent`), the last one being the report
 */
import type { FastifyInstance } from 'fastify';
import type { SelfTestEvent } from '@comptoir/core/modules/selftest';
import { selfTestApi } from '@comptoir/core/modules/selftest.routes';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { readBackupStatus } from '../../platform/backup';
import { conflict } from '../../platform/errors';
import { implement } from '../../platform/routes';
import { openEventStream } from '../../platform/sse';
import { latestItems, runChecks, selectChecks, stateOf } from './runner';

export function selfTestRoutes(app: FastifyInstance): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    stateOf(app).stopping = true;
    for (const end of [...open]) end();
  });
  // The check in progress finishes before the database closes.
  app.addHook('onClose', async () => {
    await stateOf(app).current;
  });

  implement(app, selfTestApi, {
    state: async () => {
      const state = stateOf(app);
      return {
        report: state.report,
        running: state.running,
        backup: await readBackupStatus(app.config),
        tests: latestItems(app),
      };
    },
    run: async ({ request, reply, query, auth }) => {
      const state = stateOf(app);
      if (state.running) throw conflict('errors.selfTestRunning');
      state.running = true;
      const res = openEventStream(reply);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        open.delete(end);
        if (!res.writableEnded) res.end();
      };
      open.add(end);
      res.on('close', end); // the page went away: the run goes on, its results stay in the state
      const write = (event: SelfTestEvent) => {
        if (!ended) res.write(`data: ${JSON.stringify(event)}\n\n`);
      };
      const cookie = `${SESSION_COOKIE}=${request.cookies[SESSION_COOKIE] ?? ''}`;
      state.current = runChecks(
        { app, db: app.db, config: app.config, userId: auth.user.id, cookie },
        selectChecks(query.category),
        write,
      )
        .catch((error: unknown) => request.log.error({ err: error }, 'self-test run failed'))
        .finally(() => {
          state.running = false;
          end();
        });
      return reply;
    },
  });
}
