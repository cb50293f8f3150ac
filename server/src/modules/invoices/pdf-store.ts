/**
 * The issued invoice's PDF kept as first made (decision 0057). An issued invoice or credit note
 * cannot change (its lines, parties and seller are frozen at issue, and the PDF shows no status):
 * its Factur-X PDF is drawn once, by a job right after the issue or by the first download or
 * e-mail that needs it before, stored, and every later download and e-mail sends those very bytes.
 * What a client received is then what the company keeps, byte for byte (its SHA-256 is recorded),
 * and a 500-line invoice's download no longer waits for pdfmake and the e-invoice again.
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import type { Db } from '../../db/client';
import { invoicePdfs } from '../../db/schema/index';
import type { Storage } from '../../platform/storage';
import { newKey } from '../../platform/storage';
import { invoiceFileName, renderInvoicePdf } from './pdf';

/** The job that stores an issued invoice's PDF after its issue. */
export const INVOICE_PDF_JOB = 'invoices.pdf';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The stored PDF of `invoiceId`, or null (none yet, or its file is gone). */
async function readStored(db: Db, storage: Storage, invoiceId: string): Promise<Buffer | null> {
  const [row] = await db
    .select({ key: invoicePdfs.storageKey, sha256: invoicePdfs.sha256 })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, invoiceId));
  if (!row) return null;
  // A storage that fails for another reason than a missing file fails the call: the file kept is
  // not replaced because a read failed once.
  const bytes = await storage
    .get(row.key)
    .catch(async (error: unknown) => ((await storage.exists(row.key)) ? Promise.reject(error) : null));
  // A file lost or altered in storage is not sent: the PDF is drawn and stored again (an altered
  // file stays in storage under its key, for whoever looks into it).
  if (bytes && sha256(bytes) === row.sha256) return bytes;
  // Only the record of the file found wanting: one another call has just written stays.
  await db
    .delete(invoicePdfs)
    .where(and(eq(invoicePdfs.invoiceId, invoiceId), eq(invoicePdfs.storageKey, row.key)));
  return null;
}

/**
 * The PDF of an outgoing invoice: a draft's drawn on each call (it changes), an issued one's as
 * stored, drawn and stored by the first call. Two first calls at once both draw; the first to
 * record its file wins and the other's file is deleted, so both answer the recorded bytes.
 */
export async function storedInvoicePdf(
  db: Db,
  storage: Storage,
  invoice: InvoiceDetail,
): Promise<{ buffer: Buffer; fileName: string; stored: boolean }> {
  if (invoice.direction !== 'outgoing' || invoice.status === 'draft')
    return { ...(await renderInvoicePdf(db, invoice)), stored: false };
  const fileName = invoiceFileName(invoice);
  const kept = await readStored(db, storage, invoice.id);
  if (kept) return { buffer: kept, fileName, stored: true };
  const { buffer } = await renderInvoicePdf(db, invoice);
  const { key, size } = await storage.put(newKey('invoices/pdf', 'pdf'), buffer);
  const [won] = await db
    .insert(invoicePdfs)
    .values({ invoiceId: invoice.id, storageKey: key, size, sha256: sha256(buffer) })
    .onConflictDoNothing()
    .returning({ key: invoicePdfs.storageKey });
  if (won) return { buffer, fileName, stored: true };
  await storage.delete(key).catch(() => undefined);
  const winner = await readStored(db, storage, invoice.id);
  if (!winner) throw new Error(`invoice ${invoice.id}: its stored PDF vanished while being written`);
  return { buffer: winner, fileName, stored: true };
}

/** Whether `invoiceId` has its PDF stored (the job's skip). */
export async function hasStoredPdf(db: Db, invoiceId: string): Promise<boolean> {
  const rows = await db
    .select({ id: invoicePdfs.invoiceId })
    .from(invoicePdfs)
    .where(eq(invoicePdfs.invoiceId, invoiceId));
  return rows.length > 0;
}
