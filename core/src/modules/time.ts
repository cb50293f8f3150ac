/**
 * Time tracking ('Suivi du Temps', module `time`; spec 000 names the module only, issue 14 §3).
 * A time entry is a span of work of one user: a running timer (no end yet, one per user, kept on
 * the server so it survives reloads, tabs and devices) or an entry typed by hand. It may be linked
 * to one task, request (demande), client or order, with a note and a billable flag.
 *
 * Rules (server-side, French messages): the end comes after the start, at most 24 hours per entry,
 * no overlap with another entry of the same user (409). Zod messages are i18n keys of `time`.
 */
import { z } from 'zod';
import { listResponse, pageFields, recordTimes } from '../contracts';
import { calendarDay, currencyField, decimalField, optionalUuid, patchText, uuidField } from '../fields';

/** Days are counted in this time zone (the timesheet's columns, the goals' 'hours logged'). */
export const TIME_ZONE = 'Europe/Paris';

const companyDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The company's day at `now` (TIME_ZONE), YYYY-MM-DD: the day the whole product calls today
 * (documents' dates and numbers' years, validity and due dates, goals, the timesheet, the
 * analysis's default period). Between midnight in Paris and midnight UTC, the UTC day is still the
 * day before.
 */
export function companyToday(now: Date = new Date()): string {
  return companyDay.format(now);
}
/** At most this long per entry. */
export const MAX_ENTRY_MS = 24 * 60 * 60 * 1000;
export const TIME_MAX_PAGE_SIZE = 500;
export const MAX_NOTE_LENGTH = 2000;

/** What an entry may be linked to (at most one of them). */
export const TIME_LINK_KINDS = ['task', 'demande', 'client', 'order'] as const;
export type TimeLinkKind = (typeof TIME_LINK_KINDS)[number];
export const TIME_EXPORT_FORMATS = ['xlsx', 'csv'] as const;

/** Missing: unchanged (undefined); null or '': no link. */
const uuidOrNull = optionalUuid('time.validation.linkInvalid').optional();

const instant = (requiredKey: string) =>
  z
    .string({ error: requiredKey })
    .trim()
    .min(1, { error: requiredKey })
    .max(40, { error: 'time.validation.dateInvalid' })
    .refine((v) => !Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T/.test(v), {
      error: 'time.validation.dateInvalid',
    })
    .transform((v) => new Date(v).toISOString());

const note = patchText(MAX_NOTE_LENGTH, { tooLong: 'time.validation.noteTooLong' });

const links = {
  taskId: uuidOrNull,
  demandeId: uuidOrNull,
  clientId: uuidOrNull,
  orderId: uuidOrNull,
};

type Links = {
  taskId?: string | null;
  demandeId?: string | null;
  clientId?: string | null;
  orderId?: string | null;
};
const oneLinkAtMost = (v: Links) =>
  [v.taskId, v.demandeId, v.clientId, v.orderId].filter(Boolean).length <= 1;
const ONE_LINK = { error: 'time.validation.oneLink', path: ['link'] };

/** Checks an entry's span: end after start and at most 24 hours. Returns the i18n key, or null. */
export function spanError(startedAt: string | Date, endedAt: string | Date): string | null {
  const start = new Date(startedAt).getTime();
  const end = new Date(endedAt).getTime();
  if (!(end > start)) return 'time.validation.endBeforeStart';
  if (end - start > MAX_ENTRY_MS) return 'time.validation.tooLong';
  return null;
}

/** A timer start: what it is for (all optional). */
export const startTimerBody = z
  .object({ note, billable: z.boolean({ error: 'errors.invalidValue' }).optional(), ...links })
  .refine(oneLinkAtMost, ONE_LINK);
export type StartTimerBody = z.output<typeof startTimerBody>;

/** An entry typed by hand: start and end required. */
export const timeEntryBody = z
  .object({
    startedAt: instant('time.validation.startRequired'),
    endedAt: instant('time.validation.endRequired'),
    note,
    billable: z.boolean({ error: 'errors.invalidValue' }).optional().default(false),
    /** Managers and above may log time for someone else. */
    userId: uuidField().optional(),
    ...links,
  })
  .refine(oneLinkAtMost, ONE_LINK)
  .superRefine((v, ctx) => {
    const key = spanError(v.startedAt, v.endedAt);
    if (key) ctx.addIssue({ code: 'custom', message: key, path: ['endedAt'] });
  });
export type TimeEntryBody = z.output<typeof timeEntryBody>;
export type TimeEntryInput = z.input<typeof timeEntryBody>;

/** PATCH: any subset; the span is checked on the merged entry by the server. */
export const timeEntryPatch = z
  .object({
    startedAt: instant('time.validation.startRequired').optional(),
    endedAt: instant('time.validation.endRequired').optional(),
    note,
    billable: z.boolean({ error: 'errors.invalidValue' }).optional(),
    ...links,
  })
  .refine(oneLinkAtMost, ONE_LINK);
export type TimeEntryPatch = z.output<typeof timeEntryPatch>;

export const timeEntryIdParams = z.object({ id: uuidField() });

const dayField = calendarDay('time.validation.dateInvalid');

/** Who a timesheet is of: the caller's, or, with `scope=team` (managers and above), every user's, `userId` one of them. */
const timesheetFields = {
  from: dayField,
  to: dayField,
  scope: z.enum(['mine', 'team'], { error: 'errors.invalidValue' }).optional().default('mine'),
  userId: uuidField().optional(),
};

/** `schema` with its days `from` to `to` in order and at most `maxDays` apart. */
function withinDays<S extends z.ZodType<{ from: string; to: string }>>(schema: S, maxDays: number): S {
  return schema
    .refine((v) => v.from <= v.to, { error: 'time.validation.rangeInvalid', path: ['to'] })
    .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= maxDays * 86_400_000, {
      error: 'time.validation.rangeTooLong',
      path: ['to'],
    });
}

/**
 * The timesheet: entries that start on the days `from` to `to` (inclusive, Europe/Paris; at most
 * 92 days), a page of them.
 */
export const listTimeEntriesQuery = withinDays(
  z.object({ ...timesheetFields, ...pageFields(200, TIME_MAX_PAGE_SIZE) }),
  92,
);
export type ListTimeEntriesQuery = z.output<typeof listTimeEntriesQuery>;

/** The timesheet's export: at most 366 days, as xlsx by default. */
export const exportTimeEntriesQuery = withinDays(
  z.object({
    ...timesheetFields,
    format: z.enum(TIME_EXPORT_FORMATS, { error: 'errors.invalidValue' }).optional().default('xlsx'),
  }),
  366,
);
export type ExportTimeEntriesQuery = z.output<typeof exportTimeEntriesQuery>;

export const timeLink = z.object({ kind: z.enum(TIME_LINK_KINDS), id: z.string(), label: z.string() });
export type TimeLink = z.infer<typeof timeLink>;

export const timeEntry = z.object({
  id: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  startedAt: z.string(),
  /** Null while the timer runs. */
  endedAt: z.string().nullable(),
  /** Minutes, whole; up to now for a running timer. */
  minutes: z.number(),
  /** The day it starts on (Europe/Paris), YYYY-MM-DD. */
  day: z.string(),
  note: z.string().nullable(),
  billable: z.boolean(),
  link: timeLink.nullable(),
  running: z.boolean(),
  /** Whether the caller may edit and delete it. */
  editable: z.boolean(),
  ...recordTimes,
});
export type TimeEntry = z.infer<typeof timeEntry>;

export const timesheetTotals = z.object({
  minutes: z.number(),
  billableMinutes: z.number(),
  byDay: z.array(z.object({ day: z.string(), minutes: z.number() })),
  /** Per linked item; `link` null for the time linked to nothing. */
  byItem: z.array(z.object({ link: timeLink.nullable(), minutes: z.number() })),
  byUser: z.array(z.object({ id: z.string(), name: z.string(), minutes: z.number() })),
});
export type TimesheetTotals = z.infer<typeof timesheetTotals>;

export const listTimeEntriesResponse = listResponse(timeEntry, {
  totals: timesheetTotals,
});
export type ListTimeEntriesResponse = z.infer<typeof listTimeEntriesResponse>;

export const timeEntryResponse = z.object({ entry: timeEntry, message: z.string() });
export type TimeEntryResponse = z.infer<typeof timeEntryResponse>;
export const runningResponse = z.object({ entry: timeEntry.nullable() });
export type RunningResponse = z.infer<typeof runningResponse>;

export const linkOptionsQuery = z.object({
  kind: z.enum(TIME_LINK_KINDS, { error: 'errors.invalidValue' }),
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
});
export const linkOptionsResponse = z.object({ items: z.array(timeLink) });
export type LinkOptionsResponse = z.infer<typeof linkOptionsResponse>;

/** The hourly cost of a team member (Admin and above set it; feeds profitability). */
export const hourlyCostBody = z.object({
  amount: decimalField('time.validation.costInvalid', { input: 'plain', scale: 2, integerDigits: 8 }),
  currency: currencyField().optional().default('EUR'),
});
export type HourlyCostBody = z.output<typeof hourlyCostBody>;
export const userIdParams = z.object({ userId: uuidField() });

export const memberCost = z.object({
  userId: z.string(),
  name: z.string(),
  hourlyCost: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  updatedAt: z.string().nullable(),
});
export type MemberCost = z.infer<typeof memberCost>;
export const memberCostsResponse = z.object({ items: z.array(memberCost), canEdit: z.boolean() });
export type MemberCostsResponse = z.infer<typeof memberCostsResponse>;
export const memberCostResponse = z.object({ item: memberCost, message: z.string() });

/** Roles that see the team's time and edit anyone's entries. */
export const TIME_MANAGER_ROLES = ['Super Admin', 'Admin', 'Manager'] as const;
/** Roles that set hourly costs. */
export const COST_ROLES = ['Super Admin', 'Admin'] as const;

/** Minutes as '7 h 05'. */
export function formatMinutes(minutes: number): string {
  const m = Math.max(0, Math.round(minutes));
  return `${Math.floor(m / 60)} h ${String(m % 60).padStart(2, '0')}`;
}
