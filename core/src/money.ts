/**
 * Exact decimal arithmetic for money and exchange rates. Never a JavaScript number: values are
 * BigInt-scaled integers (`units / 10^scale`), and rates are exact fractions (`num / den`), so a
 * conversion through an inverse rate or through EUR is computed exactly and rounded ONCE, at the end.
 *
 * Rounding rule (the one place it is decided): **half away from zero** ("arrondi commercial",
 * ROUND_HALF_UP as in java.math): 0.125 -> 0.13, -0.125 -> -0.13, 0.124 -> 0.12. It is the rule
 * French invoices and the spreadsheets our users compare with apply; banker's rounding would
 * surprise them on every x.xx5. Amounts are rounded to 2 decimals, displayed rates to 4.
 *
 * The API exchanges decimal strings with a '.' separator only ('1234.50', '-0.5'); the French
 * input form ('1 234,50') is parsed in the web app before it reaches these functions.
 */

/** `units / 10^scale`, exactly. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** An exact fraction `num / den` with `den > 0`. Exchange rates are carried as ratios. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/** Decimals of a converted or summed amount (spec 000 §9). */
export const AMOUNT_DECIMALS = 2;
/** Decimals of a rate as displayed (spec 000 §3: rate with 4 decimals). */
export const RATE_DISPLAY_DECIMALS = 4;
/** Longest integer part and fraction accepted by the parser (far beyond any real amount). */
export const MAX_INTEGER_DIGITS = 40;
export const MAX_FRACTION_DIGITS = 20;

/** A plain decimal string: optional minus, digits, optional '.' and digits. No exponent, no spaces. */
export const DECIMAL_PATTERN = new RegExp(
  `^-?\\d{1,${MAX_INTEGER_DIGITS}}(\\.\\d{1,${MAX_FRACTION_DIGITS}})?$`,
);

const TEN = 10n;
const pow10 = (n: number): bigint => TEN ** BigInt(n);

/** Parses '1234.50', '-0.5', '7' (strict, '.' separator). Null for anything else. */
export function parseDecimal(input: string): Decimal | null {
  if (typeof input !== 'string' || !DECIMAL_PATTERN.test(input)) return null;
  const negative = input.startsWith('-');
  const body = negative ? input.slice(1) : input;
  const [intPart = '0', fracPart = ''] = body.split('.');
  const units = BigInt(intPart + fracPart);
  return { units: negative ? -units : units, scale: fracPart.length };
}

/** Like parseDecimal, but throws on invalid input (for values that were validated before). */
export function decimal(input: string): Decimal {
  const d = parseDecimal(input);
  if (!d) throw new RangeError(`Not a decimal string: ${JSON.stringify(input)}`);
  return d;
}

export function isDecimalString(input: unknown): input is string {
  return typeof input === 'string' && DECIMAL_PATTERN.test(input);
}

function rescale(d: Decimal, scale: number): bigint {
  return d.units * pow10(scale - d.scale);
}

export function add(a: Decimal, b: Decimal): Decimal {
  const scale = Math.max(a.scale, b.scale);
  return { units: rescale(a, scale) + rescale(b, scale), scale };
}

export function subtract(a: Decimal, b: Decimal): Decimal {
  return add(a, { units: -b.units, scale: b.scale });
}

export function multiply(a: Decimal, b: Decimal): Decimal {
  return { units: a.units * b.units, scale: a.scale + b.scale };
}

export function compare(a: Decimal, b: Decimal): -1 | 0 | 1 {
  const scale = Math.max(a.scale, b.scale);
  const x = rescale(a, scale);
  const y = rescale(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const isPositive = (d: Decimal): boolean => d.units > 0n;

/** `n / d` rounded half away from zero to an integer (`d` must not be 0). */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError('Division by zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const negative = n < 0n;
  const abs = negative ? -n : n;
  const q = (abs * 2n + d) / (2n * d);
  return negative ? -q : q;
}

export function ratio(d: Decimal): Ratio {
  return { num: d.units, den: pow10(d.scale) };
}

export function ratioMultiply(a: Ratio, b: Ratio): Ratio {
  return { num: a.num * b.num, den: a.den * b.den };
}

/** 1 / r. Throws for a zero ratio (a rate of 0 is never stored). */
export function ratioInverse(r: Ratio): Ratio {
  if (r.num === 0n) throw new RangeError('Inverse of zero');
  return r.num < 0n ? { num: -r.den, den: -r.num } : { num: r.den, den: r.num };
}

export function ratioEquals(a: Ratio, b: Ratio): boolean {
  return a.num * b.den === b.num * a.den;
}

/** Rounds a decimal or an exact ratio half away from zero to `places` decimals. */
export function round(value: Decimal | Ratio, places: number): Decimal {
  const r = 'units' in value ? ratio(value) : value;
  return { units: divideRounded(r.num * pow10(places), r.den), scale: places };
}

/** '1234.50' style, exactly `scale` decimals (no rounding: the decimal already has its scale). */
export function toPlainString(d: Decimal): string {
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const intPart = digits.slice(0, digits.length - d.scale);
  const fracPart = d.scale > 0 ? `.${digits.slice(digits.length - d.scale)}` : '';
  return `${negative ? '-' : ''}${intPart}${fracPart}`;
}

/** Rounded to `places` and written with exactly that many decimals: toFixed(ratio(1/3), 4) = '0.3333'. */
export function toFixed(value: Decimal | Ratio, places: number): string {
  return toPlainString(round(value, places));
}

/** Rounded to at most `maxPlaces`, trailing zeros dropped: '1.2500000000' -> '1.25'. */
export function toTrimmed(value: Decimal | Ratio, maxPlaces: number): string {
  const s = toFixed(value, maxPlaces);
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** An amount as the API writes it: 2 decimals, rounded half away from zero. */
export function roundAmount(value: string | Decimal | Ratio): string {
  return toFixed(typeof value === 'string' ? decimal(value) : value, AMOUNT_DECIMALS);
}

/** Sum of decimal strings, written with 2 decimals: addAmounts('0.1', '0.2') = '0.30'. */
export function addAmounts(...values: string[]): string {
  const total = values.reduce<Decimal>((sum, v) => add(sum, decimal(v)), { units: 0n, scale: 0 });
  return roundAmount(total);
}

/** `amount × rate`, rounded once to 2 decimals. The rate is exact (a ratio, or a decimal string). */
export function convertAmount(amount: string | Decimal, rate: string | Ratio): string {
  const a = typeof amount === 'string' ? decimal(amount) : amount;
  const r = typeof rate === 'string' ? ratio(decimal(rate)) : rate;
  return roundAmount(ratioMultiply(ratio(a), r));
}

/** A rate as displayed: 4 decimals ('1.0850'). */
export function formatRateValue(rate: string | Ratio): string {
  return toFixed(typeof rate === 'string' ? decimal(rate) : rate, RATE_DISPLAY_DECIMALS);
}

/**
 * Groups the integer digits of a plain decimal string and swaps the decimal mark:
 * groupDigits('-1234567.50', '\u202f', ',') = '-1 234 567,50'.
 */
export function groupDigits(plain: string, groupSeparator: string, decimalMark: string): string {
  const negative = plain.startsWith('-');
  const [intPart = '0', fracPart] = (negative ? plain.slice(1) : plain).split('.');
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, groupSeparator);
  return `${negative ? '-' : ''}${grouped}${fracPart !== undefined ? decimalMark + fracPart : ''}`;
}
