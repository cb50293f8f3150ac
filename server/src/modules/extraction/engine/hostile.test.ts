/**
 * Hostile and broken files: each ends in ExtractionError with a French message, quickly, and never
 * reads a local file. Then the same files through the worker pool (../runner.ts), which must
 * survive them all.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pdfmake from 'pdfmake';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { EXTRACTION_MAX_UNZIPPED_BYTES } from '@comptoir/core/modules/extraction';
import { ExtractionRunner, runnerSettingsFromEnv } from '../runner';
import { extractDocument } from './pipeline';
import { terminateOcr } from './ocr';
import { ExtractionError } from './types';
import { pdfFromObjects } from '../../../../test/pdf-objects';

pdfmake.setFonts({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
}); // prettier-ignore
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => p.startsWith('Helvetica'));

/** A PDF of `pages` empty pages, with a correct cross-reference table, built in milliseconds. */
function manyPagesPdf(pages: number, mediaBox = '0 0 595 842'): Buffer {
  const objects: string[] = [];
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  const kids = Array.from({ length: pages }, (_, i) => `${i + 3} 0 R`).join(' ');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  for (let i = 0; i < pages; i += 1) objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [${mediaBox}] >>`);
  return pdfFromObjects(objects);
}

const CII_HEAD =
  '<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" ' +
  'xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100">';

interface Hostile {
  name: string;
  bytes: Uint8Array;
  codes: ExtractionError['code'][];
}
let files: Hostile[] = [];

beforeAll(async () => {
  const encrypted = await pdfmake
    .createPdf({
      userPassword: 'secret',
      ownerPassword: 'owner',
      content: ['Devis confidentiel'],
      defaultStyle: { font: 'Helvetica' },
    } as never)
    .getBuffer();
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  const hugePng = Buffer.from(png);
  hugePng.writeUInt32BE(200_000, 16);
  hugePng.writeUInt32BE(200_000, 20);
  const bomb = zipSync(
    {
      '[Content_Types].xml': strToU8('<Types/>'),
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/worksheets/sheet1.xml': new Uint8Array(EXTRACTION_MAX_UNZIPPED_BYTES + 1024 * 1024),
    },
    { level: 6 },
  );
  const docx = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
  files = [
    { name: 'encrypted PDF', bytes: encrypted, codes: ['encrypted'] },
    { name: 'empty file', bytes: new Uint8Array(0), codes: ['empty'] },
    { name: 'corrupt PDF', bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ngarbage\x00\x01'), codes: ['corrupt', 'empty'] },
    { name: 'truncated PDF', bytes: encrypted.subarray(0, 200), codes: ['corrupt', 'empty', 'encrypted'] },
    { name: '.pdf that is a PNG', bytes: Buffer.concat([png.subarray(0, 40), Buffer.from('rest is missing')]), codes: ['corrupt'] },
    { name: '.pdf that is a Word zip', bytes: docx, codes: ['unrecognised'] },
    { name: 'xlsx zip bomb', bytes: bomb, codes: ['too-large'] },
    { name: 'PDF with 3,000 pages', bytes: manyPagesPdf(3000), codes: ['too-many-pages'] },
    { name: 'PDF with a giant page and no text', bytes: manyPagesPdf(1, '0 0 14400 14400'), codes: ['too-large', 'empty'] },
    { name: 'malformed XML', bytes: Buffer.from(`<?xml version="1.0"?>${CII_HEAD}<rsm:ExchangedDocument><ram:ID>F1</ram:ID`), codes: ['unrecognised', 'corrupt'] },
    {
      name: 'XML with an external entity',
      bytes: Buffer.from(`<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${CII_HEAD}<rsm:ExchangedDocument><ram:ID>&xxe;</ram:ID></rsm:ExchangedDocument></rsm:CrossIndustryInvoice>`),
      codes: ['unrecognised', 'corrupt'],
    },
    {
      name: 'XML billion laughs',
      bytes: Buffer.from(`<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY c "&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;">]>${CII_HEAD}<ram:ID>&c;</ram:ID></rsm:CrossIndustryInvoice>`),
      codes: ['unrecognised', 'corrupt'],
    },
    { name: 'PNG announcing 200,000 × 200,000 pixels', bytes: hugePng, codes: ['too-large'] },
    { name: 'random bytes', bytes: Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 251), codes: ['unrecognised'] },
  ]; // prettier-ignore
}, 60_000);

afterAll(async () => {
  await terminateOcr();
});

describe('hostile files in the pipeline', () => {
  it('end each in ExtractionError with a French message, within seconds, without reading local files', async () => {
    for (const file of files) {
      const started = Date.now();
      const error = await extractDocument(
        { bytes: file.bytes, fileName: 'devis.pdf', kind: 'invoice' },
        undefined,
        {
          llm: null,
        },
      ).then(
        (outcome) =>
          new Error(
            `${file.name}: read as ${outcome.method}: ${JSON.stringify(outcome.result).slice(0, 300)}`,
          ),
        (e: unknown) => e,
      );
      const elapsed = Date.now() - started;
      expect(error, file.name).toBeInstanceOf(ExtractionError);
      const refusal = error as ExtractionError;
      expect(file.codes, `${file.name}: ${refusal.code} ${refusal.message}`).toContain(refusal.code);
      expect(refusal.message, file.name).toMatch(/[a-zé]/);
      expect(refusal.message, file.name).not.toMatch(/root:|\/bin\/|Error:/);
      expect(elapsed, file.name).toBeLessThan(10_000);
      console.info(`${file.name}: ${refusal.code} in ${elapsed} ms — ${refusal.message}`);
    }
  });
});

describe('hostile files in the worker pool', () => {
  it('fail their documents only: every one ends with its code, the pool keeps working', async () => {
    const runner = new ExtractionRunner({ ...runnerSettingsFromEnv({}), timeLimitMs: 20_000, llm: null });
    try {
      for (const file of files) {
        const result = await runner.run({ bytes: file.bytes, fileName: 'devis.pdf', kind: 'quotation' });
        expect(result.ok, file.name).toBe(false);
        if (result.ok) continue;
        expect(file.codes, `${file.name}: ${result.code} ${result.message}`).toContain(result.code);
        expect(result.ms, file.name).toBeLessThan(20_000);
      }
      const empty = await runner.run({ bytes: new Uint8Array(0), fileName: 'x', kind: 'quotation' });
      expect(empty).toMatchObject({ ok: false, code: 'empty' });
    } finally {
      await runner.close();
    }
  });

  it('stops a thread at its heap limit and answers "too large" for that document', async () => {
    // 150 MB of cells in a 32 MB heap: the thread dies of it, the runner reports it and carries on.
    const runner = new ExtractionRunner({
      ...runnerSettingsFromEnv({}),
      memoryMb: 32,
      timeLimitMs: 20_000,
      llm: null,
    });
    const rows = Array.from({ length: 30_000 }, (_, i) => `<row r="${i + 1}"><c r="A${i + 1}" t="inlineStr"><is><t>${'x'.repeat(2000)}</t></is></c></row>`).join(''); // prettier-ignore
    const xlsx = zipSync({
      '[Content_Types].xml': strToU8(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
      'xl/workbook.xml': strToU8(
        '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
      'xl/_rels/workbook.xml.rels': strToU8(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
      'xl/worksheets/sheet1.xml': strToU8(
        `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
      ),
    });
    try {
      const result = await runner.run({ bytes: xlsx, fileName: 'big.xlsx', kind: 'quotation' });
      expect(result).toMatchObject({ ok: false });
      if (!result.ok) expect(['too-large', 'crashed']).toContain(result.code);
      const next = await runner.run({ bytes: Buffer.from('plain text'), fileName: 'x', kind: 'quotation' });
      expect(next).toMatchObject({ ok: false, code: 'unrecognised' });
    } finally {
      await runner.close();
    }
  });
});
