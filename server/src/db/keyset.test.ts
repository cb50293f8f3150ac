import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { cursorValue, keysetRows, orderOf, type PageCursor, type SortPart } from './keyset';

const rowsTable = pgTable('keyset_items', {
  id: uuid('id').primaryKey(),
  rank: integer('rank'),
  label: text('label').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  company: integer('company').notNull(),
});

const idOf = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

describe('paging with keys', () => {
  let database: Database;
  // Many ties and nulls on purpose; two companies, the second one's rows never visible.
  const rows = Array.from({ length: 61 }, (_, i) => ({
    id: idOf(i),
    rank: i % 7 === 0 ? null : i % 4,
    label: ['b', 'a', 'c'][i % 3]!,
    at: i % 5 === 0 ? null : `2026-0${1 + (i % 3)}-1${i % 9}T10:00:00.${String(i).padStart(6, '0')}+00:00`,
    company: i % 6 === 5 ? 2 : 1,
  }));
  const visible = sql`${rowsTable.company} = 1`;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(
      sql`create table keyset_items (id uuid primary key, rank int, label text not null, at timestamptz, company int not null)`,
    );
    await database.db.insert(rowsTable).values([...rows].reverse());
  });
  afterAll(() => database.close());

  const column = fc.constantFrom(
    { expr: rowsTable.rank, nullable: true },
    { expr: rowsTable.label, nullable: false },
    { expr: rowsTable.at, nullable: true },
    { expr: sql`lower(${rowsTable.label})`, nullable: false },
  );
  const part = fc
    .record({ column, desc: fc.boolean(), nullsLast: fc.boolean() })
    .map(({ column: c, desc, nullsLast }): SortPart => ({ ...c, desc, nullsLast }));
  const order = fc
    .record({ keys: fc.array(part, { minLength: 1, maxLength: 2 }), idDesc: fc.boolean() })
    .map(({ keys, idDesc }): SortPart[] => [...keys, { expr: rowsTable.id, desc: idDesc, nullsLast: true }]);

  /** The list's query: the ids in `by` order, cut to the page. */
  const select = (where: SQL | undefined, by: SQL[], limit: number, offset: number) =>
    database.db
      .select({ id: rowsTable.id })
      .from(rowsTable)
      .where(where)
      .orderBy(...by)
      .limit(limit)
      .offset(offset);

  const read = (parts: SortPart[], size: number, page: number, cursor: PageCursor) =>
    keysetRows(
      {
        parts,
        where: visible,
        limit: size,
        offset: (page - 1) * size,
        cursor,
        valueAt: (id) => cursorValue(sql`${rowsTable}`, rowsTable.id, visible, id),
      },
      select,
    ).then((r) => r.map((x) => x.id));

  it('walks forwards with `after` and backwards with `before` through the pages the offsets give', async () => {
    await fc.assert(
      fc.asyncProperty(order, fc.integer({ min: 1, max: 9 }), async (parts, size) => {
        const all = (
          await database.db
            .select({ id: rowsTable.id })
            .from(rowsTable)
            .where(visible)
            .orderBy(...orderOf(parts))
        ).map((r) => r.id);
        const pages = Math.ceil(all.length / size);
        const expected = (p: number) => all.slice((p - 1) * size, p * size);
        let last = '';
        for (let p = 1; p <= pages; p += 1) {
          const got = await read(parts, size, p, p === 1 ? {} : { after: last });
          expect(got).toEqual(expected(p));
          last = got[got.length - 1]!;
        }
        let first = '';
        for (let p = pages; p >= 1; p -= 1) {
          const got = await read(parts, size, p, p === pages ? {} : { before: first });
          expect(got).toEqual(expected(p));
          first = got[0]!;
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reads a far page by number from the end when the total is known: the rows the offset gives', async () => {
    const visibleCount = rows.filter((r) => r.company === 1).length;
    await fc.assert(
      fc.asyncProperty(
        order,
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 1, max: 70 }),
        async (parts, size, page) => {
          const byOffset = await read(parts, size, page, {});
          let totalAsked = 0;
          const fromTheEnd = await keysetRows(
            {
              parts,
              where: visible,
              limit: size,
              offset: (page - 1) * size,
              cursor: {},
              valueAt: (id) => cursorValue(sql`${rowsTable}`, rowsTable.id, visible, id),
              total: async () => {
                totalAsked += 1;
                return visibleCount;
              },
              fromTheEndAt: 0,
            },
            select,
          );
          expect(fromTheEnd.map((x) => x.id)).toEqual(byOffset);
          expect(totalAsked).toBe(1);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads by offset when the cursor row is not in the list (another company, deleted, unknown)', async () => {
    const parts: SortPart[] = [
      { expr: rowsTable.label, desc: false, nullsLast: true },
      { expr: rowsTable.id, desc: false, nullsLast: true },
    ];
    const hidden = rows.find((r) => r.company === 2)!.id;
    const byOffset = await read(parts, 5, 3, {});
    expect(byOffset).toHaveLength(5);
    expect(await read(parts, 5, 3, { after: hidden })).toEqual(byOffset);
    expect(await read(parts, 5, 3, { before: hidden })).toEqual(byOffset);
    expect(await read(parts, 5, 3, { after: idOf(9999) })).toEqual(byOffset);
  });

  it('reads the first page from the start whatever the cursor says', async () => {
    const parts: SortPart[] = [{ expr: rowsTable.id, desc: false, nullsLast: true }];
    expect(await read(parts, 4, 1, { after: idOf(30) })).toEqual(
      rows
        .filter((r) => r.company === 1)
        .map((r) => r.id)
        .slice(0, 4),
    );
  });
});
