/**
 * Team management: spec 001 §2 Team management, §3 TeamMember, §4 team member, §5 Team add,
 * §8 team messages, §9 efficiency colours. Zod messages are i18n keys of the `team` namespace
 * (or `errors`).
 *
 * The old product typed its figures in; here they are computed (issue 5):
 * - tasks completed: the member's user's tasks with status completed;
 * - efficiency: of those, the share completed on time (completed on or before the due date),
 *   in percent; null ('—') when the member has no completed task;
 * - status: from the member's user's last request (max(sessions.last_seen_at)): online under
 *   5 minutes, away under an hour, offline otherwise or without an account.
 */
import { z } from 'zod';
import { emailField, optionalText, patchText, requiredText, uuidField } from '../fields';
import { counts, demoRecord, filterField, listResponse, pageFields, textList, texts } from '../contracts';

export const DEPARTMENTS = ['Sourcing', 'Commercial', 'Direction'] as const;
export type Department = (typeof DEPARTMENTS)[number];
/** Levels, in the order the page groups them (highest first). */
export const LEVELS = ['executive', 'manager', 'expert', 'senior'] as const;
export type Level = (typeof LEVELS)[number];
export const MEMBER_STATUSES = ['online', 'away', 'offline'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** A request within this many milliseconds: online; within AWAY_WITHIN_MS: away; else offline. */
export const ONLINE_WITHIN_MS = 5 * 60_000;
export const AWAY_WITHIN_MS = 60 * 60_000;
export const TEAM_DEFAULT_PAGE_SIZE = 100;
export const TEAM_MAX_PAGE_SIZE = 200;
export const MAX_SPECIALTIES = 20;

export function memberStatus(lastSeenAt: Date | string | null, now = Date.now()): MemberStatus {
  if (!lastSeenAt) return 'offline';
  const age = now - new Date(lastSeenAt).getTime();
  if (age < ONLINE_WITHIN_MS) return 'online';
  if (age < AWAY_WITHIN_MS) return 'away';
  return 'offline';
}

/** Efficiency in percent from completed and on-time counts; null without completed tasks. */
export function efficiencyOf(completed: number, onTime: number): number | null {
  if (completed <= 0) return null;
  return Math.round((Math.min(onTime, completed) / completed) * 100);
}

export type EfficiencyTone = 'green' | 'blue' | 'yellow' | 'red' | 'none';
/** Spec §9: 90+ green, 80+ blue, 70+ yellow, below red. */
export function efficiencyTone(value: number | null): EfficiencyTone {
  if (value === null) return 'none';
  if (value >= 90) return 'green';
  if (value >= 80) return 'blue';
  if (value >= 70) return 'yellow';
  return 'red';
}

// The fields (core/fields.ts) with this module's messages.
const TOO_LONG = 'team.validation.tooLong';
const text = (requiredKey: string, max: number) => requiredText(requiredKey, max, { tooLong: TOO_LONG });
/** Optional text: missing, null or blank → null. */
const nullableText = (max: number) => optionalText(max, { tooLong: TOO_LONG });

const departmentField = z.enum(DEPARTMENTS, { error: 'team.validation.departmentRequired' });
const levelField = z.enum(LEVELS, { error: 'team.validation.levelInvalid' });
const roleField = optionalText(100, { tooLong: TOO_LONG, blank: '', textOnly: true });

/** A comma list or an array; trimmed, empties and duplicates dropped. */
const specialtiesField = textList().refine(
  (list) => list.length <= MAX_SPECIALTIES && list.every((s) => s.length <= 60),
  {
    error: TOO_LONG,
  },
);

const memberEmail = emailField('team.validation.emailRequired', 'team.validation.emailInvalid');

/** 'Add Member': a system user assigned to a department (starts at level senior). */
export const addUserMemberBody = z.object({
  kind: z.literal('user'),
  userId: uuidField('team.validation.userRequired'),
  department: departmentField,
  role: roleField.optional(),
  level: levelField.optional().default('senior'),
});

/** 'Nouvelle Personne': someone without an account (name, e-mail and role required). */
export const newPersonBody = z.object({
  kind: z.literal('person'),
  name: text('team.validation.nameRequired', 200),
  email: memberEmail,
  role: text('team.validation.roleRequired', 100),
  department: departmentField,
  level: levelField.optional().default('senior'),
  phone: nullableText(40),
  location: nullableText(100),
  specialties: specialtiesField,
});

/**
 * POST /api/team-members: `{ userId, department }` adds a user, anything else is a new person.
 * `kind` may be given ('user' | 'person'); without it, the presence of `userId` decides.
 */
export const createMemberBody = z.preprocess(
  (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    const body = v as Record<string, unknown>;
    if (body.kind !== undefined) return body;
    return { ...body, kind: body.userId !== undefined && body.userId !== null ? 'user' : 'person' };
  },
  z.discriminatedUnion('kind', [addUserMemberBody, newPersonBody], { error: 'errors.invalidValue' }),
);
export type CreateMemberBody = z.output<typeof createMemberBody>;
export type AddUserMemberInput = z.input<typeof addUserMemberBody>;
export type NewPersonInput = z.input<typeof newPersonBody>;

/**
 * PATCH /api/team-members/:id: role, level, specialties, phone, location, department; name and
 * e-mail only for a member without an account (a user's come from the account).
 */
export const memberPatch = z.object({
  name: text('team.validation.nameRequired', 200).optional(),
  email: memberEmail.optional(),
  role: roleField.optional(),
  department: departmentField.optional(),
  level: levelField.optional(),
  // Missing: unchanged; null or blank clears it.
  phone: patchText(40, { tooLong: TOO_LONG }),
  location: patchText(100, { tooLong: TOO_LONG }),
  specialties: specialtiesField.optional(),
});
export type MemberPatch = z.output<typeof memberPatch>;
export type MemberPatchInput = z.input<typeof memberPatch>;

export const memberIdParams = z.object({ id: uuidField() });

export const listMembersQuery = z.object({
  department: filterField(departmentField),
  /** Name or role, case-insensitive. */
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
  ...pageFields(TEAM_DEFAULT_PAGE_SIZE, TEAM_MAX_PAGE_SIZE),
});
export type ListMembersQuery = z.output<typeof listMembersQuery>;

export const candidatesQuery = z.object({
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
});

export const teamMember = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  ...texts('name', 'email', 'role'),
  department: z.enum(DEPARTMENTS),
  level: z.enum(LEVELS),
  phone: z.string().nullable(),
  location: z.string().nullable(),
  specialties: z.array(z.string()),
  status: z.enum(MEMBER_STATUSES),
  /** The member's user's last request, or null. */
  lastSeenAt: z.string().nullable(),
  tasksCompleted: z.number(),
  tasksOnTime: z.number(),
  /** Percent of completed tasks completed on time; null without completed tasks. */
  efficiency: z.number().nullable(),
  /** Average hours from creation to completion of the completed tasks; null without any. */
  avgCompletionHours: z.number().nullable(),
  /** The member's account is a (super) administrator. */
  isAdmin: z.boolean(),
  ...demoRecord,
});
export type TeamMember = z.infer<typeof teamMember>;

export const departmentCounts = z.object({
  ...counts('Sourcing', 'Commercial', 'Direction'),
});
export type DepartmentCounts = z.infer<typeof departmentCounts>;

/** The four summary cards, over the selected department (all when none). */
export const teamSummary = z.object({
  totalMembers: z.number(),
  averageEfficiency: z.number().nullable(),
  tasksCompleted: z.number(),
  online: z.number(),
});
export type TeamSummary = z.infer<typeof teamSummary>;

export const listMembersResponse = listResponse(teamMember, {
  counters: departmentCounts,
  summary: teamSummary,
});
export type ListMembersResponse = z.infer<typeof listMembersResponse>;

export const memberResponse = z.object({ member: teamMember, message: z.string() });
export type MemberResponse = z.infer<typeof memberResponse>;

export const candidate = z.object({
  ...texts('id', 'name', 'email', 'role'),
  isSuperAdmin: z.boolean(),
  /** Super administrator or role Admin: shows 'Administrateur'. */
  isAdmin: z.boolean(),
});
export type Candidate = z.infer<typeof candidate>;
export const candidatesResponse = z.object({ items: z.array(candidate) });
export type CandidatesResponse = z.infer<typeof candidatesResponse>;
