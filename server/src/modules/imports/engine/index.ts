/**
 * The import engine, reusable for any kind of row (products, price lists):
 *   readWorkbook(bytes)            -> { kind, sheets }   type by content, zip-bomb guard, encodings
 *   detectHeaderRow(sheet, names)  -> 1-based header line
 *   headerNames / suggestMapping   -> columns and field -> column
 *   validateRows(sheet, header, mapping, schema) -> valid rows, errors, warnings, counts
 * A new kind of import only writes a RowSchema (see products.ts).
 */
export * from './detect';
export * from './read';
export * from './pipeline';
export * from './products';
export * from './pricelist';
