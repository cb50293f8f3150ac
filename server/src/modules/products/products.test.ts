import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { eq, sql } from 'drizzle-orm';
import { PRODUCT_SORTS, PRODUCTS_EXPORT_MAX_ROWS } from '@comptoir/core/modules/products';
import { auditLog, products } from '../../db/schema/index';
import { UNKNOWN_ID, collectionRoutes, expectStatuses } from '../../../test/access';
import { accessTests, moduleUsers, useTestApp } from '../../../test/fixture';
import { expectNo500ForBodies, expectNo500ForQueries } from '../../../test/fuzz';
import { postMultipart } from '../../../test/multipart';
import { DEMO_PRODUCTS, DEMO_SUPPLIERS, loadDemoProducts } from './demo';

const f = useTestApp({ users: moduleUsers('products') });
const { call, cookies } = f;

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';

let seq = 0;
const validProduct = (overrides: Record<string, unknown> = {}) => ({
  name: `Produit ${++seq}`,
  reference: `REF-${seq}-${Date.now()}`,
  price: '12.50',
  currency: 'EUR',
  quantity: 3,
  category: 'Textile',
  description: 'Un produit',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const res = await call('POST', '/api/products', validProduct(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as { id: string; reference: string; name: string; price: { amount: string } };
}

const upload = (
  id: string,
  buffer: Buffer,
  filename = 'image.png',
  type = 'image/png',
  cookie = cookies.manager,
) => {
  return postMultipart(
    f.ctx.app,
    `/api/products/${id}/image`,
    {},
    [{ field: 'file', name: filename, type, bytes: buffer }],
    cookie,
  );
};

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp', width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } })
    .toFormat(format)
    .toBuffer();

// ---------------------------------------------------------------------------------------------

describe('access', () => {
  accessTests(
    f,
    'products',
    [
      ...collectionRoutes('/api/products'),
      { method: 'GET', url: '/api/products/export', action: 'read' },
      { method: 'POST', url: '/api/products/:id/image', action: 'update' },
      { method: 'DELETE', url: '/api/products/:id/image', action: 'update' },
      { method: 'GET', url: '/api/products/:id/image', action: 'read' },
      { method: 'GET', url: '/api/products/:id/thumbnail', action: 'read' },
      ...collectionRoutes('/api/suppliers'),
    ],
    {
      owns: (url) =>
        (url.startsWith('/api/products') && !url.startsWith('/api/products/import')) ||
        url.startsWith('/api/suppliers'),
    },
  );

  it('lets a Viewer read but not create, update or delete', async () => {
    const p = await create();
    await expectStatuses(call, cookies.viewer, [
      ['GET', '/api/products', 200],
      ['GET', `/api/products/${p.id}`, 200],
      ['POST', '/api/products', 403, validProduct()],
      ['PATCH', `/api/products/${p.id}`, 403, { name: 'x' }],
      ['POST', '/api/suppliers', 403, { name: 'x' }],
    ]);
  });

  it('lets an Editor create and update but not delete', async () => {
    const res = await call('POST', '/api/products', validProduct(), cookies.editor);
    expect(res.statusCode).toBe(201);
    const id = res.json().product.id;
    await expectStatuses(call, cookies.editor, [
      ['PATCH', `/api/products/${id}`, 200, { quantity: 9 }],
      ['DELETE', `/api/products/${id}`, 403],
    ]);
    expect((await call('GET', `/api/products/${id}`)).statusCode).toBe(200);
  });
});

describe('create, read, update, delete', () => {
  it('creates a product with an exact price and audits it', async () => {
    const res = await call('POST', '/api/products', validProduct({ price: '1234,5', subcategory: 'Coton' }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('Produit ajouté avec succès');
    expect(body.product.price).toEqual({ amount: '1234.50', currency: 'EUR' });
    expect(body.product.subcategory).toBe('Coton');
    const [row] = await f.db.select().from(products).where(eq(products.id, body.product.id));
    expect(row!.searchText).toContain('un produit');
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.targetId, body.product.id));
    expect(audit.map((a) => a.action)).toContain('product.create');
  });

  it('refuses missing required fields with the specification message', async () => {
    for (const missing of ['name', 'reference', 'price']) {
      const body: Record<string, unknown> = validProduct();
      delete body[missing];
      const res = await call('POST', '/api/products', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[missing]).toBe(REQUIRED);
    }
    const blank = await call('POST', '/api/products', validProduct({ name: '   ' }));
    expect(blank.json().error.fields.name).toBe(REQUIRED);
  });

  it('validates price, quantity, currency and category', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: '-1' }, 'price', 'Le prix doit être supérieur ou égal à 0.'],
      [{ price: '1.234' }, 'price', 'Le prix doit être un nombre avec au plus deux décimales.'],
      [{ price: 'abc' }, 'price', 'Le prix doit être un nombre avec au plus deux décimales.'],
      [{ quantity: -1 }, 'quantity', 'La quantité doit être un nombre entier supérieur ou égal à 0.'],
      [{ quantity: 1.5 }, 'quantity', 'La quantité doit être un nombre entier supérieur ou égal à 0.'],
      [{ currency: 'JPY' }, 'currency', 'Devise invalide (EUR, USD ou GBP).'],
      [{ category: 'Jouets' }, 'category', 'Catégorie invalide.'],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await call('POST', '/api/products', validProduct(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    const zero = await call('POST', '/api/products', validProduct({ price: '0', quantity: 0 }));
    expect(zero.statusCode).toBe(201);
    expect(zero.json().product.price.amount).toBe('0.00');
  });

  it('refuses a duplicate reference in another case with 409 naming it', async () => {
    await create({ reference: 'ABC-Dup-1' });
    const res = await call('POST', '/api/products', validProduct({ reference: 'abc-DUP-1' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'La référence « abc-DUP-1 » est déjà utilisée par un autre produit.',
    );
    const other = await create();
    const patch = await call('PATCH', `/api/products/${other.id}`, { reference: 'ABC-DUP-1' });
    expect(patch.statusCode).toBe(409);
    // Its own reference in another case is fine.
    const self = await call('PATCH', `/api/products/${other.id}`, {
      reference: other.reference.toLowerCase(),
    });
    expect(self.statusCode).toBe(200);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const unknown = await call(
        method,
        `/api/products/${UNKNOWN_ID}`,
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(unknown.statusCode).toBe(404);
      const bad = await call(
        method,
        '/api/products/not-a-uuid',
        method === 'PATCH' ? { name: 'x' } : undefined,
      );
      expect(bad.statusCode).toBe(400);
    }
    expect((await call('GET', '/api/suppliers/nope')).statusCode).toBe(400);
    expect((await call('GET', `/api/suppliers/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('updates a product, keeps search_text in step, and deletes it', async () => {
    const p = await create({ name: 'Ancien nom' });
    const res = await call('PATCH', `/api/products/${p.id}`, { name: 'Nouvelle Théière', price: '7.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Produit mis à jour avec succès');
    expect(res.json().product.price.amount).toBe('7.50');
    const found = await call('GET', '/api/products?q=theiere');
    expect(found.json().items.map((i: { id: string }) => i.id)).toContain(p.id);
    const del = await call('DELETE', `/api/products/${p.id}`);
    expect(del.statusCode).toBe(200);
    expect(del.json().message).toBe('Produit supprimé avec succès');
    expect((await call('GET', `/api/products/${p.id}`)).statusCode).toBe(404);
  });

  it("the list's count follows creations, category changes and deletions (it is cached by revision)", async () => {
    const total = async (query = '') =>
      (await call('GET', `/api/products?pageSize=1${query}`)).json<{ total: number }>().total;
    const all = await total();
    const inCategory = await total('&category=Industriel');
    const p = await create({ category: 'Industriel' });
    expect(await total()).toBe(all + 1);
    expect(await total('&category=Industriel')).toBe(inCategory + 1);
    expect((await call('PATCH', `/api/products/${p.id}`, { category: 'Textile' })).statusCode).toBe(200);
    expect(await total('&category=Industriel')).toBe(inCategory);
    expect((await call('DELETE', `/api/products/${p.id}`)).statusCode).toBe(200);
    expect(await total()).toBe(all);
  });

  it("a search's count follows creations, renames and deletions, past its last page too (cached by revision)", async () => {
    const word = `Compté${Date.now()}`;
    const search = async (page = 1) =>
      (
        await call('GET', `/api/products?pageSize=1&page=${page}&q=${encodeURIComponent(word.toUpperCase())}`)
      ).json<{
        total: number;
        items: { name: string }[];
      }>();
    expect(await search()).toMatchObject({ total: 0, items: [] });
    const a = await create({ name: `Lampe ${word}` });
    await create({ name: `Vis ${word}` });
    expect(await search()).toMatchObject({ total: 2, items: [{ name: `Lampe ${word}` }] });
    expect(await search(2)).toMatchObject({ total: 2, items: [{ name: `Vis ${word}` }] });
    expect(await search(3)).toMatchObject({ total: 2, items: [] });
    expect((await call('PATCH', `/api/products/${a.id}`, { name: 'Lampe renommée' })).statusCode).toBe(200);
    expect(await search()).toMatchObject({ total: 1, items: [{ name: `Vis ${word}` }] });
    expect((await call('DELETE', `/api/products/${a.id}`)).statusCode).toBe(200);
    expect((await search(2)).total).toBe(1);
  });

  it('PATCH changes only the fields it sends', async () => {
    const p = await create({
      description: 'Garde sa description',
      subcategory: 'Lin',
      quantity: 7,
      currency: 'GBP',
    });
    const res = await call('PATCH', `/api/products/${p.id}`, { name: 'Renommé' });
    expect(res.statusCode).toBe(200);
    expect(res.json().product).toMatchObject({
      name: 'Renommé',
      description: 'Garde sa description',
      subcategory: 'Lin',
      quantity: 7,
      price: { amount: '12.50', currency: 'GBP' },
    });
  });

  it('two concurrent creations of one reference in different cases: one 201, one 409', async () => {
    const reference = `RACE-${Date.now()}`;
    const answers = await Promise.all([
      call('POST', '/api/products', validProduct({ reference })),
      call('POST', '/api/products', validProduct({ reference: reference.toLowerCase() })),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const rows = await f.db
      .select()
      .from(products)
      .where(sql`lower(${products.reference}) = ${reference.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown supplier without writing anything', async () => {
    const reference = `TX-${Date.now()}`;
    const res = await call('POST', '/api/products', validProduct({ reference, supplierId: UNKNOWN_ID }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.supplierId).toBe("Ce fournisseur n'existe pas.");
    const rows = await f.db.select().from(products).where(eq(products.reference, reference));
    expect(rows).toHaveLength(0);
  });
});

describe('list: search, filter, sort, paginate', () => {
  const TAG = 'zqx';
  beforeAll(async () => {
    await create({
      name: `Crème Brûlée ${TAG}`,
      reference: `${TAG}-A`,
      price: '3.10',
      quantity: 5,
      category: 'Alimentaire',
    });
    await create({
      name: `Écran ${TAG}`,
      reference: `${TAG}-B`,
      price: '150.00',
      quantity: 1,
      category: 'Électronique',
    });
    await create({
      name: `banane ${TAG}`,
      reference: `${TAG}-C`,
      price: '0.99',
      quantity: 40,
      category: 'Alimentaire',
      description: 'Fruit EXOTIQUE',
    });
    await create({
      name: `Drap ${TAG}`,
      reference: `${TAG}-D`,
      price: '20.00',
      quantity: 12,
      category: 'Textile',
    });
  });

  const list = async (query: string) => {
    const res = await call('GET', `/api/products?q=${TAG}&${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      items: {
        name: string;
        reference: string;
        price: { amount: string };
        quantity: number;
        category: string;
      }[];
      total: number;
    };
  };

  it('searches name, reference and description without case or accents', async () => {
    const byName = await call('GET', `/api/products?q=${encodeURIComponent('CREME brulee')}`);
    expect(byName.json().items.map((i: { reference: string }) => i.reference)).toEqual([`${TAG}-A`]);
    const byDescription = await call('GET', '/api/products?q=exotique');
    expect(byDescription.json().items.map((i: { reference: string }) => i.reference)).toEqual([`${TAG}-C`]);
    const byReference = await call('GET', `/api/products?q=${TAG.toUpperCase()}-b`);
    expect(byReference.json().items.map((i: { reference: string }) => i.reference)).toEqual([`${TAG}-B`]);
    const wildcard = await call('GET', '/api/products?q=%25');
    expect(wildcard.json().total).toBe(0);
  });

  it('filters by category', async () => {
    const res = await list('category=Alimentaire');
    expect(res.items.map((i) => i.reference).sort()).toEqual([`${TAG}-A`, `${TAG}-C`]);
    expect((await call('GET', '/api/products?category=Jouets')).statusCode).toBe(400);
  });

  const expected: Record<string, string[]> = {
    name: ['C', 'A', 'D', 'B'], // banane, Crème, Drap, Écran (lower-case, É after ASCII)
    reference: ['A', 'B', 'C', 'D'],
    price: ['C', 'A', 'D', 'B'],
    quantity: ['B', 'A', 'D', 'C'],
  };
  for (const sort of PRODUCT_SORTS) {
    for (const order of ['asc', 'desc'] as const) {
      it(`sorts by ${sort} ${order}`, async () => {
        const res = await list(`sort=${sort}&order=${order}`);
        expect(res.items).toHaveLength(4);
        const values = res.items.map((i) =>
          sort === 'price'
            ? Number(i.price.amount)
            : sort === 'quantity'
              ? i.quantity
              : sort === 'category'
                ? i.category
                : sort === 'createdAt'
                  ? 0
                  : sort === 'name'
                    ? i.name.toLowerCase()
                    : i.reference.toLowerCase(),
        );
        const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
        if (order === 'desc') sorted.reverse();
        expect(values).toEqual(sorted);
        const letters = expected[sort];
        if (letters && sort !== 'name') {
          const refs = res.items.map((i) => i.reference.slice(-1));
          expect(refs).toEqual(order === 'asc' ? letters : [...letters].reverse());
        }
      });
    }
  }

  it('paginates with a total', async () => {
    const first = await list('sort=reference&order=asc&page=1&pageSize=3');
    const second = await list('sort=reference&order=asc&page=2&pageSize=3');
    expect(first.total).toBe(4);
    expect(first.items.map((i) => i.reference)).toEqual([`${TAG}-A`, `${TAG}-B`, `${TAG}-C`]);
    expect(second.items.map((i) => i.reference)).toEqual([`${TAG}-D`]);
    const past = await list('sort=reference&order=asc&page=9&pageSize=3');
    expect(past).toMatchObject({ items: [], total: 4, page: 9 });
    expect((await call('GET', '/api/products?pageSize=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/products?sort=price;drop')).statusCode).toBe(400);
  });
});

describe('list: names in the order a French reader expects (issue 30 §6)', () => {
  const names = ['Zèbre frz', 'écouteurs frz', 'Étagère frz', 'alpha frz', 'Bravo frz', 'Echelle frz'];
  const french = [...names].sort((a, b) => a.localeCompare(b, 'fr', { sensitivity: 'base' }));

  beforeAll(async () => {
    for (const name of names) await create({ name, category: 'Médical' });
  });

  it('sorts by name without case or accents: Écouteurs with the E, not after Z', async () => {
    // The plain list (the name index) and the search (a separate statement) sort alike.
    for (const query of ['category=M%C3%A9dical', 'q=frz']) {
      const asc = await call('GET', `/api/products?${query}&sort=name&order=asc`);
      expect(asc.json().items.map((i: { name: string }) => i.name)).toEqual(french);
      const desc = await call('GET', `/api/products?${query}&sort=name&order=desc`);
      expect(desc.json().items.map((i: { name: string }) => i.name)).toEqual([...french].reverse());
    }
    expect(french.slice(2, 5).map((n) => n.normalize('NFD')[0]!.toLowerCase())).toEqual(['e', 'e', 'e']);
  });
});

describe('images', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)(
    'accepts a real %s, stores it and a WebP thumbnail',
    async (format) => {
      const p = await create();
      const buffer = await image(format);
      const res = await upload(p.id, buffer, `photo.${format}`, `image/${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().product.imageUrl).toMatch(`/api/products/${p.id}/image`);
      const original = await call('GET', `/api/products/${p.id}/image`);
      expect(original.statusCode).toBe(200);
      expect(original.headers['content-type']).toBe(`image/${format}`);
      expect(original.headers['cache-control']).toMatch(/^private/);
      expect(original.rawPayload.equals(buffer)).toBe(true);
      const thumb = await call('GET', `/api/products/${p.id}/thumbnail`);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/webp');
      const meta = await sharp(thumb.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(Math.max(meta.width!, meta.height!)).toBe(320);
    },
  );

  it('judges by content: a PDF named .png is refused with 415', async () => {
    const p = await create();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(p.id, pdf, 'photo.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.message).toMatch(/PNG, JPG, GIF ou WebP/);
  });

  it('refuses a corrupt PNG without a 500', async () => {
    const p = await create();
    const png = await image('png');
    const corrupt = Buffer.concat([png.subarray(0, 60), Buffer.alloc(200, 7)]);
    const res = await upload(p.id, corrupt);
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json().error.message).toBe("L'image est illisible ou endommagée.");
  });

  it('refuses more than 10 MB with 413', async () => {
    const p = await create();
    const png = await image('png', 16, 16);
    const big = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(p.id, big);
    expect(res.statusCode).toBe(413);
  });

  it('replaces the previous image, deleting its files, and removes it', async () => {
    const p = await create();
    await upload(p.id, await image('png'));
    const [first] = await f.db.select().from(products).where(eq(products.id, p.id));
    await upload(p.id, await image('jpeg'), 'b.jpg', 'image/jpeg');
    const [second] = await f.db.select().from(products).where(eq(products.id, p.id));
    expect(second!.imageKey).not.toBe(first!.imageKey);
    expect(await f.ctx.app.storage.exists(first!.imageKey!)).toBe(false);
    expect(await f.ctx.app.storage.exists(first!.thumbnailKey!)).toBe(false);
    const removed = await call('DELETE', `/api/products/${p.id}/image`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().product.imageUrl).toBeNull();
    expect(await f.ctx.app.storage.exists(second!.imageKey!)).toBe(false);
    expect((await call('GET', `/api/products/${p.id}/image`)).statusCode).toBe(404);
  });

  it('serves the image only to users with the module', async () => {
    const p = await create();
    await upload(p.id, await image('png'));
    expect((await call('GET', `/api/products/${p.id}/image`, undefined, null)).statusCode).toBe(401);
    expect(
      (await call('GET', `/api/products/${p.id}/thumbnail`, undefined, cookies.outsider)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/products/${p.id}/image`, undefined, cookies.viewer)).statusCode).toBe(
      200,
    );
    expect((await upload(p.id, await image('png'), 'x.png', 'image/png', cookies.viewer)).statusCode).toBe(
      403,
    );
  });

  it('deletes the files with the product', async () => {
    const p = await create();
    await upload(p.id, await image('png'));
    const [row] = await f.db.select().from(products).where(eq(products.id, p.id));
    await call('DELETE', `/api/products/${p.id}`);
    expect(await f.ctx.app.storage.exists(row!.imageKey!)).toBe(false);
  });
});

describe('export', () => {
  const TAG = 'xpt';
  beforeAll(async () => {
    await create({
      name: `=HYPERLINK("http://evil") ${TAG}`,
      reference: `${TAG}-1`,
      description: '+cmd|calc',
      price: '9.90',
    });
    await create({ name: `Normal ${TAG}`, reference: `${TAG}-2`, description: '@SUM(A1)', price: '1.00' });
    await create({ name: 'Autre sans tag', reference: `OTHER-${Date.now()}` });
  });

  it('refuses an export past the row limit instead of cutting it short', async () => {
    await f.db.execute(
      sql`insert into products (reference, name, search_text)
          select 'BULKX-' || g, 'Bulk ' || g, 'bulkexport ' || g from generate_series(1, ${PRODUCTS_EXPORT_MAX_ROWS + 1}) g`,
    );
    try {
      const res = await call('GET', '/api/products/export?format=csv&q=bulkexport');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('export_too_large');
      expect(res.json().error.message).toBe(
        "L'export est limité à 20\u202f000 produits : affinez la recherche ou les filtres.",
      );
    } finally {
      await f.db.execute(sql`delete from products where reference like 'BULKX-%'`);
    }
  });

  it('exports the filtered list as xlsx with a styled header and neutralised formulas', async () => {
    const res = await call('GET', `/api/products/export?format=xlsx&q=${TAG}&sort=reference`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Référence');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(2).value).toBe(`'=HYPERLINK("http://evil") ${TAG}`);
    expect(sheet.getRow(2).getCell(5).value).toBe(9.9);
    expect(sheet.getRow(3).getCell(9).value).toBe("'@SUM(A1)");
    for (let r = 2; r <= sheet.rowCount; r++) {
      sheet.getRow(r).eachCell((c) => expect(c.type).not.toBe(ExcelJS.ValueType.Formula));
    }
  });

  it('exports CSV in UTF-8 with BOM and semicolons, neutralised', async () => {
    const res = await call('GET', `/api/products/export?format=csv&q=${TAG}&sort=reference`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const raw = res.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe(
      'Référence;Nom;Catégorie;Sous-catégorie;Prix;Devise;Quantité;Fournisseur;Description',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil"") ${TAG}"`);
    expect(lines[1]).toContain("'+cmd|calc");
    expect(lines[2]).toContain("'@SUM(A1)");
  });
});

describe('suppliers', () => {
  it('creates, lists, updates and deletes a supplier; products keep living without it', async () => {
    const res = await call('POST', '/api/suppliers', {
      name: 'Fournisseur Test',
      email: 'a@b.fr',
      country: 'France',
    });
    expect(res.statusCode).toBe(201);
    const s = res.json().supplier;
    expect(s).toMatchObject({
      name: 'Fournisseur Test',
      email: 'a@b.fr',
      contactName: null,
      productCount: 0,
    });
    const p = await create({ supplierId: s.id });
    expect((await call('GET', `/api/products/${p.id}`)).json().supplierName).toBe('Fournisseur Test');
    const filtered = await call('GET', `/api/products?supplierId=${s.id}`);
    expect(filtered.json().items.map((i: { id: string }) => i.id)).toEqual([p.id]);
    expect((await call('GET', `/api/suppliers/${s.id}`)).json().productCount).toBe(1);
    const patch = await call('PATCH', `/api/suppliers/${s.id}`, { phone: '+33 1 23 45 67 89' });
    expect(patch.json().supplier.phone).toBe('+33 1 23 45 67 89');
    expect((await call('POST', '/api/suppliers', { name: '' })).json().error.fields.name).toBe(REQUIRED);
    expect((await call('POST', '/api/suppliers', { name: 'x', email: 'pas-un-email' })).statusCode).toBe(400);
    expect((await call('DELETE', `/api/suppliers/${s.id}`, undefined, cookies.editor)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/suppliers/${s.id}`)).statusCode).toBe(200);
    const after = await call('GET', `/api/products/${p.id}`);
    expect(after.json().supplierId).toBeNull();
    const list = await call('GET', '/api/suppliers');
    expect(list.statusCode).toBe(200);
    expect(list.json().items.map((i: { id: string }) => i.id)).not.toContain(s.id);
  });
});

describe('demo data', () => {
  it('loads labelled demo products and suppliers', async () => {
    await loadDemoProducts(f.db);
    const res = await call('GET', '/api/products?q=demo-&pageSize=100');
    expect(res.json().total).toBe(DEMO_PRODUCTS.length);
    expect(DEMO_PRODUCTS.length).toBeGreaterThanOrEqual(15);
    for (const item of res.json().items) expect(item.name).toContain('(démo)');
    const suppliers = await call('GET', '/api/suppliers?q=(démo)');
    expect(suppliers.json().total).toBe(DEMO_SUPPLIERS.length);
  });
});

describe('fuzzing', () => {
  it('never answers 500 to arbitrary create and update bodies', async () => {
    const target = await create();
    const bodies = fc.record(
      {
        name: fc.oneof(fc.string(), fc.constant(null), fc.integer()),
        reference: fc.oneof(fc.string({ maxLength: 120 }), fc.constant(target.reference.toUpperCase())),
        price: fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant('99999999999999.99')),
        quantity: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(3_000_000_000)),
        currency: fc.oneof(fc.constantFrom('EUR', 'USD', 'GBP'), fc.string()),
        category: fc.oneof(fc.constantFrom('Textile', 'Autre'), fc.string()),
        supplierId: fc.oneof(fc.uuid(), fc.string(), fc.constant(null)),
        description: fc.oneof(fc.string(), fc.object()),
      },
      { requiredKeys: [] },
    );
    const urls = { create: '/api/products', update: `/api/products/${target.id}` };
    await expectNo500ForBodies(call, urls, bodies, 60);
  });

  it('never answers 500 to arbitrary list queries', async () => {
    await expectNo500ForQueries(call, ['/api/products'], ['q', 'sort', 'order', 'page', 'category'], {
      numRuns: 60,
    });
  });
});
