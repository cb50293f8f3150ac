/**
 * The issued invoice's PDF kept as first made (decision 0057): drawn and stored by a job after the
 * issue, then every download and e-mail sends those bytes; a lost or altered file is drawn again,
 * a draft is never stored; the route's access rules hold. On PGlite and PostgreSQL.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoicePdfs } from '../../db/schema/index';
import { startInbox } from '../auth/smtp-inbox';
import { expectStatus } from '../orders/testing';
import { until } from '../../../test/until';
import { useFixture } from '../../../test/fixture';
import { readInvoiceDetail } from './read';
import { storedInvoicePdf } from './pdf-store';
import { blankDraft, IDENTITY, setupInvoices } from './testing';

let inbox: Awaited<ReturnType<typeof startInbox>>;
const f = useFixture(
  async () => {
    inbox = await startInbox();
    const { legalName, address, siren, siret, vatNumber, paymentTerms } = IDENTITY;
    return setupInvoices(
      { smtpUrl: inbox.url, invoicePdfAtIssue: true },
      { identity: { legalName, address, siren, siret, vatNumber, paymentTerms } },
    );
  },
  async () => inbox?.close(),
);

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function draft(): Promise<{ id: string }> {
  return expectStatus(await f.call('POST', '/api/invoices', blankDraft(f.clientA.id)), 201).invoice;
}

async function issued(): Promise<{ id: string; number: string; party: { email: string } }> {
  const d = await draft();
  return expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, {}), 200).invoice;
}

const storedRow = async (id: string) =>
  (await f.db.select().from(invoicePdfs).where(eq(invoicePdfs.invoiceId, id)))[0];

async function download(id: string, cookie?: string): Promise<Buffer> {
  const res = await f.call('GET', `/api/invoices/${id}/pdf`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return Buffer.from(res.rawPayload);
}

describe('the issued invoice PDF, stored once', () => {
  it('is stored by the job after the issue, and every download answers those very bytes', async () => {
    const inv = await issued();
    const row = await until(() => storedRow(inv.id), `the stored PDF of ${inv.number}`);
    const kept = await f.ctx.app.storage.get(row.storageKey);
    expect(row.size).toBe(kept.length);
    expect(row.sha256).toBe(sha256(kept));
    expect(kept.toString('latin1')).toContain('factur-x.xml');
    const first = await download(inv.id);
    expect(sha256(first)).toBe(row.sha256);
    // What is served is the file recorded, not a new drawing: bytes put in its place (with their
    // hash recorded) are what the next downloads answer.
    const marker = Buffer.concat([kept, Buffer.from('\n% kept as recorded\n')]);
    await f.ctx.app.storage.put(row.storageKey, marker);
    await f.db
      .update(invoicePdfs)
      .set({ sha256: sha256(marker), size: marker.length })
      .where(eq(invoicePdfs.invoiceId, inv.id));
    expect((await download(inv.id)).equals(marker)).toBe(true);
    expect((await download(inv.id)).equals(marker)).toBe(true);
    // A fresh drawing differs (its creation date): the answer is the stored file, not a new one.
    const detail = (await readInvoiceDetail(f.db, null, inv.id))!;
    await f.db.delete(invoicePdfs).where(eq(invoicePdfs.invoiceId, inv.id));
    const redrawn = await storedInvoicePdf(f.db, f.ctx.app.storage, detail);
    expect(redrawn.stored).toBe(true);
    expect((await storedRow(inv.id))!.storageKey).not.toBe(row.storageKey);
  });

  it("attaches the stored bytes to the invoice's e-mail", async () => {
    const inv = await issued();
    const stored = await download(inv.id);
    expectStatus(await f.call('POST', `/api/invoices/${inv.id}/send`), 202);
    const mail = await inbox.waitFor(inv.party.email);
    // The attachment's base64, up to the closing boundary (no '-' in base64): the inbox decodes
    // the whole message as quoted-printable, which drops a padding '=' with its line end.
    const part = mail.raw.slice(mail.raw.indexOf('Content-Type: application/pdf'));
    const body = part
      .slice(part.search(/\r?\n\r?\n/))
      .split('-')[0]!
      .replace(/\s+/g, '');
    expect(sha256(Buffer.from(body, 'base64'))).toBe(sha256(stored));
  });

  it('draws again a file lost or altered in storage, and never sends the altered bytes', async () => {
    const inv = await issued();
    const row = await until(() => storedRow(inv.id), `the stored PDF of ${inv.number}`);
    await f.ctx.app.storage.put(row.storageKey, Buffer.from('%PDF-1.7 altered'));
    const after = await download(inv.id);
    expect(after.toString('latin1')).toContain('factur-x.xml');
    const again = (await storedRow(inv.id))!;
    expect(again.sha256).toBe(sha256(after));
    await f.ctx.app.storage.delete(again.storageKey);
    const afterLoss = await download(inv.id);
    expect(afterLoss.toString('latin1')).toContain('factur-x.xml');
    expect((await storedRow(inv.id))!.sha256).toBe(sha256(afterLoss));
  });

  it('keeps the stored file when the storage fails to read it once: the call fails, nothing is redrawn', async () => {
    const inv = await issued();
    const row = await until(() => storedRow(inv.id), `the stored PDF of ${inv.number}`);
    const storage = f.ctx.app.storage;
    const detail = (await readInvoiceDetail(f.db, null, inv.id))!;
    const failing = {
      ...storage,
      get: () => Promise.reject(new Error('storage unreachable')),
      exists: storage.exists.bind(storage),
    };
    await expect(storedInvoicePdf(f.db, failing as typeof storage, detail)).rejects.toThrow(
      'storage unreachable',
    );
    expect(await storedRow(inv.id)).toEqual(row);
    expect(sha256(await download(inv.id))).toBe(row.sha256);
  });

  it('answers the same bytes to two first downloads at once, one file recorded', async () => {
    const d = await draft();
    // Whatever the job does meanwhile, the two calls and the job agree on one file.
    const inv = expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, {}), 200).invoice;
    await f.db.delete(invoicePdfs).where(eq(invoicePdfs.invoiceId, inv.id));
    const detail = (await readInvoiceDetail(f.db, null, inv.id))!;
    const [a, b] = await Promise.all([
      storedInvoicePdf(f.db, f.ctx.app.storage, detail),
      storedInvoicePdf(f.db, f.ctx.app.storage, detail),
    ]);
    expect(sha256(a.buffer)).toBe(sha256(b.buffer));
    const row = (await storedRow(inv.id))!;
    expect(row.sha256).toBe(sha256(a.buffer));
    expect(await f.ctx.app.storage.exists(row.storageKey)).toBe(true);
  });

  it('never stores a draft: each download draws it as it is now', async () => {
    const d = await draft();
    const pdf = await download(d.id);
    expect(pdf.toString('latin1')).not.toContain('factur-x.xml');
    expect(await storedRow(d.id)).toBeUndefined();
  });

  it("keeps the route's access rules: no module 403, another company's invoice 404", async () => {
    const inv = await issued();
    await until(() => storedRow(inv.id), `the stored PDF of ${inv.number}`);
    expectStatus(await f.call('GET', `/api/invoices/${inv.id}/pdf`, undefined, f.users.outsider.cookie), 403);
    expectStatus(await f.call('GET', `/api/invoices/${inv.id}/pdf`, undefined, f.users.managerB.cookie), 404);
    await download(inv.id, f.users.viewer.cookie);
  });
});
