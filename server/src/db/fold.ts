/**
 * Text without case or accents, in SQL: how the lists sort names the way a French reader does
 * ('Écouteurs' among the E's, not after 'Z'; 'alpha' beside 'Alpha') and how searches compare
 * text with a normalised term, on PostgreSQL and on the embedded database alike (both databases
 * are created with the C collation, which orders by code point).
 *
 * The letters are SQL literals, not parameters, so that an index on the same expression
 * (products' name) serves the sort.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** Accented lower-case letters of French (and common Latin) text and their plain forms. */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyy';

/** A column (or expression) without case or accents. */
export const folded = (column: AnyColumn | SQL): SQL =>
  sql`translate(lower(${column}), ${sql.raw(`'${ACCENTED}'`)}, ${sql.raw(`'${UNACCENTED}'`)})`;
