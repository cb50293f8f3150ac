/** Server calls of the supplier quotations (react-query), through the routes declared in core. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  QuotationAction,
  QuotationBody,
  QuotationPatch,
  QuotationSort,
  QuotationStatus,
} from '@comptoir/core/modules/quotations';
import { quotationsApi } from '@comptoir/core/modules/quotations.routes';
import { ApiError, call, multipart, upload } from '@/lib/api';
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

export const useQuotations = (productId: string, params: QuotationListParams) =>
  useGet(
    quotationKeys.list(productId, params),
    quotationsApi.list,
    {
      query: {
        requestedProductId: productId,
        q: params.q.trim(),
        status: params.status || undefined,
        sort: params.sort,
        order: params.order,
      },
    },
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
        return (await call(quotationsApi.suppliers, { query: { q, pageSize: 20 } }, { signal })).items;
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
    async (save: { id: string; body: QuotationPatch } | { id?: undefined; body: QuotationBody }) =>
      (save.id === undefined
        ? await call(quotationsApi.create, { body: save.body })
        : await call(quotationsApi.update, { params: { id: save.id }, body: save.body })
      ).quotation,
    changed(productId, demandeId),
  );

export const useQuotationAction = (productId: string, demandeId: string) =>
  useChange(
    ({ id, action }: { id: string; action: QuotationAction }) =>
      call(quotationsApi[action], { params: { id } }),
    changed(productId, demandeId),
  );

export const useDeleteQuotation = (productId: string, demandeId: string) =>
  useChange((id: string) => call(quotationsApi.remove, { params: { id } }), changed(productId, demandeId));

/** Uploads documents to a quotation, one request per file, in order. */
export const useUploadQuotationDocuments = (productId: string, demandeId: string) =>
  useChange(
    async ({ id, files }: { id: string; files: File[] }) => {
      for (const file of files) {
        const form = multipart({ file });
        await upload(quotationsApi.addDocument, { params: { id } }, form, 'quotations.ui.errors.upload');
      }
    },
    changed(productId, demandeId),
    'settled',
  );

export const useDeleteQuotationDocument = (productId: string, demandeId: string) =>
  useChange(
    ({ id, documentId }: { id: string; documentId: string }) =>
      call(quotationsApi.removeDocument, { params: { id, docId: documentId } }),
    changed(productId, demandeId),
  );

export { errorMessage } from '@/lib/api';
