/** Server calls of the product catalogue and suppliers (react-query). */
import type {
  ListProductsResponse,
  ListSuppliersResponse,
  Product,
  ProductInput,
  Supplier,
  SupplierInput,
} from '@comptoir/core/modules/products';
import { api, multipart, postMultipart, queryString } from '@/lib/api';
import { PRODUCTS_KEY } from '@/lib/query-keys';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export { PRODUCTS_KEY };
export const SUPPLIERS_KEY = ['suppliers'] as const;

/** A change to a product or a supplier: both lists follow. */
const CHANGED = [PRODUCTS_KEY, SUPPLIERS_KEY];

export const useProductsList = (params: Params) =>
  useListQuery<ListProductsResponse>(PRODUCTS_KEY, '/api/products', params);

export const useSuppliers = () =>
  useGet<ListSuppliersResponse>([...SUPPLIERS_KEY, 'list'], '/api/suppliers?pageSize=100');

export const useSaveProduct = () =>
  useSaveRecord<ProductInput, { product: Product; message: string }>('/api/products', CHANGED);

export const useDeleteProduct = () => useDeleteRecord('/api/products', CHANGED);

/** Multipart upload of the image (field `file`); the server checks the content. */
export function uploadProductImage(id: string, file: File): Promise<{ product: Product; message: string }> {
  return postMultipart(`/api/products/${id}/image`, multipart({ file }), 'products.errors.imageUpload');
}

export const useUploadImage = () =>
  useChange(({ id, file }: { id: string; file: File }) => uploadProductImage(id, file), CHANGED);

export const useRemoveImage = () =>
  useChange(
    (id: string) => api.delete<{ product: Product; message: string }>(`/api/products/${id}/image`),
    CHANGED,
  );

export const useSaveSupplier = () =>
  useSaveRecord<SupplierInput, { supplier: Supplier; message: string }>('/api/suppliers', CHANGED);

export const useDeleteSupplier = () => useDeleteRecord('/api/suppliers', CHANGED);

export { errorMessage } from '@/lib/api';

/** The export URL for the current filters (a plain download link: same-origin cookie). */
export function exportUrl(format: 'xlsx' | 'csv', filters: Params): string {
  return `/api/products/export?${queryString({ ...filters, format })}`;
}
