import { describe, expect, it } from 'vitest';
import { groupLines, pdfPageCount, readPdfText } from './pdf-text';
import { pdfFromDefinition } from './text-fixtures';
import { ExtractionError } from './types';

describe('readPdfText', () => {
  it('reads lines with positions from the top of the page', async () => {
    const pdf = await pdfFromDefinition({
      content: [
        { text: 'FACTURE N° FA-2024-001', fontSize: 16 },
        {
          columns: [{ text: 'Total HT' }, { text: '1 234,50 €', alignment: 'right' }],
          margin: [0, 20, 0, 0],
        },
      ],
    });
    const doc = await readPdfText(pdf);
    expect(doc.method).toBe('text');
    expect(doc.pages).toHaveLength(1);
    const [title, total] = doc.pages[0]!.lines;
    expect(title!.text).toBe('FACTURE N° FA-2024-001');
    expect(total!.text).toBe('Total HT 1 234,50 €');
    expect(total!.items).toHaveLength(2);
    expect(total!.y).toBeGreaterThan(title!.y);
    expect(title!.items[0]!.x).toBeCloseTo(40, 0);
    expect(title!.items[0]!.height).toBeCloseTo(16, 0);
  });

  it('counts pages and refuses documents over the limit with a French message', async () => {
    const pdf = await pdfFromDefinition({
      content: [
        { text: 'un' },
        { text: 'deux', pageBreak: 'before' },
        { text: 'trois', pageBreak: 'before' },
      ],
    });
    expect(await pdfPageCount(pdf)).toBe(3);
    await expect(readPdfText(pdf, { maxPages: 2 })).rejects.toMatchObject({ code: 'too-many-pages' });
    const doc = await readPdfText(pdf);
    expect(doc.pages.map((p) => p.lines[0]?.text)).toEqual(['un', 'deux', 'trois']);
  });

  it('refuses password-protected PDFs', async () => {
    const pdf = await pdfFromDefinition({
      content: ['secret'],
      userPassword: 'motdepasse',
      ownerPassword: 'x',
    } as never);
    const error = await readPdfText(pdf).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({
      code: 'encrypted',
      message: 'Document protégé par mot de passe : impossible de le lire',
    });
  });

  it('ends corrupt files in a corrupt error', async () => {
    const garbage = new TextEncoder().encode('%PDF-1.7\n this is not a pdf at all');
    await expect(readPdfText(garbage)).rejects.toMatchObject({ code: 'corrupt' });
    await expect(readPdfText(new Uint8Array([1, 2, 3]))).rejects.toBeInstanceOf(ExtractionError);
  });

  it('leaves the caller’s bytes usable', async () => {
    const pdf = await pdfFromDefinition({ content: ['x'] });
    const copy = pdf.slice();
    await readPdfText(pdf);
    expect(pdf).toEqual(copy);
  });
});

describe('groupLines', () => {
  const item = (text: string, x: number, baseline: number, charWidth = 5) => ({
    text,
    x,
    y: baseline - 10,
    width: text.length * charWidth,
    height: 10,
    baseline,
  });

  it('joins items on nearly the same baseline and orders them left to right', () => {
    const lines = groupLines(
      [
        item('vom', 282, 64),
        item('Rechnung', 65, 63),
        item('05.03.2018', 318, 63.4),
        item('Seite 2', 65, 90),
      ],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['Rechnung vom 05.03.2018', 'Seite 2']);
  });

  it('reads once a text drawn twice a hair apart (simulated bold), never the same word in two columns', () => {
    const at = (text: string, x: number) => item(text, x, 50, 10);
    const lines = groupLines(
      [at('客戶', 72), at('客戶', 73), at('Acme', 152), at('12', 300), at('12', 380)],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['客戶 Acme 12 12']);
    expect(lines[0]!.items).toHaveLength(4);
  });

  it('reads a glyph without a character between two touching parts of an identifier as a hyphen, and nowhere else', () => {
    const lines = groupLines(
      [
        item('Invoice number', 30, 50),
        item('2E9958F3', 110, 50),
        item('\u0000', 150, 50, 4),
        item('0010', 154, 50),
        // Apart from its neighbours, or inside a word: left as it is.
        item('A', 30, 80),
        item('\u0000', 60, 80, 4),
        item('B', 90, 80),
        item('Ar\u0000v', 30, 110),
      ],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['Invoice number 2E9958F3-0010', 'A \u0000 B', 'Ar\u0000v']);
  });

  it('drops a run of dot leaders drawn under a label and its value, so the two stay apart', () => {
    const lines = groupLines(
      [item('.'.repeat(60), 48, 50, 3), item('Invoice date', 48, 50), item('Oct 31, 2023', 176, 50)],
      1,
    );
    expect(lines.map((l) => l.text)).toEqual(['Invoice date Oct 31, 2023']);
    expect(lines[0]!.items.map((i) => i.text)).toEqual(['Invoice date', 'Oct 31, 2023']);
  });
});
