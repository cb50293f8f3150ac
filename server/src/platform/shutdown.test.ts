import Fastify from 'fastify';
import http from 'node:http';
import net from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { closingSteps, endConnectionsOnClose, onCloseStep } from './shutdown';

describe('named closing steps', () => {
  it('lists a step while it runs, in order, and none once closed', async () => {
    const app = Fastify();
    const seen: string[][] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    onCloseStep(app, 'first', async () => seen.push(closingSteps(app)));
    onCloseStep(app, 'held', () => held);
    await app.ready();
    const closing = app.close();
    await expect.poll(() => closingSteps(app)).toEqual(['held']);
    release();
    await closing;
    expect(seen).toEqual([['first']]);
    expect(closingSteps(app)).toEqual([]);
    expect(closingSteps(undefined)).toEqual([]);
  });

  it('takes a failing step off the list', async () => {
    const app = Fastify();
    onCloseStep(app, 'failing', async () => {
      throw new Error('boom');
    });
    await app.ready();
    await app.close().catch(() => undefined);
    expect(closingSteps(app)).toEqual([]);
  });

  it('logs a step that took 3 s or more, by name, and not a quick one', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'warn', stream } });
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      onCloseStep(app, 'quick', async () => vi.advanceTimersByTime(2_999));
      onCloseStep(app, 'slow', async () => vi.advanceTimersByTime(3_000));
      await app.ready();
      await app.close();
    } finally {
      vi.useRealTimers();
    }
    expect(lines.map(({ step, ms, msg }) => ({ step, ms, msg }))).toEqual([
      { step: 'slow', ms: 3000, msg: 'slow closing step' },
    ]);
  });
});

describe('connections when the app closes', () => {
  it('answers a request in progress with Connection: close, so its keep-alive connection does not hold the close', async () => {
    const app = Fastify({ keepAliveTimeout: 600_000 });
    endConnectionsOnClose(app, 600_000);
    let closingBegun!: () => void;
    const begun = new Promise<void>((resolve) => (closingBegun = resolve));
    app.addHook('preClose', async () => closingBegun());
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const arrived = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await held;
      return { ok: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    const agent = new http.Agent({ keepAlive: true });
    const answer = new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ port, host: '127.0.0.1', path: '/slow', agent }, resolve).on('error', reject),
    );
    await arrived;
    const closed = app.close();
    await begun;
    release();
    const res = await answer;
    res.resume();
    expect(res.headers.connection).toBe('close');
    await closed; // would wait for the ten-minute keep-alive timeout without the header
    agent.destroy();
  });

  it('closes a connection still open once the grace period is over', async () => {
    const app = Fastify();
    endConnectionsOnClose(app, 100);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as net.AddressInfo;
    // A request whose headers never end: the server waits for it, it is never idle.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
    const ended = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    await app.close();
    await ended;
    expect(socket.destroyed).toBe(true);
  });
});
