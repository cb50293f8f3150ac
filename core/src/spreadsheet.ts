/**
 * What every csv, xlsx and FEC export does to a text cell it writes (issue 29 §5): one rule, so no
 * export can miss a case another one handles.
 */

/**
 * What a spreadsheet may skip or not show before a cell's first character: controls (tab, line
 * breaks and C0/C1), format characters (byte-order mark, zero-width and bidi marks), spaces of any
 * width, lone surrogates and noncharacters (U+FFFE, U+FFFF...).
 */
const UNSEEN = String.raw`[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Noncharacter_Code_Point}]`;

/**
 * The characters that start a formula: '=', '+', '-', '@', their full-width and small forms (an
 * input method turns '＝' into '=' and some spreadsheets read it so), and a tab or a carriage
 * return (which a spreadsheet may drop before reading the rest).
 */
const STARTER = String.raw`[=+\-@\t\r\uff1d\uff0b\uff0d\uff20\ufe66\ufe62\ufe63\ufe6b]`;

const FORMULA = new RegExp(`^${UNSEEN}*${STARTER}`, 'u');

/**
 * A cell that a spreadsheet could read as a formula is prefixed with a single quote: one that
 * starts with a formula character, also behind characters a spreadsheet skips or an xlsx drops.
 */
export function neutralizeCell(value: string): string {
  return FORMULA.test(value) ? `'${value}` : value;
}
