import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';

import type {
  DemandeCounters,
  ListDemandesQuery,
  ListDemandesResponse,
  MemberRef,
} from '@comptoir/core/modules/demandes';
import {
  folded,
  listPage,
  priorityRank,
  searchWhere,
  sortOrder,
  tableTotal,
  type SortSpec,
} from '../../../db/list-query';
import type { Db } from '../../../db/client';
import { demandes, teamMembers } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { assigneesOf, present, selectDemandes, type DemandeRow } from './read';
import { pick } from '../../../platform/service';

/** The list of requests (search, filters, sort, paging, counters) and the team directory. */

/** The list's scope: search, priority and member; the status filter comes on top (not for counters). */
function scopeOf(query: ListDemandesQuery): SQL | undefined {
  return and(
    // Without case or accents: the term is normalised like products' search text, the columns folded in SQL.
    searchWhere(query.q, {
      columns: [demandes.title, demandes.description, demandes.client, demandes.category],
    }),
    query.priority ? eq(demandes.priority, query.priority) : undefined,
    query.clientId ? eq(demandes.clientId, query.clientId) : undefined,
    query.memberId
      ? sql`exists (select 1 from demande_assignees da where da.demande_id = "demandes"."id" and da.member_id = ${query.memberId})`
      : undefined,
  );
}

const DEMANDE_SORT: SortSpec<ListDemandesQuery['sort']> = {
  keys: {
    createdAt: demandes.createdAt,
    deadline: demandes.deadline,
    priority: priorityRank(demandes.priority),
    title: folded(demandes.title),
    status: sql`case ${demandes.status} when 'pending' then 1 when 'in-progress' then 2 when 'completed' then 3 else 4 end`,
  },
  fallback: 'createdAt',
  direction: 'desc',
  then: [{ expr: demandes.createdAt, desc: true }],
  id: demandes.id,
};

export async function listDemandes(
  db: Db,
  auth: AuthContext,
  query: ListDemandesQuery,
): Promise<ListDemandesResponse> {
  const scope = scopeOf(query);
  const where = and(scope, query.status ? eq(demandes.status, query.status) : undefined);
  const [{ items: rows, ...page }, byStatus] = await Promise.all([
    listPage({
      select: selectDemandes(db).$dynamic(),
      where,
      orderBy: sortOrder(DEMANDE_SORT, query.sort, query.order),
      page: query,
      total: tableTotal(db, demandes, where),
    }),
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
    ...page,
    items: (rows as DemandeRow[]).map((r) => present(r, assignees.get(r.id) ?? [], auth)),
    counters,
  };
}

/** The team directory for the assign modal (the demandes module does not need the team module). */
export async function listMembers(db: Db): Promise<MemberRef[]> {
  return db
    .select(pick(teamMembers, ['id', 'name', 'email', 'department', 'userId']))
    .from(teamMembers)
    .orderBy(sql`lower(${teamMembers.name})`, asc(teamMembers.id))
    .limit(1000);
}
