/**
 * The currencies Comptoir works in, apart from the conversion rule and the money arithmetic
 * (currency.ts, which re-exports these): field builders and the sign-in page need only the codes.
 */
export const CURRENCY_CODES = ['EUR', 'USD', 'CNY', 'MUR', 'GBP'] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];

export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return typeof value === 'string' && (CURRENCY_CODES as readonly string[]).includes(value);
}
