/**
 * What the contracts share: the paging and sort fields of a list query, with the French message
 * 'errors.invalidValue' for any value out of range, the shape of a list answer, and the fields
 * every stored record answers with.
 */
import { z } from 'zod';

/** The i18n key of a query value the contract refuses. */
export const INVALID = 'errors.invalidValue';

/** The furthest page a list query may ask for. */
export const MAX_PAGE = 100_000;

/** A whole number from 1 to `max` in a query string, `fallback` when absent. */
const countFrom1 = (max: number, fallback: number) =>
  z.coerce
    .number({ error: INVALID })
    .int({ error: INVALID })
    .min(1, { error: INVALID })
    .max(max, { error: INVALID })
    .optional()
    .default(fallback);

/** `page` (1 by default) and `pageSize` (`defaultSize` by default, at most `maxSize`) of a list query. */
export const pageFields = (defaultSize = 20, maxSize = 100) => ({
  page: countFrom1(MAX_PAGE, 1),
  pageSize: countFrom1(maxSize, defaultSize),
});

/** `sort` among `sorts` (`fallback` by default) and `order` (`direction` by default) of a list query. */
export const sortFields = <const S extends readonly [string, ...string[]]>(
  sorts: S,
  fallback: S[number],
  direction: 'asc' | 'desc' = 'desc',
) => ({
  sort: z.enum(sorts, { error: INVALID }).optional().default(fallback),
  order: z.enum(['asc', 'desc'], { error: INVALID }).optional().default(direction),
});

/**
 * A list answer: the page's `items`, the `total` of the list and where the page is, with the
 * `extra` fields of this list (counters...). `integer` documents the numbers as integers.
 */
export const listResponse = <T extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(
  item: T,
  extra: E = {} as E,
  integer = false,
) => {
  const count = () => (integer ? z.number().int() : z.number());
  return z.object({ items: z.array(item), total: count(), page: count(), pageSize: count(), ...extra });
};

/** When a record was made and last changed (ISO 8601). */
export const recordTimes = { createdAt: z.string(), updatedAt: z.string() };

/** Whether a record came with the demo data, and its times. */
export const demoRecord = { isDemo: z.boolean(), ...recordTimes };

/** Number fields named `names` (counters, totals): `{ [name]: z.number() }`, in that order. */
export const counts = <const N extends readonly string[]>(...names: N) =>
  Object.fromEntries(names.map((name) => [name, z.number()])) as { [K in N[number]]: z.ZodNumber };

/** Whole-number fields named `names`: `{ [name]: z.number().int() }`, in that order. */
export const wholeCounts = <const N extends readonly string[]>(...names: N) =>
  Object.fromEntries(names.map((name) => [name, z.number().int()])) as { [K in N[number]]: z.ZodNumber };

/** Text fields named `names`: `{ [name]: z.string() }`, in that order. */
export const texts = <const N extends readonly string[]>(...names: N) =>
  Object.fromEntries(names.map((name) => [name, z.string()])) as { [K in N[number]]: z.ZodString };

/** Text fields named `names` that may be null: `{ [name]: z.string().nullable() }`, in that order. */
export const nullableTexts = <const N extends readonly string[]>(...names: N) =>
  Object.fromEntries(names.map((name) => [name, z.string().nullable()])) as {
    [K in N[number]]: z.ZodNullable<z.ZodString>;
  };
