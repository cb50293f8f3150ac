/**
 * What a party's name looks like, and what it does not: its legal forms, the shape of a name
 * against a sentence or an address line, a one-line sender address, and the clean name a finder
 * returns (the parties and the issuer's signals both read them).
 */
import type { ExtractedField } from '@comptoir/core/modules/extraction';
import type { Line } from '../layout';

/** A company's legal form after (or in) its name: 'GmbH', 'S.p.A.', 'Sdn. Bhd.', 'ООД', 'A.Ş.'. */
export const COMPANY_FORM =
  /(?<![A-Za-z])(?:G[mM][bB][hH](?: & Co\.? KG)?|LTD\.?|LIMITED|INC\.?|CORP\.?|AG|KG|OHG|UG|e\.K\.|e\.V\.|SARL|S\.A\.R\.L\.|S[àa]rl|S\.?L\.?U\.?|S\.?R\.?L\.?|SAS|SASU|SA|S\.A\.|SNC|EURL|SCI|SCOP|Ltd\.?|Limited|LLC|L\.L\.C\.|Inc\.?|Corp\.?|PLC|plc|LLP|BV|B\.V\.|NV|N\.V\.|S\.p\.A\.|SpA|S\.r\.l\.|Srl|S\.L\.|SL|Oy|AB|A\/S|ApS|Sp\. z o\.o\.|Co\.,? Ltd\.?|Pty Ltd|GbR|S[Dd][Nn]\.? B[Hh][Dd]\.?|B[Hh][Dd]\.?|Pvt\.? Ltd\.?|LTDA\.?|Ltda\.?|s\.r\.o\.|a\.s\.|Kft\.?|Zrt\.?|MCHJ|A\.Ş\.|Şti\.?)(?![A-Za-z])|(?<![А-Яа-яЁё])(?:ЕООД|ООД|ЕАД|АД|ООО|ОАО|ЗАО|ПАО|АО|МЧЖ)(?![А-Яа-яЁё])/;

/** Chinese and Japanese company names end with their form ('有限公司', '株式会社'). */
export const CJK_COMPANY =
  /(?:有限公司|股份有限公司|有限責任公司|有限责任公司|公司|株式会社|有限会社|合同会社)\s*$/;
/** A Japanese company's form, before or after its name ('株式会社Gonmura', 'マック有限会社'). */
export const JP_COMPANY = /^\s*(?:株式会社|有限会社|合同会社)\S|\S(?:株式会社|有限会社|合同会社)\s*$/;

export interface Party {
  name: ExtractedField;
  /** The lines of the party's block (heading excluded), for its VAT id, e-mail and phone. */
  block: Line[];
}

export function looksLikeName(text: string): boolean {
  const t = text.trim();
  if (t.length < 2 || t.length > 80) return false;
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/@|https?:|www\./i.test(t)) return false;
  // A browser's print header ('about:blank', 'file:///C:/…'): an address, not a name.
  if (/^[a-z][a-z0-9+.-]*:\S*$/i.test(t)) return false;
  const digits = t.replace(/\D/g, '').length;
  return digits <= t.length * 0.3;
}

/** Separators of a one-line sender address ('Acme GmbH | Europa-Allee 1 | 60486 Frankfurt'). */
const ADDRESS_SEPARATOR = /\s+[|•●·∙]\s+|\s+[-–]\s+(?=.*\d)/;
/** 'Platform Inc. on behalf of ABC Inc.': the party is the one the document is issued for. */
const ON_BEHALF = /\b(?:on behalf of|pour le compte de|au nom de|im auftrag von|namens|uit naam van)\s+/i;

export function cleanName(name: string): string {
  let out = name.replace(/\s+/g, ' ');
  const behalf = ON_BEHALF.exec(out);
  if (behalf) out = out.slice(behalf.index + behalf[0].length);
  // A one-line sender address: the name is its first part, never the whole address.
  const parts = out.split(ADDRESS_SEPARATOR);
  if (parts.length > 1 && /\d/.test(parts.slice(1).join(' '))) out = parts[0]!;
  out = commaSenderName(out) ?? out;
  // 'Musterfirma AG Abteilung Buchhaltung': the name ends with its legal form.
  // the name ends with its legal form when a department or a second party follows on the line
  // ('Musterfirma AG Abteilung Buchhaltung', 'LIEFERANT GMBH KUNDE GMBH').
  const form = COMPANY_FORM.exec(out);
  const after = form ? out.slice(form.index + form[0].length) : '';
  if (
    form &&
    form.index > 0 &&
    (/^\s*(?:abteilung|department|dept\.?|service|afdeling|z\.? ?hd\.?|attn\.?|c\/o)\b/i.test(after) ||
      // ('Bharti Airtel Limited- Tax Invoice': what a dash or a bar sets after the form is not the name.)
      /^\s*[-–|]\s*\p{L}/u.test(after) ||
      COMPANY_FORM.test(after))
  ) {
    out = out.slice(0, form.index + form[0].length);
  }
  out = out.replace(/\s*\S+@\S+|\s*(?:https?:\/\/|www\.)\S+/gi, '');
  // The company's registration number in brackets after its name ('… SDN. BHD. (148515-V)').
  out = out.replace(/\s*\((?=[^)]*\d)[A-Z0-9][A-Z0-9 ./-]{2,}\)$/, '');
  return out.replace(/^[\s:：,-]+|[\s:：,;-]+$/g, '').replace(/\s+/g, ' ');
}

export const PERSONAL_TITLE =
  /^(?:mr|mrs|ms|miss|mevrouw|mevr|meneer|dhr|de heer|herr|frau|monsieur|madame|mme|m\.)\.?\s+\p{Lu}/iu;

/** A sentence rather than a name: several words ending with a full stop after a small word, or two sentences. */
export function isSentence(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return (
    (words.length > 8 && !isSenderLine(text)) ||
    (words.length >= 4 && /(?:^|\s)\p{Ll}+[.!]$/u.test(text.trim())) ||
    /\p{Ll}{2}\. \p{Lu}\p{Ll}/u.test(text)
  );
}

/** A postal address line: a postcode (NL, DE/FR, UK) or a street word with a number. */
export const ADDRESS_LINE =
  /(?<![a-z])(?:p\.? ?o\.? box|postfach|boite postale)\b|(?<![\dA-Za-z])\d{4} ?[A-Z]{2}(?![A-Za-z])|(?<![\d.,])\d{5}(?![\d.,])|(?<![A-Za-z])[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}(?![A-Za-z])|(?:straat|weg|laan|plein|gracht|street|road|avenue|lane|drive|rue|chemin|boulevard|allee|allée|strasse|straße|str\.|gasse|platz|ring)\b[^\n]{0,20}\d|\d+[a-z]?,? (?:rue|avenue|bd|boulevard|chemin|place|impasse|allée)\b|^col(?:onia |\. ?)[A-Z]|^\d+[a-z]?,? (?:[A-Za-z.'-]+ ){1,3}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|parkway|pkwy|highway|hwy)\.?(?:,|$)/i;

/**
 * The name of a one-line sender address set with commas: 'Hofbäckerei Klee GbR, Hohenbrünzow 25,
 * 17111 Hohenmocker' (a name, a street with its number, a postcode and its town), else null.
 */
function commaSenderName(text: string): string | null {
  const parts = text.split(/,\s+/);
  if (parts.length < 3) return null;
  if (!/^(?:[A-Z]{1,2}-)?\d{4,5}\s+\p{L}/u.test(parts[parts.length - 1]!)) return null;
  if (!/\p{L}.*\d/u.test(parts[parts.length - 2]!)) return null;
  const name = parts.slice(0, -2).join(', ');
  return looksLikeName(name) && !/\d/.test(name) ? name : null;
}

/** A one-line sender address above the recipient's window: 'Name - Street 3 - 63897 Town'. */
export function isSenderLine(text: string): boolean {
  if (commaSenderName(text)) return true;
  const parts = text.split(ADDRESS_SEPARATOR);
  return (
    parts.length >= 2 &&
    /\b\d{4,5}\b/.test(parts.slice(1).join(' ')) &&
    looksLikeName(parts[0]!) &&
    // 'INDEPENDENCIA 60 - (9420) RIO GRANDE' is a street and its town, not a name and an address.
    !/\s\d{1,5}[a-z]?$/i.test(parts[0]!.trim())
  );
}
