import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DemandeComment } from '@comptoir/core/modules/demandes';
import type { Db } from '../../../db/client';
import { demandeCommentAttachments, demandeComments, demandes } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { auditFor, displayName, iso, pick } from '../../../platform/service';
import { attachedFile, servedFile, storedFiles } from '../files';
import { notFound } from '../../../platform/errors';
import {
  assigneesOf,
  commentForbidden,
  mayComment,
  type ActionContext,
  type Reader,
  type StoredFile,
} from './read';

const audit = auditFor('demande');

// ---------------------------------------------------------------------------------------------
// Comments
const attachmentUrl = (demandeId: string, attachmentId: string) =>
  `/api/demandes/${demandeId}/attachments/${attachmentId}`;

/** The request's title and whether the caller may comment on it (404 when it does not exist). */
async function commentAccess(
  db: Reader,
  auth: AuthContext,
  demandeId: string,
): Promise<{ title: string; allowed: boolean }> {
  const [row] = await db
    .select({ title: demandes.title, createdBy: demandes.createdBy })
    .from(demandes)
    .where(eq(demandes.id, demandeId))
    .limit(1);
  if (!row) throw notFound();
  const assignees = (await assigneesOf(db, [demandeId])).get(demandeId) ?? [];
  return { title: row.title, allowed: mayComment(row, assignees, auth) };
}

/** Whether the caller may comment on the request (404 when it does not exist). */
export async function canCommentOn(db: Reader, auth: AuthContext, demandeId: string): Promise<boolean> {
  return (await commentAccess(db, auth, demandeId)).allowed;
}

async function readComments(db: Reader, demandeId: string, commentId?: string): Promise<DemandeComment[]> {
  const rows = await db
    .select(pick(demandeComments, ['id', 'demandeId', 'authorId', 'author', 'content', 'createdAt']))
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
    .select(pick(demandeCommentAttachments, ['id', 'commentId', 'type', 'name', 'mime', 'size']))
    .from(demandeCommentAttachments)
    .where(
      inArray(
        demandeCommentAttachments.commentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(demandeCommentAttachments.name), asc(demandeCommentAttachments.id));
  return rows.map((c) => ({
    ...pick(c, ['id', 'demandeId', 'author', 'authorId', 'content']),
    createdAt: iso(c.createdAt),
    attachments: attachments
      .filter((a) => a.commentId === c.id)
      .map((a) => ({
        ...attachedFile({ ...a, kind: a.type }, attachmentUrl(demandeId, a.id)),
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
    const demande = await commentAccess(tx, ctx.auth, demandeId);
    if (!demande.allowed) throw commentForbidden();
    const [comment] = await tx
      .insert(demandeComments)
      .values({
        demandeId,
        authorId: ctx.auth.user.id,
        author: displayName(ctx.auth.user),
        content,
      })
      .returning({ id: demandeComments.id });
    if (files.length > 0) {
      await tx.insert(demandeCommentAttachments).values(
        files.map((f) => ({
          commentId: comment!.id,
          type: f.kind,
          ...pick(f, ['name', 'mime', 'size', 'storageKey']),
        })),
      );
    }
    await audit(tx, ctx, 'demande.comment', {
      id: demandeId,
      label: demande.title,
      after: { content: content.slice(0, 200), attachments: files.map((f) => f.name) },
    });
    return (await readComments(tx, demandeId, comment!.id))[0]!;
  });
}

export const getAttachment = (db: Db, demandeId: string, attachmentId: string) =>
  servedFile(
    db,
    storedFiles.commentAttachments,
    and(eq(demandeCommentAttachments.id, attachmentId), eq(demandeComments.demandeId, demandeId)),
  );
