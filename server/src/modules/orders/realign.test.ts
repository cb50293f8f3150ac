/**
 * Orders converted from a quote before issue 26 (the discount folded into a unit price rounded to
 * the cent): the self-test's 'Montants devis → commande' names them, an order's `quoteMismatch`
 * shows the difference, and POST /api/orders/:id/realign (Admin and above) gives the order its
 * quote's lines and totals again. Then, for random quotes, a conversion keeps every line and total
 * to the cent, and invoicing the order (whole, in two parts, then credited) keeps them too.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { asc, eq, sql } from 'drizzle-orm';
import { lineNet } from '@comptoir/core/line-amounts';
import { addAmounts } from '@comptoir/core/money';
import type { OrderDetail, QuoteDetail } from '@comptoir/core/modules/sales';
import { orderItems, orders } from '../../db/schema/index';
import { rowsOf } from '../../db/rows';
import { CHECKS } from '../selftest/checks/index';
import { runCheck } from '../selftest/runner';
import { creditNote, setupInvoices } from '../invoices/testing';
import { ORDER_LINE_FIELDS } from './service/create';
import { day, expectStatus } from './testing';
import { expectDocumented } from '../../../test/access';
import { useFixture } from '../../../test/fixture';
import { auditEntries } from '../../platform/testing';

const f = useFixture(() => setupInvoices());

const CHECK = CHECKS.find((c) => c.id === 'orders-quote-amounts')!;

/** The check's outcome, run as the super administrator. */
const runAmountsCheck = () =>
  runCheck(CHECK, {
    app: f.ctx.app,
    db: f.db,
    config: f.ctx.app.config,
    userId: f.users.superAdmin.id,
    cookie: f.users.superAdmin.cookie,
  });

/** Every kind of space made a plain one (amounts are written with narrow no-break spaces). */
const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

const LINES = [
  { productName: 'Classeur', quantity: 100, unitPrice: '24.50', discount: '5' },
  { productName: 'Rubans', quantity: 3, unitPrice: '19.99', discount: '10' },
];

/** A quote of client A, sent and accepted (not converted). */
async function acceptedQuote(
  items: readonly Record<string, unknown>[] = LINES,
  extra: Record<string, unknown> = {},
  cookie = f.users.manager.cookie,
  clientId = f.clientA.id,
): Promise<QuoteDetail> {
  const body = { title: 'Fournitures', clientId, validUntil: day(30), items, ...extra };
  const q = expectStatus(await f.call('POST', '/api/quotes', body, cookie), 201).quote as QuoteDetail;
  expectStatus(await f.call('POST', `/api/quotes/${q.id}/send`, undefined, cookie), 200);
  return expectStatus(await f.call('POST', `/api/quotes/${q.id}/accept`, undefined, cookie), 200)
    .quote as QuoteDetail;
}

let legacySeq = 0;

/**
 * The order the conversion made before issue 26, written in SQL: each line's discount folded
 * into its unit price rounded to the cent, discount 0, and the totals of those lines at 20 %.
 */
async function legacyOrder(
  quote: QuoteDetail,
  status = 'pending',
): Promise<{ id: string; reference: string }> {
  const lines = quote.items.map((i) => {
    const unitPrice = lineNet({ quantity: '1', unitPrice: i.unitPrice, discount: i.discount });
    return { ...i, unitPrice, net: lineNet({ quantity: i.quantity, unitPrice }) };
  });
  const subtotal = addAmounts(...lines.map((l) => l.net));
  const reference = `CMD-LEGACY-${++legacySeq}`;
  const [row] = await rowsOf<{ id: string }>(
    f.db,
    sql`insert into orders (reference, client_id, company_id, status, currency, subtotal, discount_amount,
                            tax_amount, total_amount, quote_id)
        select ${reference}, q.client_id, q.company_id, ${status}, q.currency, ${subtotal}, 0,
               round(${subtotal}::numeric * 0.2, 2), ${subtotal}::numeric + round(${subtotal}::numeric * 0.2, 2), q.id
          from quotes q where q.id = ${quote.id}
        returning id`,
  );
  const id = row!.id;
  for (const [position, l] of lines.entries()) {
    await f.db.insert(orderItems).values({
      orderId: id,
      position,
      productName: l.productName,
      description: l.description,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discount: '0',
      taxRate: '20',
      totalPrice: l.net,
    });
  }
  return { id, reference };
}

const realign = (id: string, cookie = f.users.admin.cookie) =>
  f.call('POST', `/api/orders/${id}/realign`, undefined, cookie);

const readOrder = async (id: string) =>
  expectStatus(await f.call('GET', `/api/orders/${id}`), 200) as OrderDetail;

/** The stored lines and totals of an order, to show that nothing changed. */
const stored = async (id: string) => ({
  order: await f.db
    .select({ subtotal: orders.subtotal, total: orders.totalAmount, updatedAt: orders.updatedAt })
    .from(orders)
    .where(eq(orders.id, id)),
  lines: await f.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, id))
    .orderBy(asc(orderItems.position)),
});

const LINE_FIELDS = [...ORDER_LINE_FIELDS, 'totalPrice'] as const;
const linesOf = (items: readonly Record<string, unknown>[]) => items.map((i) => LINE_FIELDS.map((k) => i[k]));

describe('an order converted before issue 26', () => {
  it('is named by the self-test, shown on the order, realigned by an Admin, then passes', async () => {
    const quote = await acceptedQuote();
    expect(quote.subtotal.amount).toBe('2381.47'); // 2327.50 + 53.97
    const legacy = await legacyOrder(quote);

    const failed = await runAmountsCheck();
    expect(failed.status).toBe('failed');
    expect(plain(failed.error)).toBe(
      `1 commande(s) aux montants différents de leur devis : ${legacy.reference} (devis ${quote.number}) : 2 381,97 € au lieu de 2 381,47 € HT, écart +0,50 €`,
    );
    const before = await readOrder(legacy.id);
    expect(before.quoteMismatch).toEqual({
      subtotal: { amount: '2381.97', currency: 'EUR' },
      quoteSubtotal: { amount: '2381.47', currency: 'EUR' },
      difference: { amount: '0.50', currency: 'EUR' },
    });

    // A manager may not; nothing changes.
    const was = await stored(legacy.id);
    const refused = expectStatus(await realign(legacy.id, f.users.manager.cookie), 403);
    expect(refused.error.code).toBe('forbidden_action');
    expect(await stored(legacy.id)).toEqual(was);

    const body = expectStatus(await realign(legacy.id), 200);
    expect(body.message).toBe(`Commande ${legacy.reference} réalignée sur le devis ${quote.number}.`);
    const order = body.order as OrderDetail;
    expect(linesOf(order.items)).toEqual(linesOf(quote.items));
    expect(order).toMatchObject({
      subtotal: quote.subtotal,
      discountAmount: quote.discountAmount,
      taxAmount: quote.taxAmount,
      totalAmount: quote.totalAmount,
      vat: quote.vat,
      quoteMismatch: null,
    });
    expect(await readOrder(legacy.id)).toEqual(order);
    const [entry] = await auditEntries(f.db, 'order.realign', legacy.id);
    expect(entry).toMatchObject({
      actorId: f.users.admin.id,
      targetType: 'order',
      targetLabel: legacy.reference,
      before: {
        subtotal: '2381.97',
        discountAmount: '0.00',
        taxAmount: '476.39',
        totalAmount: '2858.36',
        lines: 2,
      },
      after: {
        subtotal: '2381.47',
        discountAmount: quote.discountAmount.amount,
        taxAmount: quote.taxAmount.amount,
        totalAmount: quote.totalAmount.amount,
        lines: 2,
        quote: quote.number,
      },
    });

    const passed = await runAmountsCheck();
    expect(passed.status, passed.error ?? '').toBe('passed');
    expect(passed.details).toMatch(/1 commande\(s\) issue\(s\) d’un devis vérifiée\(s\)/);
  });

  it('lists 20 orders by name, then how many more', async () => {
    const quotes = [];
    for (let i = 0; i < 22; i += 1) quotes.push(await acceptedQuote(LINES.slice(0, 1)));
    const made = [];
    for (const q of quotes) made.push(await legacyOrder(q));
    const result = await runAmountsCheck();
    expect(result.error).toMatch(/^22 commande\(s\) aux montants différents de leur devis : CMD-LEGACY-/);
    expect(result.error!.split(' ; ')).toHaveLength(20);
    expect(result.error).toMatch(/ … et 2 autres$/);
    // Realigned again, so that the tests after this one start from a clean base.
    for (const o of made) expectStatus(await realign(o.id), 200);
    expect((await runAmountsCheck()).status).toBe('passed');
  });

  it('refuses an invoiced order (409), and changes nothing', async () => {
    const quote = await acceptedQuote();
    const legacy = await legacyOrder(quote, 'confirmed');
    expectStatus(await f.call('POST', '/api/invoices', { orderId: legacy.id }), 201);
    const was = await stored(legacy.id);
    const res = expectStatus(await realign(legacy.id), 409);
    expect(res.error.message).toBe(
      'Cette commande a déjà des factures (brouillons ou émises) : elle ne peut pas être réalignée sur son devis.',
    );
    expect(await stored(legacy.id)).toEqual(was);
    expect((await readOrder(legacy.id)).quoteMismatch?.difference.amount).toBe('0.50');
  });

  it('refuses a cancelled order and an order without a quote (409)', async () => {
    const cancelled = await legacyOrder(await acceptedQuote(), 'cancelled');
    expect(expectStatus(await realign(cancelled.id), 409).error.message).toBe(
      'Cette commande est annulée : elle ne peut pas être réalignée sur son devis.',
    );
    const own = expectStatus(
      await f.call('POST', '/api/orders', {
        clientId: f.clientA.id,
        items: [{ productName: 'Vis', quantity: 1, unitPrice: '2' }],
      }),
      201,
    ).order as OrderDetail;
    expect(own.quoteMismatch).toBeNull();
    expect(expectStatus(await realign(own.id), 409).error.message).toBe(
      "Cette commande n'est pas issue d'un devis : elle ne peut pas être réalignée.",
    );
  });

  it("answers 404 for another company's order", async () => {
    const quote = await acceptedQuote(LINES, {}, f.users.managerB.cookie, f.clientB.id);
    const legacy = await legacyOrder(quote);
    expectStatus(await realign(legacy.id), 404);
    expect((await stored(legacy.id)).lines.map((l) => l.discount)).toEqual(['0.00', '0.00']);
  });
});

// ---------------------------------------------------------------------------------------------

const RATES = ['0', '2.1', '5.5', '10', '20'] as const;

/** A decimal string of `n` units of 10^-places: (12345, 3) → '12.345'. */
const fixed = (n: number, places: number) =>
  `${Math.floor(n / 10 ** places)}.${String(n % 10 ** places).padStart(places, '0')}`;

const randomLine = fc.record({
  productName: fc.constantFrom('Classeur', 'Livre', 'Agrafes', 'Rubans'),
  quantity: fc.integer({ min: 1, max: 999_999 }).map((n) => fixed(n, 3)),
  unitPrice: fc.integer({ min: 1, max: 99_999_999 }).map((n) => fixed(n, 4)),
  discount: fc.integer({ min: 0, max: 9_999 }).map((n) => fixed(n, 2)),
  taxRate: fc.option(fc.constantFrom(...RATES), { nil: null }),
});

const randomQuote = fc.record({
  items: fc.array(randomLine, { minLength: 1, maxLength: 8 }),
  taxRate: fc.option(fc.constantFrom(...RATES), { nil: undefined }),
});

interface InvoiceOut {
  id: string;
  subtotal: { amount: string };
  taxAmount: { amount: string };
  totalAmount: { amount: string };
}

const invoiceOf = async (body: Record<string, unknown>) =>
  expectStatus(await f.call('POST', '/api/invoices', body), 201).invoice as InvoiceOut;

const totals = (d: {
  subtotal: { amount: string };
  taxAmount: { amount: string };
  totalAmount: { amount: string };
}) => [d.subtotal.amount, d.taxAmount.amount, d.totalAmount.amount];

describe('the route', () => {
  it('is documented and declared on the orders module', async () => {
    await expectDocumented(f.ctx.app, [{ method: 'POST', url: '/api/orders/:id/realign' }]);
    const rule = f.ctx.app.routeTable.find((r) => r.method === 'POST' && r.url === '/api/orders/:id/realign');
    expect(rule?.access).toEqual({ kind: 'module', module: 'orders', action: 'update' });
  });
});

describe('random quotes, converted then invoiced', () => {
  it('keep every line and total to the cent, whole, in two parts and credited', async () => {
    await fc.assert(
      fc.asyncProperty(randomQuote, async ({ items, taxRate }) => {
        const quote = await acceptedQuote(items, taxRate === undefined ? {} : { taxRate });
        const converted = expectStatus(await f.call('POST', `/api/quotes/${quote.id}/convert`), 201);
        const order = converted.order as OrderDetail;
        expect(linesOf(order.items)).toEqual(linesOf(quote.items));
        expect(totals(order)).toEqual(totals(quote));
        expect(order.vat).toEqual(quote.vat);
        expect(order.quoteMismatch).toBeNull();

        expectStatus(await f.call('POST', `/api/orders/${order.id}/status`, { status: 'confirmed' }), 200);
        const exemption = order.items.some((i) => Number(i.taxRate) === 0) ? { vatExemption: 'export' } : {};

        // About half of each line, then the rest: the parts add up to the order.
        const halves = order.items
          .map((i) => ({
            orderItemId: i.id,
            quantity: fixed(Math.floor(Math.round(Number(i.quantity) * 1000) / 2), 3),
          }))
          .filter((l) => Number(l.quantity) > 0);
        const parts: InvoiceOut[] = [];
        if (halves.length > 0)
          parts.push(await invoiceOf({ orderId: order.id, orderLines: halves, ...exemption }));
        parts.push(await invoiceOf({ orderId: order.id, ...exemption }));
        expect(addAmounts(...parts.map((p) => p.subtotal.amount))).toBe(order.subtotal.amount);
        for (const p of parts) expectStatus(await f.call('DELETE', `/api/invoices/${p.id}`), 200);

        // The whole order in one invoice: its figures, issued, then credited in full.
        const whole = await invoiceOf({ orderId: order.id, ...exemption });
        expect(totals(whole)).toEqual(totals(order));
        const issued = expectStatus(await f.call('POST', `/api/invoices/${whole.id}/issue`, {}), 200)
          .invoice as InvoiceOut;
        expect(totals(issued)).toEqual(totals(order));
        const credit = await creditNote(f, whole.id, { mode: 'full', reason: 'Annulation' }, 201);
        expect(credit.creditNote.totalAmount.amount).toBe(issued.totalAmount.amount);
      }),
      { numRuns: 15 },
    );
  }, 120_000);
});
