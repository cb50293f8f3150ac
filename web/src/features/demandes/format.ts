import { formatMoney, isCurrencyCode } from '@comptoir/core/currency';
import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import type { BadgeVariant } from '@/components/ui/badge';

/** '2026-01-15' → '15/01/2026' (dates in French format, no time-zone shift). */
export function formatIsoDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

export function formatAmount(price: { amount: string; currency: string }): string {
  return isCurrencyCode(price.currency)
    ? formatMoney(price.amount, price.currency)
    : `${price.amount} ${price.currency}`;
}

export const STATUS_VARIANT: Record<DemandeStatus, BadgeVariant> = {
  pending: 'amber',
  'in-progress': 'blue',
  completed: 'green',
  cancelled: 'neutral',
};

export const PRIORITY_VARIANT: Record<DemandePriority, BadgeVariant> = {
  low: 'neutral',
  medium: 'primary',
  high: 'red',
};
