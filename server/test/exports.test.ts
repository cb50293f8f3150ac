/**
 * Issue 29 §5: every csv and xlsx export neutralises formulas the same way. Records whose names,
 * labels and notes start like formulas ('=HYPERLINK(...)', '+1+1', '-2', '@SUM(A1)', behind a tab,
 * a carriage return, a line feed, a space, a control or format character, or in full width) are
 * exported by every export route (server/test/file-routes.ts lists them, checked against the
 * declarations): no cell may start a formula unless it starts with the quote that neutralises it,
 * no workbook cell is a formula, and each hostile value reaches each export.
 * (A NUL cannot be stored in PostgreSQL text; core/src/spreadsheet.test.ts covers it.)
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { unzipSync } from 'fflate';
import {
  clients,
  invoiceLines,
  invoices,
  productZonePrices,
  products,
  purchaseOrders,
  suppliers,
  tasks,
  timeEntries,
} from '../src/db/schema/index';
import { createCompany, createUser } from '../src/db/seed/factories';
import type { Db } from '../src/db/client';
import { uploadFile, type ImportBase } from '../src/modules/imports/testing';
import { addDays, todayIso } from '../src/modules/sales/numbering';
import { useTestApp } from './fixture';
import { fileRouteProblems, fileRoutesOf } from './file-routes';

const HOSTILE = [
  '=HYPERLINK("http://x")',
  '+1+1',
  '-2',
  '@SUM(A1)',
  '\t=1+1',
  '\r=1+1',
  '\n=1+1',
  ' =1+1',
  '\u0007=HYPERLINK("http://x")',
  '\u001f@SUM(A1)',
  '\ufeff+1',
  '\u200b-2',
  '＝HYPERLINK("http://x")',
  '＋1',
] as const;
const N = HOSTILE.length;

/** The hostile value `k` for `field`; '§k§' tells which value a cell holds. */
const hostile = (k: number, field: string) => `${HOSTILE[k]} ${field} §${k}§`;
const markersIn = (text: string) => [...text.matchAll(/§(\d+)§/g)].map((m) => Number(m[1]));

/** A day `n` days before today (the company's day), yyyy-mm-dd. */
const daysAgo = (n: number) => addDays(todayIso(), -n);
const FROM = daysAgo(60);
const TO = daysAgo(0);
const DAY = daysAgo(10);

async function seed(db: Db) {
  const company = await createCompany(db, 'Société des exports');
  for (let k = 0; k < N; k += 1) {
    const [supplier] = await db
      .insert(suppliers)
      .values({ name: hostile(k, 'fournisseur') })
      .returning();
    const [product] = await db
      .insert(products)
      .values({
        reference: hostile(k, 'réf'),
        name: hostile(k, 'produit'),
        category: hostile(k, 'catégorie'),
        subcategory: hostile(k, 'sous-catégorie'),
        description: hostile(k, 'description'),
        supplierId: supplier!.id,
        price: '10',
        currency: 'EUR',
      })
      .returning();
    await db
      .insert(productZonePrices)
      .values({ productId: product!.id, zone: hostile(k, 'zone'), price: '12', currency: 'EUR' });
    const [client] = await db
      .insert(clients)
      .values({ name: hostile(k, 'client'), companyId: company.id })
      .returning();
    const amounts = {
      subtotal: '100',
      taxAmount: '20',
      totalAmount: '120',
      currency: 'EUR',
      exchangeRate: '1',
    };
    const [sale] = await db
      .insert(invoices)
      .values({
        direction: 'outgoing',
        status: 'sent',
        number: `FAC-X-${k}`,
        clientId: client!.id,
        companyId: company.id,
        partyName: hostile(k, 'partie'),
        partyVatNumber: hostile(k, 'tva'),
        orderReference: hostile(k, 'commande'),
        issueDate: DAY,
        dueDate: DAY,
        ...amounts,
      })
      .returning();
    await db.insert(invoiceLines).values({
      invoiceId: sale!.id,
      position: 1,
      productId: product!.id,
      description: hostile(k, 'ligne'),
      quantity: '1',
      unitPrice: '100',
      taxRate: '20',
      totalPrice: '100',
    });
    await db.insert(invoices).values({
      direction: 'incoming',
      status: 'to_pay',
      number: hostile(k, 'facture fournisseur'),
      supplierId: supplier!.id,
      partyName: hostile(k, 'fournisseur'),
      issueDate: DAY,
      dueDate: DAY,
      ...amounts,
    });
    await db.insert(purchaseOrders).values({
      companyId: company.id,
      supplierId: supplier!.id,
      currency: 'CNY',
      contactPerson: hostile(k, 'contact'),
      notes: hostile(k, 'notes achat'),
      incoterm: 'FOB',
      incotermPlace: hostile(k, 'lieu'),
    });
    const member = await createUser(db, { fullName: hostile(k, 'membre'), modules: ['time'] });
    const [task] = await db
      .insert(tasks)
      .values({ title: hostile(k, 'tâche'), description: 'x', dueDate: DAY })
      .returning();
    const at = (h: number) => new Date(`${DAY}T0${h}:00:00Z`);
    await db.insert(timeEntries).values([
      { userId: member.id, startedAt: at(7), endedAt: at(8), note: hostile(k, 'note'), clientId: client!.id },
      { userId: member.id, startedAt: at(8), endedAt: at(9), taskId: task!.id },
    ]);
  }
  return { companyId: company.id };
}

const f = useTestApp({
  seed,
  users: (s) => ({
    admin: { isSuperAdmin: true, modules: [], fullName: hostile(0, 'admin'), companyIds: [s.companyId] },
  }),
  timeoutMs: 60_000,
});

/** An import's dry run on `rows` (CSV, header first) and its errors file. */
async function importErrors(base: ImportBase, rows: string[][]): Promise<LightMyRequestResponse> {
  const csv = Buffer.from(`\ufeff${Papa.unparse(rows, { delimiter: ';', newline: '\r\n' })}\r\n`, 'utf8');
  const up = await uploadFile(f.ctx.app, base, 'import.csv', csv, f.cookies.admin);
  expect(up.statusCode, up.body).toBe(200);
  const { id, sheets } = up.json<{
    id: string;
    sheets: { name: string; headerRow: number; mapping: object }[];
  }>();
  const sheet = sheets[0]!;
  const body = { sheet: sheet.name, headerRow: sheet.headerRow, mapping: sheet.mapping };
  const dry = await f.call('POST', `${base}/${id}/analyse`, body);
  expect(dry.statusCode, dry.body).toBe(200);
  return f.call('GET', `${base}/${id}/errors`);
}

interface Cell {
  where: string;
  text: string;
}

/** The cells of a csv (';'), of a FEC (tabs) or of a workbook, checking that none is a formula. */
async function cellsOf(res: LightMyRequestResponse, format: 'csv' | 'fec' | 'xlsx'): Promise<Cell[]> {
  if (format === 'csv') {
    const text = res.rawPayload.toString('utf8').replace(/^\ufeff/, '');
    const parsed = Papa.parse<string[]>(text, { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data.flatMap((row, r) => row.map((text, c) => ({ where: `${r + 1}:${c + 1}`, text })));
  }
  if (format === 'fec') {
    const lines = res.rawPayload.toString('utf8').split('\r\n').slice(0, -1);
    return lines.flatMap((line, r) =>
      line.split('\t').map((text, c) => ({ where: `${r + 1}:${c + 1}`, text })),
    );
  }
  // No formula in the files themselves, whatever a reader makes of them.
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const sheets = Object.keys(files).filter((name) => /^xl\/worksheets\/[^/]+\.xml$/.test(name));
  expect(sheets.length).toBeGreaterThan(0);
  for (const name of sheets) expect(Buffer.from(files[name]!).toString('utf8'), name).not.toMatch(/<f[\s>/]/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const cells: Cell[] = [];
  for (const sheet of book.worksheets) {
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        const where = `${sheet.name}!${cell.address}`;
        expect(cell.type, where).not.toBe(ExcelJS.ValueType.Formula);
        expect(cell.type, where).not.toBe(ExcelJS.ValueType.Hyperlink);
        const value = cell.value;
        if (
          value === null ||
          value === undefined ||
          typeof value === 'number' ||
          typeof value === 'boolean' ||
          value instanceof Date
        )
          return;
        const text =
          typeof value === 'string'
            ? value
            : 'richText' in value
              ? value.richText.map((r) => r.text).join('')
              : JSON.stringify(value);
        cells.push({ where, text });
      }),
    );
  }
  return cells;
}

/**
 * Whether a spreadsheet could take `text` for a formula: a tab or a carriage return before its
 * first letter or digit, or a first character that shows being '=', '+', '-' or '@' in any width.
 */
function startsFormula(text: string): boolean {
  for (const ch of text) {
    if (ch === '\t' || ch === '\r') return true;
    if (['=', '+', '-', '@'].includes(ch.normalize('NFKC'))) return true;
    // Controls, format characters, spaces, lone surrogates, noncharacters: not seen, look further.
    if (!/[\p{Cc}\p{Cf}\p{Z}\p{Cs}\p{Noncharacter_Code_Point}]/u.test(ch)) return false;
  }
  return false;
}

/** The exports, each call by its declared route: what to ask and how to read the answer. */
const EXPORTS: { route: string; url: string; format: 'csv' | 'fec' | 'xlsx'; hostile: boolean }[] = [
  ...(['csv', 'xlsx'] as const).flatMap((format) => [
    {
      route: 'GET /api/products/export',
      url: `/api/products/export?format=${format}`,
      format,
      hostile: true,
    },
    {
      route: 'GET /api/pricelists/export',
      url: `/api/pricelists/export?format=${format}`,
      format,
      hostile: true,
    },
    {
      route: 'GET /api/invoices/export',
      url: `/api/invoices/export?format=${format}`,
      format,
      hostile: true,
    },
    {
      route: 'GET /api/purchases/export',
      url: `/api/purchases/export?format=${format}`,
      format,
      hostile: true,
    },
    {
      route: 'GET /api/time-entries/export',
      url: `/api/time-entries/export?format=${format}&scope=team&from=${FROM}&to=${TO}`,
      format,
      hostile: true,
    },
    {
      route: 'GET /api/products/import/template',
      url: `/api/products/import/template?format=${format}`,
      format,
      hostile: false,
    },
  ]),
  {
    route: 'GET /api/invoices/export',
    url: `/api/invoices/export?format=fec&from=${FROM}&to=${TO}`,
    format: 'fec',
    hostile: true,
  },
  {
    route: 'GET /api/analytics/export',
    url: `/api/analytics/export?format=xlsx&from=${FROM}&to=${TO}`,
    format: 'xlsx',
    hostile: true,
  },
];

describe('csv and xlsx exports', () => {
  it('lists every declared file route in its place (server/test/file-routes.ts)', () => {
    expect(fileRouteProblems()).toEqual([]);
  });

  it('neutralise every hostile cell the same way, with no formula in any workbook', async () => {
    const calls: {
      route: string;
      what: string;
      res: () => Promise<LightMyRequestResponse>;
      format: 'csv' | 'fec' | 'xlsx';
      hostile: boolean;
    }[] = EXPORTS.map((e) => ({ ...e, what: e.url, res: () => f.call('GET', e.url) }));
    // The import errors: a product's unknown category, a price's unknown zone (the value is
    // quoted in the message).
    calls.push(
      {
        route: 'GET /api/products/import/:id/errors',
        what: 'products import errors',
        format: 'csv',
        hostile: true,
        res: () =>
          importErrors('/api/products/import', [
            ['nom', 'référence', 'prix', 'catégorie'],
            ...HOSTILE.map((_, k) => [`Produit ${k}`, `IMP-${k}`, '1', hostile(k, 'catégorie')]),
          ]),
      },
      {
        route: 'GET /api/pricelists/import/:id/errors',
        what: 'price list import errors',
        format: 'csv',
        hostile: true,
        res: async () => {
          const [p] = await f.db
            .insert(products)
            .values({ reference: 'ZONE-1', name: 'Zones', price: '1', currency: 'EUR' })
            .returning();
          return importErrors('/api/pricelists/import', [
            ['référence', 'zone', 'prix', 'devise'],
            ...HOSTILE.map((_, k) => [p!.reference, hostile(k, 'zone'), '1', 'EUR']),
          ]);
        },
      },
    );
    // Every export route is called.
    expect([...new Set(calls.map((c) => c.route))].sort()).toEqual(fileRoutesOf('export').sort());

    const formulas: string[] = [];
    for (const call of calls) {
      const res = await call.res();
      expect(res.statusCode, `${call.what}: ${res.body.slice(0, 300)}`).toBe(200);
      const cells = await cellsOf(res, call.format);
      for (const cell of cells) {
        if (!cell.text.startsWith("'") && startsFormula(cell.text))
          formulas.push(`${call.what} ${cell.where}: ${JSON.stringify(cell.text)}`);
      }
      if (!call.hostile) continue;
      // Each hostile value reached the export, and where a cell starts with it, it is quoted.
      const found = new Set(cells.flatMap((c) => markersIn(c.text)));
      expect(
        [...found].sort((a, b) => a - b),
        call.what,
      ).toEqual(HOSTILE.map((_, k) => k));
      if (call.route.endsWith('/errors')) continue; // the value is inside a message
      const quoted = cells.filter((c) => c.text.startsWith("'") && markersIn(c.text).length > 0);
      expect(quoted.length, call.what).toBeGreaterThanOrEqual(N);
    }
    expect(formulas).toEqual([]);
  });
});
