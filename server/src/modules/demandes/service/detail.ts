import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DemandeDetail, FileRef, RequestedProduct } from '@comptoir/core/modules/demandes';
import type { Db } from '../../../db/client';
import { demandeProductFiles, demandeProducts } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { notFound } from '../../../platform/errors';
import { conversationCounters } from '../../conversations/service';
import { documentRefs } from '../../documents/service';
import { quotationCounters } from '../../quotations/service';
import { assigneesOf, present, readRow, type Reader } from './read';
import { iso, pick } from '../../../platform/service';
import { attachedFile } from '../files';

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

function fileRef(demandeId: string, f: FileRow): FileRef {
  return { ...attachedFile(f, productFileUrl(demandeId, f.productId, f.id)), createdAt: iso(f.createdAt) };
}

/**
 * The products of a request (or some of them), in order, with their files and counters; the best
 * price is in the base currency of `viewerId`.
 */
export async function readProducts(
  db: Reader,
  demandeId: string,
  viewerId: string,
  productIds?: string[],
): Promise<RequestedProduct[]> {
  const rows: ProductRow[] = await db
    .select(pick(demandeProducts, ['id', 'demandeId', 'name', 'description', 'quantity', 'specifications']))
    .from(demandeProducts)
    .where(
      and(
        eq(demandeProducts.demandeId, demandeId),
        productIds ? inArray(demandeProducts.id, productIds) : undefined,
      ),
    )
    .orderBy(asc(demandeProducts.position), asc(demandeProducts.createdAt), asc(demandeProducts.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const files: FileRow[] = await db
    .select(
      pick(demandeProductFiles, [
        'id',
        'productId',
        'kind',
        'name',
        'mime',
        'size',
        'storageKey',
        'createdAt',
      ]),
    )
    .from(demandeProductFiles)
    .where(inArray(demandeProductFiles.productId, ids))
    .orderBy(asc(demandeProductFiles.createdAt), asc(demandeProductFiles.id));
  const quotationsOf = await quotationCounters(db, ids, viewerId);
  // Conversations (counters for this reader) and the documents library (what this reader may see).
  const messagesOf = await conversationCounters(db, ids, viewerId);
  const documentsOf = await documentRefs(db, demandeId, ids, viewerId);
  return rows.map((p) => {
    const own = files.filter((f) => f.productId === p.id);
    const documents = documentsOf.get(p.id) ?? [];
    return {
      ...pick(p, ['id', 'name', 'description', 'quantity', 'specifications']),
      images: own.filter((f) => f.kind === 'image').map((f) => fileRef(demandeId, f)),
      documents,
      messageCount: messagesOf.get(p.id)?.messageCount ?? 0,
      lastMessageTime: messagesOf.get(p.id)?.lastMessageTime ?? null,
      hasUnreadMessages: messagesOf.get(p.id)?.hasUnreadMessages ?? false,
      // Supplier quotations: all of the product's, and the lowest converted total (quotations module).
      quotationCount: quotationsOf.get(p.id)?.quotationCount ?? 0,
      bestPrice: quotationsOf.get(p.id)?.bestPrice ?? null,
      documentCount: documents.length,
    };
  });
}

export async function readDetail(
  db: Reader,
  auth: AuthContext,
  id: string,
): Promise<DemandeDetail | undefined> {
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
