/**
 * Text for an xlsx cell or sheet name. The workbook is XML 1.0, which cannot hold C0 control
 * characters (but tab, line feed and carriage return), lone surrogates, U+FFFE and U+FFFF: exceljs
 * writes them as they are and the file no longer opens. They are invisible, so they are dropped.
 * Spreadsheet software reads '_xHHHH_' in a cell as an escaped character: a literal one is escaped
 * ('_x005F_' is the underscore) so that it reads back as typed, and a carriage return is written
 * '_x000D_' (XML would read it as a line feed). Every other character (any script, emoji) is kept
 * as it is.
 */
export function xlsxText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs}/gu, '')
      .replace(/_(x[0-9a-fA-F]{4}_)/g, '_x005F_$1')
      // XML reads a carriage return as a line feed: as the spreadsheet's escape, it reads back as typed.
      .replace(/\r/g, '_x000D_')
  );
}
