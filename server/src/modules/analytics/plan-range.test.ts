/**
 * A range's plan (decision 0025): the whole months read from their summaries, the days at the
 * edges and the current month's later days from the books, every day exactly once. Split from
 * months.test.ts.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { blockMonths, fromBooksFor, monthsRead, perMonth, planRange, thirdRange } from './months';

/** Every block built (planRange takes those it covers whole). */
const EVERY_BLOCK = { has: () => true } as unknown as ReadonlySet<string>;

/** The first day of the month `k` months after `month`'s. */
const dayAfterMonths = (month: string, k: number) => {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + k);
  return d.toISOString().slice(0, 10);
};

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

describe('planRange', () => {
  it('reads the whole months from their summaries, the whole thirds at the edges from theirs, and the other days from their own', () => {
    expect(planRange({ from: '2025-11-27', to: '2026-02-10' }, true)).toEqual({
      months: ['2025-12-01', '2026-01-01'],
      thirds: [{ month: '2026-02-01', part: 1 }],
      days: ['2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30'],
      edges: [],
    });
    expect(planRange({ from: '2026-01-01', to: '2026-03-31' }, true)).toEqual({
      months: ['2026-01-01', '2026-02-01', '2026-03-01'],
      edges: [],
    });
    expect(planRange({ from: '2024-02-01', to: '2024-02-29' }, true)).toEqual({
      months: ['2024-02-01'],
      edges: [],
    });
    // The costliest start of a year: the 2nd of a month, nine days' summaries instead of 30 days of books.
    expect(planRange({ from: '2026-03-02', to: '2026-03-31' }, true)).toEqual({
      months: [],
      thirds: [
        { month: '2026-03-01', part: 2 },
        { month: '2026-03-01', part: 3 },
      ],
      days: Array.from({ length: 9 }, (_, k) => `2026-03-${String(k + 2).padStart(2, '0')}`),
      edges: [],
    });
    // Across two months without a whole one: the thirds of both, and the days left.
    expect(planRange({ from: '2024-02-15', to: '2024-03-12' }, true)).toEqual({
      months: [],
      thirds: [
        { month: '2024-02-01', part: 3 },
        { month: '2024-03-01', part: 1 },
      ],
      days: [
        '2024-02-15',
        '2024-02-16',
        '2024-02-17',
        '2024-02-18',
        '2024-02-19',
        '2024-02-20',
        '2024-03-11',
        '2024-03-12',
      ],
      edges: [],
    });
    expect(planRange({ from: '9999-12-21', to: '9999-12-31' }, true)).toEqual({
      months: [],
      thirds: [{ month: '9999-12-01', part: 3 }],
      edges: [],
    });
    expect(planRange({ from: '2026-03-01', to: '2026-03-30' }, false)).toEqual({
      months: [],
      edges: [{ from: '2026-03-01', to: '2026-03-30' }],
    });
  });

  it("reads the current month so far from its summary, and today and the month's later days from the books", () => {
    expect(planRange({ from: '2025-11-27', to: '2026-11-26' }, true, '2026-11-26')).toEqual({
      months: [...Array.from({ length: 11 }, (_, k) => dayAfterMonths('2025-12-01', k)), '2026-11-01'],
      days: ['2025-11-27', '2025-11-28', '2025-11-29', '2025-11-30'],
      edges: [{ from: '2026-11-26', to: '2026-11-26' }],
      partial: { month: '2026-11-01', through: '2026-11-25' },
    });
    // A calendar year: the current month so far, then its days from today on, then the whole months after.
    expect(planRange({ from: '2026-01-01', to: '2026-12-31' }, true, '2026-11-26')).toMatchObject({
      edges: [{ from: '2026-11-26', to: '2026-11-30' }],
      partial: { month: '2026-11-01', through: '2026-11-25' },
    });
    // Not from the month's first day, not up to today, or today is the first: the books as before,
    // without the current month's thirds and days (built only once it is whole).
    expect(planRange({ from: '2026-11-02', to: '2026-11-26' }, true, '2026-11-26')).toEqual({
      months: [],
      edges: [{ from: '2026-11-02', to: '2026-11-26' }],
    });
    expect(planRange({ from: '2026-11-01', to: '2026-11-25' }, true, '2026-11-26')).toEqual({
      months: [],
      edges: [{ from: '2026-11-01', to: '2026-11-25' }],
    });
    expect(planRange({ from: '2026-10-01', to: '2026-11-01' }, true, '2026-11-01')).toEqual({
      months: ['2026-10-01'],
      edges: [{ from: '2026-11-01', to: '2026-11-01' }],
    });
  });

  it('reads the years, half-years and quarters built that a range covers whole, before the current month (decision 0056)', () => {
    const all = new Set(['2025-01-01/6', '2025-01-01/5', '2025-07-01/4', '2025-10-01/4', '2026-01-01/5']);
    expect(planRange({ from: '2025-01-01', to: '2025-12-31' }, true, '2026-03-10', all)).toEqual({
      months: [],
      blocks: [{ month: '2025-01-01', part: 6 }],
      edges: [],
    });
    // Without the year: its first half, then its quarters (the 2nd's is not built: its months).
    all.delete('2025-01-01/6');
    expect(planRange({ from: '2025-01-01', to: '2025-12-31' }, true, '2026-03-10', all)).toEqual({
      months: [],
      blocks: [
        { month: '2025-01-01', part: 5 },
        { month: '2025-07-01', part: 4 },
        { month: '2025-10-01', part: 4 },
      ],
      edges: [],
    });
    expect(planRange({ from: '2025-02-01', to: '2025-12-31' }, true, '2026-03-10', all)).toMatchObject({
      months: ['2025-02-01', '2025-03-01', '2025-04-01', '2025-05-01', '2025-06-01'],
      blocks: [
        { month: '2025-07-01', part: 4 },
        { month: '2025-10-01', part: 4 },
      ],
    });
    // Never a block holding the current month or a later one.
    expect(
      planRange({ from: '2026-01-01', to: '2026-06-30' }, true, '2026-06-30', all).blocks,
    ).toBeUndefined();
    expect(planRange({ from: '2026-01-01', to: '2026-06-30' }, true, '2026-07-01', all).blocks).toEqual([
      { month: '2026-01-01', part: 5 },
    ]);
  });

  it('reads a block holding a month out of date as its months, that one from the books, and by month for the sums by month', () => {
    const plan = planRange({ from: '2025-01-01', to: '2025-12-31' }, true, '2026-03-10', EVERY_BLOCK);
    expect(plan.blocks).toEqual([{ month: '2025-01-01', part: 6 }]);
    const stale = fromBooksFor(plan, ['2025-05-01']);
    expect(stale.blocks).toBeUndefined();
    expect(stale.months).toHaveLength(11);
    expect(stale.months).not.toContain('2025-05-01');
    expect(stale.edges).toEqual([{ from: '2025-05-01', to: '2025-05-31' }]);
    expect(fromBooksFor(plan, ['2024-05-01'])).toBe(plan);
    // A month out of date reads its days from the books too, consecutive ones as one range.
    const edged = planRange({ from: '2025-05-03', to: '2025-07-05' }, true, '2026-03-10', EVERY_BLOCK);
    expect(edged.days).toHaveLength(8 + 5);
    const booksMay = fromBooksFor(edged, ['2025-05-01']);
    expect(booksMay.days).toEqual(['2025-07-01', '2025-07-02', '2025-07-03', '2025-07-04', '2025-07-05']);
    expect(edged.thirds).toHaveLength(2);
    expect(booksMay.thirds).toBeUndefined();
    expect(booksMay.edges).toEqual([
      { from: '2025-05-03', to: '2025-05-10' },
      { from: '2025-05-11', to: '2025-05-20' },
      { from: '2025-05-21', to: '2025-05-31' },
    ]);
    expect(monthsRead(edged)).toEqual(['2025-06-01', '2025-05-01', '2025-07-01']);
    const monthly = perMonth({ ...plan, payments: plan });
    expect(monthly.blocks).toBeUndefined();
    expect(monthly.months).toEqual(blockMonths({ month: '2025-01-01', part: 6 }));
    expect(monthly.payments!.months).toEqual(monthly.months);
  });

  it('covers every day of any range exactly once', () => {
    const day = fc.integer({ min: 0, max: 1500 }).map((n) => {
      const d = new Date(Date.UTC(2024, 0, 1));
      d.setUTCDate(d.getUTCDate() + n);
      return d.toISOString().slice(0, 10);
    });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 500 }), day, (from, length, today) => {
        const end = new Date(`${from}T00:00:00Z`);
        end.setUTCDate(end.getUTCDate() + length);
        const to = end.toISOString().slice(0, 10);
        const plan = planRange({ from, to }, true, today, EVERY_BLOCK);
        const days: string[] = [];
        const add = (a: string, b: string) => {
          for (
            let d = new Date(`${a}T00:00:00Z`);
            d.toISOString().slice(0, 10) <= b;
            d.setUTCDate(d.getUTCDate() + 1)
          )
            days.push(d.toISOString().slice(0, 10));
        };
        for (const m of plan.months) {
          const last = new Date(`${m}T00:00:00Z`);
          last.setUTCMonth(last.getUTCMonth() + 1, 0);
          add(m, m === plan.partial?.month ? plan.partial.through : last.toISOString().slice(0, 10));
        }
        for (const b of plan.blocks ?? [])
          for (const m of blockMonths(b)) {
            // No block holding the current month or a later one.
            expect(m < today.slice(0, 8) + '01').toBe(true);
            add(m, dayBefore(dayAfterMonths(m, 1)));
          }
        for (const t of plan.thirds ?? []) {
          // No third of the current month or later: they are built once their month is whole.
          expect(t.month < today.slice(0, 8) + '01').toBe(true);
          const days = thirdRange(t);
          add(days.from, days.to);
        }
        // No day before the current month is read from the books (decision 0059), and a day's
        // summary is read only where no whole third holds it.
        for (const e of plan.edges) expect(e.from >= today.slice(0, 8) + '01').toBe(true);
        for (const day of plan.days ?? []) {
          expect(day < today.slice(0, 8) + '01').toBe(true);
          const month = `${day.slice(0, 8)}01`;
          for (const part of [1, 2, 3] as const) {
            const t = thirdRange({ month, part });
            if (t.from <= day && day <= t.to) expect(from <= t.from && t.to <= to).toBe(false);
          }
          add(day, day);
        }
        for (const e of plan.edges) add(e.from, e.to);
        days.sort();
        expect(days.length).toBe(length + 1);
        expect(new Set(days).size).toBe(days.length);
        expect(days[0]).toBe(from);
        expect(days.at(-1)).toBe(to);
      }),
      { numRuns: 300 },
    );
  });
});
