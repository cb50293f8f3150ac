import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
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
import { access, defineRoute } from '../../platform/http';
import { requestLanguage, t } from '../../platform/i18n';
import { newKey } from '../../platform/storage';
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

const TAGS = ['products'];
const errors = { 400: apiError, 401: apiError, 403: apiError, 404: apiError, 409: apiError };
const messageResponse = z.object({ message: z.string() });

/** Products and suppliers (/api/products, /api/suppliers). */
export function productRoutes(app: FastifyInstance): void {
  const removeFiles = async (keys: string[]) => {
    for (const key of keys) {
      await app.storage.delete(key).catch(() => undefined);
    }
  };

  defineRoute(app, {
    method: 'GET',
    url: '/api/products',
    access: access.module('products', 'read'),
    summary: 'Products, searched (name, reference, description), filtered, sorted and paginated',
    tags: TAGS,
    query: listProductsQuery,
    response: { 200: listProductsResponse, ...errors },
    handler: async ({ query }) => listProducts(app.db, query),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/export',
    access: access.module('products', 'read'),
    summary: 'The products matching the filters as an Excel (xlsx) or CSV (UTF-8, semicolons) file',
    tags: TAGS,
    query: exportProductsQuery,
    handler: async ({ request, reply, query }) => {
      const rows = await productsForExport(app.db, query);
      const language = requestLanguage(request);
      const day = new Date().toISOString().slice(0, 10);
      const base = `${t(request, 'products.export.file')}-${day}`.replace(/[^\w.-]/g, '_');
      reply.header('cache-control', 'no-store');
      if (query.format === 'csv') {
        reply.header('content-type', 'text/csv; charset=utf-8');
        reply.header('content-disposition', `attachment; filename="${base}.csv"`);
        return reply.send(productsCsv(rows, language));
      }
      reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      reply.header('content-disposition', `attachment; filename="${base}.xlsx"`);
      return reply.send(await productsXlsx(rows, language));
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products',
    access: access.module('products', 'create'),
    summary: 'Creates a product (reference unique, case-insensitively)',
    tags: TAGS,
    body: productBody,
    response: { 201: productResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const created = await createProduct({ db: app.db, request, auth }, body);
      reply.status(201);
      return { product: created, message: t(request, 'products.success.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:id',
    access: access.module('products', 'read'),
    summary: 'One product',
    tags: TAGS,
    params: idParams,
    response: { 200: product, ...errors },
    handler: async ({ params }) => present(await getProduct(app.db, params.id)),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/products/:id',
    access: access.module('products', 'update'),
    summary: 'Updates some fields of a product',
    tags: TAGS,
    params: idParams,
    body: productPatch,
    response: { 200: productResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const updated = await updateProduct({ db: app.db, request, auth }, params.id, body);
      return { product: updated, message: t(request, 'products.success.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/products/:id',
    access: access.module('products', 'delete'),
    summary: 'Deletes a product and its image (irreversible)',
    tags: TAGS,
    params: idParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const keys = await deleteProduct({ db: app.db, request, auth }, params.id);
      await removeFiles(keys);
      return { message: t(request, 'products.success.deleted') };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/products/:id/image',
    access: access.module('products', 'update'),
    summary: 'Uploads the product image (field `file`: PNG, JPG, GIF or WebP by content, 10 MB)',
    tags: TAGS,
    params: idParams,
    response: { 200: productResponse, ...errors, 413: apiError, 415: apiError },
    handler: async ({ request, auth, params }) => {
      await getProduct(app.db, params.id); // 404 before reading the upload
      const buffer = await readUploadedFile(request);
      const image = await checkImage(buffer);
      const imageKey = newKey('products/images', image.extension);
      const thumbnailKey = newKey('products/thumbnails', 'webp');
      await app.storage.put(imageKey, buffer);
      await app.storage.put(thumbnailKey, image.thumbnail);
      let result;
      try {
        result = await setProductImage({ db: app.db, request, auth }, params.id, { imageKey, thumbnailKey });
      } catch (error) {
        await removeFiles([imageKey, thumbnailKey]);
        throw error;
      }
      await removeFiles(result.previous);
      return { product: result.product, message: t(request, 'products.success.imageUploaded') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/products/:id/image',
    access: access.module('products', 'update'),
    summary: 'Removes the product image and its thumbnail',
    tags: TAGS,
    params: idParams,
    response: { 200: productResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      const result = await setProductImage({ db: app.db, request, auth }, params.id, null);
      await removeFiles(result.previous);
      return { product: result.product, message: t(request, 'products.success.imageRemoved') };
    },
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

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:id/image',
    access: access.module('products', 'read'),
    summary: 'The product image (signed-in users with the products module only)',
    tags: TAGS,
    params: idParams,
    handler: async ({ reply, params }) => serveFile(reply, (await getProduct(app.db, params.id)).imageKey),
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/products/:id/thumbnail',
    access: access.module('products', 'read'),
    summary: 'The 320-px WebP thumbnail of the product image',
    tags: TAGS,
    params: idParams,
    handler: async ({ reply, params }) =>
      serveFile(reply, (await getProduct(app.db, params.id)).thumbnailKey),
  });

  // -------------------------------------------------------------------------------------------
  // Suppliers

  defineRoute(app, {
    method: 'GET',
    url: '/api/suppliers',
    access: access.module('products', 'read'),
    summary: 'Suppliers, ordered by name, with their product counts',
    tags: ['suppliers'],
    query: listSuppliersQuery,
    response: { 200: listSuppliersResponse, ...errors },
    handler: async ({ query }) => listSuppliers(app.db, query),
  });

  defineRoute(app, {
    method: 'POST',
    url: '/api/suppliers',
    access: access.module('products', 'create'),
    summary: 'Creates a supplier',
    tags: ['suppliers'],
    body: supplierBody,
    response: { 201: supplierResponse, ...errors },
    handler: async ({ request, reply, auth, body }) => {
      const created = await createSupplier({ db: app.db, request, auth }, body);
      reply.status(201);
      return { supplier: created, message: t(request, 'products.suppliers.created') };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: '/api/suppliers/:id',
    access: access.module('products', 'read'),
    summary: 'One supplier',
    tags: ['suppliers'],
    params: idParams,
    response: { 200: supplier, ...errors },
    handler: async ({ params }) => getSupplier(app.db, params.id),
  });

  defineRoute(app, {
    method: 'PATCH',
    url: '/api/suppliers/:id',
    access: access.module('products', 'update'),
    summary: 'Updates a supplier',
    tags: ['suppliers'],
    params: idParams,
    body: supplierPatch,
    response: { 200: supplierResponse, ...errors },
    handler: async ({ request, auth, params, body }) => {
      const updated = await updateSupplier({ db: app.db, request, auth }, params.id, body);
      return { supplier: updated, message: t(request, 'products.suppliers.updated') };
    },
  });

  defineRoute(app, {
    method: 'DELETE',
    url: '/api/suppliers/:id',
    access: access.module('products', 'delete'),
    summary: 'Deletes a supplier; its products stay, without supplier',
    tags: ['suppliers'],
    params: idParams,
    response: { 200: messageResponse, ...errors },
    handler: async ({ request, auth, params }) => {
      await deleteSupplier({ db: app.db, request, auth }, params.id);
      return { message: t(request, 'products.suppliers.deleted') };
    },
  });
}
