import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import type { ProductDocument } from '@comptoir/core/modules/documents';
import { auditLog } from '../../db/schema/index';
import type { LocalDiskStorage } from '../../platform/storage';
import {
  PDF,
  UNKNOWN_ID,
  demandesUser,
  pngOf,
  useDemandesApp,
  xlsxOf,
  type Person,
} from '../demandes/testing';

const { f, u, demande, call, upload } = useDemandesApp(
  {
    sourcing: demandesUser('Editor', 'Sarah Sourcing'), // in the Sourcing department: in the sourcing team
    commercial: demandesUser('Editor', 'Carl Commercial'), // in the Commercial department: not in it
    manager: demandesUser('Manager', 'Mona Manager'), // in it, may delete any document
  },
  (users) => [
    { userId: users.sourcing.id, department: 'Sourcing' },
    { userId: users.commercial.id, department: 'Commercial' },
  ],
);
let png: Buffer;
let xlsx: Buffer;

beforeAll(async () => {
  png = await pngOf('#00f');
  xlsx = await xlsxOf('Prix', ['Produit', 'Prix']);
});

async function library() {
  const d = await demande(u.manager);
  return { id: d.id, productId: d.productId, url: `${d.url}/documents` };
}

const get = (url: string, who: Person) => call('GET', url, who);
const fields = (overrides: Record<string, string> = {}) => ({
  category: 'Spécifications',
  description: 'Fiche technique du fournisseur',
  tags: 'acier, norme CE, acier',
  isPublic: 'true',
  ...overrides,
});

async function detailProduct(demandeId: string, productId: string, who: Person) {
  const res = await get(`/api/demandes/${demandeId}`, who);
  return (res.json().products as { id: string; documentCount: number; documents: { name: string }[] }[]).find(
    (p) => p.id === productId,
  )!;
}

describe('documents library', () => {
  it('adds several files at once, each v1.0 with its type, size, category, tags and uploader', async () => {
    const l = await library();
    const res = await upload(l.url, u.sourcing, fields(), [
      { name: 'fiche.pdf', bytes: PDF },
      { name: 'prix.xlsx', bytes: xlsx },
      { name: 'photo.PNG', bytes: png },
      { name: 'notes.txt', bytes: Buffer.from('quelques notes') },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Documents ajoutés : 4');
    const docs = res.json().documents as ProductDocument[];
    expect(docs.map((d) => [d.name, d.type, d.size, d.version])).toEqual([
      ['fiche.pdf', 'pdf', PDF.length, 'v1.0'],
      ['prix.xlsx', 'excel', xlsx.length, 'v1.0'],
      ['photo.PNG', 'image', png.length, 'v1.0'],
      ['notes.txt', 'other', 14, 'v1.0'],
    ]);
    expect(docs[0]).toMatchObject({
      category: 'Spécifications',
      description: 'Fiche technique du fournisseur',
      tags: ['acier', 'norme CE'],
      isPublic: true,
      uploadedBy: 'Sarah Sourcing',
      uploadedById: u.sourcing.id,
      canDelete: true,
    });

    const list = (await get(l.url, u.commercial)).json();
    expect(list.total).toBe(4);
    expect(list.items).toHaveLength(4);
    expect(list.items.every((d: ProductDocument) => !d.canDelete)).toBe(true);
    const product = await detailProduct(l.id, l.productId, u.commercial);
    expect(product.documentCount).toBe(4);
    expect(product.documents.map((d) => d.name).sort()).toEqual([
      'fiche.pdf',
      'notes.txt',
      'photo.PNG',
      'prix.xlsx',
    ]);

    // Search (name, description, tags) and filters.
    const names = async (query: string) =>
      ((await get(`${l.url}?${query}`, u.commercial)).json().items as ProductDocument[])
        .map((d) => d.name)
        .sort();
    expect(await names('q=PRIX')).toEqual(['prix.xlsx']);
    expect(await names('q=norme%20ce')).toHaveLength(4);
    expect(await names('q=technique')).toHaveLength(4);
    expect(await names('type=image')).toEqual(['photo.PNG']);
    expect(await names('type=other')).toEqual(['notes.txt']);
    expect(await names('category=Contrats')).toEqual([]);
    expect((await get(`${l.url}?category=Nope`, u.commercial)).statusCode).toBe(400);

    // Images inline for the preview; others, PDFs too, as downloads (issue 29 §5).
    const pdf = await get(docs[0]!.url, u.commercial);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment/);
    expect((await get(`${docs[0]!.url}?download=1`, u.commercial)).headers['content-disposition']).toMatch(
      /^attachment/,
    );
    const txt = await get(docs[3]!.url, u.commercial);
    expect(txt.headers['content-type']).toBe('application/octet-stream');
    expect(txt.headers['content-disposition']).toMatch(/^attachment/);
  });

  it('saves only with a file, a category and a description; the content must match the type', async () => {
    const l = await library();
    const noCategory = await upload(l.url, u.sourcing, fields({ category: '' }), [
      { name: 'a.pdf', bytes: PDF },
    ]);
    expect(noCategory.statusCode).toBe(400);
    expect(noCategory.json().error.fields.category).toBe('La catégorie est requise');
    const noDescription = await upload(l.url, u.sourcing, fields({ description: '  ' }), [
      { name: 'a.pdf', bytes: PDF },
    ]);
    expect(noDescription.json().error.fields.description).toBe('La description est requise');
    const noFile = await upload(l.url, u.sourcing, fields(), []);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().error.fields.files).toBe('Ajoutez au moins un fichier');

    for (const lying of [
      { name: 'prix.xlsx', bytes: PDF },
      { name: 'photo.jpg', bytes: PDF },
      { name: 'fiche.pdf', bytes: png },
      { name: 'rapport.docx', bytes: xlsx },
      { name: 'notes.txt', bytes: PDF },
    ]) {
      const res = await upload(l.url, u.sourcing, fields(), [lying]);
      expect(res.statusCode, lying.name).toBe(415);
      expect(res.json().error.message).toContain(`« ${lying.name} »`);
    }
    expect((await get(l.url, u.sourcing)).json().total).toBe(0);
    const stored = path.join((f.ctx.app.storage as LocalDiskStorage).root, 'documents');
    const before = fs.existsSync(stored) ? fs.readdirSync(stored).length : 0;
    const mixed = await upload(l.url, u.sourcing, fields(), [
      { name: 'ok.pdf', bytes: PDF },
      { name: 'faux.pdf', bytes: png },
    ]);
    expect(mixed.statusCode).toBe(415);
    expect(fs.existsSync(stored) ? fs.readdirSync(stored).length : 0).toBe(before);
  });

  it('keeps every version downloadable: v1.0, v1.1, the latest shown', async () => {
    const l = await library();
    const first = (await upload(l.url, u.sourcing, fields(), [{ name: 'cahier.pdf', bytes: PDF }])).json()
      .documents[0] as ProductDocument;
    const second = Buffer.concat([PDF, Buffer.from('% v2\n')]);
    const res = await upload(`${l.url}/${first.id}/versions`, u.commercial, {}, [
      { field: 'file', name: 'cahier-v2.pdf', bytes: second },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json().document as ProductDocument;
    expect(doc).toMatchObject({ id: first.id, name: 'cahier-v2.pdf', version: 'v1.1', size: second.length });
    expect(doc.uploadedBy).toBe('Carl Commercial');
    expect(doc.versions.map((v) => [v.version, v.name])).toEqual([
      ['v1.1', 'cahier-v2.pdf'],
      ['v1.0', 'cahier.pdf'],
    ]);
    expect((await get(doc.versions[1]!.url, u.sourcing)).rawPayload.equals(PDF)).toBe(true);
    expect((await get(`${doc.url}?version=v1.0`, u.sourcing)).rawPayload.equals(PDF)).toBe(true);
    expect((await get(doc.url, u.sourcing)).rawPayload.equals(second)).toBe(true);
    expect((await get(`${doc.url}?version=1.7`, u.sourcing)).statusCode).toBe(404);
    expect((await get(`${doc.url}?version=2.0`, u.sourcing)).statusCode).toBe(400);
    const third = await upload(`${l.url}/${first.id}/versions`, u.sourcing, {}, [
      { field: 'file', name: 'v3.pdf', bytes: PDF },
    ]);
    expect(third.json().document.version).toBe('v1.2');
    expect((await get(l.url, u.sourcing)).json().total).toBe(1);
  });

  it('hides private documents outside the sourcing team: lists, counts, search, files', async () => {
    const l = await library();
    await upload(l.url, u.sourcing, fields({ description: 'Tarif public' }), [
      { name: 'public.pdf', bytes: PDF },
    ]);
    const secret = (
      await upload(l.url, u.sourcing, fields({ isPublic: 'false', description: 'Marge confidentielle' }), [
        { name: 'secret.pdf', bytes: PDF },
      ])
    ).json().documents[0] as ProductDocument;
    expect(secret.isPublic).toBe(false);

    for (const who of [u.sourcing, u.manager]) {
      expect((await get(l.url, who)).json()).toMatchObject({ total: 2, sourcingTeam: true });
      expect((await get(secret.url, who)).statusCode).toBe(200);
      expect((await detailProduct(l.id, l.productId, who)).documentCount).toBe(2);
    }
    const outside = (await get(l.url, u.commercial)).json();
    expect(outside).toMatchObject({ total: 1, sourcingTeam: false });
    expect(outside.items.map((d: ProductDocument) => d.name)).toEqual(['public.pdf']);
    expect((await get(`${l.url}?q=confidentielle`, u.commercial)).json().items).toEqual([]);
    expect((await get(secret.url, u.commercial)).statusCode).toBe(404);
    expect((await get(`${secret.url}?version=1.0`, u.commercial)).statusCode).toBe(404);
    const product = await detailProduct(l.id, l.productId, u.commercial);
    expect(product.documentCount).toBe(1);
    expect(product.documents.map((d) => d.name)).toEqual(['public.pdf']);
    const version = await upload(`${l.url}/${secret.id}/versions`, u.commercial, {}, [
      { field: 'file', name: 'x.pdf', bytes: PDF },
    ]);
    expect(version.statusCode).toBe(404);
    const del = await f.ctx.app.inject({
      method: 'DELETE',
      url: `${l.url}/${secret.id}`,
      headers: { cookie: u.commercial.cookie },
    });
    expect(del.statusCode).toBe(404);
    // Someone outside the team cannot add a private document either.
    const priv = await upload(l.url, u.commercial, fields({ isPublic: 'false' }), [
      { name: 'p.pdf', bytes: PDF },
    ]);
    expect(priv.statusCode).toBe(403);
  });

  it('deletes by the uploader or a manager only, with the confirmation audited and the files removed', async () => {
    const l = await library();
    const docs = (
      await upload(l.url, u.sourcing, fields(), [
        { name: 'a.pdf', bytes: PDF },
        { name: 'b.pdf', bytes: PDF },
      ])
    ).json().documents as ProductDocument[];
    const del = (id: string, who: Person) =>
      f.ctx.app.inject({ method: 'DELETE', url: `${l.url}/${id}`, headers: { cookie: who.cookie } });
    const refused = await del(docs[0]!.id, u.commercial);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      'Seuls la personne qui a ajouté le document et les managers peuvent le supprimer.',
    );
    expect((await del(docs[0]!.id, u.sourcing)).statusCode).toBe(200);
    expect((await del(docs[1]!.id, u.manager)).statusCode).toBe(200);
    expect((await del(docs[1]!.id, u.manager)).statusCode).toBe(404);
    expect((await get(l.url, u.sourcing)).json().total).toBe(0);
    expect((await get(docs[0]!.url, u.sourcing)).statusCode).toBe(404);
    const audit = await f.db
      .select({ actor: auditLog.actorId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'document.delete'), eq(auditLog.targetId, l.id)));
    expect(audit.map((a) => a.actor).sort()).toEqual([u.sourcing.id, u.manager.id].sort());
  });

  it('removes the files with the requested product', async () => {
    const l = await library();
    const doc = (await upload(l.url, u.sourcing, fields(), [{ name: 'a.pdf', bytes: PDF }])).json()
      .documents[0] as ProductDocument;
    const storage = f.ctx.app.storage as LocalDiskStorage;
    const stored = fs.readdirSync(path.join(storage.root, 'documents')).length;
    const res = await f.ctx.app.inject({
      method: 'DELETE',
      url: `/api/demandes/${l.id}/products/${l.productId}`,
      headers: { cookie: u.manager.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(fs.readdirSync(path.join(storage.root, 'documents')).length).toBe(stored - 1);
    expect((await get(doc.url, u.manager)).statusCode).toBe(404);
  });

  it('403 without the module, 404 for other ids, never a 500 for fuzzed fields', async () => {
    const l = await library();
    const other = await library();
    expect((await get(l.url, u.outsider)).statusCode).toBe(403);
    expect((await upload(l.url, u.outsider, fields(), [{ name: 'a.pdf', bytes: PDF }])).statusCode).toBe(403);
    const doc = (await upload(l.url, u.sourcing, fields(), [{ name: 'a.pdf', bytes: PDF }])).json()
      .documents[0] as ProductDocument;
    expect(
      (await get(`/api/demandes/${other.id}/products/${l.productId}/documents`, u.sourcing)).statusCode,
    ).toBe(404);
    expect((await get(`${other.url}/${doc.id}/file`, u.sourcing)).statusCode).toBe(404);
    expect((await get(`${l.url}/${UNKNOWN_ID}/file`, u.sourcing)).statusCode).toBe(404);
    expect(
      (
        await upload(
          `/api/demandes/${UNKNOWN_ID}/products/${l.productId}/documents`,
          u.sourcing,
          fields(),
          [],
        )
      ).statusCode,
    ).toBe(404);

    await fc.assert(
      fc.asyncProperty(
        fc.record({
          category: fc.oneof(fc.string(), fc.constantFrom('Tests', 'Autre')),
          description: fc.string(),
          tags: fc.string(),
          isPublic: fc.oneof(fc.string(), fc.constantFrom('true', 'false')),
        }),
        fc.string({ maxLength: 40 }),
        async (form, name) => {
          const res = await upload(l.url, u.sourcing, form, [
            { name: `${name.replace(/["\r\n]/g, '')}.pdf`, bytes: PDF },
          ]);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 30 },
    );
    const json = await f.ctx.app.inject({
      method: 'POST',
      url: l.url,
      headers: { cookie: u.sourcing.cookie, 'content-type': 'application/json' },
      payload: '{"category":"Tests"}',
    });
    expect(json.statusCode).toBe(400);
  });
});
