import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { and, eq } from 'drizzle-orm';
import { auditLog, documentCounters } from '../../db/schema/index';
import { UNKNOWN_ID, expectPdfWith, expectStatus } from '../orders/testing';
import { invoiceClock } from './clock';
import { blankDraft, creditNote, IDENTITY, pay, setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';
import { todayIso } from '../sales/numbering';

const f = useFixture(() => setupInvoices({}, { identity: IDENTITY }));
afterEach(() => {
  vi.restoreAllMocks();
});

const YEAR = Number(todayIso().slice(0, 4));

interface Out {
  id: string;
  number: string | null;
  status: string;
  subtotal: { amount: string };
  taxAmount: { amount: string };
  totalAmount: { amount: string };
  paidAmount: { amount: string };
  creditedAmount: { amount: string };
  balanceDue: { amount: string };
  vat: { rate: string; base: string; amount: string }[];
  lines: {
    id: string;
    orderItemId: string | null;
    quantity: string;
    unitPrice: string;
    totalPrice: string;
  }[];
  daysOverdue: number | null;
  dueDate: string | null;
  issueDate: string | null;
  base: { totalAmount: { amount: string; currency: string }; rate: string; rateDate: string } | null;
  payments: { id: string }[];
  reminders: { sentAt: string }[];
  reminderCount: number;
  lastReminderAt: string | null;
  creditedInvoice: { id: string; number: string | null } | null;
  actions: string[];
}

async function draft(body: unknown = blankDraft(f.clientA.id), cookie?: string): Promise<Out> {
  return expectStatus(await f.call('POST', '/api/invoices', body, cookie), 201).invoice;
}
async function issued(body: unknown = blankDraft(f.clientA.id)): Promise<Out> {
  const d = await draft(body);
  return expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, {}), 200).invoice;
}

describe('drafts', () => {
  it('computes lines, VAT per rate and totals exactly, without a number', async () => {
    const d = await draft();
    expect(d.number).toBeNull();
    expect(d.status).toBe('draft');
    expect(d.lines.map((l) => l.totalPrice)).toEqual(['2075.25', '108.00']);
    expect(d.vat).toEqual([
      { rate: '20', base: '2075.25', amount: '415.05' },
      { rate: '5.5', base: '108.00', amount: '5.94' },
    ]);
    expect([d.subtotal.amount, d.taxAmount.amount, d.totalAmount.amount]).toEqual([
      '2183.25',
      '420.99',
      '2604.24',
    ]);
    expect(d.actions).toEqual(expect.arrayContaining(['edit', 'delete', 'issue']));
  });

  it('edits and deletes a draft', async () => {
    const d = await draft();
    const patched = expectStatus(
      await f.call('PATCH', `/api/invoices/${d.id}`, {
        items: [{ description: 'Forfait', quantity: 1, unitPrice: '100', taxRate: 20 }],
        notes: 'Merci',
      }),
      200,
    ).invoice;
    expect(patched.totalAmount.amount).toBe('120.00');
    expectStatus(await f.call('DELETE', `/api/invoices/${d.id}`), 200);
    expectStatus(await f.call('GET', `/api/invoices/${d.id}`), 404);
  });

  it('asks an exemption reason for a 0 % line', async () => {
    const body = {
      clientId: f.clientA.id,
      items: [{ description: 'Export', quantity: 1, unitPrice: '50', taxRate: 0 }],
    };
    const res = expectStatus(await f.call('POST', '/api/invoices', body), 400);
    expect(res.error.fields.vatExemption).toMatch(/motif d'exonération/);
    expectStatus(await f.call('POST', '/api/invoices', { ...body, vatExemption: 'export' }), 201);
  });
});

describe('issue and immutability', () => {
  it('numbers at issue, consecutively, and refuses any change afterwards with 409', async () => {
    const a = await issued();
    const b = await issued();
    expect(a.number).toMatch(new RegExp(`^FAC-${YEAR}-\\d{5}$`));
    expect(Number(b.number!.slice(-5))).toBe(Number(a.number!.slice(-5)) + 1);
    expect(a.status).toBe('sent');
    expect(a.issueDate).toBe(invoiceClock.today());
    expect(a.base).toMatchObject({ totalAmount: { amount: '2604.24', currency: 'EUR' }, rate: '1' });
    const patch = expectStatus(await f.call('PATCH', `/api/invoices/${a.id}`, { notes: 'x' }), 409);
    expect(patch.error.message).toMatch(/ne peut plus être modifiée.*avoir/);
    expectStatus(await f.call('DELETE', `/api/invoices/${a.id}`), 409);
    expectStatus(await f.call('POST', `/api/invoices/${a.id}/issue`, {}), 409);
  });

  it('gives 50 parallel issues 50 consecutive numbers, without gap or duplicate', async () => {
    const drafts = await Promise.all(Array.from({ length: 50 }, () => draft()));
    // The issues queue on the counter's row and the test pool's 5 connections: on a loaded machine
    // the last ones may wait past the pool's 5 s and get 503 'busy' with Retry-After, having
    // written nothing. A client tries again, as this one does; the numbers must still be 1..50.
    const issue = async (id: string) => {
      for (let attempt = 0; ; attempt += 1) {
        const res = await f.call('POST', `/api/invoices/${id}/issue`, {});
        if (res.statusCode !== 503 || attempt === 10) return res;
        expect(res.headers['retry-after']).toBe('1');
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    };
    const results = await Promise.all(drafts.map((d) => issue(d.id)));
    const numbers = results.map((r) => expectStatus(r, 200).invoice.number as string);
    const seq = numbers.map((n) => Number(n.slice(-5))).sort((x, y) => x - y);
    expect(new Set(seq).size).toBe(50);
    expect(seq[49]! - seq[0]!).toBe(49);
    const [counter] = await f.db
      .select()
      .from(documentCounters)
      .where(and(eq(documentCounters.kind, 'FAC'), eq(documentCounters.year, YEAR)));
    expect(counter!.lastNumber).toBe(seq[49]);
  });

  it('gives the number back when the issuing transaction fails (no gap)', async () => {
    const before = await issued();
    // A dollar invoice with no USD rate: the issue is refused after nothing was committed.
    const usd = await draft(blankDraft(f.clientA.id, { currency: 'USD' }));
    const refused = expectStatus(await f.call('POST', `/api/invoices/${usd.id}/issue`, {}), 409);
    expect(refused.error.message).toMatch(/Taux de change indisponible/);
    const after = await issued();
    expect(Number(after.number!.slice(-5))).toBe(Number(before.number!.slice(-5)) + 1);
  });

  it('refuses an issue date in the future or before the last issued invoice', async () => {
    const d = await draft();
    expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, { issueDate: '2999-01-01' }), 400);
    const res = expectStatus(
      await f.call('POST', `/api/invoices/${d.id}/issue`, { issueDate: `${YEAR}-01-01` }),
      400,
    );
    expect(res.error.message).toMatch(/précéder/);
  });
});

describe('credit notes', () => {
  /** A partial credit note of `quantity` of the invoice's first line. */
  const creditFirstLine = (inv: Out, quantity: string, reason: string, status: number) =>
    creditNote(
      f,
      inv.id,
      { mode: 'partial', reason, lines: [{ invoiceLineId: inv.lines[0]!.id, quantity }] },
      status,
    );

  it('credits part of an invoice with exact totals, then the rest cancels it', async () => {
    const inv = await issued();
    const partial = await creditFirstLine(inv, '1', 'Tôle abîmée', 201);
    expect(partial.creditNote.number).toMatch(new RegExp(`^AV-${YEAR}-\\d{5}$`));
    expect(partial.creditNote.totalAmount.amount).toBe('996.12'); // 830.10 + 20 %
    expect(partial.invoice.creditedAmount.amount).toBe('996.12');
    expect(partial.invoice.balanceDue.amount).toBe('1608.12');
    const tooMuch = await creditFirstLine(inv, '2', 'x', 400);
    expect(tooMuch.error.message).toMatch(/reste à créditer \(1,5\)/);
    const full = await creditNote(f, inv.id, { mode: 'full', reason: 'Annulation' }, 201);
    expect(full.invoice.status).toBe('cancelled');
    expect(full.creditNote.totalAmount.amount).toBe('1608.12');
    expect(full.invoice.creditedAmount.amount).toBe('2604.24');
    await creditNote(f, inv.id, { mode: 'full', reason: 'Encore' }, 409);
    // The credit notes name the invoice they credit, in the list as in the detail; the invoice
    // itself names none.
    const notes = expectStatus(await f.call('GET', '/api/invoices?kind=credit_note&pageSize=100'), 200);
    const ours = notes.items.filter((i: Out) => [partial, full].some((c) => c.creditNote.id === i.id));
    const credited = { id: inv.id, number: inv.number };
    expect(ours.map((i: Out) => i.creditedInvoice)).toEqual([credited, credited]);
    const detail = expectStatus(await f.call('GET', `/api/invoices/${partial.creditNote.id}`), 200);
    expect(detail.creditedInvoice).toEqual(credited);
    expect(expectStatus(await f.call('GET', `/api/invoices/${inv.id}`), 200).creditedInvoice).toBeNull();
  });

  it('refuses a credit note on a draft', async () => {
    const d = await draft();
    await creditNote(f, d.id, { mode: 'full', reason: 'x' }, 409);
  });
});

describe('payments', () => {
  it('records a partial then a full payment, refuses an overpayment', async () => {
    const inv = await issued();
    const partial = (await pay(f, inv.id, { amount: '1000.24', method: 'virement', reference: 'VIR-1' }, 201))
      .invoice;
    expect(partial.status).toBe('partially_paid');
    expect(partial.balanceDue.amount).toBe('1604.00');
    const over = await pay(f, inv.id, { amount: '1604.01', method: 'carte' }, 400);
    expect(over.error.message).toBe(
      'Le paiement (1\u202f604,01\u00a0€) dépasse le reste à payer (1\u202f604,00\u00a0€).',
    );
    // One message: no field message ('Montant du paiement invalide') beside it.
    expect(over.error.fields).toBeUndefined();
    const paid = (await pay(f, inv.id, { amount: '1604', method: 'cheque' }, 201)).invoice;
    expect(paid.status).toBe('paid');
    expect(paid.balanceDue.amount).toBe('0.00');
    await pay(f, inv.id, { amount: '1', method: 'carte' }, 409);
    // Deleting a payment: Admin and above, audited.
    const paymentId = paid.payments[1]!.id;
    expectStatus(await f.call('DELETE', `/api/invoices/${inv.id}/payments/${paymentId}`), 403);
    const after = expectStatus(
      await f.call(
        'DELETE',
        `/api/invoices/${inv.id}/payments/${paymentId}`,
        undefined,
        f.users.admin.cookie,
      ),
      200,
    ).invoice;
    expect(after.status).toBe('partially_paid');
    const audit = await f.db.select().from(auditLog).where(eq(auditLog.action, 'invoice.payment_delete'));
    expect(audit).toHaveLength(1);
  });

  it('refuses bad payment bodies with French messages', async () => {
    const inv = await issued();
    const res = expectStatus(
      await f.call('POST', `/api/invoices/${inv.id}/payments`, {
        date: 'x',
        amount: '-1',
        method: 'bitcoin',
      }),
      400,
    );
    expect(res.error.fields.method).toMatch(/virement, carte, chèque, espèces ou prélèvement/);
  });

  it('keeps the balance exact whatever the sequence of payments (property)', async () => {
    const inv = await issued({
      clientId: f.clientA.id,
      items: [{ description: 'Lot', quantity: 1, unitPrice: '100.00', taxRate: 20 }],
    });
    const today = invoiceClock.today();
    let paidCents = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 5000 }), async (cents) => {
        const amount = (cents / 100).toFixed(2);
        const res = await f.call('POST', `/api/invoices/${inv.id}/payments`, {
          date: today,
          amount,
          method: 'especes',
        });
        if (paidCents + cents <= 12000) {
          paidCents += cents;
          const out = expectStatus(res, 201).invoice;
          expect(out.balanceDue.amount).toBe(((12000 - paidCents) / 100).toFixed(2));
          expect(out.status).toBe(paidCents === 12000 ? 'paid' : 'partially_paid');
        } else {
          expect([400, 409]).toContain(res.statusCode);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('overdue and reminders', () => {
  it('turns overdue after the due date (fixed clock) and records a reminder', async () => {
    const inv = await issued(blankDraft(f.clientA.id, { dueDate: invoiceClock.today() }));
    const other = await issued(blankDraft(f.clientA.id, { dueDate: invoiceClock.today() }));
    expect(inv.status).toBe('sent');
    const due = inv.dueDate!;
    const later = new Date(`${due}T00:00:00Z`);
    later.setUTCDate(later.getUTCDate() + 12);
    vi.spyOn(invoiceClock, 'today').mockReturnValue(later.toISOString().slice(0, 10));
    const now = expectStatus(await f.call('GET', `/api/invoices/${inv.id}`), 200);
    expect(now.status).toBe('overdue');
    expect(now.daysOverdue).toBe(12);
    const list = expectStatus(await f.call('GET', '/api/invoices?status=overdue&pageSize=100'), 200);
    expect(list.items.map((i: Out) => i.id)).toContain(inv.id);
    const reminded = expectStatus(
      await f.call('POST', `/api/invoices/${inv.id}/remind`, { language: 'en' }),
      200,
    );
    expect(reminded.emailed).toBe(false);
    expect(reminded.invoice.reminders).toHaveLength(1);
    expect(reminded.invoice.reminders[0]).toMatchObject({ daysOverdue: 12, language: 'en' });
    // The list, the detail and the client's invoices show the reminder's count and date, read with
    // the rows: this invoice's, and no other invoice's.
    expectStatus(await f.call('POST', `/api/invoices/${inv.id}/remind`, { language: 'fr' }), 200);
    const listed = expectStatus(await f.call('GET', '/api/invoices?status=overdue&pageSize=100'), 200);
    const row = (id: string) => listed.items.find((i: Out) => i.id === id);
    expect(row(inv.id)).toMatchObject({ reminderCount: 2 });
    expect(row(inv.id).lastReminderAt).toBe(
      expectStatus(await f.call('GET', `/api/invoices/${inv.id}`), 200).reminders[1].sentAt,
    );
    expect(row(other.id)).toMatchObject({ reminderCount: 0, lastReminderAt: null });
    const detail = expectStatus(await f.call('GET', `/api/invoices/${inv.id}`), 200);
    expect(detail).toMatchObject({ reminderCount: 2, lastReminderAt: row(inv.id).lastReminderAt });
    const ofClient = expectStatus(await f.call('GET', `/api/clients/${f.clientA.id}/invoicing`), 200);
    const ofClientRow = (id: string) => ofClient.invoices.find((i: Out) => i.id === id);
    expect(ofClientRow(inv.id)).toMatchObject({
      reminderCount: 2,
      lastReminderAt: row(inv.id).lastReminderAt,
    });
    expect(ofClientRow(other.id)).toMatchObject({ reminderCount: 0, lastReminderAt: null });
  });

  it('refuses to remind an invoice that is not overdue', async () => {
    const inv = await issued();
    expectStatus(await f.call('POST', `/api/invoices/${inv.id}/remind`, {}), 409);
  });
});

describe('orders and quotes', () => {
  async function confirmedOrder() {
    const res = await f.call('POST', '/api/orders', {
      clientId: f.clientA.id,
      status: 'confirmed',
      items: [
        { productName: 'Acier', quantity: '10', unitPrice: '5.00' },
        { productName: 'Vis', quantity: '3', unitPrice: '2.50' },
      ],
    });
    return expectStatus(res, 201).order as { id: string; reference: string; items: { id: string }[] };
  }

  it('invoices an order in several invoices, never beyond its quantities', async () => {
    const order = await confirmedOrder();
    const first = await draft({
      orderId: order.id,
      orderLines: [{ orderItemId: order.items[0]!.id, quantity: '4' }],
    });
    expect(first.lines).toHaveLength(1);
    expect(first.subtotal.amount).toBe('20.00');
    const over = expectStatus(
      await f.call('POST', '/api/invoices', {
        orderId: order.id,
        orderLines: [{ orderItemId: order.items[0]!.id, quantity: '7' }],
      }),
      400,
    );
    expect(over.error.message).toMatch(/reste à facturer \(6\)/);
    const rest = await draft({ orderId: order.id });
    expect(rest.lines.map((l) => l.quantity)).toEqual(['6', '3']);
    const invoicing = expectStatus(await f.call('GET', `/api/orders/${order.id}/invoicing`), 200);
    expect(invoicing.fullyInvoiced).toBe(true);
    expect(invoicing.invoices).toHaveLength(2);
    expectStatus(await f.call('POST', '/api/invoices', { orderId: order.id }), 409);
    // Deleting a draft gives its quantities back.
    expectStatus(await f.call('DELETE', `/api/invoices/${rest.id}`), 200);
    const left = expectStatus(await f.call('GET', `/api/orders/${order.id}/invoicing`), 200);
    expect(left.lines.map((l: { remaining: string }) => l.remaining)).toEqual(['6', '3']);
    expect(left.remainingAmount.amount).toBe('37.50');
  });

  it('refuses a draft order', async () => {
    const res = await f.call('POST', '/api/orders', {
      clientId: f.clientA.id,
      items: [{ productName: 'Acier', quantity: '1', unitPrice: '5.00' }],
    });
    const order = expectStatus(res, 201).order;
    expectStatus(await f.call('POST', '/api/invoices', { orderId: order.id }), 409);
  });

  it('shows a client its invoices and balance due', async () => {
    const inv = await issued();
    const res = expectStatus(await f.call('GET', `/api/clients/${f.clientA.id}/invoicing`), 200);
    expect(res.invoices.map((i: Out) => i.id)).toContain(inv.id);
    expect(Number(res.balanceDue.amount)).toBeGreaterThanOrEqual(2604.24);
  });
});

describe('access', () => {
  it('hides other companies (404) and refuses users without the module (403)', async () => {
    const inv = await issued();
    expectStatus(await f.call('GET', `/api/invoices/${inv.id}`, undefined, f.users.managerB.cookie), 404);
    expectStatus(
      await f.call('PATCH', `/api/invoices/${inv.id}`, { notes: 'x' }, f.users.managerB.cookie),
      404,
    );
    expectStatus(
      await f.call(
        'POST',
        `/api/invoices/${inv.id}/payments`,
        { date: invoiceClock.today(), amount: '1', method: 'carte' },
        f.users.managerB.cookie,
      ),
      404,
    );
    const listB = expectStatus(
      await f.call('GET', '/api/invoices?pageSize=100', undefined, f.users.managerB.cookie),
      200,
    );
    expect(listB.items.map((i: Out) => i.id)).not.toContain(inv.id);
    expectStatus(await f.call('GET', '/api/invoices', undefined, f.users.outsider.cookie), 403);
    expectStatus(await f.call('GET', `/api/invoices/${inv.id}`, undefined, f.users.outsider.cookie), 403);
    expectStatus(await f.call('POST', '/api/invoices', blankDraft(f.clientA.id), f.users.viewer.cookie), 403);
    expectStatus(await f.call('POST', '/api/invoices', blankDraft(f.clientB.id)), 400);
    expectStatus(await f.call('GET', `/api/invoices/${UNKNOWN_ID}`), 404);
    expectStatus(await f.call('GET', '/api/invoices'), 200);
    expectStatus(await f.call('GET', '/api/invoices', undefined, null), 401);
  });

  it('lets only Admin and above change the company identity', async () => {
    const res = expectStatus(await f.call('PUT', '/api/settings/company', { legalName: 'X' }), 403);
    expect(res.error.code).toBe('forbidden_action');
    const read = expectStatus(await f.call('GET', '/api/settings/company'), 200);
    expect(read).toMatchObject({
      editable: false,
      identity: { legalName: 'Comptoir SAS', siren: '123456789' },
    });
  });
});

describe("the seller's identity and four-decimal prices", () => {
  const counter = async () =>
    (
      await f.db
        .select({ n: documentCounters.lastNumber })
        .from(documentCounters)
        .where(and(eq(documentCounters.kind, 'FAC'), eq(documentCounters.year, YEAR)))
    )[0]?.n ?? 0;

  it('refuses to issue while a legal mention is missing, naming it, and spends no number', async () => {
    const d = await draft();
    const before = await counter();
    const { siren: _siren, vatNumber: _vat, ...incomplete } = IDENTITY;
    expectStatus(await f.call('PUT', '/api/settings/company', incomplete, f.users.admin.cookie), 200);
    try {
      const refused = expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, {}), 409);
      expect(refused.error).toEqual({
        code: 'identity_incomplete',
        message:
          "La facture ne peut pas être émise : l'identité légale de la société est incomplète (SIREN, N° de TVA intracommunautaire). Complétez l'onglet « Société » des paramètres ; aucun numéro n'a été attribué.",
      });
      expect(await counter()).toBe(before);
      const still = expectStatus(await f.call('GET', `/api/invoices/${d.id}`), 200);
      expect(still).toMatchObject({ status: 'draft', number: null });
    } finally {
      expectStatus(await f.call('PUT', '/api/settings/company', IDENTITY, f.users.admin.cookie), 200);
    }
    expect(expectStatus(await f.call('POST', `/api/invoices/${d.id}/issue`, {}), 200).invoice.number).toMatch(
      /^FAC-/,
    );
  });

  it('keeps unit prices with four decimals, rounds each line once, and prints them', async () => {
    const inv = await issued({
      clientId: f.clientA.id,
      items: [
        { description: 'Boutons nacre', quantity: '1000', unitPrice: '0.0375', taxRate: '20' },
        { description: 'Rivets', quantity: '333', unitPrice: '1.0375', discount: '7', taxRate: '20' },
      ],
    });
    // 1000 × 0.0375 = 37.50; 333 × 1.0375 × 0.93 = 321.3037… → 321.30.
    expect(inv.lines.map((l) => [l.unitPrice, l.totalPrice])).toEqual([
      ['0.0375', '37.50'],
      ['1.0375', '321.30'],
    ]);
    expect(inv.subtotal.amount).toBe('358.80');
    await expectPdfWith(await f.call('GET', `/api/invoices/${inv.id}/pdf`), [
      '0,0375 €',
      '1,0375 €',
      '358,80 €',
    ]);
  });
});

describe('list and exports', () => {
  it('searches, filters by status and date, pages and counts', async () => {
    const inv = await issued();
    const res = expectStatus(await f.call('GET', `/api/invoices?q=${encodeURIComponent(inv.number!)}`), 200);
    expect(res.items.map((i: Out) => i.id)).toEqual([inv.id]);
    expect(res.total).toBe(1);
    const drafts = expectStatus(
      await f.call('GET', '/api/invoices?status=draft&pageSize=5&sort=totalAmount&order=asc'),
      200,
    );
    expect(drafts.items.every((i: Out) => i.status === 'draft')).toBe(true);
    expect(drafts.counters.total).toBeGreaterThan(drafts.counters.draft);
    const ranged = expectStatus(
      await f.call('GET', `/api/invoices?from=${inv.issueDate}&to=${inv.issueDate}&pageSize=100`),
      200,
    );
    expect(ranged.items.every((i: Out) => i.issueDate === inv.issueDate)).toBe(true);
    expectStatus(await f.call('GET', '/api/invoices?status=nope'), 400);
  });

  it("keeps a filter's count right after writes (the count is cached by data revision)", async () => {
    const count = async () =>
      expectStatus(await f.call('GET', '/api/invoices?q=durand&status=draft'), 200).total as number;
    const before = await count();
    expect(await count()).toBe(before);
    const added = await draft();
    expect(await count()).toBe(before + 1);
    expectStatus(await f.call('DELETE', `/api/invoices/${added.id}`), 200);
    expect(await count()).toBe(before);
  });

  it('exports csv and xlsx, and the FEC of a period with 18 columns and balanced entries', async () => {
    await issued();
    const csv = await f.call('GET', '/api/invoices/export?format=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('FAC-');
    const xlsx = await f.call('GET', '/api/invoices/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expectStatus(await f.call('GET', '/api/invoices/export?format=fec'), 400);
    const today = invoiceClock.today();
    const fec = await f.call('GET', `/api/invoices/export?format=fec&from=${YEAR}-01-01&to=${today}`);
    expect(fec.statusCode).toBe(200);
    const lines = fec.body.split('\r\n').slice(0, -1);
    expect(lines[0]!.split('\t')).toHaveLength(18);
    expect(lines.every((l) => l.split('\t').length === 18)).toBe(true);
    const byEntry = new Map<string, number>();
    for (const l of lines.slice(1)) {
      const c = l.split('\t');
      const cents =
        Math.round(Number(c[11]!.replace(',', '.')) * 100) -
        Math.round(Number(c[12]!.replace(',', '.')) * 100);
      byEntry.set(c[2]!, (byEntry.get(c[2]!) ?? 0) + cents);
    }
    expect([...byEntry.values()].every((v) => v === 0)).toBe(true);
    expect(fec.headers['content-disposition']).toContain('123456789FEC');
  });
});

describe('hostile input', () => {
  it('never answers 500 to fuzzed bodies', async () => {
    const d = await draft();
    const inv = await issued();
    await fc.assert(
      fc.asyncProperty(
        fc.anything(),
        fc.constantFrom('create', 'patch', 'pay', 'credit', 'issue', 'incoming'),
        async (body, target) => {
          const [method, url] = {
            create: ['POST', '/api/invoices'],
            patch: ['PATCH', `/api/invoices/${d.id}`],
            pay: ['POST', `/api/invoices/${inv.id}/payments`],
            credit: ['POST', `/api/invoices/${inv.id}/credit-note`],
            issue: ['POST', `/api/invoices/${UNKNOWN_ID}/issue`],
            incoming: ['POST', '/api/invoices/incoming'],
          }[target] as ['POST' | 'PATCH', string];
          const res = await f.call(method, url, body);
          expect(res.statusCode, res.body).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('refuses hostile strings cleanly', async () => {
    for (const description of ['\u0000', 'x'.repeat(301), "'; drop table invoices; --"]) {
      const res = await f.call('POST', '/api/invoices', {
        clientId: f.clientA.id,
        items: [{ description, quantity: 1, unitPrice: '1' }],
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
