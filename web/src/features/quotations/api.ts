/** Server calls of the supplier quotations and of the document extraction (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListSuppliersResponse } from '@comptoir/core/modules/products';
import type {
  Quotation,
  QuotationAction,
  QuotationBody,
  QuotationList,
  QuotationPatch,
  QuotationSort,
  QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { ApiError, api, postMultipart, queryString } from '@/lib/api';

export const QUOTATIONS_KEY = ['quotations'] as const;
/**
 * The demandes feature's query keys (web/src/features/demandes/api.ts): a request's detail carries
 * each product's quotation count and best price, so it is refetched after every change here.
 */
const DEMANDES_KEY = ['demandes'] as const;

export interface QuotationListParams {
  q: string;
  status: QuotationStatus | '';
  sort: QuotationSort;
  order: 'asc' | 'desc';
}

export const quotationKeys = {
  product: (productId: string) => [...QUOTATIONS_KEY, 'product', productId] as const,
  list: (productId: string, params: QuotationListParams) =>
    [...QUOTATIONS_KEY, 'product', productId, params] as const,
  suppliers: (q: string) => [...QUOTATIONS_KEY, 'suppliers', q] as const,
};

/** A record answered bare or wrapped (`{ quotation, message }`). */
function unwrap<T>(payload: unknown, key: string): T {
  if (payload && typeof payload === 'object' && key in payload) {
    return (payload as Record<string, T>)[key] as T;
  }
  return payload as T;
}

export function useQuotations(productId: string, params: QuotationListParams) {
  return useQuery({
    queryKey: quotationKeys.list(productId, params),
    queryFn: ({ signal }) =>
      api.get<QuotationList>(
        `/api/quotations?${queryString({
          requestedProductId: productId,
          q: params.q.trim(),
          status: params.status,
          sort: params.sort,
          order: params.order,
        })}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/**
 * Suppliers matching `q` for the picker. The list needs the products module: without it (403) the
 * picker simply offers nothing and the name typed creates the supplier.
 */
export function useSupplierSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: quotationKeys.suppliers(q),
    queryFn: async ({ signal }) => {
      try {
        return (
          await api.get<ListSuppliersResponse>(
            `/api/quotations/suppliers?${queryString({ q, pageSize: 20 })}`,
            {
              signal,
            },
          )
        ).items;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return [];
        throw error;
      }
    },
    enabled,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** After a change: the product's quotations, and the request whose card shows count and best price. */
function useInvalidate(productId: string, demandeId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: quotationKeys.product(productId) }),
      queryClient.invalidateQueries({ queryKey: [...DEMANDES_KEY, 'detail', demandeId] }),
      queryClient.invalidateQueries({ queryKey: [...DEMANDES_KEY, 'list'] }),
    ]);
}

export function useSaveQuotation(productId: string, demandeId: string) {
  const invalidate = useInvalidate(productId, demandeId);
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string | undefined; body: QuotationBody | QuotationPatch }) =>
      unwrap<Quotation>(
        id
          ? await api.patch<unknown>(`/api/quotations/${id}`, body)
          : await api.post<unknown>('/api/quotations', body),
        'quotation',
      ),
    onSuccess: invalidate,
  });
}

export function useQuotationAction(productId: string, demandeId: string) {
  const invalidate = useInvalidate(productId, demandeId);
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: QuotationAction }) =>
      api.post<unknown>(`/api/quotations/${id}/${action}`),
    onSuccess: invalidate,
  });
}

export function useDeleteQuotation(productId: string, demandeId: string) {
  const invalidate = useInvalidate(productId, demandeId);
  return useMutation({
    mutationFn: (id: string) => api.delete<unknown>(`/api/quotations/${id}`),
    onSuccess: invalidate,
  });
}

/** Uploads documents to a quotation, one request per file, in order. */
export function useUploadQuotationDocuments(productId: string, demandeId: string) {
  const invalidate = useInvalidate(productId, demandeId);
  return useMutation({
    mutationFn: async ({ id, files }: { id: string; files: File[] }) => {
      for (const file of files) {
        const form = new FormData();
        form.append('file', file);
        await postMultipart<unknown>(`/api/quotations/${id}/documents`, form, 'quotations.ui.errors.upload');
      }
    },
    onSettled: invalidate,
  });
}

export function useDeleteQuotationDocument(productId: string, demandeId: string) {
  const invalidate = useInvalidate(productId, demandeId);
  return useMutation({
    mutationFn: ({ id, documentId }: { id: string; documentId: string }) =>
      api.delete<unknown>(`/api/quotations/${id}/documents/${documentId}`),
    onSuccess: invalidate,
  });
}

export { errorMessage } from '@/lib/api';
