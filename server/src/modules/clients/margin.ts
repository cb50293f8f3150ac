/**
 * The margin of a client's sales on its page (issue 32 §4): the last CLIENT_MARGIN_MONTHS months of
 * its invoices, costed as the financial analysis costs them (landed costs of the orders first,
 * decision 0043), in the book currency.
 */
import { CLIENT_MARGIN_MONTHS, type ClientAnalytics } from '@comptoir/core/modules/clients';
import { add, decimal, multiply, subtract, toFixed } from '@comptoir/core/money';
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { analyticsClock } from '../analytics/service';
import { clientMargin } from '../analytics/sql';
import { BOOK_CURRENCY } from '../invoices/read';
import { ORDER_COSTS_PER_REQUEST, refreshOrderCosts } from '../purchases/service/order-costs';

/** The first day of the `months` months ending on `to` (2026-11-29 → 2025-11-30 for 12). */
export function windowStart(to: string, months: number): string {
  const d = new Date(`${to}T00:00:00Z`);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last) + 1);
  return d.toISOString().slice(0, 10);
}

export async function clientMarginFigures(
  db: Db,
  auth: AuthContext,
  clientId: string,
): Promise<ClientAnalytics['margin']> {
  await refreshOrderCosts(db, ORDER_COSTS_PER_REQUEST);
  const to = analyticsClock.today();
  const from = windowStart(to, CLIENT_MARGIN_MONTHS);
  const row = await clientMargin(db, auth, clientId, { from, to });
  const costed = add(decimal(row.realRevenue), decimal(row.estimatedRevenue));
  const margin = subtract(costed, decimal(row.cost));
  const hundredfold = multiply(margin, decimal('100'));
  return {
    currency: BOOK_CURRENCY,
    from,
    to,
    ...row,
    margin: toFixed(margin, 2),
    marginPercent:
      costed.units === 0n
        ? null
        : toFixed(
            {
              num: hundredfold.units * 10n ** BigInt(costed.scale),
              den: costed.units * 10n ** BigInt(hundredfold.scale),
            },
            1,
          ),
  };
}
