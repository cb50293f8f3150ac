import fc from 'fast-check';
import { sql, type SQL } from 'drizzle-orm';
import { integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import {
  LIST_PAGE_SIZE_MAX,
  countColumn,
  isSortKey,
  listPage,
  pageBounds,
  searchWhere,
  sortOrder,
  windowTotal,
  type SortSpec,
} from './list-query';

const items = pgTable('list_query_items', {
  id: uuid('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
  note: text('note'),
});

const SORT: SortSpec<'name' | 'rank'> = {
  keys: { name: sql`lower(${items.name})`, rank: items.rank },
  fallback: 'name',
  id: items.id,
};

const dialect = new PgDialect();
const render = (parts: SQL[]) => dialect.sqlToQuery(sql.join(parts, sql`, `)).sql;

describe('pageBounds', () => {
  it('keeps page ≥ 1 and 1 ≤ size ≤ max, whatever it is given', () => {
    const anyNumber = fc.oneof(fc.integer(), fc.double(), fc.constant(undefined));
    fc.assert(
      fc.property(anyNumber, anyNumber, fc.integer({ min: 1, max: 500 }), (page, pageSize, max) => {
        const b = pageBounds({ page, pageSize }, max);
        expect(Number.isInteger(b.page) && b.page >= 1).toBe(true);
        expect(Number.isInteger(b.pageSize) && b.pageSize >= 1 && b.pageSize <= max).toBe(true);
        expect(b.limit).toBe(b.pageSize);
        expect(b.offset).toBe((b.page - 1) * b.pageSize);
      }),
    );
  });

  it('leaves values already in bounds as they are', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: LIST_PAGE_SIZE_MAX }),
        (page, size) => {
          const b = pageBounds({ page, pageSize: size });
          expect([b.page, b.pageSize]).toEqual([page, size]);
        },
      ),
    );
  });
});

describe('sortOrder', () => {
  it('takes only whitelisted keys: anything else sorts by the fallback', () => {
    const fallback = render(sortOrder(SORT, 'name', 'asc'));
    fc.assert(
      fc.property(fc.string(), (key) => {
        fc.pre(!isSortKey(SORT, key));
        expect(render(sortOrder(SORT, key, 'asc'))).toBe(fallback);
      }),
    );
    expect(isSortKey(SORT, 'constructor')).toBe(false);
    expect(isSortKey(SORT, 'rank')).toBe(true);
  });

  it('ends every order on the id, ascending, and uses the direction given', () => {
    fc.assert(
      fc.property(fc.constantFrom('name', 'rank', 'x'), fc.constantFrom('asc', 'desc'), (key, dir) => {
        const order = render(sortOrder(SORT, key, dir as 'asc' | 'desc'));
        expect(order.endsWith('"list_query_items"."id" asc')).toBe(true);
        expect(order.startsWith(key === 'rank' ? `"list_query_items"."rank" ${dir}` : 'lower(')).toBe(true);
      }),
    );
  });
});

describe('searchWhere', () => {
  it('is nothing for an empty term and escapes LIKE wildcards', () => {
    expect(searchWhere('  ', { columns: [items.name] })).toBeUndefined();
    const q = dialect.sqlToQuery(searchWhere('50%_x', { searchText: items.name })!);
    expect(q.params).toEqual(['%50\\%\\_x%']);
  });
});

describe('windowTotal', () => {
  it("takes the first row's window count; counts apart only past the first page", async () => {
    let counted = 0;
    const count = () => {
      counted += 1;
      return 42;
    };
    expect(await windowTotal([{ total: '7' }, { total: '7' }], { page: 3, pageSize: 2 }, count)).toBe(7);
    expect(await windowTotal([], { page: 1, pageSize: 20 }, count)).toBe(0);
    expect(counted).toBe(0);
    expect(await windowTotal([], { page: 5, pageSize: 20 }, count)).toBe(42);
    expect(counted).toBe(1);
  });
});

describe('listPage on a database', () => {
  let database: Database;
  const rows = Array.from({ length: 37 }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    // Many ties on purpose: only the id tells them apart.
    name: ['Élodie', 'elodie', 'Zoé', 'André'][i % 4]!,
    rank: i % 3,
    note: i % 5 === 0 ? null : `Note ${i}`,
  }));

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.db.execute(
      sql`create table list_query_items (id uuid primary key, name text not null, rank int not null, note text)`,
    );
    await database.db.insert(items).values([...rows].reverse());
  });
  afterAll(() => database.close());

  const page = (sort: string, order: 'asc' | 'desc', p: number, size: number, q?: string) => {
    const where = searchWhere(q, { columns: [items.name, items.note] });
    return listPage({
      select: database.db.select().from(items).$dynamic(),
      where,
      orderBy: sortOrder(SORT, sort, order),
      page: { page: p, pageSize: size },
      total: database.db.select(countColumn()).from(items).where(where),
      present: (row) => row.id,
    });
  };

  it('pages through every row once, in a stable order, whatever the sort and page size', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('name', 'rank', 'unknown'),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 12 }),
        async (sort, order, size) => {
          const seen: string[] = [];
          for (let p = 1; p <= Math.ceil(rows.length / size); p += 1) {
            const result = await page(sort, order, p, size);
            expect(result.total).toBe(rows.length);
            expect(result.items.length).toBeLessThanOrEqual(size);
            seen.push(...result.items);
          }
          expect(seen).toHaveLength(rows.length);
          expect(new Set(seen).size).toBe(rows.length);
          const again = await page(sort, order, 1, rows.length);
          expect(again.items).toEqual(seen);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('searches named columns without case or accents; a null column matches nothing', async () => {
    const elodie = await page('name', 'asc', 1, 100, 'ELODIE');
    expect(elodie.total).toBe(rows.filter((r) => r.name.toLowerCase().endsWith('lodie')).length);
    const andre = await page('name', 'asc', 1, 100, 'andré');
    expect(andre.total).toBe(rows.filter((r) => r.name === 'André').length);
    const notes = await page('name', 'asc', 1, 100, 'note 1');
    expect(notes.items.sort()).toEqual(
      rows
        .filter((r) => r.note?.startsWith('Note 1'))
        .map((r) => r.id)
        .sort(),
    );
  });

  it('answers an empty page past the end with the total', async () => {
    const result = await page('rank', 'desc', 99, 10);
    expect(result).toMatchObject({ items: [], total: rows.length, page: 99, pageSize: 10 });
  });
});
