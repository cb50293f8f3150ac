import type { FastifyInstance, FastifyReply } from 'fastify';
import { productsApi } from '@comptoir/core/modules/products.routes';
import { requestLanguage, t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import { sendFile, uploadedFileHeaders } from '../../platform/download';
import { confirmed, implement } from '../../platform/routes';
import { productsCsv, productsXlsx } from './export';
import { checkImage, contentTypeOfKey, readUploadedFile } from './images';
import {
  createProduct,
  createSupplier,
  deleteProduct,
  deleteSupplier,
  getProduct,
  getSupplier,
  listProducts,
  listSuppliers,
  present,
  productsForExport,
  setProductImage,
  updateProduct,
  updateSupplier,
} from './service';

/** Products and suppliers (/api/products, /api/suppliers): the handlers of `productsApi`. */
export function productRoutes(app: FastifyInstance): void {
  const removeFiles = async (keys: string[]) => {
    for (const key of keys) {
      await app.storage.delete(key).catch(() => undefined);
    }
  };

  /** Sets or removes the image and answers the product with `message`; the replaced files go. */
  const setImage = async (
    c: Parameters<typeof createProduct>[0] & { params: { id: string } },
    keys: { imageKey: string; thumbnailKey: string } | null,
    message: string,
  ) => {
    let result;
    try {
      result = await setProductImage(c, c.params.id, keys);
    } catch (error) {
      if (keys) await removeFiles([keys.imageKey, keys.thumbnailKey]);
      throw error;
    }
    await removeFiles(result.previous);
    return { product: result.product, message: t(c.request, message) };
  };

  const serveFile = async (reply: FastifyReply, key: string | null) => {
    if (!key || !(await app.storage.exists(key))) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: t(reply.request, 'products.errors.noImage') } });
    }
    const name = key.slice(key.lastIndexOf('/') + 1);
    uploadedFileHeaders(
      reply,
      { name, mime: contentTypeOfKey(key) },
      { inline: true, cache: 'private, max-age=3600' },
    );
    reply.header('content-length', await app.storage.size(key));
    return reply.send(app.storage.stream(key));
  };

  const say = confirmed('product', 'products.success');
  const supplier = confirmed('supplier', 'products.suppliers');
  implement(app, productsApi, {
    list: async ({ db, query }) => listProducts(db, query),
    create: say.created(async (c) => createProduct(c, c.body)),
    read: async ({ db, params }) => present(await getProduct(db, params.id)),
    update: say.updated(async (c) => updateProduct(c, c.params.id, c.body)),
    remove: say.deleted(async (c) => removeFiles(await deleteProduct(c, c.params.id))),
    export: async ({ request, reply, query }) => {
      const rows = await productsForExport(app.db, query);
      const language = requestLanguage(request);
      const day = new Date().toISOString().slice(0, 10);
      const base = `${t(request, 'products.export.file')}-${day}`.replace(/[^\w.-]/g, '_');
      const file =
        query.format === 'csv'
          ? { name: `${base}.csv`, body: productsCsv(rows, language) }
          : { name: `${base}.xlsx`, body: await productsXlsx(rows, language) };
      return sendFile(reply, file.name, file.body, { cache: 'no-store' });
    },
    uploadImage: async (c) => {
      await getProduct(app.db, c.params.id); // 404 before reading the upload
      const buffer = await readUploadedFile(c.request);
      const image = await checkImage(buffer);
      const imageKey = newKey('products/images', image.extension);
      const thumbnailKey = newKey('products/thumbnails', 'webp');
      await app.storage.put(imageKey, buffer);
      await app.storage.put(thumbnailKey, image.thumbnail);
      return setImage(c, { imageKey, thumbnailKey }, 'products.success.imageUploaded');
    },
    removeImage: async (c) => setImage(c, null, 'products.success.imageRemoved'),
    image: async ({ reply, params }) => serveFile(reply, (await getProduct(app.db, params.id)).imageKey),
    thumbnail: async ({ reply, params }) =>
      serveFile(reply, (await getProduct(app.db, params.id)).thumbnailKey),
    suppliers: async ({ db, query }) => listSuppliers(db, query),
    createSupplier: supplier.created(async (c) => createSupplier(c, c.body)),
    readSupplier: async ({ db, params }) => getSupplier(db, params.id),
    updateSupplier: supplier.updated(async (c) => updateSupplier(c, c.params.id, c.body)),
    removeSupplier: supplier.deleted(async (c) => deleteSupplier(c, c.params.id)),
  });
}
