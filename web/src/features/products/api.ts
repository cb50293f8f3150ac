/** Server calls of the product catalogue and suppliers (react-query). */
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { LANGUAGE_HEADER } from '@comptoir/core/api';
import type {
  ListProductsResponse,
  ListSuppliersResponse,
  Product,
  ProductInput,
  Supplier,
  SupplierInput,
} from '@comptoir/core/modules/products';
import { ApiError, api, queryString } from '@/lib/api';
import { PRODUCTS_KEY } from '@/lib/query-keys';
import { currentLanguage, i18n } from '@/lib/i18n';
import { useInvalidateKeys } from '@/lib/query-client';

export { PRODUCTS_KEY };
export const SUPPLIERS_KEY = ['suppliers'] as const;

type Params = Record<string, string | number | undefined>;

export function useProductsList(params: Params) {
  return useQuery({
    queryKey: [...PRODUCTS_KEY, 'list', params],
    queryFn: ({ signal }) =>
      api.get<ListProductsResponse>(`/api/products?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useSuppliers() {
  return useQuery({
    queryKey: [...SUPPLIERS_KEY, 'list'],
    queryFn: ({ signal }) => api.get<ListSuppliersResponse>('/api/suppliers?pageSize=100', { signal }),
    retry: false,
  });
}

function useInvalidate() {
  return useInvalidateKeys(PRODUCTS_KEY, SUPPLIERS_KEY);
}

export function useSaveProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: ProductInput }) =>
      id
        ? api.patch<{ product: Product; message: string }>(`/api/products/${id}`, body)
        : api.post<{ product: Product; message: string }>('/api/products', body),
    onSuccess: invalidate,
  });
}

export function useDeleteProduct() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/products/${id}`),
    onSuccess: invalidate,
  });
}

/** Multipart upload of the image (field `file`); the server checks the content. */
export async function uploadProductImage(
  id: string,
  file: File,
): Promise<{ product: Product; message: string }> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api/products/${id}/image`, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', [LANGUAGE_HEADER]: currentLanguage() },
  });
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string };
    product?: Product;
    message?: string;
  } | null;
  if (!response.ok) {
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'http_error',
      payload?.error?.message ?? i18n.t('products.errors.imageUpload'),
    );
  }
  return payload as { product: Product; message: string };
}

export function useUploadImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) => uploadProductImage(id, file),
    onSuccess: invalidate,
  });
}

export function useRemoveImage() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) =>
      api.delete<{ product: Product; message: string }>(`/api/products/${id}/image`),
    onSuccess: invalidate,
  });
}

export function useSaveSupplier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string | undefined; body: SupplierInput }) =>
      id
        ? api.patch<{ supplier: Supplier; message: string }>(`/api/suppliers/${id}`, body)
        : api.post<{ supplier: Supplier; message: string }>('/api/suppliers', body),
    onSuccess: invalidate,
  });
}

export function useDeleteSupplier() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<{ message: string }>(`/api/suppliers/${id}`),
    onSuccess: invalidate,
  });
}

export { errorMessage } from '@/lib/api';

/** The export URL for the current filters (a plain download link: same-origin cookie). */
export function exportUrl(format: 'xlsx' | 'csv', filters: Params): string {
  return `/api/products/export?${queryString({ ...filters, format })}`;
}
