/**
 * The lines of a supplier quotation (issue 16 §2): stored with the quotation in one transaction,
 * replaced by a PATCH with `lines`, validated line by line with French messages naming the line,
 * converted to the reader's base currency at the latest dated rate (never at 1), and under the
 * quotation's access rules (module `demandes`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, sql } from 'drizzle-orm';
import type { Quotation, QuotationList } from '@comptoir/core/modules/quotations';
import { auditLog, products, quotationLines, quotations } from '../../db/schema/index';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import { UNKNOWN_ID } from '../demandes/testing';
import { type QuotationPeople, fuzzedText, caller, ecbRates, postRequest, quotationPeople } from './testing';
import { auditEntries } from '../../platform/testing';
import { rowCount } from '../../platform/testing';

let ctx: TestContext;
let people: QuotationPeople;
let catalogueId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  people = await quotationPeople(ctx);
  // An older rate first: the latest dated one is used. 1 EUR = 1.25 USD; no rate for CNY.
  await ecbRates(ctx.database.db, '2025-06-02', { USD: '2' });
  await ecbRates(ctx.database.db, '2026-01-16', { USD: '1.25' });
  const [p] = await ctx.database.db
    .insert(products)
    .values({ reference: 'LED-9W', name: 'Ampoule LED 9 W', price: '3.00' })
    .returning({ id: products.id });
  catalogueId = p!.id;
});
afterAll(async () => {
  await ctx?.close();
});

const call = caller(
  () => ctx,
  () => people.manager,
);

/** A new request with two requested products. */
async function request() {
  const d = await postRequest(call, people.memberId, [
    { name: 'Lampe LED', description: 'Lampe de bureau', quantity: '500 pièces' },
    { name: 'Ampoule', description: 'E27', quantity: '1000' },
  ]);
  return { demandeId: d.id, productId: d.productIds[0]!, otherId: d.productIds[1]! };
}

const body = (requestedProductId: string, overrides: Record<string, unknown> = {}) => ({
  requestedProductId,
  supplierName: 'Shenzhen Bright',
  totalPrice: '1000.00',
  currency: 'USD',
  ...overrides,
});

const LINES = [
  {
    name: 'Lampe LED 9 W',
    description: 'Lampe de bureau orientable',
    quantity: '500',
    unit: 'pcs',
    unitPrice: '1.8750',
    total: '937.50',
    specifications: '9 W ; 2700 K',
  },
  // No total: quantity × unit price.
  { name: 'Outillage', quantity: '1', unitPrice: '62.5' },
  // A description only, no price.
  { description: 'Emballage individuel' },
];

const countOf = (table: typeof quotations | typeof quotationLines) => rowCount(ctx.database.db, table);
const storedLines = (quotationId: string) =>
  ctx.database.db
    .select()
    .from(quotationLines)
    .where(eq(quotationLines.quotationId, quotationId))
    .orderBy(quotationLines.position);

async function create(productId: string, overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/quotations', body(productId, overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().quotation as Quotation;
}

describe('lines saved with the quotation', () => {
  it('creates the quotation with its lines in order, computes a missing total, and reads them back', async () => {
    const { productId, otherId } = await request();
    const q = await create(productId, {
      lines: [
        { ...LINES[0], requestedProductId: productId, productId: catalogueId },
        { ...LINES[1], requestedProductId: otherId },
        LINES[2],
      ],
    });
    expect(q.lines.map((l) => [l.position, l.name, l.quantity, l.unit, l.unitPrice, l.total])).toEqual([
      [0, 'Lampe LED 9 W', '500', 'pcs', '1.875', '937.50'],
      [1, 'Outillage', '1', '', '62.50', '62.50'],
      [2, '', null, '', null, null],
    ]);
    expect(q.lines[0]).toMatchObject({
      description: 'Lampe de bureau orientable',
      specifications: '9 W ; 2700 K',
      productId: catalogueId,
      requestedProductId: productId,
    });
    expect(q.lines[2]!.description).toBe('Emballage individuel');
    expect(q.notes).toBe('');
    // GET and the list answer the same lines; the list names the request's products, this one first.
    const one = (await call('GET', `/api/quotations/${q.id}`)).json() as Quotation;
    expect(one.lines).toEqual(q.lines);
    const list = (await call('GET', `/api/quotations?requestedProductId=${otherId}`)).json() as QuotationList;
    expect(list.items).toEqual([]);
    expect(list.requestedProducts.map((p) => p.name)).toEqual(['Ampoule', 'Lampe LED']);
    const mine = (
      await call('GET', `/api/quotations?requestedProductId=${productId}`)
    ).json() as QuotationList;
    expect(mine.items[0]!.lines).toEqual(q.lines);
    const [audit] = await auditEntries(ctx.database.db, 'quotation.create', q.id);
    expect(audit?.after).toMatchObject({ lines: 3 });
  });

  it('converts each unit price at the latest dated rate, and never at 1 without a rate', async () => {
    const { productId } = await request();
    const usd = await create(productId, { lines: [LINES[0], LINES[1]] });
    // 1.875 USD / 1.25 = 1.5 EUR; 62.50 USD / 1.25 = 50 EUR (the 2025 rate of 2 is not used).
    expect(usd.lines.map((l) => l.convertedUnitPrice)).toEqual(['1.50', '50.00']);
    const asDollars = (
      await call('GET', `/api/quotations/${usd.id}`, undefined, people.dollars)
    ).json() as Quotation;
    expect(asDollars.lines.map((l) => l.convertedUnitPrice)).toEqual(['1.875', '62.50']);
    const cny = await create(productId, {
      currency: 'CNY',
      supplierName: 'Yiwu Trading',
      lines: [{ name: 'Lampe', quantity: '500', unitPrice: '13.20' }],
    });
    expect(cny.converted).toBeNull();
    expect(cny.lines[0]).toMatchObject({ unitPrice: '13.20', convertedUnitPrice: null });
    // A tiny unit price keeps its 4 decimals through the conversion.
    const tiny = await create(productId, {
      lines: [{ name: 'Vis', quantity: '10000', unitPrice: '0.0125' }],
    });
    expect(tiny.lines[0]).toMatchObject({ unitPrice: '0.0125', total: '125.00', convertedUnitPrice: '0.01' });
  });

  it('replaces every line with a PATCH carrying lines, keeps them without, and removes them with []', async () => {
    const { productId } = await request();
    const q = await create(productId, { lines: LINES });
    const kept = await call('PATCH', `/api/quotations/${q.id}`, { notes: 'relancé' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((kept.json().quotation as Quotation).lines).toHaveLength(3);
    const ids = (await storedLines(q.id)).map((l) => l.id);

    const replaced = await call('PATCH', `/api/quotations/${q.id}`, {
      lines: [{ name: 'Lampe LED 9 W', quantity: '600', unit: 'pcs', unitPrice: '1.70' }],
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().message).toBe('Cotation mise à jour avec succès.');
    const after = await storedLines(q.id);
    expect(after.map((l) => [l.position, l.name, l.quantity, l.unitPrice, l.total])).toEqual([
      [0, 'Lampe LED 9 W', '600.000', '1.7000', '1020.00'],
    ]);
    expect(ids).not.toContain(after[0]!.id);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quotation.update'), eq(auditLog.targetId, q.id)))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(audit?.before).toMatchObject({ lines: 3 });
    expect(audit?.after).toMatchObject({ lines: 1 });

    const emptied = await call('PATCH', `/api/quotations/${q.id}`, { lines: [] });
    expect(emptied.statusCode).toBe(200);
    expect(await storedLines(q.id)).toEqual([]);
  });

  it('deletes the lines with their quotation', async () => {
    const { productId } = await request();
    const q = await create(productId, { lines: LINES });
    expect((await call('DELETE', `/api/quotations/${q.id}`)).statusCode).toBe(200);
    expect(await storedLines(q.id)).toEqual([]);
  });
});

describe('bad lines', () => {
  it.each([
    [
      { quantity: '0' },
      'quantity',
      'Ligne 2 : la quantité doit être un nombre supérieur à 0, avec 3 décimales au plus.',
    ],
    [
      { quantity: '1.2345' },
      'quantity',
      'Ligne 2 : la quantité doit être un nombre supérieur à 0, avec 3 décimales au plus.',
    ],
    [
      { unitPrice: '-1' },
      'unitPrice',
      'Ligne 2 : le prix unitaire doit être un montant positif ou nul, avec 4 décimales au plus.',
    ],
    [
      { unitPrice: '0.00001' },
      'unitPrice',
      'Ligne 2 : le prix unitaire doit être un montant positif ou nul, avec 4 décimales au plus.',
    ],
    [
      { unitPrice: 12 },
      'unitPrice',
      'Ligne 2 : le prix unitaire doit être un montant positif ou nul, avec 4 décimales au plus.',
    ],
    [
      { total: '1,5' },
      'total',
      'Ligne 2 : le total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    // quantity × unit price would not fit the total's column.
    [
      { quantity: '999999999999', unitPrice: '999999999999', total: null },
      'total',
      'Ligne 2 : le total doit être un montant positif ou nul, avec 2 décimales au plus.',
    ],
    [{ name: '', description: '  ' }, 'name', 'Ligne 2 : le produit ou la description est requis.'],
    [{ name: 'x'.repeat(301) }, 'name', 'Ligne 2 : ce texte est trop long.'],
    [{ unit: 42 }, 'unit', 'Ligne 2 : ce champ doit être un texte.'],
    [{ productId: 'pas-un-id' }, 'productId', 'Ligne 2 : produit du catalogue inconnu.'],
    [{ productId: UNKNOWN_ID }, 'productId', 'Ligne 2 : produit du catalogue inconnu.'],
    [
      { requestedProductId: UNKNOWN_ID },
      'requestedProductId',
      "Ligne 2 : ce produit n'appartient pas à la demande de la cotation.",
    ],
  ])(
    'refuses a second line %j with 400, its French message, and writes nothing',
    async (bad, field, message) => {
      const { productId } = await request();
      const existing = await create(productId, { lines: [LINES[0]] });
      const quotationsBefore = await countOf(quotations);
      const linesBefore = await countOf(quotationLines);

      const created = await call(
        'POST',
        '/api/quotations',
        body(productId, { lines: [LINES[0], { ...LINES[1], ...bad }] }),
      );
      expect(created.statusCode, created.body).toBe(400);
      expect(created.json().error.message).toBe('Certains champs sont invalides.');
      expect(created.json().error.fields[`lines.1.${field}`]).toBe(message);

      const patched = await call('PATCH', `/api/quotations/${existing.id}`, {
        notes: 'ne doit pas être écrit',
        lines: [LINES[2], { ...LINES[1], ...bad }],
      });
      expect(patched.statusCode, patched.body).toBe(400);
      expect(patched.json().error.fields[`lines.1.${field}`]).toBe(message);

      expect(await countOf(quotations)).toBe(quotationsBefore);
      expect(await countOf(quotationLines)).toBe(linesBefore);
      const still = (await call('GET', `/api/quotations/${existing.id}`)).json() as Quotation;
      expect(still.notes).toBe('');
      expect(still.lines.map((l) => l.name)).toEqual(['Lampe LED 9 W']);
    },
  );

  it("refuses a line linked to another request's product", async () => {
    const first = await request();
    const second = await request();
    const res = await call(
      'POST',
      '/api/quotations',
      body(first.productId, { lines: [{ ...LINES[0], requestedProductId: second.productId }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.0.requestedProductId']).toBe(
      "Ligne 1 : ce produit n'appartient pas à la demande de la cotation.",
    );
  });

  it('refuses lines that are not a list, and more than 200 lines', async () => {
    const { productId } = await request();
    for (const [lines, message] of [
      ['une ligne', 'Les lignes de la cotation sont invalides.'],
      [{ name: 'x' }, 'Les lignes de la cotation sont invalides.'],
      [Array.from({ length: 201 }, (_, i) => ({ name: `L${i}` })), 'Une cotation compte 200 lignes au plus.'],
    ] as const) {
      const res = await call('POST', '/api/quotations', body(productId, { lines }));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.lines).toBe(message);
    }
  });

  it('answers in English when asked', async () => {
    const { productId } = await request();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/quotations',
      payload: body(productId, { lines: [{ name: 'x', quantity: '-2' }] }),
      headers: { cookie: people.manager.cookie, [LANGUAGE_HEADER]: 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields['lines.0.quantity']).toBe(
      'Line 1: the quantity must be a number above 0, with at most 3 decimals.',
    );
  });
});

describe('access and state', () => {
  it('refuses lines to a user without the demandes module (403) and to a Viewer (403), changing nothing', async () => {
    const { productId } = await request();
    const q = await create(productId, { lines: [LINES[0]] });
    const outside = await call('PATCH', `/api/quotations/${q.id}`, { lines: [LINES[1]] }, people.outsider);
    expect(outside.statusCode).toBe(403);
    expect(outside.json().error.code).toBe('forbidden_module');
    expect((await call('GET', `/api/quotations/${q.id}`, undefined, people.outsider)).statusCode).toBe(403);
    const read = await call('PATCH', `/api/quotations/${q.id}`, { lines: [LINES[1]] }, people.viewer);
    expect(read.statusCode).toBe(403);
    expect(read.json().error.code).toBe('forbidden_action');
    const created = await call(
      'POST',
      '/api/quotations',
      body(productId, { lines: [LINES[1]] }),
      people.viewer,
    );
    expect(created.statusCode).toBe(403);
    expect((await storedLines(q.id)).map((l) => l.name)).toEqual(['Lampe LED 9 W']);
    // The viewer reads the lines.
    const seen = await call('GET', `/api/quotations/${q.id}`, undefined, people.viewer);
    expect((seen.json() as Quotation).lines).toHaveLength(1);
  });

  it('answers 404 for lines on an unknown quotation or product, writing nothing', async () => {
    const linesBefore = await countOf(quotationLines);
    const patched = await call('PATCH', `/api/quotations/${UNKNOWN_ID}`, { lines: [LINES[0]] });
    expect(patched.statusCode).toBe(404);
    expect(patched.json().error.message).toBe('Cotation introuvable.');
    const created = await call('POST', '/api/quotations', body(UNKNOWN_ID, { lines: [LINES[0]] }));
    expect(created.statusCode).toBe(404);
    expect(await countOf(quotationLines)).toBe(linesBefore);
  });

  it('refuses to change the lines of an approved quotation (409)', async () => {
    const { productId } = await request();
    const q = await create(productId, { lines: [LINES[0]] });
    expect((await call('POST', `/api/quotations/${q.id}/approve`, {})).statusCode).toBe(200);
    const res = await call('PATCH', `/api/quotations/${q.id}`, { lines: [] });
    expect(res.statusCode).toBe(409);
    expect(await storedLines(q.id)).toHaveLength(1);
  });
});

describe('one transaction', () => {
  it('writes neither the quotation nor any line when a line cannot be stored', async () => {
    const { productId } = await request();
    const existing = await create(productId, { lines: [LINES[0]] });
    const quotationsBefore = await countOf(quotations);
    const linesBefore = await countOf(quotationLines);
    // A failure at the database on the last line, after the quotation and the first lines are written.
    await ctx.database.db.execute(sql`
      create or replace function fail_quotation_line() returns trigger as $$
      begin
        if new.name = 'Refusée' then raise exception 'line refused'; end if;
        return new;
      end $$ language plpgsql`);
    await ctx.database.db.execute(
      sql`create trigger fail_quotation_line before insert on quotation_lines for each row execute function fail_quotation_line()`,
    );
    try {
      const lines = [LINES[0], LINES[1], { name: 'Refusée', quantity: '1', unitPrice: '1' }];
      const created = await call(
        'POST',
        '/api/quotations',
        body(productId, { supplierName: 'Atomique', lines }),
      );
      expect(created.statusCode).toBe(500);
      const patched = await call('PATCH', `/api/quotations/${existing.id}`, { notes: 'non', lines });
      expect(patched.statusCode).toBe(500);
    } finally {
      await ctx.database.db.execute(sql`drop trigger fail_quotation_line on quotation_lines`);
    }
    expect(await countOf(quotations)).toBe(quotationsBefore);
    expect(await countOf(quotationLines)).toBe(linesBefore);
    const still = (await call('GET', `/api/quotations/${existing.id}`)).json() as Quotation;
    expect(still.notes).toBe('');
    expect(still.lines.map((l) => l.name)).toEqual(['Lampe LED 9 W']);
  });
});

describe('robustness', () => {
  const anyText = fuzzedText(20, 2100);
  const anyNumber = fc.oneof(
    fc.constantFrom(
      '0',
      '1',
      '10.5',
      '-1',
      '1e3',
      '0.0001',
      '0.00001',
      '99999999999999.99',
      '9999999999999',
      ' 12',
      'NaN',
    ),
    fc.double(),
    fc.integer(),
    fc.constant(null),
    fc.string({ maxLength: 12 }),
  );
  const anyLine = fc.oneof(
    fc.record(
      {
        productId: fc.oneof(
          fc.constant(catalogueId),
          fc.uuid(),
          fc.constant(null),
          fc.string({ maxLength: 8 }),
        ),
        requestedProductId: fc.oneof(fc.uuid(), fc.constant(null), fc.string({ maxLength: 8 })),
        name: anyText,
        description: anyText,
        quantity: anyNumber,
        unit: anyText,
        unitPrice: anyNumber,
        total: anyNumber,
        specifications: anyText,
      },
      { requiredKeys: [] },
    ),
    fc.constantFrom(null, 1, 'ligne', [] as unknown[]),
  );

  it('never answers 500 to fuzzed lines, and writes all the lines or none', async () => {
    const { productId } = await request();
    const existing = await create(productId, { lines: [LINES[0]] });
    const answers = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.array(anyLine, { maxLength: 4 }), anyText), async (lines) => {
        const quotationsBefore = await countOf(quotations);
        const linesBefore = await countOf(quotationLines);
        const created = await call('POST', '/api/quotations', body(productId, { lines }));
        expect(created.statusCode, created.body).toBeLessThan(500);
        answers.add(created.statusCode);
        if (created.statusCode === 201) {
          const q = created.json().quotation as Quotation;
          expect(q.lines).toHaveLength((lines as unknown[]).length);
          expect(await countOf(quotationLines)).toBe(linesBefore + q.lines.length);
        } else {
          expect(created.statusCode).toBe(400);
          expect(await countOf(quotations)).toBe(quotationsBefore);
          expect(await countOf(quotationLines)).toBe(linesBefore);
        }
        const before = await storedLines(existing.id);
        const patched = await call('PATCH', `/api/quotations/${existing.id}`, { lines });
        expect(patched.statusCode, patched.body).toBeLessThan(500);
        const after = await storedLines(existing.id);
        if (patched.statusCode === 200) expect(after).toHaveLength((lines as unknown[]).length);
        else expect(after).toEqual(before);
      }),
      { numRuns: 80 },
    );
    // Both ways were taken.
    expect([...answers].sort()).toEqual([201, 400]);
  });
});
