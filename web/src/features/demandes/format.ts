import { formatMoney, isCurrencyCode } from '@comptoir/core/currency';
import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import type { BadgeVariant } from '@/components/ui/badge';

/** '2026-01-15' → '15/01/2026' (dates in French format, no time-zone shift). */
export function formatIsoDate(value: string | null | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? `${m[3]}/${m[2]}/${m[1]}` : (value ?? '');
}

/** Bytes as megabytes with one decimal, in the interface language's number style ('1,5'). */
export function formatMegabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : language === 'en' ? 'en-GB' : 'fr-FR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

/** 'Léa Moreau (démo)' → 'LM'. */
export function initials(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((w) => (w ?? '').charAt(0).toUpperCase()).join('') || '?';
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
