import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../platform/events';
import { createTestApp } from '../../../test/helpers';
import { useTestApp } from '../../../test/fixture';
import { until } from '../../../test/until';
import { streamSettings } from './stream';
import { demandesUser, member, outsiderModules, person, screenBody, type Person } from './testing';

/**
 * Live updates over a real listening server (inject cannot follow a response that never ends).
 */

const f = useTestApp({
  users: {
    creator: demandesUser('Editor'),
    watcher: demandesUser('Viewer'),
    outsider: { role: 'Manager', modules: outsiderModules },
    assignee: demandesUser('Editor', 'Assignée'),
  },
});
const u = f.users;
let base: string;
let memberId: string;

beforeAll(async () => {
  memberId = (await member(f.db, { userId: u.assignee.id })).id;
  await f.ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(f.ctx.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  streamSettings.heartbeatMs = 20_000;
});

const api = (method: string, path: string, who: Person, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    headers: { cookie: who.cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
  });

/** Opens the event stream and reads it chunk by chunk. */
async function openStream(who: Person) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/demandes/events`, {
    headers: { cookie: who.cookie },
    signal: controller.signal,
  });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let done = false;
  /** Reads until `predicate` holds on the text received so far, or the stream ends, or the time is up. */
  const until = async (predicate: (text: string) => boolean, timeoutMs = 5000): Promise<string> => {
    const deadline = Date.now() + timeoutMs;
    while (!predicate(buffer) && !done) {
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`timed out; received: ${JSON.stringify(buffer)}`);
      const next = await Promise.race([
        reader.read(),
        new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), remaining)),
      ]);
      if (next === 'timeout') continue;
      if (next.done) done = true;
      else buffer += decoder.decode(next.value, { stream: true });
    }
    return buffer;
  };
  const events = () =>
    buffer
      .split('\n\n')
      .filter((block) => block.startsWith('data: '))
      .map((block) => JSON.parse(block.slice('data: '.length)) as Record<string, unknown>);
  return {
    res,
    until,
    events,
    isDone: () => done,
    close: () => controller.abort(),
  };
}

const waitFor = (check: () => boolean, timeoutMs = 3000) => until(check, 'the condition', { timeoutMs });

describe('GET /api/demandes/events', () => {
  it('refuses users without the module, and anonymous callers', async () => {
    const res = await fetch(`${base}/api/demandes/events`, { headers: { cookie: u.outsider.cookie } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden_module');
    expect((await fetch(`${base}/api/demandes/events`)).status).toBe(401);
  });

  it("streams an event after another user's comment, unbuffered, with the security headers", async () => {
    const stream = await openStream(u.watcher);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(stream.res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(stream.res.headers.get('content-security-policy')).toContain("default-src 'self'");
    await stream.until((t) => t.includes(': connected'));

    const created = await api('POST', '/api/demandes', u.creator, screenBody({ assigneeIds: [memberId] }));
    expect(created.status).toBe(201);
    const id = ((await created.json()) as { demande: { id: string } }).demande.id;
    await stream.until(() => stream.events().some((e) => e.type === 'created'));

    const comment = await api('POST', `/api/demandes/${id}/comments`, u.assignee, {
      content: 'Nouveau devis reçu',
    });
    expect(comment.status).toBe(201);
    await stream.until(() => stream.events().some((e) => e.type === 'comment'));
    const event = stream.events().find((e) => e.type === 'comment')!;
    expect(event).toEqual({ type: 'comment', demandeId: id, by: u.assignee.id, at: expect.any(String) });
    expect(Number.isNaN(Date.parse(event.at as string))).toBe(false);

    // A refused change publishes nothing.
    const refused = await api('POST', `/api/demandes/${id}/complete`, u.creator, {});
    expect(refused.status).toBe(409);
    const started = await api('POST', `/api/demandes/${id}/start`, u.creator, {});
    expect(started.status).toBe(200);
    await stream.until(() => stream.events().some((e) => e.type === 'status'));
    expect(stream.events().map((e) => e.type)).toEqual(['created', 'comment', 'status']);
    stream.close();
  });

  it('unsubscribes when the client goes away', async () => {
    const bus = eventsOf(f.ctx.app);
    await waitFor(() => bus.listenerCount('demande') === 0); // the previous test's stream is gone
    const before = 0;
    const stream = await openStream(u.watcher);
    await stream.until((t) => t.includes(': connected'));
    expect(bus.listenerCount('demande')).toBe(before + 1);
    stream.close();
    await waitFor(() => bus.listenerCount('demande') === before);
  });

  it('sends heartbeats, and ends the stream once the session is over', async () => {
    streamSettings.heartbeatMs = 100;
    const user = await person(f.ctx.app, f.db, 'Viewer');
    const stream = await openStream(user);
    await stream.until((t) => t.includes(': ping'));
    const out = await api('POST', '/api/auth/logout', user, {});
    expect(out.status).toBe(200);
    await stream.until(() => stream.isDone());
    expect(stream.isDone()).toBe(true);
  });
});

describe('closing the app with streams open', () => {
  it('ends the streams and closes promptly', async () => {
    const own = await createTestApp();
    try {
      const user = await person(own.app, own.database.db, 'Viewer');
      await own.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (own.app.server.address() as AddressInfo).port;
      const res = await fetch(`http://127.0.0.1:${port}/api/demandes/events`, {
        headers: { cookie: user.cookie },
      });
      expect(res.status).toBe(200);
      const reader = res.body!.getReader();
      await reader.read(); // the opening comment
      const started = Date.now();
      await own.app.close();
      expect(Date.now() - started).toBeLessThan(2000);
      // The client sees the end of the stream.
      let result = await reader.read();
      while (!result.done) result = await reader.read();
      expect(result.done).toBe(true);
    } finally {
      await own.close();
    }
  });
});
