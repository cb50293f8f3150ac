import { and, eq, sql } from 'drizzle-orm';
import {
  DEPARTMENTS,
  ONLINE_WITHIN_MS,
  TEAM_MAX_PAGE_SIZE,
  efficiencyOf,
  memberStatus,
  type Candidate,
  type CreateMemberBody,
  type Department,
  type DepartmentCounts,
  type Level,
  type ListMembersQuery,
  type ListMembersResponse,
  type MemberPatch,
  type TeamMember,
  type TeamSummary,
} from '@comptoir/core/modules/team';
import type { Db } from '../../db/client';
import { pageBounds, searchWhere, windowTotal } from '../../db/list-query';
import { rowsOf, valueTaken } from '../../db/rows';
import { teamMembers, users } from '../../db/schema/index';
import { AppError, validationFailed } from '../../platform/errors';
import {
  type ActionContext,
  type Runner as Reader,
  answerConstraints,
  auditTrail,
  definedFields,
  displayName,
  displayNameSql,
  found,
  iso,
  pick,
} from '../../platform/service';

export const alreadyMember = () => new AppError(409, 'already_member', 'team.errors.alreadyMember');
export const emailTaken = () => new AppError(409, 'email_taken', 'team.errors.emailTaken');
const userUnknown = () => validationFailed({ userId: 'team.errors.userUnknown' });
const identityFromAccount = () =>
  new AppError(409, 'identity_from_account', 'team.errors.identityFromAccount');

// ---------------------------------------------------------------------------------------------
// Reading: members with their computed figures

/**
 * Every member with the figures computed from the database: the account's name and e-mail when
 * the member is a user, the last request (max(sessions.last_seen_at)), completed tasks, those
 * completed on time (completed_at's day on or before due_date) and the average completion time.
 */
const enriched = sql`
  select m.id, m.user_id, m.role, m.department, m.level, m.phone, m.location, m.specialties,
    m.is_demo, m.created_at, m.updated_at,
    case when u.id is null then m.name else coalesce(nullif(trim(u.full_name), ''), u.email) end as name,
    coalesce(u.email, m.email) as email,
    coalesce(u.is_super_admin or u.role in ('Admin', 'Super Admin'), false) as is_admin,
    (select max(s.last_seen_at) from sessions s where s.user_id = m.user_id) as last_seen_at,
    coalesce(st.completed, 0) as completed,
    coalesce(st.on_time, 0) as on_time,
    st.avg_seconds
  from team_members m
  left join users u on u.id = m.user_id
  left join lateral (
    select count(*)::int as completed,
      (count(*) filter (where t.completed_at is not null and t.completed_at::date <= t.due_date))::int as on_time,
      avg(extract(epoch from (t.completed_at - t.created_at))) filter (where t.completed_at is not null)
        as avg_seconds
    from tasks t
    where m.user_id is not null and t.assignee_id = m.user_id and t.status = 'completed'
  ) st on true`;

interface MemberRow {
  id: string;
  user_id: string | null;
  name: string;
  email: string;
  role: string;
  department: string;
  level: string;
  phone: string | null;
  location: string | null;
  specialties: string[] | null;
  is_demo: boolean;
  is_admin: boolean;
  last_seen_at: Date | string | null;
  completed: number | string;
  on_time: number | string;
  avg_seconds: number | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

/** PGlite may hand back a text[] as its literal; node-postgres as an array. */
function textArray(value: string[] | string | null): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return [];
}

function present(row: MemberRow, now: number): TeamMember {
  const completed = Number(row.completed);
  const onTime = Number(row.on_time);
  const lastSeen = row.last_seen_at ? iso(row.last_seen_at) : null;
  return {
    id: row.id,
    userId: row.user_id,
    name: row.name,
    email: row.email,
    role: row.role,
    department: row.department as Department,
    level: row.level as Level,
    phone: row.phone,
    location: row.location,
    specialties: textArray(row.specialties),
    status: memberStatus(lastSeen, now),
    lastSeenAt: lastSeen,
    tasksCompleted: completed,
    tasksOnTime: onTime,
    efficiency: efficiencyOf(completed, onTime),
    avgCompletionHours:
      row.avg_seconds === null || row.avg_seconds === undefined
        ? null
        : Math.round((Number(row.avg_seconds) / 3600) * 10) / 10,
    isAdmin: row.is_admin === true,
    isDemo: row.is_demo === true,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const LEVEL_ORDER = sql`case level when 'executive' then 0 when 'manager' then 1 when 'expert' then 2 else 3 end`;

export async function listMembers(db: Db, query: ListMembersQuery): Promise<ListMembersResponse> {
  const now = Date.now();
  const department = query.department ? sql`department = ${query.department}` : sql`true`;
  const search = searchWhere(query.q, { columns: [sql`name`, sql`role`] }) ?? sql`true`;
  const bounds = pageBounds(query, TEAM_MAX_PAGE_SIZE);
  const onlineSince = new Date(now - ONLINE_WITHIN_MS).toISOString();

  const [rows, countRows, summaryRows] = await Promise.all([
    rowsOf<MemberRow & { total: number | string }>(
      db,
      sql`with e as (${enriched})
        select e.*, count(*) over () as total from e
        where ${department} and ${search}
        order by ${LEVEL_ORDER}, lower(name), id
        limit ${bounds.limit} offset ${bounds.offset}`,
    ),
    rowsOf<{ department: string; n: number | string }>(
      db,
      sql`select department, count(*)::int as n from team_members group by department`,
    ),
    rowsOf<{
      members: number | string;
      avg: number | string | null;
      completed: number | string;
      online: number | string;
    }>(
      db,
      sql`with e as (${enriched}),
        f as (
          select completed, last_seen_at,
            case when completed > 0 then round(on_time * 100.0 / completed) end as efficiency
          from e where ${department}
        )
        select count(*)::int as members, round(avg(efficiency)) as avg,
          coalesce(sum(completed), 0)::int as completed,
          (count(*) filter (where last_seen_at > ${onlineSince}::timestamptz))::int as online
        from f`,
    ),
  ]);

  const total = await windowTotal(rows, bounds, () =>
    rowsOf<{ n: number | string }>(
      db,
      sql`with e as (${enriched}) select count(*)::int as n from e where ${department} and ${search}`,
    ),
  );
  const counters = Object.fromEntries(DEPARTMENTS.map((d) => [d, 0])) as DepartmentCounts;
  for (const r of countRows) {
    if ((DEPARTMENTS as readonly string[]).includes(r.department)) {
      counters[r.department as Department] = Number(r.n);
    }
  }
  const s = summaryRows[0];
  const summary: TeamSummary = {
    totalMembers: Number(s?.members ?? 0),
    averageEfficiency: s?.avg === null || s?.avg === undefined ? null : Number(s.avg),
    tasksCompleted: Number(s?.completed ?? 0),
    online: Number(s?.online ?? 0),
  };
  return {
    items: rows.map((r) => present(r, now)),
    total,
    page: bounds.page,
    pageSize: bounds.pageSize,
    counters,
    summary,
  };
}

async function readMember(db: Reader, id: string): Promise<TeamMember | undefined> {
  const [row] = await rowsOf<MemberRow>(db, sql`with e as (${enriched}) select * from e where id = ${id}`);
  return row ? present(row, Date.now()) : undefined;
}

export async function getMember(db: Db, id: string): Promise<TeamMember> {
  return found(await readMember(db, id));
}

/** Active users not yet in the team (by account or by e-mail, case-insensitive), by name. */
export async function listCandidates(db: Db, q: string | undefined): Promise<Candidate[]> {
  const name = displayNameSql({ fullName: sql`u.full_name`, email: sql`u.email` });
  const search = searchWhere(q, { columns: [name, sql`u.email`] });
  const rows = await rowsOf<{
    id: string;
    name: string;
    email: string;
    role: string;
    is_super_admin: boolean;
  }>(
    db,
    sql`select u.id, ${name} as name, u.email, u.role, u.is_super_admin
      from users u
      where u.is_active
        and not exists (
          select 1 from team_members m where m.user_id = u.id or lower(m.email) = lower(u.email)
        )
        ${search ? sql`and ${search}` : sql``}
      order by lower(${name}), u.id
      limit 500`,
  );
  return rows.map((r) => ({
    ...pick(r, ['id', 'name', 'email', 'role']),
    isSuperAdmin: r.is_super_admin === true,
    isAdmin: r.is_super_admin === true || r.role === 'Admin' || r.role === 'Super Admin',
  }));
}

// ---------------------------------------------------------------------------------------------
// Writing

const emailInTeam = (db: Reader, email: string, exceptId?: string) =>
  valueTaken(db, teamMembers, teamMembers.email, email, exceptId);

const snapshot = (m: TeamMember) =>
  pick(m, ['name', 'email', 'role', 'department', 'level', 'phone', 'location', 'specialties', 'userId']);

const audit = auditTrail<TeamMember>('team_member', (m) => m.name, snapshot);

/** A unique violation on user_id means the user is in the team; on the e-mail, the address is. */
function alreadyMemberOrEmail(error: unknown): AppError {
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error ?? {})) + String(error);
  return text.includes('team_members_user_key') ? alreadyMember() : emailTaken();
}

export async function createMember(ctx: ActionContext, body: CreateMemberBody): Promise<TeamMember> {
  return answerConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        let values: typeof teamMembers.$inferInsert;
        if (body.kind === 'user') {
          const [user] = await tx
            .select({ id: users.id, email: users.email, fullName: users.fullName, isActive: users.isActive })
            .from(users)
            .where(eq(users.id, body.userId))
            .limit(1);
          if (!user || !user.isActive) throw userUnknown();
          const [existing] = await tx
            .select({ id: teamMembers.id })
            .from(teamMembers)
            .where(
              sql`${teamMembers.userId} = ${user.id} or lower(${teamMembers.email}) = lower(${user.email})`,
            )
            .limit(1);
          if (existing) throw alreadyMember();
          values = {
            userId: user.id,
            name: displayName(user),
            email: user.email,
            role: body.role ?? '',
            department: body.department,
            level: body.level,
          };
        } else {
          if (await emailInTeam(tx, body.email)) throw emailTaken();
          // Someone who has an account (same e-mail) is linked to it, so their activity and tasks count.
          const [account] = await tx
            .select({ id: users.id })
            .from(users)
            .where(
              and(
                sql`lower(${users.email}) = lower(${body.email})`,
                sql`not exists (select 1 from team_members m where m.user_id = ${users.id})`,
              ),
            )
            .limit(1);
          values = {
            userId: account?.id ?? null,
            ...pick(body, [
              'name',
              'email',
              'role',
              'department',
              'level',
              'phone',
              'location',
              'specialties',
            ]),
          };
        }
        const [inserted] = await tx.insert(teamMembers).values(values).returning({ id: teamMembers.id });
        const member = (await readMember(tx, inserted!.id))!;
        await audit(tx, ctx, 'team_member.create', member.id, { after: member });
        return member;
      }),
    { unique: alreadyMemberOrEmail },
  );
}

export async function updateMember(ctx: ActionContext, id: string, patch: MemberPatch): Promise<TeamMember> {
  return answerConstraints(
    () =>
      ctx.db.transaction(async (tx) => {
        const before = found(await readMember(tx, id));
        if (before.userId) {
          const renames = patch.name !== undefined && patch.name !== before.name;
          const readdresses =
            patch.email !== undefined && patch.email.toLowerCase() !== before.email.toLowerCase();
          if (renames || readdresses) throw identityFromAccount();
        } else if (patch.email !== undefined && (await emailInTeam(tx, patch.email, id))) {
          throw emailTaken();
        }
        const set: Partial<typeof teamMembers.$inferInsert> = {
          updatedAt: new Date(),
          // Name and e-mail come from the account when there is one.
          ...(before.userId ? {} : definedFields(patch, ['name', 'email'])),
          ...definedFields(patch, ['role', 'department', 'level', 'phone', 'location', 'specialties']),
        };
        await tx.update(teamMembers).set(set).where(eq(teamMembers.id, id));
        const after = (await readMember(tx, id))!;
        await audit(tx, ctx, 'team_member.update', id, { before, after });
        return after;
      }),
    { unique: alreadyMemberOrEmail },
  );
}

export async function deleteMember(ctx: ActionContext, id: string): Promise<TeamMember> {
  return ctx.db.transaction(async (tx) => {
    const before = found(await readMember(tx, id));
    await tx.delete(teamMembers).where(eq(teamMembers.id, id));
    await audit(tx, ctx, 'team_member.delete', id, { before });
    return before;
  });
}
