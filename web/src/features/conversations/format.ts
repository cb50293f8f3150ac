import { messageTimeKind, timeAgo } from '@comptoir/core/modules/conversations';

const CLOCK = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });
const DAY_MONTH = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit' });

/** spec §9: the clock time if under 24 h old, else day/month (French format). */
export function formatMessageTime(at: string, now: Date = new Date()): string {
  const date = new Date(at);
  return messageTimeKind(date, now) === 'clock' ? CLOCK.format(date) : DAY_MONTH.format(date);
}

/** spec §9 'time ago': 'À l'instant' under 1 h, 'Il y a Nh' under 24 h, else day/month. */
export function formatTimeAgo(
  at: string,
  labels: { now: string; hours: (count: number) => string },
  now: Date = new Date(),
): string {
  const date = new Date(at);
  const ago = timeAgo(date, now);
  if (ago.kind === 'now') return labels.now;
  if (ago.kind === 'hours') return labels.hours(ago.hours);
  return DAY_MONTH.format(date);
}
