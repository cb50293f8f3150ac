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

/** A row id a page starts after or before (paging with keys); '' is none. */
const cursorField = () => z.union([z.uuid({ error: INVALID }), z.literal('')], { error: INVALID }).optional();

/**
 * `page` (1 by default) and `pageSize` (`defaultSize` by default, at most `maxSize`) of a list
 * query, and where the page starts when the screen knows it: `after` the last row of the page
 * before, or `before` the first row of the page after (the lists that page with keys read from
 * there; the page number alone reads by offset).
 */
export const pageFields = (defaultSize = 20, maxSize = 100) => ({
  page: countFrom1(MAX_PAGE, 1),
  pageSize: countFrom1(maxSize, defaultSize),
  after: cursorField(),
  before: cursorField(),
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

/**
 * A list filter among the values of `field`: '', 'all' or none mean no filter (undefined), what
 * the list screens send for "all".
 */
export const filterField = <T extends z.ZodType>(field: T) =>
  z
    .union([field, z.literal(''), z.literal('all')], { error: INVALID })
    .optional()
    .transform(
      (v) => (v === '' || v === 'all' ? undefined : v) as Exclude<z.output<T>, '' | 'all'> | undefined,
    );

/** A yes/no query flag: '1' or 'true' is yes; '0', 'false', '' or none is no. */
export const flagField = () =>
  z
    .enum(['0', '1', 'true', 'false', ''], { error: INVALID })
    .optional()
    .transform((v) => v === '1' || v === 'true');

/** 'a, b,,c ' → ['a', 'b', 'c'] (spec §5: comma list, trimmed, empties dropped). */
export function parseTags(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  return parts.map((t) => t.trim()).filter((t) => t.length > 0);
}

/** Texts given as a comma list or an array: trimmed, empties and repeats dropped. */
export const textList = () =>
  z
    .union([z.string({ error: INVALID }), z.array(z.string({ error: INVALID }), { error: INVALID })], {
      error: INVALID,
    })
    .optional()
    .transform((v) => [...new Set(parseTags(v))]);

/**
 * A file attached to a record (a comment, a message, a requested product): an image or else a
 * document, its size in bytes (shown in MB with one decimal), served at `url` to signed-in users
 * with the module.
 */
export const attachedFile = {
  id: z.uuid(),
  name: z.string(),
  type: z.enum(['image', 'document']),
  mime: z.string(),
  size: z.number(),
  url: z.string(),
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
