/** A purchase order e-mailed to its supplier (issue 32 §1): POST /api/purchases/:id/email. */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { appSettings, mailOutbox, suppliers } from '../../db/schema/index';
import { useFixture } from '../../../test/fixture';
import { until } from '../../../test/until';
import { startInbox, type ReceivedMail } from '../auth/smtp-inbox';
import { auditEntries } from '../../platform/testing';
import { queueOf } from '../../platform/jobs';
import { MAIL_JOB } from '../../platform/mail-outbox';
import { UNKNOWN_ID, expectStatus, pdfText } from '../orders/testing';
import { draftBody, setupPurchases, type PurchasesFixture } from './testing';

let inbox: Awaited<ReturnType<typeof startInbox>>;
const f = useFixture(
  async () => {
    inbox = await startInbox();
    return setupPurchases({ smtpUrl: inbox.url });
  },
  () => inbox?.close(),
);
/** The same app without SMTP. */
const noSmtp = useFixture(() => setupPurchases());

const SUPPLIER_EMAIL = 'orders@ningbo-buttons.example.cn';

const draft = async (g: PurchasesFixture = f) =>
  expectStatus(await g.call('POST', '/api/purchases', draftBody(g)), 201)
    .purchaseOrder as PurchaseOrderDetail;
const sent = async (g: PurchasesFixture = f) => {
  const order = await draft(g);
  return expectStatus(await g.call('POST', `/api/purchases/${order.id}/actions/send`), 200)
    .purchaseOrder as PurchaseOrderDetail;
};
const email = (id: string, body?: object, cookie?: string, g: PurchasesFixture = f) =>
  g.call('POST', `/api/purchases/${id}/email`, body, cookie);
const setSupplierEmail = (g: PurchasesFixture, value: string | null) =>
  g.db.update(suppliers).set({ email: value }).where(eq(suppliers.id, g.supplier.id));

/** Reads the order until its e-mail is no longer on its way: the order then. */
const settled = (id: string) =>
  until(async () => {
    const order = expectStatus(await f.call('GET', `/api/purchases/${id}`), 200) as PurchaseOrderDetail;
    return order.mail && order.mail.status !== 'queued' ? order : undefined;
  }, `the e-mail of purchase order ${id}`);

/** The PDF attached to a received message, as text. */
async function attachedPdf(mail: ReceivedMail): Promise<string> {
  const match = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
  expect(match).not.toBeNull();
  return pdfText(Buffer.from(match![1]!.replace(/\s+/g, ''), 'base64'));
}

describe('e-mailing a purchase order', () => {
  it("queues the order's PDF to the supplier's address in the chosen language; sent, audited", async () => {
    await f.db
      .insert(appSettings)
      .values({ key: 'company', value: { name: 'Comptoir Marseille', address: '1 quai du Port' } })
      .onConflictDoNothing();
    await setSupplierEmail(f, SUPPLIER_EMAIL);
    const order = await sent();
    const before = expectStatus(await f.call('GET', `/api/purchases/${order.id}`), 200);
    // Chinese supplier: the e-mail is offered in Chinese, to its address.
    expect(before).toMatchObject({ mail: null, mailDefaults: { to: SUPPLIER_EMAIL, language: 'zh' } });

    const body = expectStatus(await email(order.id, { language: 'en' }), 202);
    expect(body.mail).toMatchObject({
      kind: 'purchase_order',
      status: 'queued',
      recipient: SUPPLIER_EMAIL,
      sentAt: null,
    });
    expect(body.message).toBe(`Envoi du bon de commande ${order.number} à ${SUPPLIER_EMAIL} en cours.`);
    expect(body.purchaseOrder.mail).toMatchObject({ id: body.mail.id, status: 'queued' });

    const after = await settled(order.id);
    expect(after.mail).toMatchObject({ status: 'sent', attempts: 1, recipient: SUPPLIER_EMAIL });
    expect(after.mail!.sentAt).not.toBeNull();
    expect(after.status).toBe('sent');
    const [row] = await f.db.select().from(mailOutbox).where(eq(mailOutbox.id, body.mail.id));
    expect(row).toMatchObject({ status: 'sent', kind: 'purchase_order', targetId: order.id });

    const mail = await inbox.waitFor(SUPPLIER_EMAIL);
    expect(mail.raw).toMatch(new RegExp(`Message-ID: <${body.mail.id}@comptoir>`, 'i'));
    expect(mail.raw).toContain(`Please find attached our purchase order ${order.number}`);
    expect(mail.raw).toContain(`purchase-order-${order.number}.pdf`);
    const text = await attachedPdf(mail);
    expect(text).toContain('PURCHASE ORDER');
    expect(text).toContain(order.number!);
    expect(text).toContain('Comptoir Marseille');

    const [audit] = await auditEntries(f.db, 'purchase_order.emailed', order.id);
    expect(audit).toMatchObject({ targetLabel: order.number, actorId: f.users.manager.id });
    expect(audit?.after).toMatchObject({ to: SUPPLIER_EMAIL, language: 'en', status: 'sent' });
  });

  it("writes in the supplier's language by default, to the address given; one at a time", async () => {
    await setSupplierEmail(f, null);
    const order = await sent();
    const to = 'li@buyer-agent.example.com';
    const release = inbox.hold();
    try {
      const body = expectStatus(await email(order.id, { to: `  ${to} ` }), 202);
      expect(body.mail).toMatchObject({ recipient: to, status: 'queued' });
      const again = expectStatus(await email(order.id, { to }), 409);
      expect(again.error.message).toBe("Un e-mail de ce document est déjà en cours d'envoi.");
    } finally {
      release();
    }
    expect((await settled(order.id)).mail).toMatchObject({ status: 'sent', recipient: to });
    const mail = await inbox.waitFor(to);
    // Chinese by default for a Chinese supplier: the PDF in Chinese.
    expect(await attachedPdf(mail)).toContain('采购订单');
    const [audit] = await auditEntries(f.db, 'purchase_order.emailed', order.id);
    expect(audit?.after).toMatchObject({ to, language: 'zh' });
  });

  it('refuses a draft (409), a missing address (400), a wrong address or language (400)', async () => {
    await setSupplierEmail(f, null);
    const order = await draft();
    const onDraft = expectStatus(await email(order.id, { to: 'x@example.com' }), 409);
    expect(onDraft.error.message).toBe(
      'Seul un bon de commande numéroté (envoyé, confirmé ou en réception) peut être envoyé par e-mail (statut : Brouillon).',
    );
    const numbered = await sent();
    const none = expectStatus(await email(numbered.id), 400);
    expect(none.error.message).toBe("Le fournisseur n'a pas d'adresse e-mail : indiquez le destinataire.");
    expect(none.error.fields).toEqual({
      to: "Le fournisseur n'a pas d'adresse e-mail : indiquez le destinataire.",
    });
    expect(expectStatus(await email(numbered.id, { to: '' }), 400).error.fields).toHaveProperty('to');
    expect(expectStatus(await email(numbered.id, { to: 'pas-une-adresse' }), 400).error.fields).toEqual({
      to: 'Adresse e-mail invalide.',
    });
    expect(
      expectStatus(await email(numbered.id, { to: 'x@example.com', language: 'de' }), 400).error.fields,
    ).toHaveProperty('language');
    const cancelled = expectStatus(await f.call('POST', `/api/purchases/${numbered.id}/actions/cancel`), 200);
    expect(cancelled.purchaseOrder.status).toBe('cancelled');
    expect((await email(numbered.id, { to: 'x@example.com' })).statusCode).toBe(409);
    const [stored] = await f.db.select().from(mailOutbox).where(eq(mailOutbox.targetId, numbered.id));
    expect(stored).toBeUndefined();
  });

  it('does not send the e-mail of an order cancelled meanwhile', async () => {
    const order = await sent();
    expectStatus(await f.call('POST', `/api/purchases/${order.id}/actions/cancel`), 200);
    // As if it had been queued just before the order was cancelled.
    const [row] = await f.db
      .insert(mailOutbox)
      .values({ kind: 'purchase_order', targetId: order.id, recipient: 'x@example.com', data: {} })
      .returning();
    await queueOf(f.ctx.app).send(MAIL_JOB, { id: row!.id });
    expect((await settled(order.id)).mail).toMatchObject({
      status: 'cancelled',
      error: 'purchase order cancelled',
    });
    expect(await auditEntries(f.db, 'purchase_order.emailed', order.id)).toEqual([]);
  });

  it("answers 403 without the purchases module and 404 for another company's order", async () => {
    const order = await sent();
    const outsider = expectStatus(
      await email(order.id, { to: 'x@example.com' }, f.users.outsider.cookie),
      403,
    );
    expect(outsider.error.code).toBe('forbidden_module');
    expect((await email(order.id, { to: 'x@example.com' }, f.users.managerB.cookie)).statusCode).toBe(404);
    expect((await email(UNKNOWN_ID, { to: 'x@example.com' })).statusCode).toBe(404);
    // A Viewer may read the order, not e-mail it.
    expect((await email(order.id, { to: 'x@example.com' }, f.users.viewer.cookie)).statusCode).toBe(403);
  });

  it('says clearly that e-mail is not configured when there is no SMTP server', async () => {
    const order = await sent(noSmtp);
    const res = expectStatus(await email(order.id, { to: 'x@example.com' }, undefined, noSmtp), 409);
    expect(res.error).toMatchObject({
      code: 'mail_not_configured',
      message:
        "L'envoi d'e-mails n'est pas configuré (SMTP) : téléchargez le PDF et transmettez-le vous-même au fournisseur.",
    });
    const [stored] = await noSmtp.db.select().from(mailOutbox).where(eq(mailOutbox.targetId, order.id));
    expect(stored).toBeUndefined();
  });
});
