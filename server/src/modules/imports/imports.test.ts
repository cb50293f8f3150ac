import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import * as XLSX from '@e965/xlsx';
import { importJobs, products, suppliers } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { runOver, uploadFile } from './testing';
import { auditEntries } from '../../platform/testing';

const f = useTestApp({
  users: {
    editor: { role: 'Editor', modules: ['dashboard', 'products'] },
    other: { role: 'Editor', modules: ['dashboard', 'products'] },
    viewer: { role: 'Viewer', modules: ['dashboard', 'products'] },
    noModule: { role: 'Editor', modules: ['dashboard'] },
  },
});
const { cookies } = f;

const upload = (fileName: string, content: Buffer, cookie = cookies.editor) =>
  uploadFile(f.ctx.app, '/api/products/import', fileName, content, cookie);

const post = (url: string, payload: object, cookie = cookies.editor) =>
  f.ctx.app.inject({ method: 'POST', url, payload, headers: { cookie } });
const get = (url: string, cookie = cookies.editor) =>
  f.ctx.app.inject({ method: 'GET', url, headers: { cookie } });

interface Uploaded {
  id: string;
  sheets: { name: string; headerRow: number; mapping: Record<string, number | null>; columns: string[] }[];
}

async function prepared(csv: string, cookie = cookies.editor) {
  const res = await upload('produits.csv', Buffer.from(csv, 'utf8'), cookie);
  expect(res.statusCode, res.body).toBe(200);
  const up = res.json<Uploaded>();
  const sheet = up.sheets[0]!;
  return { id: up.id, body: { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping }, up };
}

/** The import once its run is over (a job of the queue). */
const settled = (id: string, base = '/api/products/import') =>
  runOver(async () => {
    const res = await get(`${base}/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }, id);

/** Queues the run (202) and waits for it: the summary of a completed run. */
async function runImport(id: string, body: object) {
  const res = await post(`/api/products/import/${id}/run`, body);
  expect(res.statusCode, res.body).toBe(202);
  expect(res.json()).toMatchObject({ id, status: 'queued', progress: 0, error: null });
  const job = await settled(id);
  expect(job.status, job.error).toBe('completed');
  return job.summary;
}

const productCount = async () =>
  Number((await f.db.select({ n: sql<number>`count(*)` }).from(products))[0]!.n);

describe('upload', () => {
  it('answers sheets, header row, columns, suggested mapping and a preview', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['Tarifs 2026'],
        ['Désignation', 'Réf', 'Prix', 'Stock'],
        ['Vis', 'UP-VIS', 0.1, 500],
      ]),
      'Feuil1',
    );
    const res = await upload('tarifs.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.fileType).toBe('xlsx');
    expect(body.sheets[0]).toMatchObject({
      name: 'Feuil1',
      headerRow: 2,
      columns: ['Désignation', 'Réf', 'Prix', 'Stock'],
      mapping: { name: 0, reference: 1, price: 2, quantity: 3, currency: null },
      preview: [['Vis', 'UP-VIS', '0.1', '500']],
    });
  });

  it('dry-runs the chosen sheet of the stored file each time, and refuses a sheet it lacks', async () => {
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Notes']]), 'Notes');
    XLSX.utils.book_append_sheet(
      wb,
      XLSX.utils.aoa_to_sheet([
        ['nom', 'référence', 'prix'],
        ['Vis', 'BACK-1', 'abc'],
      ]),
      'Produits',
    );
    const res = await upload('deux.xlsx', XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer);
    const up = res.json<Uploaded>();
    const sheet = up.sheets.find((s) => s.name === 'Produits')!;
    const body = { sheet: 'Produits', headerRow: sheet.headerRow, mapping: sheet.mapping };
    const dry = await post(`/api/products/import/${up.id}/analyse`, body);
    expect(dry.json().errors).toEqual([{ line: 2, message: 'Ligne 2: Prix invalide' }]);
    const unknown = await post(`/api/products/import/${up.id}/analyse`, { ...body, sheet: 'Autre' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe("Cette feuille n'existe pas dans le fichier.");
    // Each dry run reads its own sheet from the stored file: 'Notes' answers, and so does 'Produits'.
    const notes = await post(`/api/products/import/${up.id}/analyse`, { ...body, sheet: 'Notes' });
    expect(notes.json().error.message).toBe(
      "Le fichier doit contenir au moins une ligne d'en-tête et une ligne de données",
    );
    expect((await post(`/api/products/import/${up.id}/analyse`, body)).statusCode).toBe(200);
  });

  it('refuses a file over 10 MB with 413 and a French message', async () => {
    const res = await upload('gros.csv', Buffer.alloc(10 * 1024 * 1024 + 1, 0x41));
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Le fichier dépasse la taille maximale de 10 Mo.');
  });

  it('refuses an empty file and a binary file renamed .csv', async () => {
    const empty = await upload('vide.csv', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Le fichier est vide.');
    const binary = await upload('image.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0x0d, 1, 2, 3]));
    expect(binary.statusCode).toBe(415);
  });
});

describe('dry run and run', () => {
  const WITH_ERRORS = [
    'nom;référence;prix;quantité;devise',
    'Écrou;API-1;1,50;10;EUR',
    'Boulon;API-2;abc;;',
    'Rondelle;API-3;2;-1;',
    ';;;;',
    'Clou;API-4;"1 234,50";;USD',
  ].join('\n');

  it('lists the errors with the exact messages, refuses to run them, then imports the valid rows', async () => {
    const { id, body } = await prepared(WITH_ERRORS);
    const dry = await post(`/api/products/import/${id}/analyse`, body);
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      total: 4,
      toCreate: 2,
      toUpdate: 0,
      skipped: 3,
      invalid: 2,
      errors: [
        { line: 3, message: 'Ligne 3: Prix invalide' },
        { line: 4, message: 'Ligne 4: Quantité invalide' },
      ],
    });
    const errorsCsv = await get(`/api/products/import/${id}/errors`);
    expect(errorsCsv.body).toContain('3;"Ligne 3: Prix invalide"');

    const refused = await post(`/api/products/import/${id}/run`, body);
    expect(refused.statusCode).toBe(409);
    expect(await productCount()).toBe(0);

    const run = await runImport(id, { ...body, skipInvalid: true });
    expect(run).toMatchObject({ created: 2, updated: 0, skipped: 3, invalid: 2 });
    const [clou] = await f.db.select().from(products).where(eq(products.reference, 'API-4'));
    expect(clou).toMatchObject({
      price: '1234.50',
      currency: 'USD',
      quantity: 0,
      category: 'Autre',
      searchText: 'clou api-4',
    });

    const status = await get(`/api/products/import/${id}`);
    expect(status.json()).toMatchObject({
      status: 'completed',
      progress: 100,
      rowsDone: 2,
      rowsTotal: 2,
      error: null,
      summary: { created: 2 },
    });
    const audit = await auditEntries(f.db, 'products.import', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toMatchObject({ created: 2, updated: 0, skipped: 3, invalid: 2 });

    const again = await post(`/api/products/import/${id}/run`, { ...body, skipInvalid: true });
    expect(again.statusCode).toBe(409);
  });

  it('the dry run and the run agree; existing references are updated (case-insensitive)', async () => {
    const rows = ['name,reference,price,quantity'];
    for (let i = 0; i < 2500; i += 1) rows.push(`Produit ${i},agree-${i},${i}.5,${i}`);
    rows.push('Écrou bis,api-1,3,7');
    const { id, body } = await prepared(rows.join('\n'));
    const dry = (await post(`/api/products/import/${id}/analyse`, body)).json();
    expect(dry).toMatchObject({ total: 2501, toCreate: 2500, toUpdate: 1, errors: [] });
    const run = await runImport(id, body);
    expect([run.created, run.updated, run.skipped]).toEqual([dry.toCreate, dry.toUpdate, dry.skipped]);
    const [ecrou] = await f.db
      .select()
      .from(products)
      .where(sql`lower(${products.reference}) = 'api-1'`);
    expect(ecrou).toMatchObject({
      name: 'Écrou bis',
      reference: 'api-1',
      price: '3.00',
      quantity: 7,
      currency: 'EUR',
    });
  });

  it('a run with other choices than the dry run validates the file again with its own', async () => {
    const { id, body } = await prepared('name;reference;price;quantity\nA;OPT-1;1;abc\n');
    const dry = (await post(`/api/products/import/${id}/analyse`, body)).json();
    expect(dry.errors).toEqual([{ line: 2, message: 'Ligne 2: Quantité invalide' }]);
    const run = await runImport(id, { ...body, mapping: { ...body.mapping, quantity: null } });
    expect(run).toMatchObject({ created: 1, invalid: 0, errors: [] });
  });

  it('is all or nothing: a row failing in the database mid-batch leaves nothing written', async () => {
    const before = await productCount();
    const rows = ['name;reference;price'];
    for (let i = 0; i < 1500; i += 1) rows.push(`P ${i};atomic-${i};1`);
    // Passes validation, refused by a check constraint added for this test (second batch).
    rows[1400] = 'Trop cher;atomic-1399;999999999999,99';
    const { id, body } = await prepared(rows.join('\n'));
    await f.db.execute(
      sql`alter table products add constraint import_test_guard check (name <> 'Trop cher')`,
    );
    try {
      expect((await post(`/api/products/import/${id}/run`, body)).statusCode).toBe(202);
      // A constraint is the data's problem, not a passing one: failed at once, not retried.
      const job = await settled(id);
      expect(job).toMatchObject({
        status: 'failed',
        error: "L'import a échoué : aucun produit n'a été enregistré ni modifié.",
        summary: null,
      });
    } finally {
      await f.db.execute(sql`alter table products drop constraint import_test_guard`);
    }
    expect(await productCount()).toBe(before);
    const [row] = await f.db.select().from(importJobs).where(eq(importJobs.id, id));
    expect(row!.attempts).toBe(1);
  });

  it('a run whose rows have errors, queued without a dry run in this process, fails with the message', async () => {
    const { id, body } = await prepared('name;reference;price\nA;NODRY-1;abc\nB;NODRY-2;2\n');
    expect((await post(`/api/products/import/${id}/run`, body)).statusCode).toBe(202);
    expect(await settled(id)).toMatchObject({
      status: 'failed',
      error:
        "Le fichier contient des lignes en erreur : corrigez-les ou confirmez l'import des seules lignes valides.",
    });
    expect(
      await f.db
        .select()
        .from(products)
        .where(sql`${products.reference} like 'NODRY-%'`),
    ).toEqual([]);
    // A failed run may be queued again, this time with skipInvalid.
    expect(await runImport(id, { ...body, skipInvalid: true })).toMatchObject({ created: 1, invalid: 1 });
  });

  it('runs a job once: two runs at the same time give one import and one 409', async () => {
    const { id, body } = await prepared('name;reference;price\nA;TWICE-1;1\nB;TWICE-2;2\n');
    const answers = await Promise.all([
      post(`/api/products/import/${id}/run`, body),
      post(`/api/products/import/${id}/run`, body),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([202, 409]);
    // 'en cours', or 'déjà effectué' when the queue was quicker than the second request.
    expect(answers.find((a) => a.statusCode === 409)!.json().error.message).toMatch(
      /^Cet import (est déjà en cours|a déjà été effectué)\.$/,
    );
    expect((await settled(id)).status).toBe('completed');
    const n = await f.db
      .select()
      .from(products)
      .where(sql`${products.reference} like 'TWICE-%'`);
    expect(n).toHaveLength(2);
  });

  it('refuses missing columns and files without data rows with the spec messages', async () => {
    const { id, body } = await prepared('nom;quantité\nA;1\n');
    const res = await post(`/api/products/import/${id}/analyse`, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Colonnes manquantes: reference, price');
    const header = await prepared('nom;référence;prix\n');
    const noData = await post(`/api/products/import/${header.id}/analyse`, header.body);
    expect(noData.json().error.message).toBe(
      "Le fichier doit contenir au moins une ligne d'en-tête et une ligne de données",
    );
  });
});

describe('supplier column', () => {
  const supplierCount = async () =>
    Number((await f.db.select({ n: sql<number>`count(*)` }).from(suppliers))[0]!.n);
  const productSupplier = async (reference: string) => {
    const [row] = await f.db
      .select({ name: suppliers.name })
      .from(products)
      .leftJoin(suppliers, eq(suppliers.id, products.supplierId))
      .where(eq(products.reference, reference));
    return row?.name ?? null;
  };

  it('is suggested from "Fournisseur" only, never from "Réf fournisseur"', async () => {
    const { up } = await prepared('nom;référence;prix;Réf fournisseur\nA;SUP-0;1;X-1\n');
    expect(up.sheets[0]!.mapping.supplier).toBeNull();
    const named = await prepared('Désignation;Référence;Prix;Nom fournisseur\nA;SUP-0;1;X\n');
    expect(named.up.sheets[0]!.mapping.supplier).toBe(3);
  });

  it('matches existing suppliers case-insensitively, creates the others once, dry run and run agree', async () => {
    const db = f.db;
    const [atlas] = await db.insert(suppliers).values({ name: 'Atlas Câblage' }).returning();
    const before = await supplierCount();
    const csv = [
      'nom;référence;prix;fournisseur',
      'Câble;SUP-1;1;ATLAS câblage',
      'Vis;SUP-2;1;  Visserie du Nord ',
      'Écrou;SUP-3;1;visserie du nord',
      'Rondelle;SUP-4;1;',
      'Clou;SUP-5;abc;Fournisseur Fantôme',
    ].join('\n');
    const { id, body } = await prepared(csv);
    expect(body.mapping.supplier).toBe(3);
    const dry = (await post(`/api/products/import/${id}/analyse`, body)).json();
    expect(dry).toMatchObject({ toCreate: 4, invalid: 1, suppliersToCreate: 1 });
    expect(await supplierCount()).toBe(before);

    const run = await runImport(id, { ...body, skipInvalid: true });
    expect([run.created, run.suppliersCreated]).toEqual([dry.toCreate, dry.suppliersToCreate]);
    expect(await supplierCount()).toBe(before + 1);
    expect(await productSupplier('SUP-1')).toBe('Atlas Câblage');
    expect(await productSupplier('SUP-2')).toBe('Visserie du Nord');
    expect(await productSupplier('SUP-3')).toBe('Visserie du Nord');
    expect(await productSupplier('SUP-4')).toBeNull();
    const [sup1] = await db.select().from(products).where(eq(products.reference, 'SUP-1'));
    expect(sup1!.supplierId).toBe(atlas!.id);
    const audit = await auditEntries(db, 'products.import', id);
    expect(audit[0]!.after).toMatchObject({ created: 4, suppliersCreated: 1 });

    // A second file: known names only, nothing to create; an empty mapped cell clears the supplier,
    // an unmapped column leaves it.
    const again = await prepared(
      'nom;référence;prix;fournisseur\nCâble;SUP-1;2;\nVis;SUP-2;2;VISSERIE DU NORD\n',
    );
    const dry2 = (await post(`/api/products/import/${again.id}/analyse`, again.body)).json();
    expect(dry2).toMatchObject({ toUpdate: 2, suppliersToCreate: 0 });
    const run2 = await runImport(again.id, again.body);
    expect(run2).toMatchObject({ updated: 2, suppliersCreated: 0 });
    expect(await productSupplier('SUP-1')).toBeNull();
    expect(await productSupplier('SUP-2')).toBe('Visserie du Nord');
    const unmapped = await prepared('nom;référence;prix\nÉcrou;SUP-3;3\n');
    await runImport(unmapped.id, unmapped.body);
    expect(await productSupplier('SUP-3')).toBe('Visserie du Nord');
    expect(await supplierCount()).toBe(before + 1);
  });

  it('creates no supplier when the import fails', async () => {
    const before = await supplierCount();
    const rows = ['name;reference;price;supplier'];
    for (let i = 0; i < 2500; i += 1) rows.push(`P ${i};sup-atomic-${i};1;Fournisseur ${i % 3}`);
    rows[2400] = 'Trop cher;sup-atomic-2399;1;Fournisseur 0';
    const { id, body } = await prepared(rows.join('\n'));
    expect((await post(`/api/products/import/${id}/analyse`, body)).json().suppliersToCreate).toBe(3);
    await f.db.execute(
      sql`alter table products add constraint import_test_guard_sup check (name <> 'Trop cher')`,
    );
    try {
      expect((await post(`/api/products/import/${id}/run`, body)).statusCode).toBe(202);
      expect((await settled(id)).status).toBe('failed');
    } finally {
      await f.db.execute(sql`alter table products drop constraint import_test_guard_sup`);
    }
    expect(await supplierCount()).toBe(before);
  });
});

describe('access', () => {
  it('needs the products module, the create action, and the job owner', async () => {
    const csv = Buffer.from('name;reference;price\nA;ACC-1;1\n');
    expect((await upload('a.csv', csv, cookies.noModule)).statusCode).toBe(403);
    const viewer = await upload('a.csv', csv, cookies.viewer);
    expect(viewer.statusCode).toBe(403);
    expect(viewer.json().error.code).toBe('forbidden_action');
    const { id, body } = await prepared('name;reference;price\nA;ACC-1;1\n');
    const viewerRun = await post(`/api/products/import/${id}/run`, body, cookies.viewer);
    expect(viewerRun.json().error.code).toBe('forbidden_action');
    expect((await get(`/api/products/import/${id}`, cookies.other)).statusCode).toBe(404);
    expect((await post(`/api/products/import/${id}/analyse`, body, cookies.other)).statusCode).toBe(404);
    expect((await post(`/api/products/import/${id}/run`, body, cookies.other)).statusCode).toBe(404);
    expect((await get(`/api/products/import/${id}/errors`, cookies.other)).statusCode).toBe(404);
  });

  it('serves the templates with French headers', async () => {
    const csv = await get('/api/products/import/template?format=csv');
    expect(csv.body).toContain(
      'nom;référence;prix;quantité;devise;catégorie;sous-catégorie;description;fournisseur',
    );
    const xlsx = await get('/api/products/import/template?format=xlsx');
    const wb = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    expect(XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]!]!, { header: 1 })[0]).toEqual([
      'nom',
      'référence',
      'prix',
      'quantité',
      'devise',
      'catégorie',
      'sous-catégorie',
      'description',
      'fournisseur',
    ]);
  });
});
