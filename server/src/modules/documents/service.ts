import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FileRef } from '@comptoir/core/modules/demandes';
import {
  versionLabel,
  type DocumentCategory,
  type DocumentFields,
  type DocumentList,
  type DocumentType,
  type ListDocumentsQuery,
  type ProductDocument,
} from '@comptoir/core/modules/documents';
import { isRole, type Role } from '@comptoir/core/permissions';
import { searchWhere } from '../../db/list-query';
import { rowsOf } from '../../db/rows';
import type { Db } from '../../db/client';
import { productDocumentVersions, productDocuments, teamMembers, users } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { auditFor, displayName, iso, pick } from '../../platform/service';
import { AppError, notFound } from '../../platform/errors';
import { productOfDemande, type ActionContext, type StoredAttachment } from '../conversations/service';
import { storedFiles, storedKeys } from '../demandes/files';

const audit = auditFor('demande');

/**
 * The documents library of a requested product (issue 13 §2). Private documents exist only for
 * the sourcing team (docs/decisions/0019-sourcing-team-and-documents.md): for anyone else they
 * are absent from lists, counts and search, and their files answer 404, exactly like documents
 * that do not exist.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export interface StoredDocument extends StoredAttachment {
  type: DocumentType;
}

/** Roles that count as managers: they are in the sourcing team and may delete any document. */
const MANAGER_ROLES: readonly Role[] = ['Super Admin', 'Admin', 'Manager'];
/** Departments of the team directory that form the sourcing team with the managers. */
const SOURCING_TEAM_DEPARTMENTS = ['Sourcing', 'Direction'];

interface Viewer {
  id: string;
  isManager: boolean;
  inTeam: boolean;
}

const isManagerRole = (isSuperAdmin: boolean, role: string) =>
  isSuperAdmin || (isRole(role) && MANAGER_ROLES.includes(role));

/**
 * Who the user is for the library: a manager (super administrator, Admin or Manager role) and
 * whether they are in the sourcing team (managers, and the Sourcing and Direction departments of
 * the team directory).
 */
export async function viewerOf(db: Reader, userId: string): Promise<Viewer> {
  const [row] = await db
    .select({ isSuperAdmin: users.isSuperAdmin, role: users.role, department: teamMembers.department })
    .from(users)
    .leftJoin(teamMembers, eq(teamMembers.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  const isManager = row ? isManagerRole(row.isSuperAdmin, row.role) : false;
  const inDepartment = SOURCING_TEAM_DEPARTMENTS.includes(row?.department ?? '');
  return { id: userId, isManager, inTeam: isManager || inDepartment };
}

const fileUrl = (demandeId: string, productId: string, documentId: string, version?: number) =>
  `/api/demandes/${demandeId}/products/${productId}/documents/${documentId}/file${
    version === undefined ? '' : `?version=${encodeURIComponent(versionLabel(version).slice(1))}`
  }`;

interface DocumentRow {
  id: string;
  product_id: string;
  category: string;
  description: string;
  tags: string[];
  is_public: boolean;
  uploaded_by: string | null;
  version: number;
  name: string;
  type: string;
  mime: string;
  size: number;
  uploader: string;
  version_uploaded_by: string | null;
  created_at: Date | string;
}

/** The documents of some products visible to the viewer, each with its latest version. */
async function readDocuments(
  db: Reader,
  productIds: readonly string[],
  viewer: Viewer,
  filters: { q?: string; category?: DocumentCategory; type?: DocumentType; documentId?: string } = {},
): Promise<DocumentRow[]> {
  if (productIds.length === 0) return [];
  const search = searchWhere(filters.q, {
    columns: [sql`v.name`, sql`d.description`, sql`array_to_string(d.tags, ' ')`],
  });
  return rowsOf<DocumentRow>(
    db,
    sql`select d.id, d.product_id, d.category, d.description, d.tags, d.is_public, d.uploaded_by,
          v.version, v.name, v.type, v.mime, v.size, v.uploader, v.uploaded_by as version_uploaded_by, v.created_at
        from product_documents d
        join lateral (
          select * from product_document_versions pv where pv.document_id = d.id
          order by pv.version desc limit 1
        ) v on true
        where d.product_id in (${sql.join(
          productIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
          and (d.is_public or ${viewer.inTeam})
          ${filters.documentId ? sql`and d.id = ${filters.documentId}::uuid` : sql``}
          ${filters.category ? sql`and d.category = ${filters.category}` : sql``}
          ${filters.type ? sql`and v.type = ${filters.type}` : sql``}
          ${search ? sql`and ${search}` : sql``}
        order by v.created_at desc, d.id`,
  );
}

async function present(
  db: Reader,
  demandeId: string,
  rows: DocumentRow[],
  viewer: Viewer,
): Promise<ProductDocument[]> {
  if (rows.length === 0) return [];
  const versions = await db
    .select(
      pick(productDocumentVersions, [
        'id',
        'documentId',
        'version',
        'name',
        'type',
        'mime',
        'size',
        'uploader',
        'createdAt',
      ]),
    )
    .from(productDocumentVersions)
    .where(
      inArray(
        productDocumentVersions.documentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(desc(productDocumentVersions.version));
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    name: r.name,
    type: r.type as DocumentType,
    mime: r.mime,
    size: Number(r.size),
    uploadDate: iso(r.created_at),
    uploadedBy: r.uploader,
    uploadedById: r.version_uploaded_by,
    category: r.category as DocumentCategory,
    description: r.description,
    version: versionLabel(Number(r.version)),
    url: fileUrl(demandeId, r.product_id, r.id),
    tags: r.tags ?? [],
    isPublic: r.is_public,
    versions: versions
      .filter((v) => v.documentId === r.id)
      .map((v) => ({
        id: v.id,
        version: versionLabel(v.version),
        name: v.name,
        type: v.type as DocumentType,
        mime: v.mime,
        size: v.size,
        uploadedBy: v.uploader,
        uploadDate: iso(v.createdAt),
        url: fileUrl(demandeId, r.product_id, r.id, v.version),
      })),
    canDelete: viewer.isManager || (r.uploaded_by !== null && r.uploaded_by === viewer.id),
  }));
}

export async function listDocuments(
  db: Db,
  auth: AuthContext,
  demandeId: string,
  productId: string,
  query: ListDocumentsQuery,
): Promise<DocumentList> {
  await productOfDemande(db, demandeId, productId);
  const viewer = await viewerOf(db, auth.user.id);
  const [rows, all] = await Promise.all([
    readDocuments(db, [productId], viewer, query),
    countDocuments(db, [productId], viewer),
  ]);
  return {
    items: await present(db, demandeId, rows, viewer),
    total: all.get(productId) ?? 0,
    sourcingTeam: viewer.inTeam,
  };
}

async function countDocuments(db: Reader, productIds: readonly string[], viewer: Viewer) {
  const out = new Map<string, number>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ productId: productDocuments.productId, n: sql<number>`count(*)::int` })
    .from(productDocuments)
    .where(
      and(
        inArray(productDocuments.productId, [...productIds]),
        viewer.inTeam ? undefined : eq(productDocuments.isPublic, true),
      ),
    )
    .groupBy(productDocuments.productId);
  for (const r of rows) out.set(r.productId, Number(r.n));
  return out;
}

/**
 * The requested products' documents for their cards (spec §3 documents and documentCount): the
 * latest version of each document the viewer may see, oldest first.
 */
export async function documentRefs(
  db: Reader,
  demandeId: string,
  productIds: readonly string[],
  viewerId: string,
): Promise<Map<string, FileRef[]>> {
  const viewer = await viewerOf(db, viewerId);
  const rows = await readDocuments(db, productIds, viewer);
  const out = new Map<string, FileRef[]>();
  for (const r of [...rows].reverse()) {
    const list = out.get(r.product_id) ?? [];
    list.push({
      id: r.id,
      name: r.name,
      type: r.type === 'image' ? 'image' : 'document',
      mime: r.mime,
      size: Number(r.size),
      url: fileUrl(demandeId, r.product_id, r.id),
      createdAt: iso(r.created_at),
    });
    out.set(r.product_id, list);
  }
  return out;
}

/** Storage keys of every version of these products' documents (removed with them). */
export async function documentFileKeys(db: Reader, productIds: readonly string[]): Promise<string[]> {
  if (productIds.length === 0) return [];
  return storedKeys(db, storedFiles.documentVersions, inArray(productDocuments.productId, [...productIds]));
}

/** The viewer, after checking that the product exists (before reading an upload). */
export async function libraryViewer(db: Db, auth: AuthContext, demandeId: string, productId: string) {
  await productOfDemande(db, demandeId, productId);
  return viewerOf(db, auth.user.id);
}

/** A document the viewer may see (404 otherwise), locked in a transaction when `tx` is one. */
async function visibleDocument(db: Reader, viewer: Viewer, productId: string, documentId: string) {
  const [row] = await db
    .select(pick(productDocuments, ['id', 'isPublic', 'uploadedBy', 'category']))
    .from(productDocuments)
    .where(and(eq(productDocuments.id, documentId), eq(productDocuments.productId, productId)))
    .limit(1);
  if (!row || (!row.isPublic && !viewer.inTeam)) throw notFound();
  return row;
}

export async function addDocuments(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  fields: DocumentFields,
  files: readonly StoredDocument[],
): Promise<ProductDocument[]> {
  return ctx.db.transaction(async (tx) => {
    const product = await productOfDemande(tx, demandeId, productId);
    const viewer = await viewerOf(tx, ctx.auth.user.id);
    const now = Date.now();
    const ids: string[] = [];
    for (const [i, f] of files.entries()) {
      // One millisecond apart: the documents keep the order they were sent in.
      const createdAt = new Date(now + i);
      const [doc] = await tx
        .insert(productDocuments)
        .values({
          productId,
          ...pick(fields, ['category', 'description', 'tags', 'isPublic']),
          uploadedBy: ctx.auth.user.id,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: productDocuments.id });
      await tx.insert(productDocumentVersions).values({
        documentId: doc!.id,
        version: 0,
        ...pick(f, ['name', 'type', 'mime', 'size', 'storageKey']),
        uploadedBy: ctx.auth.user.id,
        uploader: displayName(ctx.auth.user),
        createdAt,
      });
      ids.push(doc!.id);
    }
    await audit(tx, ctx, 'document.add', {
      id: demandeId,
      label: product.demandeTitle,
      after: {
        product: product.name,
        category: fields.category,
        isPublic: fields.isPublic,
        files: files.map((f) => ({ name: f.name, type: f.type, size: f.size })),
      },
    });
    const rows = await readDocuments(tx, [productId], viewer);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return present(tx, demandeId, ids.map((id) => byId.get(id)!).filter(Boolean), viewer);
  });
}

export async function addVersion(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  documentId: string,
  file: StoredDocument,
): Promise<ProductDocument> {
  return ctx.db.transaction(async (tx) => {
    const product = await productOfDemande(tx, demandeId, productId);
    const viewer = await viewerOf(tx, ctx.auth.user.id);
    await visibleDocument(tx, viewer, productId, documentId);
    // Lock the document so two uploads at once get v1.1 and v1.2, not two v1.1.
    await tx.execute(sql`select id from product_documents where id = ${documentId}::uuid for update`);
    const [last] = await tx
      .select({ version: sql<number>`max(${productDocumentVersions.version})::int` })
      .from(productDocumentVersions)
      .where(eq(productDocumentVersions.documentId, documentId));
    const version = Number(last?.version ?? -1) + 1;
    const now = new Date();
    await tx.insert(productDocumentVersions).values({
      documentId,
      version,
      ...pick(file, ['name', 'type', 'mime', 'size', 'storageKey']),
      uploadedBy: ctx.auth.user.id,
      uploader: displayName(ctx.auth.user),
      createdAt: now,
    });
    await tx.update(productDocuments).set({ updatedAt: now }).where(eq(productDocuments.id, documentId));
    await audit(tx, ctx, 'document.version_add', {
      id: demandeId,
      label: product.demandeTitle,
      after: { product: product.name, document: documentId, version: versionLabel(version), name: file.name },
    });
    const rows = await readDocuments(tx, [productId], viewer, { documentId });
    return (await present(tx, demandeId, rows, viewer))[0]!;
  });
}

/** Deletes a document with all its versions (its uploader or a manager); returns the storage keys. */
export async function deleteDocument(
  ctx: ActionContext,
  demandeId: string,
  productId: string,
  documentId: string,
): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const product = await productOfDemande(tx, demandeId, productId);
    const viewer = await viewerOf(tx, ctx.auth.user.id);
    const doc = await visibleDocument(tx, viewer, productId, documentId);
    if (!viewer.isManager && doc.uploadedBy !== viewer.id) {
      throw new AppError(403, 'forbidden_document', 'documents.errors.deleteForbidden');
    }
    const versions = await tx
      .select({
        key: productDocumentVersions.storageKey,
        name: productDocumentVersions.name,
        version: productDocumentVersions.version,
      })
      .from(productDocumentVersions)
      .where(eq(productDocumentVersions.documentId, documentId))
      .orderBy(asc(productDocumentVersions.version));
    await tx.delete(productDocuments).where(eq(productDocuments.id, documentId));
    await audit(tx, ctx, 'document.delete', {
      id: demandeId,
      label: product.demandeTitle,
      before: {
        product: product.name,
        document: documentId,
        category: doc.category,
        isPublic: doc.isPublic,
        versions: versions.map((v) => ({ version: versionLabel(v.version), name: v.name })),
      },
    });
    return versions.map((v) => v.key);
  });
}

/** One version of a visible document (the latest without `version`); 404 otherwise. */
export async function getDocumentFile(
  db: Db,
  auth: AuthContext,
  demandeId: string,
  productId: string,
  documentId: string,
  version: number | null,
) {
  await productOfDemande(db, demandeId, productId);
  const viewer = await viewerOf(db, auth.user.id);
  await visibleDocument(db, viewer, productId, documentId);
  const [row] = await db
    .select(pick(productDocumentVersions, ['name', 'mime', 'type', 'storageKey']))
    .from(productDocumentVersions)
    .where(
      and(
        eq(productDocumentVersions.documentId, documentId),
        version === null ? undefined : eq(productDocumentVersions.version, version),
      ),
    )
    .orderBy(desc(productDocumentVersions.version))
    .limit(1);
  if (!row) throw notFound();
  return row;
}
