import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Papa from 'papaparse';
import * as XLSX from '@e965/xlsx';
import { zipSync } from 'fflate';
import { translate } from '@comptoir/core/i18n/index';
import { parseLocaleNumber } from '@comptoir/core/modules/imports';
import { AppError } from '../../../platform/errors';
import {
  detectHeaderRow,
  headerNames,
  parseCsv,
  productRowSchema,
  readWorkbook,
  suggestMapping,
  validateRows,
  type Issue,
} from './index';

const HEAD = ['nom', 'référence', 'prix', 'quantité', 'devise', 'catégorie'];

function workbook(rows: unknown[][], bookType: 'xlsx' | 'xls', sheetName = 'Produits'): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([['Notes'], ...rows]), 'Notes');
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(wb, { type: 'buffer', bookType }) as Buffer;
}

async function refusal(fn: () => unknown): Promise<{ status: number; message: string }> {
  try {
    await fn();
  } catch (error) {
    if (error instanceof AppError)
      return { status: error.statusCode, message: translate('fr', error.messageKey, error.values) };
    throw error;
  }
  throw new Error('not refused');
}

const fr = (issues: Issue[]) =>
  issues.map((i) => translate('fr', `import.rows.${i.key}`, { line: i.line, ...i.values }));

async function analyse(buf: Uint8Array, sheetName?: string) {
  const wb = await readWorkbook(buf);
  const sheet = sheetName ? wb.sheets.find((s) => s.name === sheetName)! : wb.sheets[0]!;
  const headerRow = detectHeaderRow(sheet, productRowSchema.synonyms);
  const mapping = suggestMapping(
    headerNames(sheet, headerRow),
    productRowSchema.fields,
    productRowSchema.synonyms,
  );
  return { wb, headerRow, mapping, result: validateRows(sheet, headerRow, mapping, productRowSchema) };
}

describe('file types by content', () => {
  it.each(['xlsx', 'xls'] as const)(
    'reads %s workbooks, every sheet, numbers as numbers',
    async (bookType) => {
      const buf = workbook(
        [HEAD, ['Câble', 'CAB-1', 12.5, 3, 'USD', 'Électronique'], ['Vis', 'VIS-1', '1 234,50', '', '', '']],
        bookType,
      );
      const { wb, headerRow, result } = await analyse(buf, 'Produits');
      expect(wb.kind).toBe(bookType);
      expect(wb.sheets.map((s) => s.name)).toEqual(['Notes', 'Produits']);
      expect(headerRow).toBe(1);
      expect(result.errors).toEqual([]);
      expect(result.rows.map((r) => [r.line, r.value.price, r.value.quantity, r.value.currency])).toEqual([
        [2, '12.50', 3, 'USD'],
        [3, '1234.50', null, null],
      ]);
    },
  );

  it('reads only the sheet asked for, when one is named', async () => {
    const buf = workbook([HEAD, ['Câble', 'CAB-1', 12.5, 3, 'USD', 'Électronique']], 'xlsx');
    const wb = await readWorkbook(buf, { sheet: 'Produits' });
    expect(wb.sheets.map((s) => s.name)).toEqual(['Produits']);
    expect(wb.sheets[0]!.rows[1]).toEqual(['Câble', 'CAB-1', 12.5, 3, 'USD', 'Électronique']);
    expect((await readWorkbook(buf, { sheet: 'Absente' })).sheets).toEqual([]);
  });

  it('detects the header row below title lines', async () => {
    const buf = workbook([['Catalogue 2026'], [], ['Nom', 'Ref', 'Prix unitaire'], ['A', 'R1', 5]], 'xlsx');
    const { headerRow, mapping, result } = await analyse(buf, 'Produits');
    expect(headerRow).toBe(3);
    expect(mapping).toMatchObject({ name: 0, reference: 1, price: 2, quantity: null });
    expect(result.rows[0]!.line).toBe(4);
  });

  it('reads CSV in UTF-8, UTF-8 with BOM and Windows-1252, with any separator', async () => {
    const text = 'Désignation;Référence;Prix;Qté\r\nCrème brûlée;CB-1;"12,50";2\r\n';
    const win1252 = Buffer.from(
      new Uint8Array([...text].map((c) => ({ é: 0xe9, è: 0xe8, û: 0xfb })[c] ?? c.charCodeAt(0))),
    );
    for (const buf of [Buffer.from(text), Buffer.from(`\ufeff${text}`), win1252]) {
      const { wb, result } = await analyse(buf);
      expect(wb.kind).toBe('csv');
      expect(result.rows[0]!.value).toMatchObject({
        name: 'Crème brûlée',
        reference: 'CB-1',
        price: '12.50',
        quantity: 2,
      });
    }
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(text.replace(/;/g, '\t'), 'utf16le'),
    ]);
    expect((await analyse(utf16)).result.rows[0]!.value).toMatchObject({
      name: 'Crème brûlée',
      price: '12.50',
    });
    for (const sep of [',', '\t']) {
      const csv = `name${sep}reference${sep}price\nA${sep}"R${sep}1"${sep}"3,5"\n`;
      const { result } = await analyse(Buffer.from(csv));
      expect(result.rows[0]!.value).toMatchObject({ reference: `R${sep}1`, price: '3.50' });
    }
  });

  it('refuses empty, binary, corrupt and zip-bomb files with French messages', async () => {
    expect(await refusal(() => readWorkbook(Buffer.alloc(0)))).toEqual({
      status: 400,
      message: 'Le fichier est vide.',
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48]);
    expect((await refusal(() => readWorkbook(png))).status).toBe(415);
    expect((await refusal(() => readWorkbook(png))).message).toMatch(/xlsx, xls, csv, txt/);
    const corrupt = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]);
    expect(await refusal(() => readWorkbook(corrupt))).toEqual({
      status: 400,
      message: 'Le fichier est endommagé ou illisible.',
    });
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(600, 1),
    ]);
    expect((await refusal(() => readWorkbook(ole))).status).toBe(400);
    const bomb = zipSync(
      {
        '[Content_Types].xml': new Uint8Array(10),
        'xl/workbook.xml': new Uint8Array(10),
        'xl/worksheets/sheet1.xml': new Uint8Array(300 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await refusal(() => readWorkbook(bomb))).message).toMatch(/200 Mo/);
    const notWorkbook = zipSync({ 'a.txt': new Uint8Array(10) });
    expect((await refusal(() => readWorkbook(notWorkbook))).status).toBe(415);
  });
});

describe('rows and the specification messages', () => {
  it('reports each spec message exactly, with the line the user sees', async () => {
    const csv = [
      'name;reference;price;quantity;currency;category',
      'A;R1;10;1;EUR;Textile',
      ';R2;10;;;',
      'C;R3;abc;;;',
      'D;R4;-1;;;',
      'E;R5;5;-2;;',
      'F;R6;5;1,5;;',
      ';;;;;',
      'G;R7;5;;XYZ;',
      'H;R8;5;;;Jouets',
      'I;r1;7;;;',
    ].join('\n');
    const { result } = await analyse(Buffer.from(csv));
    expect(fr(result.errors)).toEqual([
      'Ligne 3: Champs obligatoires manquants (name, reference, price)',
      'Ligne 4: Prix invalide',
      'Ligne 5: Prix invalide',
      'Ligne 6: Quantité invalide',
      'Ligne 7: Quantité invalide',
      'Ligne 9: Devise invalide',
    ]);
    expect(fr(result.warnings)).toEqual([
      'Ligne 2: Référence en double, remplacée par la ligne 11',
      'Ligne 10: Catégorie inconnue « Jouets », remplacée par « Autre »',
    ]);
    expect(result).toMatchObject({ total: 9, empty: 1, invalid: 6, superseded: 1 });
    expect(result.rows.map((r) => r.value.reference)).toEqual(['r1', 'R8']);
  });

  it('needs a header and a data row, and the required columns', async () => {
    expect(await refusal(() => analyse(Buffer.from('name;reference;price\n')))).toEqual({
      status: 400,
      message: "Le fichier doit contenir au moins une ligne d'en-tête et une ligne de données",
    });
    expect((await refusal(() => analyse(Buffer.from('name;quantité\nA;1\n')))).message).toBe(
      'Colonnes manquantes: reference, price',
    );
  });

  it('maps French and English headers, accents and case ignored', async () => {
    const m = suggestMapping(
      ['QTÉ', 'Prix Unitaire', 'SKU', 'Produit', 'Devise', 'Sous-catégorie', 'Catégorie', 'Descriptif'],
      productRowSchema.fields,
      productRowSchema.synonyms,
    );
    expect(m).toEqual({
      quantity: 0,
      price: 1,
      reference: 2,
      name: 3,
      currency: 4,
      subcategory: 5,
      category: 6,
      description: 7,
      supplier: null,
    });
  });

  it('maps the supplier from its exact names only, never from a header merely containing one', async () => {
    const map = (headers: string[]) =>
      suggestMapping(headers, productRowSchema.fields, productRowSchema.synonyms, productRowSchema.exactOnly);
    expect(map(['Nom', 'Réf', 'Prix', 'Fournisseur']).supplier).toBe(3);
    expect(map(['Product name', 'SKU', 'Unit price', 'Supplier']).supplier).toBe(3);
    expect(map(['Nom fournisseur', 'Désignation', 'Référence', 'Prix']).supplier).toBe(0);
    expect(map(['Désignation', 'Référence', 'Prix', 'Réf fournisseur'])).toMatchObject({
      reference: 1,
      supplier: null,
    });
  });

  it('reads the supplier name: trimmed, empty for none, 200 characters at most', async () => {
    const csv = [
      'nom;référence;prix;fournisseur',
      'A;S1;1;  Atlas Câblage ',
      'B;S2;1;',
      `C;S3;1;${'x'.repeat(200)}`,
      `D;S4;1;${'x'.repeat(201)}`,
    ].join('\n');
    const { mapping, result } = await analyse(Buffer.from(csv));
    expect(mapping.supplier).toBe(3);
    expect(fr(result.errors)).toEqual(['Ligne 5: Fournisseur invalide (200 caractères au plus)']);
    expect(result.rows.map((r) => r.value.supplier)).toEqual(['Atlas Câblage', null, 'x'.repeat(200)]);
  });
});

describe('validating a sheet it owns', () => {
  it('with consume, gives the same result and leaves no data row holding cells', async () => {
    const csv = ['nom;référence;prix', 'A;R1;10', 'B;R2;abc', ';;', 'C;r1;7'].join('\n');
    const { wb, headerRow, mapping, result } = await analyse(Buffer.from(csv));
    const sheet = wb.sheets[0]!;
    const consumed = validateRows(sheet, headerRow, mapping, productRowSchema, { consume: true });
    expect(consumed).toEqual(result);
    expect(sheet.rows.slice(headerRow)).toEqual([[], [], [], []]);
    expect(sheet.rows[headerRow - 1]).toEqual(['nom', 'référence', 'prix']);
  });
});

describe('CSV line numbers', () => {
  it('counts records, not physical lines: quoted fields with line breaks do not shift the numbers', async () => {
    for (const eol of ['\n', '\r\n']) {
      const csv = [
        'nom;référence;prix;description',
        `"Câble${eol}tressé";CAB-1;"12,50";"Première ligne${eol}deuxième ligne${eol}troisième ligne"`,
        'Vis;VIS-1;abc;inox',
        `Écrou;ECR-1;"0,10";"M6${eol}${eol}zingué"`,
        'Rondelle;RON-1;-2;',
      ].join(eol);
      const { result } = await analyse(Buffer.from(csv, 'utf8'));
      expect(fr(result.errors)).toEqual(['Ligne 3: Prix invalide', 'Ligne 5: Prix invalide']);
      expect(result.rows.map((r) => [r.line, r.value.reference, r.value.description])).toEqual([
        [2, 'CAB-1', `Première ligne${eol}deuxième ligne${eol}troisième ligne`],
        [4, 'ECR-1', `M6${eol}${eol}zingué`],
      ]);
      expect(result.rows[0]!.value.name).toBe(`Câble${eol}tressé`);
    }
  });

  it('keeps blank lines as empty rows, as Excel shows them', async () => {
    const csv = 'nom,référence,prix\n"A\n\nB",R1,1\n\nC,R2,x\n';
    const { result } = await analyse(Buffer.from(csv, 'utf8'));
    expect(fr(result.errors)).toEqual(['Ligne 4: Prix invalide']);
    expect(result).toMatchObject({ total: 2, empty: 1 });
  });
});

describe('parseLocaleNumber', () => {
  it.each([
    ['12,50', '12.5'],
    ['12.50', '12.5'],
    ['1 234,50', '1234.5'],
    ['1\u202f234,50', '1234.5'],
    ['1.234,50', '1234.5'],
    ['1,234.50', '1234.5'],
    ['1.234.567', '1234567'],
    ['12 €', '12'],
    ['0', '0'],
    ['-3', '-3'],
  ])('%s -> %s', (input, out) => expect(parseLocaleNumber(input)).toBe(out));
  it.each(['', 'abc', '1,2,3.4.5', '1e5', '12,', '1.23.4', '--1', '1,23,456'])(
    '%s is not a number',
    (input) => expect(parseLocaleNumber(input)).toBeNull(),
  );

  it('reads back any amount written the French or English way', async () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('fr', 'fr-dot', 'en', 'plain'),
        (int, cents, style) => {
          const frac = String(cents).padStart(2, '0');
          const grouped = (sep: string) => int.toString().replace(/\B(?=(\d{3})+(?!\d))/g, sep);
          const text =
            style === 'fr'
              ? `${grouped('\u00a0')},${frac}`
              : style === 'fr-dot'
                ? `${grouped('.')},${frac}`
                : style === 'en'
                  ? `${grouped(',')}.${frac}`
                  : `${int}.${frac}`;
          const expected = `${int}.${frac}`.replace(/\.?0+$/, '') || '0';
          expect(parseLocaleNumber(text)).toBe(expected === '' ? '0' : expected);
        },
      ),
    );
  });
});

describe('CSV round trip', () => {
  it('any table written by papaparse with any separator reads back the same', async () => {
    const cell = fc.string({ maxLength: 12 }).filter((s) => !s.includes('\r') && s.trim() === s && s !== '');
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 8 }),
        fc.constantFrom(',', ';', '\t'),
        (rows, delimiter) => {
          const table = [['name', 'reference', 'price'], ...rows];
          const text = Papa.unparse(table, { delimiter, quotes: true, newline: '\r\n' });
          expect(parseCsv(text)).toEqual(table);
        },
      ),
    );
  });
});
