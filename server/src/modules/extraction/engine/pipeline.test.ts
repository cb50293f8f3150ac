import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import pdfmake from 'pdfmake';
import { strToU8, zipSync } from 'fflate';
import { detectFileType, extractDocument, progressStep } from './pipeline';
import { renderPdfPage, terminateOcr } from './ocr';
import { ExtractionError } from './types';

pdfmake.setFonts({
  Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' },
}); // prettier-ignore
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((p) => p.startsWith('Helvetica'));

const pdf = (content: unknown[], extra: Record<string, unknown> = {}) =>
  pdfmake
    .createPdf({ content, defaultStyle: { font: 'Helvetica', fontSize: 11 }, ...extra } as never)
    .getBuffer();

const QUOTATION_PAGE = [
  'DEVIS N° DV-2024-0042',
  'Fournisseur : Atelier Dupont SARL',
  'Date : 12/03/2024',
  "Valable jusqu'au : 30/04/2024",
  'Total HT : 1 890,00 €',
  'TVA 20 % : 378,00 €',
  'Total TTC : 2 268,00 €',
];

const FIXTURES = path.resolve(__dirname, '../../../../../../shared/fixtures/einvoices');
const fixture = (rel: string) => {
  const file = path.join(FIXTURES, rel);
  return fs.existsSync(file) ? new Uint8Array(fs.readFileSync(file)) : null;
};

afterAll(async () => {
  await terminateOcr();
});

describe('type by content', () => {
  it('tells PDF, xlsx, xls, PNG, JPEG and XML apart whatever their names, and nothing else', async () => {
    const text = await pdf(['x']);
    expect(detectFileType(text)).toBe('pdf');
    expect(detectFileType(Buffer.concat([Buffer.from('junk\n'), text]))).toBe('pdf');
    expect(detectFileType(zipSync({ 'xl/workbook.xml': strToU8('<w/>') }))).toBe('xlsx');
    expect(detectFileType(Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0]))).toBe('xls');
    expect(detectFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('png');
    expect(detectFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(detectFileType(Buffer.from('\ufeff  <?xml version="1.0"?><a/>'))).toBe('xml');
    expect(detectFileType(Buffer.from('Désignation;Prix\nLampe;12'))).toBeNull();
    expect(detectFileType(new Uint8Array(0))).toBeNull();
  });
});

describe('the pipeline', () => {
  it('reads a three-page text PDF through its text layer, reporting progress', async () => {
    const bytes = await pdf([
      ...QUOTATION_PAGE,
      { text: 'Conditions générales, page 2', pageBreak: 'before' },
      { text: 'Annexe technique, page 3', pageBreak: 'before' },
    ]);
    const steps: string[] = [];
    const started = Date.now();
    const outcome = await extractDocument(
      { bytes, fileName: 'devis.xlsx', kind: 'quotation' },
      (step) => steps.push(step),
      { llm: null },
    );
    const elapsed = Date.now() - started;
    expect(outcome.method).toBe('text');
    if (outcome.result.kind !== 'quotation') throw new Error('kind');
    expect(outcome.result.totalPrice.value).toBe('2268.00');
    expect(outcome.result.totalPrice.source?.method).toBe('text');
    expect(steps).toEqual([
      progressStep('detecting'),
      progressStep('einvoice'),
      progressStep('text'),
      progressStep('fields'),
      progressStep('done'),
    ]);
    console.info(`three-page text PDF: ${elapsed} ms`);
  });

  it('OCRs a scanned PDF (no text layer) and reads the fields from the recognised text', async () => {
    const page = await renderPdfPage(await pdf(QUOTATION_PAGE), 1, 200);
    const scan = await pdf([{ image: `data:image/png;base64,${page.toString('base64')}`, width: 595.28 }], {
      pageMargins: 0,
    });
    const steps: string[] = [];
    const started = Date.now();
    const outcome = await extractDocument(
      { bytes: scan, fileName: 'scan.pdf', kind: 'quotation' },
      (step) => steps.push(step),
      { llm: null },
    );
    const elapsed = Date.now() - started;
    expect(outcome.method).toBe('ocr');
    expect(steps).toContain(progressStep('ocrPage', { page: 1, total: 1 }));
    if (outcome.result.kind !== 'quotation') throw new Error('kind');
    expect(outcome.result.totalPrice.value).toBe('2268.00');
    expect(outcome.result.totalPrice.source).toMatchObject({ method: 'ocr', page: 1 });
    console.info(`one-page scanned PDF through the pipeline: ${elapsed} ms`);
  });

  it('reads spreadsheets by content even when named .pdf', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Devis');
    ws.addRow(['Fournisseur', 'Atelier Dupont SARL']);
    ws.addRow(['Désignation', 'Quantité', 'Prix unitaire']);
    ws.addRow(['Lampe', 2, 10]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const outcome = await extractDocument({ bytes, fileName: 'devis.pdf', kind: 'quotation' }, undefined, {
      llm: null,
    });
    expect(outcome.method).toBe('spreadsheet');
    if (outcome.result.kind !== 'quotation') throw new Error('kind');
    expect(outcome.result.products[0]!.totalPrice.value).toBe('20.00');
  });

  it('reads e-invoices exactly: CII XML and a Factur-X PDF (shared fixtures)', async (t) => {
    const xml = fixture('cii/EN16931_Einfach.cii.xml');
    const facturx = fixture('facturx-pdf/EN16931_Einfach.pdf');
    if (!xml || !facturx) {
      if (process.env.REQUIRE_SHARED_FIXTURES === '1') throw new Error('shared fixtures missing');
      t.skip();
      return;
    }
    const fromXml = await extractDocument({ bytes: xml, fileName: 'a.pdf', kind: 'invoice' }, undefined, {
      llm: null,
    });
    expect(fromXml.method).toBe('einvoice');
    if (fromXml.result.kind !== 'invoice') throw new Error('kind');
    expect(fromXml.result.invoiceNumber.confidence).toBe(1);
    const fromPdf = await extractDocument({ bytes: facturx, fileName: 'a.pdf', kind: 'invoice' }, undefined, {
      llm: null,
    });
    expect(fromPdf.method).toBe('einvoice');
    expect(fromPdf.result).toMatchObject({ invoiceNumber: { value: fromXml.result.invoiceNumber.value } });
    const asQuotation = await extractDocument(
      { bytes: xml, fileName: 'a.xml', kind: 'quotation' },
      undefined,
      {
        llm: null,
      },
    );
    expect(asQuotation.result.kind).toBe('quotation');
  });

  it('refuses what it does not know with the specification message', async () => {
    const error = await extractDocument(
      { bytes: Buffer.from('Désignation;Prix\nLampe;12'), fileName: 'devis.pdf', kind: 'quotation' },
      undefined,
      { llm: null },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ExtractionError);
    expect(error).toMatchObject({
      code: 'unrecognised',
      message: "Impossible d'extraire les données - format non reconnu",
    });
  });
});

describe('with a language model', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            choices: [{ message: { content: JSON.stringify({ supplierName: 'Atelier Dupont SARL' }) } }],
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('fills what the rules left empty, marked llm', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('Feuil1');
    ws.addRow(['Atelier Dupont SARL — offre de prix']);
    ws.addRow(['Désignation', 'Quantité', 'Prix unitaire']);
    ws.addRow(['Lampe', 2, 10]);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const outcome = await extractDocument({ bytes, fileName: 'x.xlsx', kind: 'quotation' }, undefined, {
      llm: { url, key: null, model: 'stub', timeoutMs: 2_000 },
    });
    expect(outcome.method).toBe('spreadsheet');
    if (outcome.result.kind !== 'quotation') throw new Error('kind');
    expect(outcome.result.supplierName).toEqual({
      value: 'Atelier Dupont SARL',
      confidence: 0.6,
      source: { method: 'llm', text: 'stub' },
    });
  });
});
