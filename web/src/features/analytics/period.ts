import { useSearchParams } from 'react-router';
import {
  ANALYTICS_PERIODS,
  ANALYTICS_TABS,
  addDays,
  periodRange,
  previousRange,
  rangeDays,
  type AnalyticsPeriod,
  type AnalyticsTab,
} from '@comptoir/core/modules/analytics';
import { isCalendarDay } from '@comptoir/core/fields';
import { companyToday } from '@/lib/company-day';

/** Today as the server counts it (the company's day), whatever the browser's time zone. */
const todayIso = () => companyToday();

/**
 * The analysis' URL state: `tab`, `period` (week, month, quarter, year, custom), `from`/`to` (the
 * range, inclusive) and `compare=previous`. A named period without a range is the one of today.
 */
export function useAnalyticsParams() {
  const [search, setSearch] = useSearchParams();
  const rawTab = search.get('tab');
  const tab: AnalyticsTab = (ANALYTICS_TABS as readonly string[]).includes(rawTab ?? '')
    ? (rawTab as AnalyticsTab)
    : 'overview';
  const rawPeriod = search.get('period');
  const period: AnalyticsPeriod = (ANALYTICS_PERIODS as readonly string[]).includes(rawPeriod ?? '')
    ? (rawPeriod as AnalyticsPeriod)
    : 'month';
  const from = search.get('from');
  const to = search.get('to');
  const range =
    isCalendarDay(from) && isCalendarDay(to) && from <= to
      ? { from, to }
      : periodRange(period === 'custom' ? 'month' : period, todayIso());
  const compare = search.get('compare') === 'previous';

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearch(next, { replace: true });
  };

  return {
    tab,
    period,
    range,
    compare,
    setTab: (value: string) => update({ tab: value === 'overview' ? null : value }),
    setPeriod: (value: AnalyticsPeriod) => {
      if (value === 'custom') update({ period: value });
      else update({ period: value, ...periodRange(value, todayIso()) });
    },
    setRange: (value: { from?: string; to?: string }) => update({ period: 'custom', ...value }),
    setCompare: (value: boolean) => update({ compare: value ? 'previous' : null }),
    /** The period before (-1) or after (+1) the shown one. */
    shift: (direction: -1 | 1) => {
      if (direction === -1) {
        update(previousRange(range.from, range.to));
        return;
      }
      const start = addDays(range.to, 1);
      const next =
        period !== 'custom'
          ? periodRange(period, start)
          : { from: start, to: addDays(start, rangeDays(range.from, range.to) - 1) };
      update(next);
    },
    /** The query of every tab. */
    query: { from: range.from, to: range.to, compare: compare ? 'previous' : undefined },
  };
}
