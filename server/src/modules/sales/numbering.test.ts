import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { companyToday } from '@comptoir/core/modules/time';
import { addDays, todayIso } from './numbering';

describe('todayIso: the day documents are dated', () => {
  it("is the company's day (Europe/Paris), not the UTC day, around midnight", () => {
    // 23:30 UTC on 31 December is already the new year in Paris (UTC+1 in winter).
    expect(todayIso(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(todayIso(new Date('2026-12-31T22:59:59Z'))).toBe('2026-12-31');
    // Summer time: UTC+2.
    expect(todayIso(new Date('2027-07-15T22:00:00Z'))).toBe('2027-07-16');
    expect(todayIso(new Date('2027-07-15T21:59:59Z'))).toBe('2027-07-15');
  });

  it('agrees with core for any instant, and day arithmetic round-trips', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -400, max: 400 }),
        (now, n) => {
          const today = todayIso(now);
          expect(today).toBe(companyToday(now));
          expect(addDays(addDays(today, n), -n)).toBe(today);
        },
      ),
    );
  });
});
