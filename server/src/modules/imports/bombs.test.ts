/**
 * Issue 29 §1: an upload must never stall everyone else.
 * - Four xlsx bombs (about 1 MB each, whose sheet inflates to 1 GiB while the archive declares 1,000
 *   bytes) sent at once to the products and price-list imports are refused with the French
 *   message, and `/api/health` keeps answering within 750 ms meanwhile (1.5 s and more when parsed on it).
 * - Uploaded files are parsed in the import threads, never on the main event loop: here the main
 *   thread's `readWorkbook` throws, and uploads and dry runs still succeed.
 */
import { describe, expect, it, vi } from 'vitest';
import * as XLSX from '@e965/xlsx';
import { translate } from '@comptoir/core/i18n/index';
import { useTestApp } from '../../../test/fixture';
import { xlsxBomb } from '../../../test/zip-bomb';
import { uploadFile, type ImportBase } from './testing';
import type * as ReadModule from './engine/read';

vi.mock('./engine/read', async (importOriginal) => {
  const real = await importOriginal<typeof ReadModule>();
  return {
    ...real,
    readWorkbook: () => {
      throw new Error('a workbook was parsed on the main thread');
    },
  };
});

const f = useTestApp({
  users: { editor: { role: 'Editor', modules: ['dashboard', 'products', 'pricelist'] } },
});

const HEAD = 'name;reference;price;quantity;currency;category';

describe('uploaded files and the main event loop', () => {
  it('refuses four zip bombs sent at once, and /api/health answers within 750 ms meanwhile', async () => {
    const { app } = f.ctx;
    const bomb = xlsxBomb(1024);
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    // A server that has read a file before: its import thread started (once per process), its
    // session and health paths warm. What is measured is then what the bombs cost others.
    const warm = await uploadFile(
      app,
      '/api/products/import',
      'petit.csv',
      Buffer.from(`${HEAD}\nVis;V1;1;1;EUR;Textile\n`),
      f.cookies.editor,
    );
    expect(warm.statusCode, warm.body).toBe(200);
    expect((await app.inject({ url: '/api/health' })).statusCode).toBe(200);

    const bases: ImportBase[] = ['/api/products/import', '/api/pricelists/import'];
    let pending = 4;
    const uploads = Promise.all(
      [0, 1, 2, 3].map(async (i) => {
        const res = await uploadFile(app, bases[i % 2]!, `bombe-${i}.xlsx`, bomb, f.cookies.editor);
        pending -= 1;
        return res;
      }),
    );
    const latencies: number[] = [];
    while (pending > 0) {
      const started = performance.now();
      const health = await app.inject({ url: '/api/health' });
      latencies.push(performance.now() - started);
      expect(health.statusCode).toBe(200);
      // A poll every 10 ms, as a load balancer's would be: /api/health answers from state kept in
      // the background (issue 31), so back-to-back calls would only spin this loop.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const res of await uploads) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.message).toBe(translate('fr', 'import.errors.zipBomb'));
    }
    expect(latencies.length).toBeGreaterThan(0);
    // Parsed on the main thread, these bombs hold it for 1.5 s and more; in the threads /api/health
    // answers in tens of milliseconds on a quiet machine. 750 ms tells the two apart on a loaded one
    // too (the test beside this one proves the same without any clock).
    expect(Math.max(...latencies)).toBeLessThan(750);
  });
  it('parses uploads and dry runs in the import threads (the main thread never reads a workbook)', async () => {
    const { app } = f.ctx;
    const rows = Array.from({ length: 200_000 }, (_, i) => `P${i};R${i};12,50;3;EUR;Textile`);
    const csv = Buffer.from([HEAD, ...rows].join('\n'));
    const sheet = XLSX.utils.aoa_to_sheet([HEAD.split(';'), ['Vis', 'VIS-1', 1.5, 2, 'EUR', 'Textile']]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Produits');
    const xlsx = XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    const big = await uploadFile(app, '/api/products/import', 'gros.csv', csv, f.cookies.editor);
    expect(big.statusCode, big.body).toBe(200);
    expect(big.json().sheets[0]).toMatchObject({ rows: 200_001, headerRow: 1 });
    const small = await uploadFile(app, '/api/products/import', 'vis.xlsx', xlsx, f.cookies.editor);
    expect(small.statusCode, small.body).toBe(200);
    const { id, sheets } = small.json();
    expect(sheets[0].preview).toEqual([['Vis', 'VIS-1', '1.5', '2', 'EUR', 'Textile']]);
    const dry = await app.inject({
      method: 'POST',
      url: `/api/products/import/${id}/analyse`,
      payload: { sheet: 'Produits', headerRow: 1, mapping: sheets[0].mapping },
      headers: { cookie: f.cookies.editor },
    });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({ total: 1, toCreate: 1, invalid: 0 });
  });
});
