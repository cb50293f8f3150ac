import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { access, defineRoute } from './http';
import { createTestApp } from '../../test/helpers';

describe('closing the app', () => {
  it('waits for handlers in progress before the database is closed', async () => {
    const ctx = await createTestApp();
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    const events: string[] = [];
    defineRoute(ctx.app, {
      method: 'GET',
      url: '/api/test-probe/slow',
      access: access.public,
      summary: 'probe',
      handler: async () => {
        started();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await ctx.database.db.execute(sql`select 1`); // would fail on a closed database
        events.push('handler finished');
        return { done: true };
      },
    });
    const response = ctx.app.inject({ url: '/api/test-probe/slow' });
    await handlerStarted;
    await ctx.app.close();
    events.push('app closed');
    expect(events).toEqual(['handler finished', 'app closed']);
    expect((await response).json()).toEqual({ done: true });
    await ctx.close();
  });
});
