/**
 * The measures of goals, computed in SQL from the data (issue 14 §2). Each measure is a set of
 * dated values (day, value) attributed to a user; a goal sums them over its period for its
 * person, its department (the members of the team directory's department) or the whole company,
 * grouped by week for the history. Records of client companies the viewer cannot see are left
 * out (company scoping), as everywhere.
 *
 * Definitions (also on the page, goals.definitions.*):
 * - revenue: outgoing invoices and credit notes issued (not drafts) by issue date, subtotal
 *   (excluding tax) × the issue rate to the base currency; a credit note counts negative (an
 *   invoice cancelled by a full credit note counts, and its credit note offsets it).
 *   Attributed to the order's assignee, else the invoice's creator.
 * - cash_collected: payments on outgoing invoices by payment date, × the invoice's rate (refunds
 *   of credit notes negative). Same attribution.
 * - gross_margin: revenue minus incoming invoices (validated: not 'to_check') by issue date,
 *   subtotal × rate, incoming credit notes negative.
 * - orders_delivered: delivered orders by delivery date (else last update); assignee, else creator.
 * - quotes_accepted: accepted quotes by acceptance date; assignee, else creator.
 * - requests_completed: completed requests by last update; their assigned members.
 * - tasks_completed: completed tasks by completion date; their assignee.
 * - hours_logged: finished time entries by start day, in hours; their user.
 * Days are Europe/Paris days.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { GoalMeasure, GoalScope } from '@comptoir/core/modules/goals';
import { TIME_ZONE } from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { companyScope, type AuthContext } from '../../platform/access';

export interface GoalOwner {
  scope: GoalScope;
  userId: string | null;
  department: string | null;
}

/** The attribution filter on a user column. */
function who(owner: GoalOwner, userExpr: SQL): SQL {
  if (owner.scope === 'person') return sql`${userExpr} = ${owner.userId}`;
  if (owner.scope === 'department') {
    return sql`${userExpr} in (select tm.user_id from team_members tm where tm.department = ${owner.department} and tm.user_id is not null)`;
  }
  return sql`true`;
}

/** Visible to the viewer: no company, or one of the viewer's companies. */
const visible = (viewer: AuthContext, companyExpr: SQL) =>
  sql`(${companyExpr} is null or ${companyScope(viewer, companyExpr)})`;

const localDay = (expr: SQL) => sql`(${expr} at time zone ${TIME_ZONE})::date`;
const sign = sql`(case when i.kind = 'credit_note' then -1 else 1 end)`;
const rate = sql`coalesce(i.exchange_rate, 1)`;

function invoiceRows(
  direction: 'outgoing' | 'incoming',
  owner: GoalOwner,
  viewer: AuthContext,
  from: string,
  to: string,
  factor: SQL,
) {
  // An invoice cancelled by a full credit note still counts: its credit note offsets it.
  const excluded = direction === 'outgoing' ? sql`('draft')` : sql`('draft', 'to_check')`;
  return sql`select i.issue_date as d, ${factor} * ${sign} * i.subtotal * ${rate} as v
    from invoices i left join orders o on o.id = i.order_id
    where i.direction = ${direction} and i.status not in ${excluded}
      and i.issue_date between ${from}::date and ${to}::date
      and ${who(owner, sql`coalesce(o.assigned_to, i.created_by)`)}
      and ${visible(viewer, sql`coalesce(i.company_id, o.company_id)`)}`;
}

/** The (d, v) rows of a measure for an owner over [from, to]. */
export function measureRows(
  measure: GoalMeasure,
  owner: GoalOwner,
  viewer: AuthContext,
  from: string,
  to: string,
): SQL {
  const between = (expr: SQL) => sql`${expr} between ${from}::date and ${to}::date`;
  switch (measure) {
    case 'revenue':
      return invoiceRows('outgoing', owner, viewer, from, to, sql`1`);
    case 'gross_margin':
      return sql`${invoiceRows('outgoing', owner, viewer, from, to, sql`1`)}
        union all ${invoiceRows('incoming', owner, viewer, from, to, sql`-1`)}`;
    case 'cash_collected':
      return sql`select p.payment_date as d, ${sign} * p.amount * ${rate} as v
        from invoice_payments p join invoices i on i.id = p.invoice_id left join orders o on o.id = i.order_id
        where i.direction = 'outgoing' and ${between(sql`p.payment_date`)}
          and ${who(owner, sql`coalesce(o.assigned_to, i.created_by)`)}
          and ${visible(viewer, sql`i.company_id`)}`;
    case 'orders_delivered': {
      const day = sql`coalesce(o.delivery_date, ${localDay(sql`o.updated_at`)})`;
      return sql`select ${day} as d, 1 as v from orders o
        where o.status = 'delivered' and ${between(day)}
          and ${who(owner, sql`coalesce(o.assigned_to, o.created_by)`)}
          and ${visible(viewer, sql`o.company_id`)}`;
    }
    case 'quotes_accepted': {
      const day = localDay(sql`q.accepted_at`);
      return sql`select ${day} as d, 1 as v from quotes q
        where q.status = 'accepted' and q.accepted_at is not null and ${between(day)}
          and ${who(owner, sql`coalesce(q.assigned_to, q.created_by)`)}
          and ${visible(viewer, sql`q.company_id`)}`;
    }
    case 'requests_completed': {
      const day = localDay(sql`dm.updated_at`);
      const assigned =
        owner.scope === 'company'
          ? sql`true`
          : sql`exists (select 1 from demande_assignees da join team_members tm on tm.id = da.member_id
              where da.demande_id = dm.id and ${
                owner.scope === 'person'
                  ? sql`tm.user_id = ${owner.userId}`
                  : sql`tm.department = ${owner.department}`
              })`;
      return sql`select ${day} as d, 1 as v from demandes dm
        where dm.status = 'completed' and ${between(day)} and ${assigned}`;
    }
    case 'tasks_completed': {
      const day = localDay(sql`t.completed_at`);
      return sql`select ${day} as d, 1 as v from tasks t
        where t.status = 'completed' and t.completed_at is not null and ${between(day)}
          and ${who(owner, sql`t.assignee_id`)}`;
    }
    case 'hours_logged': {
      const day = localDay(sql`te.started_at`);
      return sql`select ${day} as d, extract(epoch from (te.ended_at - te.started_at)) / 3600.0 as v
        from time_entries te
        where te.ended_at is not null and ${between(day)} and ${who(owner, sql`te.user_id`)}`;
    }
  }
}

/** The measure's value per week (Monday) over [from, to]. */
export async function weeklyValues(
  db: Db,
  measure: GoalMeasure,
  owner: GoalOwner,
  viewer: AuthContext,
  from: string,
  to: string,
): Promise<{ week: string; value: number }[]> {
  const list = await rowsOf<{ week: string; value: string | number }>(
    db,
    sql`select to_char(date_trunc('week', s.d)::date, 'YYYY-MM-DD') as week, coalesce(sum(s.v), 0)::float8 as value
      from (${measureRows(measure, owner, viewer, from, to)}) s group by 1 order by 1`,
  );
  return list.map((r) => ({ week: String(r.week), value: Number(r.value) }));
}
