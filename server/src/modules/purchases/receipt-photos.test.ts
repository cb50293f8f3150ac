import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { purchaseReceiptPhotos } from '../../db/schema/index';
import { useFixture } from '../../../test/fixture';
import { postMultipart } from '../../../test/multipart';
import { auditEntries } from '../../platform/testing';
import { PDF, pngOf } from '../demandes/testing';
import { UNKNOWN_ID, expectStatus } from '../orders/testing';
import { draftBody, setupPurchases } from './testing';

const f = useFixture(setupPurchases);

type Photo = PurchaseOrderDetail['receipts'][number]['lines'][number]['photos'][number];
interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
}

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc3322' } })
    .jpeg()
    .toBuffer();

/**
 * A sent order of two lines with one receipt: 6,000 buttons of which 150 rejected, and 2.5
 * zippers all accepted. Its ids and where its photos go.
 */
async function receivedOrder() {
  const draft = expectStatus(await f.call('POST', '/api/purchases', draftBody(f)), 201)
    .purchaseOrder as PurchaseOrderDetail;
  expectStatus(await f.call('POST', `/api/purchases/${draft.id}/actions/send`), 200);
  const [buttons, zippers] = draft.lines.map((l) => l.id);
  const order = expectStatus(
    await f.call('POST', `/api/purchases/${draft.id}/receipts`, {
      date: '2026-11-20',
      lines: [
        { orderLineId: buttons, received: '6000', rejected: '150', rejectionReason: 'Nacre rayée' },
        { orderLineId: zippers, received: '2.5' },
      ],
    }),
    201,
  ).purchaseOrder as PurchaseOrderDetail;
  const receipt = order.receipts[0]!;
  const rejectedLine = receipt.lines.find((l) => l.orderLineId === buttons)!;
  const acceptedLine = receipt.lines.find((l) => l.orderLineId === zippers)!;
  const base = `/api/purchases/${order.id}/receipts/${receipt.id}`;
  return {
    order,
    receipt,
    rejectedLine,
    acceptedLine,
    base,
    photosOf: (lineId: string) => `${base}/lines/${lineId}/photos`,
  };
}

const send = (url: string, files: Upload[], cookie: string | null = f.users.manager.cookie) =>
  postMultipart(f.ctx.app, url, {}, files, cookie);

/** The photos of the receipt's rejected line, as the order's detail gives them. */
async function photosOn(orderId: string, lineId: string): Promise<Photo[]> {
  const order = expectStatus(await f.call('GET', `/api/purchases/${orderId}`), 200) as PurchaseOrderDetail;
  return order.receipts.flatMap((r) => r.lines).find((l) => l.id === lineId)!.photos;
}

const storedKeys = async (lineId: string) =>
  (
    await f.db
      .select({ key: purchaseReceiptPhotos.storageKey })
      .from(purchaseReceiptPhotos)
      .where(eq(purchaseReceiptPhotos.receiptLineId, lineId))
  ).map((r) => r.key);

describe('photos of goods rejected at quality control', () => {
  it('uploads photos to a rejected line, lists them with the receipt, serves them inline; audited', async () => {
    const r = await receivedOrder();
    expect(r.rejectedLine.photos).toEqual([]);
    const png = await pngOf('#3366ff');
    const jpg = await jpeg();
    const webp = await sharp(png).webp().toBuffer();
    const res = expectStatus(
      await send(r.photosOf(r.rejectedLine.id), [
        { name: 'rayure.png', bytes: png, type: 'image/png' },
        // The declared type and the name say nothing: the content does.
        { name: 'carton', bytes: jpg },
        { name: 'détail.webp', bytes: webp, type: 'text/plain' },
      ]),
      201,
    );
    expect(res.message).toBe('Photos ajoutées.');
    const line = (res.purchaseOrder as PurchaseOrderDetail).receipts[0]!.lines.find(
      (l) => l.id === r.rejectedLine.id,
    )!;
    expect(line.photos.map((p) => [p.name, p.mime, p.size])).toEqual([
      ['carton', 'image/jpeg', jpg.length],
      ['détail.webp', 'image/webp', webp.length],
      ['rayure.png', 'image/png', png.length],
    ]);
    for (const p of line.photos) expect(p.url).toBe(`${r.base}/photos/${p.id}`);
    // The order's detail lists them on the line; the accepted line has none.
    expect(await photosOn(r.order.id, r.rejectedLine.id)).toEqual(line.photos);
    expect(await photosOn(r.order.id, r.acceptedLine.id)).toEqual([]);

    const photo = line.photos.find((p) => p.name === 'rayure.png')!;
    const shown = await f.call('GET', photo.url);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.headers['x-content-type-options']).toBe('nosniff');
    expect(String(shown.headers['content-disposition'])).toMatch(/^inline; filename="rayure.png"/);
    expect(String(shown.headers['content-security-policy'])).toContain('sandbox');
    expect(shown.rawPayload.equals(png)).toBe(true);
    const saved = await f.call('GET', `${photo.url}?download=1`);
    expect(String(saved.headers['content-disposition'])).toMatch(/^attachment;/);
    // A viewer of the company sees them too.
    expect((await f.call('GET', photo.url, undefined, f.users.viewer.cookie)).statusCode).toBe(200);

    const [entry] = await auditEntries(f.db, 'purchase_order.receipt_photos_added', r.order.id);
    expect(entry?.after).toMatchObject({
      receipt: 1,
      line: 'Bouton nacre 15 mm',
      photos: ['rayure.png', 'carton', 'détail.webp'],
    });
  });

  it('refuses in French what is no JPEG, PNG or WebP, or too large, storing nothing', async () => {
    const r = await receivedOrder();
    const url = r.photosOf(r.rejectedLine.id);
    const png = await pngOf('#00aa00');
    const gif = await sharp(png).gif().toBuffer();
    for (const [file, message] of [
      [
        { name: 'photo.jpg', bytes: PDF, type: 'image/jpeg' },
        "« photo.jpg » n'est pas une photo acceptée : images JPEG, PNG ou WebP uniquement.",
      ],
      [
        { name: 'anim.gif', bytes: gif, type: 'image/gif' },
        "« anim.gif » n'est pas une photo acceptée : images JPEG, PNG ou WebP uniquement.",
      ],
      [
        { name: 'logo.png', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') },
        "« logo.png » n'est pas une photo acceptée : images JPEG, PNG ou WebP uniquement.",
      ],
    ] as const) {
      // One good photo beside the bad one: nothing of the upload is kept.
      const res = await send(url, [{ name: 'ok.png', bytes: png }, file]);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().error.message).toBe(message);
    }
    const big = await send(url, [
      { name: 'grande.png', bytes: Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('Fichier trop volumineux (10 Mo au maximum).');
    const none = await send(url, []);
    expect(none.statusCode).toBe(400);
    expect(await storedKeys(r.rejectedLine.id)).toEqual([]);
    expect(await photosOn(r.order.id, r.rejectedLine.id)).toEqual([]);
  });

  it('takes at most 10 photos per line, and none on a line without rejected goods', async () => {
    const r = await receivedOrder();
    const url = r.photosOf(r.rejectedLine.id);
    const png = await pngOf('#123456');
    const photos = (n: number, from = 0) =>
      Array.from({ length: n }, (_, i) => ({ name: `p${from + i + 1}.png`, bytes: png }));
    expectStatus(await send(url, photos(4)), 201);
    // 4 + 7 is one too many: none of the 7 is kept.
    const over = await send(url, photos(7, 4));
    expect(over.statusCode).toBe(409);
    expect(over.json().error.message).toBe('10 photos au maximum par ligne de réception.');
    expectStatus(await send(url, photos(6, 4)), 201);
    const eleventh = await send(url, photos(1, 10));
    expect(eleventh.statusCode).toBe(409);
    expect(eleventh.json().error.message).toBe('10 photos au maximum par ligne de réception.');
    expect(await photosOn(r.order.id, r.rejectedLine.id)).toHaveLength(10);
    expect(await storedKeys(r.rejectedLine.id)).toHaveLength(10);
    // Eleven in one upload, on another order's line.
    const other = await receivedOrder();
    const eleven = await send(other.photosOf(other.rejectedLine.id), photos(11));
    expect(eleven.statusCode).toBe(409);
    expect(eleven.json().error.message).toBe('10 photos au maximum par ligne de réception.');
    expect(await storedKeys(other.rejectedLine.id)).toEqual([]);

    const accepted = await send(r.photosOf(r.acceptedLine.id), photos(1));
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error.message).toBe(
      "Les photos ne s'ajoutent qu'à une ligne dont une quantité a été refusée au contrôle qualité.",
    );
    expect(await storedKeys(r.acceptedLine.id)).toEqual([]);
    // A line of another receipt or an unknown one.
    const elsewhere = await send(
      `/api/purchases/${r.order.id}/receipts/${other.receipt.id}/lines/${other.rejectedLine.id}/photos`,
      photos(1),
    );
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().error.message).toBe('Ligne de réception introuvable sur ce bon de commande.');
    expect((await send(r.photosOf(UNKNOWN_ID), photos(1))).statusCode).toBe(404);
  });

  it('deletes a photo and its stored file, audited', async () => {
    const r = await receivedOrder();
    const png = await pngOf('#654321');
    const up = expectStatus(
      await send(r.photosOf(r.rejectedLine.id), [
        { name: 'a.png', bytes: png },
        { name: 'b.png', bytes: png },
      ]),
      201,
    ).purchaseOrder as PurchaseOrderDetail;
    const [a, b] = up.receipts[0]!.lines.find((l) => l.id === r.rejectedLine.id)!.photos;
    const keys = await storedKeys(r.rejectedLine.id);
    expect(keys).toHaveLength(2);
    for (const key of keys) expect(await f.ctx.app.storage.exists(key)).toBe(true);
    // A viewer may not delete one.
    expect((await f.call('DELETE', a!.url, undefined, f.users.viewer.cookie)).statusCode).toBe(403);
    const removed = expectStatus(await f.call('DELETE', a!.url), 200);
    expect(removed.message).toBe('Photo supprimée.');
    const left = (removed.purchaseOrder as PurchaseOrderDetail).receipts[0]!.lines.find(
      (l) => l.id === r.rejectedLine.id,
    )!.photos;
    expect(left.map((p) => p.id)).toEqual([b!.id]);
    const [kept] = await storedKeys(r.rejectedLine.id);
    expect(keys.filter((k) => k !== kept)).toHaveLength(1);
    expect(await f.ctx.app.storage.exists(keys.find((k) => k !== kept)!)).toBe(false);
    expect(await f.ctx.app.storage.exists(kept!)).toBe(true);
    const gone = await f.call('GET', a!.url);
    expect(gone.statusCode).toBe(404);
    const again = await f.call('DELETE', a!.url);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('Photo introuvable sur cette réception.');
    const [entry] = await auditEntries(f.db, 'purchase_order.receipt_photo_removed', r.order.id);
    expect(entry?.before).toMatchObject({ receipt: 1, line: 'Bouton nacre 15 mm', photo: 'a.png' });
  });

  it("removes a receipt's photos and their stored files with the receipt", async () => {
    const r = await receivedOrder();
    const png = await pngOf('#abcdef');
    expectStatus(await send(r.photosOf(r.rejectedLine.id), [{ name: 'a.png', bytes: png }]), 201);
    const keys = await storedKeys(r.rejectedLine.id);
    expect(keys).toHaveLength(1);
    const removed = expectStatus(await f.call('DELETE', r.base), 200);
    expect(removed.purchaseOrder.receipts).toEqual([]);
    expect(await storedKeys(r.rejectedLine.id)).toEqual([]);
    expect(await f.ctx.app.storage.exists(keys[0]!)).toBe(false);
  });

  it('answers 403 without the purchases module and 404 for another company', async () => {
    const r = await receivedOrder();
    const png = await pngOf('#101010');
    const up = expectStatus(await send(r.photosOf(r.rejectedLine.id), [{ name: 'a.png', bytes: png }]), 201)
      .purchaseOrder as PurchaseOrderDetail;
    const photo = up.receipts[0]!.lines.find((l) => l.id === r.rejectedLine.id)!.photos[0]!;
    const outsider = f.users.outsider.cookie;
    const b = f.users.managerB.cookie;
    for (const [cookie, status] of [
      [outsider, 403],
      [b, 404],
    ] as const) {
      expect(
        (await send(r.photosOf(r.rejectedLine.id), [{ name: 'x.png', bytes: png }], cookie)).statusCode,
      ).toBe(status);
      expect((await f.call('GET', photo.url, undefined, cookie)).statusCode).toBe(status);
      expect((await f.call('DELETE', photo.url, undefined, cookie)).statusCode).toBe(status);
    }
    // A viewer may not add one either.
    expect(
      (await send(r.photosOf(r.rejectedLine.id), [{ name: 'x.png', bytes: png }], f.users.viewer.cookie))
        .statusCode,
    ).toBe(403);
    // A photo asked for under another receipt is not found.
    const other = await receivedOrder();
    expect(
      (
        await f.call(
          'GET',
          `/api/purchases/${other.order.id}/receipts/${other.receipt.id}/photos/${photo.id}`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await storedKeys(r.rejectedLine.id)).toHaveLength(1);
  });
});
