import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { demandeCommentAttachments, demandeProductFiles } from '../../db/schema/index';
import type { LocalDiskStorage } from '../../platform/storage';
import { DOCUMENT_MIME_TYPES, cleanFileName, hasDocumentRule } from './files';
import { CFB, PDF, UNKNOWN_ID, demandesUser, pngOf, useDemandesApp, xlsxOf, type Person } from './testing';

const { f, u, demande, call, upload } = useDemandesApp({
  manager: demandesUser('Manager'),
  viewer: demandesUser('Viewer'),
  stranger: demandesUser('Editor'),
});
let png: Buffer;
let xlsx: Buffer;
let docx: Buffer;

beforeAll(async () => {
  png = await pngOf('#c03', 32, 24);
  xlsx = await xlsxOf('Cotation', ['Produit', 'Prix']);
  docx = Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      'word/document.xml': strToU8('<w:document/>'),
    }),
  );
});

const storageRoot = () => (f.ctx.app.storage as LocalDiskStorage).root;
const storedFiles = (folder: string) => {
  const dir = path.join(storageRoot(), 'demandes', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !f.endsWith('.tmp')) : [];
};

async function createDemande() {
  const { id, productId } = await demande(u.manager);
  return { id, productId };
}

const send = (url: string, files: Parameters<typeof upload>[3], fields = {}, who: Person = u.manager) =>
  upload(url, who, fields, files);
const get = (url: string, who: Person = u.manager) => call('GET', url, who);

describe('contract', () => {
  it('has a content rule for every document type the contract lists', () => {
    for (const mime of DOCUMENT_MIME_TYPES) expect(hasDocumentRule(mime), mime).toBe(true);
  });

  it('cleans file names', () => {
    expect(cleanFileName('C:\\Users\\x\\devis "final".pdf')).toBe('devis final.pdf');
    expect(cleanFileName('../../etc/passwd')).toBe('passwd');
    expect(cleanFileName('')).toBe('fichier');
    const long = cleanFileName(`${'a'.repeat(300)}.xlsx`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.xlsx')).toBe(true);
  });
});

describe('product images and documents', () => {
  it('stores images of any type by content and serves them to users with the module', async () => {
    const d = await createDemande();
    const tiff = await sharp(png).tiff().toBuffer();
    const res = await send(`/api/demandes/${d.id}/products/${d.productId}/images`, [
      { name: 'photo.png', type: 'image/png', bytes: png },
      { name: 'scan.tif', bytes: tiff },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Fichier ajouté avec succès');
    const product = res.json().product;
    expect(product.images.map((i: { name: string; mime: string }) => [i.name, i.mime])).toEqual([
      ['photo.png', 'image/png'],
      ['scan.tif', 'image/tiff'],
    ]);
    expect(product.documentCount).toBe(0);
    const image = product.images[0];
    expect(image).toMatchObject({ type: 'image', size: png.length });
    expect(image.url).toBe(`/api/demandes/${d.id}/products/${d.productId}/files/${image.id}`);

    const file = await get(image.url, u.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(String(file.headers['content-disposition'])).toMatch(/^inline; filename="photo.png"/);
    expect(file.rawPayload.equals(png)).toBe(true);
    const download = await get(`${image.url}?download=1`);
    expect(String(download.headers['content-disposition'])).toMatch(/^attachment;/);

    expect((await get(image.url, u.outsider)).statusCode).toBe(403);
    const other = await createDemande();
    expect(
      (await get(`/api/demandes/${other.id}/products/${d.productId}/files/${image.id}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/demandes/${d.id}/products/${d.productId}/files/${UNKNOWN_ID}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a PDF renamed .png as an image (415), and an image named .pdf', async () => {
    const d = await createDemande();
    const before = storedFiles('products').length;
    const res = await send(`/api/demandes/${d.id}/products/${d.productId}/images`, [
      { name: 'photo.png', type: 'image/png', bytes: PDF },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toBe('Type de fichier non accepté : images uniquement.');
    const named = await send(`/api/demandes/${d.id}/products/${d.productId}/images`, [
      { name: 'photo.pdf', bytes: png },
    ]);
    expect(named.statusCode).toBe(415);
    // One bad file refuses the whole upload, nothing stored.
    const mixed = await send(`/api/demandes/${d.id}/products/${d.productId}/images`, [
      { name: 'ok.png', bytes: png },
      { name: 'image.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(storedFiles('products').length).toBe(before);
    const detail = await get(`/api/demandes/${d.id}`);
    expect(detail.json().products[0].images).toEqual([]);
  });

  it('puts documents in the product documents library, checked by content (old .xls by extension)', async () => {
    const d = await createDemande();
    const url = `/api/demandes/${d.id}/products/${d.productId}/documents`;
    const fields = { category: 'Cotations', description: 'Offres reçues' };
    const res = await send(
      url,
      [
        { name: 'cotation.xlsx', bytes: xlsx },
        { name: 'ancien.XLS', bytes: CFB },
        { name: 'fiche.pdf', bytes: PDF },
      ],
      fields,
    );
    expect(res.statusCode, res.body).toBe(201);
    const docs = res.json().documents as { name: string; mime: string; type: string; url: string }[];
    expect(docs.map((x) => [x.name, x.mime, x.type])).toEqual([
      ['cotation.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'excel'],
      ['ancien.XLS', 'application/vnd.ms-excel', 'excel'],
      ['fiche.pdf', 'application/pdf', 'pdf'],
    ]);
    const product = (await get(`/api/demandes/${d.id}`)).json().products[0];
    expect(product.documentCount).toBe(3);
    expect(product.documents.map((x: { name: string }) => x.name)).toEqual([
      'cotation.xlsx',
      'ancien.XLS',
      'fiche.pdf',
    ]);
    const pdf = await get(`${docs[2]!.url}?download=1`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.headers['content-disposition'])).toMatch(/^attachment; filename="fiche.pdf"/);

    for (const file of [
      { name: 'photo.png', bytes: PDF },
      { name: 'cotation.pdf', bytes: xlsx },
      { name: 'classeur.cfb', bytes: CFB },
      { name: 'lettre.doc', bytes: png },
    ]) {
      const r = await send(url, [file], fields);
      expect(r.statusCode, file.name).toBe(415);
    }
    expect((await send(url, [{ name: 'lettre.docx', bytes: docx }], fields)).statusCode).toBe(201);
  });

  it('refuses no file, too many files and too large a file', async () => {
    const d = await createDemande();
    const url = `/api/demandes/${d.id}/products/${d.productId}/images`;
    const none = await send(url, []);
    expect(none.statusCode).toBe(400);
    const json = await call('POST', url, u.manager, {});
    expect(json.statusCode).toBe(400);
    const six = await send(
      url,
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: png })),
    );
    expect(six.statusCode).toBe(413);
    expect(six.json().error.message).toBe('Trop de fichiers (5 au maximum).');
    const big = await send(url, [
      { name: 'big.png', bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Fichier trop volumineux (10 Mo au maximum).');
    expect(
      (await send(`/api/demandes/${d.id}/products/${UNKNOWN_ID}/images`, [{ name: 'a.png', bytes: png }]))
        .statusCode,
    ).toBe(404);
  });

  it('removes files from storage with the file, the product and the request', async () => {
    const d = await createDemande();
    const base = `/api/demandes/${d.id}/products/${d.productId}`;
    const up = await send(`${base}/images`, [
      { name: 'a.png', bytes: png },
      { name: 'b.png', bytes: png },
    ]);
    const [a, b] = up.json().product.images as { id: string }[];
    const keys = await f.db
      .select({ id: demandeProductFiles.id, key: demandeProductFiles.storageKey })
      .from(demandeProductFiles)
      .where(eq(demandeProductFiles.productId, d.productId));
    const keyOf = (id: string) => keys.find((k) => k.id === id)!.key;
    expect(await f.ctx.app.storage.exists(keyOf(a!.id))).toBe(true);

    const del = await call('DELETE', `${base}/files/${a!.id}`, u.manager);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Fichier supprimé avec succès');
    expect(del.json().product.images.map((i: { id: string }) => i.id)).toEqual([b!.id]);
    expect(await f.ctx.app.storage.exists(keyOf(a!.id))).toBe(false);
    const again = await call('DELETE', `${base}/files/${a!.id}`, u.manager);
    expect(again.statusCode).toBe(404);

    const gone = await call('DELETE', `/api/demandes/${d.id}`, u.manager);
    expect(gone.statusCode).toBe(200);
    expect(await f.ctx.app.storage.exists(keyOf(b!.id))).toBe(false);
  });
});

describe('comment attachments', () => {
  it('takes text and files (images, PDF, Word, Excel, old formats by extension)', async () => {
    const d = await createDemande();
    const res = await send(
      `/api/demandes/${d.id}/comments`,
      [
        { name: 'photo.png', bytes: png },
        { name: 'fiche.pdf', bytes: PDF },
        { name: 'lettre.docx', bytes: docx },
        { name: 'ancienne.doc', bytes: CFB },
        { name: 'tableau.xls', bytes: CFB },
      ],
      { content: '  Voici les pièces  ' },
    );
    expect(res.statusCode, res.body).toBe(201);
    const comment = res.json().comment;
    expect(comment.content).toBe('Voici les pièces');
    const byName = Object.fromEntries(
      (comment.attachments as { name: string; type: string; mime: string; url: string }[]).map((a) => [
        a.name,
        a,
      ]),
    );
    expect(byName['photo.png']).toMatchObject({ type: 'image', mime: 'image/png' });
    expect(byName['fiche.pdf']).toMatchObject({ type: 'document', mime: 'application/pdf' });
    expect(byName['ancienne.doc']).toMatchObject({ mime: 'application/msword' });
    expect(byName['tableau.xls']).toMatchObject({ mime: 'application/vnd.ms-excel' });
    expect(byName['lettre.docx']!.mime).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );

    const file = await get(byName['photo.png']!.url, u.viewer);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(png)).toBe(true);
    expect((await get(byName['photo.png']!.url, u.outsider)).statusCode).toBe(403);
    const other = await createDemande();
    const foreign = byName['photo.png']!.url.replace(d.id, other.id);
    expect((await get(foreign)).statusCode).toBe(404);

    const list = await get(`/api/demandes/${d.id}/comments`);
    expect(list.json().items[0].attachments).toHaveLength(5);
  });

  it('takes a file without text, and refuses nothing at all', async () => {
    const d = await createDemande();
    const res = await send(`/api/demandes/${d.id}/comments`, [{ field: 'files', name: 'a.pdf', bytes: PDF }]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().comment.content).toBe('');
    const empty = await send(`/api/demandes/${d.id}/comments`, [], { content: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Écrivez un commentaire ou joignez un fichier.');
  });

  it('refuses other files by content, leaving nothing stored', async () => {
    const d = await createDemande();
    const before = storedFiles('comments').length;
    for (const file of [
      { name: 'script.svg', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
      { name: 'photo.png', bytes: Buffer.from('MZ\x90\x00 not an image') },
      { name: 'fiche.png', bytes: PDF },
      { name: 'archive.cfb', bytes: CFB },
    ]) {
      const res = await send(`/api/demandes/${d.id}/comments`, [{ name: 'ok.png', bytes: png }, file], {
        content: 'x',
      });
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().error.message).toBe('Type de fichier non accepté : images, PDF, Word ou Excel.');
    }
    expect(storedFiles('comments').length).toBe(before);
    const rows = await f.db.select().from(demandeCommentAttachments);
    expect(rows.every((r) => r.name !== 'fiche.png')).toBe(true);
  });

  it('checks who may comment before reading the files', async () => {
    const d = await createDemande();
    const res = await send(
      `/api/demandes/${d.id}/comments`,
      [{ name: 'a.png', bytes: png }],
      { content: 'x' },
      u.stranger,
    );
    expect(res.statusCode).toBe(403);
    const six = await send(
      `/api/demandes/${d.id}/comments`,
      Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.png`, bytes: png })),
    );
    expect(six.statusCode).toBe(413);
  });
});
