/** Server calls of a requested product's documents library, with react-query. */
import { keepPreviousData } from '@tanstack/react-query';
import type {
  DocumentCategory,
  DocumentList,
  DocumentType,
  ProductDocument,
} from '@comptoir/core/modules/documents';
import { api, multipart, postMultipartWithProgress, queryString } from '@/lib/api';
import { useChange, useGet } from '@/lib/queries';

/** Under the request's detail key: live events that refetch the request refetch its documents. */
export const documentKeys = {
  all: (demandeId: string, productId: string) =>
    ['demandes', 'detail', demandeId, 'documents', productId] as const,
  list: (demandeId: string, productId: string, params: DocumentFilters) =>
    [...documentKeys.all(demandeId, productId), params] as const,
};

export interface DocumentFilters {
  q?: string | undefined;
  category?: DocumentCategory | undefined;
  type?: DocumentType | undefined;
}

const libraryUrl = (demandeId: string, productId: string) =>
  `/api/demandes/${demandeId}/products/${productId}/documents`;

export const useDocuments = (demandeId: string, productId: string, filters: DocumentFilters) =>
  useGet<DocumentList>(
    documentKeys.list(demandeId, productId, filters),
    `${libraryUrl(demandeId, productId)}?${queryString({ ...filters })}`,
    { placeholderData: keepPreviousData },
  );

/** A change to the library: the request's detail key (its documents under it) is read again. */
const changed = (demandeId: string) => [['demandes', 'detail', demandeId]];

export interface NewDocuments {
  files: File[];
  category: DocumentCategory;
  description: string;
  tags: string;
  isPublic: boolean;
  onProgress: (percent: number) => void;
}

export const useAddDocuments = (demandeId: string, productId: string) =>
  useChange(
    ({ files, isPublic, onProgress, ...fields }: NewDocuments) =>
      postMultipartWithProgress<{ documents: ProductDocument[]; message: string }>(
        libraryUrl(demandeId, productId),
        multipart({ ...fields, isPublic: isPublic ? 'true' : 'false', files }),
        'documents.errors.upload',
        onProgress,
      ),
    changed(demandeId),
  );

export const useAddVersion = (demandeId: string, productId: string) =>
  useChange(
    ({ documentId, file }: { documentId: string; file: File }) =>
      postMultipartWithProgress<{ document: ProductDocument; message: string }>(
        `${libraryUrl(demandeId, productId)}/${documentId}/versions`,
        multipart({ file }),
        'documents.errors.upload',
        () => undefined,
      ),
    changed(demandeId),
  );

export const useDeleteDocument = (demandeId: string, productId: string) =>
  useChange(
    (documentId: string) =>
      api.delete<{ message: string }>(`${libraryUrl(demandeId, productId)}/${documentId}`),
    changed(demandeId),
  );

export { apiErrorText as errorText } from '@/lib/api';
