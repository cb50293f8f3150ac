/** Server calls of the sourcing requests (demandes), with react-query. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { api, postMultipart, queryString } from '@/lib/api';

export const DEMANDES_KEY = ['demandes'] as const;
export const demandeKeys = {
  lists: () => [...DEMANDES_KEY, 'list'] as const,
  list: (params: Params) => [...DEMANDES_KEY, 'list', params] as const,
  detail: (id: string) => [...DEMANDES_KEY, 'detail', id] as const,
  comments: (id: string) => [...DEMANDES_KEY, 'comments', id] as const,
  members: () => [...DEMANDES_KEY, 'members'] as const,
};

export type Params = Record<string, string | number | undefined>;

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

export function useDemandesList(params: Params) {
  return useQuery({
    queryKey: demandeKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListDemandesResponse>(`/api/demandes?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

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

/** After a change to one request: its list, detail and comments are refetched. */
function useInvalidate() {
  const queryClient = useQueryClient();
  return (id?: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: demandeKeys.lists() }),
      id ? queryClient.invalidateQueries({ queryKey: demandeKeys.detail(id) }) : null,
      id ? queryClient.invalidateQueries({ queryKey: demandeKeys.comments(id) }) : null,
    ]);
}

export function useCreateDemande() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateDemandeBody) =>
      unwrap<Demande>(await api.post<unknown>('/api/demandes', body), 'demande'),
    onSuccess: () => invalidate(),
  });
}

export function useUpdateDemande(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: DemandePatch) => api.patch<unknown>(`/api/demandes/${id}`, body),
    onSuccess: () => invalidate(id),
  });
}

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

export function useDemandeAction(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (action: DemandeAction) => api.post<unknown>(`/api/demandes/${id}/${action}`),
    onSuccess: () => invalidate(id),
  });
}

export function useAssignDemande(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (memberIds: string[]) => api.post<unknown>(`/api/demandes/${id}/assign`, { memberIds }),
    onSuccess: () => invalidate(id),
  });
}

/** Adds (no `productId`) or edits a requested product. */
export function useSaveProduct(demandeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({
      productId,
      body,
    }: {
      productId?: string | undefined;
      body: RequestedProductBody | RequestedProductPatch;
    }) =>
      productId
        ? api.patch<unknown>(`/api/demandes/${demandeId}/products/${productId}`, body)
        : api.post<unknown>(`/api/demandes/${demandeId}/products`, body),
    onSuccess: () => invalidate(demandeId),
  });
}

export function useDeleteProduct(demandeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (productId: string) =>
      api.delete<unknown>(`/api/demandes/${demandeId}/products/${productId}`),
    onSuccess: () => invalidate(demandeId),
  });
}

export type ProductFileKind = 'images' | 'documents';

export function useUploadProductFile(demandeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ productId, kind, file }: { productId: string; kind: ProductFileKind; file: File }) => {
      const form = new FormData();
      form.append('file', file);
      return postMultipart<unknown>(
        `/api/demandes/${demandeId}/products/${productId}/${kind}`,
        form,
        'demandes.errors.upload',
      );
    },
    onSuccess: () => invalidate(demandeId),
  });
}

export function useDeleteProductFile(demandeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ productId, file }: { productId: string; file: FileRef }) =>
      api.delete<unknown>(`/api/demandes/${demandeId}/products/${productId}/files/${file.id}`),
    onSuccess: () => invalidate(demandeId),
  });
}

export function useAddComment(demandeId: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ content, files }: { content: string; files: File[] }) => {
      const form = new FormData();
      form.append('content', content);
      for (const file of files) form.append('files', file);
      return postMultipart<unknown>(`/api/demandes/${demandeId}/comments`, form, 'demandes.errors.comment');
    },
    onSuccess: () => invalidate(demandeId),
  });
}

export { errorMessage } from '@/lib/api';
