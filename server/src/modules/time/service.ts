/**
 * Time entries (issue 14 §3): the timer (one running entry per user, on the server), entries typed
 * by hand, the weekly timesheet with its totals, and the members' hourly costs.
 *
 * Rules: the end after the start and at most 24 hours (400), no overlap with another entry of the
 * same user (409; a running timer reaches to infinity, so nothing may be logged after its start
 * while it runs). Writes of one user's entries are serialised by a transaction-scoped advisory
 * lock on the user, so two tabs cannot both start a timer or log overlapping spans.
 */
import { and, asc, desc, eq, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  COST_ROLES,
  TIME_MANAGER_ROLES,
  TIME_MAX_PAGE_SIZE,
  TIME_ZONE,
  spanError,
  type HourlyCostBody,
  type ListTimeEntriesQuery,
  type ListTimeEntriesResponse,
  type MemberCost,
  type StartTimerBody,
  type TimeEntry,
  type TimeEntryBody,
  type TimeEntryPatch,
  type TimeLink,
  type TimeLinkKind,
} from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { listPage, searchWhere } from '../../db/list-query';
import { exists } from '../../db/rows';
import {
  clients,
  demandes,
  memberHourlyCosts,
  orders,
  tasks,
  timeEntries,
  users,
} from '../../db/schema/index';
import { companyScope, type AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, fieldError, notFound } from '../../platform/errors';
import {
  type ActionContext,
  type Runner,
  type Tx,
  answerConstraints,
  definedFields,
  displayNameSql,
  found,
  iso,
  pick,
} from '../../platform/service';

/** Now, for the timer; a test may fix it (`vi.spyOn(timeClock, 'now')`). */
export const timeClock = {
  now: (): Date => new Date(),
};

export const isTimeManager = (auth: AuthContext) =>
  auth.user.isSuperAdmin || (TIME_MANAGER_ROLES as readonly string[]).includes(auth.user.role);
export const isCostAdmin = (auth: AuthContext) =>
  auth.user.isSuperAdmin || (COST_ROLES as readonly string[]).includes(auth.user.role);

const notYours = () => new AppError(403, 'forbidden_action', 'time.errors.notYours');
const teamOnly = () => new AppError(403, 'forbidden_action', 'time.errors.teamOnly');
const spanInvalid = (key: string) => fieldError('endedAt', key);
const linkUnknown = (field: string) => fieldError(field, 'time.validation.linkUnknown');

const userName = displayNameSql(users);
/** Local day of an instant in the timesheet's time zone. */
const localDay = (column: SQL | typeof timeEntries.startedAt) =>
  sql<string>`to_char((${column} at time zone ${TIME_ZONE})::date, 'YYYY-MM-DD')`;
/** Midnight of `day` in the time zone, as an instant. */
const midnight = (day: string) => sql`((${day})::date::timestamp at time zone ${TIME_ZONE})`;

function linkColumns(auth: AuthContext) {
  return {
    linkKind: sql<TimeLinkKind | null>`case
      when ${timeEntries.taskId} is not null then 'task'
      when ${timeEntries.demandeId} is not null then 'demande'
      when ${timeEntries.clientId} is not null then 'client'
      when ${timeEntries.orderId} is not null then 'order' end`,
    linkId: sql<
      string | null
    >`coalesce(${timeEntries.taskId}, ${timeEntries.demandeId}, ${timeEntries.clientId}, ${timeEntries.orderId})`,
    // A client or order of a company the caller cannot see keeps its kind but not its name.
    linkLabel: sql<string | null>`coalesce(${tasks.title}, ${demandes.title},
      case when ${companyScope(auth, clients.companyId)} then ${clients.name} end,
      case when ${companyScope(auth, orders.companyId)} then ${orders.reference} end)`,
  };
}

function entryColumns(auth: AuthContext, now: Date) {
  return {
    id: timeEntries.id,
    userId: timeEntries.userId,
    userName,
    startedAt: timeEntries.startedAt,
    endedAt: timeEntries.endedAt,
    minutes: sql<number>`floor(extract(epoch from (coalesce(${timeEntries.endedAt}, ${now.toISOString()}::timestamptz) - ${timeEntries.startedAt})) / 60)::int`,
    day: localDay(timeEntries.startedAt),
    note: timeEntries.note,
    billable: timeEntries.billable,
    ...linkColumns(auth),
    createdAt: timeEntries.createdAt,
    updatedAt: timeEntries.updatedAt,
  };
}

function selectEntries(db: Runner, auth: AuthContext, now = timeClock.now()) {
  return db
    .select(entryColumns(auth, now))
    .from(timeEntries)
    .innerJoin(users, eq(users.id, timeEntries.userId))
    .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
    .leftJoin(demandes, eq(demandes.id, timeEntries.demandeId))
    .leftJoin(clients, eq(clients.id, timeEntries.clientId))
    .leftJoin(orders, eq(orders.id, timeEntries.orderId));
}

interface EntryRow {
  id: string;
  userId: string;
  userName: string;
  startedAt: Date | string;
  endedAt: Date | string | null;
  minutes: number | string;
  day: string;
  note: string | null;
  billable: boolean;
  linkKind: TimeLinkKind | null;
  linkId: string | null;
  linkLabel: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

const linkOf = (kind: TimeLinkKind | null, id: string | null, label: string | null): TimeLink | null =>
  kind && id ? { kind, id, label: label ?? '—' } : null;

function present(row: EntryRow, auth: AuthContext): TimeEntry {
  return {
    id: row.id,
    user: { id: row.userId, name: row.userName },
    startedAt: iso(row.startedAt),
    endedAt: row.endedAt ? iso(row.endedAt) : null,
    minutes: Math.max(0, Number(row.minutes)),
    day: row.day,
    note: row.note,
    billable: row.billable,
    link: linkOf(row.linkKind, row.linkId, row.linkLabel),
    running: row.endedAt === null,
    editable: row.userId === auth.user.id || isTimeManager(auth),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Whose entries a timesheet query covers (403 when the caller may not see them). */
function whoseWhere(auth: AuthContext, scope: 'mine' | 'team', userId: string | undefined): SQL | undefined {
  if (userId && userId !== auth.user.id) {
    if (!isTimeManager(auth)) throw teamOnly();
    return eq(timeEntries.userId, userId);
  }
  if (userId) return eq(timeEntries.userId, userId);
  if (scope === 'team') {
    if (!isTimeManager(auth)) throw teamOnly();
    return undefined;
  }
  return eq(timeEntries.userId, auth.user.id);
}

export function timesheetWhere(
  auth: AuthContext,
  query: { from: string; to: string; scope: 'mine' | 'team'; userId?: string | undefined },
): SQL | undefined {
  return and(
    whoseWhere(auth, query.scope, query.userId),
    sql`${timeEntries.startedAt} >= ${midnight(query.from)}`,
    sql`${timeEntries.startedAt} < ${midnight(query.to)} + interval '1 day'`,
  );
}

export async function listTimeEntries(
  db: Db,
  auth: AuthContext,
  query: ListTimeEntriesQuery,
): Promise<ListTimeEntriesResponse> {
  const where = timesheetWhere(auth, query);
  const now = timeClock.now();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const minutes = sql<number>`coalesce(sum(floor(extract(epoch from (coalesce(${timeEntries.endedAt}, ${nowSql}) - ${timeEntries.startedAt})) / 60)), 0)::int`;
  const link = linkColumns(auth);
  const summary = db
    .select({
      count: sql<number>`count(*)::int`,
      minutes,
      billable: sql<number>`coalesce(sum(floor(extract(epoch from (coalesce(${timeEntries.endedAt}, ${nowSql}) - ${timeEntries.startedAt})) / 60)) filter (where ${timeEntries.billable}), 0)::int`,
    })
    .from(timeEntries)
    .where(where)
    .then(([row]) => row);
  const [page, totals, byDay, byItem, byUser] = await Promise.all([
    listPage({
      select: selectEntries(db, auth, now).$dynamic(),
      where,
      orderBy: [asc(timeEntries.startedAt), asc(timeEntries.id)],
      page: query,
      total: summary.then((row): number => Number(row?.count ?? 0)),
      present: (row: EntryRow) => present(row, auth),
      maxPageSize: TIME_MAX_PAGE_SIZE,
    }),
    summary,
    db
      .select({ day: localDay(timeEntries.startedAt), minutes })
      .from(timeEntries)
      .where(where)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({ kind: link.linkKind, id: link.linkId, label: link.linkLabel, minutes })
      .from(timeEntries)
      .leftJoin(tasks, eq(tasks.id, timeEntries.taskId))
      .leftJoin(demandes, eq(demandes.id, timeEntries.demandeId))
      .leftJoin(clients, eq(clients.id, timeEntries.clientId))
      .leftJoin(orders, eq(orders.id, timeEntries.orderId))
      .where(where)
      .groupBy(sql`1`, sql`2`, sql`3`)
      .orderBy(sql`4 desc`, sql`3`),
    db
      .select({ id: timeEntries.userId, name: userName, minutes })
      .from(timeEntries)
      .innerJoin(users, eq(users.id, timeEntries.userId))
      .where(where)
      .groupBy(timeEntries.userId, users.fullName, users.email)
      .orderBy(sql`3 desc`, sql`2`),
  ]);
  return {
    ...page,
    totals: {
      minutes: Number(totals?.minutes ?? 0),
      billableMinutes: Number(totals?.billable ?? 0),
      byDay: byDay.map((d) => ({ day: d.day, minutes: Number(d.minutes) })),
      byItem: byItem.map((i) => ({ link: linkOf(i.kind, i.id, i.label), minutes: Number(i.minutes) })),
      byUser: byUser.map((u) => ({ id: u.id, name: u.name, minutes: Number(u.minutes) })),
    },
  };
}

async function readEntry(db: Runner, auth: AuthContext, id: string): Promise<EntryRow | undefined> {
  const [row] = await selectEntries(db, auth).where(eq(timeEntries.id, id)).limit(1);
  return row as EntryRow | undefined;
}

export async function runningEntry(db: Db, auth: AuthContext): Promise<TimeEntry | null> {
  const [row] = await selectEntries(db, auth)
    .where(and(eq(timeEntries.userId, auth.user.id), isNull(timeEntries.endedAt)))
    .limit(1);
  return row ? present(row as EntryRow, auth) : null;
}

/** Serialises the writes of one user's entries until the transaction ends. */
async function lockUser(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`time:${userId}`}))`);
}

/** 409 when [start, end) (end null: open) meets another entry of the user (a running one is open). */
async function checkOverlap(
  tx: Tx,
  userId: string,
  start: Date,
  end: Date | null,
  exceptId?: string,
): Promise<void> {
  const [hit] = await tx
    .select({ id: timeEntries.id })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.userId, userId),
        exceptId ? ne(timeEntries.id, exceptId) : undefined,
        sql`tstzrange(${timeEntries.startedAt}, coalesce(${timeEntries.endedAt}, 'infinity'::timestamptz), '[)')
          && tstzrange(${start.toISOString()}::timestamptz, ${end ? end.toISOString() : 'infinity'}::timestamptz, '[)')`,
      ),
    )
    .limit(1);
  if (hit) throw conflict('time.errors.overlap');
}

interface Links {
  taskId?: string | null | undefined;
  demandeId?: string | null | undefined;
  clientId?: string | null | undefined;
  orderId?: string | null | undefined;
}

/** The linked item exists and (clients, orders) belongs to a company the caller sees. */
async function checkLinks(tx: Tx, auth: AuthContext, links: Links): Promise<void> {
  const known = async (field: keyof Links, table: PgTable, where: SQL | undefined) => {
    if (!(await exists(tx, table, where))) throw linkUnknown(field);
  };
  if (links.taskId) await known('taskId', tasks, eq(tasks.id, links.taskId));
  if (links.demandeId) await known('demandeId', demandes, eq(demandes.id, links.demandeId));
  if (links.clientId)
    await known(
      'clientId',
      clients,
      and(eq(clients.id, links.clientId), companyScope(auth, clients.companyId)),
    );
  if (links.orderId)
    await known('orderId', orders, and(eq(orders.id, links.orderId), companyScope(auth, orders.companyId)));
}

const LINK_FIELDS = ['taskId', 'demandeId', 'clientId', 'orderId'] as const;

/** The link columns to write: a body naming any link replaces the entry's link. */
function linkSet(body: Links): Partial<Record<(typeof LINK_FIELDS)[number], string | null>> {
  if (!LINK_FIELDS.some((f) => body[f] !== undefined)) return {};
  return Object.fromEntries(LINK_FIELDS.map((f) => [f, body[f] ?? null]));
}

export async function startTimer(ctx: ActionContext, body: Partial<StartTimerBody>): Promise<TimeEntry> {
  const now = timeClock.now();
  return answerConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        await lockUser(tx, ctx.auth.user.id);
        const [running] = await tx
          .select({ id: timeEntries.id })
          .from(timeEntries)
          .where(and(eq(timeEntries.userId, ctx.auth.user.id), isNull(timeEntries.endedAt)))
          .limit(1);
        if (running) throw conflict('time.errors.alreadyRunning');
        await checkOverlap(tx, ctx.auth.user.id, now, null);
        await checkLinks(tx, ctx.auth, body);
        const [inserted] = await tx
          .insert(timeEntries)
          .values({
            userId: ctx.auth.user.id,
            startedAt: now,
            note: body.note ?? null,
            billable: body.billable ?? false,
            ...linkSet(body),
            createdBy: ctx.auth.user.id,
          })
          .returning({ id: timeEntries.id });
        return present((await readEntry(tx, ctx.auth, inserted!.id))!, ctx.auth);
      }),
    // A unique-index race (two tabs starting at once) reads as 'already running'.
    { unique: () => conflict('time.errors.alreadyRunning') },
  );
}

export async function stopTimer(ctx: ActionContext): Promise<TimeEntry> {
  const now = timeClock.now();
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx, ctx.auth.user.id);
    const [running] = await tx
      .select({ id: timeEntries.id, startedAt: timeEntries.startedAt })
      .from(timeEntries)
      .where(and(eq(timeEntries.userId, ctx.auth.user.id), isNull(timeEntries.endedAt)))
      .limit(1);
    if (!running) throw conflict('time.errors.notRunning');
    const started = new Date(running.startedAt);
    const problem = spanError(started, now);
    if (problem === 'time.validation.tooLong') {
      throw new AppError(400, 'validation', 'time.errors.stopTooLong', {}, { endedAt: problem });
    }
    // Stopped within the second it started: keep a span of at least one second.
    const end = problem ? new Date(started.getTime() + 1000) : now;
    await checkOverlap(tx, ctx.auth.user.id, started, end, running.id);
    await tx.update(timeEntries).set({ endedAt: end, updatedAt: now }).where(eq(timeEntries.id, running.id));
    return present((await readEntry(tx, ctx.auth, running.id))!, ctx.auth);
  });
}

async function checkTargetUser(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) throw fieldError('userId', 'time.validation.userUnknown');
}

export async function createEntry(ctx: ActionContext, body: TimeEntryBody): Promise<TimeEntry> {
  const userId = body.userId ?? ctx.auth.user.id;
  if (userId !== ctx.auth.user.id && !isTimeManager(ctx.auth)) throw notYours();
  const start = new Date(body.startedAt);
  const end = new Date(body.endedAt);
  return ctx.db.transaction(async (tx) => {
    await checkTargetUser(tx, userId);
    await lockUser(tx, userId);
    await checkLinks(tx, ctx.auth, body);
    await checkOverlap(tx, userId, start, end);
    const [inserted] = await tx
      .insert(timeEntries)
      .values({
        userId,
        startedAt: start,
        endedAt: end,
        note: body.note ?? null,
        billable: body.billable,
        ...linkSet(body),
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: timeEntries.id });
    return present((await readEntry(tx, ctx.auth, inserted!.id))!, ctx.auth);
  });
}

async function ownedEntry(tx: Tx, auth: AuthContext, id: string) {
  const [selected] = await tx
    .select(pick(timeEntries, ['id', 'userId', 'startedAt', 'endedAt']))
    .from(timeEntries)
    .where(eq(timeEntries.id, id))
    .limit(1);
  const row = found(selected);
  if (row.userId !== auth.user.id && !isTimeManager(auth)) throw notYours();
  return row;
}

export async function updateEntry(ctx: ActionContext, id: string, patch: TimeEntryPatch): Promise<TimeEntry> {
  return ctx.db.transaction(async (tx) => {
    const before = await ownedEntry(tx, ctx.auth, id);
    await lockUser(tx, before.userId);
    const start = patch.startedAt ? new Date(patch.startedAt) : new Date(before.startedAt);
    const endValue = patch.endedAt ?? before.endedAt;
    const end = endValue ? new Date(endValue) : null;
    if (end) {
      const problem = spanError(start, end);
      if (problem) throw spanInvalid(problem);
    } else if (start.getTime() > timeClock.now().getTime()) {
      // A running timer cannot start in the future.
      throw spanInvalid('time.validation.endBeforeStart');
    }
    await checkLinks(tx, ctx.auth, patch);
    await checkOverlap(tx, before.userId, start, end, id);
    const set: Partial<typeof timeEntries.$inferInsert> = {
      startedAt: start,
      endedAt: end,
      updatedAt: timeClock.now(),
      ...linkSet(patch),
      ...definedFields(patch, ['note', 'billable']),
    };
    await tx.update(timeEntries).set(set).where(eq(timeEntries.id, id));
    return present((await readEntry(tx, ctx.auth, id))!, ctx.auth);
  });
}

export async function deleteEntry(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await ownedEntry(tx, ctx.auth, id);
    await tx.delete(timeEntries).where(eq(timeEntries.id, id));
  });
}

/** What an entry may be linked to: the table, its label, its order, the company column that scopes it. */
const LINK_SOURCES: Record<
  TimeLinkKind,
  {
    table: PgTable;
    id: AnyPgColumn;
    label: AnyPgColumn;
    order: (SQL | AnyPgColumn)[];
    company?: AnyPgColumn;
    /** The items still offered (an archived task is not). */
    offered?: SQL;
  }
> = {
  task: {
    table: tasks,
    id: tasks.id,
    label: tasks.title,
    order: [desc(tasks.createdAt), tasks.id],
    offered: isNull(tasks.archivedAt),
  },
  demande: {
    table: demandes,
    id: demandes.id,
    label: demandes.title,
    order: [desc(demandes.createdAt), demandes.id],
  },
  client: {
    table: clients,
    id: clients.id,
    label: clients.name,
    order: [sql`lower(${clients.name})`, clients.id],
    company: clients.companyId,
  },
  order: {
    table: orders,
    id: orders.id,
    label: orders.reference,
    order: [desc(orders.createdAt), orders.id],
    company: orders.companyId,
  },
};

/** Items an entry may be linked to, for the form's picker (clients and orders of the caller's companies). */
export async function linkOptions(
  db: Db,
  auth: AuthContext,
  kind: TimeLinkKind,
  q: string | undefined,
): Promise<TimeLink[]> {
  const source = LINK_SOURCES[kind];
  const rows = await db
    .select({ id: sql<string>`${source.id}`, label: sql<string>`${source.label}` })
    .from(source.table)
    .where(
      and(
        source.company ? companyScope(auth, source.company) : undefined,
        source.offered,
        searchWhere(q, { columns: [source.label] }),
      ),
    )
    .orderBy(...source.order)
    .limit(30);
  return rows.map((r) => ({ kind, id: r.id, label: r.label }));
}

// ---------------------------------------------------------------------------------------------
// Hourly costs

export async function listMemberCosts(db: Db): Promise<MemberCost[]> {
  const rows = await db
    .select({
      userId: users.id,
      name: userName,
      amount: memberHourlyCosts.amount,
      currency: memberHourlyCosts.currency,
      updatedAt: memberHourlyCosts.updatedAt,
    })
    .from(users)
    .leftJoin(memberHourlyCosts, eq(memberHourlyCosts.userId, users.id))
    .where(eq(users.isActive, true))
    .orderBy(sql`lower(${userName})`, users.id)
    .limit(1000);
  return rows.map((r) => ({
    userId: r.userId,
    name: r.name,
    hourlyCost:
      r.amount !== null && r.currency ? { amount: Number(r.amount).toFixed(2), currency: r.currency } : null,
    updatedAt: r.updatedAt ? iso(r.updatedAt) : null,
  }));
}

export async function setMemberCost(
  ctx: ActionContext,
  userId: string,
  body: HourlyCostBody,
): Promise<MemberCost> {
  if (!isCostAdmin(ctx.auth)) throw new AppError(403, 'forbidden_action', 'time.errors.costRole');
  return ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: userName })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!user) throw notFound();
    const [before] = await tx
      .select()
      .from(memberHourlyCosts)
      .where(eq(memberHourlyCosts.userId, userId))
      .limit(1);
    const now = new Date();
    await tx
      .insert(memberHourlyCosts)
      .values({
        userId,
        amount: body.amount,
        currency: body.currency,
        updatedBy: ctx.auth.user.id,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: memberHourlyCosts.userId,
        set: { amount: body.amount, currency: body.currency, updatedBy: ctx.auth.user.id, updatedAt: now },
      });
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'time.hourly_cost',
      targetType: 'user',
      targetId: userId,
      targetLabel: user.name,
      before: before ? { amount: before.amount, currency: before.currency } : null,
      after: { amount: body.amount, currency: body.currency },
    });
    return {
      userId,
      name: user.name,
      hourlyCost: { amount: Number(body.amount).toFixed(2), currency: body.currency },
      updatedAt: now.toISOString(),
    };
  });
}

export { selectEntries, present as presentEntry, type EntryRow };
