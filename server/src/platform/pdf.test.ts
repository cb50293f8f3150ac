import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractText, getDocumentProxy } from 'unpdf';
import { pdfRich, pdfText, renderPdf, type PdfDocumentSpec } from './pdf';
import { SCRIPT_NAMES } from '../../test/scripts';
import { fontFor, fontParses, loadFont, placeholder, textRuns, visualOrder } from './pdf-fonts';

function spec(overrides: Partial<PdfDocumentSpec> = {}): PdfDocumentSpec {
  return {
    title: 'DEVIS',
    issuer: { name: 'Comptoir', lines: ['12 rue de la Paix'] },
    meta: [{ label: 'N°', value: 'DEV-2026-001' }],
    party: { heading: 'Client', lines: ['Émilie Durand'] },
    columns: [
      { header: 'Désignation', width: '*' },
      { header: 'Total', width: 85, align: 'right' },
    ],
    rows: [[{ text: 'Stylo', detail: 'Encre bleue' }, '1,00 €']],
    totals: [{ label: 'Total TTC', value: '1,20 €', strong: true }],
    sections: [],
    footer: (page, pages) => `Comptoir · Page ${page} / ${pages}`,
    info: { title: 'Devis', author: 'Comptoir' },
    ...overrides,
  };
}

async function pdfItems(buffer: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(buffer));
  const { text } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  const items = content.items.flatMap((i) =>
    'str' in i && i.str.trim()
      ? [{ str: i.str, x: i.transform[4] as number, y: i.transform[5] as number, width: i.width }]
      : [],
  );
  return { text: text.replace(/\s+/g, ' '), items, pages: pdf.numPages };
}

const ASSIGNED = /^[^\p{Cn}\p{Cc}\p{Cs}]$/u;
/** Random text from all of Unicode and, more often, from the scripts the documents must draw. */
const unicodeText = fc
  .array(
    fc.oneof(
      fc.integer({ min: 0x20, max: 0x10ffff }),
      fc.integer({ min: 0x20, max: 0x24f }),
      fc.integer({ min: 0x370, max: 0x4ff }),
      fc.integer({ min: 0x590, max: 0x6ff }),
      fc.integer({ min: 0x3040, max: 0x30ff }),
      fc.integer({ min: 0x4e00, max: 0x9fff }),
      fc.integer({ min: 0xac00, max: 0xd7a3 }),
      fc.integer({ min: 0x1f300, max: 0x1faff }),
      fc.constantFrom(0x20, 0x0a, 0x200d, 0xfe0f, 0x202f),
    ),
    { maxLength: 40 },
  )
  .map((codes) =>
    codes
      .map((c) => String.fromCodePoint(c))
      .filter((c) => c === '\n' || ASSIGNED.test(c))
      .join(''),
  )
  .filter((s) => !s.includes('?'));

describe('text runs', () => {
  it('leave a Latin text whole, in Noto Sans', () => {
    expect(textRuns('Émilie Durand – 12 345,00 € · Œuvre')).toEqual([
      { text: 'Émilie Durand – 12 345,00 € · Œuvre', font: 'sans' },
    ]);
    expect(pdfRich('Bon pour accord')).toBe('Bon pour accord');
  });

  it('give every script its font', () => {
    const fontsOf = (text: string) => [...new Set(textRuns(text).map((r) => r.font))];
    expect(fontsOf(SCRIPT_NAMES.chineseSimplified)).toEqual(['han']);
    expect(fontsOf(SCRIPT_NAMES.chineseTraditional)).toEqual(['han']);
    expect(fontsOf(SCRIPT_NAMES.japanese)).toEqual(['han']);
    expect(fontsOf(SCRIPT_NAMES.korean)).toEqual(['hangul']);
    expect(fontsOf(SCRIPT_NAMES.cyrillic)).toEqual(['sans']);
    expect(fontsOf(SCRIPT_NAMES.greek)).toEqual(['sans']);
    expect(fontsOf(SCRIPT_NAMES.arabic)).toContain('arabic');
    expect(fontsOf(SCRIPT_NAMES.hebrew)).toContain('hebrew');
    expect(fontsOf('蓝牙耳机 TWS-200')).toEqual(['han', 'sans']);
    expect(fontsOf('OK 😀')).toEqual(['sans', 'emoji']);
  });

  it('write a character no font draws as its code, and drop invisible ones', () => {
    expect(fontFor(0x0e2a)).toBeNull();
    expect(placeholder(0x0e2a)).toBe('[U+0E2A]');
    expect(
      textRuns('Thai ส')
        .map((r) => r.text)
        .join(''),
    ).toBe('Thai [U+0E2A]');
    expect(
      textRuns('a\u{e0001}b')
        .map((r) => r.text)
        .join(''),
    ).toBe('ab');
    expect(
      textRuns('\u0001x\ty\r\n')
        .map((r) => r.text)
        .join(''),
    ).toBe('x y\n');
  });

  it('put right-to-left text in visual order, words in logical order for shaping', () => {
    expect(visualOrder('abc')).toBe('abc');
    // Hebrew letters reversed, the digits and the Latin word kept left to right.
    expect(visualOrder('אבג 123')).toBe('123 גבא');
    expect(visualOrder('Client: אבג (דה)')).toBe('Client: (הד) גבא');
    // A short phrase is one unbreakable inline in logical order (fontkit reverses it).
    const runs = textRuns(SCRIPT_NAMES.hebrew);
    expect(runs).toEqual([{ text: 'תל\u00a0אביב\u00a0יפו', font: 'hebrew', noWrap: true }]);
  });

  it('never bring a question mark nor a glyph the font lacks (property)', () => {
    fc.assert(
      fc.property(unicodeText, (text) => {
        const runs = textRuns(text);
        for (const run of runs) {
          expect(run.text).not.toContain('?');
          const covers = loadFont(run.font).covers;
          for (const ch of run.text) {
            if (ch !== '\n')
              expect(covers.has(ch.codePointAt(0)!), `U+${ch.codePointAt(0)!.toString(16)}`).toBe(true);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps pdfText for documents drawn in the standard fonts', () => {
    expect(pdfText('王伟 Émilie')).toBe('?? Émilie');
  });
});

describe('rendered documents', () => {
  it('hold every script, found intact in the text of the PDF', async () => {
    const names = Object.values(SCRIPT_NAMES);
    const buffer = await renderPdf(
      spec({
        issuer: { name: SCRIPT_NAMES.chineseSimplified, lines: [SCRIPT_NAMES.cyrillic] },
        party: { heading: 'Client', lines: [SCRIPT_NAMES.hebrew, SCRIPT_NAMES.arabic, SCRIPT_NAMES.korean] },
        subject: { label: 'Objet', value: `${SCRIPT_NAMES.japanese} Écouteurs` },
        rows: names.map((n) => [{ text: n, detail: SCRIPT_NAMES.greek }, '1,00 €']),
        sections: [{ title: 'Notes', text: names.join('\n') }],
        info: { title: `Devis ${SCRIPT_NAMES.chineseSimplified}`, author: SCRIPT_NAMES.arabic },
      }),
    );
    const { text } = await pdfItems(buffer);
    for (const name of names) expect(text, name).toContain(name);
    expect(text).toContain(`Objet : ${SCRIPT_NAMES.japanese} Écouteurs`);
    expect(text).not.toContain('?');
    // The document information dictionary keeps the title too (UTF-16 strings).
    const pdf = await getDocumentProxy(new Uint8Array(buffer));
    const { info } = (await pdf.getMetadata()) as { info: { Title?: string; Author?: string } };
    expect(info.Title).toBe(`Devis ${SCRIPT_NAMES.chineseSimplified}`);
    expect(info.Author).toBe(SCRIPT_NAMES.arabic);
  });

  it('keeps the Latin letters of a later document Latin after Greek and Cyrillic capitals drew the same glyphs', async () => {
    // Noto Sans draws 'Α' (Greek), 'А' (Cyrillic) and 'A' with one glyph: the text layer of the
    // next documents sharing the parsed font must still say 'A' (it said 'Α' before).
    await renderPdf(spec({ title: 'ΑΕΤ АЕТ', totals: [{ label: 'ΤΑΞΗ ЕТА', value: '1', strong: true }] }));
    const { text } = await pdfItems(
      await renderPdf(
        spec({ title: 'FACTURE', totals: [{ label: 'Total TTC TVA', value: '1,20 €', strong: true }] }),
      ),
    );
    expect(text).toContain('FACTURE');
    expect(text).toContain('Total TTC TVA');
  });

  it('wraps a long Chinese name without spaces inside its column', async () => {
    const long =
      '深圳市华强北电子科技有限公司蓝牙耳机无线充电宝数据线快速充电器移动电源智能手表运动手环'.repeat(2);
    const { items, text } = await pdfItems(await renderPdf(spec({ rows: [[{ text: long }, '1,00 €']] })));
    expect(text.replace(/ /g, '')).toContain(long);
    const cjk = items.filter((i) => /[\u4e00-\u9fff]/.test(i.str));
    expect(new Set(cjk.map((i) => Math.round(i.y))).size).toBeGreaterThan(1);
    // The designation column ends where the 85-point total column starts (A4, 40-point margins).
    for (const item of cjk) expect(item.x + item.width).toBeLessThanOrEqual(595 - 40 - 85 + 1);
  });

  it('draws right-to-left text inside its field, right to left', async () => {
    const { items } = await pdfItems(
      await renderPdf(
        spec({ party: { heading: 'Client', lines: [SCRIPT_NAMES.hebrew, SCRIPT_NAMES.arabic] } }),
      ),
    );
    const hebrew = items.find((i) => i.str.replace(/\s+/g, ' ').includes(SCRIPT_NAMES.hebrew));
    expect(hebrew).toBeDefined();
    // The party box is the right-hand 240 points of the page.
    expect(hebrew!.x).toBeGreaterThanOrEqual(595 - 40 - 240);
    expect(hebrew!.x + hebrew!.width).toBeLessThanOrEqual(595 - 40);
  });

  it('keeps a Latin-only document small: Noto Sans as a subset', async () => {
    const latin = await renderPdf(spec());
    const chinese = await renderPdf(
      spec({
        party: { heading: 'Client', lines: ['王伟', '深圳华强电子有限公司'] },
        subject: { label: 'Objet', value: '蓝牙耳机 Écouteurs' },
      }),
    );
    expect(latin.length).toBeLessThan(30_000);
    expect(chinese.length).toBeLessThan(150_000);
    const fonts = (b: Buffer) =>
      [...b.toString('latin1').matchAll(/\/BaseFont \/[A-Z]{6}\+([\w-]+)/g)].map((m) => m[1]);
    expect(new Set(fonts(latin))).toEqual(new Set(['NotoSans-Regular', 'NotoSans-Bold']));
    expect(fonts(chinese)).toContain('NotoSansHans-Bold');
  });

  it('never prints a question mark the text did not have (property)', async () => {
    await fc.assert(
      fc.asyncProperty(unicodeText, async (text) => {
        const buffer = await renderPdf(
          spec({ party: { heading: 'Client', lines: [text] }, rows: [[{ text, detail: text }, '1,00 €']] }),
        );
        const { text: extracted } = await pdfItems(buffer);
        expect(extracted).not.toContain('?');
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('parses each font file once, not once per document', async () => {
    const chinese = spec({ party: { heading: 'Client', lines: ['王伟'] } });
    await renderPdf(chinese);
    const before = fontParses();
    await renderPdf(chinese);
    await renderPdf(spec());
    expect(fontParses()).toBe(before);
  });
});
