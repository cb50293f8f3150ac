import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { productSearchText, ZONES } from '@comptoir/core/modules/catalogue';
import {
  PRICELIST_EXPORT_COLUMNS,
  type PriceListPage,
  type ZonePriceOut,
} from '@comptoir/core/modules/pricelist';
import { exchangeRates, productZonePrices, products } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { auditEntries } from '../../platform/testing';
import { todayIso } from '../sales/numbering';

const f = useTestApp({
  users: {
    admin: { isSuperAdmin: true },
    editor: { role: 'Editor', modules: ['pricelist'] },
    viewer: { role: 'Viewer', modules: ['pricelist'] },
    outsider: { role: 'Admin', modules: ['dashboard', 'products'] },
  },
});
const { cookies } = f;

let seq = 0;
async function insertProduct(overrides: Partial<typeof products.$inferInsert> = {}) {
  seq += 1;
  const reference = overrides.reference ?? `PL-${seq}-${Date.now()}`;
  const name = overrides.name ?? `Produit ${seq}`;
  const [row] = await f.db
    .insert(products)
    .values({
      reference,
      name,
      category: 'Textile',
      price: '100.00',
      currency: 'EUR',
      ...overrides,
      searchText: productSearchText({ name, reference, description: overrides.description ?? '' }),
    })
    .returning();
  return row!;
}

const req = f.call;

const create = (body: Record<string, unknown>, cookie: string | null = cookies.admin) =>
  req('POST', '/api/pricelists', body, cookie);

const FAKE_ID = '00000000-0000-4000-8000-000000000000';

describe('permissions', () => {
  const routes = [
    { method: 'GET' as const, url: '/api/pricelists', write: false },
    { method: 'GET' as const, url: `/api/pricelists/price?productId=${FAKE_ID}&zone=France`, write: false },
    { method: 'GET' as const, url: '/api/pricelists/export?format=csv', write: false },
    { method: 'POST' as const, url: '/api/pricelists', write: true, body: {} },
    { method: 'PATCH' as const, url: `/api/pricelists/${FAKE_ID}`, write: true, body: {} },
    { method: 'DELETE' as const, url: `/api/pricelists/${FAKE_ID}`, write: true },
  ];

  it('declares the pricelist module on every route', () => {
    const own = f.ctx.app.routeTable.filter((r) => r.url.startsWith('/api/pricelists'));
    expect(own.length).toBeGreaterThanOrEqual(6);
    for (const r of own) expect(r.access).toMatchObject({ kind: 'module', module: 'pricelist' });
  });

  it.each(routes)('$method $url: 401 without a session, 403 without the module', async (r) => {
    expect((await req(r.method, r.url, r.body, null)).statusCode).toBe(401);
    const res = await req(r.method, r.url, r.body, cookies.outsider);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden_module');
  });

  it.each(routes)('$method $url: a Viewer reads but does not write', async (r) => {
    const res = await req(r.method, r.url, r.body, cookies.viewer);
    if (r.write) expect(res.statusCode).toBe(403);
    else expect(res.statusCode).not.toBe(403);
  });

  it('an Editor creates and updates but may not delete', async () => {
    const p = await insertProduct();
    const res = await create(
      { productId: p.id, zone: 'France', price: '10.00', currency: 'EUR' },
      cookies.editor,
    );
    expect(res.statusCode).toBe(201);
    const id = res.json<ZonePriceOut>().id;
    expect((await req('PATCH', `/api/pricelists/${id}`, { price: '11' }, cookies.editor)).statusCode).toBe(
      200,
    );
    expect((await req('DELETE', `/api/pricelists/${id}`, undefined, cookies.editor)).statusCode).toBe(403);
  });
});

describe('create, update, delete', () => {
  it('creates a zone price (201), writes an audit entry, updates and deletes it', async () => {
    const p = await insertProduct();
    const res = await create({
      productId: p.id,
      zone: 'Asie',
      price: '120.5',
      currency: 'EUR',
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json<ZonePriceOut>();
    expect(created).toMatchObject({
      zone: 'Asie',
      price: { amount: '120.50', currency: 'EUR' },
      validFrom: '2026-01-01',
      validTo: '2026-12-31',
    });
    const audits = await auditEntries(f.db, 'pricelist.create', created.id);
    expect(audits).toHaveLength(1);

    const patched = await req('PATCH', `/api/pricelists/${created.id}`, { price: '130.00', validTo: null });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ price: { amount: '130.00' }, validTo: null });
    const updates = await auditEntries(f.db, 'pricelist.update', created.id);
    expect(updates[0]?.before).toMatchObject({ price: '120.50' });
    expect(updates[0]?.after).toMatchObject({ price: '130.00' });

    expect((await req('DELETE', `/api/pricelists/${created.id}`)).statusCode).toBe(204);
    expect((await req('DELETE', `/api/pricelists/${created.id}`)).statusCode).toBe(404);
    expect((await req('PATCH', `/api/pricelists/${created.id}`, { price: '1' })).statusCode).toBe(404);
    expect((await req('PATCH', '/api/pricelists/pas-un-id', { price: '1' })).statusCode).toBe(404);
    expect((await req('DELETE', '/api/pricelists/pas-un-id')).statusCode).toBe(404);
    const deletes = await auditEntries(f.db, 'pricelist.delete', created.id);
    expect(deletes).toHaveLength(1);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await create({ productId: FAKE_ID, zone: 'France', price: '1', currency: 'EUR' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Produit introuvable.');
  });

  it.each([
    [{ zone: 'Mars' }, 'zone', 'Zone inconnue.'],
    [{ currency: 'CNY' }, 'currency', 'Devise non prise en charge (EUR, USD ou GBP).'],
    [{ price: '-1' }, 'price', 'Le prix doit être positif ou nul.'],
    [{ price: '1.234' }, 'price', 'Le prix a au plus 2 décimales.'],
    [{ price: 'abc' }, 'price', 'Prix invalide : saisissez un nombre, par exemple 12,50.'],
    [{ price: 12 }, 'price', 'Prix invalide : saisissez un nombre, par exemple 12,50.'],
    [{ validFrom: '2026-02-30' }, 'validFrom', 'Date invalide.'],
    [
      { validFrom: '2026-06-01', validTo: '2026-05-31' },
      'validTo',
      'La date de début doit précéder la date de fin.',
    ],
  ])('refuses %j (400 on %s)', async (override, field, message) => {
    const p = await insertProduct();
    const res = await create({ productId: p.id, zone: 'France', price: '10', currency: 'EUR', ...override });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
  });

  it('refuses a PATCH that puts the start after the end', async () => {
    const p = await insertProduct();
    const id = (
      await create({ productId: p.id, zone: 'France', price: '10', currency: 'EUR', validTo: '2026-03-01' })
    ).json<ZonePriceOut>().id;
    const res = await req('PATCH', `/api/pricelists/${id}`, { validFrom: '2026-04-01' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.validTo).toBe('La date de début doit précéder la date de fin.');
  });
});

describe('overlapping periods', () => {
  const base = (productId: string, validFrom: string | null, validTo: string | null, zone = 'Europe') => ({
    productId,
    zone,
    price: '50',
    currency: 'EUR',
    validFrom,
    validTo,
  });

  it('refuses an overlapping period with a message naming it (409)', async () => {
    const p = await insertProduct();
    expect((await create(base(p.id, '2026-01-01', '2026-03-31'))).statusCode).toBe(201);
    const res = await create(base(p.id, '2026-03-31', '2026-06-30'));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Une période de prix existe déjà pour ce produit en zone Europe (du 01/01/2026 au 31/03/2026, 50.00 EUR) : les périodes ne peuvent pas se chevaucher.',
    );
    // Adjacent periods are fine; another zone is independent.
    expect((await create(base(p.id, '2026-04-01', '2026-06-30'))).statusCode).toBe(201);
    expect((await create(base(p.id, '2026-01-01', '2026-03-31', 'Asie'))).statusCode).toBe(201);
  });

  it('treats null dates as open-ended', async () => {
    const p = await insertProduct();
    expect((await create(base(p.id, '2026-06-01', null))).statusCode).toBe(201);
    const later = await create(base(p.id, '2030-01-01', '2030-12-31'));
    expect(later.statusCode).toBe(409);
    expect(later.json().error.message).toContain('à partir du 01/06/2026');
    expect((await create(base(p.id, null, '2026-06-01'))).statusCode).toBe(409);
    expect((await create(base(p.id, null, '2026-05-31'))).statusCode).toBe(201);
    expect((await create(base(p.id, null, null))).statusCode).toBe(409);
  });

  it('refuses a second price with no dates at all, and a PATCH moving into another period', async () => {
    const p = await insertProduct();
    expect((await create(base(p.id, null, null, 'Afrique'))).statusCode).toBe(201);
    const second = await create(base(p.id, '2020-01-01', '2020-01-01', 'Afrique'));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.message).toContain('sans limite de dates');

    const q = await insertProduct();
    await create(base(q.id, '2026-01-01', '2026-01-31'));
    const feb = (await create(base(q.id, '2026-02-01', '2026-02-28'))).json<ZonePriceOut>();
    const res = await req('PATCH', `/api/pricelists/${feb.id}`, { validFrom: '2026-01-15' });
    expect(res.statusCode).toBe(409);
    // Changing its own dates without touching the other period is allowed.
    expect((await req('PATCH', `/api/pricelists/${feb.id}`, { validTo: '2026-03-31' })).statusCode).toBe(200);
  });
});

describe('concurrent writes', () => {
  it('lets only one of three simultaneous overlapping periods in', async () => {
    const p = await insertProduct();
    const body = (validFrom: string) => ({
      productId: p.id,
      zone: 'International',
      price: '5',
      currency: 'EUR',
      validFrom,
    });
    const answers = await Promise.all([
      create(body('2026-01-01')),
      create(body('2026-02-01')),
      create(body('2026-03-01')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409]);
  });
});

describe('GET /api/pricelists/price', () => {
  const price = (productId: string, zone: string, date?: string) =>
    req(
      'GET',
      `/api/pricelists/price?productId=${productId}&zone=${encodeURIComponent(zone)}${date ? `&date=${date}` : ''}`,
    );

  it('resolves inside and outside periods, open ends, and falls back to the base price', async () => {
    const p = await insertProduct({ price: '80.00', currency: 'USD' });
    const q1 = (
      await create({
        productId: p.id,
        zone: 'France',
        price: '90',
        currency: 'EUR',
        validFrom: '2026-01-01',
        validTo: '2026-03-31',
      })
    ).json<ZonePriceOut>();
    const open = (
      await create({ productId: p.id, zone: 'France', price: '95', currency: 'EUR', validFrom: '2026-07-01' })
    ).json<ZonePriceOut>();

    const inside = await price(p.id, 'France', '2026-02-15');
    expect(inside.statusCode).toBe(200);
    expect(inside.json()).toMatchObject({
      source: 'zone',
      price: { amount: '90.00', currency: 'EUR' },
      priceId: q1.id,
      validFrom: '2026-01-01',
      validTo: '2026-03-31',
      zone: 'France',
    });
    expect((await price(p.id, 'France', '2026-03-31')).json().priceId).toBe(q1.id);
    const gap = (await price(p.id, 'France', '2026-05-01')).json();
    expect(gap).toMatchObject({ source: 'base', price: { amount: '80.00', currency: 'USD' }, priceId: null });
    expect((await price(p.id, 'France', '2099-01-01')).json().priceId).toBe(open.id);
    expect((await price(p.id, 'Asie', '2026-02-15')).json().source).toBe('base');
    // Without a date: today.
    const today = await price(p.id, 'France');
    expect(today.statusCode).toBe(200);
    expect(today.json().date).toBe(todayIso());
  });

  it('picks the latest validFrom among the valid ones', async () => {
    const p = await insertProduct();
    // Overlaps are refused by the API, so build the ambiguous case directly in the table.
    const [always] = await f.db
      .insert(productZonePrices)
      .values({ productId: p.id, zone: 'Océanie', price: '10', currency: 'EUR' })
      .returning();
    const [promo] = await f.db
      .insert(productZonePrices)
      .values({
        productId: p.id,
        zone: 'Océanie',
        price: '8',
        currency: 'EUR',
        validFrom: '2026-05-01',
        validTo: '2026-05-31',
      })
      .returning();
    const [older] = await f.db
      .insert(productZonePrices)
      .values({ productId: p.id, zone: 'Océanie', price: '9', currency: 'EUR', validFrom: '2026-04-01' })
      .returning();
    const at = async (d: string) => (await price(p.id, 'Océanie', d)).json().priceId;
    expect(await at('2026-05-10')).toBe(promo!.id);
    expect(await at('2026-06-10')).toBe(older!.id);
    expect(await at('2026-01-10')).toBe(always!.id);
  });

  it('answers 404 for an unknown product and 400 for a bad zone or date', async () => {
    const p = await insertProduct();
    expect((await price(FAKE_ID, 'France')).statusCode).toBe(404);
    expect((await price(p.id, 'Mars')).statusCode).toBe(400);
    expect((await price(p.id, 'France', '2026-13-01')).statusCode).toBe(400);
    expect((await price(p.id, 'France', 'hier')).statusCode).toBe(400);
    expect((await req('GET', '/api/pricelists/price?zone=France')).statusCode).toBe(400);
  });
});

describe('grid: margins, pagination, search, filters', () => {
  async function rowOf(productId: string, query = '') {
    const p = (await f.db.select().from(products).where(eq(products.id, productId)))[0]!;
    const res = await req('GET', `/api/pricelists?q=${encodeURIComponent(p.reference)}${query}`);
    expect(res.statusCode).toBe(200);
    return res.json<PriceListPage>().items.find((i) => i.product.id === productId)!;
  }

  it('computes the margin in the same currency', async () => {
    const p = await insertProduct({ price: '80.00', currency: 'EUR' });
    await create({ productId: p.id, zone: 'France', price: '100', currency: 'EUR' });
    await create({ productId: p.id, zone: 'Europe', price: '60', currency: 'EUR' });
    const row = await rowOf(p.id);
    expect(row.product.basePrice).toEqual({ amount: '80.00', currency: 'EUR' });
    const france = row.prices.find((x) => x.zone === 'France')!;
    expect(france).toMatchObject({
      marginPercent: '25.00',
      marginReason: null,
      current: true,
      status: 'current',
    });
    expect(row.prices.find((x) => x.zone === 'Europe')!.marginPercent).toBe('-25.00');
  });

  it('converts the base price at the current rate, and says when no rate is known', async () => {
    await f.db.insert(exchangeRates).values([
      { base: 'EUR', quote: 'USD', rate: '1.2500000000', rateDate: '2026-01-02', source: 'manual' },
      { base: 'EUR', quote: 'USD', rate: '1.0000000000', rateDate: '2025-01-02', source: 'manual' },
    ]);
    const p = await insertProduct({ price: '100.00', currency: 'EUR' });
    await create({ productId: p.id, zone: 'Amérique du Nord', price: '150', currency: 'USD' });
    await create({ productId: p.id, zone: 'Europe', price: '100', currency: 'GBP' });
    const row = await rowOf(p.id);
    const usd = row.prices.find((x) => x.zone === 'Amérique du Nord')!;
    expect(usd).toMatchObject({
      marginPercent: '20.00',
      baseConverted: { amount: '125.00', currency: 'USD' },
      rateDate: '2026-01-02',
    });
    const gbp = row.prices.find((x) => x.zone === 'Europe')!;
    expect(gbp).toMatchObject({ marginPercent: null, marginReason: 'rateUnavailable', baseConverted: null });
  });

  it('marks current, future and expired periods', async () => {
    const p = await insertProduct();
    await create({ productId: p.id, zone: 'France', price: '1', currency: 'EUR', validTo: '2000-01-01' });
    await create({
      productId: p.id,
      zone: 'France',
      price: '2',
      currency: 'EUR',
      validFrom: '2000-01-02',
      validTo: '2099-12-30',
    });
    await create({ productId: p.id, zone: 'France', price: '3', currency: 'EUR', validFrom: '2099-12-31' });
    const row = await rowOf(p.id);
    expect(row.prices.map((x) => [x.price.amount, x.status, x.current])).toEqual([
      ['1.00', 'expired', false],
      ['2.00', 'current', true],
      ['3.00', 'future', false],
    ]);
    const zoneOnly = await rowOf(p.id, '&zone=Asie');
    expect(zoneOnly.prices).toEqual([]);
  });

  it('searches without accents, filters by category and paginates in SQL', async () => {
    const tag = `zq${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      await insertProduct({
        reference: `${tag}-${i}`,
        name: `Crème brûlée ${i}`,
        category: i < 3 ? 'Alimentaire' : 'Cosmétique',
      });
    }
    const page1 = (await req('GET', `/api/pricelists?q=${tag}&pageSize=2&page=1`)).json<PriceListPage>();
    expect(page1.total).toBe(5);
    expect(page1.items.map((i) => i.product.reference)).toEqual([`${tag}-0`, `${tag}-1`]);
    const page3 = (await req('GET', `/api/pricelists?q=${tag}&pageSize=2&page=3`)).json<PriceListPage>();
    expect(page3.items.map((i) => i.product.reference)).toEqual([`${tag}-4`]);
    const desc = (await req('GET', `/api/pricelists?q=${tag}&order=desc&pageSize=1`)).json<PriceListPage>();
    expect(desc.items[0]!.product.reference).toBe(`${tag}-4`);
    const accents = (
      await req(
        'GET',
        `/api/pricelists?q=${encodeURIComponent(`CREME BRULEE`)}&category=Cosm%C3%A9tique&pageSize=100`,
      )
    ).json<PriceListPage>();
    expect(
      accents.items.filter((i) => i.product.reference.startsWith(tag)).map((i) => i.product.reference),
    ).toEqual([`${tag}-3`, `${tag}-4`]);
    expect((await req('GET', '/api/pricelists?category=Inconnue')).statusCode).toBe(400);
    expect((await req('GET', '/api/pricelists?pageSize=1000')).statusCode).toBe(400);
    expect((await req('GET', `/api/pricelists?q=${encodeURIComponent('%_')}`)).json().total).toBe(0);
  });
});

describe('export', () => {
  it('writes a CSV with BOM and semicolons, neutralising formulas', async () => {
    const tag = `ex${Date.now()}`;
    const p = await insertProduct({ reference: `${tag}-1`, name: '=HYPERLINK("http://x";"y")' });
    await create({
      productId: p.id,
      zone: 'France',
      price: '12.5',
      currency: 'EUR',
      validFrom: '2026-01-01',
    });
    const res = await req('GET', `/api/pricelists/export?format=csv&q=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('.csv');
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('référence;produit;zone;prix;devise;valide du;valide au');
    expect(lines[1]).toBe(`${tag}-1;"'=HYPERLINK(""http://x"";""y"")";France;12,50;EUR;01/01/2026;`);
  });

  it('writes an xlsx workbook with the same columns and neutralised cells', async () => {
    const tag = `xl${Date.now()}`;
    const p = await insertProduct({ reference: `${tag}-1`, name: '@SUM(A1)' });
    await create({ productId: p.id, zone: 'Asie', price: '7.25', currency: 'USD' });
    const res = await req('GET', `/api/pricelists/export?format=xlsx&q=${tag}`);
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    // The CSV's columns (spelled out in the test above), after ExcelJS's empty cell 0.
    expect(sheet.getRow(1).values).toEqual([undefined, ...PRICELIST_EXPORT_COLUMNS]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe("'@SUM(A1)");
    expect(row.getCell(4).value).toBe(7.25);
    expect(row.getCell(5).value).toBe('USD');
    expect((await req('GET', '/api/pricelists/export?format=pdf')).statusCode).toBe(400);
  });
});

describe('fuzzing', () => {
  it('never answers 500 to arbitrary bodies and queries', async () => {
    const p = await insertProduct();
    const value = fc.oneof(
      fc.string(),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(...ZONES, 'EUR', 'USD', '2026-01-01', '9999-12-31', '-0', '1e3', p.id),
    );
    const body = fc.record(
      {
        productId: fc.oneof(value, fc.constant(p.id)),
        zone: value,
        price: value,
        currency: value,
        validFrom: value,
        validTo: value,
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, fc.string(), async (b, q) => {
        const created = await create(b);
        expect(created.statusCode).toBeLessThan(500);
        if (created.statusCode === 201) {
          const id = created.json<ZonePriceOut>().id;
          expect((await req('PATCH', `/api/pricelists/${id}`, b)).statusCode).toBeLessThan(500);
          expect((await req('DELETE', `/api/pricelists/${id}`)).statusCode).toBe(204);
        }
        expect(
          (await req('PATCH', `/api/pricelists/${encodeURIComponent(q) || 'x'}`, b)).statusCode,
        ).toBeLessThan(500);
        const list = await req(
          'GET',
          `/api/pricelists?q=${encodeURIComponent(q)}&page=${encodeURIComponent(q)}`,
        );
        expect(list.statusCode).toBeLessThan(500);
        const price = await req(
          'GET',
          `/api/pricelists/price?productId=${p.id}&zone=France&date=${encodeURIComponent(q)}`,
        );
        expect(price.statusCode).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
