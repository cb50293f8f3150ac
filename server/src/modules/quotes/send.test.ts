import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { appSettings, auditLog, quotes } from '../../db/schema/index';
import { startInbox } from '../auth/smtp-inbox';
import { createCompany, createUser } from '../../db/seed/factories';
import { createTestApp, signIn } from '../../../test/helpers';
import { day, expectStatus, insertClient, pdfText, setupSales, type SalesFixture } from '../orders/testing';

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

describe('sending a quote with SMTP configured', () => {
  it("e-mails the PDF to the client's address and marks the quote sent", async () => {
    await f.db.insert(appSettings).values({
      key: 'company',
      value: { name: 'Comptoir Marseille', address: '1 quai du Port\n13002 Marseille' },
    });
    const q = await create(f.clientA.id);
    const res = await f.call('POST', `/api/quotes/${q.id}/send`);
    const body = expectStatus(res, 200);
    const [stored] = await f.db.select().from(quotes).where(eq(quotes.id, q.id));
    expect(stored?.status).toBe('sent');
    expect(body.emailed).toBe(true);
    expect(body.quote.status).toBe('sent');
    const to = body.quote.client.email as string;
    expect(body.message).toBe(`Devis envoyé par e-mail à ${to}.`);
    const mail = await inbox.waitFor(to);
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
    const [audit] = await f.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'quote.send'), eq(auditLog.targetId, q.id)));
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

  it('leaves the quote a draft and answers 502 when the SMTP server refuses', async () => {
    const closed = await startInbox();
    await closed.close();
    const g = await createTestApp({ smtpUrl: closed.url });
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
      expect(expectStatus(sent, 502).error.message).toBe(
        "L'envoi de l'e-mail a échoué : le devis reste en brouillon. Réessayez plus tard.",
      );
      const after = expectStatus(await call(`/api/quotes/${q.id}`), 200);
      expect(after).toMatchObject({ status: 'draft', sentAt: null });
    } finally {
      await g.close();
    }
  });
});
