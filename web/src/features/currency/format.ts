import type { TFunction } from 'i18next';

/** '2026-01-15' -> '15/01/2026' (dates are shown in French format; no time zone shift). */
export function formatIsoDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** 'ECB + manual' -> 'BCE + Saisie manuelle'. */
export function sourceLabel(t: TFunction, source: string | null): string {
  if (!source) return '';
  return source
    .split(' + ')
    .map((s) => (s === 'ECB' || s === 'manual' ? t(`currency.sources.${s}`) : s))
    .join(' + ');
}

/** Today as YYYY-MM-DD in the user's time zone (the default date of a manual rate). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
