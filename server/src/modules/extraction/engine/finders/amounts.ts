/**
 * Amounts as printed in French ('1 234,56'), German ('1.234,56'), English ('1,234.56') or Swiss
 * ("1'234.56") style, with or without a currency sign, negative with '-' or in parentheses.
 * Values come back canonical: a plain decimal string with at least two decimals ('1234.50').
 */

export type DecimalMark = ',' | '.';

const SPACES = '\\u0020\\u00a0\\u202f\\u2009';
/** One number as printed, grouping included; the alternatives with grouping come first. */
const NUMBER_SOURCE = [
  // Indian grouping, lakhs and crores ('5,90,00,000.00', '50,00,000.00').
  `\\d{1,2}(?:,\\d{2})+,\\d{3}(?:\\.\\d{1,4})?`,
  `\\d{1,3}(?:[${SPACES}]\\d{3})+(?:[.,]\\d{1,4})?`,
  `\\d{1,3}(?:\\.\\d{3})+(?:,\\d{1,4})?`,
  `\\d{1,3}(?:,\\d{3})+(?:\\.\\d{1,4})?`,
  `\\d{1,3}(?:['’]\\d{3})+(?:[.,]\\d{1,4})?`,
  // A unit price worked out from a price with tax, printed to many places ('47.1698113207547').
  `\\d+(?:\\.\\d{5,15}|[.,]\\d{1,4})?`,
].join('|');

/** A number with an optional sign or parentheses, not glued to other digits, letters or separators. */
const AMOUNT_RE = new RegExp(
  // A dot before the number only as the end of the rupee sign ('Rs.28000.00').
  `(?<![\\d,'’\\p{L}])(?<!(?<!Rs)\\.)(\\(?)([-−–]?)[${SPACES}]?(${NUMBER_SOURCE})(\\)?)(?![\\d]|[.,'’]\\d)(?!\\s?%)`,
  'gu',
);

export interface AmountMatch {
  /** Canonical value ('1234.50', '-5.00'). */
  value: string;
  /** The text as printed. */
  raw: string;
  index: number;
  end: number;
  /** The number has two decimals or a grouping separator: it looks like money, not a count. */
  moneyLike: boolean;
}

/** Canonical form: no leading zeros, at least two decimals, at most four (rounded; trailing zeros trimmed). */
export function canonicalAmount(negative: boolean, intPart: string, fraction: string): string {
  let digits = intPart.replace(/^0+(?=\d)/, '') || '0';
  let frac = fraction;
  if (frac.length > 4) {
    const units = BigInt(digits + frac.slice(0, 4)) + (Number(frac[4]) >= 5 ? 1n : 0n);
    const text = units.toString().padStart(5, '0');
    digits = text.slice(0, -4);
    frac = text.slice(-4);
  }
  const int = digits;
  frac = frac.replace(/0+$/, '');
  if (frac.length < 2) frac = frac.padEnd(2, '0');
  const zero = /^0+$/.test(int) && /^0+$/.test(frac);
  return `${negative && !zero ? '-' : ''}${int}.${frac}`;
}

/** '1.50' → '1.5', '20.00' → '20': a quantity without useless zeros. */
export function canonicalQuantity(value: string): string {
  if (!value.includes('.')) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/**
 * Parses one number as printed. `decimalMark` settles '1.234' and '1,234' (thousands or decimals);
 * without it, a lone separator followed by exactly three digits is read as grouping.
 */
export function parseAmount(text: string, decimalMark?: DecimalMark): string | null {
  let s = text
    .trim()
    .replace(/[€$£¥₹]|\b(?:EUR|USD|GBP|CHF|CNY|JPY|MUR|CAD|AUD)\b/g, '')
    .trim();
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1).trim();
  }
  if (/^[-−–]/.test(s)) {
    negative = true;
    s = s.slice(1).trim();
  } else if (/[-−–]$/.test(s)) {
    negative = true;
    s = s.slice(0, -1).trim();
  }
  const whole = new RegExp(`^(?:${NUMBER_SOURCE})$`, 'u');
  if (!whole.test(s)) return null;
  const marks = s.replace(/\d/g, '');
  let decimalAt = -1;
  if (marks.length > 0) {
    const last = marks[marks.length - 1]!;
    const lastIndex = s.lastIndexOf(last);
    const digitsAfter = s.length - lastIndex - 1;
    const distinct = new Set(marks.split(''));
    if (last === ',' || last === '.') {
      if (distinct.size > 1) decimalAt = lastIndex;
      else if (marks.length > 1) decimalAt = -1;
      else if (digitsAfter !== 3) decimalAt = lastIndex;
      else if (decimalMark) decimalAt = decimalMark === last ? lastIndex : -1;
      else decimalAt = -1;
    }
  }
  const intPart = (decimalAt >= 0 ? s.slice(0, decimalAt) : s).replace(/\D/g, '');
  const fraction = decimalAt >= 0 ? s.slice(decimalAt + 1) : '';
  if (!intPart) return null;
  return canonicalAmount(negative, intPart, fraction);
}

/** Every amount in a text, left to right; numbers followed by '%' are not amounts. */
export function findAmounts(text: string, decimalMark?: DecimalMark): AmountMatch[] {
  const out: AmountMatch[] = [];
  AMOUNT_RE.lastIndex = 0;
  for (let m = AMOUNT_RE.exec(text); m; m = AMOUNT_RE.exec(text)) {
    const [raw, open, sign, number, close] = m as unknown as [string, string, string, string, string];
    const negative = Boolean(sign) || (open === '(' && close === ')');
    const value = parseAmount(`${negative ? '-' : ''}${number}`, decimalMark);
    if (value === null) continue;
    // Dates and times (05.03.2018, 10:35) are not amounts.
    const after = text.slice(m.index + raw.length, m.index + raw.length + 5);
    if (/^[./-]\d{2,4}/.test(after) || /^:\d{2}/.test(after)) continue;
    const before = text.slice(Math.max(0, m.index - 3), m.index);
    if (/\d[./-]$/.test(before) || /\d:$/.test(before)) continue;
    // Five decimals or more: a computed unit price or rate, not an amount to pay.
    const moneyLike =
      !/\.\d{5,}$/.test(number) && (/[.,]\d{2}$/.test(number) || /\d[\s\u00a0\u202f'’.,]\d{3}/.test(number));
    out.push({ value, raw: raw.trim(), index: m.index, end: m.index + raw.length, moneyLike });
  }
  return out;
}

/**
 * The decimal mark a document uses, from its unambiguous numbers ('12,50' votes for the comma,
 * '1,234.50' for the point); null when nothing decides.
 */
export function detectDecimalMark(texts: Iterable<string>): DecimalMark | null {
  let comma = 0;
  let point = 0;
  for (const text of texts) {
    for (const m of text.matchAll(/\d([.,])\d{1,2}(?![\d.,])|\d([.,])\d{4}(?![\d.,])/g)) {
      if ((m[1] ?? m[2]) === ',') comma += 1;
      else point += 1;
    }
    for (const m of text.matchAll(/\d([.,])\d{3}([.,])\d{1,2}(?!\d)/g)) {
      if (m[1] !== m[2]) {
        if (m[2] === ',') comma += 1;
        else point += 1;
      }
    }
  }
  if (comma === point) return null;
  return comma > point ? ',' : '.';
}

/** Exact sum of canonical amounts (integer arithmetic on ten-thousandths). */
export function sumAmounts(values: readonly string[]): string {
  let total = 0n;
  for (const v of values) total += toUnits(v);
  return fromUnits(total);
}

/** a - b, exactly. */
export function subtractAmounts(a: string, b: string): string {
  return fromUnits(toUnits(a) - toUnits(b));
}

export function amountsEqual(a: string, b: string): boolean {
  return toUnits(a) === toUnits(b);
}

/** |a - b| in cents. */
export function centsApart(a: string, b: string): number {
  const d = toUnits(a) - toUnits(b);
  return Number(d < 0n ? -d : d) / 100;
}

function toUnits(value: string): bigint {
  const negative = value.startsWith('-');
  const [int = '0', frac = ''] = value.replace(/^-/, '').split('.');
  const units = BigInt(int || '0') * 10000n + BigInt((frac + '0000').slice(0, 4) || '0');
  return negative ? -units : units;
}

function fromUnits(units: bigint): string {
  const negative = units < 0n;
  const abs = negative ? -units : units;
  const int = (abs / 10000n).toString();
  const frac = (abs % 10000n).toString().padStart(4, '0');
  return canonicalAmount(negative, int, frac);
}

/** Formats a canonical amount in a style, for tests and generated documents. */
export function formatAmount(
  value: string,
  style: 'fr' | 'en' | 'de' | 'ch' | 'plain-comma' | 'plain-dot',
): string {
  const negative = value.startsWith('-');
  const [int = '0', frac = '00'] = value.replace(/^-/, '').split('.');
  const group = (sep: string) => int.replace(/\B(?=(\d{3})+(?!\d))/g, sep);
  const body = {
    fr: `${group('\u202f')},${frac}`,
    en: `${group(',')}.${frac}`,
    de: `${group('.')},${frac}`,
    ch: `${group('’')}.${frac}`,
    'plain-comma': `${int},${frac}`,
    'plain-dot': `${int}.${frac}`,
  }[style];
  return `${negative ? '-' : ''}${body}`;
}
