import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  TASKS_MAX_PAGE_SIZE,
  mayDeleteTask,
  progressFor,
  type Assignee,
  type ListTasksQuery,
  type ListTasksResponse,
  type Task,
  type TaskBody,
  type TaskCounters,
  type TaskPatch,
  type TaskPriority,
  type TaskStatus,
} from '@comptoir/core/modules/tasks';
import { folded, listPage, priorityRank, searchWhere, sortOrder, type SortSpec } from '../../db/list-query';
import { countsOf, exists } from '../../db/rows';
import type { Db } from '../../db/client';
import { tasks, users } from '../../db/schema/index';
import { subject, type AuthContext } from '../../platform/access';
import { AppError, validationFailed } from '../../platform/errors';
import {
  type ActionContext,
  auditTrail,
  definedFields,
  demoRecordOf,
  displayNameSql,
  found,
  iso,
  pick,
  type Tx,
} from '../../platform/service';

const assigneeUser = alias(users, 'assignee_user');
const creatorUser = alias(users, 'creator_user');

const columns = {
  ...pick(tasks, ['id', 'title', 'description', 'priority', 'status', 'dueDate', 'assigneeId']),
  // A user's display name: full name, else e-mail (spec §3 Task `assignee`).
  assignee: displayNameSql(assigneeUser) as SQL<string | null>,
  tags: tasks.tags,
  progress: tasks.progress,
  overdue: sql<boolean>`(${tasks.dueDate} < current_date and ${tasks.status} <> 'completed')`,
  completedAt: tasks.completedAt,
  archivedAt: tasks.archivedAt,
  createdById: tasks.createdBy,
  createdByName: displayNameSql(creatorUser) as SQL<string | null>,
  isDemo: tasks.isDemo,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

interface TaskRow {
  id: string;
  title: string;
  description: string;
  priority: string;
  status: string;
  dueDate: string;
  assigneeId: string | null;
  assignee: string | null;
  tags: string[];
  progress: number;
  overdue: boolean | string;
  completedAt: Date | string | null;
  archivedAt: Date | string | null;
  createdById: string | null;
  createdByName: string | null;
  isDemo: boolean;
  createdAt: Date | string;
  updatedAt: Date | string;
}

function present(row: TaskRow): Task {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as TaskPriority,
    status: row.status as TaskStatus,
    dueDate: String(row.dueDate).slice(0, 10),
    assigneeId: row.assigneeId,
    assignee: row.assignee,
    tags: row.tags ?? [],
    progress: Number(row.progress),
    overdue: row.overdue === true || row.overdue === 't' || row.overdue === 'true',
    completedAt: row.completedAt ? iso(row.completedAt) : null,
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
    createdBy: row.createdById && row.createdByName ? { id: row.createdById, name: row.createdByName } : null,
    ...demoRecordOf(row),
  };
}

function selectTasks(db: Db | Tx) {
  return db
    .select(columns)
    .from(tasks)
    .leftJoin(assigneeUser, eq(assigneeUser.id, tasks.assigneeId))
    .leftJoin(creatorUser, eq(creatorUser.id, tasks.createdBy));
}

/**
 * The search, 'mine' and archived scope (the archived tasks alone, else those not archived); the
 * status filter comes on top (counters ignore it).
 */
function scopeWhere(query: ListTasksQuery, auth: AuthContext): SQL | undefined {
  return and(
    searchWhere(query.q, {
      columns: [
        tasks.title,
        tasks.description,
        sql`array_to_string(${tasks.tags}, ' ')`,
        assigneeUser.fullName,
        assigneeUser.email,
      ],
    }),
    query.mine ? eq(tasks.assigneeId, auth.user.id) : undefined,
    query.archived ? isNotNull(tasks.archivedAt) : isNull(tasks.archivedAt),
  );
}

const TASK_SORT: SortSpec<ListTasksQuery['sort']> = {
  keys: {
    createdAt: tasks.createdAt,
    dueDate: tasks.dueDate,
    priority: priorityRank(tasks.priority),
    title: folded(tasks.title),
    status: sql`case ${tasks.status} when 'pending' then 0 when 'in-progress' then 1 else 2 end`,
    progress: tasks.progress,
  },
  fallback: 'createdAt',
  direction: 'desc',
  then: [{ expr: tasks.createdAt, desc: true }],
  id: tasks.id,
};

export async function listTasks(
  db: Db,
  auth: AuthContext,
  query: ListTasksQuery,
): Promise<ListTasksResponse> {
  const scope = scopeWhere(query, auth);
  const where = and(scope, query.status ? eq(tasks.status, query.status) : undefined);
  const [page, [counts]] = await Promise.all([
    listPage({
      select: selectTasks(db).$dynamic(),
      where,
      orderBy: sortOrder(TASK_SORT, query.sort, query.order),
      page: query,
      total: 0,
      present,
      maxPageSize: TASKS_MAX_PAGE_SIZE,
    }),
    db
      .select({
        total: sql<number>`count(*)::int`,
        pending: sql<number>`(count(*) filter (where ${tasks.status} = 'pending'))::int`,
        inProgress: sql<number>`(count(*) filter (where ${tasks.status} = 'in-progress'))::int`,
        completed: sql<number>`(count(*) filter (where ${tasks.status} = 'completed'))::int`,
      })
      .from(tasks)
      .leftJoin(assigneeUser, eq(assigneeUser.id, tasks.assigneeId))
      .where(scope),
  ]);
  const counters: TaskCounters = countsOf(counts, ['total', 'inProgress', 'completed', 'pending']);
  const total = query.status
    ? counters[query.status === 'in-progress' ? 'inProgress' : query.status]
    : counters.total;
  return { ...page, total, counters };
}

async function readTask(db: Db | Tx, id: string): Promise<TaskRow | undefined> {
  const [row] = await selectTasks(db).where(eq(tasks.id, id)).limit(1);
  return row as TaskRow | undefined;
}

export async function getTask(db: Db, id: string): Promise<Task> {
  return present(found(await readTask(db, id)));
}

/** Active users for the assignee picker, by name. */
export async function listAssignees(db: Db): Promise<Assignee[]> {
  const name = displayNameSql(users);
  const rows = await db
    .select({ id: users.id, name })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(sql`lower(${name})`, users.id)
    .limit(1000);
  return rows.map((r) => ({ id: r.id, name: r.name }));
}

const assigneeUnknown = () => validationFailed({ assigneeId: 'tasks.validation.assigneeUnknown' });

async function checkAssignee(db: Db | Tx, id: string): Promise<void> {
  if (!(await exists(db, users, and(eq(users.id, id), eq(users.isActive, true))))) throw assigneeUnknown();
}

function snapshot(row: TaskRow) {
  return {
    ...pick(row, ['title', 'priority', 'status', 'dueDate', 'assigneeId', 'tags', 'progress']),
    dueDate: String(row.dueDate).slice(0, 10),
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
  };
}

const audit = auditTrail<TaskRow>('task', (row) => row.title, snapshot);

export async function createTask(ctx: ActionContext, body: TaskBody): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    await checkAssignee(tx, body.assigneeId);
    const [inserted] = await tx
      .insert(tasks)
      .values({
        ...pick(body, ['title', 'description', 'priority', 'status', 'dueDate', 'assigneeId', 'tags']),
        progress: progressFor(body.status, body.progress),
        completedAt: body.status === 'completed' ? new Date() : null,
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: tasks.id });
    const row = (await readTask(tx, inserted!.id))!;
    await audit(tx, ctx, 'task.create', row.id, { after: row });
    return present(row);
  });
}

export async function updateTask(ctx: ActionContext, id: string, patch: TaskPatch): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readTask(tx, id));
    if (patch.assigneeId !== undefined && patch.assigneeId !== before.assigneeId) {
      await checkAssignee(tx, patch.assigneeId);
    }
    const previousStatus = before.status as TaskStatus;
    const status = patch.status ?? previousStatus;
    const statusChanged = status !== previousStatus;
    const set: Partial<typeof tasks.$inferInsert> = {
      updatedAt: new Date(),
      ...definedFields(patch, ['title', 'description', 'priority', 'dueDate', 'assigneeId', 'tags']),
    };
    if (statusChanged || patch.progress !== undefined) {
      set.status = status;
      // A new status brings its progress (0, 50, 100) unless a progress comes with it.
      set.progress = progressFor(status, patch.progress ?? (statusChanged ? undefined : before.progress));
    }
    if (statusChanged) set.completedAt = status === 'completed' ? new Date() : null;
    await tx.update(tasks).set(set).where(eq(tasks.id, id));
    const after = (await readTask(tx, id))!;
    await audit(tx, ctx, 'task.update', id, { before, after });
    return present(after);
  });
}

/** 403: the caller may delete tasks, but not this one (neither its creator nor an administrator). */
const notTheCreator = () => new AppError(403, 'forbidden_action', 'tasks.errors.deleteNotAllowed');

/** Deletes a task: its creator or an administrator (`mayDeleteTask`); 404 first for an unknown id. */
export async function deleteTask(ctx: ActionContext, id: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = found(await readTask(tx, id));
    if (!mayDeleteTask({ ...subject(ctx.auth.user), id: ctx.auth.user.id }, before.createdById)) {
      throw notTheCreator();
    }
    await tx.delete(tasks).where(eq(tasks.id, id));
    await audit(tx, ctx, 'task.delete', id, { before });
  });
}

/**
 * Archives a task (`archived`) or brings it back: the date is set or cleared, the status stays.
 * Asking for the state the task is already in changes nothing and writes no audit line.
 */
export async function setTaskArchived(ctx: ActionContext, id: string, archived: boolean): Promise<Task> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readTask(tx, id));
    if ((before.archivedAt !== null) === archived) return present(before);
    await tx
      .update(tasks)
      .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
      .where(eq(tasks.id, id));
    const after = (await readTask(tx, id))!;
    await audit(tx, ctx, archived ? 'task.archive' : 'task.unarchive', id, { before, after });
    return present(after);
  });
}
