import type { FastifyInstance, FastifyReply } from 'fastify';
import { apiError } from '@comptoir/core/api';
import {
  exportProductsQuery,
  idParams,
  listProductsQuery,
  listProductsResponse,
  listSuppliersQuery,
  listSuppliersResponse,
  product,
  productBody,
  productPatch,
  productResponse,
  supplier,
  supplierBody,
  supplierPatch,
  supplierResponse,
} from '@comptoir/core/modules/products';
import { requestLanguage, t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
import { sendFile } from '../../platform/download';
import { errorResponses, moduleRoutes } from '../../platform/routes';
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

/** Products and suppliers (/api/products, /api/suppliers). */
export function productRoutes(app: FastifyInstance): void {
  const { route, collection } = moduleRoutes(app, 'products', {
    tags: ['products'],
    errors: errorResponses(400, 401, 403, 404, 409),
  });
  const removeFiles = async (keys: string[]) => {
    for (const key of keys) {
      await app.storage.delete(key).catch(() => undefined);
    }
  };

  collection({
    url: '/api/products',
    params: idParams,
    record: 'product',
    list: {
      summary: 'Products, searched (name, reference, description), filtered, sorted and paginated',
      query: listProductsQuery,
      response: listProductsResponse,
      handler: async ({ db, query }) => listProducts(db, query),
    },
    create: {
      summary: 'Creates a product (reference unique, case-insensitively)',
      body: productBody,
      response: productResponse,
      message: 'products.success.created',
      handler: async (c) => createProduct(c, c.body),
    },
    read: {
      summary: 'One product',
      response: product,
      handler: async ({ db, params }) => present(await getProduct(db, params.id)),
    },
    update: {
      summary: 'Updates some fields of a product',
      body: productPatch,
      response: productResponse,
      message: 'products.success.updated',
      handler: async (c) => updateProduct(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a product and its image (irreversible)',
      message: 'products.success.deleted',
      handler: async (c) => removeFiles(await deleteProduct(c, c.params.id)),
    },
  });

  route('GET', '/api/products/export', {
    summary: 'The products matching the filters as an Excel (xlsx) or CSV (UTF-8, semicolons) file',
    query: exportProductsQuery,
    handler: async ({ request, reply, query }) => {
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
  });

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

  route('POST', '/api/products/:id/image', {
    action: 'update',
    summary: 'Uploads the product image (field `file`: PNG, JPG, GIF or WebP by content, 10 MB)',
    params: idParams,
    response: { 200: productResponse, 413: apiError, 415: apiError },
    handler: async (c) => {
      await getProduct(app.db, c.params.id); // 404 before reading the upload
      const buffer = await readUploadedFile(c.request);
      const image = await checkImage(buffer);
      const imageKey = newKey('products/images', image.extension);
      const thumbnailKey = newKey('products/thumbnails', 'webp');
      await app.storage.put(imageKey, buffer);
      await app.storage.put(thumbnailKey, image.thumbnail);
      return setImage(c, { imageKey, thumbnailKey }, 'products.success.imageUploaded');
    },
  });

  route('DELETE', '/api/products/:id/image', {
    action: 'update',
    summary: 'Removes the product image and its thumbnail',
    params: idParams,
    response: { 200: productResponse },
    handler: async (c) => setImage(c, null, 'products.success.imageRemoved'),
  });

  const serveFile = async (reply: FastifyReply, key: string | null) => {
    if (!key || !(await app.storage.exists(key))) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: t(reply.request, 'products.errors.noImage') } });
    }
    reply.header('content-type', contentTypeOfKey(key));
    reply.header('cache-control', 'private, max-age=3600');
    reply.header('x-content-type-options', 'nosniff');
    reply.header('content-length', await app.storage.size(key));
    return reply.send(app.storage.stream(key));
  };

  route('GET', '/api/products/:id/image', {
    summary: 'The product image (signed-in users with the products module only)',
    params: idParams,
    handler: async ({ reply, params }) => serveFile(reply, (await getProduct(app.db, params.id)).imageKey),
  });

  route('GET', '/api/products/:id/thumbnail', {
    summary: 'The 320-px WebP thumbnail of the product image',
    params: idParams,
    handler: async ({ reply, params }) =>
      serveFile(reply, (await getProduct(app.db, params.id)).thumbnailKey),
  });

  collection({
    url: '/api/suppliers',
    params: idParams,
    record: 'supplier',
    tags: ['suppliers'],
    list: {
      summary: 'Suppliers, ordered by name, with their product counts',
      query: listSuppliersQuery,
      response: listSuppliersResponse,
      handler: async ({ db, query }) => listSuppliers(db, query),
    },
    create: {
      summary: 'Creates a supplier',
      body: supplierBody,
      response: supplierResponse,
      message: 'products.suppliers.created',
      handler: async (c) => createSupplier(c, c.body),
    },
    read: {
      summary: 'One supplier',
      response: supplier,
      handler: async ({ db, params }) => getSupplier(db, params.id),
    },
    update: {
      summary: 'Updates a supplier',
      body: supplierPatch,
      response: supplierResponse,
      message: 'products.suppliers.updated',
      handler: async (c) => updateSupplier(c, c.params.id, c.body),
    },
    remove: {
      summary: 'Deletes a supplier; its products stay, without supplier',
      message: 'products.suppliers.deleted',
      handler: async (c) => deleteSupplier(c, c.params.id),
    },
  });
}
