/**
 * Financial analysis ('Analyses Financières', module `analytics`; spec 001 §2, issue 14 §1).
 * Every figure is computed in SQL from invoices, payments, orders, quotes, supplier quotations,
 * products and time entries, in the book currency (EUR) with the rate stored on each invoice at
 * its issue; orders, quotes, quotations and product prices (which store no rate) are converted at
 * the latest published rate on or before their date, and are left out when there is none (their
 * count is given). The definitions are written on the page (`analytics.definitions.*`).
 *
 * Amounts are decimal strings with 2 places in the book currency; rates are percent strings with
 * 1 place, null when the denominator is 0.
 */
import { z } from 'zod';
import { pageFields, sortFields, wholeCounts } from '../contracts';
import { calendarDay } from '../fields';

export const ANALYTICS_TABS = [
  'overview',
  'cashflow',
  'profitability',
  'receivables',
  'payables',
  'detailed',
] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];
/** The specification's period selector, plus a custom range. */
export const ANALYTICS_PERIODS = ['week', 'month', 'quarter', 'year', 'custom'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const ANALYTICS_EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export const AGEING_BUCKETS = ['notDue', 'd1to30', 'd31to60', 'd61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
/** Where the cost of a sold line comes from (profitability). */
export const COST_SOURCES = [
  'landed',
  'incoming_invoices',
  'purchase_order',
  'supplier_quotation',
  'product_price',
  'none',
] as const;
export type CostSource = (typeof COST_SOURCES)[number];
/** The forecast of the cashflow tab looks this many days ahead. */
export const FORECAST_DAYS = 90;
/** Profitability: at most this many rows per table on the page (the largest revenue first); the export takes more. */
export const PROFITABILITY_ROWS = 100;
/** The parties the receivables and payables tabs show, by balance (the totals are of all). */
export const AGEING_ROWS = 100;
export const PROFITABILITY_EXPORT_ROWS = 10_000;
/** At most this long a range (days). */
export const MAX_RANGE_DAYS = 366 * 5;

const day = calendarDay('analytics.validation.dateInvalid').optional();

const rangeFields = {
  period: z.enum(ANALYTICS_PERIODS, { error: 'errors.invalidValue' }).optional(),
  from: day,
  to: day,
  /** 'previous': the same figures for the period just before (same length; whole months shift by months). */
  compare: z.enum(['none', 'previous'], { error: 'errors.invalidValue' }).optional().default('none'),
  /** Cashflow buckets; default week up to 92 days, else month. */
  granularity: z.enum(['week', 'month'], { error: 'errors.invalidValue' }).optional(),
};

/** A complete range, from ≤ to, at most MAX_RANGE_DAYS long. */
function checkRange(v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) {
  if ((v.from === undefined) !== (v.to === undefined)) {
    ctx.addIssue({
      code: 'custom',
      path: [v.from ? 'to' : 'from'],
      message: 'analytics.validation.rangeIncomplete',
    });
    return;
  }
  if (v.from && v.to) {
    if (v.from > v.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.validation.rangeOrder' });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'analytics.validation.rangeTooLong' });
    }
  }
}

/** Query of every tab: a range (from, to inclusive) or a period around today, and the comparison. */
export const analyticsQuery = z.object(rangeFields).superRefine(checkRange);
export type AnalyticsQuery = z.output<typeof analyticsQuery>;

export const DETAILED_SORTS = ['date', 'amount', 'party', 'number', 'type'] as const;
export const DETAILED_TYPES = ['invoice', 'credit_note', 'payment'] as const;
export const detailedQuery = z
  .object({
    ...rangeFields,
    q: z.string({ error: 'errors.invalidValue' }).max(200).optional(),
    type: z.enum(DETAILED_TYPES, { error: 'errors.invalidValue' }).optional(),
    direction: z.enum(['outgoing', 'incoming'], { error: 'errors.invalidValue' }).optional(),
    ...sortFields(DETAILED_SORTS, 'date'),
    ...pageFields(50, 100),
  })
  .superRefine(checkRange);
export type DetailedQuery = z.output<typeof detailedQuery>;

export const exportAnalyticsQuery = z
  .object({ ...rangeFields, format: z.enum(ANALYTICS_EXPORT_FORMATS, { error: 'errors.invalidValue' }) })
  .superRefine(checkRange);
export type ExportAnalyticsQuery = z.output<typeof exportAnalyticsQuery>;

const amount = z.string();
const rate = z.string().nullable();
const range = z.object({ from: z.string(), to: z.string() });
const header = {
  currency: z.string(),
  period: range,
  previous: range.nullable(),
};

export const overviewFigures = z.object({
  revenue: amount,
  cashCollected: amount,
  purchases: amount,
  grossMargin: amount,
  marginRate: rate,
  openReceivables: amount,
  openPayables: amount,
  orderIntake: amount,
  orderCount: z.number().int(),
  averageOrderValue: amount.nullable(),
  quotesSent: z.number().int(),
  quotesAccepted: z.number().int(),
  quoteConversionRate: rate,
  /** Orders left out of the intake for want of a rate. */
  unconverted: z.number().int(),
});
export type OverviewFigures = z.infer<typeof overviewFigures>;

/**
 * What a tab answers (202) while the month summaries it needs are being built for the first time
 * (a fresh database, a range never read before): the page says 'calcul en cours' and asks again.
 */
export const analyticsComputing = z.object({
  computing: z.literal(true),
  /** Months being built. */
  months: z.number().int(),
});
export type AnalyticsComputing = z.infer<typeof analyticsComputing>;

export const overviewResponse = z.object({
  ...header,
  figures: overviewFigures,
  previousFigures: overviewFigures.nullable(),
  byMonth: z.array(z.object({ month: z.string(), revenue: amount, purchases: amount })),
  topClients: z.array(z.object({ id: z.string().nullable(), name: z.string(), revenue: amount })),
  topProducts: z.array(
    z.object({ id: z.string().nullable(), name: z.string(), quantity: z.string(), revenue: amount }),
  ),
});
export type OverviewResponse = z.infer<typeof overviewResponse>;

const flowTotals = z.object({ incoming: amount, outgoing: amount, net: amount });
export const cashflowResponse = z.object({
  ...header,
  granularity: z.enum(['week', 'month']),
  buckets: z.array(
    z.object({ start: z.string(), incoming: amount, outgoing: amount, net: amount, cumulative: amount }),
  ),
  totals: flowTotals,
  previousTotals: flowTotals.nullable(),
  forecast: z.object({
    from: z.string(),
    to: z.string(),
    /** Unpaid balances whose due date has passed (expected at once). */
    overdue: z.object({ incoming: amount, outgoing: amount }),
    weeks: z.array(
      z.object({ start: z.string(), incoming: amount, outgoing: amount, net: amount, cumulative: amount }),
    ),
    totals: flowTotals,
  }),
  /**
   * The bank (issue 33 §3), null when the user's companies have no account: each account's
   * computed balance and unmatched transactions; `position` adds the accounts in the book
   * currency, what the forecast starts from; `unmatched` is the money those accounts moved that
   * no invoice records yet (an unmatched credit often pays an invoice still counted as open);
   * `projected` is the position plus the overdue and forecast nets.
   */
  bank: z
    .object({
      accounts: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          currency: z.string(),
          balance: amount,
          balanceDate: z.string().nullable(),
          unmatched: z.number().int(),
        }),
      ),
      position: amount,
      unmatched: z.object({ incoming: amount, outgoing: amount, count: z.number().int() }),
      projected: amount,
    })
    .nullable(),
});
export type CashflowResponse = z.infer<typeof cashflowResponse>;

const buckets = z.object({
  notDue: amount,
  d1to30: amount,
  d31to60: amount,
  d61to90: amount,
  over90: amount,
  total: amount,
});
export type AgeingBuckets = z.infer<typeof buckets>;
export const ageingResponse = z.object({
  ...header,
  /** The day the ages are counted at (the period's end). */
  asOf: z.string(),
  parties: z.array(
    buckets.extend({ id: z.string().nullable(), name: z.string(), invoices: z.number().int() }),
  ),
  totals: buckets,
  /** How many parties have an open balance (the tab shows the first AGEING_ROWS, by balance). */
  partyCount: z.number().int(),
  /** Days sales (or payables) outstanding: open at the end ÷ invoiced in the period × days. */
  days: z.string().nullable(),
  previousDays: z.string().nullable(),
  previousTotal: amount.nullable(),
});
export type AgeingResponse = z.infer<typeof ageingResponse>;

const margin = {
  revenue: amount,
  cost: amount,
  timeCost: amount,
  hours: z.string(),
  margin: amount,
  marginRate: rate,
};
export const profitabilityResponse = z.object({
  ...header,
  totals: z.object(margin),
  previousTotals: z.object(margin).nullable(),
  byOrder: z.array(
    z.object({
      id: z.string().nullable(),
      reference: z.string().nullable(),
      client: z.string(),
      costSource: z.enum(COST_SOURCES),
      ...margin,
    }),
  ),
  byClient: z.array(z.object({ id: z.string().nullable(), name: z.string(), ...margin })),
  byProduct: z.array(
    z.object({
      id: z.string().nullable(),
      name: z.string(),
      quantity: z.string(),
      costSources: z.array(z.enum(COST_SOURCES)),
      ...margin,
    }),
  ),
  /** How many rows each table has in all (the page shows the first PROFITABILITY_ROWS). */
  rowCounts: z.object({ byOrder: z.number().int(), byClient: z.number().int(), byProduct: z.number().int() }),
});
export type ProfitabilityResponse = z.infer<typeof profitabilityResponse>;

export const detailedRow = z.object({
  /** invoice:<id> or payment:<id>. */
  key: z.string(),
  type: z.enum(DETAILED_TYPES),
  direction: z.enum(['outgoing', 'incoming']),
  date: z.string(),
  invoiceId: z.string(),
  number: z.string().nullable(),
  party: z.string(),
  /** In the invoice's currency (an invoice: its total with tax; a payment: its amount). */
  amount: z.object({ amount: amount, currency: z.string() }),
  /** In the book currency, a credit note or a refund counting negative. */
  baseAmount: amount,
  method: z.string().nullable(),
});
export type DetailedRow = z.infer<typeof detailedRow>;
export const detailedResponse = z.object({
  ...header,
  items: z.array(detailedRow),
  ...wholeCounts('total', 'page', 'pageSize'),
  /** Over every row of the filter (not only the page), in the book currency. */
  totals: z.object({ invoicedOut: amount, invoicedIn: amount, paymentsIn: amount, paymentsOut: amount }),
});
export type DetailedResponse = z.infer<typeof detailedResponse>;

// ---------------------------------------------------------------------------------------------
// Periods

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const at = (v: string) => new Date(`${v}T00:00:00Z`);
export const addDays = (v: string, n: number) => iso(new Date(at(v).getTime() + n * 86_400_000));
const monthStart = (y: number, m: number) => iso(new Date(Date.UTC(y, m, 1)));
const monthEnd = (y: number, m: number) => iso(new Date(Date.UTC(y, m + 1, 0)));

/** The range of a period containing `today` (YYYY-MM-DD); weeks start on Monday. */
export function periodRange(
  period: Exclude<AnalyticsPeriod, 'custom'>,
  today: string,
): { from: string; to: string } {
  const d = at(today);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  switch (period) {
    case 'week': {
      const from = addDays(today, -((d.getUTCDay() + 6) % 7));
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: monthStart(y, m), to: monthEnd(y, m) };
    case 'quarter': {
      const q = Math.floor(m / 3) * 3;
      return { from: monthStart(y, q), to: monthEnd(y, q + 2) };
    }
    case 'year':
      return { from: `${y}-01-01`, to: `${y}-12-31` };
  }
}

/** Days in [from, to], both included. */
export const rangeDays = (from: string, to: string) =>
  Math.round((at(to).getTime() - at(from).getTime()) / 86_400_000) + 1;

/**
 * The period just before: whole calendar months (a month, a quarter, a year) shift back by their
 * number of months; any other range by its number of days.
 */
export function previousRange(from: string, to: string): { from: string; to: string } {
  const f = at(from);
  const t = at(to);
  if (f.getUTCDate() === 1 && addDays(to, 1).endsWith('-01')) {
    const months = (t.getUTCFullYear() - f.getUTCFullYear()) * 12 + t.getUTCMonth() - f.getUTCMonth() + 1;
    const start = new Date(Date.UTC(f.getUTCFullYear(), f.getUTCMonth() - months, 1));
    return { from: iso(start), to: addDays(from, -1) };
  }
  const n = rangeDays(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}
