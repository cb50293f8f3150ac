/** The routes of the platform self-test (/api/self-tests, super administrators only): see core/src/route.ts. */
import { routes } from '../route';
import { runQuery, selfTestState } from './selftest';

const r = routes('super-admin', { tags: ['self-tests'], errors: [401, 403] });

export const selfTestApi = {
  state: r.get('/api/self-tests', {
    summary: "The self-test's checks with their latest result, the last report and the backups' state",
    response: selfTestState,
  }),
  run: r.post('/api/self-tests/run', {
    action: 'read',
    summary:
      'Runs the checks (all, or those of ?category=) one by one; answers text/event-stream: a `started` event, a `test` event when each check starts and ends, then `done` with the report. 409 while a run is in progress.',
    query: runQuery,
    response: 'stream',
    errors: [401, 403, 409],
  }),
};
