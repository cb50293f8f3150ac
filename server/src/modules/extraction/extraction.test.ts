import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { extractionJob } from '@comptoir/core/modules/extraction';
import { extractionJobs, supplierBilling, suppliers } from '../../db/schema/index';
import { createUser } from '../../db/seed/factories';
import { createTestApp, signIn, type TestContext } from '../../../test/helpers';
import { multipart } from '../../../test/multipart';
import { scannedPdf, textPdf } from '../../../test/pdfs';
import { until } from '../../../test/until';
import { claimExtractionFile, failInterruptedJobs } from './service';

const MB = 1024 * 1024;
const UNRECOGNISED = "Impossible d'extraire les données - format non reconnu";

let ctx: TestContext;
let sourcing: { id: string; cookie: string };
let accountant: { id: string; cookie: string };
let colleague: { id: string; cookie: string };
let quotationXlsx: Buffer;

async function person(modules: string[], role: 'Editor' | 'Viewer' = 'Editor') {
  const u = await createUser(ctx.database.db, { role, modules });
  return { id: u.id, cookie: await signIn(ctx.app, u.email, u.password) };
}

/** The extraction form: its text fields and at most one file (field `file` unless named). */
const form = (fields: Record<string, string>, file?: { name: string; bytes: Buffer; field?: string }) =>
  multipart(fields, file ? [{ field: file.field ?? 'file', name: file.name, bytes: file.bytes }] : []);

async function upload(
  who: { cookie: string },
  kind: string | undefined,
  file: { name: string; bytes: Buffer },
  app = ctx.app,
  fieldFirst = true,
) {
  const body = form(kind === undefined ? {} : { kind }, file);
  if (!fieldFirst) {
    // the file part first, then `kind`
    const reordered = form({}, file);
    const boundary = /boundary=(.+)$/.exec(reordered.headers['content-type'])![1]!;
    const end = Buffer.from(`--${boundary}--\r\n`);
    body.payload = Buffer.concat([
      reordered.payload.subarray(0, reordered.payload.length - end.length),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\n${kind}\r\n`),
      end,
    ]);
    body.headers = reordered.headers;
  }
  return app.inject({
    method: 'POST',
    url: '/api/extraction',
    ...body,
    headers: { ...body.headers, cookie: who.cookie },
  });
}

const waitForJob = (id: string, who: { cookie: string }, app = ctx.app, timeoutMs = 40_000) =>
  until(
    async () => {
      const res = await app.inject({ url: `/api/extraction/${id}`, headers: { cookie: who.cookie } });
      expect(res.statusCode, res.body).toBe(200);
      const job = res.json();
      return job.status !== 'processing' ? job : undefined;
    },
    `the end of extraction job ${id}`,
    { timeoutMs, everyMs: 100 },
  );

beforeAll(async () => {
  process.env.EXTRACTION_MAX_BYTES = String(12 * MB); // above the app's 10 MB multipart default
  ctx = await createTestApp();
  sourcing = await person(['demandes']);
  accountant = await person(['invoices']);
  colleague = await person(['demandes', 'invoices']);
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Devis');
  ws.addRow(['Fournisseur', 'Atelier Dupont SARL']);
  ws.addRow(['Devis n°', 'DV-2024-0042']);
  ws.addRow(['Devise', 'EUR']);
  ws.addRow([]);
  ws.addRow(['Désignation', 'Quantité', 'Prix unitaire', 'Total']);
  ws.addRow(['Lampe LED 40W', 100, 12.5, 1250]);
  ws.addRow(['Total TTC', '', '', 1500]);
  quotationXlsx = Buffer.from(await wb.xlsx.writeBuffer());
});
afterAll(async () => {
  await ctx?.close();
  delete process.env.EXTRACTION_MAX_BYTES;
});

describe('POST /api/extraction then GET /api/extraction/:id', () => {
  it('reads a quotation spreadsheet in a worker and answers every field with value, confidence and source', async () => {
    const res = await upload(sourcing, 'quotation', { name: 'devis-dupont.pdf', bytes: quotationXlsx });
    expect(res.statusCode, res.body).toBe(202);
    const { id, status } = res.json();
    expect(status).toBe('processing');
    const job = await waitForJob(id, sourcing);
    expect(extractionJob.parse(job)).toBeTruthy();
    expect(job).toMatchObject({
      id,
      kind: 'quotation',
      fileName: 'devis-dupont.pdf',
      fileType: 'excel', // by content, whatever the name says
      size: quotationXlsx.length,
      status: 'completed',
      method: 'spreadsheet',
      errorMessage: null,
      progress: null,
    });
    expect(job.processingTimeMs).toBeGreaterThanOrEqual(0);
    expect(job.result.supplierName).toEqual({
      value: 'Atelier Dupont SARL',
      confidence: 0.9,
      source: { method: 'spreadsheet', sheet: 'Devis', cell: 'B1', text: 'Fournisseur' },
    });
    expect(job.result.totalPrice.value).toBe('1500.00');
    expect(job.result.products[0].name.value).toBe('Lampe LED 40W');
    expect(job.confidence).toBe(job.result.confidence);

    // The original file, to its owner only.
    const file = await ctx.app.inject({
      url: `/api/extraction/${id}/file`,
      headers: { cookie: sourcing.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(quotationXlsx)).toBe(true);
    expect(file.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="devis-dupont.pdf"/);
    for (const url of [`/api/extraction/${id}`, `/api/extraction/${id}/file`]) {
      const other = await ctx.app.inject({ url, headers: { cookie: colleague.cookie } });
      expect(other.statusCode, url).toBe(404);
    }
  });

  it('takes `kind` after the file too, and reads a text PDF invoice', async () => {
    const pdf = await textPdf([
      'FACTURE N° F-2024-118',
      'Date de facture : 15/03/2024',
      'Atelier Dupont SARL',
      'Total HT : 900,00 €',
      'TVA 20 % : 180,00 €',
      'Total TTC : 1 080,00 €',
    ]);
    const res = await upload(accountant, 'invoice', { name: 'facture.pdf', bytes: pdf }, ctx.app, false);
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(res.json().id, accountant);
    expect(job).toMatchObject({ status: 'completed', method: 'text', fileType: 'pdf', kind: 'invoice' });
    expect(job.result.kind).toBe('invoice');
    expect(job.result.totalWithTax.value).toBe('1080.00');
  });

  it('names the issuer after a supplier Comptoir knows when the document prints its IBAN (issue 34)', async () => {
    const [supplier] = await ctx.database.db
      .insert(suppliers)
      .values({ name: 'Filature Océane SAS' })
      .returning({ id: suppliers.id });
    await ctx.database.db
      .insert(supplierBilling)
      .values({ supplierId: supplier!.id, iban: 'FR7630006000011234567890189' });
    const pdf = await textPdf([
      'Place de marché Hublot',
      'FACTURE N° HB-2026-77',
      'Date de facture : 02/11/2026',
      'Total TTC : 240,00 €',
      'Règlement par virement : IBAN FR76 3000 6000 0112 3456 7890 189',
    ]);
    const res = await upload(accountant, 'invoice', { name: 'hublot.pdf', bytes: pdf });
    expect(res.statusCode, res.body).toBe(202);
    const job = await waitForJob(res.json().id, accountant);
    expect(job.status).toBe('completed');
    expect(job.result.sellerName.value).toBe('Filature Océane SAS');
    expect(job.result.sellerName.source.text).toContain('FR76 3000');
  });

  it('draws the pages values were read on, for their owner only, so the panel can outline them (issue 34)', async () => {
    const pdf = await textPdf(['FACTURE N° F-2026-9', 'Total TTC : 120,00 €']);
    const res = await upload(accountant, 'invoice', { name: 'f.pdf', bytes: pdf });
    const job = await waitForJob(res.json().id, accountant);
    expect(job.status).toBe('completed');
    // An A4 page, in points; the total's box lies on it.
    expect(job.previews).toEqual([{ page: 1, width: 595.28, height: 841.89 }]);
    const box = job.result.totalWithTax.source.box;
    expect(box.x + box.width).toBeLessThanOrEqual(595.28);
    expect(box.y + box.height).toBeLessThanOrEqual(841.89);
    const page = await ctx.app.inject({
      url: `/api/extraction/${job.id}/pages/1`,
      headers: { cookie: accountant.cookie },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/webp');
    expect(page.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(page.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const drawn = await sharp(page.rawPayload).metadata();
    // 96 dpi: an A4 page is about 794 pixels wide.
    expect(Math.abs(drawn.width! - 794)).toBeLessThanOrEqual(2);
    // A page not drawn, another user's job (404), a page that is no number (400), no session (401).
    const missing = await ctx.app.inject({
      url: `/api/extraction/${job.id}/pages/2`,
      headers: { cookie: accountant.cookie },
    });
    expect(missing.statusCode).toBe(404);
    const other = await ctx.app.inject({
      url: `/api/extraction/${job.id}/pages/1`,
      headers: { cookie: sourcing.cookie },
    });
    expect(other.statusCode).toBe(404);
    const word = await ctx.app.inject({
      url: `/api/extraction/${job.id}/pages/un`,
      headers: { cookie: accountant.cookie },
    });
    expect(word.statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ url: `/api/extraction/${job.id}/pages/1` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('ends disguised, empty and unknown files in an error with the French message, in the reader’s language', async () => {
    const disguised = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('not really a png'),
    ]);
    const bad = await upload(sourcing, 'quotation', { name: 'devis.pdf', bytes: disguised });
    expect(bad.statusCode).toBe(202);
    const failed = await waitForJob(bad.json().id, sourcing);
    expect(failed).toMatchObject({ status: 'error', result: null, method: null, fileType: 'image' });
    expect(failed.errorMessage).toMatch(/^Impossible d'extraire les données - /);

    const empty = await upload(sourcing, 'quotation', { name: 'vide.pdf', bytes: Buffer.alloc(0) });
    expect(empty.json().status).toBe('error');
    expect((await waitForJob(empty.json().id, sourcing)).errorMessage).toBe(
      "Impossible d'extraire les données - fichier vide ou sans contenu lisible",
    );

    const unknown = await upload(sourcing, 'quotation', {
      name: 'devis.pdf',
      bytes: Buffer.from('just some words'),
    });
    const job = await waitForJob(unknown.json().id, sourcing);
    expect(job).toMatchObject({ status: 'error', errorMessage: UNRECOGNISED, processingTimeMs: 0 });
    const english = await ctx.app.inject({
      url: `/api/extraction/${unknown.json().id}`,
      headers: { cookie: sourcing.cookie, 'x-comptoir-lang': 'en' },
    });
    expect(english.json().errorMessage).toBe('Unable to extract the data - format not recognised');
  });
});

describe('access and limits', () => {
  it('needs a session, the module of the kind (403 otherwise) and a valid kind', async () => {
    const xlsx = { name: 'devis.xlsx', bytes: quotationXlsx };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/extraction',
          ...form({ kind: 'quotation' }, xlsx),
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload(accountant, 'quotation', xlsx)).statusCode).toBe(403);
    expect((await upload(sourcing, 'invoice', xlsx)).statusCode).toBe(403);
    const nobody = await person(['tasks']);
    const refused = await upload(nobody, 'quotation', xlsx);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('forbidden_module');
    const viewer = await person(['demandes'], 'Viewer');
    expect((await upload(viewer, 'quotation', xlsx)).statusCode).toBe(403);
    const noKind = await upload(sourcing, undefined, xlsx);
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().error.fields.kind).toMatch(/invoice/);
    expect((await upload(sourcing, 'contract', xlsx)).statusCode).toBe(400);
    const noFile = await ctx.app.inject({
      method: 'POST',
      url: '/api/extraction',
      ...form({ kind: 'quotation' }),
      headers: { ...form({ kind: 'quotation' }).headers, cookie: sourcing.cookie },
    });
    expect(noFile.statusCode).toBe(400);
    expect(
      (await ctx.app.inject({ url: '/api/extraction/not-a-uuid', headers: { cookie: sourcing.cookie } }))
        .statusCode,
    ).toBe(400);
  });

  it('takes files up to EXTRACTION_MAX_BYTES (over the 10 MB default of other uploads) and refuses more with 413', async () => {
    const big = Buffer.alloc(11 * MB, 0x41);
    const ok = await upload(sourcing, 'quotation', { name: 'gros.pdf', bytes: big });
    expect(ok.statusCode, ok.body).toBe(202);
    const tooBig = await upload(sourcing, 'quotation', {
      name: 'trop-gros.pdf',
      bytes: Buffer.alloc(13 * MB, 0x41),
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().error.message).toBe('Le fichier dépasse la taille maximale autorisée (12 Mo).');
  });
});

describe('for the other modules', () => {
  it('gives a completed quotation extraction’s file to its owner once (claimExtractionFile)', async () => {
    const res = await upload(sourcing, 'quotation', { name: 'devis.xlsx', bytes: quotationXlsx });
    const job = await waitForJob(res.json().id, sourcing);
    const claimed = await claimExtractionFile(ctx.database.db, job.id, sourcing.id);
    expect(claimed).toMatchObject({
      fileName: 'devis.xlsx',
      mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      size: quotationXlsx.length,
      confidence: job.confidence,
    });
    expect(await ctx.app.storage.exists(claimed.storageKey)).toBe(true);
    await expect(claimExtractionFile(ctx.database.db, job.id, colleague.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const invoiceJob = await upload(accountant, 'invoice', { name: 'f.xlsx', bytes: quotationXlsx });
    await waitForJob(invoiceJob.json().id, accountant);
    await expect(
      claimExtractionFile(ctx.database.db, invoiceJob.json().id, accountant.id),
    ).rejects.toMatchObject({
      statusCode: 400,
    });
  });

  it('marks jobs left processing by a previous server run as errors', async () => {
    const [row] = await ctx.database.db
      .insert(extractionJobs)
      .values({
        userId: sourcing.id,
        kind: 'quotation',
        fileName: 'x.pdf',
        fileType: 'pdf',
        mime: 'application/pdf',
        size: 1,
        storageKey: 'extraction/gone.pdf',
        createdAt: new Date(Date.now() - 60_000),
      })
      .returning();
    expect(await failInterruptedJobs(ctx.database.db, new Date())).toBeGreaterThanOrEqual(1);
    const [after] = await ctx.database.db.select().from(extractionJobs).where(eq(extractionJobs.id, row!.id));
    expect(after).toMatchObject({ status: 'error', errorMessage: 'extraction.errors.interrupted' });
  });
});

describe('the time limit', () => {
  it('stops a document that takes too long, marks it "Délai de traitement dépassé", and the server carries on', async () => {
    process.env.EXTRACTION_TIME_LIMIT_MS = '1500';
    const slow = await createTestApp();
    delete process.env.EXTRACTION_TIME_LIMIT_MS;
    try {
      const u = await createUser(slow.database.db, { role: 'Editor', modules: ['demandes'] });
      const who = { cookie: await signIn(slow.app, u.email, u.password) };
      // Five scanned pages: worker start, OCR model loading and five OCR passes take longer than 1.5 s.
      const scanned = await scannedPdf(['Devis DV-1', 'Fournisseur : Atelier Dupont SARL'], 5);
      const res = await upload(who, 'quotation', { name: 'scan.pdf', bytes: scanned }, slow.app);
      expect(res.statusCode).toBe(202);
      const job = await waitForJob(res.json().id, who, slow.app);
      expect(job).toMatchObject({ status: 'error', errorMessage: 'Délai de traitement dépassé' });
      // Stopped at the limit, counted from the moment the thread began the document (a new
      // thread's start, seconds on a loaded machine, does not count).
      expect(job.processingTimeMs).toBeGreaterThanOrEqual(1400);
      expect(job.processingTimeMs).toBeLessThan(5_000);
      const health = await slow.app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // The next document gets a fresh worker.
      const next = await upload(who, 'quotation', { name: 'devis.xlsx', bytes: quotationXlsx }, slow.app);
      expect((await waitForJob(next.json().id, who, slow.app)).status).toBe('completed');
    } finally {
      await slow.close();
    }
  });
});
