/**
 * Dates as printed: numeric (05.03.2018, 05/03/2018, 2018-03-05, 5-3-18, US 03/05/2018 when the
 * document says so or the day cannot be a month) and written in French, English or German
 * ('5 mars 2018', '1er avril 2024', 'March 5, 2018', '5. März 2018', '05-Mar-2018'), Spanish and Italian
 * ('8 de agosto de 2025', '19 febbraio 2026').
 * Values come back as 'YYYY-MM-DD'; impossible calendar dates are refused.
 */
import { normaliseText } from './labels';

export type DateOrder = 'dmy' | 'mdy';

const MONTHS: Record<string, number> = {};
const MONTH_NAMES: [number, string[]][] = [
  [
    1,
    [
      'janvier',
      'janv',
      'january',
      'jan',
      'januari',
      'januar',
      'janner',
      'jaenner',
      'enero',
      'ene',
      'gennaio',
      'gen',
    ],
  ],
  [2, ['fevrier', 'fevr', 'fev', 'february', 'feb', 'februari', 'februar', 'febrero', 'febbraio']],
  [3, ['mars', 'maart', 'mrt', 'march', 'mar', 'marz', 'maerz', 'mrz', 'marzo']],
  [4, ['avril', 'avr', 'april', 'apr', 'abril', 'abr', 'aprile']],
  [5, ['mai', 'mei', 'may', 'mayo', 'maggio', 'mag']],
  [6, ['juin', 'june', 'jun', 'juni', 'junio', 'giugno', 'giu']],
  [7, ['juillet', 'juil', 'july', 'jul', 'juli', 'julio', 'luglio', 'lug']],
  [8, ['aout', 'augustus', 'august', 'aug', 'agosto', 'ago']],
  [9, ['septembre', 'sept', 'sep', 'september', 'septiembre', 'setiembre', 'settembre', 'set']],
  [10, ['octobre', 'oct', 'october', 'oktober', 'okt', 'octubre', 'ottobre', 'ott']],
  [11, ['novembre', 'nov', 'november', 'noviembre']],
  [12, ['decembre', 'dec', 'december', 'dezember', 'dez', 'diciembre', 'dic', 'dicembre']],
];
for (const [n, names] of MONTH_NAMES) for (const name of names) MONTHS[name] = n;
const MONTH_ALT = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

export interface DateMatch {
  value: string;
  raw: string;
  /** Offsets in the normalised text (normaliseText keeps offsets for ordinary text). */
  index: number;
  end: number;
  written: boolean;
}

export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2199) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > days) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fullYear(y: string): number {
  const n = Number(y);
  if (y.length === 4) return n;
  return n < 70 ? 2000 + n : 1900 + n;
}

const PATTERNS: {
  re: RegExp;
  read: (m: RegExpExecArray, order: DateOrder) => string | null;
  written: boolean;
}[] = [
  {
    // 2018-03-05, 2018/03/05, 2018.03.05
    re: /(?<!\d)(\d{4})([-/.])(\d{1,2})\2(\d{1,2})(?!\d)/g,
    read: (m) => isoDate(Number(m[1]), Number(m[3]), Number(m[4])),
    written: false,
  },
  {
    // 05.03.2018, 05/03/2018, 5-3-18, 03/05/2018 (US)
    re: /(?<![\d.,])(\d{1,2})([-/.])(\d{1,2})\2(\d{4}|\d{2})(?![\d]|[.,]\d)/g,
    read: (m, order) => {
      const a = Number(m[1]);
      const b = Number(m[3]);
      const y = fullYear(m[4]!);
      if (a > 12 && b <= 12) return isoDate(y, b, a);
      if (b > 12 && a <= 12) return isoDate(y, a, b);
      return order === 'mdy' ? isoDate(y, a, b) : isoDate(y, b, a);
    },
    written: false,
  },
  {
    // 14. 11. 2018 (spaced, as some German typesetting prints it)
    re: /(?<![\d.,])(\d{1,2})\. (\d{1,2})\. (\d{4})(?!\d)/g,
    read: (m) => isoDate(Number(m[3]), Number(m[2]), Number(m[1])),
    written: false,
  },
  {
    // 2024年02月10日, 2024年2月10日 (Chinese, Japanese)
    re: /(?<!\d)(\d{4}) ?年 ?(\d{1,2}) ?月 ?(\d{1,2}) ?日/g,
    read: (m) => isoDate(Number(m[1]), Number(m[2]), Number(m[3])),
    written: false,
  },
  {
    // 5 mars 2018, 1er avril 2024, 5. März 2018, 5th March 2018, 05-Mar-2018, 8 de agosto de 2025
    re: new RegExp(
      `(?<![\\d])(\\d{1,2})(?:er|st|nd|rd|th|\\.)?[\\s-]*(?:de )?(${MONTH_ALT})\\.?(?:\\s+de\\s+|[\\s-]*|,\\s*)(\\d{4}|\\d{2})(?!\\d)`,
      'g',
    ),
    read: (m) => isoDate(fullYear(m[3]!), MONTHS[m[2]!]!, Number(m[1])),
    written: true,
  },
  {
    // March 5, 2018; Mar. 5th 2018
    re: new RegExp(`(?<![a-z])(${MONTH_ALT})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})(?!\\d)`, 'g'),
    read: (m) => isoDate(Number(m[3]), MONTHS[m[1]!]!, Number(m[2])),
    written: true,
  },
];

/**
 * Every date in a text, in reading order. The text is normalised first (accents and case), which
 * keeps offsets for ordinary Latin text.
 */
export function findDates(text: string, order: DateOrder = 'dmy'): DateMatch[] {
  const norm = normaliseForDates(text);
  const found: DateMatch[] = [];
  for (const p of PATTERNS) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(norm); m; m = p.re.exec(norm)) {
      const value = p.read(m, order);
      if (!value) continue;
      const start = m.index;
      const end = m.index + m[0].length;
      if (found.some((f) => start < f.end && end > f.index)) continue;
      found.push({ value, raw: text.slice(start, end), index: start, end, written: p.written });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The first date of a text, or null. */
export function parseDate(text: string, order: DateOrder = 'dmy'): string | null {
  return findDates(text, order)[0]?.value ?? null;
}

/** Lower case without diacritics, one character for one character (offsets stay valid). */
function normaliseForDates(text: string): string {
  let out = '';
  for (const ch of text) {
    const n = normaliseText(ch);
    out += n.length === 1 ? n : ch === 'ß' ? 's' : n.length === 0 ? ' ' : n[0];
  }
  return out;
}

/** A United States address: 'Austin, TX 78701', 'Portland, OR 97205-1234'. */
const US_ADDRESS =
  /,\s(?:A[KLRZ]|C[AOT]|D[CE]|FL|GA|HI|I[ADLN]|K[SY]|LA|M[ADEINOST]|N[CDEHJMVY]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[AT]|W[AIVY])\s\d{5}(?:-\d{4})?(?!\d)/;

/**
 * Whether a document writes numeric dates month first: a numeric date whose second part is above
 * 12 (03/25/2024) and none whose first part is. When no date settles it, a United States address
 * ('Austin, TX 78701') says month first.
 */
export function detectDateOrder(texts: Iterable<string>): DateOrder {
  let dmy = 0;
  let mdy = 0;
  let us = false;
  for (const text of texts) {
    if (!us && US_ADDRESS.test(text)) us = true;
    for (const m of text.matchAll(/(?<!\d)(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})(?!\d)/g)) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      if (a > 12 && b <= 12) dmy += 1;
      else if (b > 12 && a <= 12) mdy += 1;
    }
  }
  if (mdy !== dmy) return mdy > dmy ? 'mdy' : 'dmy';
  return us ? 'mdy' : 'dmy';
}

/** Formats an ISO date in a style, for tests and generated documents. */
export function formatDate(
  iso: string,
  style: 'fr' | 'de' | 'us' | 'iso' | 'fr-long' | 'en-long' | 'de-long' | 'en-us-long',
): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  const fr = [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ];
  const en = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const de = [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ];
  switch (style) {
    case 'fr':
      return `${dd}/${mm}/${y}`;
    case 'de':
      return `${dd}.${mm}.${y}`;
    case 'us':
      return `${mm}/${dd}/${y}`;
    case 'iso':
      return iso;
    case 'fr-long':
      return `${d === 1 ? '1er' : d} ${fr[m - 1]} ${y}`;
    case 'en-long':
      return `${d} ${en[m - 1]} ${y}`;
    case 'de-long':
      return `${d}. ${de[m - 1]} ${y}`;
    case 'en-us-long':
      return `${en[m - 1]} ${d}, ${y}`;
  }
}
