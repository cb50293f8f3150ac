/**
 * Bank reconciliation (issue 33): suggestions, 'Rapprocher' with splits and fees, the refusals,
 * two users at once, undoing, automatic matches and rules, a supplier's deposit, the list's
 * counters. Split from bank.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { BankSuggestion, BankTransaction } from '@comptoir/core/modules/bank';
import { invoicePayments, purchaseOrderPayments, purchaseOrders, suppliers } from '../../db/schema/index';
import { useFixture } from '../../../test/fixture';
import { auditEntries, rowCount } from '../../platform/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { bankCalls, bankCsv, freshIban, insertOpenInvoice, setupBank } from './testing';

const f = useFixture(setupBank);
const { createAccount, transactions, byLabel, invoice } = bankCalls(f);
const csv = bankCsv;

describe('reconciling', () => {
  const setup = async (tolerance = '5') => {
    const iban = freshIban();
    const account = await createAccount({ iban, feeTolerance: tolerance });
    const suffix = String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
    // A party of its own per setup (the invoices of earlier tests stay open in this database).
    const word = Array.from({ length: 7 }, () =>
      String.fromCharCode(97 + Math.floor(Math.random() * 26)),
    ).join('');
    const party = `Maison ${word}`;
    const number = (n: number) => `FAC-2026-${suffix}${n}`;
    const a1 = await insertOpenInvoice(f.db, {
      companyId: f.companyA.id,
      number: number(1),
      party: `${party} SARL`,
      total: '1200.00',
    });
    const a2 = await insertOpenInvoice(f.db, {
      companyId: f.companyA.id,
      number: number(2),
      party: `${party} SARL`,
      total: '300.00',
    });
    const supplier = await insertOpenInvoice(f.db, {
      companyId: null,
      number: `INV-${suffix}`,
      party: 'Shenzhen Bright Co',
      total: '845.50',
    });
    const text = csv(
      `05/11/2026;VIR SEPA ${party.toUpperCase()} ${number(1)};1 200,00`,
      `06/11/2026;VIR ${party.toUpperCase()} REGLEMENT;1 500,00`,
      `07/11/2026;VIR SHENZHEN BRIGHT INV-${suffix};-845,50`,
      `08/11/2026;VIR ${party.toUpperCase()} ${number(2)};297,00`,
      `09/11/2026;FRAIS TENUE DE COMPTE;-12,00`,
    );
    expectStatus(await f.upload(account.id, 'r.csv', text), 201);
    return { account, a1, a2, supplier, number, supplierNumber: `INV-${suffix}` };
  };

  it('suggests the invoice named by its number and of the amount first; Rapprocher pays it and marks the transaction', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    const suggestions = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
      .items as BankSuggestion[];
    expect(suggestions[0]).toMatchObject({ reasons: ['amount', 'number', 'name'], feesAmount: '0.00' });
    expect(suggestions[0]!.allocations).toEqual([
      expect.objectContaining({ invoiceId: a1, amount: '1200.00' }),
    ]);
    const res = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a1, amount: '1200.00' }],
    });
    const body = expectStatus(res, 200);
    expect(body.message).toBe('Mouvement rapproché.');
    expect(body.transaction).toMatchObject({
      status: 'matched',
      payments: [expect.objectContaining({ invoiceId: a1, amount: '1200.00' })],
    });
    const paid = await invoice(a1);
    expect(paid.status).toBe('paid');
    expect(paid.payments[0]).toMatchObject({
      bankTransactionId: t.id,
      method: 'virement',
      date: '2026-11-05',
    });
    // The payment goes with its reconciliation, not from the invoice.
    const del = await f.call(
      'DELETE',
      `/api/invoices/${a1}/payments/${paid.payments[0]!.id}`,
      undefined,
      f.users.admin.cookie,
    );
    expect(del.statusCode).toBe(409);
    expect((await auditEntries(f.db, 'bank_transaction.match', t.id)).length).toBe(1);
    expect(
      expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200).items,
    ).toEqual([]);
  });

  it('splits one transaction over two invoices, and books a small difference as bank fees', async () => {
    const { account, a1, a2, number } = await setup();
    const t = await byLabel(account.id, 'REGLEMENT');
    const sum = (
      expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
        .items as BankSuggestion[]
    ).find((s) => s.reasons.includes('sum'));
    expect(sum?.allocations.map((a) => a.invoiceId).sort()).toEqual([a1, a2].sort());
    const split = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [
        { invoiceId: a1, amount: '1200.00' },
        { invoiceId: a2, amount: '300.00' },
      ],
    });
    expect(expectStatus(split, 200).transaction.payments).toHaveLength(2);
    expect((await invoice(a1)).status).toBe('paid');
    expect((await invoice(a2)).status).toBe('paid');

    // 297.00 for an invoice of 300.00: 3.00 within the tolerance of 5.00.
    const { account: second, a2: other } = await setup();
    const fees = await byLabel(second.id, number(2).slice(0, 9));
    const feeLine = (await transactions(second.id)).find((x) => x.amount === '297.00')!;
    expect(fees).toBeDefined();
    const booked = await f.call('POST', `/api/bank/transactions/${feeLine.id}/match`, {
      allocations: [{ invoiceId: other, amount: '300.00' }],
    });
    expect(expectStatus(booked, 200).transaction).toMatchObject({
      status: 'matched',
      feesAmount: '-3.00',
      category: 'fees',
    });
  });

  it('searches the open invoices a transaction may pay, in its direction, with what is left of it', async () => {
    const { account, a1, a2, supplier, number, supplierNumber } = await setup();
    const t = await byLabel(account.id, 'REGLEMENT');
    const found = expectStatus(
      await f.call('GET', `/api/bank/transactions/${t.id}/candidates?q=${number(2)}`),
      200,
    ).items;
    expect(found).toEqual([
      expect.objectContaining({ invoiceId: a2, balance: '300.00', amount: '300.00', direction: 'outgoing' }),
    ]);
    const all = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/candidates`), 200).items as {
      invoiceId: string;
    }[];
    expect(all.map((c) => c.invoiceId)).toEqual(expect.arrayContaining([a1, a2]));
    expect(all.map((c) => c.invoiceId)).not.toContain(supplier);
    const out = await byLabel(account.id, 'SHENZHEN');
    const paying = expectStatus(
      await f.call('GET', `/api/bank/transactions/${out.id}/candidates?q=${supplierNumber}`),
      200,
    ).items;
    expect(paying[0]).toMatchObject({ invoiceId: supplier, amount: '845.50', direction: 'incoming' });
  });

  it('refuses an overpayment, a difference beyond the tolerance and the wrong direction, in French, recording nothing', async () => {
    const { account, a1, a2, supplier, number } = await setup('1');
    const t = await byLabel(account.id, number(1));
    const over = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a2, amount: '1200.00' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toMatch(/n'attend plus que 300,00/);
    const short = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: a1, amount: '1100.00' }],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toMatch(
      /l'écart de 100,00.*dépasse la tolérance de frais du compte \(1,00/,
    );
    const direction = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [{ invoiceId: supplier, amount: '845.50' }],
    });
    expect(direction.statusCode).toBe(400);
    expect((await f.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, a1))).length).toBe(
      0,
    );
    expect((await byLabel(account.id, number(1))).status).toBe('unmatched');
  });

  it('lets one of two users matching the same transaction at once win; the other gets a clear message', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    const body = { allocations: [{ invoiceId: a1, amount: '1200.00' }] };
    const [one, two] = await Promise.all([
      f.call('POST', `/api/bank/transactions/${t.id}/match`, body),
      f.call('POST', `/api/bank/transactions/${t.id}/match`, body, f.users.admin.cookie),
    ]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const loser = one.statusCode === 409 ? one : two;
    expect(loser.json().error.message).toBe("Ce mouvement vient d'être rapproché par un autre utilisateur.");
    expect(await rowCount(f.db, invoicePayments, eq(invoicePayments.bankTransactionId, t.id))).toBe(1);
  });

  it('undoes a reconciliation (Admin only), the invoices awaiting payment again, and books a transaction to a category', async () => {
    const { account, a1, number } = await setup();
    const t = await byLabel(account.id, number(1));
    expectStatus(
      await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
        allocations: [{ invoiceId: a1, amount: '1200.00' }],
      }),
      200,
    );
    expect((await f.call('DELETE', `/api/bank/transactions/${t.id}/match`)).statusCode).toBe(403);
    const undone = expectStatus(
      await f.call('DELETE', `/api/bank/transactions/${t.id}/match`, undefined, f.users.admin.cookie),
      200,
    );
    expect(undone).toMatchObject({
      message: 'Rapprochement annulé.',
      transaction: { status: 'unmatched', payments: [] },
    });
    expect((await invoice(a1)).status).toBe('sent');
    expect((await auditEntries(f.db, 'bank_transaction.unmatch', t.id)).length).toBe(1);
    const fee = await byLabel(account.id, 'FRAIS TENUE');
    const booked = expectStatus(
      await f.call('POST', `/api/bank/transactions/${fee.id}/book`, { category: 'fees', note: 'Novembre' }),
      200,
    );
    expect(booked.transaction).toMatchObject({ status: 'booked', category: 'fees', note: 'Novembre' });
    const again = await f.call('POST', `/api/bank/transactions/${fee.id}/book`, { category: 'fees' });
    expect(again.statusCode).toBe(409);
  });

  it('applies only the sure matches automatically, and the Admin rules', async () => {
    const { account, a1, supplier } = await setup();
    expect(
      (await f.call('POST', '/api/bank/rules', { pattern: 'frais tenue', category: 'fees' })).statusCode,
    ).toBe(403);
    const rule = expectStatus(
      await f.call(
        'POST',
        '/api/bank/rules',
        { pattern: 'frais tenue', category: 'fees', accountId: account.id },
        f.users.admin.cookie,
      ),
      201,
    );
    expect(rule.message).toBe('Règle ajoutée.');
    const preview = expectStatus(
      await f.call('POST', '/api/bank/auto-match', { accountId: account.id, dryRun: true }),
      200,
    );
    expect(preview).toMatchObject({ matched: 2, booked: 1, remaining: 2 });
    expect(preview.message).toMatch(/seraient rapproché/);
    expect((await invoice(a1)).status).toBe('sent');
    const res = expectStatus(await f.call('POST', '/api/bank/auto-match', { accountId: account.id }), 200);
    // The number and the amount of FAC-…1 and of INV-…: sure; the 1,500.00 (two invoices) and 297.00: to review.
    expect(res).toMatchObject({ matched: 2, booked: 1, remaining: 2 });
    expect(res.message).toBe(
      '2 mouvement(s) rapproché(s) et 1 comptabilisé(s) automatiquement ; 2 à examiner.',
    );
    expect((await invoice(a1)).status).toBe('paid');
    expect((await invoice(supplier)).status).toBe('paid');
    expect((await byLabel(account.id, 'FRAIS TENUE')).category).toBe('fees');
    expectStatus(
      await f.call('DELETE', `/api/bank/rules/${rule.rule.id}`, undefined, f.users.admin.cookie),
      200,
    );
  });

  it("confirms a supplier's deposit recorded on a purchase order with the bank debit, and undoes it", async () => {
    const account = await createAccount();
    const [supplier] = await f.db
      .insert(suppliers)
      .values({ name: 'Ningbo Buttons Co.', country: 'CN' })
      .returning({ id: suppliers.id });
    const number = `BCF-2026-${String(Math.floor(Math.random() * 1e5)).padStart(5, '0')}`;
    const [order] = await f.db
      .insert(purchaseOrders)
      .values({
        companyId: f.companyA.id,
        supplierId: supplier!.id,
        number,
        status: 'sent',
        currency: 'EUR',
        subtotal: '10000.00',
      })
      .returning({ id: purchaseOrders.id });
    const [deposit] = await f.db
      .insert(purchaseOrderPayments)
      .values({ orderId: order!.id, date: '2026-11-02', amount: '3000.00', currency: 'EUR', kind: 'deposit' })
      .returning({ id: purchaseOrderPayments.id });
    expectStatus(
      await f.upload(account.id, 'r.csv', csv(`05/11/2026;VIR NINGBO BUTTONS ${number} ACOMPTE;-3 000,00`)),
      201,
    );
    const t = await byLabel(account.id, number);
    const suggestions = expectStatus(await f.call('GET', `/api/bank/transactions/${t.id}/suggestions`), 200)
      .items as BankSuggestion[];
    expect(suggestions[0]).toMatchObject({
      reasons: ['purchase', 'amount', 'number', 'name'],
      allocations: [],
    });
    expect(suggestions[0]!.purchasePayments).toEqual([
      expect.objectContaining({
        paymentId: deposit!.id,
        orderNumber: number,
        kind: 'deposit',
        amount: '3000.00',
      }),
    ]);
    const preview = expectStatus(
      await f.call('POST', '/api/bank/auto-match', { accountId: account.id, dryRun: true }),
      200,
    );
    expect(preview.matched).toBe(1);
    const credit = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      purchasePaymentIds: [UNKNOWN_ID],
    });
    expect(credit.statusCode).toBe(409);
    const matched = expectStatus(
      await f.call('POST', `/api/bank/transactions/${t.id}/match`, { purchasePaymentIds: [deposit!.id] }),
      200,
    );
    expect(matched.transaction).toMatchObject({
      status: 'matched',
      payments: [],
      purchasePayments: [expect.objectContaining({ paymentId: deposit!.id })],
    });
    expectStatus(
      await f.call('DELETE', `/api/bank/transactions/${t.id}/match`, undefined, f.users.admin.cookie),
      200,
    );
    const [row] = await f.db
      .select()
      .from(purchaseOrderPayments)
      .where(eq(purchaseOrderPayments.id, deposit!.id));
    expect(row!.bankTransactionId).toBeNull();
    const empty = await f.call('POST', `/api/bank/transactions/${t.id}/match`, {
      allocations: [],
      purchasePaymentIds: [],
    });
    expect(empty.statusCode).toBe(400);
  });

  it('lists with counters by status, filters by status, direction and text', async () => {
    const { account, number } = await setup();
    const t = await byLabel(account.id, number(1));
    await f.call('POST', `/api/bank/transactions/${t.id}/book`, { category: 'other' });
    const list = expectStatus(
      await f.call('GET', `/api/bank/transactions?accountId=${account.id}&status=unmatched&direction=in`),
      200,
    );
    expect(list.counters).toMatchObject({ total: 5, unmatched: 4, booked: 1, matched: 0 });
    expect(
      (list.items as BankTransaction[]).every((x) => x.status === 'unmatched' && !x.amount.startsWith('-')),
    ).toBe(true);
    const found = expectStatus(
      await f.call('GET', `/api/bank/transactions?accountId=${account.id}&q=shenzhen`),
      200,
    );
    expect(found.total).toBe(1);
  });
});
