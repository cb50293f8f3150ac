/** The routes of the product catalogue and its suppliers (/api/products, /api/suppliers): see core/src/route.ts. */
import { messageResponse } from '../api';
import { routes } from '../route';
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
} from './products';

const ERRORS = [400, 401, 403, 404, 409] as const;
const r = routes('products', { tags: ['products'], errors: ERRORS });
/** The suppliers' routes: same module, their own tag. */
const s = routes('products', { tags: ['suppliers'], errors: ERRORS });

export const productsApi = {
  ...r.collection('/api/products', {
    params: idParams,
    list: {
      summary: 'Products, searched (name, reference, description), filtered, sorted and paginated',
      query: listProductsQuery,
      response: listProductsResponse,
    },
    create: {
      summary: 'Creates a product (reference unique, case-insensitively)',
      body: productBody,
      response: productResponse,
    },
    read: { summary: 'One product', response: product },
    update: {
      summary: 'Updates some fields of a product',
      body: productPatch,
      response: productResponse,
    },
    remove: {
      summary: 'Deletes a product and its image (irreversible)',
    },
  }),
  export: r.get('/api/products/export', {
    summary: 'The products matching the filters as an Excel (xlsx) or CSV (UTF-8, semicolons) file',
    query: exportProductsQuery,
    response: 'file',
  }),
  uploadImage: r.post('/api/products/:id/image', {
    action: 'update',
    summary: 'Uploads the product image (field `file`: PNG, JPG, GIF or WebP by content, 10 MB)',
    params: idParams,
    body: 'multipart',
    response: productResponse,
    errors: [...ERRORS, 413, 415],
  }),
  removeImage: r.delete('/api/products/:id/image', {
    action: 'update',
    summary: 'Removes the product image and its thumbnail',
    params: idParams,
    response: productResponse,
  }),
  image: r.get('/api/products/:id/image', {
    summary: 'The product image (signed-in users with the products module only)',
    params: idParams,
    response: 'file',
  }),
  thumbnail: r.get('/api/products/:id/thumbnail', {
    summary: 'The 320-px WebP thumbnail of the product image',
    params: idParams,
    response: 'file',
  }),
  suppliers: s.get('/api/suppliers', {
    summary: 'Suppliers, ordered by name, with their product counts',
    query: listSuppliersQuery,
    response: listSuppliersResponse,
  }),
  createSupplier: s.post('/api/suppliers', {
    summary: 'Creates a supplier',
    body: supplierBody,
    response: supplierResponse,
    status: 201,
  }),
  readSupplier: s.get('/api/suppliers/:id', {
    summary: 'One supplier',
    params: idParams,
    response: supplier,
  }),
  updateSupplier: s.patch('/api/suppliers/:id', {
    summary: 'Updates a supplier',
    params: idParams,
    body: supplierPatch,
    response: supplierResponse,
  }),
  removeSupplier: s.delete('/api/suppliers/:id', {
    summary: 'Deletes a supplier; its products stay, without supplier',
    params: idParams,
    response: messageResponse,
  }),
};
