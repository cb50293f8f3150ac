import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pdfmake from 'pdfmake';
import sharp from 'sharp';
import { ExtractionError, type TextDocument } from './types';
import {
  characterCount,
  imageDimensions,
  measureSkew,
  ocrImage,
  ocrPdf,
  renderPdfPage,
  terminateOcr,
} from './ocr';

pdfmake.setFonts({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
}); // prettier-ignore
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => p.startsWith('Helvetica'));

const LINES = [
  'DEVIS N° DV-2024-0042',
  'Fournisseur : Atelier Dupont SARL',
  "Valable jusqu'au : 30/04/2024",
  'Lampe LED 40W    100    12,50 €    1 250,00 €',
  'Total TTC : 2 268,00 €',
];

let textPdf: Buffer;
let scan: Buffer;

beforeAll(async () => {
  textPdf = await pdfmake
    .createPdf({
      content: LINES.map((text) => ({ text, fontSize: 12, margin: [0, 0, 0, 8] })),
      defaultStyle: { font: 'Helvetica' },
    })
    .getBuffer();
  scan = await renderPdfPage(textPdf, 1, 200);
});
afterAll(async () => {
  await terminateOcr();
});

const allText = (doc: TextDocument) => doc.pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');

describe('OCR', () => {
  it('reads a photographed page (JPEG) into lines with word boxes in points', async () => {
    const jpeg = await sharp(scan).jpeg({ quality: 85 }).withMetadata({ density: 200 }).toBuffer();
    expect(imageDimensions(jpeg)).toEqual(imageDimensions(scan));
    const started = Date.now();
    const doc = await ocrImage(jpeg);
    const elapsed = Date.now() - started;
    expect(doc.method).toBe('ocr');
    const text = allText(doc);
    expect(text).toContain('DV-2024-0042');
    expect(text).toMatch(/Atelier Dupont SARL/);
    expect(text).toMatch(/2 ?268,00/);
    expect(characterCount(doc)).toBeGreaterThan(80);
    // A4 at 200 dpi read back as an A4 page in points, the first line near pdfmake's 40-pt margin.
    expect(doc.pages[0]!.width).toBeCloseTo(595.28, -1);
    const first = doc.pages[0]!.lines[0]!;
    expect(first.y).toBeGreaterThan(30);
    expect(first.y).toBeLessThan(55);
    expect(first.items[0]!.x).toBeGreaterThan(30);
    expect(first.items[0]!.x).toBeLessThan(50);
    console.info(
      `OCR of a one-page JPEG scan: ${elapsed} ms (first OCR of the process, model loading included)`,
    );
  });

  it('reads a scanned PDF (a page that is only an image) page by page', async () => {
    const scannedPdf = await pdfmake
      .createPdf({
        pageMargins: 0,
        content: [{ image: `data:image/png;base64,${scan.toString('base64')}`, width: 595.28 }],
      })
      .getBuffer();
    const pages: string[] = [];
    const started = Date.now();
    const doc = await ocrPdf(scannedPdf, { onPage: (page, total) => pages.push(`${page}/${total}`) });
    const elapsed = Date.now() - started;
    expect(pages).toEqual(['1/1']);
    expect(doc.pages).toHaveLength(1);
    expect(allText(doc)).toMatch(/Valable jusqu.au : 30\/04\/2024/);
    console.info(`OCR of a one-page scanned PDF: ${elapsed} ms`);
  });

  it("measures a turned page's skew from its lines of text", async () => {
    const grey = async (degrees: number) => {
      const { data, info } = await sharp(scan)
        .flatten({ background: '#ffffff' })
        .greyscale()
        .rotate(degrees, { background: '#ffffff' })
        .toColourspace('b-w')
        .raw()
        .toBuffer({ resolveWithObject: true });
      return measureSkew(new Uint8Array(data), info.width, info.height);
    };
    expect(await grey(0)).toBe(0);
    expect(Math.abs((await grey(0.8)) - 0.8)).toBeLessThanOrEqual(0.1);
    expect(Math.abs((await grey(-0.5)) + 0.5)).toBeLessThanOrEqual(0.1);
    expect(measureSkew(new Uint8Array(100 * 100).fill(255), 100, 100)).toBe(0);
  });

  it('reads a grainy, turned, low-resolution scan (JPEG) with grey print', async () => {
    // Grey text as letterheads print it, turned by 0.7°, grain and a strong JPEG compression.
    const { data, info } = await sharp(await renderPdfPage(textPdf, 1, 150))
      .flatten({ background: '#ffffff' })
      .greyscale()
      .linear(0.5, 255 * 0.5)
      .rotate(0.7, { background: '#ffffff' })
      .raw()
      .toBuffer({ resolveWithObject: true });
    let seed = 7;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31) * 2 - 1;
    for (let i = 0; i < data.length; i += 1) data[i] = Math.max(0, Math.min(255, data[i]! + 28 * next()));
    const jpeg = await sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
      .jpeg({ quality: 60 })
      .toBuffer();
    const text = allText(await ocrImage(jpeg));
    expect(text).toContain('DV-2024-0042');
    expect(text).toMatch(/Valable jusqu.au : 30\/04\/2024/);
    expect(text).toMatch(/2 ?268,00/);
  });

  it('refuses an image whose header announces giant dimensions, before decoding it', async () => {
    const png = Buffer.from(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
    );
    png.writeUInt32BE(100_000, 16);
    png.writeUInt32BE(100_000, 20);
    await expect(ocrImage(png)).rejects.toMatchObject({ code: 'too-large' });
    await expect(ocrImage(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]))).rejects.toBeInstanceOf(
      ExtractionError,
    );
  });
});
