import { describe, expect, it } from 'vitest';
import { formatChartDate } from './format';

describe('formatChartDate (issue 30 §1: no ISO dates on chart axes)', () => {
  it('writes a day the way each language reads it', () => {
    expect(formatChartDate('2026-01-05', 'fr')).toBe('5 janv.');
    expect(formatChartDate('2026-01-05', 'en')).toBe('5 Jan');
    expect(formatChartDate('2026-01-05', 'zh')).toBe('1月5日');
  });

  it('writes a month, from its first day or from YYYY-MM', () => {
    expect(formatChartDate('2026-03-01', 'fr', 'month')).toBe('mars 2026');
    expect(formatChartDate('2026-03', 'fr')).toBe('mars 2026');
    expect(formatChartDate('2026-03', 'en', 'month')).toBe('Mar 2026');
    expect(formatChartDate('2026-03', 'zh', 'month')).toBe('2026年3月');
  });

  it('keeps the calendar day whatever the time zone, and leaves other text alone', () => {
    expect(formatChartDate('2026-12-31', 'fr')).toBe('31 déc.');
    expect(formatChartDate('Semaine 3', 'fr')).toBe('Semaine 3');
  });
});
