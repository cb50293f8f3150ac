import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { appSettings, quotes } from '../../db/schema/index';
import { startInbox } from '../auth/smtp-inbox';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn } from '../../../test/helpers';
import { until } from '../../../test/until';
import { day, expectStatus, insertClient, pdfText, setupSales, type SalesFixture } from '../orders/testing';
import { auditEntries } from '../../platform/testing';

let inbox: Awaited<ReturnType<typeof startInbox>>;
let f: SalesFixture;

beforeAll(async () => {
  inbox = await startInbox();
  f = await setupSales({ smtpUrl: inbox.url });
});
afterAll(async () => {
  await f?.ctx.close();
  await inbox?.close();
});

const create = async (clientId: string) =>
  expectStatus(
    await f.call('POST', '/api/quotes', {
      title: 'Vaisselle pour le restaurant',
      clientId,
      validUntil: day(15),
      items: [{ productName: 'Assiette plate', quantity: 48, unitPrice: '3.20' }],
    }),
    201,
  ).quote as { id: string; number: string };

/** Reads the quote until its e-mail is no longer on its way: the quote then. */
const settled = (id: string, call = f.call) =>
  until(async () => {
    const quote = expectStatus(await call('GET', `/api/quotes/${id}`), 200);
    return quote.mail && quote.mail.status !== 'queued' ? quote : undefined;
  }, `the e-mail of quote ${id}`);

describe('sending a quote with SMTP configured', () => {
  it("queues the e-mail of the PDF to the client's address; the quote is sent once it has left", async () => {
    await f.db.insert(appSettings).values({
      key: 'company',
      value: { name: 'Comptoir Marseille', address: '1 quai du Port\n13002 Marseille' },
    });
    const q = await create(f.clientA.id);
    const res = await f.call('POST', `/api/quotes/${q.id}/send`);
    const body = expectStatus(res, 202);
    const to = body.quote.client.email as string;
    expect(body.emailed).toBe(false);
    expect(body.mail).toMatchObject({
      kind: 'quote',
      status: 'queued',
      recipient: to,
      error: null,
      sentAt: null,
    });
    expect(body.message).toBe(
      `Envoi du devis par e-mail à ${to} en cours : il sera marqué envoyé dès que l'e-mail sera parti.`,
    );
    const after = await settled(q.id);
    expect(after).toMatchObject({ status: 'sent', mail: { status: 'sent', attempts: 1 } });
    expect(after.sentAt).not.toBeNull();
    const [stored] = await f.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(stored?.status).toBe('sent');
    const mail = await inbox.waitFor(to);
    expect(mail.raw).toMatch(new RegExp(`Message-ID: <${body.mail.id}@comptoir>`, 'i'));
    expect(mail.raw).toContain(`Devis ${q.number}`);
    expect(mail.raw).toContain('application/pdf');
    expect(mail.raw).toContain(`devis-${q.number}.pdf`);
    // The attachment is the quote's PDF: decode it and read it.
    const match = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
    expect(match).not.toBeNull();
    const pdf = Buffer.from(match![1]!.replace(/\s+/g, ''), 'base64');
    const text = await pdfText(pdf);
    expect(text).toContain(q.number);
    expect(text).toContain('Comptoir Marseille');
    expect(text).toContain('153,60 €');
    const [audit] = await auditEntries(f.db, 'quote.send', q.id);
    expect(audit?.after).toMatchObject({ status: 'sent', emailed: true, to });
  });

  it('marks a quote sent without e-mail when the client has no address, and says so', async () => {
    const q = await create(f.clientA2.id);
    const body = expectStatus(await f.call('POST', `/api/quotes/${q.id}/send`), 200);
    expect(body).toMatchObject({
      emailed: false,
      message:
        "Devis marqué comme envoyé. Il n'a pas été envoyé par e-mail : le client n'a pas d'adresse e-mail.",
      quote: { status: 'sent' },
    });
  });

  it('a second send while the e-mail is on its way is a 409; one e-mail leaves', async () => {
    const q = await create(f.clientA.id);
    const release = inbox.hold();
    const before = inbox.received.length;
    try {
      expectStatus(await f.call('POST', `/api/quotes/${q.id}/send`), 202);
      const again = expectStatus(await f.call('POST', `/api/quotes/${q.id}/send`), 409);
      expect(again.error.message).toBe("Un e-mail de ce document est déjà en cours d'envoi.");
      expect(expectStatus(await f.call('GET', `/api/quotes/${q.id}`), 200)).toMatchObject({
        status: 'draft',
        mail: { status: 'queued' },
      });
    } finally {
      release();
    }
    expect(await settled(q.id)).toMatchObject({ status: 'sent', mail: { status: 'sent' } });
    expect(inbox.received.length).toBe(before + 1);
  });

  it('retries the e-mail when the SMTP server refuses it, then gives up: the quote stays a draft', async () => {
    const closed = await startInbox();
    await closed.close();
    const g = await createTestApp({ smtpUrl: closed.url, mailRetry: { retries: 2, delaySeconds: 0.05 } });
    try {
      const company = await createCompany(g.database.db);
      const client = await insertClient(g.database.db, company.id);
      const user = await createUser(g.database.db, {
        role: 'Manager',
        modules: ['quotes'],
        companyIds: [company.id],
      });
      const cookie = await signIn(g.app, user.email, user.password);
      const call = (url: string, payload?: object) =>
        g.app.inject({
          method: payload ? 'POST' : url.endsWith('/send') ? 'POST' : 'GET',
          url,
          payload,
          headers: { cookie },
        });
      const res = await call('/api/quotes', {
        title: 'x',
        clientId: client.id,
        validUntil: day(3),
        items: [{ productName: 'y', quantity: 1, unitPrice: '1' }],
      });
      const q = expectStatus(res, 201).quote;
      const sent = await call(`/api/quotes/${q.id}/send`);
      expect(expectStatus(sent, 202).mail).toMatchObject({ status: 'queued' });
      const after = await settled(q.id, (_method, url) => call(url));
      // Three attempts (the first and two retries), then given up with the server's answer.
      expect(after).toMatchObject({ status: 'draft', sentAt: null, mail: { status: 'failed', attempts: 3 } });
      expect(after.mail.error).toMatch(/ECONNREFUSED|connect/i);
      const [failure] = await auditEntries(g.database.db, 'quote.send_failed', q.id);
      expect(failure?.after).toMatchObject({ status: 'draft' });
      expect(failure?.actorId).toBe(user.id);
      // Sending again is possible: a new e-mail is queued.
      expect(expectStatus(await call(`/api/quotes/${q.id}/send`), 202).mail).toMatchObject({
        status: 'queued',
      });
    } finally {
      await g.close();
    }
  });
});
