import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it, vi } from 'vitest';
import { closingSteps, onCloseStep } from './shutdown';

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
