/**
 * Paging with keys (issue 31): a page asked for with `after` (the id of the last row of the page
 * before) or `before` (the id of the first row of the page after) is read from the cursor row's
 * place in the index, not by skipping `offset` rows, so a far page reached by Next or Previous
 * costs what the first one does. The page number still travels beside it for the screens; a
 * page asked for by number alone (a shared link, a typed URL) is read with the offset as before.
 *
 * The cursor is only a row id, never the sort values: the values are read from the cursor row
 * itself, inside the same query (a scalar subquery per sort part, run once), and only when that
 * row matches the list's own condition (the user's companies and the filters), so a cursor can
 * neither carry a value the database would refuse nor tell anything about a row the user may not
 * see. A cursor row gone (deleted, or no longer matching) gives no row, and the page is then read
 * by its offset.
 */
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** One term of an ORDER BY: what it sorts on, its direction and where its nulls go. */
export interface SortPart {
  expr: SQL | AnyColumn;
  desc: boolean;
  nullsLast: boolean;
  /** The expression may be null (a nullable column, a left join): the comparisons handle null. */
  nullable?: boolean;
}

/**
 * The ORDER BY list of `parts`; the nulls clause only where it differs from PostgreSQL's default
 * (last ascending, first descending), so orders that never needed it read as they always did.
 */
export const orderOf = (parts: readonly SortPart[]): SQL[] =>
  parts.map((p) => {
    const nulls = p.nullsLast === !p.desc ? '' : p.nullsLast ? ' nulls last' : ' nulls first';
    return sql`${p.expr} ${sql.raw(`${p.desc ? 'desc' : 'asc'}${nulls}`)}`;
  });

/** The same order read backwards (each direction and nulls placement turned round). */
export const reversed = (parts: readonly SortPart[]): SortPart[] =>
  parts.map((p) => ({ ...p, desc: !p.desc, nullsLast: !p.nullsLast }));

/** `e` comes strictly after the value `v` in this part's order (null handled as the order places it). */
function after(part: SortPart, v: SQL): SQL {
  const e = part.expr;
  const beyond = part.desc ? sql`${e} < ${v}` : sql`${e} > ${v}`;
  if (!part.nullable) return beyond;
  // Nulls last: every value comes before null; nothing comes after a null.
  if (part.nullsLast) return sql`(${v} is not null and (${beyond} or ${e} is null))`;
  // Nulls first: every value comes after a null.
  return sql`((${v} is null and ${e} is not null) or ${beyond})`;
}

const same = (part: SortPart, v: SQL): SQL =>
  part.nullable ? sql`${part.expr} is not distinct from ${v}` : sql`${part.expr} = ${v}`;

/**
 * The rows strictly after the cursor row in `parts` order (the last part unique, as every list's
 * order ends on the id): `a > va or (a = va and (b > vb or (...)))`, led by `a >= va` when the
 * first part is never null, so the index range starts at the cursor.
 */
export function beyond(parts: readonly SortPart[], valueOf: (expr: SQL | AnyColumn) => SQL): SQL {
  const values = parts.map((p) => valueOf(p.expr));
  let chain = after(parts[parts.length - 1]!, values[parts.length - 1]!);
  for (let i = parts.length - 2; i >= 0; i--) {
    chain = sql`(${after(parts[i]!, values[i]!)} or (${same(parts[i]!, values[i]!)} and ${chain}))`;
  }
  const first = parts[0]!;
  if (first.nullable) return chain;
  const bound = first.desc ? sql`${first.expr} <= ${values[0]!}` : sql`${first.expr} >= ${values[0]!}`;
  return sql`(${bound} and ${chain})`;
}

/** Where a page starts: after a row, before a row, or neither (its offset). */
export interface PageCursor {
  after?: string | undefined;
  before?: string | undefined;
}

/**
 * A cursor row's value of a sort expression: `(select expr from <from> where <id> = cursor and
 * <where>)`. `from` names the list's table (and the joins its sort needs) exactly as the outer
 * query does, so the expression's columns resolve to the cursor row.
 */
export const cursorValue =
  (from: SQL, id: AnyColumn, where: SQL | undefined, cursor: string) =>
  (expr: SQL | AnyColumn): SQL =>
    sql`(select ${expr} from ${from} where ${and(sql`${id} = ${cursor}`, where)})`;

/** From this offset on, a page by number may be read from the list's end (see `keysetRows`). */
export const FROM_THE_END_AT = 500;

/**
 * One page's rows with keys when a cursor is given, by offset otherwise (or when the cursor row no
 * longer matches): `read(where, order, limit, offset)` runs the list's query; rows read backwards
 * (`before`) are turned back into the list's order.
 *
 * A far page by number (offset ≥ FROM_THE_END_AT) in the second half of the list, when `total`
 * gives the list's row count (the lists cache it by data revision), is read backwards from the end
 * and turned round: the last page skips no row, where by offset it skipped all the others.
 */
export async function keysetRows<R>(
  args: {
    parts: readonly SortPart[];
    where: SQL | undefined;
    limit: number;
    offset: number;
    cursor: PageCursor;
    /** The cursor row's value of an expression (`cursorValue(from, id, where, cursor)`). */
    valueAt: (cursor: string) => (expr: SQL | AnyColumn) => SQL;
    /** The number of rows matching `where`, when known cheaply (for far pages by number). */
    total?: () => PromiseLike<number>;
    /** The offset from which a page may be read from the end (FROM_THE_END_AT; tests lower it). */
    fromTheEndAt?: number;
  },
  read: (where: SQL | undefined, order: SQL[], limit: number, offset: number) => PromiseLike<R[]>,
): Promise<R[]> {
  const byOffset = async (): Promise<R[]> => {
    if (args.total && args.offset >= (args.fromTheEndAt ?? FROM_THE_END_AT)) {
      const total = await args.total();
      if (args.offset >= total) return [];
      const left = total - args.offset;
      if (left < args.offset) {
        const size = Math.min(args.limit, left);
        const rows = await read(args.where, orderOf(reversed(args.parts)), size, left - size);
        return rows.reverse();
      }
    }
    return read(args.where, orderOf(args.parts), args.limit, args.offset);
  };
  const { after: afterId, before: beforeId } = args.cursor;
  if (args.offset === 0 || (!afterId && !beforeId)) return byOffset();
  const backwards = !afterId;
  const parts = backwards ? reversed(args.parts) : args.parts;
  const rows = await read(
    and(args.where, beyond(parts, args.valueAt((afterId || beforeId)!))),
    orderOf(parts),
    args.limit,
    0,
  );
  if (rows.length === 0) return byOffset();
  return backwards ? rows.reverse() : rows;
}
