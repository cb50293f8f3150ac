import { describe, expect, it } from 'vitest';
import { companyToday } from '@/lib/company-day';
import { mondayOf } from './week';

describe("the timesheet's days", () => {
  it("say today in the company's time zone (Europe/Paris), whatever the browser's", () => {
    // 23:04 UTC on Sunday 29 November is already Monday in Paris (UTC+1): the week of the 30th.
    expect(companyToday(new Date('2026-11-29T22:59:00Z'))).toBe('2026-11-29');
    expect(companyToday(new Date('2026-11-29T23:04:00Z'))).toBe('2026-11-30');
    expect(mondayOf(companyToday(new Date('2026-11-29T23:04:00Z')))).toBe('2026-11-30');
    // Summer time (UTC+2).
    expect(companyToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
    expect(companyToday(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});
