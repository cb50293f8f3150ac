import { and, asc, count, eq, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import type {
  DemandeCounters,
  ListDemandesQuery,
  ListDemandesResponse,
  MemberRef,
} from '@comptoir/core/modules/demandes';
import { containing } from '../../../db/rows';
import type { Db } from '../../../db/client';
import { demandes, teamMembers } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { assigneesOf, present, selectDemandes, type DemandeRow } from './read';

/** The list of requests (search, filters, sort, paging, counters) and the team directory. */

/** Accented lower-case letters of French (and common Latin) text and their plain forms, for translate(). */
const ACCENTED = 'àáâãäåçèéêëìíîïñòóôõöùúûüýÿ';
const UNACCENTED = 'aaaaaaceeeeiiiinooooouuuuyy';

/** The list's scope: search, priority and member; the status filter comes on top (not for counters). */
function scopeOf(query: ListDemandesQuery): SQL | undefined {
  const q = normalizeSearch(query.q ?? '');
  // Without case or accents: the term is normalised like products' search text, the columns folded in SQL.
  const folded = (column: SQL) => sql`translate(lower(${column}), ${ACCENTED}, ${UNACCENTED})`;
  const pattern = q ? containing(q) : undefined;
  return and(
    pattern
      ? or(
          sql`${folded(sql`${demandes.title}`)} like ${pattern}`,
          sql`${folded(sql`${demandes.description}`)} like ${pattern}`,
          sql`${folded(sql`coalesce(${demandes.client}, '')`)} like ${pattern}`,
          sql`${folded(sql`${demandes.category}`)} like ${pattern}`,
        )
      : undefined,
    query.priority ? eq(demandes.priority, query.priority) : undefined,
    query.memberId
      ? sql`exists (select 1 from demande_assignees da where da.demande_id = "demandes"."id" and da.member_id = ${query.memberId})`
      : undefined,
  );
}

function orderOf(query: ListDemandesQuery): SQL[] {
  const dir = sql.raw(query.order === 'asc' ? 'asc' : 'desc');
  const key = {
    createdAt: sql`${demandes.createdAt}`,
    deadline: sql`${demandes.deadline}`,
    priority: sql`case ${demandes.priority} when 'high' then 3 when 'medium' then 2 else 1 end`,
    title: sql`lower(${demandes.title})`,
    status: sql`case ${demandes.status} when 'pending' then 1 when 'in-progress' then 2 when 'completed' then 3 else 4 end`,
  }[query.sort];
  return [sql`${key} ${dir}`, sql`${demandes.createdAt} desc`, sql`${demandes.id} asc`];
}

export async function listDemandes(
  db: Db,
  auth: AuthContext,
  query: ListDemandesQuery,
): Promise<ListDemandesResponse> {
  const scope = scopeOf(query);
  const where = and(scope, query.status ? eq(demandes.status, query.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    selectDemandes(db)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(demandes).where(where),
    db.select({ status: demandes.status, n: count() }).from(demandes).where(scope).groupBy(demandes.status),
  ]);
  const assignees = await assigneesOf(
    db,
    rows.map((r) => r.id),
  );
  const counters: DemandeCounters = { total: 0, pending: 0, inProgress: 0, completed: 0, cancelled: 0 };
  for (const { status, n } of byStatus) {
    const value = Number(n);
    counters.total += value;
    if (status === 'pending') counters.pending += value;
    else if (status === 'in-progress') counters.inProgress += value;
    else if (status === 'completed') counters.completed += value;
    else if (status === 'cancelled') counters.cancelled += value;
  }
  return {
    items: (rows as DemandeRow[]).map((r) => present(r, assignees.get(r.id) ?? [], auth)),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: query.pageSize,
    counters,
  };
}

/** The team directory for the assign modal (the demandes module does not need the team module). */
export async function listMembers(db: Db): Promise<MemberRef[]> {
  return db
    .select({
      id: teamMembers.id,
      name: teamMembers.name,
      email: teamMembers.email,
      department: teamMembers.department,
      userId: teamMembers.userId,
    })
    .from(teamMembers)
    .orderBy(sql`lower(${teamMembers.name})`, asc(teamMembers.id))
    .limit(1000);
}
