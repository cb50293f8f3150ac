/**
 * Currencies: ISO 4217 codes ('EUR', 'USD'), symbols ('€', '$', '£', 'CHF', 'Fr.') and names
 * ('euros', 'US dollars', 'livres sterling'). '$' alone is read as USD unless a prefix says
 * otherwise (CA$, A$, NZ$, HK$, S$, R$); '¥' as JPY unless the text names the yuan.
 */
import { normaliseText } from './labels';

/** Codes recognised when written out (the common trading currencies). */
export const CURRENCY_CODES = new Set([
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CNY',
  'RMB',
  'HKD',
  'SGD',
  'CAD',
  'AUD',
  'NZD',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'HUF',
  'RON',
  'BGN',
  'TRY',
  'RUB',
  'UAH',
  'UZS',
  'INR',
  'MUR',
  'ZAR',
  'MAD',
  'TND',
  'DZD',
  'XOF',
  'XAF',
  'AED',
  'SAR',
  'QAR',
  'ILS',
  'BRL',
  'MXN',
  'ARS',
  'CLP',
  'COP',
  'KRW',
  'TWD',
  'THB',
  'VND',
  'IDR',
  'MYR',
  'PHP',
  'EGP',
]);

export interface CurrencyMatch {
  code: string;
  raw: string;
  index: number;
  /** An ISO code or an unambiguous sign counts more than '$' or a bare word. */
  strength: number;
}

const SYMBOLS: [RegExp, string, number][] = [
  [/€/g, 'EUR', 1],
  [/£/g, 'GBP', 1],
  [/(?:US\$|U\.S\.\$)/g, 'USD', 1],
  [/(?:CA\$|C\$|CAD\$)/g, 'CAD', 1],
  [/(?:A\$|AU\$)/g, 'AUD', 1],
  [/NZ\$/g, 'NZD', 1],
  [/HK\$/g, 'HKD', 1],
  [/S\$/g, 'SGD', 1],
  [/R\$/g, 'BRL', 1],
  [/(?<![A-Za-z])\$/g, 'USD', 0.6],
  [/₹/g, 'INR', 1],
  // The rupee of the 'Rupee Foradian' font, which draws '₹' on the backquote's code: '` 500.49'.
  [/`(?=\s?-?\d)/g, 'INR', 0.6],
  // 'Rs' also writes the rupees of Mauritius, Pakistan or Sri Lanka: an ISO code beside it wins.
  [/(?<![A-Za-z])Rs\.?(?=\s?\d)/g, 'INR', 0.6],
  [/NT\$|新台幣|新臺幣|新台币/g, 'TWD', 1.5],
  [/人民币|人民幣/g, 'CNY', 1],
  [/円/g, 'JPY', 1],
  [/¥/g, 'JPY', 0.5],
  // 元 is the Chinese word for the yuan unit of any Chinese-speaking currency: a weak vote.
  [/元/g, 'CNY', 0.3],
  [/₩/g, 'KRW', 1],
  [/₺/g, 'TRY', 1],
  // The Turkish lira's 'TL' after or before an amount ('133,09 TL'), never a word's letters.
  [/(?<=\d\s?)TL(?![A-Za-z])|(?<![A-Za-z])TL(?=\s?\d)/g, 'TRY', 0.8],
  // The Bulgarian lev ('741.67 лв.', 'лв. и 00 ст.'), the rouble, the hryvnia.
  [/(?<![А-Яа-я])лв\.?(?![А-Яа-я])/g, 'BGN', 0.9],
  [/₽|(?<![А-Яа-я])руб\.(?![А-Яа-я])/g, 'RUB', 0.9],
  [/₴|(?<![А-Яа-я])грн\.?(?![А-Яа-я])/g, 'UAH', 0.9],
  [/zł/g, 'PLN', 1],
  // The euro sign of a LaTeX document whose font lacks it, printed as a lone 'e' after amounts
  // with a decimal comma ('20,00 e', '0,30 e/km').
  [/(?<=\d,\d{2}\s?)e(?![A-Za-z])/g, 'EUR', 0.5],
  [/(?<![A-Za-z])Fr\.(?=\s?\d)|(?<=\d\s?)Fr\./g, 'CHF', 0.8],
];

const NAMES: [RegExp, string][] = [
  [/(?<![a-z-])euros?(?![a-z-])/g, 'EUR'],
  [/(?<![a-z])(?:us dollars?|dollars? (?:us|americains?)|u\.s\. dollars?)(?![a-z])/g, 'USD'],
  [/(?<![a-z])(?:livres? sterling|pounds? sterling|british pounds?)(?![a-z])/g, 'GBP'],
  [/(?<![a-z])(?:francs? suisses?|swiss francs?|schweizer franken)(?![a-z])/g, 'CHF'],
  [/(?<![a-z])(?:yuan|renminbi)(?![a-z])/g, 'CNY'],
  [/(?<![a-z])(?:roupies? mauriciennes?|mauritian rupees?)(?![a-z])/g, 'MUR'],
  [/(?<![a-z])(?:turk lirasi|turkish lira)(?![a-z])/g, 'TRY'],
  // The Uzbek sum written out in an amount in words ('… минг сўм 00 тийин'; folded 'сум').
  [/(?<![а-яё])сум(?= \d+ ти+н)|(?<![a-z])(?:uzbek (?:sum|soum)|so'm)(?![a-z])/g, 'UZS'],
  [/(?<![а-яё])лева(?![а-яё])/g, 'BGN'],
  [/(?<![а-яё])рубл(?:еи|я|ь)(?![а-яё])/g, 'RUB'],
];

/**
 * Words of a mainland-Chinese invoice (the fapiao's titles and labels, the yuan written out in an
 * amount in words, '圆整'): its '¥' is the yuan. Japanese kana say the yen.
 */
const YUAN_CONTEXT = /yuan|renminbi|rmb|cny|发票|价税|增值税|人民币|纳税人|[圆元]整/i;
const KANA = /[\u3040-\u30ff]/;

/** A text (or a whole document's text) whose '¥' is the Chinese yuan rather than the yen. */
export function isYuanContext(text: string): boolean {
  return YUAN_CONTEXT.test(text) && !KANA.test(text);
}

/** Every currency mention in a text; `yuan`: the document is Chinese, its '¥' is the yuan. */
export function findCurrencies(text: string, yuan = false): CurrencyMatch[] {
  const out: CurrencyMatch[] = [];
  for (const m of text.matchAll(/(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/g)) {
    const code = m[1] === 'RMB' ? 'CNY' : m[1]!;
    if (CURRENCY_CODES.has(m[1]!)) out.push({ code, raw: m[1]!, index: m.index, strength: 1 });
  }
  for (const [re, code, strength] of SYMBOLS) {
    for (const m of text.matchAll(re)) {
      if (out.some((o) => m.index >= o.index && m.index < o.index + o.raw.length)) continue;
      out.push({ code, raw: m[0], index: m.index, strength });
    }
  }
  const norm = normaliseText(text);
  for (const [re, code] of NAMES) {
    for (const m of norm.matchAll(re)) out.push({ code, raw: m[0], index: m.index, strength: 0.7 });
  }
  if (yuan || isYuanContext(text) || /chin/i.test(text)) {
    for (const o of out) if (o.raw === '¥') o.code = 'CNY';
  }
  return out.sort((a, b) => a.index - b.index);
}

/** The currency of a text as a code ('€' → 'EUR'), or null. */
export function parseCurrency(text: string): string | null {
  const found = findCurrencies(text);
  if (found.length === 0) return null;
  return [...found].sort((a, b) => b.strength - a.strength)[0]!.code;
}
