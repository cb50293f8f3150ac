/** Server calls of a requested product's documents library, with react-query. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DocumentCategory,
  DocumentList,
  DocumentType,
  ProductDocument,
} from '@comptoir/core/modules/documents';
import { api, postMultipartWithProgress, queryString } from '@/lib/api';

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

export function useDocuments(demandeId: string, productId: string, filters: DocumentFilters) {
  return useQuery({
    queryKey: documentKeys.list(demandeId, productId, filters),
    queryFn: ({ signal }) =>
      api.get<DocumentList>(`${libraryUrl(demandeId, productId)}?${queryString({ ...filters })}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

function useRefresh(demandeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['demandes', 'detail', demandeId] });
}

export interface NewDocuments {
  files: File[];
  category: DocumentCategory;
  description: string;
  tags: string;
  isPublic: boolean;
  onProgress: (percent: number) => void;
}

export function useAddDocuments(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: ({ files, category, description, tags, isPublic, onProgress }: NewDocuments) => {
      const form = new FormData();
      form.append('category', category);
      form.append('description', description);
      form.append('tags', tags);
      form.append('isPublic', isPublic ? 'true' : 'false');
      for (const file of files) form.append('files', file);
      return postMultipartWithProgress<{ documents: ProductDocument[]; message: string }>(
        libraryUrl(demandeId, productId),
        form,
        'documents.errors.upload',
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

export function useAddVersion(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: ({ documentId, file }: { documentId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return postMultipartWithProgress<{ document: ProductDocument; message: string }>(
        `${libraryUrl(demandeId, productId)}/${documentId}/versions`,
        form,
        'documents.errors.upload',
        () => undefined,
      );
    },
    onSuccess: refresh,
  });
}

export function useDeleteDocument(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: (documentId: string) =>
      api.delete<{ message: string }>(`${libraryUrl(demandeId, productId)}/${documentId}`),
    onSuccess: refresh,
  });
}

export { apiErrorText as errorText } from '@/lib/api';
