/** Server calls of a requested product's documents library, with react-query, through the routes declared in core. */
import { keepPreviousData } from '@tanstack/react-query';
import type { DocumentCategory, DocumentType } from '@comptoir/core/modules/documents';
import { documentsApi } from '@comptoir/core/modules/documents.routes';
import { call } from '@/lib/api';
import { useChange, useGet } from '@/lib/queries';
import {
  partChanged,
  productPartKey,
  productParams,
  uploadToPart,
  type ProductOfRequest,
} from '@/components/requested-product/api';

/** Under the request's detail key: live events that refetch the request refetch its documents. */
export const documentKeys = {
  all: (at: ProductOfRequest) => productPartKey(at, 'documents'),
  list: (at: ProductOfRequest, params: DocumentFilters) => [...documentKeys.all(at), params] as const,
};

export interface DocumentFilters {
  q?: string | undefined;
  category?: DocumentCategory | undefined;
  type?: DocumentType | undefined;
}

export const useDocuments = (at: ProductOfRequest, filters: DocumentFilters) =>
  useGet(
    documentKeys.list(at, filters),
    documentsApi.list,
    { params: productParams(at), query: filters },
    { placeholderData: keepPreviousData },
  );

export interface NewDocuments {
  files: File[];
  category: DocumentCategory;
  description: string;
  tags: string;
  isPublic: boolean;
  onProgress: (percent: number) => void;
}

export const useAddDocuments = (at: ProductOfRequest) =>
  useChange(
    ({ files, isPublic, onProgress, ...fields }: NewDocuments) =>
      uploadToPart(
        at,
        documentsApi.add,
        { ...fields, isPublic: isPublic ? 'true' : 'false', files },
        'documents.errors.upload',
        onProgress,
      ),
    partChanged(at),
  );

export const useAddVersion = (at: ProductOfRequest) =>
  useChange(
    ({ documentId, file }: { documentId: string; file: File }) =>
      uploadToPart(at, documentsApi.addVersion, { file }, 'documents.errors.upload', () => undefined, {
        documentId,
      }),
    partChanged(at),
  );

export const useDeleteDocument = (at: ProductOfRequest) =>
  useChange(
    (documentId: string) => call(documentsApi.remove, { params: { ...productParams(at), documentId } }),
    partChanged(at),
  );

export { apiErrorText as errorText } from '@/lib/api';
