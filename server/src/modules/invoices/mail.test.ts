/**
 * 'Envoyer' and 'Relancer' with SMTP configured: the e-mail is a job of the queue (decision 0017);
 * the invoice's record is written once it has left; a refused e-mail is retried with back-off,
 * then given up (nothing recorded but the failure). On PGlite and PostgreSQL.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { invoiceReminders, mailOutbox } from '../../db/schema/index';
import { queueOf } from '../../platform/jobs';
import { MAIL_JOB } from '../../platform/mail-outbox';
import { startInbox } from '../auth/smtp-inbox';
import { expectStatus } from '../orders/testing';
import { until } from '../../../test/until';
import { invoiceClock } from './clock';
import { blankDraft, IDENTITY, pay, setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';
import { auditEntries } from '../../platform/testing';

let inbox: Awaited<ReturnType<typeof startInbox>>;
const f = useFixture(
  async () => {
    inbox = await startInbox();
    // Two retries, 50 ms apart on the embedded database (pg-boss counts whole seconds: 1 s, 2 s).
    const config = { smtpUrl: inbox.url, mailRetry: { retries: 2, delaySeconds: 0.05 } };
    const { legalName, address, siren, siret, vatNumber, paymentTerms } = IDENTITY;
    return setupInvoices(config, { identity: { legalName, address, siren, siret, vatNumber, paymentTerms } });
  },
  async () => inbox?.close(),
);
afterEach(() => {
  vi.restoreAllMocks();
});

interface Detail {
  id: string;
  number: string;
  status: string;
  dueDate: string | null;
  sentAt: string | null;
  party: { email: string };
  reminders: { emailed: boolean; to: string | null; language: string; daysOverdue: number }[];
  history: { status: string; note: string | null }[];
  mail: { id: string; kind: string; status: string; attempts: number; error: string | null } | null;
}

async function issued(extra: Record<string, unknown> = {}): Promise<Detail> {
  const draft = expectStatus(await f.call('POST', '/api/invoices', blankDraft(f.clientA.id, extra)), 201);
  return expectStatus(await f.call('POST', `/api/invoices/${draft.invoice.id}/issue`, {}), 200).invoice;
}

/** An issued invoice made overdue by 12 days (fixed clock). */
async function overdue(): Promise<Detail> {
  const inv = await issued({ dueDate: invoiceClock.today() });
  const later = new Date(`${inv.dueDate}T00:00:00Z`);
  later.setUTCDate(later.getUTCDate() + 12);
  vi.spyOn(invoiceClock, 'today').mockReturnValue(later.toISOString().slice(0, 10));
  return inv;
}

/** Reads the invoice until its e-mail is no longer on its way. */
const settled = (id: string): Promise<Detail> =>
  until(async () => {
    const invoice = expectStatus(await f.call('GET', `/api/invoices/${id}`), 200) as Detail;
    return invoice.mail && invoice.mail.status !== 'queued' ? invoice : undefined;
  }, `the e-mail of invoice ${id}`);

const audits = (action: string, id: string) => auditEntries(f.db, action, id);

describe("'Envoyer' as a job", () => {
  it('answers 202 at once; the invoice is recorded sent when the e-mail has left', async () => {
    const inv = await issued();
    const to = inv.party.email;
    const release = inbox.hold();
    let queued: Detail;
    try {
      const res = expectStatus(await f.call('POST', `/api/invoices/${inv.id}/send`), 202);
      expect(res.emailed).toBe(false);
      expect(res.message).toBe(
        `Envoi de la facture à ${to} en cours : elle sera marquée envoyée dès que l'e-mail sera parti.`,
      );
      expect(res.mail).toMatchObject({ kind: 'invoice', status: 'queued', recipient: to });
      // While it is on its way: nothing recorded yet, the invoice shows it.
      queued = expectStatus(await f.call('GET', `/api/invoices/${inv.id}`), 200);
      expect(queued).toMatchObject({ sentAt: null, mail: { status: 'queued' } });
      expect(await audits('invoice.send', inv.id)).toHaveLength(0);
    } finally {
      release();
    }
    const done = await settled(inv.id);
    expect(done.mail).toMatchObject({ status: 'sent', attempts: 1, error: null });
    expect(done.sentAt).not.toBeNull();
    expect(done.history.filter((h) => h.status === 'sent' && h.note === to)).toHaveLength(1);
    const mail = await inbox.waitFor(to);
    expect(mail.raw).toContain(`Facture ${inv.number}`);
    expect(mail.raw).toContain('application/pdf');
    const [audit] = await audits('invoice.send', inv.id);
    expect(audit).toMatchObject({ actorId: f.users.manager.id, after: { emailed: true, to } });
  });
});

describe("'Relancer' as a job", () => {
  it('retries a reminder the SMTP server refused, and records it once when it has left', async () => {
    const inv = await overdue();
    const before = inbox.received.length;
    const refusedBefore = inbox.refused();
    inbox.refuseNext(1);
    const res = expectStatus(await f.call('POST', `/api/invoices/${inv.id}/remind`, { language: 'en' }), 202);
    expect(res.mail).toMatchObject({ kind: 'reminder', status: 'queued' });
    expect(res.invoice.reminders).toEqual([]);
    const done = await settled(inv.id);
    expect(done.mail).toMatchObject({ kind: 'reminder', status: 'sent', attempts: 2, error: null });
    expect(inbox.refused()).toBe(refusedBefore + 1);
    expect(inbox.received.length).toBe(before + 1);
    expect(inbox.received.at(-1)!.raw).toMatch(/reminder|overdue/i);
    expect(done.reminders).toEqual([
      expect.objectContaining({ emailed: true, to: inv.party.email, language: 'en', daysOverdue: 12 }),
    ]);
    expect(await audits('invoice.remind', inv.id)).toHaveLength(1);
  });

  it('gives a refused reminder up after its retries: failed with the reason, nothing recorded', async () => {
    const inv = await overdue();
    inbox.refuseNext(3);
    expectStatus(await f.call('POST', `/api/invoices/${inv.id}/remind`, { language: 'fr' }), 202);
    const done = await settled(inv.id);
    expect(done.mail).toMatchObject({ status: 'failed', attempts: 3 });
    expect(done.mail!.error).toMatch(/busy|451/i);
    expect(done.reminders).toEqual([]);
    expect(await f.db.select().from(invoiceReminders).where(eq(invoiceReminders.invoiceId, inv.id))).toEqual(
      [],
    );
    const [failure] = await audits('invoice.remind_failed', inv.id);
    expect(failure).toMatchObject({ actorId: f.users.manager.id, after: { to: inv.party.email } });
    // Asked again, it leaves.
    expectStatus(await f.call('POST', `/api/invoices/${inv.id}/remind`, { language: 'fr' }), 202);
    expect((await settled(inv.id)).reminders).toHaveLength(1);
  });

  it('does not send a reminder queued for an invoice paid meanwhile: cancelled', async () => {
    const inv = await overdue();
    const before = inbox.received.length;
    // Recorded as the route does, but the invoice is paid before the job takes it.
    const [row] = await f.db
      .insert(mailOutbox)
      .values({ kind: 'reminder', targetId: inv.id, recipient: inv.party.email, data: { language: 'fr' } })
      .returning();
    await pay(f, inv.id, { amount: '2604.24', method: 'virement' }, 201);
    await queueOf(f.ctx.app).send(MAIL_JOB, { id: row!.id });
    const done = await settled(inv.id);
    expect(done).toMatchObject({ status: 'paid', mail: { status: 'cancelled' }, reminders: [] });
    expect(inbox.received.length).toBe(before);
  });
});
