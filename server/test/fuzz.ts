import fc from 'fast-check';
import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * What the "never answers 500" tests share: arbitrary values and bodies, raw JSON requests and
 * list queries drawn at random.
 */

/** A JSON scalar of any kind (string, integer, double, boolean, null), or a value of `more`. */
export const anyScalar = (...more: fc.Arbitrary<unknown>[]): fc.Arbitrary<unknown> =>
  fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), ...more);

/** Objects with any subset of `keys`, each drawn from `value` unless `special` has its own. */
export function someFields(
  keys: readonly string[],
  value: fc.Arbitrary<unknown>,
  special: Record<string, fc.Arbitrary<unknown>> = {},
): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(keys.map((key) => [key, special[key] ?? value]));
  return fc.record({ ...model, ...special }, { requiredKeys: [] });
}

/** `payload` sent as the raw JSON text a client could send (`null`, a number, a string...). */
export const sendRawJson = (
  app: FastifyInstance,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload: unknown,
  cookie: string,
): Promise<LightMyRequestResponse> =>
  app.inject({
    method,
    url,
    payload: JSON.stringify(payload) ?? 'null',
    headers: { cookie, 'content-type': 'application/json' },
  });

/**
 * That no body drawn from `bodies`, sent as raw JSON with `cookie` to a target drawn from `targets`
 * (a method and a URL), answers 500.
 */
export async function expectNo500ForRawBodies(
  app: FastifyInstance,
  targets: readonly { method: 'POST' | 'PATCH' | 'PUT'; url: string }[],
  bodies: fc.Arbitrary<unknown>,
  cookie: string,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(bodies, fc.constantFrom(...targets), async (payload, target) => {
      const res = await sendRawJson(app, target.method, target.url, payload, cookie);
      expect(res.statusCode, `${target.method} ${target.url}: ${res.body}`).toBeLessThan(500);
    }),
    { numRuns },
  );
}

/**
 * That no list query made of some of `keys` (any strings, unless `special` says otherwise)
 * answers 500 at any of `urls`.
 */
export async function expectNo500ForQueries(
  call: (method: 'GET', url: string) => Promise<LightMyRequestResponse>,
  urls: readonly string[],
  keys: readonly string[],
  options: { numRuns: number; special?: Record<string, fc.Arbitrary<string>> },
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(someFields(keys, fc.string(), options.special), async (params) => {
      const qs = new URLSearchParams(params as Record<string, string>).toString();
      for (const url of urls) {
        const res = await call('GET', `${url}?${qs}`);
        expect(res.statusCode, `${url}?${qs}: ${res.body}`).toBeLessThan(500);
      }
    }),
    { numRuns: options.numRuns },
  );
}

/**
 * That no body drawn from `bodies` answers 500, sent to create a record (POST `urls.create`) and
 * to update one (PATCH `urls.update`).
 */
export async function expectNo500ForBodies(
  call: (method: 'POST' | 'PATCH', url: string, payload: unknown) => Promise<LightMyRequestResponse>,
  urls: { create: string; update: string },
  bodies: fc.Arbitrary<unknown>,
  numRuns: number,
): Promise<void> {
  await fc.assert(
    fc.asyncProperty(bodies, async (body) => {
      for (const [method, url] of [
        ['POST', urls.create],
        ['PATCH', urls.update],
      ] as const) {
        const res = await call(method, url, body);
        expect(res.statusCode, res.body).toBeLessThan(500);
      }
    }),
    { numRuns },
  );
}
