/** E-mail addresses and telephone numbers (international '+33 1 23 45 67 89', national '01 23 45 67 89'). */

export interface ContactMatch {
  value: string;
  index: number;
}

const EMAIL_RE =
  /(?<![\w.+-])[A-Za-z0-9][\w.+-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}(?![\w-])/g;

export function findEmails(text: string): ContactMatch[] {
  return [...text.matchAll(EMAIL_RE)].map((m) => ({ value: m[0].toLowerCase(), index: m.index }));
}

/**
 * A telephone number: '+' or '00' and a country code, or a national number starting with 0,
 * in groups separated by spaces, dots, dashes or slashes, with an optional '(0)'.
 * 7 to 15 digits in all.
 */
const PHONE_RE =
  /(?<![\w+/.-])(?:(?:\+|00)\d{1,3}[\s./-]?(?:\(0\)[\s./-]?)?|\(?0\d{1,4}\)?[\s./-]?)\d[\d\s./-]{4,16}\d(?![\w])/g;

/** A North American number written the national way: '(512) 555-0132', '512-555-0132'. */
const NANP_RE = /(?<![\w+/.-])(?:\([2-9]\d{2}\)\s?|[2-9]\d{2}[-.])[2-9]\d{2}[-.]\d{4}(?![\w-])/g;

export function findPhones(text: string): ContactMatch[] {
  const out: ContactMatch[] = [];
  for (const m of text.matchAll(NANP_RE)) out.push({ value: m[0], index: m.index });
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Dates, amounts and IBAN fragments are not phone numbers.
    if (/^\d{1,2}[./-]\d{1,2}[./-]\d{2,4}$/.test(raw) || (/[.,]\d{2}$/.test(raw) && !/\s/.test(raw)))
      continue;
    if (out.some((o) => m.index < o.index + o.value.length && o.index < m.index + raw.length)) continue;
    out.push({ value: raw.replace(/\s+/g, ' '), index: m.index });
  }
  return out.sort((a, b) => a.index - b.index);
}
