import { and, eq, sql } from 'drizzle-orm';
import type {
  RequestedProduct,
  RequestedProductBody,
  RequestedProductPatch,
} from '@comptoir/core/modules/demandes';
import type { Db } from '../../../db/client';
import { demandeProductFiles, demandeProducts } from '../../../db/schema/index';
import { exists } from '../../../db/rows';
import { auditFor, pick } from '../../../platform/service';
import { notFound } from '../../../platform/errors';
import { servedFile, storedFiles } from '../files';
import { conversationFileKeys } from '../../conversations/service';
import { documentFileKeys } from '../../documents/service';
import { readProducts } from './detail';
import { lockRow, touch, type ActionContext, type StoredFile, type Tx } from './read';

const audit = auditFor('demande');

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
    await audit(tx, ctx, 'demande.product_add', {
      id: demandeId,
      label: demande.title,
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
      await audit(tx, ctx, 'demande.product_update', {
        id: demandeId,
        label: demande.title,
        before: {
          id: productId,
          ...pick(before, ['name', 'description', 'quantity', 'specifications']),
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
    // Its conversation's attachments and its documents' versions go with it.
    const libraryKeys = [
      ...(await conversationFileKeys(tx, [productId])),
      ...(await documentFileKeys(tx, [productId])),
    ];
    await tx.delete(demandeProducts).where(eq(demandeProducts.id, productId));
    await touch(tx, demandeId);
    await audit(tx, ctx, 'demande.product_delete', {
      id: demandeId,
      label: demande.title,
      before: { id: productId, name: product.name },
    });
    return [...files.map((f) => f.key), ...libraryKeys];
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
        ...pick(f, ['kind', 'name', 'mime', 'size', 'storageKey']),
        uploadedBy: ctx.auth.user.id,
      })),
    );
    await touch(tx, demandeId);
    await audit(tx, ctx, 'demande.product_files_add', {
      id: demandeId,
      label: demande.title,
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
  const where = and(eq(demandeProducts.id, productId), eq(demandeProducts.demandeId, demandeId));
  if (!(await exists(db, demandeProducts, where))) throw notFound();
}

export const getProductFile = (db: Db, demandeId: string, productId: string, fileId: string) =>
  servedFile(
    db,
    storedFiles.productFiles,
    and(
      eq(demandeProductFiles.id, fileId),
      eq(demandeProductFiles.productId, productId),
      eq(demandeProducts.demandeId, demandeId),
    ),
  );

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
    await audit(tx, ctx, 'demande.product_file_delete', {
      id: demandeId,
      label: demande.title,
      before: { product: product.name, file: file.name },
    });
    return { product: await readProduct(tx, demandeId, productId, ctx.auth.user.id), key: file.key };
  });
}
