/**
 * The dashboard ('Tableau de Bord Opérationnel', /dashboard): spec 001 §2 Dashboard, §7 (the
 * dashboard loads requests and orders and computes counts by status, the high-priority count, the
 * sum of total_amount and the first 5 items), §9 (5 items; week, month, quarter, year).
 *
 * Everything is computed by the server in SQL over what the caller may see:
 * - requests (demandes) only when the caller has the 'demandes' module, all of them (requests
 *   do not belong to a company);
 * - orders only when the caller has the 'orders' module, restricted to the caller's companies;
 * - a part the caller has no module for is `null` and listed in `unavailable`.
 *
 * The period is the current calendar week (from Monday), month, quarter or year in the
 * Europe/Paris time zone, up to now: a record counts when `period.from <= created_at <= now`.
 * It applies to the counters, the total order value and the recent lists alike.
 */
import { z } from 'zod';
import { CURRENCY_CODES } from '../currency';
import { DEMANDE_PRIORITIES, DEMANDE_STATUSES } from './demandes';
import { ORDER_STATUSES } from './sales';
import { wholeCounts } from '../contracts';

export const DASHBOARD_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
/** Default period (spec §2: 'Default period is month'). */
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'month';
/** The calendar the periods follow: the company works in France. */
export const DASHBOARD_TIME_ZONE = 'Europe/Paris';
/** Length of the recent lists (spec §9). */
export const DASHBOARD_RECENT_LIMIT = 5;

/** The parts of the dashboard and the module each needs. */
export const DASHBOARD_PARTS = { requests: 'demandes', orders: 'orders', cash: 'invoices' } as const;
export type DashboardPart = keyof typeof DASHBOARD_PARTS;

export function isDashboardPeriod(value: unknown): value is DashboardPeriod {
  return typeof value === 'string' && (DASHBOARD_PERIODS as readonly string[]).includes(value);
}

export const dashboardQuery = z.object({
  period: z
    .enum(DASHBOARD_PERIODS, { error: 'errors.invalidValue' })
    .optional()
    .default(DEFAULT_DASHBOARD_PERIOD),
});
export type DashboardQuery = z.output<typeof dashboardQuery>;

export const dashboardPeriodInfo = z.object({
  key: z.enum(DASHBOARD_PERIODS),
  /** Start of the calendar period (ISO 8601, an instant: midnight in Europe/Paris). */
  from: z.string(),
  /** Now, when the figures were computed (ISO 8601). */
  to: z.string(),
  timeZone: z.string(),
});

export const recentRequest = z.object({
  id: z.uuid(),
  title: z.string(),
  /** Null shows 'Client non spécifié'. */
  client: z.string().nullable(),
  status: z.enum(DEMANDE_STATUSES),
  priority: z.enum(DEMANDE_PRIORITIES),
  createdAt: z.string(),
});
export type RecentRequest = z.infer<typeof recentRequest>;

export const requestsPart = z.object({
  /** Requests created in the period, by status; `highPriority` counts those of priority 'high'. */
  counts: z.object({
    ...wholeCounts('total', 'pending', 'inProgress', 'completed', 'cancelled', 'highPriority'),
  }),
  /** The 5 most recent requests of the period, newest first. */
  recent: z.array(recentRequest),
});
export type DashboardRequests = z.infer<typeof requestsPart>;

export const recentOrder = z.object({
  id: z.uuid(),
  reference: z.string(),
  /** The client's company (the order's company). */
  clientCompany: z.string(),
  clientName: z.string(),
  status: z.enum(ORDER_STATUSES),
  total: z.object({ amount: z.string(), currency: z.string() }),
  createdAt: z.string(),
});
export type RecentOrder = z.infer<typeof recentOrder>;

export const ordersPart = z.object({
  /** Orders created in the period that the caller may see (their companies), by status. */
  counts: z.object({
    ...wholeCounts('total', 'draft', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled'),
  }),
  /**
   * Sum of the totals of the period's orders that are not cancelled, converted into the caller's
   * base currency at the current rates. `amount` is null when a currency has no rate
   * (`missingRates` lists them and `note` says so); never converted at 1.
   */
  totalValue: z.object({
    amount: z.string().nullable(),
    currency: z.enum(CURRENCY_CODES),
    missingRates: z.array(z.string()),
    /** The oldest rate date used, when a conversion was needed. */
    rateDate: z.string().nullable(),
    note: z.string().nullable(),
  }),
  /** The 5 most recent orders of the period, newest first. */
  recent: z.array(recentOrder),
});
export type DashboardOrders = z.infer<typeof ordersPart>;

/** The cash in the bank (issue 33 §3): each account of the caller's companies with its computed balance. */
export const cashPart = z.object({
  accounts: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      currency: z.string(),
      balance: z.string(),
      /** The last transaction's day. */
      balanceDate: z.string().nullable(),
      unmatched: z.number().int(),
    }),
  ),
  /** The balances added up per currency (never converted). */
  totals: z.array(z.object({ currency: z.string(), balance: z.string() })),
});
export type DashboardCash = z.infer<typeof cashPart>;

export const dashboardResponse = z.object({
  period: dashboardPeriodInfo,
  /** Null when the caller does not have the 'demandes' module. */
  requests: requestsPart.nullable(),
  /** Null when the caller does not have the 'orders' module. */
  orders: ordersPart.nullable(),
  /** Null when the caller does not have the 'invoices' module (the bank's access). */
  cash: cashPart.nullable(),
  /** The parts left out, with the module they need and a message saying so. */
  unavailable: z.array(
    z.object({
      part: z.enum(['requests', 'orders', 'cash']),
      module: z.enum(['demandes', 'orders', 'invoices']),
      message: z.string(),
    }),
  ),
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

/** A count's share of a total, as a whole percent (0 when the total is 0). */
export function shareOf(count: number, total: number): number {
  if (!Number.isFinite(count) || !Number.isFinite(total) || total <= 0 || count <= 0) return 0;
  return Math.min(100, Math.round((count / total) * 100));
}
