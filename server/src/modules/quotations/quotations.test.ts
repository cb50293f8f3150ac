import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  MAX_QUOTATION_DOCUMENT_BYTES,
  type Quotation,
  type QuotationList,
} from '@comptoir/core/modules/quotations';
import { auditLog, extractionJobs, quotationDocuments, quotations, suppliers } from '../../db/schema/index';
import { newKey } from '../../platform/storage';
import { expectDeclaredRoutes } from '../../../test/access';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { CFB, PDF, UNKNOWN_ID, person, postMultipart, teamBody, type Person } from '../demandes/testing';
import { loadDemoDemandes } from '../demandes/demo';
import { DEMO_QUOTATIONS, loadDemoQuotations } from './demo';
import { quantityFromText } from './service';
import { type Method, caller, ecbRates, quotationPeople } from './testing';

let ctx: TestContext;
let manager: Person;
let editor: Person;
let viewer: Person;
let outsider: Person;
let dollars: Person;
let memberId: string;

const RATE_DATE = '2026-01-16';

beforeAll(async () => {
  ctx = await createTestApp();
  ({ manager, editor, viewer, outsider, dollars, memberId } = await quotationPeople(ctx));
  // 1 EUR = 1.25 USD = 0.8 GBP; no rate at all for CNY.
  await ecbRates(ctx.database.db, RATE_DATE, { USD: '1.25', GBP: '0.8' });
});
afterAll(async () => {
  await ctx?.close();
});

const call = caller(
  () => ctx,
  () => manager,
);

/** YYYY-MM-DD, `n` days from today (UTC, as the server). */
const day = (n: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const today = () => day(0);

/** A new request with one requested product; returns the product's and the request's ids. */
async function product(quantity = '500 pièces') {
  const res = await call(
    'POST',
    '/api/demandes',
    teamBody(memberId, { products: [{ name: 'Lampe LED', description: 'Lampe de bureau', quantity }] }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const demande = res.json().demande as { id: string; products: { id: string }[] };
  return { demandeId: demande.id, productId: demande.products[0]!.id };
}

const body = (requestedProductId: string, overrides: Record<string, unknown> = {}) => ({
  requestedProductId,
  supplierName: 'Shenzhen Bright',
  contactPerson: 'Li Wei',
  email: 'li.wei@bright.example',
  phone: '+86 755 1234 5678',
  quotationNumber: 'Q-2026-001',
  totalPrice: '1000.00',
  currency: 'EUR',
  validUntil: day(30),
  deliveryTime: '30 jours',
  paymentTerms: '30% à la commande',
  rating: 4,
  notes: 'Échantillon reçu',
  ...overrides,
});

async function create(overrides: Record<string, unknown> & { requestedProductId: string }, who = manager) {
  const res = await call('POST', '/api/quotations', body(overrides.requestedProductId, overrides), who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quotation as Quotation;
}

async function list(productId: string, params: Record<string, string> = {}, who = manager) {
  const res = await call(
    'GET',
    `/api/quotations?${new URLSearchParams({ requestedProductId: productId, ...params }).toString()}`,
    undefined,
    who,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as QuotationList;
}

/** Stores a quotation's status and validity directly (a past 'valid until' cannot be typed today). */
const setRow = (id: string, values: Partial<typeof quotations.$inferInsert>) =>
  ctx.database.db.update(quotations).set(values).where(eq(quotations.id, id));

const countOf = async (table: typeof quotations | typeof suppliers | typeof quotationDocuments) =>
  Number((await ctx.database.db.select({ n: count() }).from(table))[0]!.n);

// ---------------------------------------------------------------------------------------------

const ROUTES: { method: Method; url: string; action: 'read' | 'create' | 'update' | 'delete' }[] = [
  { method: 'GET', url: '/api/quotations', action: 'read' },
  { method: 'GET', url: '/api/quotations/suppliers', action: 'read' },
  { method: 'POST', url: '/api/quotations', action: 'create' },
  { method: 'GET', url: '/api/quotations/:id', action: 'read' },
  { method: 'PATCH', url: '/api/quotations/:id', action: 'update' },
  { method: 'DELETE', url: '/api/quotations/:id', action: 'delete' },
  { method: 'POST', url: '/api/quotations/:id/approve', action: 'update' },
  { method: 'POST', url: '/api/quotations/:id/reject', action: 'update' },
  { method: 'POST', url: '/api/quotations/:id/documents', action: 'update' },
  { method: 'GET', url: '/api/quotations/:id/documents/:docId', action: 'read' },
  { method: 'DELETE', url: '/api/quotations/:id/documents/:docId', action: 'update' },
];
const concrete = (url: string) =>
  url.replace(/:\w+/g, UNKNOWN_ID) + (url === '/api/quotations' ? `?requestedProductId=${UNKNOWN_ID}` : '');

describe('access', () => {
  it('declares every route with the demandes module and the expected action', () =>
    expectDeclaredRoutes(ctx.app, 'demandes', ROUTES, (url) => url.startsWith('/api/quotations')));

  it('documents every route in the OpenAPI document', async () => {
    const res = await call('GET', '/api/openapi.json', undefined, null);
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const path of [
      '/api/quotations',
      '/api/quotations/suppliers',
      '/api/quotations/{id}',
      '/api/quotations/{id}/approve',
      '/api/quotations/{id}/reject',
      '/api/quotations/{id}/documents',
      '/api/quotations/{id}/documents/{docId}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
  });

  it.each(ROUTES)('$method $url answers 401 without a session', async (route) => {
    const res = await call(route.method, concrete(route.url), route.method === 'GET' ? undefined : {}, null);
    expect(res.statusCode).toBe(401);
  });

  it.each(ROUTES)('$method $url answers 403 to a user without the demandes module', async (route) => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    const url = route.url
      .replace(':id', q.id)
      .replace(':docId', UNKNOWN_ID)
      .concat(route.url === '/api/quotations' ? `?requestedProductId=${productId}` : '');
    const payload = route.method === 'GET' ? undefined : body(productId);
    const res = await call(route.method, url, payload, outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_module');
    // Nothing changed.
    expect((await call('GET', `/api/quotations/${q.id}`)).json()).toMatchObject({ status: 'pending' });
  });

  it('lets a Viewer read but not create, change, decide or delete; an Editor may not delete', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    expect(
      (await call('GET', `/api/quotations?requestedProductId=${productId}`, undefined, viewer)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/quotations/${q.id}`, undefined, viewer)).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/quotations', body(productId), viewer),
      await call('PATCH', `/api/quotations/${q.id}`, { notes: 'x' }, viewer),
      await call('POST', `/api/quotations/${q.id}/approve`, {}, viewer),
      await call('POST', `/api/quotations/${q.id}/reject`, {}, viewer),
      await call('DELETE', `/api/quotations/${q.id}`, undefined, viewer),
      await call('DELETE', `/api/quotations/${q.id}`, undefined, editor),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_action');
    }
    expect(
      (await call('PATCH', `/api/quotations/${q.id}`, { notes: 'par l’éditeur' }, editor)).statusCode,
    ).toBe(200);
  });
});

describe('unknown ids', () => {
  it('answers 404 for a random id on every route, and 400 for an id that is not one', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    for (const route of ROUTES.filter((r) => r.url.includes(':id'))) {
      const res = await call(
        route.method,
        concrete(route.url),
        route.method === 'GET' || route.method === 'DELETE' ? undefined : { notes: 'x' },
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
    // Another quotation's document, or a document id on the wrong quotation.
    const other = await create({ requestedProductId: productId, supplierName: 'Autre' });
    const up = await upload(other.id, 'devis.pdf', PDF);
    const docId = up.json().quotation.documents[0].id as string;
    expect((await call('GET', `/api/quotations/${q.id}/documents/${docId}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/quotations/${q.id}/documents/${docId}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/quotations/not-a-uuid')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown requested product, in the list and at creation, writing nothing', async () => {
    const res = await call('GET', `/api/quotations?requestedProductId=${UNKNOWN_ID}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Produit demandé introuvable.');
    const before = await countOf(quotations);
    const suppliersBefore = await countOf(suppliers);
    const created = await call('POST', '/api/quotations', body(UNKNOWN_ID, { supplierName: 'Fantôme SARL' }));
    expect(created.statusCode).toBe(404);
    expect(await countOf(quotations)).toBe(before);
    expect(await countOf(suppliers)).toBe(suppliersBefore);
    expect((await call('GET', `/api/quotations/${UNKNOWN_ID}`)).json().error.message).toBe(
      'Cotation introuvable.',
    );
  });
});

describe('validation', () => {
  it.each([
    ['supplierName', { supplierName: '   ' }, 'Le nom du fournisseur est requis.'],
    ['supplierName', { supplierName: undefined }, 'Ce champ doit être un texte.'],
    ['currency', { currency: 'JPY' }, 'Devise non prise en charge (EUR, USD, GBP ou CNY).'],
    [
      'totalPrice',
      { totalPrice: '-5' },
      'Le prix total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    [
      'totalPrice',
      { totalPrice: '1.234' },
      'Le prix total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    [
      'totalPrice',
      { totalPrice: '123456789012345' },
      'Le prix total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    [
      'totalPrice',
      { totalPrice: 12 },
      'Le prix total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    [
      'quantity',
      { quantity: '0' },
      'La quantité doit être un nombre supérieur à 0, avec 3 décimales au plus.',
    ],
    ['rating', { rating: 6 }, 'La note doit être un nombre entier de 1 à 5.'],
    ['rating', { rating: 0 }, 'La note doit être un nombre entier de 1 à 5.'],
    ['rating', { rating: 2.5 }, 'La note doit être un nombre entier de 1 à 5.'],
    ['email', { email: 'pas-une-adresse' }, 'Adresse e-mail invalide.'],
    ['validUntil', { validUntil: '2026-02-30' }, 'Date invalide (format AAAA-MM-JJ).'],
    ['validUntil', { validUntil: '30/06/2026' }, 'Date invalide (format AAAA-MM-JJ).'],
    ['priority', { priority: 'urgent' }, 'Priorité invalide.'],
    ['supplierId', { supplierId: 'x' }, 'Fournisseur inconnu.'],
    ['requestedProductId', { requestedProductId: 'x' }, 'Produit demandé invalide.'],
  ])('refuses a bad %s with the French message (%j)', async (field, overrides, message) => {
    const { productId } = await product();
    const before = await countOf(quotations);
    const res = await call('POST', '/api/quotations', { ...body(productId), ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe('Certains champs sont invalides.');
    expect(res.json().error.fields[field]).toBe(message);
    expect(await countOf(quotations)).toBe(before);
  });

  it('answers in English when asked', async () => {
    const { productId } = await product();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/quotations',
      payload: body(productId, { rating: 6 }),
      headers: { cookie: manager.cookie, [LANGUAGE_HEADER]: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.rating).toBe('The rating must be a whole number from 1 to 5.');
  });

  it('refuses an unknown supplier id with 400 and writes nothing', async () => {
    const { productId } = await product();
    const before = await countOf(quotations);
    const res = await call('POST', '/api/quotations', body(productId, { supplierId: UNKNOWN_ID }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ supplierId: 'Fournisseur inconnu.' });
    expect(await countOf(quotations)).toBe(before);
  });

  it('refuses bad list queries with 400', async () => {
    const { productId } = await product();
    for (const q of [
      `requestedProductId=${productId}&status=open`,
      `requestedProductId=${productId}&sort=rating`,
      `requestedProductId=${productId}&order=up`,
      'requestedProductId=x',
      '',
    ]) {
      expect((await call('GET', `/api/quotations?${q}`)).statusCode, q).toBe(400);
    }
  });
});

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
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.create'), eq(auditLog.targetId, q.id)));
    expect(audit?.targetLabel).toBe('Shenzhen Bright Q-2026-001');
    expect(audit?.actorId).toBe(manager.id);
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
    const [row] = await ctx.database.db.select().from(suppliers).where(eq(suppliers.id, first.supplierId!));
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
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'supplier.create'), eq(auditLog.targetId, first.supplierId!)));
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
    const [audit] = await ctx.database.db
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
    const [row] = await ctx.database.db.select().from(quotations).where(eq(quotations.id, q.id));
    expect(row?.decidedBy).toBe(manager.id);
    expect(row?.decidedAt).toBeInstanceOf(Date);
    for (const action of ['approve', 'reject']) {
      const again = await call('POST', `/api/quotations/${q.id}/${action}`, {});
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        `Cette cotation ne peut pas être ${action === 'approve' ? 'approuvée' : 'rejetée'} : elle est « Approuvée ». Seule une cotation en attente peut être approuvée ou rejetée.`,
      );
    }
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.approve'), eq(auditLog.targetId, q.id)));
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
    const [row] = await ctx.database.db.select().from(quotations).where(eq(quotations.id, q.id));
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

describe('conversion to the base currency', () => {
  it('converts with the stored rate and shows it with its date; no rate gives null, never 1', async () => {
    const { productId } = await product('100');
    const usd = await create({ requestedProductId: productId, totalPrice: '1250.00', currency: 'USD' });
    expect(usd.converted).toEqual({
      amount: '1000.00',
      currency: 'EUR',
      rate: '0.8000',
      rateDate: RATE_DATE,
      source: 'ECB',
    });
    expect(usd.unitPrice).toBe('12.50');
    expect(usd.convertedUnitPrice).toBe('10.00');
    const gbp = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'GBP' });
    expect(gbp.converted).toMatchObject({ amount: '125.00', rate: '1.2500' });
    const cny = await create({ requestedProductId: productId, totalPrice: '1.00', currency: 'CNY' });
    expect(cny.converted).toBeNull();
    expect(cny.convertedUnitPrice).toBeNull();
    expect(cny.isBestPrice).toBe(false);
    const eur = await create({ requestedProductId: productId, totalPrice: '130.00', currency: 'EUR' });
    expect(eur.converted).toEqual({
      amount: '130.00',
      currency: 'EUR',
      rate: '1.0000',
      rateDate: null,
      source: null,
    });
  });

  it("uses the reader's base currency, through EUR when needed", async () => {
    const { productId } = await product('10');
    const eur = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'EUR' });
    const gbp = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'GBP' });
    const seen = await list(productId, {}, dollars);
    expect(seen.baseCurrency).toBe('USD');
    const byId = new Map(seen.items.map((q) => [q.id, q]));
    expect(byId.get(eur.id)!.converted).toMatchObject({ amount: '125.00', currency: 'USD', rate: '1.2500' });
    // GBP → EUR → USD: 100 / 0.8 × 1.25 = 156.25
    expect(byId.get(gbp.id)!.converted).toMatchObject({
      amount: '156.25',
      currency: 'USD',
      rateDate: RATE_DATE,
    });
    expect(byId.get(gbp.id)!.convertedUnitPrice).toBe('15.63'); // 15.625, half away from zero
    expect(seen.stats.bestPrice).toEqual({ amount: '125.00', currency: 'USD', quotationId: eur.id });
  });
});

describe('best price, stats and the requested product counters', () => {
  it("marks the lowest converted total among pending and approved ones as 'Meilleur Prix'", async () => {
    const { productId, demandeId } = await product('100');
    const empty = await list(productId);
    expect(empty).toEqual({
      items: [],
      baseCurrency: 'EUR',
      requestedProducts: [{ id: productId, name: 'Lampe LED' }],
      stats: { total: 0, pending: 0, bestPrice: null, average: null },
    });
    let detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0]).toMatchObject({ quotationCount: 0, bestPrice: null });

    const usd = await create({
      requestedProductId: productId,
      supplierName: 'Dollar',
      totalPrice: '1250.00',
      currency: 'USD',
    }); // 1000 EUR
    const eur = await create({
      requestedProductId: productId,
      supplierName: 'Euro',
      totalPrice: '1100.00',
      currency: 'EUR',
    });
    const approved = await create({
      requestedProductId: productId,
      supplierName: 'Livre',
      totalPrice: '960.00',
      currency: 'GBP',
    }); // 1200 EUR
    await call('POST', `/api/quotations/${approved.id}/approve`, {});
    const rejected = await create({
      requestedProductId: productId,
      supplierName: 'Rejeté',
      totalPrice: '10.00',
      currency: 'EUR',
    });
    await call('POST', `/api/quotations/${rejected.id}/reject`, {});
    const expired = await create({
      requestedProductId: productId,
      supplierName: 'Expiré',
      totalPrice: '20.00',
      currency: 'EUR',
    });
    await setRow(expired.id, { validUntil: day(-3) });
    const noRate = await create({
      requestedProductId: productId,
      supplierName: 'Yuan',
      totalPrice: '1.00',
      currency: 'CNY',
    });

    const res = await list(productId);
    expect(res.stats).toEqual({
      total: 6,
      pending: 3,
      bestPrice: { amount: '1000.00', currency: 'EUR', quotationId: usd.id },
      // (1000 + 1100 + 1200) / 3; the CNY quotation has no rate and is left out.
      average: { amount: '1100.00', currency: 'EUR' },
    });
    expect(res.items.filter((q) => q.isBestPrice).map((q) => q.id)).toEqual([usd.id]);
    expect(res.items.find((q) => q.id === noRate.id)!.converted).toBeNull();

    detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0]).toMatchObject({
      quotationCount: 6,
      bestPrice: { amount: '1000.00', currency: 'EUR' },
    });
    const inDollars = (await call('GET', `/api/demandes/${demandeId}`, undefined, dollars)).json();
    expect(inDollars.products[0].bestPrice).toEqual({ amount: '1250.00', currency: 'USD' });

    // The stats ignore the search and the filter; a tie marks both.
    const tie = await create({
      requestedProductId: productId,
      supplierName: 'Égalité',
      totalPrice: '1000.00',
      currency: 'EUR',
    });
    const filtered = await list(productId, { q: 'egalite' });
    expect(filtered.items.map((q) => q.id)).toEqual([tie.id]);
    expect(filtered.items[0]!.isBestPrice).toBe(true);
    expect(filtered.stats.total).toBe(7);
    expect(filtered.stats.bestPrice?.quotationId).toBe(usd.id);
    // Rejecting the best hands the title over.
    await call('POST', `/api/quotations/${usd.id}/reject`, {});
    await call('POST', `/api/quotations/${tie.id}/reject`, {});
    const after = await list(productId);
    expect(after.stats.bestPrice).toEqual({ amount: '1100.00', currency: 'EUR', quotationId: eur.id });
    expect(eur.id).toBeTruthy();
  });

  it('counts every product of a request in one grouped query', async () => {
    const res = await call(
      'POST',
      '/api/demandes',
      teamBody(memberId, {
        products: [
          { name: 'A', description: 'a', quantity: '1' },
          { name: 'B', description: 'b', quantity: '1' },
          { name: 'C', description: 'c', quantity: '1' },
        ],
      }),
    );
    const d = res.json().demande as { id: string; products: { id: string }[] };
    await create({ requestedProductId: d.products[0]!.id, totalPrice: '5.00' });
    await create({ requestedProductId: d.products[0]!.id, totalPrice: '4.00' });
    await create({ requestedProductId: d.products[2]!.id, totalPrice: '9.99', currency: 'CNY' });
    const detail = (await call('GET', `/api/demandes/${d.id}`)).json();
    expect(
      detail.products.map((p: { quotationCount: number; bestPrice: unknown }) => [
        p.quotationCount,
        p.bestPrice,
      ]),
    ).toEqual([
      [2, { amount: '4.00', currency: 'EUR' }],
      [0, null],
      [1, null],
    ]);
  });
});

describe('search and sorts', () => {
  it('searches supplier, contact, number and notes without case or accents', async () => {
    const { productId } = await product();
    const a = await create({
      requestedProductId: productId,
      supplierName: 'Électro Sàrl',
      contactPerson: 'Zoé',
      quotationNumber: 'AX-1',
      notes: '',
    });
    const b = await create({
      requestedProductId: productId,
      supplierName: 'Tissus',
      contactPerson: 'Jean',
      quotationNumber: 'BX-2',
      notes: 'Livraison par bateau',
    });
    const ids = async (q: string) => (await list(productId, { q })).items.map((x) => x.id);
    expect(await ids('electro')).toEqual([a.id]);
    expect(await ids('ZOE')).toEqual([a.id]);
    expect(await ids('bx-2')).toEqual([b.id]);
    expect(await ids('bâteau')).toEqual([b.id]);
    expect(await ids('100%')).toEqual([]);
    expect(await ids('introuvable')).toEqual([]);
  });

  it('sorts by date (newest first), price (converted, no rate last) and supplier', async () => {
    const { productId } = await product();
    const first = await create({
      requestedProductId: productId,
      supplierName: 'fabre',
      totalPrice: '300.00',
      currency: 'EUR',
    });
    const second = await create({
      requestedProductId: productId,
      supplierName: 'Dupont',
      totalPrice: '250.00',
      currency: 'USD',
    }); // 200 EUR
    const third = await create({
      requestedProductId: productId,
      supplierName: 'Élan',
      totalPrice: '5.00',
      currency: 'CNY',
    }); // no rate
    const fourth = await create({
      requestedProductId: productId,
      supplierName: 'Blanc',
      totalPrice: '100.00',
      currency: 'GBP',
    }); // 125 EUR
    await setRow(first.id, { submittedDate: day(-2) });
    await setRow(second.id, { submittedDate: day(-1) });
    const ids = async (params: Record<string, string>) =>
      (await list(productId, params)).items.map((q) => q.id);
    expect(await ids({})).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(await ids({ sort: 'date', order: 'asc' })).toEqual([first.id, second.id, third.id, fourth.id]);
    expect(await ids({ sort: 'price' })).toEqual([fourth.id, second.id, first.id, third.id]);
    expect(await ids({ sort: 'price', order: 'desc' })).toEqual([first.id, second.id, fourth.id, third.id]);
    expect(await ids({ sort: 'supplier' })).toEqual([fourth.id, second.id, third.id, first.id]);
    expect(await ids({ sort: 'supplier', order: 'desc' })).toEqual([
      first.id,
      third.id,
      second.id,
      fourth.id,
    ]);
  });
});

// ---------------------------------------------------------------------------------------------

function upload(id: string, name: string, bytes: Buffer, who: Person = manager, field = 'file') {
  return postMultipart(ctx.app, `/api/quotations/${id}/documents`, {}, [{ field, name, bytes }], who.cookie);
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

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

    const download = await call('GET', doc.url, undefined, viewer);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    expect((await call('GET', doc.url, undefined, outsider)).statusCode).toBe(403);
    expect((await call('GET', doc.url, undefined, null)).statusCode).toBe(401);

    const [stored] = await ctx.database.db
      .select()
      .from(quotationDocuments)
      .where(eq(quotationDocuments.id, doc.id as string));
    expect(await ctx.app.storage.exists(stored!.storageKey)).toBe(true);
    const removed = await call('DELETE', doc.url);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().quotation.documents).toHaveLength(2);
    expect(await ctx.app.storage.exists(stored!.storageKey)).toBe(false);
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
    const none = await ctx.app.inject({
      method: 'POST',
      url: `/api/quotations/${q.id}/documents`,
      payload: { file: 'x' },
      headers: { cookie: manager.cookie },
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
    const [stored] = await ctx.database.db
      .select()
      .from(quotationDocuments)
      .where(eq(quotationDocuments.quotationId, q.id));
    const res = await call('DELETE', `/api/quotations/${q.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Cotation supprimée avec succès.');
    expect(await ctx.app.storage.exists(stored!.storageKey)).toBe(false);
    expect((await call('GET', `/api/quotations/${q.id}`)).statusCode).toBe(404);
    const detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0].quotationCount).toBe(0);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.delete'), eq(auditLog.targetId, q.id)));
    expect(audit?.before).toMatchObject({ supplierName: 'Shenzhen Bright', documents: ['devis.pdf'] });
  });
});

describe('robustness', () => {
  const anyText = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constant(null),
    fc.integer(),
    fc.constant(''),
    fc.constant('x'.repeat(300)),
  );
  const anyAmount = fc.oneof(
    fc.constantFrom('0', '10.5', '-1', '1e3', '99999999999999.99', '999999999999999', '0.001', ' 12', 'NaN'),
    fc.double(),
    fc.string({ maxLength: 12 }),
  );

  it('never answers 500 to fuzzed bodies, and never writes half a quotation', async () => {
    const { productId } = await product();
    const existing = await create({ requestedProductId: productId, supplierName: 'Référence' });
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            requestedProductId: fc.oneof(fc.constant(productId), fc.uuid(), fc.string()),
            supplierId: fc.oneof(fc.constant(existing.supplierId), fc.uuid(), fc.constant(null), fc.string()),
            supplierName: anyText,
            contactPerson: anyText,
            email: fc.oneof(fc.constant('a@b.fr'), anyText),
            phone: anyText,
            quotationNumber: anyText,
            totalPrice: anyAmount,
            currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'GBP', 'CNY', 'MUR'), anyText),
            quantity: fc.oneof(anyAmount, fc.constant(null)),
            validUntil: fc.oneof(
              fc.constantFrom('2030-01-01', '2020-02-29', '9999-12-31', '0000-01-01'),
              anyText,
            ),
            priority: fc.oneof(fc.constantFrom('low', 'medium', 'high'), anyText),
            deliveryTime: anyText,
            paymentTerms: anyText,
            rating: fc.oneof(fc.integer({ min: -2, max: 8 }), fc.double(), anyText),
            notes: anyText,
            extractionJobId: fc.oneof(fc.constant(null), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const before = await countOf(quotations);
          const suppliersBefore = await countOf(suppliers);
          const res = await call('POST', '/api/quotations', payload);
          expect(res.statusCode, res.body).toBeLessThan(500);
          if (res.statusCode === 201) {
            expect(await countOf(quotations)).toBe(before + 1);
          } else {
            expect(await countOf(quotations)).toBe(before);
            expect(await countOf(suppliers)).toBe(suppliersBefore);
          }
          const patched = await call('PATCH', `/api/quotations/${existing.id}`, payload);
          expect(patched.statusCode, patched.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never answers 500 to fuzzed list queries', async () => {
    const { productId } = await product();
    await create({ requestedProductId: productId });
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            requestedProductId: fc.oneof(fc.constant(productId), fc.uuid(), fc.string()),
            q: fc.string(),
            status: fc.oneof(fc.constantFrom('pending', 'approved', 'rejected', 'expired'), fc.string()),
            sort: fc.oneof(fc.constantFrom('date', 'price', 'supplier'), fc.string()),
            order: fc.oneof(fc.constantFrom('asc', 'desc'), fc.string()),
          },
          { requiredKeys: [] },
        ),
        async (query) => {
          const res = await call('GET', `/api/quotations?${new URLSearchParams(query).toString()}`);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('the transaction', () => {
  it('writes nothing when the audit fails (one transaction per write)', async () => {
    const { productId } = await product();
    const before = await countOf(quotations);
    const suppliersBefore = await countOf(suppliers);
    // Make the audit insert fail inside the transaction: a too long user agent is cut, so use a trigger.
    await ctx.database.db.execute(sql`
      create or replace function fail_quotation_audit() returns trigger as $$
      begin
        if new.action = 'quotation.create' and new.target_label like 'Échec%' then
          raise exception 'audit refused';
        end if;
        return new;
      end $$ language plpgsql`);
    await ctx.database.db.execute(
      sql`create trigger fail_quotation_audit before insert on audit_log for each row execute function fail_quotation_audit()`,
    );
    try {
      const res = await call(
        'POST',
        '/api/quotations',
        body(productId, { supplierName: `Échec ${Date.now()}` }),
      );
      expect(res.statusCode).toBe(500);
      expect(await countOf(quotations)).toBe(before);
      expect(await countOf(suppliers)).toBe(suppliersBefore);
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_quotation_audit on audit_log`);
    }
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

// Written last, against server/src/modules/extraction/service.ts (claimExtractionFile, another
// engineer's module): the job rows are inserted directly as a completed extraction leaves them.
describe('from an extraction (extractionJobId)', () => {
  async function job(owner: Person, values: Partial<typeof extractionJobs.$inferInsert> = {}) {
    const { key } = await ctx.app.storage.put(newKey('extraction', 'pdf'), PDF);
    const [row] = await ctx.database.db
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
    const j = await job(manager);
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

  it("refuses another user's job, one still processing, and an invoice's, writing nothing", async () => {
    const { productId } = await product();
    const before = await countOf(quotations);
    const documents = await countOf(quotationDocuments);
    for (const j of [
      await job(editor),
      await job(manager, { status: 'processing' }),
      await job(manager, { kind: 'invoice' }),
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

describe('suppliers to choose from', () => {
  it('lists the suppliers, searched by name, to a user of the requests without the catalogue', async () => {
    const { productId } = await product();
    await create({ requestedProductId: productId, supplierName: 'Fournisseur Liste Zébulon' });
    const res = await call('GET', '/api/quotations/suppliers?q=zébulon', undefined, editor);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { items: { name: string }[] }).items.map((s) => s.name);
    expect(names).toContain('Fournisseur Liste Zébulon');
    // The catalogue's own list stays closed to them.
    expect((await call('GET', '/api/suppliers', undefined, editor)).statusCode).toBe(403);
  });
});
