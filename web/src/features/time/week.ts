/**
 * Weeks of the timesheet: Monday to Sunday, days as YYYY-MM-DD. The server counts days in the
 * company's time zone (TIME_ZONE): today is that zone's day, whatever the browser's.
 */

const pad = (n: number) => String(n).padStart(2, '0');

export function dayOf(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function parse(day: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y!, (m ?? 1) - 1, d ?? 1);
}

export function addDays(day: string, n: number): string {
  const date = parse(day);
  date.setDate(date.getDate() + n);
  return dayOf(date);
}

/** The Monday of the week holding `day`. */
export function mondayOf(day: string): string {
  const date = parse(day);
  return addDays(day, -((date.getDay() + 6) % 7));
}

/** A valid YYYY-MM-DD from the URL, else null. */
export function validDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return dayOf(parse(value)) === value ? value : null;
}

export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
}

/** 'lun. 16/03' */
export function shortDay(day: string, locale = 'fr-FR'): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'short', day: '2-digit', month: '2-digit' }).format(
    parse(day),
  );
}

/** A local 'YYYY-MM-DDTHH:mm' (datetime-local input) of an instant. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${dayOf(d)}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** An instant (ISO) from a datetime-local value; '' stays ''. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

/** 'HH:mm' of an instant, local. */
export function clockTime(iso: string): string {
  const d = new Date(iso);
  return `${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
