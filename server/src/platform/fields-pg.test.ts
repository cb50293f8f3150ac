/**
 * The calendar day of the contracts (core/fields.ts `calendarDay`) against PostgreSQL's `date`
 * (issue 28): a day the builder accepts is one the database accepts and gives back unchanged; a
 * text it refuses is one the database refuses too, or one outside the documented range (a
 * four-digit year from 1900, written YYYY-MM-DD). Runs on PGlite (real PostgreSQL) by default,
 * and on PostgreSQL with TEST_DB=postgres.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIRST_DAY, calendarDay } from '@comptoir/core/fields';
import { rowsOf } from '../db/rows';
import { useSuiteDatabase } from '../../test/fixture';

const field = calendarDay('required', 'invalid');
/** Inside the documented range: YYYY-MM-DD, year 1900 to 9999. */
const inRange = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && text >= FIRST_DAY;

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** Texts shaped like days, most of them impossible ones: years 0 to 12000, months 0 to 13, days 0 to 32. */
const dayLike = fc
  .tuple(
    fc.integer({ min: 0, max: 12_000 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.constantFrom('', ' ', '\t'),
  )
  .map(([y, m, d, blank]) => `${blank}${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}${blank}`);
/** Real days of the range, written as the builder wants them. */
const realDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
/** Other spellings PostgreSQL may read as a day, and noise. */
const otherTexts = fc.oneof(
  fc.constantFrom(
    '2030-02-31',
    '2030-13-01',
    '0000-01-01',
    '1899-12-31',
    '10000-01-01',
    'epoch',
    'today',
    'infinity',
  ),
  fc.constantFrom(
    '20300115',
    '2030-1-5',
    '01/15/2030',
    'January 15, 2030',
    '2030-01-15 BC',
    '2030-01-15T10:00:00',
  ),
  fc.string({ unit: fc.constantFrom(...'0123456789-/ T'), maxLength: 14 }),
  fc.string({ maxLength: 12 }),
);

describe('calendarDay against PostgreSQL date', () => {
  const db = useSuiteDatabase(async () => {});

  beforeAll(async () => {
    // The text of `value`::date, or null when PostgreSQL refuses it (ISO output whatever the server's DateStyle).
    await db().db.execute(sql`
      create function day_text(value text) returns text language plpgsql set datestyle = 'ISO, YMD' as $$
      begin
        return value::date::text;
      exception when others then
        return null;
      end $$`);
  });

  /** What PostgreSQL makes of each text: its day as text, or null when it refuses it. */
  async function postgresDays(texts: string[]): Promise<(string | null)[]> {
    const rows = await rowsOf<{ day: string | null }>(
      db().db,
      sql`select day_text(t) as day from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as u(t, n) order by n`,
    );
    return rows.map((r) => r.day);
  }

  it('a day it accepts, PostgreSQL accepts and gives back unchanged; one it refuses, PostgreSQL refuses or it is outside the range', async () => {
    let accepted = 0;
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(realDay, dayLike, dayLike, otherTexts), { minLength: 20, maxLength: 60 }),
        async (texts) => {
          const days = await postgresDays(texts);
          texts.forEach((text, i) => {
            const result = field.safeParse(text);
            const postgres = days[i];
            if (result.success) {
              accepted += 1;
              expect(result.data, text).toBe(text.trim());
              expect(postgres, text).toBe(result.data);
            } else {
              refused += 1;
              expect(
                postgres === null || !inRange(text.trim()),
                `${JSON.stringify(text)} → ${postgres}`,
              ).toBe(true);
            }
          });
        },
      ),
      { numRuns: 150 },
    );
    // Both sides were exercised, not only the impossible days.
    expect(accepted).toBeGreaterThan(1000);
    expect(refused).toBeGreaterThan(1000);
  });

  it('the ends of the range are days PostgreSQL gives back unchanged', async () => {
    const ends = ['1900-01-01', '9999-12-31', '2000-02-29', '2024-02-29'];
    expect(await postgresDays(ends)).toEqual(ends);
    for (const day of ends) expect(field.parse(day)).toBe(day);
  });
});
