import type { TFunction } from 'i18next';
import { DEMO_RATE_SOURCE } from '@comptoir/core/currency';

export { formatIsoDate } from '@/lib/format';

/** 'ECB + manual' -> 'BCE + Saisie manuelle'. */
export function sourceLabel(t: TFunction, source: string | null): string {
  if (!source) return '';
  return source
    .split(' + ')
    .map((s) => (s === 'ECB' || s === 'manual' || s === DEMO_RATE_SOURCE ? t(`currency.sources.${s}`) : s))
    .join(' + ');
}

/** Today as YYYY-MM-DD in the user's time zone (the default date of a manual rate). */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
