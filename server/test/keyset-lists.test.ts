/**
 * Paging with keys through the API (issue 31): on the demo data, every sort of the lists that read
 * pages from a cursor row gives, walked forwards with `after` and backwards with `before`, the
 * pages the offsets give; a malformed cursor is refused with the French message.
 */
import { describe, expect, it } from 'vitest';
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
