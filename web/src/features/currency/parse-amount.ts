/**
 * Reads an amount typed by a user: French '1 234,50' as well as '1234.50' (and '1,234.50' pasted
 * from an English document). Returns the API's decimal string ('1234.50') or null.
 *
 * Rules: spaces (also no-break and thin ones) are ignored; with both ',' and '.', the last one is
 * the decimal mark and the other must group thousands; with a single ',' or '.', it is the decimal
 * mark (French first: '1,234' is one point two three four); repeated marks must group thousands.
 */
import { isDecimalString } from '@comptoir/core/money';

const SPACES = /[\s\u00a0\u202f\u2009]/g;

function grouped(intPart: string, separator: string): string | null {
  const pattern = new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`);
  return pattern.test(intPart) ? intPart.split(separator).join('') : null;
}

export function parseAmountInput(raw: string): string | null {
  let text = raw.replace(SPACES, '').replace(/^\u2212/, '-');
  let sign = '';
  if (text.startsWith('-')) {
    sign = '-';
    text = text.slice(1);
  }
  if (!text) return null;
  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  let normalized: string | null;
  if (commas > 0 && dots > 0) {
    const decimalMark = text.lastIndexOf(',') > text.lastIndexOf('.') ? ',' : '.';
    const groupMark = decimalMark === ',' ? '.' : ',';
    const at = text.lastIndexOf(decimalMark);
    const intPart = grouped(text.slice(0, at), groupMark);
    const fraction = text.slice(at + 1);
    normalized = intPart !== null && /^\d+$/.test(fraction) ? `${intPart}.${fraction}` : null;
  } else if (commas + dots === 1) {
    normalized = text.replace(',', '.');
  } else if (commas + dots > 1) {
    normalized = grouped(text, commas > 0 ? ',' : '.');
  } else {
    normalized = text;
  }
  const result = normalized === null ? null : `${sign}${normalized}`;
  return result !== null && isDecimalString(result) ? result : null;
}
