/**
 * Days as the server counts them: in the company's time zone (TIME_ZONE, Europe/Paris), whatever
 * the browser's. A browser elsewhere (or in UTC, as the tests' Chromium) would otherwise take the
 * wrong day around midnight in Paris: the wrong week of the timesheet, or a goal's month that has
 * already ended there.
 */
import { companyToday } from '@comptoir/core/modules/time';

export { companyToday };

/** The first and last days (YYYY-MM-DD) of the company's current month. */
export function companyMonth(now: Date = new Date()): { start: string; end: string } {
  const month = companyToday(now).slice(0, 7);
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
  return { start: `${month}-01`, end: `${month}-${String(last).padStart(2, '0')}` };
}
