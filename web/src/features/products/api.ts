/** Server calls of the product catalogue and suppliers (react-query), through the routes declared in core. */
import { productsApi } from '@comptoir/core/modules/products.routes';
import type { QueryOf } from '@comptoir/core/route';
import { call, multipart, upload, urlOf } from '@/lib/api';
import { PRODUCTS_KEY } from '@/lib/query-keys';
import { useChange, useDeleteRecord, useGet, useListQuery, useSaveRecord, type Params } from '@/lib/queries';

export { PRODUCTS_KEY };
export const SUPPLIERS_KEY = ['suppliers'] as const;

/** A change to a product or a supplier: both lists follow. */
const CHANGED = [PRODUCTS_KEY, SUPPLIERS_KEY];

export const useProductsList = (params: Params) => useListQuery(PRODUCTS_KEY, productsApi.list, params);

export const useSuppliers = () =>
  useGet([...SUPPLIERS_KEY, 'list'], productsApi.suppliers, { query: { pageSize: 100 } });

export const useSaveProduct = () => useSaveRecord(productsApi.create, productsApi.update, CHANGED);

export const useDeleteProduct = () => useDeleteRecord(productsApi.remove, CHANGED);

/** Multipart upload of the image (field `file`); the server checks the content. */
export function uploadProductImage(id: string, file: File) {
  return upload(
    productsApi.uploadImage,
    { params: { id } },
    multipart({ file }),
    'products.errors.imageUpload',
  );
}

export const useUploadImage = () =>
  useChange(({ id, file }: { id: string; file: File }) => uploadProductImage(id, file), CHANGED);

export const useRemoveImage = () =>
  useChange((id: string) => call(productsApi.removeImage, { params: { id } }), CHANGED);

export const useSaveSupplier = () =>
  useSaveRecord(productsApi.createSupplier, productsApi.updateSupplier, CHANGED);

export const useDeleteSupplier = () => useDeleteRecord(productsApi.removeSupplier, CHANGED);

export { errorMessage } from '@/lib/api';

/** The export URL for the current filters (a plain download link: same-origin cookie). */
export function exportUrl(
  format: 'xlsx' | 'csv',
  filters: Omit<QueryOf<typeof productsApi.export>, 'format'>,
): string {
  return urlOf(productsApi.export, { query: { ...filters, format } });
}
