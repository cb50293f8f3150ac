import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
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
});
