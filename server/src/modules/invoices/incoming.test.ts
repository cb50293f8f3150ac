/**
 * Incoming supplier invoices from an extraction job: supplier matched or created, duplicates
 * refused unless confirmed, reject with a reason, approve, pay, the original file served only to
 * users who may see the invoice.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import {
  extractionCorrections,
  extractionJobs,
  invoiceRejections,
  supplierBilling,
  suppliers,
} from '../../db/schema/index';
import { pick } from '../../platform/service';
import { correctionsForCorpus } from '../../cli/corrections';
import { newKey } from '../../platform/storage';
import { expectStatus } from '../orders/testing';
import { pay, setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';

const f = useFixture(setupInvoices);

const field = (value: string | null) => ({ value, confidence: value ? 1 : 0, source: null });

interface Read {
  seller: string;
  vat: string | null;
  number: string;
}

/** A completed invoice extraction of `userId` over a stored file with `content`. */
async function job(userId: string, content: string, values: Read) {
  const { key, size } = await f.ctx.app.storage.put(newKey('extraction', 'pdf'), Buffer.from(content));
  const [row] = await f.db
    .insert(extractionJobs)
    .values({
      userId,
      kind: 'invoice',
      fileName: `${values.number}.pdf`,
      fileType: 'pdf',
      mime: 'application/pdf',
      size,
      storageKey: key,
      status: 'completed',
      method: 'text',
      confidence: 0.93,
      result: {
        kind: 'invoice',
        sellerName: field(values.seller),
        sellerVatId: field(values.vat),
        buyerName: field('Comptoir'),
        buyerVatId: field(null),
        invoiceNumber: field(values.number),
        issueDate: field('2026-03-02'),
        dueDate: field('2026-04-01'),
        currency: field('EUR'),
        totalWithoutTax: field('100.00'),
        taxAmount: field('20.00'),
        totalWithTax: field('120.00'),
        iban: field(null),
        lines: [],
        confidence: 0.93,
      },
    })
    .returning({ id: extractionJobs.id });
  return row!.id;
}

const body = (extractionJobId: string, extra: Record<string, unknown> = {}) => ({
  extractionJobId,
  supplierName: 'Aciéries du Nord',
  supplierVatNumber: 'FR 12 345678901',
  number: 'AN-2026-118',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  totalWithoutTax: '100.00',
  taxAmount: '20.00',
  totalWithTax: '120.00',
  lines: [{ description: 'Tôles', quantity: 2, unitPrice: '50', taxRate: '20' }],
  ...extra,
});

/** Records the incoming invoice of the job `id` (`extra` over the default body), expecting `status`. */
const record = async (id: string, status: number, extra: Record<string, unknown> = {}) =>
  expectStatus(await f.call('POST', '/api/invoices/incoming', body(id, extra)), status);

/** Records the invoice the manager's job over `content` read, with the supplier and number read. */
const recordAsRead = async (content: string, read: Read, status: number) =>
  record(await job(f.users.manager.id, content, read), status, {
    supplierName: read.seller,
    supplierVatNumber: read.vat,
    number: read.number,
  });

describe('incoming invoices', () => {
  it('creates a supplier invoice from an extraction, matches the supplier next time, refuses a duplicate', async () => {
    const first = await job(f.users.manager.id, 'facture AN-118', {
      seller: 'Aciéries du Nord',
      vat: null,
      number: 'AN-2026-118',
    });
    const created = (await record(first, 201)).invoice;
    expect(created).toMatchObject({
      direction: 'incoming',
      status: 'to_check',
      number: 'AN-2026-118',
      aiExtracted: true,
      aiConfidence: expect.closeTo(0.93, 5),
      totalAmount: { amount: '120.00', currency: 'EUR' },
      party: { name: 'Aciéries du Nord', vatNumber: 'FR12345678901' },
      file: { name: 'AN-2026-118.pdf', mime: 'application/pdf' },
    });
    const [billing] = await f.db
      .select()
      .from(supplierBilling)
      .where(eq(supplierBilling.supplierId, created.supplierId));
    expect(billing!.vatNumber).toBe('FR12345678901');
    // The same job cannot be used twice.
    await record(first, 409);

    // The same number again, from another file, under another name but the same VAT id.
    const second = await job(f.users.manager.id, 'autre fichier', {
      seller: 'ADN',
      vat: 'FR12345678901',
      number: 'AN-2026-118',
    });
    const suggestions = expectStatus(
      await f.call('GET', `/api/invoices/incoming/suggestions?extractionJobId=${second}`),
      200,
    );
    expect(suggestions.supplier).toMatchObject({ id: created.supplierId, matchedBy: 'vatNumber' });
    expect(suggestions.duplicates).toHaveLength(1);
    expect(suggestions.duplicates[0].reason).toBe('number');
    const dup = await record(second, 409, { supplierName: 'ADN', supplierVatNumber: 'FR12345678901' });
    expect(dup.error.message).toMatch(
      /Doublon possible : la facture AN-2026-118 de ce fournisseur existe déjà/,
    );
    const confirmed = (
      await record(second, 201, {
        supplierName: 'ADN',
        supplierVatNumber: 'FR12345678901',
        confirmDuplicate: true,
      })
    ).invoice;
    expect(confirmed.supplierId).toBe(created.supplierId);
    const all = await f.db.select().from(suppliers).where(eq(suppliers.id, created.supplierId));
    expect(all).toHaveLength(1);
  });

  it('warns about the same file (content hash)', async () => {
    await recordAsRead('identique', { seller: 'Fonderie', vat: null, number: 'F-1' }, 201);
    const res = await recordAsRead('identique', { seller: 'Fonderie bis', vat: null, number: 'F-2' }, 409);
    expect(res.error.message).toMatch(/même fichier/);
  });

  it('refuses totals that do not add up, and another user’s job', async () => {
    const j = await job(f.users.manager.id, 'x1', { seller: 'S', vat: null, number: 'T-1' });
    const bad = await record(j, 400, { totalWithTax: '121.00' });
    expect(bad.error.fields.totalWithTax).toMatch(/total TTC/);
    const other = await job(f.users.admin.id, 'x2', { seller: 'S', vat: null, number: 'T-2' });
    await record(other, 400, { number: 'T-2' });
  });

  it('approves, pays in two parts, serves the original file with the access check', async () => {
    const inv = (
      await recordAsRead('contenu original', { seller: 'Bois & Co', vat: null, number: 'B-7' }, 201)
    ).invoice;
    await pay(f, inv.id, { amount: '10', method: 'virement' }, 409);
    expect(expectStatus(await f.call('POST', `/api/invoices/${inv.id}/approve`), 200).invoice.status).toMatch(
      /to_pay|overdue/,
    );
    await pay(f, inv.id, { amount: '20', method: 'virement' }, 201);
    const paid = (await pay(f, inv.id, { amount: '100', method: 'prelevement' }, 201)).invoice;
    expect(paid.status).toBe('paid');
    const file = await f.call('GET', `/api/invoices/${inv.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('contenu original');
    expectStatus(
      await f.call('GET', `/api/invoices/${inv.id}/file`, undefined, f.users.outsider.cookie),
      403,
    );
    expectStatus(await f.call('GET', `/api/invoices/${inv.id}/pdf`), 409);
    const list = expectStatus(await f.call('GET', '/api/invoices?direction=incoming&pageSize=100'), 200);
    expect(list.counters.aiProcessed).toBeGreaterThanOrEqual(1);
    expect(list.items.every((i: { direction: string }) => i.direction === 'incoming')).toBe(true);
  });

  it('rejects an extraction with a reason', async () => {
    const j = await job(f.users.manager.id, 'à rejeter', { seller: 'X', vat: null, number: 'R-1' });
    expectStatus(
      await f.call('POST', '/api/invoices/incoming/reject', { extractionJobId: j, reason: '' }),
      400,
    );
    expectStatus(
      await f.call('POST', '/api/invoices/incoming/reject', { extractionJobId: j, reason: 'Pas pour nous' }),
      200,
    );
    const [row] = await f.db.select().from(invoiceRejections).where(eq(invoiceRejections.extractionJobId, j));
    expect(row!.reason).toBe('Pas pour nous');
    await record(j, 409, { number: 'R-1' });
  });

  it('records what the user changed of the extraction, with the file hash, and nothing when nothing changed', async () => {
    const content = 'facture lue de travers';
    const misread = await job(f.users.manager.id, content, {
      seller: 'Aciéries du Nord',
      vat: null,
      number: 'CMD-7',
    });
    await record(misread, 201, { number: 'AN-2026-200', supplierVatNumber: 'FR 12 345678901' });
    const rows = await f.db
      .select()
      .from(extractionCorrections)
      .where(eq(extractionCorrections.jobId, misread))
      .orderBy(extractionCorrections.field);
    const hash = createHash('sha256').update(content).digest('hex');
    expect(
      rows.map((r) => pick(r, ['kind', 'field', 'original', 'corrected', 'documentHash', 'userId'])),
    ).toEqual([
      {
        kind: 'invoice',
        field: 'invoiceNumber',
        original: 'CMD-7',
        corrected: 'AN-2026-200',
        documentHash: hash,
        userId: f.users.manager.id,
      },
      {
        kind: 'invoice',
        field: 'sellerVatId',
        original: null,
        corrected: 'FR 12 345678901',
        documentHash: hash,
        userId: f.users.manager.id,
      },
    ]);
    // The command that lists them for a corpus (npm run corrections) names the file too.
    const listed = await correctionsForCorpus(f.db, '2000-01-01');
    expect(listed.filter((r) => r.documentHash === hash)).toMatchObject([
      { field: 'invoiceNumber', original: 'CMD-7', corrected: 'AN-2026-200', fileName: 'CMD-7.pdf' },
      { field: 'sellerVatId', original: null, corrected: 'FR 12 345678901', fileName: 'CMD-7.pdf' },
    ]);
    expect(await correctionsForCorpus(f.db, '2999-01-01')).toEqual([]);
    const asRead = { seller: 'Fonderie Rhône', vat: 'FR99887766554', number: 'FR-77' };
    await recordAsRead('facture lue juste', asRead, 201);
    const [exact] = await f.db
      .select({ id: extractionJobs.id })
      .from(extractionJobs)
      .where(eq(extractionJobs.fileName, 'FR-77.pdf'));
    expect(
      await f.db.select().from(extractionCorrections).where(eq(extractionCorrections.jobId, exact!.id)),
    ).toEqual([]);
  });
});
