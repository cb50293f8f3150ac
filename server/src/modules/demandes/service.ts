import type { FastifyRequest } from 'fastify';
import { and, asc, count, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  DEMANDE_ACTIONS,
  canApply,
  type CreateDemandeBody,
  type Demande,
  type DemandeAction,
  type DemandeComment,
  type DemandeCounters,
  type DemandeDetail,
  type DemandePatch,
  type DemandePriority,
  type DemandeStatus,
  type FileRef,
  type ListDemandesQuery,
  type ListDemandesResponse,
  type MemberRef,
  type RequestedProduct,
  type RequestedProductBody,
  type RequestedProductPatch,
} from '@comptoir/core/modules/demandes';
import { containing } from '../../db/rows';
import type { Db } from '../../db/client';
import {
  demandeAssignees,
  demandeCommentAttachments,
  demandeComments,
  demandeProductFiles,
  demandeProducts,
  demandes,
  teamMembers,
  users,
} from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { AppError, conflict, notFound } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { quotationCounters } from '../quotations/service';

/**
 * Sourcing requests (demandes): requests with their assignees, requested products and files,
 * comments. Every write is one transaction with its audit entry; the routes publish the live
 * event once it is committed.
 */

export interface ActionContext {
  db: Db;
  request: FastifyRequest;
  auth: AuthContext;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

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

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();
const nameOf = (fullName: string | null | undefined, email: string | null | undefined) =>
  (fullName ?? '').trim() || email || '';

// ---------------------------------------------------------------------------------------------
// Reading

const demandeColumns = {
  id: demandes.id,
  title: demandes.title,
  description: demandes.description,
  category: demandes.category,
  priority: demandes.priority,
  status: demandes.status,
  deadline: demandes.deadline,
  client: demandes.client,
  budget: demandes.budget,
  location: demandes.location,
  tags: demandes.tags,
  orderReference: demandes.orderReference,
  isDemo: demandes.isDemo,
  createdBy: demandes.createdBy,
  creatorName: users.fullName,
  creatorEmail: users.email,
  createdAt: demandes.createdAt,
  updatedAt: demandes.updatedAt,
  // Qualified by hand: the subqueries must bind to the outer row.
  productCount: sql<number>`(select count(*)::int from demande_products dp where dp.demande_id = "demandes"."id")`,
  commentCount: sql<number>`(select count(*)::int from demande_comments dc where dc.demande_id = "demandes"."id")`,
};

interface DemandeRow {
  id: string;
  title: string;
  description: string;
  category: string;
  priority: string;
  status: string;
  deadline: string;
  client: string | null;
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

function selectDemandes(db: Reader) {
  return db.select(demandeColumns).from(demandes).leftJoin(users, eq(users.id, demandes.createdBy));
}

async function readRow(db: Reader, id: string): Promise<DemandeRow | undefined> {
  const [row] = await selectDemandes(db).where(eq(demandes.id, id)).limit(1);
  return row as DemandeRow | undefined;
}

/** The assignees of each request, in their order. */
async function assigneesOf(db: Reader, ids: readonly string[]): Promise<Map<string, MemberRef[]>> {
  const map = new Map<string, MemberRef[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      demandeId: demandeAssignees.demandeId,
      id: teamMembers.id,
      name: teamMembers.name,
      email: teamMembers.email,
      department: teamMembers.department,
      userId: teamMembers.userId,
    })
    .from(demandeAssignees)
    .innerJoin(teamMembers, eq(teamMembers.id, demandeAssignees.memberId))
    .where(inArray(demandeAssignees.demandeId, [...ids]))
    .orderBy(asc(demandeAssignees.position), asc(teamMembers.name));
  for (const { demandeId, ...member } of rows) {
    const list = map.get(demandeId) ?? [];
    list.push(member);
    map.set(demandeId, list);
  }
  return map;
}

/** Creator, or an assigned member whose account is the caller (spec §5 'Comments'). */
function mayComment(row: { createdBy: string | null }, assignees: readonly MemberRef[], auth: AuthContext) {
  return row.createdBy === auth.user.id || assignees.some((m) => m.userId === auth.user.id);
}

function present(row: DemandeRow, assignees: MemberRef[], auth: AuthContext): Demande {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority as DemandePriority,
    status: row.status as DemandeStatus,
    deadline: row.deadline,
    client: row.client,
    budget: row.budget,
    location: row.location,
    tags: row.tags ?? [],
    orderReference: row.orderReference,
    createdBy: row.createdBy ? { id: row.createdBy, name: nameOf(row.creatorName, row.creatorEmail) } : null,
    assignees,
    productCount: Number(row.productCount),
    commentCount: Number(row.commentCount),
    canComment: mayComment(row, assignees, auth),
    isDemo: row.isDemo,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

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

// Requested products and their files ---------------------------------------------------------

interface ProductRow {
  id: string;
  demandeId: string;
  name: string;
  description: string;
  quantity: string;
  specifications: string;
}

interface FileRow {
  id: string;
  productId: string;
  kind: string;
  name: string;
  mime: string;
  size: number;
  storageKey: string;
  createdAt: Date | string;
}

const productFileUrl = (demandeId: string, productId: string, fileId: string) =>
  `/api/demandes/${demandeId}/products/${productId}/files/${fileId}`;
const attachmentUrl = (demandeId: string, attachmentId: string) =>
  `/api/demandes/${demandeId}/attachments/${attachmentId}`;

function fileRef(demandeId: string, f: FileRow): FileRef {
  return {
    id: f.id,
    name: f.name,
    type: f.kind === 'image' ? 'image' : 'document',
    mime: f.mime,
    size: f.size,
    url: productFileUrl(demandeId, f.productId, f.id),
    createdAt: iso(f.createdAt),
  };
}

/**
 * The products of a request (or some of them), in order, with their files and counters; the best
 * price is in the base currency of `viewerId`.
 */
async function readProducts(
  db: Reader,
  demandeId: string,
  viewerId: string,
  productIds?: string[],
): Promise<RequestedProduct[]> {
  const rows: ProductRow[] = await db
    .select({
      id: demandeProducts.id,
      demandeId: demandeProducts.demandeId,
      name: demandeProducts.name,
      description: demandeProducts.description,
      quantity: demandeProducts.quantity,
      specifications: demandeProducts.specifications,
    })
    .from(demandeProducts)
    .where(
      and(
        eq(demandeProducts.demandeId, demandeId),
        productIds ? inArray(demandeProducts.id, productIds) : undefined,
      ),
    )
    .orderBy(asc(demandeProducts.position), asc(demandeProducts.createdAt), asc(demandeProducts.id));
  if (rows.length === 0) return [];
  const files: FileRow[] = await db
    .select({
      id: demandeProductFiles.id,
      productId: demandeProductFiles.productId,
      kind: demandeProductFiles.kind,
      name: demandeProductFiles.name,
      mime: demandeProductFiles.mime,
      size: demandeProductFiles.size,
      storageKey: demandeProductFiles.storageKey,
      createdAt: demandeProductFiles.createdAt,
    })
    .from(demandeProductFiles)
    .where(
      inArray(
        demandeProductFiles.productId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(demandeProductFiles.createdAt), asc(demandeProductFiles.id));
  const quotationsOf = await quotationCounters(
    db,
    rows.map((r) => r.id),
    viewerId,
  );
  return rows.map((p) => {
    const own = files.filter((f) => f.productId === p.id);
    const documents = own.filter((f) => f.kind === 'document').map((f) => fileRef(demandeId, f));
    return {
      id: p.id,
      name: p.name,
      description: p.description,
      quantity: p.quantity,
      specifications: p.specifications,
      images: own.filter((f) => f.kind === 'image').map((f) => fileRef(demandeId, f)),
      documents,
      // Conversations do not exist yet: their counters are the spec's starting values (0, null, false).
      messageCount: 0,
      lastMessageTime: null,
      hasUnreadMessages: false,
      // Supplier quotations: all of the product's, and the lowest converted total (quotations module).
      quotationCount: quotationsOf.get(p.id)?.quotationCount ?? 0,
      bestPrice: quotationsOf.get(p.id)?.bestPrice ?? null,
      documentCount: documents.length,
    };
  });
}

async function readDetail(db: Reader, auth: AuthContext, id: string): Promise<DemandeDetail | undefined> {
  const row = await readRow(db, id);
  if (!row) return undefined;
  const [assignees, products] = await Promise.all([
    assigneesOf(db, [id]),
    readProducts(db, id, auth.user.id),
  ]);
  return { ...present(row, assignees.get(id) ?? [], auth), products };
}

export async function getDemande(db: Db, auth: AuthContext, id: string): Promise<DemandeDetail> {
  const detail = await readDetail(db, auth, id);
  if (!detail) throw notFound();
  return detail;
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

// ---------------------------------------------------------------------------------------------
// Writing requests

function snapshot(row: DemandeRow, assignees?: readonly MemberRef[]) {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    priority: row.priority,
    status: row.status,
    deadline: row.deadline,
    client: row.client,
    budget: row.budget,
    location: row.location,
    tags: row.tags,
    ...(assignees ? { assignees: assignees.map((m) => m.name) } : {}),
  };
}

/** Replaces the assignees, keeping the given order (duplicates dropped); unknown member → 400 on `field`. */
async function setAssignees(tx: Tx, demandeId: string, memberIds: readonly string[], field: string) {
  const ids = [...new Set(memberIds)];
  if (ids.length > 0) {
    const found = await tx
      .select({ id: teamMembers.id })
      .from(teamMembers)
      .where(inArray(teamMembers.id, ids));
    if (found.length !== ids.length) throw unknownMember(field);
  }
  await tx.delete(demandeAssignees).where(eq(demandeAssignees.demandeId, demandeId));
  if (ids.length > 0) {
    await tx
      .insert(demandeAssignees)
      .values(ids.map((memberId, position) => ({ demandeId, memberId, position })));
  }
}

async function lockRow(tx: Tx, id: string): Promise<DemandeRow> {
  // Locks the request for this transaction (concurrent status changes and assignments queue up).
  const [locked] = await tx
    .select({ id: demandes.id })
    .from(demandes)
    .where(eq(demandes.id, id))
    .for('update');
  if (!locked) throw notFound();
  return (await readRow(tx, id))!;
}

/**
 * Creates a request from either form, in one transaction: the request (pending), its products
 * (team form) and its assignees (the member for the team form, the chosen members otherwise).
 */
export async function createDemande(ctx: ActionContext, body: CreateDemandeBody): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(demandes)
      .values({
        title: body.title,
        description: body.description,
        category: body.category,
        priority: body.priority,
        status: 'pending',
        deadline: body.deadline,
        client: body.client,
        budget: body.budget,
        location: body.location,
        tags: body.tags,
        createdBy: ctx.auth.user.id,
      })
      .returning({ id: demandes.id });
    const id = inserted!.id;
    if (body.form === 'team') {
      await tx.insert(demandeProducts).values(
        body.products.map((p, position) => ({
          demandeId: id,
          name: p.name,
          description: p.description,
          quantity: p.quantity,
          specifications: p.specifications,
          position,
        })),
      );
      await setAssignees(tx, id, [body.memberId], 'memberId');
    } else {
      await setAssignees(tx, id, body.assigneeIds, 'assigneeIds');
    }
    const detail = (await readDetail(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.create',
      targetType: 'demande',
      targetId: id,
      targetLabel: detail.title,
      after: {
        ...snapshot((await readRow(tx, id))!, detail.assignees),
        form: body.form,
        products: detail.products.map((p) => p.name),
      },
    });
    return detail;
  });
}

export async function updateDemande(
  ctx: ActionContext,
  id: string,
  patch: DemandePatch,
): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const set: Partial<typeof demandes.$inferInsert> = {};
    if (patch.title !== undefined) set.title = patch.title;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.category !== undefined) set.category = patch.category;
    if (patch.deadline !== undefined) set.deadline = patch.deadline;
    if (patch.priority !== undefined) set.priority = patch.priority;
    if (patch.client !== undefined) set.client = patch.client;
    if (patch.budget !== undefined) set.budget = patch.budget;
    if (patch.location !== undefined) set.location = patch.location;
    if (patch.tags !== undefined) set.tags = patch.tags;
    if (Object.keys(set).length > 0) {
      await tx
        .update(demandes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(demandes.id, id));
      const after = (await readRow(tx, id))!;
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'demande.update',
        targetType: 'demande',
        targetId: id,
        targetLabel: after.title,
        before: snapshot(before),
        after: snapshot(after),
      });
    }
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Label of a status in the caller's language ('En attente'…). */
export const statusLabel = (request: FastifyRequest, status: string) =>
  t(request, `demandes.status.${status}`);

/** start / complete / cancel (spec §4); any other move answers 409 naming both statuses. */
export async function applyAction(
  ctx: ActionContext,
  id: string,
  action: DemandeAction,
): Promise<DemandeDetail> {
  const to = DEMANDE_ACTIONS[action].to;
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const from = before.status as DemandeStatus;
    if (!canApply(action, from)) {
      throw conflict('demandes.errors.transition', {
        from: statusLabel(ctx.request, from),
        to: statusLabel(ctx.request, to),
      });
    }
    await tx.update(demandes).set({ status: to, updatedAt: new Date() }).where(eq(demandes.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: `demande.${action}`,
      targetType: 'demande',
      targetId: id,
      targetLabel: before.title,
      before: { status: from },
      after: { status: to },
    });
    return (await readDetail(tx, ctx.auth, id))!;
  });
}

/** Replaces the assignees with `memberIds`, in that order. */
export async function assignMembers(
  ctx: ActionContext,
  id: string,
  memberIds: readonly string[],
): Promise<DemandeDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const previous = (await assigneesOf(tx, [id])).get(id) ?? [];
    await setAssignees(tx, id, memberIds, 'memberIds');
    await tx.update(demandes).set({ updatedAt: new Date() }).where(eq(demandes.id, id));
    const detail = (await readDetail(tx, ctx.auth, id))!;
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.assign',
      targetType: 'demande',
      targetId: id,
      targetLabel: before.title,
      before: { assignees: previous.map((m) => m.name) },
      after: { assignees: detail.assignees.map((m) => m.name) },
    });
    return detail;
  });
}

/** Deletes a request with everything in it; returns the storage keys for the caller to remove. */
export async function deleteDemande(ctx: ActionContext, id: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const before = await lockRow(tx, id);
    const assignees = (await assigneesOf(tx, [id])).get(id) ?? [];
    const productFiles = await tx
      .select({ key: demandeProductFiles.storageKey })
      .from(demandeProductFiles)
      .innerJoin(demandeProducts, eq(demandeProducts.id, demandeProductFiles.productId))
      .where(eq(demandeProducts.demandeId, id));
    const attachments = await tx
      .select({ key: demandeCommentAttachments.storageKey })
      .from(demandeCommentAttachments)
      .innerJoin(demandeComments, eq(demandeComments.id, demandeCommentAttachments.commentId))
      .where(eq(demandeComments.demandeId, id));
    await tx.delete(demandes).where(eq(demandes.id, id));
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.delete',
      targetType: 'demande',
      targetId: id,
      targetLabel: before.title,
      before: snapshot(before, assignees),
    });
    return [...productFiles, ...attachments].map((f) => f.key);
  });
}

// ---------------------------------------------------------------------------------------------
// Comments

/** Whether the caller may comment on the request (404 when it does not exist). */
export async function canCommentOn(db: Reader, auth: AuthContext, demandeId: string): Promise<boolean> {
  const [row] = await db
    .select({ createdBy: demandes.createdBy })
    .from(demandes)
    .where(eq(demandes.id, demandeId))
    .limit(1);
  if (!row) throw notFound();
  const assignees = (await assigneesOf(db, [demandeId])).get(demandeId) ?? [];
  return mayComment(row, assignees, auth);
}

async function readComments(db: Reader, demandeId: string, commentId?: string): Promise<DemandeComment[]> {
  const rows = await db
    .select({
      id: demandeComments.id,
      demandeId: demandeComments.demandeId,
      authorId: demandeComments.authorId,
      author: demandeComments.author,
      content: demandeComments.content,
      createdAt: demandeComments.createdAt,
    })
    .from(demandeComments)
    .where(
      and(
        eq(demandeComments.demandeId, demandeId),
        commentId ? eq(demandeComments.id, commentId) : undefined,
      ),
    )
    .orderBy(asc(demandeComments.createdAt), asc(demandeComments.id));
  if (rows.length === 0) return [];
  const attachments = await db
    .select({
      id: demandeCommentAttachments.id,
      commentId: demandeCommentAttachments.commentId,
      type: demandeCommentAttachments.type,
      name: demandeCommentAttachments.name,
      mime: demandeCommentAttachments.mime,
      size: demandeCommentAttachments.size,
    })
    .from(demandeCommentAttachments)
    .where(
      inArray(
        demandeCommentAttachments.commentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(demandeCommentAttachments.name), asc(demandeCommentAttachments.id));
  return rows.map((c) => ({
    id: c.id,
    demandeId: c.demandeId,
    author: c.author,
    authorId: c.authorId,
    content: c.content,
    createdAt: iso(c.createdAt),
    attachments: attachments
      .filter((a) => a.commentId === c.id)
      .map((a) => ({
        id: a.id,
        name: a.name,
        type: a.type === 'image' ? ('image' as const) : ('document' as const),
        mime: a.mime,
        size: a.size,
        url: attachmentUrl(demandeId, a.id),
        createdAt: iso(c.createdAt),
      })),
  }));
}

export async function listComments(
  db: Db,
  auth: AuthContext,
  demandeId: string,
): Promise<{ items: DemandeComment[]; canComment: boolean }> {
  const canComment = await canCommentOn(db, auth, demandeId);
  return { items: await readComments(db, demandeId), canComment };
}

/** Adds a comment (text and/or stored files); 403 unless the caller is the creator or assigned. */
export async function addComment(
  ctx: ActionContext,
  demandeId: string,
  content: string,
  files: readonly StoredFile[],
): Promise<DemandeComment> {
  return ctx.db.transaction(async (tx) => {
    const [demande] = await tx
      .select({ title: demandes.title })
      .from(demandes)
      .where(eq(demandes.id, demandeId))
      .limit(1);
    if (!demande) throw notFound();
    if (!(await canCommentOn(tx, ctx.auth, demandeId))) throw commentForbidden();
    const [comment] = await tx
      .insert(demandeComments)
      .values({
        demandeId,
        authorId: ctx.auth.user.id,
        author: nameOf(ctx.auth.user.fullName, ctx.auth.user.email),
        content,
      })
      .returning({ id: demandeComments.id });
    if (files.length > 0) {
      await tx.insert(demandeCommentAttachments).values(
        files.map((f) => ({
          commentId: comment!.id,
          type: f.kind,
          name: f.name,
          mime: f.mime,
          size: f.size,
          storageKey: f.storageKey,
        })),
      );
    }
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.comment',
      targetType: 'demande',
      targetId: demandeId,
      targetLabel: demande.title,
      after: { content: content.slice(0, 200), attachments: files.map((f) => f.name) },
    });
    return (await readComments(tx, demandeId, comment!.id))[0]!;
  });
}

export async function getAttachment(db: Db, demandeId: string, attachmentId: string) {
  const [row] = await db
    .select({
      name: demandeCommentAttachments.name,
      mime: demandeCommentAttachments.mime,
      kind: demandeCommentAttachments.type,
      storageKey: demandeCommentAttachments.storageKey,
    })
    .from(demandeCommentAttachments)
    .innerJoin(demandeComments, eq(demandeComments.id, demandeCommentAttachments.commentId))
    .where(and(eq(demandeCommentAttachments.id, attachmentId), eq(demandeComments.demandeId, demandeId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

// ---------------------------------------------------------------------------------------------
// Requested products

async function productOf(tx: Tx, demandeId: string, productId: string) {
  const [row] = await tx
    .select({ id: demandeProducts.id, name: demandeProducts.name })
    .from(demandeProducts)
    .where(and(eq(demandeProducts.id, productId), eq(demandeProducts.demandeId, demandeId)))
    .limit(1);
  if (!row) throw notFound();
  return row;
}

const touch = (tx: Tx, id: string) =>
  tx.update(demandes).set({ updatedAt: new Date() }).where(eq(demandes.id, id));

async function readProduct(
  tx: Tx,
  demandeId: string,
  productId: string,
  viewerId: string,
): Promise<RequestedProduct> {
  return (await readProducts(tx, demandeId, viewerId, [productId]))[0]!;
}

export async function addProduct(
  ctx: ActionContext,
  demandeId: string,
  body: RequestedProductBody,
): Promise<RequestedProduct> {
  return ctx.db.transaction(async (tx) => {
    const demande = await lockRow(tx, demandeId);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${demandeProducts.position}), -1)::int` })
      .from(demandeProducts)
      .where(eq(demandeProducts.demandeId, demandeId));
    const [inserted] = await tx
      .insert(demandeProducts)
      .values({ demandeId, ...body, position: Number(last?.position ?? -1) + 1 })
      .returning({ id: demandeProducts.id });
    await touch(tx, demandeId);
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.product_add',
      targetType: 'demande',
      targetId: demandeId,
      targetLabel: demande.title,
      after: body,
    });
    return readProduct(tx, demandeId, inserted!.id, ctx.auth.user.id);
  });
}

export async function updateProduct(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  patch: RequestedProductPatch,
): Promise<RequestedProduct> {
  return ctx.db.transaction(async (tx) => {
    const demande = await lockRow(tx, demandeId);
    await productOf(tx, demandeId, productId);
    const before = await readProduct(tx, demandeId, productId, ctx.auth.user.id);
    const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    if (Object.keys(set).length > 0) {
      await tx
        .update(demandeProducts)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(demandeProducts.id, productId));
      await touch(tx, demandeId);
      await recordAudit(tx, ctx.request, ctx.auth, {
        action: 'demande.product_update',
        targetType: 'demande',
        targetId: demandeId,
        targetLabel: demande.title,
        before: {
          id: productId,
          name: before.name,
          description: before.description,
          quantity: before.quantity,
          specifications: before.specifications,
        },
        after: { id: productId, ...set },
      });
    }
    return readProduct(tx, demandeId, productId, ctx.auth.user.id);
  });
}

/** Deletes a requested product; returns its files' storage keys. */
export async function deleteProduct(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const demande = await lockRow(tx, demandeId);
    const product = await productOf(tx, demandeId, productId);
    const files = await tx
      .select({ key: demandeProductFiles.storageKey })
      .from(demandeProductFiles)
      .where(eq(demandeProductFiles.productId, productId));
    await tx.delete(demandeProducts).where(eq(demandeProducts.id, productId));
    await touch(tx, demandeId);
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.product_delete',
      targetType: 'demande',
      targetId: demandeId,
      targetLabel: demande.title,
      before: { id: productId, name: product.name },
    });
    return files.map((f) => f.key);
  });
}

/** Records stored files (images or documents) on a product. */
export async function addProductFiles(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  files: readonly StoredFile[],
): Promise<RequestedProduct> {
  return ctx.db.transaction(async (tx) => {
    const demande = await lockRow(tx, demandeId);
    const product = await productOf(tx, demandeId, productId);
    const now = Date.now();
    await tx.insert(demandeProductFiles).values(
      files.map((f, i) => ({
        // One millisecond apart: the files keep the order they were sent in.
        createdAt: new Date(now + i),
        productId,
        kind: f.kind,
        name: f.name,
        mime: f.mime,
        size: f.size,
        storageKey: f.storageKey,
        uploadedBy: ctx.auth.user.id,
      })),
    );
    await touch(tx, demandeId);
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.product_files_add',
      targetType: 'demande',
      targetId: demandeId,
      targetLabel: demande.title,
      after: {
        product: product.name,
        files: files.map((f) => ({ name: f.name, kind: f.kind, size: f.size })),
      },
    });
    return readProduct(tx, demandeId, productId, ctx.auth.user.id);
  });
}

/** 404 unless the product exists in this request (checked before reading an upload). */
export async function checkProduct(db: Db, demandeId: string, productId: string): Promise<void> {
  const [row] = await db
    .select({ id: demandeProducts.id })
    .from(demandeProducts)
    .where(and(eq(demandeProducts.id, productId), eq(demandeProducts.demandeId, demandeId)))
    .limit(1);
  if (!row) throw notFound();
}

export async function getProductFile(db: Db, demandeId: string, productId: string, fileId: string) {
  const [row] = await db
    .select({
      name: demandeProductFiles.name,
      mime: demandeProductFiles.mime,
      kind: demandeProductFiles.kind,
      storageKey: demandeProductFiles.storageKey,
    })
    .from(demandeProductFiles)
    .innerJoin(demandeProducts, eq(demandeProducts.id, demandeProductFiles.productId))
    .where(
      and(
        eq(demandeProductFiles.id, fileId),
        eq(demandeProductFiles.productId, productId),
        eq(demandeProducts.demandeId, demandeId),
      ),
    )
    .limit(1);
  if (!row) throw notFound();
  return row;
}

/** Removes one file of a product; returns the product and the storage key to delete. */
export async function deleteProductFile(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  fileId: string,
): Promise<{ product: RequestedProduct; key: string }> {
  return ctx.db.transaction(async (tx) => {
    const demande = await lockRow(tx, demandeId);
    const product = await productOf(tx, demandeId, productId);
    const [file] = await tx
      .delete(demandeProductFiles)
      .where(and(eq(demandeProductFiles.id, fileId), eq(demandeProductFiles.productId, productId)))
      .returning({ key: demandeProductFiles.storageKey, name: demandeProductFiles.name });
    if (!file) throw notFound();
    await touch(tx, demandeId);
    await recordAudit(tx, ctx.request, ctx.auth, {
      action: 'demande.product_file_delete',
      targetType: 'demande',
      targetId: demandeId,
      targetLabel: demande.title,
      before: { product: product.name, file: file.name },
    });
    return { product: await readProduct(tx, demandeId, productId, ctx.auth.user.id), key: file.key };
  });
}
