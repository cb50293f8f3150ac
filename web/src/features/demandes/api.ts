/** Server calls of the sourcing requests (demandes), with react-query. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDemandeBody,
  Demande,
  DemandeAction,
  DemandeComment,
  DemandeDetail,
  DemandePatch,
  FileRef,
  ListDemandesResponse,
  MemberRef,
  RequestedProductBody,
  RequestedProductPatch,
} from '@comptoir/core/modules/demandes';
import { api, multipart, postMultipart } from '@/lib/api';
import { useChange, useListQuery, type Params } from '@/lib/queries';

export const DEMANDES_KEY = ['demandes'] as const;
export const demandeKeys = {
  lists: () => [...DEMANDES_KEY, 'list'] as const,
  list: (params: Params) => [...DEMANDES_KEY, 'list', params] as const,
  detail: (id: string) => [...DEMANDES_KEY, 'detail', id] as const,
  comments: (id: string) => [...DEMANDES_KEY, 'comments', id] as const,
  members: () => [...DEMANDES_KEY, 'members'] as const,
};

/** A list answer, or `{ items }` around it (the comments route may answer either). */
function itemsOf<T>(payload: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(payload)) return payload;
  return payload?.items ?? [];
}

/** A record answered bare or wrapped (`{ demande, message }`). */
function unwrap<T>(payload: unknown, key: string): T {
  if (payload && typeof payload === 'object' && key in payload) {
    return (payload as Record<string, T>)[key] as T;
  }
  return payload as T;
}

export const useDemandesList = (params: Params) =>
  useListQuery<ListDemandesResponse>(DEMANDES_KEY, '/api/demandes', params);

export function useDemande(id: string | undefined) {
  return useQuery({
    queryKey: demandeKeys.detail(id ?? ''),
    queryFn: async ({ signal }) =>
      unwrap<DemandeDetail>(await api.get<unknown>(`/api/demandes/${id}`, { signal }), 'demande'),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useDemandeComments(id: string | undefined) {
  return useQuery({
    queryKey: demandeKeys.comments(id ?? ''),
    queryFn: async ({ signal }) => {
      const payload = await api.get<DemandeComment[] | { items?: DemandeComment[] }>(
        `/api/demandes/${id}/comments`,
        { signal },
      );
      // Creation order, whatever the server's.
      return [...itemsOf(payload)].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    enabled: Boolean(id),
    retry: false,
  });
}

/** The team members that requests can be assigned to. */
export function useDemandeMembers(enabled = true) {
  return useQuery({
    queryKey: demandeKeys.members(),
    queryFn: async ({ signal }) =>
      itemsOf(await api.get<MemberRef[] | { items?: MemberRef[] }>('/api/demandes/members', { signal })),
    enabled,
    staleTime: 60_000,
    retry: false,
  });
}

/** What a change to one request makes out of date: the lists, its detail and comments. */
const changed = (id?: string) => [
  demandeKeys.lists(),
  ...(id ? [demandeKeys.detail(id), demandeKeys.comments(id)] : []),
];

export const useCreateDemande = () =>
  useChange(
    async (body: CreateDemandeBody) =>
      unwrap<Demande>(await api.post<unknown>('/api/demandes', body), 'demande'),
    changed(),
  );

export const useUpdateDemande = (id: string) =>
  useChange((body: DemandePatch) => api.patch<unknown>(`/api/demandes/${id}`, body), changed(id));

export function useDeleteDemande(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(`/api/demandes/${id}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: demandeKeys.detail(id) });
      queryClient.removeQueries({ queryKey: demandeKeys.comments(id) });
      await queryClient.invalidateQueries({ queryKey: demandeKeys.lists() });
    },
  });
}

export const useDemandeAction = (id: string) =>
  useChange((action: DemandeAction) => api.post<unknown>(`/api/demandes/${id}/${action}`), changed(id));

export const useAssignDemande = (id: string) =>
  useChange(
    (memberIds: string[]) => api.post<unknown>(`/api/demandes/${id}/assign`, { memberIds }),
    changed(id),
  );

/** Adds (no `productId`) or edits a requested product. */
export const useSaveProduct = (demandeId: string) =>
  useChange(
    ({
      productId,
      body,
    }: {
      productId?: string | undefined;
      body: RequestedProductBody | RequestedProductPatch;
    }) =>
      productId
        ? api.patch<unknown>(`/api/demandes/${demandeId}/products/${productId}`, body)
        : api.post<unknown>(`/api/demandes/${demandeId}/products`, body),
    changed(demandeId),
  );

export const useDeleteProduct = (demandeId: string) =>
  useChange(
    (productId: string) => api.delete<unknown>(`/api/demandes/${demandeId}/products/${productId}`),
    changed(demandeId),
  );

export type ProductFileKind = 'images' | 'documents';

export const useUploadProductFile = (demandeId: string) =>
  useChange(
    ({ productId, kind, file }: { productId: string; kind: ProductFileKind; file: File }) =>
      postMultipart<unknown>(
        `/api/demandes/${demandeId}/products/${productId}/${kind}`,
        multipart({ file }),
        'demandes.errors.upload',
      ),
    changed(demandeId),
  );

export const useDeleteProductFile = (demandeId: string) =>
  useChange(
    ({ productId, file }: { productId: string; file: FileRef }) =>
      api.delete<unknown>(`/api/demandes/${demandeId}/products/${productId}/files/${file.id}`),
    changed(demandeId),
  );

export const useAddComment = (demandeId: string) =>
  useChange(
    ({ content, files }: { content: string; files: File[] }) =>
      postMultipart<unknown>(
        `/api/demandes/${demandeId}/comments`,
        multipart({ content, files }),
        'demandes.errors.comment',
      ),
    changed(demandeId),
  );

export { errorMessage } from '@/lib/api';
