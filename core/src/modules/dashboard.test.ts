import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DASHBOARD_PERIODS, dashboardQuery, isDashboardPeriod, shareOf } from './dashboard';

describe('dashboard contract', () => {
  it('defaults the period to the month and accepts only the four periods', () => {
    expect(dashboardQuery.parse({})).toEqual({ period: 'month' });
    for (const period of DASHBOARD_PERIODS) expect(dashboardQuery.parse({ period })).toEqual({ period });
    expect(dashboardQuery.safeParse({ period: 'decade' }).success).toBe(false);
    expect(dashboardQuery.safeParse({ period: 'MONTH' }).success).toBe(false);
    expect(isDashboardPeriod('quarter')).toBe(true);
    expect(isDashboardPeriod('day')).toBe(false);
  });

  it('gives a share as a whole percent between 0 and 100', () => {
    expect(shareOf(2, 7)).toBe(29);
    expect(shareOf(0, 0)).toBe(0);
    expect(shareOf(3, 0)).toBe(0);
    expect(shareOf(5, 5)).toBe(100);
    fc.assert(
      fc.property(
        fc.integer({ min: -10, max: 1000 }),
        fc.integer({ min: -10, max: 1000 }),
        (count, total) => {
          const share = shareOf(count, total);
          expect(Number.isInteger(share)).toBe(true);
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});
