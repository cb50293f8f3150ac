/**
 * Paging with keys through the API (issue 31): on the demo data, every sort of the lists that read
 * pages from a cursor row gives, walked forwards with `after` and backwards with `before`, the
 * pages the offsets give; a malformed cursor is refused with the French message.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FROM_THE_END_AT } from '../src/db/keyset';
import { loadDemoData } from '../src/db/seed/demo';
import { useTestApp } from './fixture';

const LISTS: { path: string; sorts: string[] }[] = [
  {
    path: '/api/invoices?direction=outgoing',
    sorts: ['createdAt', 'number', 'issueDate', 'dueDate', 'totalAmount', 'partyName'],
  },
  { path: '/api/orders?', sorts: ['createdAt', 'reference', 'totalAmount', 'status', 'clientName'] },
  { path: '/api/quotes?', sorts: ['createdAt', 'number', 'validUntil', 'totalAmount', 'clientName'] },
  { path: '/api/products?', sorts: ['name', 'reference', 'price', 'quantity', 'category', 'createdAt'] },
  { path: '/api/clients?', sorts: ['createdAt', 'name', 'companyName', 'status'] },
];

describe('lists paged with keys', () => {
  const f = useTestApp({
    seed: async (db) => {
      await loadDemoData(db);
      return {};
    },
    users: { boss: { isSuperAdmin: true } },
    timeoutMs: 120_000,
  });

  const ids = async (url: string): Promise<string[]> => {
    const res = await f.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { items: { id: string }[] }).items.map((i) => i.id);
  };

  for (const { path, sorts } of LISTS) {
    it(`${path}: after and before give the offsets' pages, in every sort and both directions`, async () => {
      for (const sort of sorts) {
        for (const order of ['asc', 'desc']) {
          const base = `${path}&sort=${sort}&order=${order}`;
          const all = await ids(`${base}&pageSize=100`);
          expect(all.length, base).toBeGreaterThanOrEqual(3);
          // At least three pages: the middle ones are read from a cursor both ways.
          const size = all.length >= 9 ? 3 : 1;
          const pages = Math.ceil(all.length / size);
          const expected = (p: number) => all.slice((p - 1) * size, p * size);
          let last = '';
          for (let p = 1; p <= pages; p += 1) {
            const got = await ids(`${base}&pageSize=${size}&page=${p}${p > 1 ? `&after=${last}` : ''}`);
            expect(got, `${base} page ${p} after`).toEqual(expected(p));
            last = got[got.length - 1]!;
          }
          let first = '';
          for (let p = pages; p >= 1; p -= 1) {
            const got = await ids(`${base}&pageSize=${size}&page=${p}${p < pages ? `&before=${first}` : ''}`);
            expect(got, `${base} page ${p} before`).toEqual(expected(p));
            first = got[0]!;
          }
        }
      }
    });
  }

  it('refuses a cursor that is not a row id, in French', async () => {
    for (const bad of ['1', "x' or 1=1 --", '00000000-0000-0000-0000-00000000000g']) {
      const res = await f.call('GET', `/api/orders?page=2&after=${encodeURIComponent(bad)}`);
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('Valeur invalide');
    }
  });
});

/**
 * A far page asked for by number (a typed URL, the pager's last page) in the second half of a list
 * is read backwards from the list's end, with the list's total (for the invoices, the counters'
 * total, or the filter's cached count): it must be the page the offsets give.
 */
describe('far pages by number, read from the end of the invoice list', () => {
  const INVOICES = 640;
  const f = useTestApp({
    seed: async (db) => {
      // Ties on purpose: 300 creation times, 50 amounts, 7 party names for 640 invoices.
      await db.execute(sql`insert into invoices (direction, kind, number, status, party_name, issue_date, due_date,
          currency, subtotal, tax_amount, total_amount, paid_amount, base_currency, base_total_amount, exchange_rate,
          rate_date, rate_source, search_text, created_at, updated_at)
        select 'outgoing', 'invoice', 'FAC-2026-' || lpad(i::text, 5, '0'), case when i % 3 = 0 then 'paid' else 'sent' end,
          'Client ' || (i % 7), date '2026-01-01' + i % 200, date '2026-02-01' + i % 200, 'EUR',
          100 + i % 50, 20, 120 + i % 50, case when i % 3 = 0 then 120 + i % 50 else 0 end, 'EUR', 120 + i % 50, 1,
          date '2026-01-01', 'identity', 'fac-2026-' || i || ' client ' || (i % 7),
          timestamptz '2026-01-01 00:00:00+00' + make_interval(mins => i % 300), now()
        from generate_series(1, ${INVOICES}) i`);
      return {};
    },
    users: { boss: { isSuperAdmin: true } },
    timeoutMs: 120_000,
  });

  const page = async (url: string) => {
    const res = await f.call('GET', url);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { items: { id: string }[]; total: number };
    return { ids: body.items.map((i) => i.id), total: body.total };
  };

  /** Every row of the list in order, walked with keys (never by offset past the first page). */
  const walk = async (base: string) => {
    const all: string[] = [];
    for (let p = 1; ; p += 1) {
      const { ids } = await page(
        `${base}&pageSize=100&page=${p}${p > 1 ? `&after=${all[all.length - 1]}` : ''}`,
      );
      if (ids.length === 0) break;
      all.push(...ids);
      if (ids.length < 100) break;
    }
    return all;
  };

  it("gives the offsets' pages in the second half of the list, sorted and filtered", async () => {
    const lists = [
      '/api/invoices?direction=outgoing',
      '/api/invoices?direction=outgoing&sort=totalAmount&order=asc',
      '/api/invoices?direction=outgoing&sort=partyName&order=desc',
      '/api/invoices?direction=outgoing&q=fac-2026&sort=createdAt&order=asc',
    ];
    for (const base of lists) {
      const all = await walk(base);
      const { total } = await page(`${base}&pageSize=1`);
      expect(all.length, base).toBe(total);
      expect(new Set(all).size, base).toBe(all.length);
      // Pages whose offset passes the threshold, in the second half: read from the end.
      for (const size of [20, 100]) {
        const pages = Math.ceil(all.length / size);
        const first = Math.floor(FROM_THE_END_AT / size) + 1;
        expect((first - 1) * size, base).toBeGreaterThanOrEqual(all.length / 2);
        for (let p = first; p <= pages + 1; p += 1) {
          const got = await page(`${base}&pageSize=${size}&page=${p}`);
          expect(got.ids, `${base} page ${p} of ${size}`).toEqual(all.slice((p - 1) * size, p * size));
          expect(got.total, base).toBe(all.length);
        }
      }
    }
    expect((await page('/api/invoices?direction=outgoing&pageSize=1')).total).toBe(INVOICES);
  });
});
