import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { InvoiceMatch } from '@comptoir/core/modules/purchases-api';
import { exchangeRates, invoiceLines, invoices } from '../../db/schema/index';
import { signInUsers, useFixture, type SignedIn } from '../../../test/fixture';
import { expectNo500ForRawBodies } from '../../../test/fuzz';
import { auditEntries } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { receivedOrder, setupPurchases } from './testing';

const f = useFixture(setupPurchases);
let admin: SignedIn;
let payer: SignedIn;

beforeAll(async () => {
  const made = await signInUsers(f.ctx, {
    admin: { role: 'Admin', modules: ['purchases', 'invoices'], companyIds: [f.companyA.id] },
    payer: { role: 'Manager', modules: ['purchases', 'invoices'], companyIds: [f.companyA.id] },
  });
  admin = made.admin;
  payer = made.payer;
  await f.db
    .insert(exchangeRates)
    .values({ base: 'EUR', quote: 'CNY', rate: '8.0000000000', rateDate: '2026-11-01', source: 'manual' });
});

/** An incoming invoice of `lines` [description, quantity, unit price], for the fixture's supplier unless said. */
async function supplierInvoice(
  lines: [string, string, string][],
  options: { supplierId?: string; currency?: string; direction?: string } = {},
) {
  const total = lines.reduce((sum, [, q, p]) => sum + Math.round(Number(q) * Number(p) * 100), 0) / 100;
  const [invoice] = await f.db
    .insert(invoices)
    .values({
      direction: options.direction ?? 'incoming',
      status: options.direction === 'outgoing' ? 'sent' : 'to_pay',
      number: `NB-${Math.random().toString(36).slice(2, 8)}`,
      supplierId: options.supplierId ?? f.supplier.id,
      partyName: 'Ningbo Buttons Co.',
      companyId: f.companyA.id,
      currency: options.currency ?? 'CNY',
      issueDate: '2026-11-25',
      dueDate: '2026-12-25',
      subtotal: total.toFixed(2),
      totalAmount: total.toFixed(2),
    })
    .returning();
  await f.db.insert(invoiceLines).values(
    lines.map(([description, quantity, unitPrice], position) => ({
      invoiceId: invoice!.id,
      position,
      description,
      quantity,
      unitPrice,
      taxRate: '0',
      totalPrice: (Math.round(Number(quantity) * Number(unitPrice) * 100) / 100).toFixed(2),
    })),
  );
  return invoice!;
}

const match = (orderId: string, body: unknown, cookie = f.users.manager.cookie) =>
  f.call('POST', `/api/purchases/${orderId}/invoices`, body, cookie);

describe('supplier invoices matched three ways', () => {
  it('matches an invoice that bills what was accepted at the ordered prices; sets the deposit against it', async () => {
    const order = await receivedOrder(f);
    expectStatus(
      await f.call('POST', `/api/purchases/${order.id}/payments`, {
        date: '2026-11-02',
        amount: '121.76',
        kind: 'deposit',
      }),
      201,
    );
    const invoice = await supplierInvoice([
      ['BOUTON NACRE 15 MM', '9900', '0.0375'],
      ['Fermeture eclair 20 cm', '2.5', '12.3456'],
    ]);
    const res = expectStatus(await match(order.id, { invoiceId: invoice.id }), 201);
    expect(res.message).toBe('Facture rapprochée.');
    const m = res.match as InvoiceMatch;
    expect(m).toMatchObject({
      status: 'matched',
      amountAtStake: '0.00',
      total: '402.11',
      deducted: '121.76',
      toPay: '280.35',
    });
    expect(m.lines.map((l) => [l.description, l.ordered, l.received, l.invoiced, l.matched])).toEqual([
      ['Bouton nacre 15 mm', '10000', '9900', '9900', true],
      ['Fermeture éclair 20 cm', '2.5', '2.5', '2.5', true],
    ]);
    // Paid as any invoice, once matched without difference.
    const paid = await f.call(
      'POST',
      `/api/invoices/${invoice.id}/payments`,
      { date: '2026-11-26', amount: '10', method: 'virement' },
      payer.cookie,
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await auditEntries(f.db, 'purchase_order.invoice_match', order.id)).length).toBe(1);
  });

  it("puts a difference in 'Écart à justifier': payment refused until an Admin validates it with a reason", async () => {
    const order = await receivedOrder(f);
    // Billed for the rejected buttons, dearer, and freight the order never named.
    const invoice = await supplierInvoice([
      ['Bouton nacre 15 mm', '10000', '0.0400'],
      ['Fermeture éclair 20 cm', '2.5', '12.3456'],
      ['Fret', '1', '50'],
    ]);
    const m = expectStatus(await match(order.id, { invoiceId: invoice.id }), 201).match as InvoiceMatch;
    expect(m.status).toBe('difference');
    expect(m.lines[0]).toMatchObject({
      quantityDifference: '100',
      invoicedUnitPrice: '0.0400',
      priceDifference: '0.0025',
      quantityWithin: false,
      priceWithin: false,
      matched: false,
    });
    expect(m.unmatched).toEqual([expect.objectContaining({ description: 'Fret', amount: '50.00' })]);
    // 10,000 × 0.04 − 9,900 × 0.0375 = 28.75, and 50 of freight.
    expect(m.amountAtStake).toBe('78.75');
    const pay = () =>
      f.call(
        'POST',
        `/api/invoices/${invoice.id}/payments`,
        { date: '2026-11-26', amount: '10', method: 'virement' },
        payer.cookie,
      );
    const refused = await pay();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `Écart à justifier avec le bon de commande ${order.number} : un administrateur doit valider cette facture pour paiement avant qu'elle soit payée.`,
    );
    const approve = (body: unknown, cookie: string) =>
      f.call('POST', `/api/purchases/${order.id}/invoices/${invoice.id}/approve`, body, cookie);
    const notAdmin = await approve({ reason: 'Accord téléphonique' }, f.users.manager.cookie);
    expect(notAdmin.statusCode).toBe(403);
    expect(notAdmin.json().error.message).toBe(
      'Seul un administrateur peut valider pour paiement une facture avec un écart.',
    );
    expect((await approve({ reason: '  ' }, admin.cookie)).statusCode).toBe(400);
    const ok = expectStatus(
      await approve({ reason: 'Hausse du nacre acceptée par téléphone' }, admin.cookie),
      200,
    );
    expect(ok.message).toBe('Facture validée pour paiement.');
    expect(ok.match).toMatchObject({
      status: 'approved',
      approvedBy: admin.fullName,
      approvalReason: 'Hausse du nacre acceptée par téléphone',
    });
    expect((await approve({ reason: 'Encore' }, admin.cookie)).statusCode).toBe(409);
    expect((await pay()).statusCode).toBe(201);
    const journal = await auditEntries(f.db, 'purchase_order.invoice_approved', order.id);
    expect(journal).toHaveLength(1);
  });

  it('counts quantities billed by earlier invoices, and uses the tolerances an Admin sets', async () => {
    const order = await receivedOrder(f);
    const first = await supplierInvoice([['Bouton nacre 15 mm', '5000', '0.0375']]);
    expect(
      (expectStatus(await match(order.id, { invoiceId: first.id }), 201).match as InvoiceMatch).status,
    ).toBe('matched');
    // The rest, and 2 % more buttons than accepted, 4 % dearer.
    const second = await supplierInvoice([['Bouton nacre 15 mm', '5098', '0.0390']]);
    const before = expectStatus(await match(order.id, { invoiceId: second.id }), 201).match as InvoiceMatch;
    expect(before.status).toBe('difference');
    expect(before.lines[0]).toMatchObject({ invoiced: '10098', received: '9900' });
    const set = (body: unknown, cookie: string) =>
      f.call('PUT', '/api/purchases/settings/tolerances', body, cookie);
    expect((await set({ quantityPercent: '5' }, f.users.manager.cookie)).statusCode).toBe(403);
    expect((await set({ quantityPercent: '101' }, admin.cookie)).statusCode).toBe(400);
    const saved = expectStatus(await set({ quantityPercent: '2', pricePercent: '5' }, admin.cookie), 200);
    expect(saved).toMatchObject({
      tolerances: { quantityPercent: '2', pricePercent: '5', amount: '0' },
      updatedBy: admin.fullName,
    });
    // Matched again with the new tolerances: the quantity and price are within, the amount is not (0 allowed).
    const again = expectStatus(await match(order.id, { invoiceId: second.id }), 201).match as InvoiceMatch;
    expect(again.lines[0]).toMatchObject({ quantityWithin: true, priceWithin: true, amountWithin: false });
    expectStatus(await set({ quantityPercent: '2', pricePercent: '5', amount: '5' }, admin.cookie), 200);
    // 5,098 × 0.039 − 4,900 × 0.0375 = 15.07 CNY, 1.88 EUR at 8 CNY (issue date's rate): within 5 EUR.
    const within = expectStatus(await match(order.id, { invoiceId: second.id }), 201).match as InvoiceMatch;
    expect(within.status).toBe('matched');
    expect(within.tolerances).toEqual({ quantityPercent: '2', pricePercent: '5', amount: '5' });
    expectStatus(await set({}, admin.cookie), 200);
  });

  it('pairs lines as the user says; refuses another supplier, currency, direction, order or unknown line; unlinks', async () => {
    const order = await receivedOrder(f);
    const invoice = await supplierInvoice([['Article 1', '9900', '0.0375']]);
    const [line] = await f.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id));
    const paired = expectStatus(
      await match(order.id, {
        invoiceId: invoice.id,
        lines: [{ invoiceLineId: line!.id, orderLineId: order.lines[0]!.id }],
      }),
      201,
    ).match as InvoiceMatch;
    expect(paired.status).toBe('matched');
    expect(paired.lines.map((l) => l.orderLineId)).toEqual([order.lines[0]!.id]);
    const cases: [unknown, number, string?][] = [
      [
        { invoiceId: (await supplierInvoice([['x', '1', '1']], { supplierId: f.otherSupplier.id })).id },
        400,
        "Cette facture n'est pas du fournisseur du bon de commande (Ningbo Buttons Co.).",
      ],
      [
        { invoiceId: (await supplierInvoice([['x', '1', '1']], { currency: 'USD' })).id },
        400,
        "Cette facture n'est pas dans la devise du bon de commande (CNY).",
      ],
      [{ invoiceId: (await supplierInvoice([['x', '1', '1']], { direction: 'outgoing' })).id }, 400],
      [{ invoiceId: UNKNOWN_ID }, 400],
      [
        { invoiceId: invoice.id, lines: [{ invoiceLineId: line!.id, orderLineId: UNKNOWN_ID }] },
        400,
        'Ligne 1 : ligne de facture ou de commande inconnue.',
      ],
    ];
    for (const [body, status, message] of cases) {
      const res = await match(order.id, body);
      expect(res.statusCode, res.body).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
    }
    const other = await receivedOrder(f);
    // The invoices to choose from: the supplier's in the order's currency, free or matched here.
    const candidates = expectStatus(
      await f.call('GET', `/api/purchases/${order.id}/invoice-candidates`),
      200,
    );
    const mine = candidates.items.find((c: { id: string }) => c.id === invoice.id);
    expect(mine).toMatchObject({ matched: true, currency: 'CNY', total: '371.25' });
    const forOther = expectStatus(await f.call('GET', `/api/purchases/${other.id}/invoice-candidates`), 200);
    expect(forOther.items.map((c: { id: string }) => c.id)).not.toContain(invoice.id);
    for (const c of forOther.items) expect(c.currency).toBe('CNY');
    const elsewhere = await match(other.id, { invoiceId: invoice.id });
    expect(elsewhere.statusCode).toBe(409);
    const list = expectStatus(await f.call('GET', `/api/purchases/${order.id}/invoices`), 200);
    expect(list.items.map((m: InvoiceMatch) => m.invoiceId)).toEqual([invoice.id]);
    const gone = await f.call('DELETE', `/api/purchases/${order.id}/invoices/${invoice.id}`);
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe('Facture détachée du bon de commande.');
    expect(expectStatus(await f.call('GET', `/api/purchases/${order.id}/invoices`), 200).items).toEqual([]);
    // Now free, it matches the other order.
    expect((await match(other.id, { invoiceId: invoice.id })).statusCode).toBe(201);
  });

  it("hides another company's order (404) and never answers 500 to fuzzed bodies", async () => {
    const order = await receivedOrder(f);
    const invoice = await supplierInvoice([['Bouton nacre 15 mm', '1', '0.0375']]);
    expect((await match(order.id, { invoiceId: invoice.id }, f.users.managerB.cookie)).statusCode).toBe(404);
    expect(
      (await f.call('GET', `/api/purchases/${order.id}/invoices`, undefined, f.users.managerB.cookie))
        .statusCode,
    ).toBe(404);
    expect((await match(order.id, { invoiceId: invoice.id }, f.users.outsider.cookie)).statusCode).toBe(403);
    const body = fc.oneof(
      fc.anything(),
      fc.record(
        {
          invoiceId: fc.oneof(fc.constant(invoice.id), fc.uuid(), fc.string()),
          lines: fc.oneof(
            fc.array(
              fc.record({
                invoiceLineId: fc.oneof(fc.uuid(), fc.string()),
                orderLineId: fc.oneof(fc.constant(null), fc.uuid(), fc.constant(order.lines[0]!.id)),
              }),
              { maxLength: 3 },
            ),
            fc.anything(),
          ),
          reason: fc.oneof(fc.string(), fc.constant('\u0000')),
          quantityPercent: fc.oneof(fc.string(), fc.integer()),
          amount: fc.oneof(fc.string(), fc.double()),
        },
        { requiredKeys: [] },
      ),
    );
    await expectNo500ForRawBodies(
      f.ctx.app,
      [
        { method: 'POST', url: `/api/purchases/${order.id}/invoices` },
        { method: 'POST', url: `/api/purchases/${order.id}/invoices/${invoice.id}/approve` },
        { method: 'PUT', url: '/api/purchases/settings/tolerances' },
      ],
      body,
      admin.cookie,
      120,
    );
  });

  it("sums up the supplier's record: on order, received, invoiced, paid, on time, prices, quality", async () => {
    const res = await f.call('GET', `/api/purchases/suppliers/${f.supplier.id}/summary`);
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json();
    expect(s.supplier).toMatchObject({ id: f.supplier.id, name: 'Ningbo Buttons Co.' });
    expect(s.orders.total).toBeGreaterThan(0);
    // Every order of this file is received in full but 100 rejected buttons (3.75 CNY still to come each).
    expect(s.onOrder).toEqual([{ currency: 'CNY', amount: (s.orders.open * 3.75).toFixed(2) }]);
    expect(s.received[0]).toMatchObject({ currency: 'CNY' });
    expect(s.invoiced.map((a: { currency: string }) => a.currency)).toEqual(['CNY', 'USD']);
    expect(s.paid[0]).toMatchObject({ currency: 'CNY' });
    // 100 rejected of 10,002.5 received on each order.
    expect(s.quality.rejectedPercent).toBe('1.00');
    expect(s.prices.matchedInvoices).toBeGreaterThan(0);
    expect(s.prices.differences).toBeGreaterThan(0);
    expect(Number(s.prices.averageGapPercent)).toBeGreaterThan(0);
    // Company B sees none of A's orders; an unknown supplier is a 404; outsiders 403.
    const b = (
      await f.call(
        'GET',
        `/api/purchases/suppliers/${f.supplier.id}/summary`,
        undefined,
        f.users.managerB.cookie,
      )
    ).json();
    expect(b.orders.total).toBe(0);
    expect((await f.call('GET', `/api/purchases/suppliers/${UNKNOWN_ID}/summary`)).statusCode).toBe(404);
    expect(
      (
        await f.call(
          'GET',
          `/api/purchases/suppliers/${f.supplier.id}/summary`,
          undefined,
          f.users.outsider.cookie,
        )
      ).statusCode,
    ).toBe(403);
  });
});
