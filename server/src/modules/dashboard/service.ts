/**
 * The dashboard's figures (spec 001 §2 Dashboard, §7), computed in SQL over what the caller may
 * see: requests when they have the 'demandes' module (requests belong to no company), orders of
 * their companies when they have the 'orders' module. See core/src/modules/dashboard.ts for the
 * period rule (calendar period in Europe/Paris, up to now).
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  DASHBOARD_PARTS,
  DASHBOARD_RECENT_LIMIT,
  DASHBOARD_TIME_ZONE,
  type DashboardCash,
  type DashboardOrders,
  type DashboardPart,
  type DashboardPeriod,
  type DashboardRequests,
  type DashboardResponse,
  type RecentOrder,
  type RecentRequest,
} from '@comptoir/core/modules/dashboard';
import type { DemandePriority, DemandeStatus } from '@comptoir/core/modules/demandes';
import type { OrderStatus } from '@comptoir/core/modules/sales';
import { hasModule } from '@comptoir/core/permissions';
import type { Db } from '../../db/client';
import { countsOf, rowsOf } from '../../db/rows';
import { clients, companies, demandes, orders } from '../../db/schema/index';
import { companyScope, subject, type AuthContext } from '../../platform/access';
import { getBaseCurrency, totalInBase } from '../currency/service';
import { iso, pick } from '../../platform/service';
import { addAmounts } from '@comptoir/core/money';
import { listAccounts } from '../bank/service/accounts';
import { cachedByRevision } from '../../platform/revision-cache';

/** Translates a message key with values in the caller's language. */
export type Translate = (key: string, values?: Record<string, string | number>) => string;

interface PeriodBounds {
  key: DashboardPeriod;
  /** ISO 8601 instants. */
  from: string;
  to: string;
}

/**
 * The current calendar period in Europe/Paris: from its first midnight (Monday for a week) up to
 * now, as the database sees the time (one clock for every figure).
 */
export async function periodBounds(db: Db, period: DashboardPeriod): Promise<PeriodBounds> {
  const zone = DASHBOARD_TIME_ZONE;
  const [row] = await rowsOf<{ from: Date | string; to: Date | string }>(
    db,
    sql`select (date_trunc(${period}::text, now() at time zone ${zone}::text) at time zone ${zone}::text) as "from",
               now() as "to"`,
  );
  return { key: period, from: iso(row!.from), to: iso(row!.to) };
}

/** `from <= column <= to`. */
function within(column: AnyPgColumn, bounds: PeriodBounds): SQL {
  return sql`${column} >= ${bounds.from}::timestamptz and ${column} <= ${bounds.to}::timestamptz`;
}

const count = (where?: SQL) =>
  where ? sql<number>`(count(*) filter (where ${where}))::int` : sql<number>`count(*)::int`;

type CamelCase<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<CamelCase<B>>}` : S;

/** The count of the rows, `total`, and of those in each of `statuses` ('in-progress' as `inProgress`). */
function statusCounts<S extends string>(status: AnyPgColumn, statuses: readonly S[]) {
  const counts = statuses.map((value) => [
    value.replace(/-(\w)/g, (_, c: string) => c.toUpperCase()),
    count(sql`${status} = ${value}`),
  ]);
  return { total: count(), ...(Object.fromEntries(counts) as Record<CamelCase<S>, SQL<number>>) };
}

async function requestFigures(db: Db, bounds: PeriodBounds): Promise<DashboardRequests> {
  const where = within(demandes.createdAt, bounds);
  const [[counts], recent] = await Promise.all([
    db
      .select({
        ...statusCounts(demandes.status, ['pending', 'in-progress', 'completed', 'cancelled']),
        highPriority: count(sql`${demandes.priority} = 'high'`),
      })
      .from(demandes)
      .where(where),
    db
      .select(pick(demandes, ['id', 'title', 'client', 'status', 'priority', 'createdAt']))
      .from(demandes)
      .where(where)
      .orderBy(desc(demandes.createdAt), desc(demandes.id))
      .limit(DASHBOARD_RECENT_LIMIT),
  ]);
  return {
    counts: countsOf(counts, ['total', 'pending', 'inProgress', 'completed', 'cancelled', 'highPriority']),
    recent: recent.map((r): RecentRequest => ({
      id: r.id,
      title: r.title,
      client: r.client?.trim() ? r.client : null,
      status: r.status as DemandeStatus,
      priority: r.priority as DemandePriority,
      createdAt: iso(r.createdAt),
    })),
  };
}

/** Numeric sums come back as strings ('1234.50'); an empty group as null. */
function amountString(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '0';
  const text = String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? text : '0';
}

async function orderFigures(
  db: Db,
  auth: AuthContext,
  bounds: PeriodBounds,
  translate: Translate,
): Promise<DashboardOrders> {
  const where = and(companyScope(auth, orders.companyId), within(orders.createdAt, bounds));
  // The orders read (counts and sums over the period, the latest ones) change only when orders,
  // clients, companies or company grants do, which bump the 'sales' revision (decision 0015):
  // cached under it per caller and period start, so a year's figures are not summed again on
  // every visit (issue 31). The rates and the base currency are read each time.
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  const read = () =>
    Promise.all([
      db
        .select(
          statusCounts(orders.status, ['draft', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled']),
        )
        .from(orders)
        .where(where),
      db
        .select({ currency: orders.currency, amount: sql<string>`sum(${orders.subtotal})::text` })
        .from(orders)
        .where(and(where, sql`${orders.status} <> 'cancelled'`))
        .groupBy(orders.currency),
      db
        .select({
          id: orders.id,
          reference: orders.reference,
          clientCompany: companies.name,
          clientName: clients.name,
          status: orders.status,
          amount: sql<string>`${orders.subtotal}::text`,
          currency: orders.currency,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .innerJoin(companies, eq(companies.id, orders.companyId))
        .innerJoin(clients, eq(clients.id, orders.clientId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(DASHBOARD_RECENT_LIMIT),
    ]);
  const [[[counts], sums, recent], base] = await Promise.all([
    cachedByRevision(db, 'sales', JSON.stringify(['dashboard', who, bounds.from]), read),
    getBaseCurrency(db, auth.user.id),
  ]);
  const value = await totalInBase(db, sums, base);
  return {
    counts: countsOf(counts, ['total', 'draft', 'pending', 'confirmed', 'shipped', 'delivered', 'cancelled']),
    totalValue: {
      ...value,
      currency: base,
      note: value.missingRates.length
        ? translate('dashboard.notes.rateMissing', {
            currencies: value.missingRates.join(', '),
            base,
          })
        : null,
    },
    recent: recent.map((r): RecentOrder => ({
      ...pick(r, ['id', 'reference', 'clientCompany', 'clientName']),
      status: r.status as OrderStatus,
      total: { amount: amountString(r.amount), currency: r.currency },
      createdAt: iso(r.createdAt),
    })),
  };
}

/** The bank accounts' balances (issue 33 §3), and their sum per currency. */
async function cashFigures(db: Db, auth: AuthContext): Promise<DashboardCash> {
  const accounts = (await listAccounts(db, auth)).map((a) =>
    pick(a, ['id', 'name', 'currency', 'balance', 'balanceDate', 'unmatched']),
  );
  const byCurrency = new Map<string, string>();
  for (const a of accounts)
    byCurrency.set(a.currency, addAmounts(byCurrency.get(a.currency) ?? '0', a.balance));
  return {
    accounts,
    totals: [...byCurrency]
      .map(([currency, balance]) => ({ currency, balance }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

export async function getDashboard(
  db: Db,
  auth: AuthContext,
  period: DashboardPeriod,
  translate: Translate,
): Promise<DashboardResponse> {
  const who = subject(auth.user);
  const allowed = (part: DashboardPart) => hasModule(who, DASHBOARD_PARTS[part]);
  const bounds = await periodBounds(db, period);
  const [requests, ordersPart, cash] = await Promise.all([
    allowed('requests') ? requestFigures(db, bounds) : null,
    allowed('orders') ? orderFigures(db, auth, bounds, translate) : null,
    allowed('cash') ? cashFigures(db, auth) : null,
  ]);
  const unavailable = (Object.keys(DASHBOARD_PARTS) as DashboardPart[])
    .filter((part) => !allowed(part))
    .map((part) => ({
      part,
      module: DASHBOARD_PARTS[part],
      message: translate(`dashboard.unavailable.${part}`),
    }));
  return {
    period: { ...bounds, timeZone: DASHBOARD_TIME_ZONE },
    requests,
    orders: ordersPart,
    cash,
    unavailable,
  };
}
