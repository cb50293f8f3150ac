/**
 * What every csv, xlsx and FEC export does to a text cell it writes (issue 29 §5): one rule, so no
 * export can miss a case another one handles.
 */

/**
 * A cell that a spreadsheet would read as a formula ('=', '+', '-', '@', tab, CR) is prefixed
 * with a single quote, also behind characters an xlsx drops or a spreadsheet may ignore (C0
 * controls, lone surrogates, U+FFFE, U+FFFF).
 */
export function neutralizeCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^(?:[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs})*[=+\-@\t\r]/u.test(value)
    ? `'${value}`
    : value;
}
