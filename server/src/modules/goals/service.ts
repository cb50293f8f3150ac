/**
 * Goals (issue 14 §2): who sees and sets which goals, and their live progress.
 *
 * Visibility: managers and above see every goal; others see the company's goals, their own and
 * their department's (the department of their entry in the team directory). Managers and above
 * set department and company goals and anyone's goals; others set only their own personal goals.
 */
import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import {
  GOAL_MANAGER_ROLES,
  GOALS_MAX_PAGE_SIZE,
  MONEY_MEASURES,
  elapsedShare,
  goalShapeIssues,
  paceStatus,
  progressPercent,
  type Goal,
  type GoalBody,
  type GoalDetail,
  type GoalMeasure,
  type GoalPatch,
  type GoalPoint,
  type GoalScope,
  type ListGoalsQuery,
  type ListGoalsResponse,
} from '@comptoir/core/modules/goals';
import { companyToday } from '@comptoir/core/modules/time';
import type { Db } from '../../db/client';
import { listPage, tableTotal } from '../../db/list-query';
import { goals, teamMembers, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { AppError, fieldError } from '../../platform/errors';
import {
  type ActionContext,
  type Runner,
  type Tx,
  auditTrail,
  definedFields,
  displayNameSql,
  found,
  iso,
  pick,
} from '../../platform/service';
import { BOOK_CURRENCY } from '../invoices/read';
import { weeklyValues, type GoalOwner } from './measures';

/** Today in Europe/Paris; a test may fix it (`vi.spyOn(goalClock, 'today')`). */
export const goalClock = {
  today: (): string => companyToday(),
};

export const isGoalManager = (auth: AuthContext) =>
  auth.user.isSuperAdmin || (GOAL_MANAGER_ROLES as readonly string[]).includes(auth.user.role);

const managersOnly = () => new AppError(403, 'forbidden_action', 'goals.errors.managersOnly');

const ownerName = displayNameSql(users) as SQL<string | null>;

const columns = {
  ...pick(goals, ['id', 'title', 'scope', 'userId']),
  userName: ownerName,
  ...pick(goals, ['department', 'measure', 'periodStart', 'periodEnd', 'target', 'createdAt', 'updatedAt']),
};
type GoalRow = {
  id: string;
  title: string;
  scope: string;
  userId: string | null;
  userName: string | null;
  department: string | null;
  measure: string;
  periodStart: string;
  periodEnd: string;
  target: string;
  createdAt: Date | string;
  updatedAt: Date | string;
};

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const minDay = (a: string, b: string) => (a < b ? a : b);
const round2 = (n: number) => Math.round(n * 100) / 100;

async function departmentOf(db: Runner, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ department: teamMembers.department })
    .from(teamMembers)
    .where(eq(teamMembers.userId, userId))
    .limit(1);
  return row?.department ?? null;
}

function mayEdit(auth: AuthContext, row: { scope: string; userId: string | null }): boolean {
  return isGoalManager(auth) || (row.scope === 'person' && row.userId === auth.user.id);
}

/** The goal's progress and, with `history`, its weekly points, computed now. */
async function evaluate(db: Db, auth: AuthContext, row: GoalRow, today: string, history: boolean) {
  const owner: GoalOwner = { scope: row.scope as GoalScope, userId: row.userId, department: row.department };
  const measure = row.measure as GoalMeasure;
  const weeks = await weeklyValues(db, measure, owner, auth, row.periodStart, row.periodEnd);
  const target = Number(row.target);
  const value = round2(weeks.reduce((s, w) => s + w.value, 0));
  const share = elapsedShare(row.periodStart, row.periodEnd, today);
  const expected = round2(target * share);
  const goal: Goal = {
    id: row.id,
    title: row.title,
    scope: owner.scope,
    user: row.userId ? { id: row.userId, name: row.userName ?? '' } : null,
    department: row.department,
    measure,
    periodStart: String(row.periodStart).slice(0, 10),
    periodEnd: String(row.periodEnd).slice(0, 10),
    target,
    currency: MONEY_MEASURES.includes(measure) ? BOOK_CURRENCY : null,
    value,
    expected,
    progress: progressPercent(value, target),
    status: paceStatus(value, target, share),
    editable: mayEdit(auth, row),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
  if (!history) return { goal, history: [] as GoalPoint[] };
  const points: GoalPoint[] = [];
  const byWeek = new Map(weeks.map((w) => [w.week, w.value]));
  // Monday of the period's first week, up to the week holding today (or the period's end).
  const startDow = (new Date(`${goal.periodStart}T00:00:00Z`).getUTCDay() + 6) % 7;
  const last = minDay(today, goal.periodEnd);
  let cumulative = 0;
  for (let monday = addDays(goal.periodStart, -startDow); monday <= last; monday = addDays(monday, 7)) {
    cumulative += byWeek.get(monday) ?? 0;
    const weekEnd = minDay(addDays(monday, 6), goal.periodEnd);
    const weekShare = elapsedShare(goal.periodStart, goal.periodEnd, minDay(weekEnd, today));
    const expectedThen = round2(target * weekShare);
    points.push({
      weekEnd,
      value: round2(cumulative),
      expected: expectedThen,
      status: paceStatus(round2(cumulative), target, weekShare),
    });
  }
  return { goal, history: points };
}

/** The goals a user sees: everything for managers; else the company's, their own, their department's. */
async function visibleWhere(db: Runner, auth: AuthContext, mine: boolean): Promise<SQL | undefined> {
  if (isGoalManager(auth) && !mine) return undefined;
  const department = await departmentOf(db, auth.user.id);
  return or(
    eq(goals.scope, 'company'),
    and(eq(goals.scope, 'person'), eq(goals.userId, auth.user.id)),
    department ? and(eq(goals.scope, 'department'), eq(goals.department, department)) : undefined,
  );
}

function selectGoals(db: Runner) {
  return db.select(columns).from(goals).leftJoin(users, eq(users.id, goals.userId));
}

export async function listGoals(
  db: Db,
  auth: AuthContext,
  query: ListGoalsQuery,
): Promise<ListGoalsResponse> {
  const today = goalClock.today();
  const where = and(
    await visibleWhere(db, auth, query.mine),
    query.scope ? eq(goals.scope, query.scope) : undefined,
    query.period === 'current'
      ? sql`${goals.periodStart} <= ${today}::date and ${goals.periodEnd} >= ${today}::date`
      : query.period === 'past'
        ? sql`${goals.periodEnd} < ${today}::date`
        : query.period === 'future'
          ? sql`${goals.periodStart} > ${today}::date`
          : undefined,
  );
  const page = await listPage({
    select: selectGoals(db).$dynamic(),
    where,
    orderBy: [desc(goals.periodEnd), asc(goals.title), asc(goals.id)],
    page: query,
    total: tableTotal(db, goals, where),
    maxPageSize: GOALS_MAX_PAGE_SIZE,
  });
  const items = await Promise.all(
    (page.items as GoalRow[]).map(async (r) => (await evaluate(db, auth, r, today, false)).goal),
  );
  return {
    ...page,
    items,
    canManage: isGoalManager(auth),
    today,
  };
}

async function readVisible(db: Runner, auth: AuthContext, id: string): Promise<GoalRow> {
  const [row] = await selectGoals(db)
    .where(and(eq(goals.id, id), await visibleWhere(db, auth, false)))
    .limit(1);
  return found(row as GoalRow | undefined);
}

export async function getGoal(db: Db, auth: AuthContext, id: string): Promise<GoalDetail> {
  const row = await readVisible(db, auth, id);
  const { goal, history } = await evaluate(db, auth, row, goalClock.today(), true);
  return { ...goal, history };
}

interface Shape {
  scope: GoalScope;
  userId: string | null;
  department: string | null;
}

/** Who may own a goal with this shape; the person exists. */
async function checkShape(tx: Tx, auth: AuthContext, shape: Shape): Promise<void> {
  if (shape.scope !== 'person' || shape.userId !== auth.user.id) {
    if (!isGoalManager(auth)) throw managersOnly();
  }
  if (shape.scope === 'person') {
    const [u] = await tx.select({ id: users.id }).from(users).where(eq(users.id, shape.userId!)).limit(1);
    if (!u) throw fieldError('userId', 'goals.validation.userUnknown');
  }
}

const normalizedShape = (
  scope: GoalScope,
  userId: string | null | undefined,
  department: string | null | undefined,
) => ({
  scope,
  userId: scope === 'person' ? (userId ?? null) : null,
  department: scope === 'department' ? (department ?? null) : null,
});

function snapshot(row: GoalRow) {
  return {
    ...pick(row, ['title', 'scope', 'userId', 'department', 'measure', 'periodStart', 'periodEnd', 'target']),
    periodStart: String(row.periodStart).slice(0, 10),
    periodEnd: String(row.periodEnd).slice(0, 10),
  };
}

const audit = auditTrail<GoalRow>('goal', (row) => row.title, snapshot);

export async function createGoal(ctx: ActionContext, body: GoalBody): Promise<GoalDetail> {
  const shape = normalizedShape(body.scope, body.userId, body.department);
  const id = await ctx.db.transaction(async (tx) => {
    await checkShape(tx, ctx.auth, shape);
    const [inserted] = await tx
      .insert(goals)
      .values({
        title: body.title,
        ...shape,
        ...pick(body, ['measure', 'periodStart', 'periodEnd', 'target']),
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: goals.id });
    const [row] = await selectGoals(tx).where(eq(goals.id, inserted!.id));
    await audit(tx, ctx, 'goal.create', inserted!.id, { after: row as GoalRow });
    return inserted!.id;
  });
  return getGoal(ctx.db, ctx.auth, id);
}

export async function updateGoal(ctx: ActionContext, id: string, patch: GoalPatch): Promise<GoalDetail> {
  await ctx.db.transaction(async (tx) => {
    const before = await readVisible(tx, ctx.auth, id);
    if (!mayEdit(ctx.auth, before)) throw managersOnly();
    const scope = patch.scope ?? (before.scope as GoalScope);
    const shape = normalizedShape(
      scope,
      patch.userId !== undefined ? patch.userId : before.userId,
      patch.department !== undefined ? patch.department : before.department,
    );
    const merged = {
      ...shape,
      periodStart: patch.periodStart ?? String(before.periodStart).slice(0, 10),
      periodEnd: patch.periodEnd ?? String(before.periodEnd).slice(0, 10),
    };
    const issues = goalShapeIssues(merged);
    if (issues.length > 0) {
      throw new AppError(
        400,
        'validation',
        'errors.validation',
        {},
        Object.fromEntries(issues.map((i) => [i.path, i.key])),
      );
    }
    await checkShape(tx, ctx.auth, shape);
    await tx
      .update(goals)
      .set({
        ...shape,
        periodStart: merged.periodStart,
        periodEnd: merged.periodEnd,
        ...definedFields(patch, ['title', 'measure', 'target']),
        updatedAt: new Date(),
      })
      .where(eq(goals.id, id));
    const [after] = await selectGoals(tx).where(eq(goals.id, id));
    await audit(tx, ctx, 'goal.update', id, { before, after: after as GoalRow });
  });
  return getGoal(ctx.db, ctx.auth, id);
}

export async function deleteGoal(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await readVisible(tx, ctx.auth, id);
    if (!mayEdit(ctx.auth, before)) throw managersOnly();
    await tx.delete(goals).where(eq(goals.id, id));
    await audit(tx, ctx, 'goal.delete', id, { before });
  });
}

/** People a goal may belong to: managers pick any active user; others only themselves. */
export async function goalPeople(db: Db, auth: AuthContext) {
  const rows = await db
    .select({ id: users.id, name: ownerName, department: teamMembers.department })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(and(eq(users.isActive, true), isGoalManager(auth) ? undefined : eq(users.id, auth.user.id)))
    .orderBy(sql`lower(${ownerName})`, users.id)
    .limit(1000);
  return rows.map((r) => ({ id: r.id, name: r.name ?? '', department: r.department ?? null }));
}
