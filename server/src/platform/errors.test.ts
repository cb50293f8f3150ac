import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { isTransientDatabaseError } from './errors';
import { access, defineRoute } from './http';

const withCode = (code: string) => Object.assign(new Error('database error'), { code });

describe('transient database errors', () => {
  it('recognises a saturated pool, deadlocks, serialization failures and time limits, also as a cause', () => {
    expect(isTransientDatabaseError(new Error('timeout exceeded when trying to connect'))).toBe(true);
    for (const code of ['40001', '40P01', '55P03', '57014', '53300']) {
      expect(isTransientDatabaseError(withCode(code)), code).toBe(true);
      expect(isTransientDatabaseError(new Error('Failed query', { cause: withCode(code) })), code).toBe(true);
    }
  });

  it('leaves every other error alone', () => {
    expect(isTransientDatabaseError(withCode('23505'))).toBe(false);
    expect(isTransientDatabaseError(new Error('relation "x" does not exist'))).toBe(false);
    expect(isTransientDatabaseError('timeout exceeded when trying to connect')).toBe(false);
    expect(isTransientDatabaseError(undefined)).toBe(false);
  });
});

describe('the answer to a transient database error', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    defineRoute(ctx.app, {
      method: 'GET',
      url: '/api/test-transient',
      access: access.public,
      summary: 'Fails as a deadlock victim would',
      tags: ['test'],
      handler: async () => {
        throw new Error('Failed query: update document_counters', { cause: withCode('40P01') });
      },
    });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is a 503 with a French message and Retry-After, never a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test-transient' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json().error).toEqual({
      code: 'busy',
      message: 'Le serveur est très sollicité en ce moment. Veuillez réessayer dans quelques instants.',
    });
  });
});
