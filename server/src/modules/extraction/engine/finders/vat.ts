/**
 * VAT identification numbers of the EU member states, the United Kingdom, Switzerland and Norway:
 * the country's format, and its check digits where they are public (FR, DE, BE, IT, NL, AT, ES
 * formats, LU, DK, FI, PL, PT, SE). Values come back without spaces or dots, upper case.
 */

const FORMATS: Record<string, RegExp> = {
  AT: /^ATU\d{8}$/,
  BE: /^BE[01]\d{9}$/,
  BG: /^BG\d{9,10}$/,
  CY: /^CY\d{8}[A-Z]$/,
  CZ: /^CZ\d{8,10}$/,
  DE: /^DE\d{9}$/,
  DK: /^DK\d{8}$/,
  EE: /^EE\d{9}$/,
  EL: /^EL\d{9}$/,
  ES: /^ES[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^FI\d{8}$/,
  FR: /^FR[0-9A-HJ-NP-Z]{2}\d{9}$/,
  GB: /^GB(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  XI: /^XI(?:\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
  HR: /^HR\d{11}$/,
  HU: /^HU\d{8}$/,
  IE: /^IE(?:\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^IT\d{11}$/,
  LT: /^LT(?:\d{9}|\d{12})$/,
  LU: /^LU\d{8}$/,
  LV: /^LV\d{11}$/,
  MT: /^MT\d{8}$/,
  NL: /^NL\d{9}B\d{2}$/,
  PL: /^PL\d{10}$/,
  PT: /^PT\d{9}$/,
  RO: /^RO\d{2,10}$/,
  SE: /^SE\d{10}01$/,
  SI: /^SI\d{8}$/,
  SK: /^SK\d{10}$/,
  CH: /^CHE\d{9}(?:MWST|TVA|IVA)?$/,
  NO: /^NO\d{9}(?:MVA)?$/,
};

export type VatCheck = 'valid' | 'invalid' | 'unchecked';

/** 'fr 12 345.678.901' → 'FR12345678901'; Greek 'GR' becomes 'EL'. */
export function normaliseVatId(raw: string): string {
  const s = raw.toUpperCase().replace(/[\s.\-/\u00a0\u202f]/g, '');
  return s.startsWith('GR') ? `EL${s.slice(2)}` : s;
}

/** Whether a normalised id has its country's format. */
export function isVatIdFormat(id: string): boolean {
  const re = FORMATS[id.slice(0, 2)];
  return Boolean(re && re.test(id));
}

const digits = (s: string) => s.split('').map(Number);

function luhnValid(number: string): boolean {
  let sum = 0;
  const ds = digits(number).reverse();
  ds.forEach((d, i) => {
    if (i % 2 === 1) {
      const x = d * 2;
      sum += x > 9 ? x - 9 : x;
    } else sum += d;
  });
  return sum % 10 === 0;
}

/** The French key for a SIREN: (12 + 3 × (SIREN mod 97)) mod 97, two digits. */
export function frenchVatKey(siren: string): string {
  return String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0');
}

/** ISO 7064 MOD 11,10 check digit of the first eight digits of a German USt-IdNr. */
export function germanVatCheckDigit(first8: string): number {
  let product = 10;
  for (const d of digits(first8)) {
    let sum = (d + product) % 10;
    if (sum === 0) sum = 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** Checks a normalised id: its format, then its check digits when the country publishes them. */
export function checkVatId(id: string): VatCheck {
  if (!isVatIdFormat(id)) return 'invalid';
  const country = id.slice(0, 2);
  const body = id.slice(2);
  switch (country) {
    case 'FR': {
      if (!/^\d{2}/.test(body)) return 'unchecked';
      return body.slice(0, 2) === frenchVatKey(body.slice(2)) ? 'valid' : 'invalid';
    }
    case 'DE':
      return germanVatCheckDigit(body.slice(0, 8)) === Number(body[8]) ? 'valid' : 'invalid';
    case 'BE': {
      const n = Number(body.slice(0, 8));
      return 97 - (n % 97) === Number(body.slice(8)) ? 'valid' : 'invalid';
    }
    case 'IT':
      return luhnValid(body) ? 'valid' : 'invalid';
    case 'LU':
      return Number(body.slice(0, 6)) % 89 === Number(body.slice(6)) ? 'valid' : 'invalid';
    case 'DK': {
      const w = [2, 7, 6, 5, 4, 3, 2, 1];
      return digits(body).reduce((s, d, i) => s + d * w[i]!, 0) % 11 === 0 ? 'valid' : 'invalid';
    }
    case 'FI': {
      const w = [7, 9, 10, 5, 8, 4, 2];
      const r = digits(body.slice(0, 7)).reduce((s, d, i) => s + d * w[i]!, 0) % 11;
      const check = r === 0 ? 0 : 11 - r;
      return check === Number(body[7]) ? 'valid' : 'invalid';
    }
    case 'PL': {
      const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
      const r = digits(body.slice(0, 9)).reduce((s, d, i) => s + d * w[i]!, 0) % 11;
      return r === Number(body[9]) ? 'valid' : 'invalid';
    }
    case 'PT': {
      const r = digits(body.slice(0, 8)).reduce((s, d, i) => s + d * (9 - i), 0) % 11;
      const check = r < 2 ? 0 : 11 - r;
      return check === Number(body[8]) ? 'valid' : 'invalid';
    }
    case 'AT': {
      const ds = digits(body.slice(1, 8));
      let sum = 0;
      ds.forEach((d, i) => {
        if (i % 2 === 1) sum += Math.floor((d * 2) / 10) + ((d * 2) % 10);
        else sum += d;
      });
      const check = (10 - ((sum + 4) % 10)) % 10;
      return check === Number(body[8]) ? 'valid' : 'invalid';
    }
    case 'NL': {
      // Since 2020 sole traders have ids checked with mod 97 over 'NL' + body; companies use mod 11.
      const w = [9, 8, 7, 6, 5, 4, 3, 2];
      const ds = digits(body.slice(0, 9));
      const mod11 = ds.slice(0, 8).reduce((s, d, i) => s + d * w[i]!, 0) % 11 === ds[8];
      const numeric = `2321${body}`.replace('B', '11');
      const mod97 = BigInt(numeric) % 97n === 1n;
      return mod11 || mod97 ? 'valid' : 'invalid';
    }
    case 'SE':
      return luhnValid(body.slice(0, 10)) ? 'valid' : 'invalid';
    default:
      return 'unchecked';
  }
}

export interface VatMatch {
  value: string;
  raw: string;
  index: number;
  check: VatCheck;
}

const CANDIDATE_RE =
  /(?<![A-Za-z0-9])(AT|BE|BG|CY|CZ|DE|DK|EE|EL|GR|ES|FI|FR|GB|XI|HR|HU|IE|IT|LT|LU|LV|MT|NL|PL|PT|RO|SE|SI|SK|CHE|NO)[\s.\-\u00a0]?([0-9A-Z][0-9A-Z .\-\u00a0]{6,18}[0-9A-Z])/g;

/** Every VAT id in a text that has its country's format (prefixed by the country code). */
export function findVatIds(text: string): VatMatch[] {
  const out: VatMatch[] = [];
  CANDIDATE_RE.lastIndex = 0;
  for (let m = CANDIDATE_RE.exec(text); m; m = CANDIDATE_RE.exec(text)) {
    const raw = m[0];
    // Try the longest run first, then shorter ones ending on a group boundary.
    let found: VatMatch | null = null;
    for (let len = raw.length; len >= 8 && !found; len -= 1) {
      const part = raw.slice(0, len);
      if (/[\s.\-\u00a0]$/.test(part)) continue;
      const id = normaliseVatId(part);
      if (isVatIdFormat(id)) found = { value: id, raw: part, index: m.index, check: checkVatId(id) };
    }
    if (found) {
      out.push(found);
      CANDIDATE_RE.lastIndex = m.index + found.raw.length;
    } else {
      CANDIDATE_RE.lastIndex = m.index + 2;
    }
  }
  return out;
}
