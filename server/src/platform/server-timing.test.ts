/**
 * The Server-Timing header (COMPTOIR_SERVER_TIMING, issue 31): the database time and query count
 * of each request on PostgreSQL; none without the setting.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/fixture';
import { TIMING_REQUEST_HEADER, serverTimingHeader } from './server-timing';

const f = useTestApp({
  users: { manager: { role: 'Manager', modules: ['tasks'] } },
  config: { serverTiming: true },
});

describe('Server-Timing', () => {
  it("gives a request's database time and queries, and the handling's time", async () => {
    const res = await f.ctx.app.inject({
      url: '/api/tasks',
      headers: { cookie: f.cookies.manager, [TIMING_REQUEST_HEADER]: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const header = String(res.headers['server-timing']);
    const match = /^db;dur=(\d+\.\d);desc="(\d+) queries", app;dur=(\d+\.\d)$/.exec(header);
    expect(match, header).not.toBeNull();
    const [, db, queries, app] = match!;
    if (f.ctx.database.kind === 'postgres') {
      // The session, then the list and its count.
      expect(Number(queries)).toBeGreaterThanOrEqual(2);
      expect(Number(db)).toBeGreaterThan(0);
    } else {
      // The embedded database is not timed.
      expect(Number(queries)).toBe(0);
    }
    expect(Number(app)).toBeGreaterThanOrEqual(Number(db) / Math.max(1, Number(queries)));
  });

  it('leaves the requests that do not ask for it alone', async () => {
    const res = await f.ctx.app.inject({ url: '/api/tasks', headers: { cookie: f.cookies.manager } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['server-timing']).toBeUndefined();
  });

  it('writes the header from what was measured', () => {
    expect(serverTimingHeader({ started: 100, dbMs: 12.34, queries: 3 }, 125)).toBe(
      'db;dur=12.3;desc="3 queries", app;dur=25.0',
    );
  });
});
