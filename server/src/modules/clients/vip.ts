/**
 * The VIP rule (shown to users on /clients): a client is VIP when its orders
 * confirmed, shipped or delivered, placed in the last VIP_WINDOW_MONTHS months, total at least the
 * threshold an administrator sets (app_settings 'clients.vipThreshold', default 10 000 EUR).
 * Amounts in other currencies are converted at the current rate (direct, inverse or via EUR);
 * an order whose currency has no rate does not count (never converted at 1). A prospect is a
 * client without any order yet.
 *
 * The same SQL serves the list (kind of each row, VIP counter, VIP filter) and the detail, so
 * they always agree.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { CURRENCY_CODES, resolveRate } from '@comptoir/core/currency';
import { toTrimmed } from '@comptoir/core/money';
import {
  DEFAULT_VIP_THRESHOLD,
  VIP_ORDER_STATUSES,
  VIP_THRESHOLD_KEY,
  VIP_WINDOW_MONTHS,
  vipThresholdBody,
  type VipSettings,
  type VipThresholdBody,
} from '@comptoir/core/modules/clients';
import type { Money } from '@comptoir/core/modules/sales';
import type { Db } from '../../db/client';
import { readSetting, writeSetting } from '../../db/rows';
import { appSettings, users } from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { currentRates } from '../currency/service';
import type { ActionContext, Runner } from './shared';

/** The stored threshold, or the default when none (or an unreadable one) is stored. */
export async function getVipThreshold(db: Runner): Promise<Money> {
  const parsed = vipThresholdBody.safeParse(await readSetting(db, VIP_THRESHOLD_KEY));
  return parsed.success ? parsed.data : { ...DEFAULT_VIP_THRESHOLD };
}

export async function getVipSettings(db: Db): Promise<VipSettings> {
  const [row] = await db
    .select({ value: appSettings.value, updatedAt: appSettings.updatedAt, updatedBy: users.fullName })
    .from(appSettings)
    .leftJoin(users, eq(users.id, appSettings.updatedBy))
    .where(eq(appSettings.key, VIP_THRESHOLD_KEY))
    .limit(1);
  const parsed = vipThresholdBody.safeParse(row?.value);
  return {
    threshold: parsed.success ? parsed.data : { ...DEFAULT_VIP_THRESHOLD },
    windowMonths: VIP_WINDOW_MONTHS,
    statuses: [...VIP_ORDER_STATUSES],
    updatedAt: parsed.success && row ? new Date(row.updatedAt).toISOString() : null,
    updatedBy: parsed.success ? (row?.updatedBy ?? null) : null,
  };
}

export async function setVipThreshold(ctx: ActionContext, body: VipThresholdBody): Promise<VipSettings> {
  await ctx.db.transaction(async (tx) => {
    const before = await getVipThreshold(tx);
    await writeSetting(tx, VIP_THRESHOLD_KEY, body, ctx.auth.user.id);
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'clients.vip_threshold',
      targetType: 'app_setting',
      targetLabel: VIP_THRESHOLD_KEY,
      before,
      after: body,
    });
  });
  return getVipSettings(ctx.db);
}

/** What the VIP SQL needs: the threshold, the rates into its currency, the window's start. */
export interface VipContext {
  threshold: Money;
  /** Currency → exact rate (decimal string) into the threshold's currency; missing: no rate. */
  rates: { currency: string; rate: string }[];
  windowStart: Date;
}

/**
 * The window's first instant: midnight UTC of the same day VIP_WINDOW_MONTHS months ago. Whole
 * days, so that a figure computed in the morning still holds in the afternoon (the list counters
 * are cached by day and data revision).
 */
export function vipWindowStart(now = new Date()): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  start.setUTCMonth(start.getUTCMonth() - VIP_WINDOW_MONTHS);
  return start;
}

/** Everything besides the data that a VIP figure depends on, as a cache key. */
export function vipKey(vip: VipContext): string {
  return JSON.stringify([vip.threshold, vip.rates, vip.windowStart.toISOString()]);
}

export async function loadVipContext(db: Runner): Promise<VipContext> {
  const threshold = await getVipThreshold(db);
  const stored = await currentRates(db as Db);
  const rates = CURRENCY_CODES.flatMap((currency) => {
    const resolved = resolveRate(stored, currency, threshold.currency);
    return resolved ? [{ currency, rate: toTrimmed(resolved.value, 10) }] : [];
  });
  return { threshold, rates, windowStart: vipWindowStart() };
}

/** The rates as an inline table r(currency, rate). Never empty: the threshold's own currency is there. */
function ratesTable(vip: VipContext): SQL {
  const rows = vip.rates.map((r) => sql`(${r.currency}::text, ${r.rate}::numeric)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as r(currency, rate)`;
}

const vipStatuses = () =>
  sql.join(
    VIP_ORDER_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );

/** The qualifying orders of the window, for the user's companies, with their converted amount. */
function qualifying(auth: AuthContext, vip: VipContext): SQL {
  return sql`from orders o join ${ratesTable(vip)} on r.currency = o.currency
    where o.status in (${vipStatuses()})
      and o.created_at >= ${vip.windowStart.toISOString()}::timestamptz
      and ${companyScope(auth, sql`o.company_id`)}`;
}

/** Subquery: the ids of the VIP clients (for `clients.id in (...)`). */
export function vipClientIds(auth: AuthContext, vip: VipContext): SQL {
  return sql`select o.client_id ${qualifying(auth, vip)}
    group by o.client_id
    having round(sum(o.subtotal * r.rate), 2) >= ${vip.threshold.amount}::numeric`;
}

/** Scalar subquery: one client's qualifying total in the threshold's currency (2 decimals). */
export function vipTotalOf(auth: AuthContext, vip: VipContext, clientId: string): SQL<string> {
  return sql<string>`(select round(coalesce(sum(o.subtotal * r.rate), 0), 2)::text ${qualifying(auth, vip)}
    and o.client_id = ${clientId})`;
}

/** Whether a client has an order (any status) in the user's companies: not a prospect. */
export const hasOrders = (auth: AuthContext): SQL<boolean> =>
  sql<boolean>`exists (select 1 from orders ox where ox.client_id = "clients"."id" and ${companyScope(auth, sql`ox.company_id`)})`;
