/**
 * IBANs: the length of each country's account number and the ISO 13616 mod-97 checksum.
 * Values come back without spaces, upper case.
 */

export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IQ: 23,
  IS: 26,
  IT: 27,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

export function normaliseIban(raw: string): string {
  return raw.toUpperCase().replace(/[\s\-.\u00a0\u202f]/g, '');
}

/** The ISO 7064 mod-97 remainder of an IBAN (1 for a valid one). */
export function ibanRemainder(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const code = ch.charCodeAt(0);
    const value = code >= 65 && code <= 90 ? String(code - 55) : ch;
    for (const d of value) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder;
}

/** Whether a normalised IBAN has its country's length and a correct checksum. */
export function isValidIban(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined || iban.length !== length) return false;
  return ibanRemainder(iban) === 1;
}

/** The two check digits that make an IBAN valid, for a country and a national account number. */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = ibanRemainder(`${country}00${bban}`);
  return String(98 - remainder).padStart(2, '0');
}

export interface IbanMatch {
  value: string;
  raw: string;
  index: number;
  valid: boolean;
}

const IBAN_RE = /(?<![A-Za-z0-9])([A-Z]{2}\d{2}(?:[ \u00a0]?[A-Z0-9]){8,30})(?![A-Za-z0-9])/g;

/**
 * Every IBAN-looking run in a text. A valid IBAN is cut at its country's length (text may follow
 * on the same line); a run that never validates is kept as written, marked invalid.
 */
export function findIbans(text: string): IbanMatch[] {
  const out: IbanMatch[] = [];
  const upper = text.toUpperCase();
  IBAN_RE.lastIndex = 0;
  for (let m = IBAN_RE.exec(upper); m; m = IBAN_RE.exec(upper)) {
    const raw = m[1]!;
    const compact = normaliseIban(raw);
    const length = IBAN_LENGTHS[compact.slice(0, 2)];
    if (length === undefined) continue;
    if (compact.length >= length && isValidIban(compact.slice(0, length))) {
      // Cut the raw text after `length` significant characters.
      let seen = 0;
      let cut = 0;
      while (cut < raw.length && seen < length) {
        if (/[A-Z0-9]/.test(raw[cut]!)) seen += 1;
        cut += 1;
      }
      out.push({
        value: compact.slice(0, length),
        raw: text.slice(m.index, m.index + cut),
        index: m.index,
        valid: true,
      });
      IBAN_RE.lastIndex = m.index + cut;
    } else if (Math.abs(compact.length - length) <= 4) {
      out.push({
        value: compact,
        raw: text.slice(m.index, m.index + raw.length),
        index: m.index,
        valid: false,
      });
    }
  }
  return out;
}
