import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { productSearchText } from '@comptoir/core/modules/catalogue';
import { productZonePrices, products } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { runOver, uploadFile } from '../imports/testing';
import { auditEntries } from '../../platform/testing';

const f = useTestApp({
  users: {
    editor: { role: 'Editor', modules: ['pricelist'] },
    viewer: { role: 'Viewer', modules: ['pricelist'] },
    outsider: { role: 'Admin', modules: ['products'] },
    other: { role: 'Editor', modules: ['pricelist'] },
    both: { role: 'Editor', modules: ['products', 'pricelist'] },
    admin: { isSuperAdmin: true },
  },
});
const { cookies } = f;

async function insertProduct(reference: string, currency = 'EUR') {
  const name = `Produit ${reference}`;
  const [row] = await f.db
    .insert(products)
    .values({ reference, name, price: '50', currency, searchText: productSearchText({ name, reference }) })
    .returning();
  return row!;
}

const upload = (fileName: string, content: Buffer, cookie: string | null = cookies.editor) =>
  uploadFile(f.ctx.app, '/api/pricelists/import', fileName, content, cookie);
const post = (url: string, payload: object, cookie: string | null = cookies.editor) =>
  f.ctx.app.inject({ method: 'POST', url, payload, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie: string | null = cookies.editor) =>
  f.ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

/** The import once its run (a job of the queue) is over. */
const settled = (id: string) => runOver(async () => (await get(`/api/pricelists/import/${id}`)).json(), id);

/** Queues the run (202) and waits for it: the summary of a completed run. */
async function runImport(id: string, options: object) {
  const res = await post(`/api/pricelists/import/${id}/run`, options);
  expect(res.statusCode, res.body).toBe(202);
  const job = await settled(id);
  expect(job.status, job.error).toBe('completed');
  return job.summary;
}

interface Uploaded {
  id: string;
  sheets: { name: string; headerRow: number; mapping: Record<string, number | null> }[];
}

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
const HEADER = 'référence;zone;prix;devise;valide du;valide au';

describe('price list import (shared import engine)', () => {
  it('refuses users without the module or the right (401, 403)', async () => {
    const body = csv([HEADER, 'X;France;1;EUR;;']);
    expect((await upload('p.csv', body, null)).statusCode).toBe(401);
    expect((await upload('p.csv', body, cookies.outsider)).statusCode).toBe(403);
    expect((await upload('p.csv', body, cookies.viewer)).statusCode).toBe(403);
    const fake = '00000000-0000-4000-8000-000000000000';
    const options = { sheet: 'CSV', headerRow: 1, mapping: {} };
    expect((await post(`/api/pricelists/import/${fake}/analyse`, options, null)).statusCode).toBe(401);
    expect((await post(`/api/pricelists/import/${fake}/analyse`, options, cookies.outsider)).statusCode).toBe(
      403,
    );
    expect((await post(`/api/pricelists/import/${fake}/run`, options, cookies.viewer)).statusCode).toBe(403);
    expect((await post(`/api/pricelists/import/${fake}/run`, options)).statusCode).toBe(404);
  });

  it('maps the columns, lists row errors, refuses to run them, then imports the valid rows in one go', async () => {
    const a = await insertProduct('IMP-A');
    const b = await insertProduct('IMP-B', 'USD');
    const [existing] = await f.db
      .insert(productZonePrices)
      .values({
        productId: a.id,
        zone: 'France',
        price: '10',
        currency: 'EUR',
        validFrom: '2026-01-01',
        validTo: '2026-06-30',
      })
      .returning();
    await f.db
      .insert(productZonePrices)
      .values({ productId: a.id, zone: 'Europe', price: '10', currency: 'EUR', validFrom: '2026-01-01' });

    const res = await upload(
      'tarifs.csv',
      csv([
        HEADER,
        'IMP-A;France;12,50;EUR;01/01/2026;30/06/2026', // 2: updates the existing period
        'imp-b;amérique du nord;99;;;', // 3: new, currency of the product (USD)
        'INCONNUE;France;1;EUR;;', // 4: unknown reference
        'IMP-B;Mars;1;EUR;;', // 5: unknown zone
        'IMP-A;Europe;5;EUR;2026-03-01;', // 6: overlaps an existing period
        'IMP-B;Asie;-3;EUR;;', // 7: negative price
        'IMP-B;Asie;3;CNY;;', // 8: currency
        'IMP-B;Asie;3;EUR;31/02/2026;', // 9: date
        'IMP-B;Asie;3;EUR;2026-05-01;2026-04-01', // 10: period
        'IMP-B;Afrique;7;GBP;2026-01-01;2026-12-31', // 11: new
        'IMP-B;Afrique;8;GBP;2026-12-01;', // 12: overlaps line 11
        ';France;1;EUR;;', // 13: required
      ]),
    );
    expect(res.statusCode).toBe(200);
    const up = res.json<Uploaded>();
    const sheet = up.sheets[0]!;
    expect(sheet.headerRow).toBe(1);
    expect(sheet.mapping).toEqual({ reference: 0, zone: 1, price: 2, currency: 3, validFrom: 4, validTo: 5 });
    const options = { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping };

    const dry = await post(`/api/pricelists/import/${up.id}/analyse`, options);
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toMatchObject({ total: 12, toCreate: 2, toUpdate: 1, invalid: 9 });
    expect(dry.json().errors).toEqual([
      { line: 4, message: 'Ligne 4: Référence inconnue' },
      { line: 5, message: 'Ligne 5: Zone inconnue « Mars »' },
      {
        line: 6,
        message: 'Ligne 6: Période en conflit avec un prix existant en zone Europe (à partir du 01/01/2026)',
      },
      { line: 7, message: 'Ligne 7: Prix invalide' },
      { line: 8, message: 'Ligne 8: Devise invalide' },
      { line: 9, message: 'Ligne 9: Date invalide' },
      { line: 10, message: 'Ligne 10: La date de début doit précéder la date de fin' },
      { line: 12, message: 'Ligne 12: Période en conflit avec la ligne 11' },
      { line: 13, message: 'Ligne 13: Champs obligatoires manquants (référence, zone, prix)' },
    ]);
    const count = async () => (await f.db.select().from(productZonePrices)).length;
    const before = await count();

    const refused = await post(`/api/pricelists/import/${up.id}/run`, options);
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(before);

    const run = await runImport(up.id, { ...options, skipInvalid: true });
    expect(run).toMatchObject({ created: 2, updated: 1, invalid: 9 });
    expect(await count()).toBe(before + 2);
    const [updated] = await f.db
      .select()
      .from(productZonePrices)
      .where(eq(productZonePrices.id, existing!.id));
    expect(updated!.price).toBe('12.50');
    const [na] = await f.db
      .select()
      .from(productZonePrices)
      .where(and(eq(productZonePrices.productId, b.id), eq(productZonePrices.zone, 'Amérique du Nord')));
    expect(na).toMatchObject({ price: '99.00', currency: 'USD', validFrom: null, validTo: null });
    const audits = await auditEntries(f.db, 'pricelist.import', up.id);
    expect(audits).toHaveLength(1);
    expect(
      (await post(`/api/pricelists/import/${up.id}/run`, { ...options, skipInvalid: true })).statusCode,
    ).toBe(409);
  });

  it('re-imports its own export (xlsx): every row updates, nothing is added', async () => {
    const p = await insertProduct('IMP-RT');
    await f.db.insert(productZonePrices).values([
      {
        productId: p.id,
        zone: 'Océanie',
        price: '20',
        currency: 'EUR',
        validFrom: '2026-01-01',
        validTo: '2026-01-31',
      },
      { productId: p.id, zone: 'Océanie', price: '21', currency: 'EUR', validFrom: '2026-02-01' },
    ]);
    const exported = await f.ctx.app.inject({
      method: 'GET',
      url: '/api/pricelists/export?format=xlsx&q=IMP-RT',
      headers: { cookie: cookies.editor },
    });
    expect(exported.statusCode).toBe(200);
    const up = (await upload('export.xlsx', exported.rawPayload)).json<Uploaded>();
    const sheet = up.sheets[0]!;
    const options = { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping };
    const run = await runImport(up.id, options);
    expect(run).toMatchObject({ total: 2, created: 0, updated: 2, invalid: 0 });
  });

  it('refuses a file without the required columns', async () => {
    const up = (await upload('x.csv', csv(['référence;prix', 'A;1']))).json<Uploaded>();
    const sheet = up.sheets[0]!;
    const res = await post(`/api/pricelists/import/${up.id}/analyse`, {
      sheet: sheet.name,
      headerRow: sheet.headerRow,
      mapping: sheet.mapping,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('price list import job: status, progress and errors file', () => {
  /** Uploads a CSV as the editor; the job id and the options the upload suggested. */
  async function prepared(lines: string[], cookie = cookies.editor) {
    const res = await upload('job.csv', csv(lines), cookie);
    expect(res.statusCode, res.body).toBe(200);
    const up = res.json<Uploaded>();
    const sheet = up.sheets[0]!;
    return { id: up.id, options: { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping } };
  }

  it('reports status and progress from upload to completion, and serves the errors as CSV', async () => {
    await insertProduct('JOB-A');
    const { id, options } = await prepared([
      HEADER,
      'JOB-A;France;5;EUR;;',
      'JOB-NOPE;France;1;EUR;;',
      'JOB-A;Mars;1;EUR;;',
    ]);
    const uploaded = await get(`/api/pricelists/import/${id}`);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      id,
      fileName: 'job.csv',
      status: 'uploaded',
      progress: 0,
      rowsDone: 0,
      rowsTotal: null,
      error: null,
      summary: null,
    });

    expect((await post(`/api/pricelists/import/${id}/analyse`, options)).statusCode).toBe(200);
    expect((await get(`/api/pricelists/import/${id}`)).json()).toMatchObject({
      status: 'analysed',
      progress: 0,
    });

    // Before the run: a dry run with the job's last choices, in the products import's format.
    const expected =
      '\ufeff"ligne";"message"\r\n' +
      '3;"Ligne 3: Référence inconnue"\r\n' +
      '4;"Ligne 4: Zone inconnue « Mars »"\r\n';
    const before = await get(`/api/pricelists/import/${id}/errors`);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(before.headers['content-disposition']).toBe('attachment; filename="erreurs-import-tarifs.csv"');
    expect(before.headers['cache-control']).toBe('no-store');
    expect(before.body).toBe(expected);

    const run = await post(`/api/pricelists/import/${id}/run`, { ...options, skipInvalid: true });
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({ id, status: 'queued', progress: 0, rowsDone: 0, summary: null });
    await settled(id);
    const done = await get(`/api/pricelists/import/${id}`);
    expect(done.json()).toMatchObject({
      id,
      status: 'completed',
      progress: 100,
      rowsDone: 1,
      rowsTotal: 1,
      summary: { created: 1, updated: 0, invalid: 2, errors: [{ line: 3 }, { line: 4 }] },
    });

    // After the run: the run's own errors, even once the unknown reference exists.
    await insertProduct('JOB-NOPE');
    const after = await get(`/api/pricelists/import/${id}/errors`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(expected);
    // A super administrator may follow any job.
    expect((await get(`/api/pricelists/import/${id}`, cookies.admin)).json()).toMatchObject({
      status: 'completed',
    });
  });

  it('gives only the header line when the file has no errors', async () => {
    await insertProduct('JOB-OK');
    const { id, options } = await prepared([HEADER, 'JOB-OK;Asie;3;EUR;;']);
    expect((await get(`/api/pricelists/import/${id}/errors`)).body).toBe('\ufeff"ligne";"message"\r\n');
    await runImport(id, options);
    expect((await get(`/api/pricelists/import/${id}/errors`)).body).toBe('\ufeff"ligne";"message"\r\n');
  });

  it('needs the pricelist module and the job owner (or a super admin)', async () => {
    await insertProduct('JOB-ACC');
    const { id, options } = await prepared([HEADER, 'JOB-ACC;Europe;3;EUR;;']);
    for (const url of [`/api/pricelists/import/${id}`, `/api/pricelists/import/${id}/errors`]) {
      expect((await get(url, null)).statusCode, url).toBe(401);
      const refused = await get(url, cookies.outsider);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().error.code).toBe('forbidden_module');
      // Another user with the module: the job is not theirs, 404 like an unknown one.
      expect((await get(url, cookies.other)).statusCode, url).toBe(404);
      expect((await get(url)).statusCode, url).toBe(200);
    }
    expect((await post(`/api/pricelists/import/${id}/analyse`, options, cookies.other)).statusCode).toBe(404);
    expect((await post(`/api/pricelists/import/${id}/run`, options, cookies.other)).statusCode).toBe(404);
    expect((await get('/api/pricelists/import/not-a-uuid')).statusCode).toBe(404);
    expect((await get('/api/pricelists/import/not-a-uuid/errors')).statusCode).toBe(404);
    expect((await get('/api/pricelists/import/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // A products import job is not a price list import job, even for its owner.
    const productJob = await uploadFile(
      f.ctx.app,
      '/api/products/import',
      'p.csv',
      Buffer.from('name;reference;price\nA;JOB-P;1\n'),
      cookies.both,
    );
    expect(productJob.statusCode, productJob.body).toBe(200);
    const productJobId = productJob.json<{ id: string }>().id;
    expect((await get(`/api/pricelists/import/${productJobId}`, cookies.both)).statusCode).toBe(404);
    expect((await get(`/api/pricelists/import/${productJobId}/errors`, cookies.both)).statusCode).toBe(404);
  });

  it('runs a job once: two runs at the same time give one import and one 409', async () => {
    const p = await insertProduct('JOB-TWICE');
    const { id, options } = await prepared([HEADER, 'JOB-TWICE;Afrique;3;EUR;;', 'JOB-TWICE;Asie;4;EUR;;']);
    const answers = await Promise.all([
      post(`/api/pricelists/import/${id}/run`, options),
      post(`/api/pricelists/import/${id}/run`, options),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    await settled(id);
    const rows = await f.db.select().from(productZonePrices).where(eq(productZonePrices.productId, p.id));
    expect(rows).toHaveLength(2);
    expect((await get(`/api/pricelists/import/${id}`)).json()).toMatchObject({
      status: 'completed',
      progress: 100,
    });
  });
});
