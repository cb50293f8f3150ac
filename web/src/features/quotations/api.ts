/** Server calls of the supplier quotations and of the document extraction (react-query). */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
import { ApiError, api, multipart, postMultipart, queryString } from '@/lib/api';
import { useChange, useGet } from '@/lib/queries';

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

export const useQuotations = (productId: string, params: QuotationListParams) =>
  useGet<QuotationList>(
    quotationKeys.list(productId, params),
    `/api/quotations?${queryString({
      requestedProductId: productId,
      q: params.q.trim(),
      status: params.status,
      sort: params.sort,
      order: params.order,
    })}`,
    { placeholderData: keepPreviousData },
  );

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

/** What a change makes out of date: the product's quotations, and the request whose card shows count and best price. */
const changed = (productId: string, demandeId: string) => [
  quotationKeys.product(productId),
  [...DEMANDES_KEY, 'detail', demandeId],
  [...DEMANDES_KEY, 'list'],
];

export const useSaveQuotation = (productId: string, demandeId: string) =>
  useChange(
    async ({ id, body }: { id?: string | undefined; body: QuotationBody | QuotationPatch }) =>
      unwrap<Quotation>(
        id
          ? await api.patch<unknown>(`/api/quotations/${id}`, body)
          : await api.post<unknown>('/api/quotations', body),
        'quotation',
      ),
    changed(productId, demandeId),
  );

export const useQuotationAction = (productId: string, demandeId: string) =>
  useChange(
    ({ id, action }: { id: string; action: QuotationAction }) =>
      api.post<unknown>(`/api/quotations/${id}/${action}`),
    changed(productId, demandeId),
  );

export const useDeleteQuotation = (productId: string, demandeId: string) =>
  useChange((id: string) => api.delete<unknown>(`/api/quotations/${id}`), changed(productId, demandeId));

/** Uploads documents to a quotation, one request per file, in order. */
export const useUploadQuotationDocuments = (productId: string, demandeId: string) =>
  useChange(
    async ({ id, files }: { id: string; files: File[] }) => {
      for (const file of files) {
        const form = multipart({ file });
        await postMultipart<unknown>(`/api/quotations/${id}/documents`, form, 'quotations.ui.errors.upload');
      }
    },
    changed(productId, demandeId),
    'settled',
  );

export const useDeleteQuotationDocument = (productId: string, demandeId: string) =>
  useChange(
    ({ id, documentId }: { id: string; documentId: string }) =>
      api.delete<unknown>(`/api/quotations/${id}/documents/${documentId}`),
    changed(productId, demandeId),
  );

export { errorMessage } from '@/lib/api';
