/**
 * Photos of the goods a receipt line rejected at quality control (issue 32 §2): images only (JPEG,
 * PNG, WebP by content), at most MAX_RECEIPT_PHOTOS per line, on a line with a rejected quantity.
 * The files are read, checked and stored by the sourcing requests' file pieces (demandes/files.ts:
 * limits, content sniffing, storage, serving); adding or removing one is a transaction with the
 * order's lock and its audit entry, the stored files removed once it is done.
 */
import type { FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_RECEIPT_PHOTOS,
  RECEIPT_PHOTO_TYPES,
  type PurchaseOrderDetail,
} from '@comptoir/core/modules/purchases-api';
import {
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceiptPhotos,
  purchaseReceipts,
} from '../../../db/schema/index';
import { companyScope, type AuthContext } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { found, type ActionContext, type Runner } from '../../../platform/service';
import { checkFile, noFile, readMultipart, type CheckedFile, type StoredUpload } from '../../demandes/files';
import { readDetail } from './read';
import { audit, lockPurchaseOrder } from './write';

/** Where the photos are stored. */
export const RECEIPT_PHOTOS_FOLDER = 'purchases/receipt-photos';

const receiptLineUnknown = () => new AppError(404, 'not_found', 'purchases.errors.receiptLineUnknown');
const photoUnknown = () => new AppError(404, 'not_found', 'purchases.errors.photoUnknown');
const tooManyPhotos = (count: number) =>
  new AppError(409, 'too_many_files', 'purchases.errors.tooManyPhotos', { max: MAX_RECEIPT_PHOTOS, count });

/**
 * A receipt line of an order the user may see, with the order line it receives, whether it
 * rejected anything and how many photos it has: 404 otherwise; 409 when nothing was rejected or
 * when `adding` more photos would pass the limit.
 */

/** The receipt `ids.receiptId` of the order `ids.id`, of a company the user sees (joined as the queries below join them). */
const ofReceipt = (auth: AuthContext, ids: { id: string; receiptId: string }) =>
  and(
    eq(purchaseReceipts.id, ids.receiptId),
    eq(purchaseOrders.id, ids.id),
    companyScope(auth, purchaseOrders.companyId),
  );

export async function checkPhotoLine(
  db: Runner,
  auth: AuthContext,
  ids: { id: string; receiptId: string; lineId: string },
  adding: number,
) {
  const [line] = await db
    .select({
      position: purchaseReceipts.position,
      description: purchaseOrderLines.description,
      rejected: sql<boolean>`${purchaseReceiptLines.rejected} > 0`,
      photos: sql<number>`(select count(*) from purchase_receipt_photos p where p.receipt_line_id = ${purchaseReceiptLines.id})::int`,
    })
    .from(purchaseReceiptLines)
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.orderLineId))
    .where(and(eq(purchaseReceiptLines.id, ids.lineId), ofReceipt(auth, ids)))
    .limit(1);
  if (!line) throw receiptLineUnknown();
  if (!line.rejected) throw new AppError(409, 'invalid_state', 'purchases.errors.photoWithoutRejection');
  const count = Number(line.photos);
  if (count + adding > MAX_RECEIPT_PHOTOS) throw tooManyPhotos(count);
  return line;
}

/**
 * Reads the photos of an upload (fields `files` or `file`, 10 MB each, at most
 * MAX_RECEIPT_PHOTOS): at least one, each a JPEG, PNG or WebP by its content (415 otherwise,
 * naming the file).
 */
export async function readReceiptPhotos(request: FastifyRequest): Promise<CheckedFile[]> {
  let files;
  try {
    ({ files } = await readMultipart(request, {
      fileFields: ['files', 'file'],
      maxFiles: MAX_RECEIPT_PHOTOS,
    }));
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_files') throw tooManyPhotos(0);
    throw error;
  }
  if (files.length === 0) throw noFile();
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const photo = await checkFile(request, file, 'image').catch((error: unknown) => {
      if (error instanceof AppError && error.statusCode === 415) return null;
      throw error;
    });
    if (!photo || !(RECEIPT_PHOTO_TYPES as readonly string[]).includes(photo.mime)) {
      throw new AppError(415, 'unsupported_media_type', 'purchases.errors.photoType', {
        name: file.fileName,
      });
    }
    checked.push(photo);
  }
  return checked;
}

/** Records photos already stored on a receipt line (the checks again, under the order's lock). */
export async function addReceiptPhotos(
  ctx: ActionContext,
  ids: { id: string; receiptId: string; lineId: string },
  stored: readonly StoredUpload[],
): Promise<PurchaseOrderDetail> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, ctx.auth, ids.id);
    const line = await checkPhotoLine(tx, ctx.auth, ids, stored.length);
    await tx.insert(purchaseReceiptPhotos).values(
      stored.map((s) => ({
        receiptLineId: ids.lineId,
        name: s.name,
        mime: s.mime,
        size: s.size,
        storageKey: s.storageKey,
        createdBy: ctx.auth.user.id,
      })),
    );
    await audit(tx, ctx, 'purchase_order.receipt_photos_added', {
      id: ids.id,
      label: order.number ?? order.supplierName,
      after: { receipt: line.position, line: line.description, photos: stored.map((s) => s.name) },
    });
    return (await readDetail(tx, ctx.auth, ids.id))!;
  });
}

/** A photo of a receipt of an order the user may see, to be served; 404 otherwise. */
export async function getReceiptPhoto(
  db: Runner,
  auth: AuthContext,
  ids: { id: string; receiptId: string; photoId: string },
) {
  const [photo] = await db
    .select({
      name: purchaseReceiptPhotos.name,
      mime: purchaseReceiptPhotos.mime,
      storageKey: purchaseReceiptPhotos.storageKey,
    })
    .from(purchaseReceiptPhotos)
    .innerJoin(purchaseReceiptLines, eq(purchaseReceiptLines.id, purchaseReceiptPhotos.receiptLineId))
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseReceipts.orderId))
    .where(and(eq(purchaseReceiptPhotos.id, ids.photoId), ofReceipt(auth, ids)))
    .limit(1);
  return { ...found(photo, photoUnknown), kind: 'image' };
}

/** Removes a photo (audited): the order, and the storage key to remove once committed. */
export async function removeReceiptPhoto(
  ctx: ActionContext,
  ids: { id: string; receiptId: string; photoId: string },
): Promise<{ purchaseOrder: PurchaseOrderDetail; key: string }> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockPurchaseOrder(tx, ctx.auth, ids.id);
    const [photo] = await tx
      .select({
        name: purchaseReceiptPhotos.name,
        storageKey: purchaseReceiptPhotos.storageKey,
        position: purchaseReceipts.position,
        description: purchaseOrderLines.description,
      })
      .from(purchaseReceiptPhotos)
      .innerJoin(purchaseReceiptLines, eq(purchaseReceiptLines.id, purchaseReceiptPhotos.receiptLineId))
      .innerJoin(purchaseReceipts, eq(purchaseReceipts.id, purchaseReceiptLines.receiptId))
      .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.id, purchaseReceiptLines.orderLineId))
      .where(
        and(
          eq(purchaseReceiptPhotos.id, ids.photoId),
          eq(purchaseReceipts.id, ids.receiptId),
          eq(purchaseReceipts.orderId, ids.id),
        ),
      )
      .limit(1);
    if (!photo) throw photoUnknown();
    await tx.delete(purchaseReceiptPhotos).where(eq(purchaseReceiptPhotos.id, ids.photoId));
    await audit(tx, ctx, 'purchase_order.receipt_photo_removed', {
      id: ids.id,
      label: order.number ?? order.supplierName,
      before: { receipt: photo.position, line: photo.description, photo: photo.name },
    });
    return { purchaseOrder: (await readDetail(tx, ctx.auth, ids.id))!, key: photo.storageKey };
  });
}

/** The storage keys of the photos of a receipt's lines (to remove with the receipt). */
export async function receiptPhotoKeys(db: Runner, receiptId: string): Promise<string[]> {
  const rows = await db
    .select({ key: purchaseReceiptPhotos.storageKey })
    .from(purchaseReceiptPhotos)
    .innerJoin(purchaseReceiptLines, eq(purchaseReceiptLines.id, purchaseReceiptPhotos.receiptLineId))
    .where(eq(purchaseReceiptLines.receiptId, receiptId));
  return rows.map((r) => r.key);
}
