/**
 * The financial analysis against a small data set (testing.ts) whose figures are computed by hand
 * below (period: the first quarter of 2026, today 2026-04-10), tab by tab, and their export.
 */
import { describe, expect, it, vi } from 'vitest';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { MONTHS_FROM_BOOKS } from './routes';
import { MONTHS_JOB, ensureMonths } from './months';
import { queueOf } from '../../platform/jobs';
import { pdfText } from '../orders/testing';
import type { AuthContext } from '../../platform/access';
import { profitability } from './profitability';
import { ageing, analyticsClock } from './service';
import { Q1, TODAY, useAnalyticsApp } from './testing';

const { f, call, get, invoice, pay } = useAnalyticsApp();
const Q1_MONTHS = ['2026-01-01', '2026-02-01', '2026-03-01'];

describe('figures of the first quarter of 2026 (computed by hand)', () => {
  it('overview: revenue, cash, purchases, margin, open balances, orders, quotes, months and tops', async () => {
    const body = await get(`/api/analytics/overview?${Q1}`);
    expect(body.figures).toEqual({
      // 1000 + 2000 × 0.5 + 500 − 100 (credit note) + 400; the draft, 2025 and company B left out
      revenue: '2800.00',
      // 1200 + 600 × 0.5
      cashCollected: '1500.00',
      // 600 + 300 ('to_check' left out)
      purchases: '900.00',
      grossMargin: '1900.00',
      marginRate: '67.9',
      // F2 (2400 − 600) × 0.5 + F3 600 − 120 + F5 480
      openReceivables: '1860.00',
      openPayables: '360.00',
      // 1200 + 300 USD × 0.5; draft left out, the GBP order has no rate
      orderIntake: '1350.00',
      orderCount: 2,
      averageOrderValue: '675.00',
      quotesSent: 2,
      quotesAccepted: 1,
      quoteConversionRate: '50.0',
      unconverted: 1,
    });
    expect(body.previousFigures).toBeNull();
    expect(body.byMonth).toEqual([
      { month: '2026-01', revenue: '1000.00', purchases: '600.00' },
      { month: '2026-02', revenue: '1000.00', purchases: '0.00' },
      { month: '2026-03', revenue: '800.00', purchases: '300.00' },
    ]);
    expect(body.topClients).toEqual([{ id: f.clientA.id, name: 'Client Alpha', revenue: '2800.00' }]);
    expect(
      body.topProducts.map((p: { name: string; revenue: string; quantity: string }) => [
        p.name,
        p.quantity,
        p.revenue,
      ]),
    ).toEqual([
      ['Écrou', '14', '1400.00'],
      ['Boulon', '4', '1000.00'],
      ['Conseil', '0', '400.00'],
    ]);
  });

  it('compares with the previous quarter', async () => {
    const body = await get(`/api/analytics/overview?${Q1}&compare=previous`);
    expect(body.previous).toEqual({ from: '2025-10-01', to: '2025-12-31' });
    expect(body.previousFigures.revenue).toBe('50.00');
    expect(body.previousFigures.openReceivables).toBe('0.00');
    expect(body.previousFigures.quotesSent).toBe(1);
  });

  it('cashflow: by month, net, cumulative, and the 90-day forecast from the due dates', async () => {
    const body = await get(`/api/analytics/cashflow?${Q1}&granularity=month`);
    expect(body.buckets).toEqual([
      { start: '2026-01-01', incoming: '0.00', outgoing: '0.00', net: '0.00', cumulative: '0.00' },
      { start: '2026-02-01', incoming: '1200.00', outgoing: '720.00', net: '480.00', cumulative: '480.00' },
      { start: '2026-03-01', incoming: '300.00', outgoing: '0.00', net: '300.00', cumulative: '780.00' },
    ]);
    expect(body.totals).toEqual({ incoming: '1500.00', outgoing: '720.00', net: '780.00' });
    expect(body.forecast.from).toBe(TODAY);
    expect(body.forecast.to).toBe('2026-07-08');
    // F2 900 (due 1 March) and F5 480 (due 31 March) are past due; A2 360 (due 4 April) too.
    expect(body.forecast.overdue).toEqual({ incoming: '1380.00', outgoing: '360.00' });
    const due = body.forecast.weeks.filter((w: { incoming: string }) => w.incoming !== '0.00');
    // F3: 600 − the credit note 120, due 19 April: the week of Monday 13 April.
    expect(due).toEqual([
      { start: '2026-04-13', incoming: '480.00', outgoing: '0.00', net: '480.00', cumulative: '480.00' },
    ]);
    expect(body.forecast.totals).toEqual({ incoming: '480.00', outgoing: '0.00', net: '480.00' });
    expect(body.forecast.weeks[0].start).toBe('2026-04-06');
    expect(body.forecast.weeks).toHaveLength(14);
  });

  it("cashflow: the bank's position, its unmatched transactions and the projection (issue 33 §3)", async () => {
    expect((await get(`/api/analytics/cashflow?${Q1}&granularity=month`)).bank).toBeNull();
    const [account] = await rowsOf<{ id: string }>(
      f.ctx.database.db,
      sql`insert into bank_accounts (company_id, name, iban, currency, opening_balance, opening_date)
          values (${f.companyA.id}, 'Courant', 'FR7630006000011234567890189', 'EUR', '5000.00', '2026-01-01') returning id`,
    );
    await f.ctx.database.db.execute(
      sql`insert into bank_transactions (account_id, booking_date, amount, label, fingerprint, status) values
          (${account!.id}, '2026-02-10', '1200.00', 'VIR CLIENT', 'a', 'matched'),
          (${account!.id}, '2026-03-02', '-250.00', 'PRLV', 'b', 'unmatched'),
          (${account!.id}, '2026-03-03', '80.00', 'VIR', 'c', 'unmatched')`,
    );
    const body = await get(`/api/analytics/cashflow?${Q1}&granularity=month`);
    expect(body.bank).toMatchObject({
      position: '6030.00',
      unmatched: { incoming: '80.00', outgoing: '250.00', count: 2 },
      // 6,030 + the forecast's 480 + overdue 1,380 in − 360 out.
      projected: '7530.00',
    });
    expect(body.bank.accounts).toEqual([
      expect.objectContaining({
        name: 'Courant',
        balance: '6030.00',
        unmatched: 2,
        balanceDate: '2026-03-03',
      }),
    ]);
    await f.ctx.database.db.execute(sql`delete from bank_accounts`);
  });

  it('cashflow by week starts on the Monday of the first day', async () => {
    const body = await get(`/api/analytics/cashflow?from=2026-02-01&to=2026-02-28`);
    expect(body.granularity).toBe('week');
    expect(body.buckets[0].start).toBe('2026-01-26');
    expect(body.buckets.find((b: { start: string }) => b.start === '2026-02-16').outgoing).toBe('720.00');
  });

  it('receivables: ageing at the end of the period by client, and DSO', async () => {
    const body = await get(`/api/analytics/receivables?${Q1}`);
    expect(body.asOf).toBe('2026-03-31');
    // F2 due 1 March: 30 days late; F3 due 19 April and F5 due 31 March: not due.
    expect(body.totals).toEqual({
      notDue: '960.00',
      d1to30: '900.00',
      d31to60: '0.00',
      d61to90: '0.00',
      over90: '0.00',
      total: '1860.00',
    });
    expect(body.parties).toEqual([
      {
        id: f.clientA.id,
        name: 'Client Alpha',
        invoices: 3,
        notDue: '960.00',
        d1to30: '900.00',
        d31to60: '0.00',
        d61to90: '0.00',
        over90: '0.00',
        total: '1860.00',
      },
    ]);
    // 1860 ÷ (1200 + 1200 + 600 − 120 + 480) × 90 days
    expect(body.days).toBe('49.8');
    expect(body.partyCount).toBe(1);
  });

  it('shows the first parties by balance, with the totals and the count of all', async () => {
    const all = await get(`/api/analytics/receivables?${Q1}`, f.superAdmin.cookie);
    expect(all.parties.length).toBeGreaterThanOrEqual(2);
    expect(all.partyCount).toBe(all.parties.length);
    const totals = all.parties.reduce((sum: number, p: { total: string }) => sum + Number(p.total), 0);
    expect(totals.toFixed(2)).toBe(all.totals.total);
    const balances = all.parties.map((p: { total: string }) => Number(p.total));
    expect(balances).toEqual([...balances].sort((a, b) => b - a));
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const superAuth = { user: { id: f.superAdmin.id, isSuperAdmin: true } } as AuthContext;
    const first = await ageing(
      f.ctx.database.db,
      superAuth,
      { from: '2026-01-01', to: '2026-03-31', compare: 'none' },
      'outgoing',
      1,
    );
    expect(first.parties).toEqual(all.parties.slice(0, 1));
    expect(first.partyCount).toBe(all.partyCount);
    expect(first.totals).toEqual(all.totals);
  });

  it('ages further buckets at a later day', async () => {
    const body = await get('/api/analytics/receivables?from=2026-01-01&to=2026-06-15');
    // As of 15 June: F2 (due 1 March) 106 days: over 90; F5 (31 March) 76: 61-90; F3 (19 April) 57: 31-60.
    expect(body.totals).toMatchObject({
      notDue: '0.00',
      d1to30: '0.00',
      d31to60: '480.00',
      d61to90: '480.00',
      over90: '900.00',
    });
  });

  it('counts what was paid or credited after the period as still open at its end', async () => {
    // As of 28 February: F2 (2400 USD × 0.5) is unpaid, its 600 came on 10 March; F1 paid on 1 February.
    const feb = await get('/api/analytics/receivables?from=2026-02-01&to=2026-02-28');
    expect(feb.totals).toMatchObject({ notDue: '1200.00', total: '1200.00' });
    // As of 24 March: F2 1800 × 0.5, F5 480, F3 600 (its credit note of 120 comes on the 25th).
    const march = await get('/api/analytics/receivables?from=2026-03-01&to=2026-03-24');
    expect(march.totals.total).toBe('1980.00');
  });

  it('payables: ageing by supplier and DPO', async () => {
    const body = await get(`/api/analytics/payables?${Q1}`);
    expect(body.totals.total).toBe('360.00');
    expect(body.totals.notDue).toBe('360.00');
    expect(body.parties).toEqual([
      expect.objectContaining({ id: f.supplierId, name: 'Fournisseur Un', invoices: 1, total: '360.00' }),
    ]);
    // 360 ÷ (720 + 360) × 90
    expect(body.days).toBe('30.0');
  });

  it('profitability: cost from incoming invoices, else the approved quotation, else the product price; time at hourly cost', async () => {
    const body = await get(`/api/analytics/profitability?${Q1}`);
    // Costs: F1 600 (incoming invoice of CMD-1), F5 250 (approved quotation of CMD-2),
    // F2 4 × 100 USD × 0.5 = 200 (product price), 'Conseil' none. Time: 2 h + 1 h at 50 (client B's 3 h hidden).
    expect(body.totals).toEqual({
      revenue: '2800.00',
      cost: '1050.00',
      timeCost: '150.00',
      hours: '3.00',
      margin: '1600.00',
      marginRate: '57.1',
    });
    expect(body.byOrder).toEqual([
      expect.objectContaining({
        reference: 'CMD-1',
        costSource: 'incoming_invoices',
        revenue: '1000.00',
        cost: '600.00',
        timeCost: '100.00',
        margin: '300.00',
      }),
      expect.objectContaining({
        reference: 'CMD-2',
        costSource: 'supplier_quotation',
        revenue: '400.00',
        cost: '250.00',
        timeCost: '0.00',
        margin: '150.00',
      }),
    ]);
    expect(body.byClient).toEqual([
      expect.objectContaining({
        id: f.clientA.id,
        revenue: '2800.00',
        cost: '1050.00',
        timeCost: '150.00',
        margin: '1600.00',
      }),
    ]);
    expect(
      body.byProduct.map((p: { name: string; cost: string; costSources: string[] }) => [
        p.name,
        p.cost,
        p.costSources,
      ]),
    ).toEqual([
      ['Écrou', '850.00', ['incoming_invoices', 'supplier_quotation']],
      ['Boulon', '200.00', ['product_price']],
      ['Conseil', '0.00', ['none']],
    ]);
    expect(body.rowCounts).toEqual({
      byOrder: body.byOrder.length,
      byClient: body.byClient.length,
      byProduct: 3,
    });
  });

  it('profitability: cuts each table at its first rows by revenue and counts them all', async () => {
    const auth = { user: { id: f.manager.id, isSuperAdmin: false } };
    const cut = await profitability(
      f.ctx.database.db,
      auth as never,
      { from: '2026-01-01', to: '2026-03-31', compare: 'none' },
      2,
    );
    expect(cut.byProduct.map((p) => p.name)).toEqual(['Écrou', 'Boulon']);
    expect(cut.rowCounts.byProduct).toBe(3);
    expect(cut.totals.revenue).toBe('2800.00');
    // Only the rows that can be among the first are named and sorted: each cut is the head of
    // the whole table, whatever the limit.
    const range = { from: '2026-01-01', to: '2026-03-31', compare: 'none' } as const;
    const whole = await profitability(f.ctx.database.db, auth as never, range, 100);
    for (const limit of [1, 2, 3, 4]) {
      const head = await profitability(f.ctx.database.db, auth as never, range, limit);
      expect(head.byOrder).toEqual(whole.byOrder.slice(0, limit));
      expect(head.byClient).toEqual(whole.byClient.slice(0, limit));
      expect(head.byProduct).toEqual(whole.byProduct.slice(0, limit));
      expect(head.rowCounts).toEqual(whole.rowCounts);
    }
  });

  it('detailed: the journal of the period, filtered, sorted and paged, with its totals', async () => {
    const body = await get(`/api/analytics/detailed?${Q1}&pageSize=4&sort=date&order=asc`);
    expect(body.total).toBe(10);
    expect(body.items).toHaveLength(4);
    expect(body.items.map((r: { date: string }) => r.date)).toEqual([
      '2026-01-10',
      '2026-01-20',
      '2026-02-01',
      '2026-02-15',
    ]);
    expect(body.totals).toEqual({
      invoicedOut: '3360.00',
      invoicedIn: '1080.00',
      paymentsIn: '1500.00',
      paymentsOut: '720.00',
    });
    const payments = await get(`/api/analytics/detailed?${Q1}&type=payment&direction=outgoing`);
    expect(payments.total).toBe(2);
    expect(payments.items.map((r: { baseAmount: string }) => r.baseAmount)).toEqual(['300.00', '1200.00']);
    expect(payments.items[0].amount).toEqual({ amount: '600.00', currency: 'USD' });
    const credit = await get(`/api/analytics/detailed?${Q1}&type=credit_note`);
    expect(credit.items.map((r: { baseAmount: string }) => r.baseAmount)).toEqual(['-120.00']);
    const page3 = await get(`/api/analytics/detailed?${Q1}&pageSize=4&page=3&sort=date&order=asc`);
    expect(page3.items).toHaveLength(2);
  });

  it('a period given by name is the one around today', async () => {
    const body = await get('/api/analytics/overview?period=quarter&compare=previous');
    expect(body.period).toEqual({ from: '2026-04-01', to: '2026-06-30' });
    expect(body.previous).toEqual({ from: '2026-01-01', to: '2026-03-31' });
    expect(body.previousFigures.revenue).toBe('2800.00');
  });
});

describe('export', () => {
  it('writes one sheet per tab with the figures of the period', async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const res = await call('GET', `/api/analytics/export?format=xlsx&${Q1}&compare=previous`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('analyse-2026-01-01-2026-03-31.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      "Vue d'ensemble",
      'Trésorerie',
      'Rentabilité',
      'Créances clients',
      'Dettes fournisseurs',
      'Détaillé',
    ]);
    const rowsOf = (name: string) =>
      Array.from(workbook.getWorksheet(name)!.getSheetValues(), (r) => (Array.isArray(r) ? r.slice(1) : []));
    const find = (name: string, label: string) => rowsOf(name).find((r) => r[0] === label);
    expect(find("Vue d'ensemble", "Chiffre d'affaires facturé (HT)")).toEqual([
      "Chiffre d'affaires facturé (HT)",
      2800,
      50,
    ]);
    expect(find("Vue d'ensemble", 'Taux de marge (%)')?.[1]).toBe(67.9);
    expect(find('Rentabilité', 'CMD-1')?.slice(0, 4)).toEqual([
      'CMD-1',
      'Client Alpha',
      'Factures fournisseurs',
      1000,
    ]);
    expect(find('Créances clients', 'Client Alpha')).toEqual(['Client Alpha', 3, 960, 900, 0, 0, 0, 1860]);
    const journal = rowsOf('Détaillé').filter((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r[0])));
    expect(journal).toHaveLength(10);
  });

  it('writes a PDF report', async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const res = await call('GET', `/api/analytics/export?format=pdf&${Q1}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('ANALYSE');
    expect(text).toMatch(/2\s?800,00/);
  });

  it('refuses an unknown format', async () => {
    const res = await call('GET', `/api/analytics/export?format=docx&${Q1}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('month summaries built by the job, never by a request (issue 31)', () => {
  it("answers 202 'computing' for months never built, then the figures once the job has built them", async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    const db = f.ctx.database.db;
    // 2024: no test reads it, so none of its months is built.
    const range = 'from=2024-01-01&to=2024-12-31';
    const first = await call('GET', `/api/analytics/overview?${range}`);
    expect(first.statusCode, first.body).toBe(202);
    expect(first.json()).toEqual({ computing: true, months: 12 });
    const body = await get(`/api/analytics/overview?${range}`);
    expect(body.figures.revenue).toBe('0.00');
    const [built] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from analytics_months where month between '2024-01-01' and '2024-12-01'`,
    );
    // The answer comes once at most MONTHS_FROM_BOOKS months are left to the job (read from the books).
    expect(built!.n).toBeGreaterThanOrEqual(12 - MONTHS_FROM_BOOKS);
  });

  it('reads at once a range whose unbuilt months are read whole only up to MONTHS_FROM_BOOKS, thirds aside, and asks the job for all', async () => {
    vi.spyOn(analyticsClock, 'today').mockReturnValue(TODAY);
    // 2023: no other test reads it. From 2023-01-02: January's last two thirds (its summary, not
    // built) and February and March whole: two months read whole from the books, one third-month.
    const send = vi.spyOn(queueOf(f.ctx.app), 'send');
    const res = await call('GET', '/api/analytics/overview?from=2023-01-02&to=2023-03-31');
    expect(res.statusCode, res.body).toBe(200);
    const asked = send.mock.calls.filter(([name]) => name === MONTHS_JOB).map(([, data]) => data);
    expect(asked).toContainEqual({ months: ['2023-01-01', '2023-02-01', '2023-03-01'] });
    // The same shape with three months read whole (2022, not read elsewhere either): 202.
    const over = await call('GET', '/api/analytics/overview?from=2021-12-02&to=2022-03-31');
    expect(over.statusCode, over.body).toBe(202);
    expect(over.json()).toEqual({ computing: true, months: 4 });
    send.mockRestore();
  });

  it('counts a payment dated in a month already summed at once (read from the books until the job rebuilds it)', async () => {
    const before = await get(`/api/analytics/cashflow?${Q1}&granularity=month`);
    const sale = await invoice({
      direction: 'outgoing',
      status: 'sent',
      kind: 'invoice',
      issueDate: '2025-12-05',
      subtotal: '10',
      totalAmount: '12',
      companyId: f.companyA.id,
      clientId: f.clientA.id,
    });
    const db = f.ctx.database.db;
    try {
      await ensureMonths(db, ['2025-12-01', ...Q1_MONTHS]);
      const send = vi.spyOn(queueOf(f.ctx.app), 'send');
      await pay(sale.id, '2026-01-20', '12');
      const res = await call('GET', `/api/analytics/cashflow?${Q1}&granularity=month`);
      expect(res.statusCode, res.body).toBe(200);
      const after = res.json();
      expect(Number(after.totals.incoming) - Number(before.totals.incoming)).toBeCloseTo(12, 2);
      // One month whose payments alone changed is left to the job's next round, not rebuilt while
      // the requests right after the payment read it.
      expect(send).not.toHaveBeenCalled();
      // More than MONTHS_FROM_BOOKS such months in a range are rebuilt now.
      await pay(sale.id, '2025-12-20', '1');
      await pay(sale.id, '2026-02-20', '1');
      const wider = await call('GET', '/api/analytics/cashflow?from=2025-12-01&to=2026-03-31');
      expect(wider.statusCode, wider.body).toBe(200);
      expect(send).toHaveBeenCalledWith(
        MONTHS_JOB,
        { months: ['2025-12-01', '2026-01-01', '2026-02-01'] },
        expect.anything(),
      );
    } finally {
      await db.execute(sql`delete from invoice_payments where invoice_id = ${sale.id}`);
      await db.execute(sql`delete from invoices where id = ${sale.id}`);
    }
  });
});

describe('days are local (Europe/Paris)', () => {
  it("an order counts in its local day's period: 23:30 on 31 March in March, 00:30 on 1 April in April", async () => {
    const db = f.ctx.database.db;
    // 2024-03-31 is the first day of summer time: Paris is UTC+2 in the evening.
    for (const [reference, at, total] of [
      ['CMD-LATE-MARCH', '2024-03-31T21:30:00Z', '70'],
      ['CMD-EARLY-APRIL', '2024-03-31T22:30:00Z', '90'],
    ] as const) {
      await db.execute(
        sql`insert into orders (reference, client_id, company_id, status, currency, subtotal, total_amount, created_at)
          values (${reference}, ${f.clientA.id}, ${f.companyA.id}, 'confirmed', 'EUR', ${total}, ${total}, ${at}::timestamptz)`,
      );
    }
    const march = await get('/api/analytics/overview?from=2024-03-01&to=2024-03-31');
    const april = await get('/api/analytics/overview?from=2024-04-01&to=2024-04-30');
    expect([march.figures.orderIntake, march.figures.orderCount]).toEqual(['70.00', 1]);
    expect([april.figures.orderIntake, april.figures.orderCount]).toEqual(['90.00', 1]);
  });
});

describe('a receivable without a client record', () => {
  it('is its own party, named by the invoice (the only rows the name is read for)', async () => {
    await invoice({
      direction: 'outgoing',
      clientId: null,
      companyId: f.companyA.id,
      partyName: 'Client de passage',
      status: 'sent',
      issueDate: '2026-03-10',
      dueDate: '2026-03-20',
      subtotal: '250',
      taxAmount: '50',
      totalAmount: '300',
    });
    const body = await get(`/api/analytics/receivables?${Q1}`);
    const walkIn = body.parties.find((p: { name: string }) => p.name === 'Client de passage');
    expect(walkIn).toMatchObject({ id: null, invoices: 1, d1to30: '300.00', total: '300.00' });
    expect(body.parties.find((p: { id: string }) => p.id === f.clientA.id).name).toBe('Client Alpha');
  });
});

// Last in the file: a rate written touches every summarised month from its day on (migration
// 0016's trigger), and the job then rebuilds them all; a test after this one would wait for it.
describe('order intake in another currency', () => {
  it("converts each order at its own local day's rate, and counts an order without a rate apart", async () => {
    const db = f.ctx.database.db;
    await db.execute(
      sql`insert into exchange_rates (base, quote, rate, rate_date, source)
        values ('MUR', 'EUR', '0.8', '2023-06-01', 'manual'), ('MUR', 'EUR', '0.9', '2023-06-15', 'manual')`,
    );
    // 23:30 UTC on 14 June is 15 June in Paris: the second rate.
    for (const [reference, currency, at, total] of [
      ['CMD-MUR-BEFORE', 'MUR', '2023-05-20T10:00:00Z', '100'],
      ['CMD-MUR-FIRST', 'MUR', '2023-06-10T10:00:00Z', '100'],
      ['CMD-MUR-LOCAL', 'MUR', '2023-06-14T23:30:00Z', '100'],
      ['CMD-MUR-SECOND', 'MUR', '2023-06-20T10:00:00Z', '50'],
      ['CMD-EUR-ONE', 'EUR', '2023-06-20T10:00:00Z', '10'],
      ['CMD-EUR-TWO', 'EUR', '2023-06-20T11:00:00Z', '10'],
    ] as const) {
      await db.execute(
        sql`insert into orders (reference, client_id, company_id, status, currency, subtotal, total_amount, created_at)
          values (${reference}, ${f.clientA.id}, ${f.companyA.id}, 'confirmed', ${currency}, ${total}, ${total}, ${at}::timestamptz)`,
      );
    }
    const body = await get('/api/analytics/overview?from=2023-05-01&to=2023-06-30');
    // 100 × 0.8 + 100 × 0.9 + 50 × 0.9 + 10 + 10; the May order has no rate yet
    expect([body.figures.orderIntake, body.figures.orderCount, body.figures.unconverted]).toEqual([
      '235.00',
      5,
      1,
    ]);
  });
});
