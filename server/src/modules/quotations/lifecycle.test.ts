/**
 * A quotation's life: created (with its supplier), edited while pending, approved or rejected once,
 * expired past its date, its documents stored by content, made from an extraction, and the demo
 * quotations.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import {
  MAX_QUOTATION_DOCUMENT_BYTES,
  type Quotation,
  type QuotationList,
} from '@comptoir/core/modules/quotations';
import { createHash } from 'node:crypto';
import {
  auditLog,
  extractionCorrections,
  extractionJobs,
  quotationDocuments,
  quotations,
  suppliers,
} from '../../db/schema/index';
import { newKey } from '../../platform/storage';
import { createTestApp } from '../../../test/helpers';
import { CFB, PDF, UNKNOWN_ID, person, type Person } from '../demandes/testing';
import { loadDemoDemandes } from '../demandes/demo';
import { DEMO_QUOTATIONS, loadDemoQuotations } from './demo';
import { quantityFromText } from './service';
import { day, quotationBody as body, today, useQuotationsApp } from './testing';
import { auditEntries } from '../../platform/testing';

const { f, call, product, create, list, setRow, countOf, upload } = useQuotationsApp();

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

describe('creating a quotation', () => {
  it('keeps every field, starts pending, submitted today, and audits', async () => {
    const { productId, demandeId } = await product('2 000 pièces');
    const res = await call(
      'POST',
      '/api/quotations',
      body(productId, { priority: 'high', quantity: '2000', totalPrice: '12345.60', currency: 'USD' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Cotation ajoutée avec succès.');
    const q = res.json().quotation as Quotation;
    expect(q).toMatchObject({
      requestedProductId: productId,
      demandeId,
      supplierName: 'Shenzhen Bright',
      contactPerson: 'Li Wei',
      email: 'li.wei@bright.example',
      phone: '+86 755 1234 5678',
      quotationNumber: 'Q-2026-001',
      totalPrice: '12345.60',
      currency: 'USD',
      quantity: '2000',
      unitPrice: '6.17', // 6.1728
      validUntil: day(30),
      status: 'pending',
      priority: 'high',
      submittedDate: today(),
      deliveryTime: '30 jours',
      paymentTerms: '30% à la commande',
      rating: 4,
      notes: 'Échantillon reçu',
      documents: [],
      extractedByAI: false,
      aiConfidence: null,
      isBestPrice: true,
    });
    expect(q.supplierId).toMatch(/^[0-9a-f-]{36}$/);
    const [audit] = await auditEntries(f.ctx.database.db, 'quotation.create', q.id);
    expect(audit?.targetLabel).toBe('Shenzhen Bright Q-2026-001');
    expect(audit?.actorId).toBe(f.manager.id);
  });

  it('takes the defaults of optional fields and the product quantity when it is a plain number', async () => {
    const { productId } = await product('500 pièces');
    const res = await call('POST', '/api/quotations', {
      requestedProductId: productId,
      supplierName: 'Minimal SARL',
      totalPrice: '250',
      currency: 'EUR',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().quotation).toMatchObject({
      contactPerson: '',
      email: '',
      quotationNumber: '',
      totalPrice: '250.00',
      quantity: '500',
      unitPrice: '0.50',
      validUntil: null,
      priority: 'medium',
      rating: null,
      status: 'pending',
    });
    const unknown = await product('selon stock');
    const q = await create({ requestedProductId: unknown.productId, supplierName: 'Minimal SARL' });
    expect(q.quantity).toBeNull();
    expect(q.unitPrice).toBeNull();
    expect(q.convertedUnitPrice).toBeNull();
    // An explicit null keeps the quantity unknown.
    const none = await create({
      requestedProductId: productId,
      supplierName: 'Minimal SARL',
      quantity: null,
    });
    expect(none.quantity).toBeNull();
  });

  it('reads plain quantities only', () => {
    expect(quantityFromText('2 000 pièces')).toBe('2000');
    expect(quantityFromText('2\u202f000')).toBe('2000');
    expect(quantityFromText('500')).toBe('500');
    expect(quantityFromText('12 cartons')).toBe('12');
    for (const text of ['1,5 t', '10-20 pièces', 'selon stock', '0', '', '1.000', '500 pcs/mois']) {
      expect(quantityFromText(text), text).toBeNull();
    }
  });

  it('creates the supplier on the spot, then reuses it whatever the case, and takes a chosen one', async () => {
    const { productId } = await product();
    const name = `Atelier Rivière ${Date.now()}`;
    const before = await countOf(suppliers);
    const first = await create({ requestedProductId: productId, supplierName: name });
    expect(await countOf(suppliers)).toBe(before + 1);
    const [row] = await f.ctx.database.db.select().from(suppliers).where(eq(suppliers.id, first.supplierId!));
    expect(row).toMatchObject({ name, contactName: 'Li Wei', email: 'li.wei@bright.example' });
    const again = await create({ requestedProductId: productId, supplierName: name.toUpperCase() });
    expect(again.supplierId).toBe(first.supplierId);
    expect(again.supplierName).toBe(name.toUpperCase());
    expect(await countOf(suppliers)).toBe(before + 1);
    const chosen = await create({
      requestedProductId: productId,
      supplierId: first.supplierId,
      supplierName: 'Nom tel que coté',
    });
    expect(chosen.supplierId).toBe(first.supplierId);
    expect(await countOf(suppliers)).toBe(before + 1);
    const audits = await auditEntries(f.ctx.database.db, 'supplier.create', first.supplierId!);
    expect(audits).toHaveLength(1);
  });

  it('creates one supplier when two quotations name a new one at the same time', async () => {
    const { productId } = await product();
    const name = `Simultané ${Date.now()}`;
    const [a, b] = await Promise.all([
      call('POST', '/api/quotations', body(productId, { supplierName: name })),
      call('POST', '/api/quotations', body(productId, { supplierName: name.toLowerCase() })),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().quotation.supplierId).toBe(b.json().quotation.supplierId);
  });
});

describe('editing', () => {
  it('changes only the fields sent, re-links the supplier by name, and audits before and after', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const res = await call('PATCH', `/api/quotations/${q.id}`, { totalPrice: '900.50', rating: null });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cotation mise à jour avec succès.');
    expect(res.json().quotation).toMatchObject({
      totalPrice: '900.50',
      rating: null,
      contactPerson: 'Li Wei',
      notes: 'Échantillon reçu',
      supplierId: q.supplierId,
    });
    const renamed = await call('PATCH', `/api/quotations/${q.id}`, { supplierName: `Nouveau ${Date.now()}` });
    expect(renamed.json().quotation.supplierId).not.toBe(q.supplierId);
    const [audit] = await f.ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.update'), eq(auditLog.targetId, q.id)))
      .orderBy(asc(auditLog.createdAt))
      .limit(1);
    expect(audit?.before).toMatchObject({ totalPrice: '1000.00' });
    expect(audit?.after).toMatchObject({ totalPrice: '900.50' });
    const bad = await call('PATCH', `/api/quotations/${q.id}`, { totalPrice: '-1', rating: 9 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['rating', 'totalPrice']);
  });

  it.each([
    ['approved', { status: 'approved' }, 'Approuvée'],
    ['rejected', { status: 'rejected' }, 'Rejetée'],
    ['expired', { validUntil: '2020-01-01' }, 'Expirée'],
  ])('refuses to edit an %s quotation with 409', async (_, values, label) => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    await setRow(q.id, values as Partial<typeof quotations.$inferInsert>);
    const res = await call('PATCH', `/api/quotations/${q.id}`, { notes: 'trop tard' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      `Cette cotation ne peut plus être modifiée : elle est « ${label} ». Seule une cotation en attente peut l'être.`,
    );
    const up = await upload(q.id, 'devis.pdf', PDF);
    expect(up.statusCode).toBe(409);
  });
});

describe('approve and reject', () => {
  it('approves a pending quotation, then refuses every other move with 409', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const res = await call('POST', `/api/quotations/${q.id}/approve`); // no body at all
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Cotation approuvée.');
    expect(res.json().quotation.status).toBe('approved');
    const [row] = await f.ctx.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row?.decidedBy).toBe(f.manager.id);
    expect(row?.decidedAt).toBeInstanceOf(Date);
    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/api/quotations/${q.id}/${action}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        `Cette cotation ne peut pas être ${action === 'approve' ? 'approuvée' : 'rejetée'} : elle est « Approuvée ». Seule une cotation en attente peut être approuvée ou rejetée.`,
      );
    }
    const audits = await auditEntries(f.ctx.database.db, 'quotation.approve', q.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ before: { status: 'pending' }, after: { status: 'approved' } });
  });

  it('rejects a pending quotation, then refuses approve and reject', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const res = await call('POST', `/api/quotations/${q.id}/reject`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cotation rejetée.');
    expect(res.json().quotation.status).toBe('rejected');
    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/api/quotations/${q.id}/${action}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toContain('« Rejetée »');
    }
  });

  it('refuses both actions on an expired quotation, naming its date', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId, validUntil: day(1) });
    await setRow(q.id, { validUntil: day(-1) });
    const [y, m, d] = day(-1).split('-');
    for (const action of ['approve', 'reject']) {
      const res = await call('POST', `/api/quotations/${q.id}/${action}`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(
        `Cette cotation ne peut pas être ${action === 'approve' ? 'approuvée' : 'rejetée'} : elle a expiré (valable jusqu'au ${d}/${m}/${y}).`,
      );
    }
    const [row] = await f.ctx.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row?.status).toBe('pending');
  });

  it('lets one of two simultaneous decisions through', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const results = await Promise.all([
      call('POST', `/api/quotations/${q.id}/approve`, {}),
      call('POST', `/api/quotations/${q.id}/reject`, {}),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('expiry', () => {
  it("reads a pending quotation past 'valid until' as expired, in the status and the filters", async () => {
    const { productId } = await product();
    const expired = await create({ requestedProductId: productId, supplierName: 'Périmé' });
    await setRow(expired.id, { validUntil: day(-1) });
    const lastDay = await create({
      requestedProductId: productId,
      supplierName: 'Dernier jour',
      validUntil: today(),
    });
    const open = await create({ requestedProductId: productId, supplierName: 'Sans date', validUntil: null });
    const approvedOld = await create({ requestedProductId: productId, supplierName: 'Approuvé' });
    await setRow(approvedOld.id, { status: 'approved', validUntil: day(-10) });

    expect((await call('GET', `/api/quotations/${expired.id}`)).json().status).toBe('expired');
    expect((await call('GET', `/api/quotations/${lastDay.id}`)).json().status).toBe('pending');
    expect((await call('GET', `/api/quotations/${approvedOld.id}`)).json().status).toBe('approved');

    const ids = async (status: string) => (await list(productId, { status })).items.map((q) => q.id).sort();
    expect(await ids('expired')).toEqual([expired.id]);
    expect(await ids('pending')).toEqual([lastDay.id, open.id].sort());
    expect(await ids('approved')).toEqual([approvedOld.id]);
    expect(await ids('rejected')).toEqual([]);
    const all = await list(productId);
    expect(all.stats.total).toBe(4);
    expect(all.stats.pending).toBe(2);
  });
});

describe('documents', () => {
  it('stores a PDF, a spreadsheet and an image by their content, serves and removes them', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const res = await upload(q.id, 'Devis fournisseur.pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Document ajouté.');
    const doc = res.json().quotation.documents[0];
    expect(doc).toMatchObject({ name: 'Devis fournisseur.pdf', type: 'pdf', size: PDF.length });
    expect(doc.url).toBe(`/api/quotations/${q.id}/documents/${doc.id}`);
    expect((await upload(q.id, 'tarifs.xls', CFB)).json().quotation.documents[1].type).toBe('excel');
    expect((await upload(q.id, 'photo.png', PNG)).json().quotation.documents[2].type).toBe('image');

    const download = await call('GET', doc.url, undefined, f.viewer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', doc.url, undefined, f.outsider)).statusCode).toBe(403);
    expect((await call('GET', doc.url, undefined, null)).statusCode).toBe(401);

    const [stored] = await f.ctx.database.db
      .select()
      .from(quotationDocuments)
      .where(eq(quotationDocuments.id, doc.id as string));
    expect(await f.ctx.app.storage.exists(stored!.storageKey)).toBe(true);
    const removed = await call('DELETE', doc.url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().quotation.documents).toHaveLength(2);
    expect(await f.ctx.app.storage.exists(stored!.storageKey)).toBe(false);
    expect((await call('GET', doc.url)).statusCode).toBe(404);
  });

  it('refuses a file whose content is not what its name says, and no file at all', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const before = await countOf(quotationDocuments);
    const fake = await upload(q.id, 'devis.pdf', Buffer.from('Ceci est un texte, pas un PDF.\n'));
    expect(fake.statusCode).toBe(415);
    expect(fake.json().error.message).toBe(
      'Type de fichier non accepté : PDF, Excel (.xlsx, .xls) ou images.',
    );
    expect((await upload(q.id, 'image.png', PDF)).statusCode).toBe(415);
    expect((await upload(q.id, 'devis.pdf', PNG)).statusCode).toBe(415);
    expect((await upload(q.id, 'vide.pdf', Buffer.alloc(0))).statusCode).toBe(415);
    const html = await upload(q.id, 'page.html', Buffer.from('<html><script>alert(1)</script></html>'));
    expect(html.statusCode).toBe(415);
    const none = await f.ctx.app.inject({
      method: 'POST',
      url: `/api/quotations/${q.id}/documents`,
      payload: { file: 'x' },
      headers: { cookie: f.manager.cookie },
    });
    expect(none.statusCode).toBe(400);
    expect(await countOf(quotationDocuments)).toBe(before);
  });

  it('refuses a file over the limit with 413', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const big = Buffer.concat([PDF, Buffer.alloc(MAX_QUOTATION_DOCUMENT_BYTES)]);
    const res = await upload(q.id, 'gros.pdf', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe('Fichier trop volumineux (20 Mo au maximum).');
  });

  it('deletes a quotation with its documents (Manager), and audits it', async () => {
    const { productId, demandeId } = await product();
    const q = await create({ requestedProductId: productId });
    await upload(q.id, 'devis.pdf', PDF);
    const [stored] = await f.ctx.database.db
      .select()
      .from(quotationDocuments)
      .where(eq(quotationDocuments.quotationId, q.id));
    const res = await call('DELETE', `/api/quotations/${q.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cotation supprimée avec succès.');
    expect(await f.ctx.app.storage.exists(stored!.storageKey)).toBe(false);
    expect((await call('GET', `/api/quotations/${q.id}`)).statusCode).toBe(404);
    const detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0].quotationCount).toBe(0);
    const [audit] = await auditEntries(f.ctx.database.db, 'quotation.delete', q.id);
    expect(audit?.before).toMatchObject({ supplierName: 'Shenzhen Bright', documents: ['devis.pdf'] });
  });
});

// Written last, against server/src/modules/extraction/service.ts (claimExtractionFile, another
// engineer's module): the job rows are inserted directly as a completed extraction leaves them.
describe('from an extraction (extractionJobId)', () => {
  async function job(owner: Person, values: Partial<typeof extractionJobs.$inferInsert> = {}) {
    const { key } = await f.ctx.app.storage.put(newKey('extraction', 'pdf'), PDF);
    const [row] = await f.ctx.database.db
      .insert(extractionJobs)
      .values({
        userId: owner.id,
        kind: 'quotation',
        fileName: 'Cotation Bright.pdf',
        fileType: 'pdf',
        mime: 'application/pdf',
        size: PDF.length,
        storageKey: key,
        status: 'completed',
        confidence: 0.87,
        ...values,
      })
      .returning();
    return row!;
  }

  it("takes the job's file as its document and marks the quotation extracted, once", async () => {
    const { productId } = await product();
    const j = await job(f.manager);
    const q = await create({ requestedProductId: productId, extractionJobId: j.id });
    expect(q.extractedByAI).toBe(true);
    expect(q.aiConfidence).toBeCloseTo(0.87, 5);
    expect(q.documents).toHaveLength(1);
    expect(q.documents[0]).toMatchObject({ name: 'Cotation Bright.pdf', type: 'pdf', size: PDF.length });
    const download = await call('GET', q.documents[0]!.url);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF)).toBe(true);

    const before = await countOf(quotations);
    const again = await call('POST', '/api/quotations', body(productId, { extractionJobId: j.id }));
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ extractionJobId: 'Extraction invalide.' });
    expect(await countOf(quotations)).toBe(before);
  });

  it('records the fields the user changed of what the extraction read, with the file hash', async () => {
    const { productId } = await product();
    const field = (value: string | null) => ({ value, confidence: value ? 0.8 : 0, source: null });
    const read = body(productId);
    const result = {
      kind: 'quotation',
      supplierName: field('Shenzhen Bright'),
      contactPerson: field(read.contactPerson),
      email: field('LI.WEI@bright.example'),
      phone: field('+867551234 5678'),
      quotationNumber: field('PI-88'),
      totalPrice: field('100.00'),
      currency: field('EUR'),
      validUntil: field(read.validUntil),
      deliveryTime: field(read.deliveryTime),
      paymentTerms: field(null),
      products: [],
      additionalInfo: {
        warranty: field(null),
        certifications: { value: [], confidence: 0, source: null },
        origin: field(null),
        leadTime: field(null),
        minimumOrder: field(null),
      },
      confidence: 0.8,
    };
    const j = await job(f.manager, { result });
    await create({ requestedProductId: productId, extractionJobId: j.id });
    const rows = await f.ctx.database.db
      .select()
      .from(extractionCorrections)
      .where(eq(extractionCorrections.jobId, j.id))
      .orderBy(asc(extractionCorrections.field));
    const hash = createHash('sha256').update(PDF).digest('hex');
    expect(rows.map((r) => [r.kind, r.field, r.original, r.corrected, r.documentHash, r.userId])).toEqual([
      ['quotation', 'paymentTerms', null, '30% à la commande', hash, f.manager.id],
      ['quotation', 'quotationNumber', 'PI-88', 'Q-2026-001', hash, f.manager.id],
      ['quotation', 'totalPrice', '100.00', '1000.00', hash, f.manager.id],
    ]);
  });

  it("refuses another user's job, one still processing, and an invoice's, writing nothing", async () => {
    const { productId } = await product();
    const before = await countOf(quotations);
    const documents = await countOf(quotationDocuments);
    for (const j of [
      await job(f.editor),
      await job(f.manager, { status: 'processing' }),
      await job(f.manager, { kind: 'invoice' }),
    ]) {
      const res = await call('POST', '/api/quotations', body(productId, { extractionJobId: j.id }));
      expect(res.statusCode).toBe(400);
    }
    expect(
      (await call('POST', '/api/quotations', body(productId, { extractionJobId: UNKNOWN_ID }))).statusCode,
    ).toBe(400);
    expect(await countOf(quotations)).toBe(before);
    expect(await countOf(quotationDocuments)).toBe(documents);
  });
});

describe('demo quotations', () => {
  it("load once on the demo requests' products, labelled '(démo)', with one expired", async () => {
    const own = await createTestApp();
    try {
      const db = own.database.db;
      await loadDemoQuotations(db); // no demo requests yet: nothing
      expect(await db.select().from(quotations)).toHaveLength(0);
      await loadDemoDemandes(db);
      await loadDemoQuotations(db);
      await loadDemoQuotations(db);
      const rows = await db.select().from(quotations);
      expect(rows).toHaveLength(DEMO_QUOTATIONS.length);
      const viewer = await person(own.app, db, 'Viewer');
      const productId = rows[0]!.requestedProductId;
      const res = await own.app.inject({
        method: 'GET',
        url: `/api/quotations?requestedProductId=${productId}`,
        headers: { cookie: viewer.cookie },
      });
      const body = res.json() as QuotationList;
      expect(body.items).toHaveLength(3);
      for (const q of body.items) {
        expect(q.supplierName).toContain('(démo)');
        expect(q.notes).toContain('(démo)');
      }
      expect(body.items.map((q) => q.status).sort()).toEqual(['expired', 'pending', 'pending']);
      expect(body.stats.total).toBe(3);
    } finally {
      await own.close();
    }
  });
});
