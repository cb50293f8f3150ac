/**
 * Time tracking and goals (issue 14 §2, §3): the time entries of each user (a running timer is an
 * entry without an end, one per user), the team members' hourly costs (profitability), and the
 * goals whose progress is computed from the data.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { creatorAndTimes, userRef, users } from './platform';
import { demandes, tasks } from './workspace';
import { clients, orders } from './sales';
import { amount, day, instant, optionalOwnedBy, optionalRef, ownedBy, primaryId, updatedAt } from './columns';

export const timeEntries = pgTable(
  'time_entries',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    startedAt: instant('started_at').notNull(),
    /** Null while the timer runs. */
    endedAt: instant('ended_at'),
    note: text('note'),
    billable: boolean('billable').notNull().default(false),
    taskId: optionalRef('task_id', () => tasks.id),
    demandeId: optionalRef('demande_id', () => demandes.id),
    clientId: optionalRef('client_id', () => clients.id),
    orderId: optionalRef('order_id', () => orders.id),
    ...creatorAndTimes(),
  },
  (t) => [
    index('time_entries_user_start_idx').on(t.userId, t.startedAt),
    index('time_entries_start_idx').on(t.startedAt),
    index('time_entries_order_idx').on(t.orderId),
    index('time_entries_client_idx').on(t.clientId),
    // One running timer per user.
    uniqueIndex('time_entries_running_key')
      .on(t.userId)
      .where(sql`${t.endedAt} is null`),
    check('time_entries_span_check', sql`${t.endedAt} is null or ${t.endedAt} > ${t.startedAt}`),
    check(
      'time_entries_max_check',
      sql`${t.endedAt} is null or ${t.endedAt} - ${t.startedAt} <= interval '24 hours'`,
    ),
    check(
      'time_entries_one_link_check',
      sql`num_nonnulls(${t.taskId}, ${t.demandeId}, ${t.clientId}, ${t.orderId}) <= 1`,
    ),
  ],
);

/** A team member's hourly cost (Admin and above set it), in `currency`. */
export const memberHourlyCosts = pgTable(
  'member_hourly_costs',
  {
    userId: ownedBy('user_id', () => users.id).primaryKey(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    updatedBy: userRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [check('member_hourly_costs_amount_check', sql`${t.amount} >= 0`)],
);

export const goals = pgTable(
  'goals',
  {
    id: primaryId(),
    title: text('title').notNull(),
    /** 'person', 'department' or 'company'. */
    scope: text('scope').notNull(),
    userId: optionalOwnedBy('user_id', () => users.id),
    department: text('department'),
    measure: text('measure').notNull(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    target: amount('target').notNull(),
    ...creatorAndTimes(),
  },
  (t) => [
    index('goals_user_idx').on(t.userId),
    index('goals_scope_idx').on(t.scope, t.department),
    index('goals_period_idx').on(t.periodEnd, t.periodStart),
    check('goals_scope_check', sql`${t.scope} in ('person', 'department', 'company')`),
    check(
      'goals_owner_check',
      sql`(${t.scope} = 'person' and ${t.userId} is not null) or (${t.scope} = 'department' and ${t.department} is not null) or ${t.scope} = 'company'`,
    ),
    check('goals_period_check', sql`${t.periodEnd} >= ${t.periodStart}`),
    check('goals_target_check', sql`${t.target} > 0`),
  ],
);
