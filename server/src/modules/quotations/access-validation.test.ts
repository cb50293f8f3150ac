/**
 * The quotations API's guards: module access and actions by role, unknown ids, field and query
 * validation with French (or English) messages, fuzzed bodies and queries never answering 500,
 * and one transaction per write.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import { sql } from 'drizzle-orm';
import { quotations, suppliers } from '../../db/schema/index';
import { expectDeclaredRoutes, expectDocumented } from '../../../test/access';
import { PDF, UNKNOWN_ID } from '../demandes/testing';
import { type Method, fuzzedText, quotationBody as body, useQuotationsApp } from './testing';

const { f, call, product, create, countOf, upload } = useQuotationsApp();

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
    expectDeclaredRoutes(f.ctx.app, 'demandes', ROUTES, (url) => url.startsWith('/api/quotations')));

  it('documents every route in the OpenAPI document', async () => {
    await expectDocumented(f.ctx.app, ROUTES);
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
    const res = await call(route.method, url, payload, f.outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_module');
    // Nothing changed.
    expect((await call('GET', `/api/quotations/${q.id}`)).json()).toMatchObject({ status: 'pending' });
  });

  it('lets a Viewer read but not create, change, decide or delete; an Editor may not delete', async () => {
    const { productId } = await product();
    const q = await create({ requestedProductId: productId });
    expect(
      (await call('GET', `/api/quotations?requestedProductId=${productId}`, undefined, f.viewer)).statusCode,
    ).toBe(200);
    expect((await call('GET', `/api/quotations/${q.id}`, undefined, f.viewer)).statusCode).toBe(200);
    const refused = [
      await call('POST', '/api/quotations', body(productId), f.viewer),
      await call('PATCH', `/api/quotations/${q.id}`, { notes: 'x' }, f.viewer),
      await call('POST', `/api/quotations/${q.id}/approve`, {}, f.viewer),
      await call('POST', `/api/quotations/${q.id}/reject`, {}, f.viewer),
      await call('DELETE', `/api/quotations/${q.id}`, undefined, f.viewer),
      await call('DELETE', `/api/quotations/${q.id}`, undefined, f.editor),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('forbidden_action');
    }
    expect(
      (await call('PATCH', `/api/quotations/${q.id}`, { notes: 'par l’éditeur' }, f.editor)).statusCode,
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
    const res = await f.ctx.app.inject({
      method: 'POST',
      url: '/api/quotations',
      payload: body(productId, { rating: 6 }),
      headers: { cookie: f.manager.cookie, [LANGUAGE_HEADER]: 'en' },
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

describe('robustness', () => {
  const anyText = fuzzedText(30, 300);
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
    await f.ctx.database.db.execute(sql`
      create or replace function fail_quotation_audit() returns trigger as $$
      begin
        if new.action = 'quotation.create' and new.target_label like 'Échec%' then
          raise exception 'audit refused';
        end if;
        return new;
      end $$ language plpgsql`);
    await f.ctx.database.db.execute(
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
      await f.ctx.database.db.execute(sql`drop trigger fail_quotation_audit on audit_log`);
    }
  });
});
