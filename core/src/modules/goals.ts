/**
 * Goals ('Objectifs', module `goals`; spec 000 names the module only, issue 14 §2). A goal belongs
 * to a person, a department or the company; it has a measure computed from the data over its
 * period and a target. Progress is computed live in SQL; the status follows a linear pace:
 * expected = target × elapsed share of the period; on track at or above it (or target reached), at
 * risk from 80 % of it, behind below. The history is the same computation at each week's end.
 */
import { z } from 'zod';
import { DEPARTMENTS } from './team';
import { counts, filterField, flagField, listResponse, pageFields, recordTimes } from '../contracts';
import { calendarDay, decimalField, requiredText, uuidField } from '../fields';

export const GOAL_SCOPES = ['person', 'department', 'company'] as const;
export type GoalScope = (typeof GOAL_SCOPES)[number];
export const GOAL_MEASURES = [
  'revenue',
  'cash_collected',
  'gross_margin',
  'orders_delivered',
  'quotes_accepted',
  'requests_completed',
  'tasks_completed',
  'hours_logged',
] as const;
export type GoalMeasure = (typeof GOAL_MEASURES)[number];
/** Measures in money (base currency); the others are counts, hours for 'hours_logged'. */
export const MONEY_MEASURES: readonly GoalMeasure[] = ['revenue', 'cash_collected', 'gross_margin'];
export const GOAL_STATUSES = ['on_track', 'at_risk', 'behind'] as const;
export type GoalStatus = (typeof GOAL_STATUSES)[number];
/** At risk from this share of the expected value, behind below it. */
export const AT_RISK_RATIO = 0.8;
export const GOALS_MAX_PAGE_SIZE = 100;
/** A goal's period spans at most this many days (history stays short). */
export const MAX_GOAL_DAYS = 731;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);

/** The share of the period elapsed at the end of `today` (0 before it starts, 1 after it ends). */
export function elapsedShare(periodStart: string, periodEnd: string, today: string): number {
  const total = dayNumber(periodEnd) - dayNumber(periodStart) + 1;
  const done = dayNumber(today) - dayNumber(periodStart) + 1;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, done / total));
}

/** The status by linear pace. */
export function paceStatus(value: number, target: number, share: number): GoalStatus {
  if (value >= target) return 'on_track';
  const expected = target * share;
  if (expected <= 0 || value >= expected) return 'on_track';
  return value >= expected * AT_RISK_RATIO ? 'at_risk' : 'behind';
}

/** Progress in percent of the target, one decimal (may pass 100). */
export function progressPercent(value: number, target: number): number {
  if (target <= 0) return 0;
  return Math.round((value / target) * 1000) / 10;
}

const periodDay = calendarDay('goals.validation.periodRequired', 'goals.validation.dateInvalid');

/** Above 0, up to 12 integer digits and 2 decimals. */
const target = decimalField('goals.validation.targetInvalid', {
  scale: 2,
  integerDigits: 12,
  positive: true,
});

const fields = {
  title: requiredText('goals.validation.titleRequired', 200, { tooLong: 'goals.validation.tooLong' }),
  scope: z.enum(GOAL_SCOPES, { error: 'goals.validation.scopeInvalid' }),
  /** The person (scope 'person'). */
  userId: uuidField('goals.validation.userRequired').optional().nullable(),
  /** The department (scope 'department'). */
  department: z.enum(DEPARTMENTS, { error: 'goals.validation.departmentRequired' }).optional().nullable(),
  measure: z.enum(GOAL_MEASURES, { error: 'goals.validation.measureInvalid' }),
  periodStart: periodDay,
  periodEnd: periodDay,
  target,
};

type Shape = {
  scope?: GoalScope;
  userId?: string | null;
  department?: string | null;
  periodStart?: string;
  periodEnd?: string;
};
export function goalShapeIssues(v: Shape): { path: string; key: string }[] {
  const issues: { path: string; key: string }[] = [];
  if (v.scope === 'person' && !v.userId)
    issues.push({ path: 'userId', key: 'goals.validation.userRequired' });
  if (v.scope === 'department' && !v.department)
    issues.push({ path: 'department', key: 'goals.validation.departmentRequired' });
  if (v.periodStart && v.periodEnd) {
    if (v.periodEnd < v.periodStart) issues.push({ path: 'periodEnd', key: 'goals.validation.periodOrder' });
    else if (dayNumber(v.periodEnd) - dayNumber(v.periodStart) + 1 > MAX_GOAL_DAYS)
      issues.push({ path: 'periodEnd', key: 'goals.validation.periodTooLong' });
  }
  return issues;
}

export const goalBody = z.object(fields).superRefine((v, ctx) => {
  for (const issue of goalShapeIssues(v))
    ctx.addIssue({ code: 'custom', message: issue.key, path: [issue.path] });
});
export type GoalBody = z.output<typeof goalBody>;
export type GoalInput = z.input<typeof goalBody>;

/** PATCH: any subset; the shape is checked again on the merged goal by the server. */
export const goalPatch = z.object(fields).partial();
export type GoalPatch = z.output<typeof goalPatch>;

export const goalIdParams = z.object({ id: uuidField() });

export const listGoalsQuery = z.object({
  scope: filterField(z.enum(GOAL_SCOPES)),
  /** '1': only the caller's own goals and their department's (the dashboard card). */
  mine: flagField(),
  /** 'current': periods that include today; 'past', 'future'. */
  period: z
    .enum(['current', 'past', 'future', 'all', ''], { error: 'errors.invalidValue' })
    .optional()
    .transform((v) => (v === '' || v === undefined ? 'all' : v)),
  ...pageFields(50, GOALS_MAX_PAGE_SIZE),
});
export type ListGoalsQuery = z.output<typeof listGoalsQuery>;

export const goalPoint = z.object({
  /** The week's last day (or the period's end), YYYY-MM-DD. */
  weekEnd: z.string(),
  value: z.number(),
  expected: z.number(),
  status: z.enum(GOAL_STATUSES),
});
export type GoalPoint = z.infer<typeof goalPoint>;

export const goal = z.object({
  id: z.string(),
  title: z.string(),
  scope: z.enum(GOAL_SCOPES),
  user: z.object({ id: z.string(), name: z.string() }).nullable(),
  department: z.string().nullable(),
  measure: z.enum(GOAL_MEASURES),
  periodStart: z.string(),
  periodEnd: z.string(),
  target: z.number(),
  /** Base currency code for money measures, else null. */
  currency: z.string().nullable(),
  ...counts('value', 'expected', 'progress'),
  status: z.enum(GOAL_STATUSES),
  /** Whether the caller may edit and delete it. */
  editable: z.boolean(),
  ...recordTimes,
});
export type Goal = z.infer<typeof goal>;

export const goalDetail = goal.extend({ history: z.array(goalPoint) });
export type GoalDetail = z.infer<typeof goalDetail>;

export const listGoalsResponse = listResponse(goal, {
  /** Whether the caller may set department and company goals (and goals of others). */
  canManage: z.boolean(),
  today: z.string(),
});
export type ListGoalsResponse = z.infer<typeof listGoalsResponse>;

export const goalResponse = z.object({ goal: goalDetail, message: z.string() });
export type GoalResponse = z.infer<typeof goalResponse>;

export const goalPeopleResponse = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), department: z.string().nullable() })),
});
export type GoalPeopleResponse = z.infer<typeof goalPeopleResponse>;

/** Roles that set department and company goals and goals of others. */
export const GOAL_MANAGER_ROLES = ['Super Admin', 'Admin', 'Manager'] as const;
