import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { quotationDocuments, quotations } from '../../../db/schema/index';
import { type Row, selectRows } from './read';
import { type ActionContext, documentNotFound, quotationNotFound } from './shared';
import { auditQuotation, editPending, requireEditable } from './write';

// ---------------------------------------------------------------------------------------------
// Documents

/** 404 unless the quotation exists, 409 unless it is pending (checked before reading an upload). */
export async function checkEditable(ctx: ActionContext, id: string): Promise<void> {
  const [row] = (await selectRows(ctx.db).where(eq(quotations.id, id)).limit(1)) as Row[];
  if (!row) throw quotationNotFound();
  requireEditable(ctx, row);
}

export interface StoredDocument {
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

export async function addQuotationDocument(
  ctx: ActionContext,
  id: string,
  file: StoredDocument,
): Promise<{ id: string; demandeId: string }> {
  return editPending(ctx, id, async (tx, before) => {
    await tx.insert(quotationDocuments).values({ quotationId: id, ...file, uploadedBy: ctx.auth.user.id });
    await tx.update(quotations).set({ updatedAt: new Date() }).where(eq(quotations.id, id));
    await auditQuotation(tx, ctx, 'document_add', id, before, {
      after: { name: file.name, mime: file.mime, size: file.size },
    });
    return { id, demandeId: before.demandeId };
  });
}

export async function getQuotationDocument(db: Db, id: string, documentId: string) {
  const [row] = await db
    .select({
      name: quotationDocuments.name,
      mime: quotationDocuments.mime,
      storageKey: quotationDocuments.storageKey,
    })
    .from(quotationDocuments)
    .where(and(eq(quotationDocuments.id, documentId), eq(quotationDocuments.quotationId, id)))
    .limit(1);
  if (!row) throw documentNotFound();
  return { ...row, kind: row.mime.startsWith('image/') ? 'image' : 'document' };
}

/** Removes one document (pending quotations only); returns the storage key to delete. */
export async function deleteQuotationDocument(
  ctx: ActionContext,
  id: string,
  documentId: string,
): Promise<{ key: string; demandeId: string }> {
  return editPending(ctx, id, async (tx, before) => {
    const [file] = await tx
      .delete(quotationDocuments)
      .where(and(eq(quotationDocuments.id, documentId), eq(quotationDocuments.quotationId, id)))
      .returning({ key: quotationDocuments.storageKey, name: quotationDocuments.name });
    if (!file) throw documentNotFound();
    await tx.update(quotations).set({ updatedAt: new Date() }).where(eq(quotations.id, id));
    await auditQuotation(tx, ctx, 'document_delete', id, before, { before: { name: file.name } });
    return { key: file.key, demandeId: before.demandeId };
  });
}
