/** Server calls of a requested product's documents library, with react-query. */
import { keepPreviousData } from '@tanstack/react-query';
import type {
  DocumentCategory,
  DocumentList,
  DocumentType,
  ProductDocument,
} from '@comptoir/core/modules/documents';
import { multipart, postMultipartWithProgress, queryString } from '@/lib/api';
import { useChange, useDeleteRecord, useGet } from '@/lib/queries';
import {
  partChanged,
  productPartKey,
  productPartUrl,
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

const libraryUrl = (at: ProductOfRequest) => productPartUrl(at, 'documents');

export const useDocuments = (at: ProductOfRequest, filters: DocumentFilters) =>
  useGet<DocumentList>(documentKeys.list(at, filters), `${libraryUrl(at)}?${queryString({ ...filters })}`, {
    placeholderData: keepPreviousData,
  });

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
      postMultipartWithProgress<{ documents: ProductDocument[]; message: string }>(
        libraryUrl(at),
        multipart({ ...fields, isPublic: isPublic ? 'true' : 'false', files }),
        'documents.errors.upload',
        onProgress,
      ),
    partChanged(at),
  );

export const useAddVersion = (at: ProductOfRequest) =>
  useChange(
    ({ documentId, file }: { documentId: string; file: File }) =>
      postMultipartWithProgress<{ document: ProductDocument; message: string }>(
        `${libraryUrl(at)}/${documentId}/versions`,
        multipart({ file }),
        'documents.errors.upload',
        () => undefined,
      ),
    partChanged(at),
  );

export const useDeleteDocument = (at: ProductOfRequest) => useDeleteRecord(libraryUrl(at), partChanged(at));

export { apiErrorText as errorText } from '@/lib/api';
