/**
 * Tasks ('Gestion des Tâches'): spec 001 §2 Tasks, §3 Task, §4 task states, §5 task creation,
 * §7 tasks calls, §8 task messages, §9 priority labels and progress by status. Zod messages are
 * i18n keys of the `tasks` namespace (or `errors`).
 *
 * Beyond the specification (issue 5): a task can be edited, its status changed from its card
 * (progress follows), deleted; overdue tasks are flagged; the list can show the caller's own tasks.
 * The assignee is a real user; the specification's `assignee` text is that user's full name, else
 * e-mail.
 *
 * Issue 30 §6: a task is deleted (after a confirmation) by its creator or an administrator, and
 * archived or brought back by anyone who may edit it. Archiving is a date beside the status, not a
 * status: an archived task leaves the board and the lists (`archived=1` lists them alone) and keeps
 * counting in the team's figures and the goals (its work was done).
 */
import { z } from 'zod';
import { can, isAdministrator, type AccessSubject } from '../permissions';
import {
  counts,
  demoRecord,
  filterField,
  flagField,
  listResponse,
  pageFields,
  parseTags,
  sortFields,
  textList,
  texts,
} from '../contracts';
import { calendarDay, requiredText, uuidField } from '../fields';

export const TASK_STATUSES = ['pending', 'in-progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

/** Progress a task gets when it reaches a status (spec §4, §9: 0, 50, 100). */
export const PROGRESS_BY_STATUS: Record<TaskStatus, number> = {
  pending: 0,
  'in-progress': 50,
  completed: 100,
};

/**
 * The progress a task has after a write: pending is always 0 and completed always 100; an
 * in-progress task keeps the progress it was given (1 to 99), else 50.
 */
export function progressFor(status: TaskStatus, requested?: number | null): number {
  if (status !== 'in-progress') return PROGRESS_BY_STATUS[status];
  if (requested === undefined || requested === null || requested <= 0 || requested >= 100) {
    return PROGRESS_BY_STATUS['in-progress'];
  }
  return Math.round(requested);
}

/** The creation dialog closes this long after 'Tâche créée avec succès!' (spec §8, §9). */
export const TASK_DIALOG_CLOSE_MS = 1500;
export const TASKS_DEFAULT_PAGE_SIZE = 24;
export const TASKS_MAX_PAGE_SIZE = 100;
export const TASK_SORTS = ['createdAt', 'dueDate', 'priority', 'title', 'status', 'progress'] as const;
export type TaskSort = (typeof TASK_SORTS)[number];
export const MAX_TASK_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

export { parseTags };

// The fields (core/fields.ts) with this module's messages.
const text = (requiredKey: string, max: number) =>
  requiredText(requiredKey, max, { tooLong: 'tasks.validation.tooLong' });

/** YYYY-MM-DD, a real calendar day. */
const dueDateField = calendarDay('tasks.validation.dueDateRequired', 'tasks.validation.dueDateInvalid');

const assigneeField = z
  .string({ error: 'tasks.validation.assigneeRequired' })
  .trim()
  .min(1, { error: 'tasks.validation.assigneeRequired' })
  .pipe(uuidField('tasks.validation.assigneeUnknown'));

/** Tags: a comma list or an array; trimmed, empties dropped (spec §5). */
const tagsField = textList()
  .refine((tags) => tags.length <= MAX_TASK_TAGS, { error: 'tasks.validation.tooManyTags' })
  .refine((tags) => tags.every((t) => t.length <= MAX_TAG_LENGTH), { error: 'tasks.validation.tagTooLong' });

const progressField = z
  .number({ error: 'tasks.validation.progressInvalid' })
  .int({ error: 'tasks.validation.progressInvalid' })
  .min(0, { error: 'tasks.validation.progressInvalid' })
  .max(100, { error: 'tasks.validation.progressInvalid' });

const statusField = z.enum(TASK_STATUSES, { error: 'tasks.validation.statusInvalid' });
const priorityField = z.enum(TASK_PRIORITIES, { error: 'tasks.validation.priorityInvalid' });

/**
 * 'Nouvelle Tâche' (spec §5): title, description, due date and assignee required with the
 * specification's messages; priority medium and status pending by default; progress follows the
 * status (see progressFor).
 */
export const taskBody = z.object({
  title: text('tasks.validation.titleRequired', 200),
  description: text('tasks.validation.descriptionRequired', 5000),
  priority: priorityField.optional().default('medium'),
  status: statusField.optional().default('pending'),
  dueDate: dueDateField,
  assigneeId: assigneeField,
  tags: tagsField,
  progress: progressField.optional(),
});
export type TaskBody = z.output<typeof taskBody>;
export type TaskInput = z.input<typeof taskBody>;

/** PATCH: any subset of the fields, same rules (the status change of a card sends `status` alone). */
export const taskPatch = z.object({
  title: text('tasks.validation.titleRequired', 200).optional(),
  description: text('tasks.validation.descriptionRequired', 5000).optional(),
  priority: priorityField.optional(),
  status: statusField.optional(),
  dueDate: dueDateField.optional(),
  assigneeId: assigneeField.optional(),
  tags: tagsField.optional(),
  progress: progressField.optional(),
});
export type TaskPatch = z.output<typeof taskPatch>;

export const taskIdParams = z.object({ id: uuidField() });

export const listTasksQuery = z.object({
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
  status: filterField(statusField),
  /** '1' or 'true': only the caller's tasks. */
  mine: flagField(),
  /** '1' or 'true': only the archived tasks; without it, only those not archived. */
  archived: flagField(),
  ...sortFields(TASK_SORTS, 'createdAt'),
  ...pageFields(TASKS_DEFAULT_PAGE_SIZE, TASKS_MAX_PAGE_SIZE),
});
export type ListTasksQuery = z.output<typeof listTasksQuery>;

export const task = z.object({
  ...texts('id', 'title', 'description'),
  priority: z.enum(TASK_PRIORITIES),
  status: z.enum(TASK_STATUSES),
  dueDate: z.string(),
  assigneeId: z.string().nullable(),
  /** The assignee's full name, else e-mail (spec §3 `assignee`); null once the user is deleted. */
  assignee: z.string().nullable(),
  tags: z.array(z.string()),
  progress: z.number(),
  /** Past its due date and not completed. */
  overdue: z.boolean(),
  completedAt: z.string().nullable(),
  /** When it was archived (off the board and the lists), else null. */
  archivedAt: z.string().nullable(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  ...demoRecord,
});
export type Task = z.infer<typeof task>;

/**
 * Who may delete a task: a user whose role deletes in the tasks module (Manager and above) and who
 * created it, or an administrator (Admin, Super Admin). The server enforces it, the web hides the
 * button from the others.
 */
export function mayDeleteTask(user: AccessSubject & { id: string }, creatorId: string | null): boolean {
  return can(user, 'tasks', 'delete') && (isAdministrator(user) || creatorId === user.id);
}

export const taskCounters = z.object({
  ...counts('total', 'inProgress', 'completed', 'pending'),
});
export type TaskCounters = z.infer<typeof taskCounters>;

export const listTasksResponse = listResponse(task, {
  /** Over the same search, 'mine' and archived scope, whatever the status filter. */
  counters: taskCounters,
});
export type ListTasksResponse = z.infer<typeof listTasksResponse>;

export const taskResponse = z.object({ task, message: z.string() });
export type TaskResponse = z.infer<typeof taskResponse>;

export const assignee = z.object({ id: z.string(), name: z.string() });
export type Assignee = z.infer<typeof assignee>;
export const assigneesResponse = z.object({ items: z.array(assignee) });
export type AssigneesResponse = z.infer<typeof assigneesResponse>;

/** YYYY-MM-DD of a local day. */
export function localDay(date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
