/**
 * The counters over a list, declared by their keys rather than one `counter(…)` each: the label is
 * `<prefix>.<key>`, the value `values[key]`, and a key that means the same on several screens has one
 * look (icon and tone) on all of them.
 */
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { CalendarPlus, CheckCircle2, Clock, Loader, Send, UserCheck, Wallet } from 'lucide-react';
import { TONES } from '@/components/ui/stat-card';
import { counter, type Counter } from './ListPage';

type Tone = keyof typeof TONES;
type Look = readonly [icon: NonNullable<Counter['icon']>, tone?: Tone];

/** The counters every screen that has them shows alike: waiting is amber, done is green… */
export const COUNTER_LOOKS = {
  pending: [Clock, 'warning'],
  inProgress: [Loader, 'info'],
  completed: [CheckCircle2, 'success'],
  sent: [Send, 'info'],
  accepted: [CheckCircle2, 'success'],
  paid: [CheckCircle2, 'success'],
  active: [UserCheck, 'success'],
  newLast30Days: [CalendarPlus, 'info'],
  totalAmount: [Wallet],
} as const satisfies Record<string, Look>;

type SharedKey = keyof typeof COUNTER_LOOKS;

/** A counter of `values`: a key of COUNTER_LOOKS, or `[key, Icon, tone?]` for a look of its own. */
export type CounterSpec<K extends string> = (K & SharedKey) | readonly [key: K, ...look: Look];

/**
 * `countersOf(t, 'tasks.counters', data?.counters, [['total', ListTodo], 'inProgress', 'completed'])`:
 * the counters in that order (`values` undefined while loading: each shows the placeholder). A value
 * computed or named otherwise by the route: `{ ...counters, totalAmount: formatted }`.
 */
export function countersOf<V extends object>(
  t: TFunction,
  prefix: string,
  values: V | undefined,
  specs: readonly CounterSpec<keyof V & string>[],
): Counter[] {
  return specs.map((spec) => {
    const [key, icon, tone]: readonly [string, ...Look] =
      typeof spec === 'string' ? [spec, ...(COUNTER_LOOKS[spec] as Look)] : spec;
    const value = values?.[key as keyof V] as ReactNode | undefined;
    return counter(icon, t(`${prefix}.${key}` as never), value, tone && TONES[tone]);
  });
}
