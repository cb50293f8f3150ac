import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Demande, DemandePriority, DemandeStatus, MemberRef } from '@comptoir/core/modules/demandes';
import { demandeAssignees, demandes, teamMembers, users } from '../../../db/schema/index';
import { lockRows } from '../../../db/rows';
import type { AuthContext } from '../../../platform/access';
import { AppError, notFound } from '../../../platform/errors';
import {
  demoRecordOf,
  displayName,
  groupBy,
  pick,
  type Runner as Reader,
  type Tx,
} from '../../../platform/service';

/**
 * Sourcing requests (demandes): requests with their assignees, requested products and files,
 * comments. Every write is one transaction with its audit entry; the routes publish the live
 * event once it is committed.
 */

export type { ActionContext, Runner as Reader, Tx } from '../../../platform/service';

/** A stored file about to be recorded (already written to storage). */
export interface StoredFile {
  kind: 'image' | 'document';
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

export const unknownMember = (field: string) =>
  new AppError(
    400,
    'validation',
    'demandes.errors.unknownMember',
    {},
    { [field]: 'demandes.errors.unknownMember' },
  );
export const commentForbidden = () =>
  new AppError(403, 'comment_forbidden', 'demandes.errors.commentForbidden');

/** What a request's form sets (and its audit entries keep), in the order of its columns. */
const DEMANDE_FIELDS = [
  'title',
  'description',
  'category',
  'priority',
  'status',
  'deadline',
  'client',
  'clientId',
  'budget',
  'location',
  'tags',
] as const;

export const demandeColumns = {
  ...pick(demandes, ['id', ...DEMANDE_FIELDS, 'orderReference', 'isDemo', 'createdBy']),
  creatorName: users.fullName,
  creatorEmail: users.email,
  createdAt: demandes.createdAt,
  updatedAt: demandes.updatedAt,
  // Qualified by hand: the subqueries must bind to the outer row.
  productCount: sql<number>`(select count(*)::int from demande_products dp where dp.demande_id = "demandes"."id")`,
  commentCount: sql<number>`(select count(*)::int from demande_comments dc where dc.demande_id = "demandes"."id")`,
};

export interface DemandeRow {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  deadline: string;
  client: string | null;
  clientId: string | null;
  budget: string | null;
  location: string | null;
  tags: string[];
  orderReference: string | null;
  isDemo: boolean;
  createdBy: string | null;
  creatorName: string | null;
  creatorEmail: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  productCount: number | string;
  commentCount: number | string;
}

export function selectDemandes(db: Reader) {
  return db.select(demandeColumns).from(demandes).leftJoin(users, eq(users.id, demandes.createdBy));
}

export async function readRow(db: Reader, id: string): Promise<DemandeRow | undefined> {
  const [row] = await selectDemandes(db).where(eq(demandes.id, id)).limit(1);
  return row as DemandeRow | undefined;
}

/** The assignees of each request, in their order. */
export async function assigneesOf(db: Reader, ids: readonly string[]): Promise<Map<string, MemberRef[]>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      demandeId: demandeAssignees.demandeId,
      ...pick(teamMembers, ['id', 'name', 'email', 'department', 'userId']),
    })
    .from(demandeAssignees)
    .innerJoin(teamMembers, eq(teamMembers.id, demandeAssignees.memberId))
    .where(inArray(demandeAssignees.demandeId, [...ids]))
    .orderBy(asc(demandeAssignees.position), asc(teamMembers.name));
  return groupBy(
    rows,
    (r) => r.demandeId,
    ({ demandeId: _, ...member }) => member,
  );
}

/** Creator, or an assigned member whose account is the caller (spec §5 'Comments'). */
export function mayComment(
  row: { createdBy: string | null },
  assignees: readonly MemberRef[],
  auth: AuthContext,
) {
  return row.createdBy === auth.user.id || assignees.some((m) => m.userId === auth.user.id);
}

export function present(row: DemandeRow, assignees: MemberRef[], auth: AuthContext): Demande {
  return {
    ...pick(row, ['id', 'title', 'description', 'category']),
    priority: row.priority as DemandePriority,
    status: row.status as DemandeStatus,
    ...pick(row, ['deadline', 'client', 'clientId', 'budget', 'location']),
    tags: row.tags ?? [],
    orderReference: row.orderReference,
    createdBy: row.createdBy
      ? { id: row.createdBy, name: displayName({ fullName: row.creatorName, email: row.creatorEmail }) }
      : null,
    assignees,
    productCount: Number(row.productCount),
    commentCount: Number(row.commentCount),
    canComment: mayComment(row, assignees, auth),
    ...demoRecordOf(row),
  };
}

export function snapshot(row: DemandeRow, assignees?: readonly MemberRef[]) {
  return {
    ...pick(row, DEMANDE_FIELDS),
    ...(assignees ? { assignees: assignees.map((m) => m.name) } : {}),
  };
}

export async function lockRow(tx: Tx, id: string): Promise<DemandeRow> {
  // Locks the request for this transaction (concurrent status changes and assignments queue up).
  if (!(await lockRows(tx, demandes, eq(demandes.id, id)))) throw notFound();
  return (await readRow(tx, id))!;
}

export const touch = (tx: Tx, id: string) =>
  tx.update(demandes).set({ updatedAt: new Date() }).where(eq(demandes.id, id));
