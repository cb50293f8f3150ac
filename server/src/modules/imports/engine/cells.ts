/** One cell as read: text, number (xlsx/xls numeric cells), boolean, or empty. */
export type Cell = string | number | boolean | null;

/** A sheet's rows: rows[i] is the spreadsheet's line i + 1 (empty rows kept as []). */
export interface SheetData {
  name: string;
  rows: Cell[][];
}
