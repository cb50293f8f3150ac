import { describe, expect, it } from 'vitest';
import { companyMonth, companyToday } from './company-day';

describe("the company's day and month (Europe/Paris), whatever the browser's time zone", () => {
  it('turn at midnight in Paris, not in UTC', () => {
    expect(companyToday(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
    expect(companyToday(new Date('2026-11-30T23:00:00Z'))).toBe('2026-12-01');
    // 23:20 UTC on 30 November: the goal form proposes December, the month the server calls current.
    expect(companyMonth(new Date('2026-11-30T23:20:00Z'))).toEqual({
      start: '2026-12-01',
      end: '2026-12-31',
    });
    expect(companyMonth(new Date('2026-11-30T22:20:00Z'))).toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
    });
  });

  it('end each month on its last day, leap years included', () => {
    expect(companyMonth(new Date('2028-02-10T12:00:00Z')).end).toBe('2028-02-29');
    expect(companyMonth(new Date('2027-02-10T12:00:00Z')).end).toBe('2027-02-28');
    expect(companyMonth(new Date('2026-04-10T12:00:00Z')).end).toBe('2026-04-30');
  });
});
