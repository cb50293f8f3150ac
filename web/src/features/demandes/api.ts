/** Server calls of the sourcing requests (demandes), with react-query, through the routes declared in core. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateDemandeBody,
  DemandeAction,
  DemandePatch,
  FileRef,
  RequestedProductBody,
} from '@comptoir/core/modules/demandes';
import { demandesApi } from '@comptoir/core/modules/demandes.routes';
import { documentsApi } from '@comptoir/core/modules/documents.routes';
import { call, multipart, upload } from '@/lib/api';
import { useChange, useListQuery, type Params } from '@/lib/queries';

export const DEMANDES_KEY = ['demandes'] as const;
export const demandeKeys = {
  lists: () => [...DEMANDES_KEY, 'list'] as const,
  list: (params: Params) => [...DEMANDES_KEY, 'list', params] as const,
  detail: (id: string) => [...DEMANDES_KEY, 'detail', id] as const,
  comments: (id: string) => [...DEMANDES_KEY, 'comments', id] as const,
  members: () => [...DEMANDES_KEY, 'members'] as const,
};

/** The items of a list answer (`{ items }`), or the list itself when answered bare. */
function itemsOf<T>(payload: T[] | { items?: T[] } | null | undefined): T[] {
  if (Array.isArray(payload)) return payload;
  return payload?.items ?? [];
}

export const useDemandesList = (params: Params) => useListQuery(DEMANDES_KEY, demandesApi.list, params);

export function useDemande(id: string | undefined) {
  return useQuery({
    queryKey: demandeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => call(demandesApi.read, { params: { id: id! } }, { signal }),
    enabled: Boolean(id),
    retry: false,
  });
}

export function useDemandeComments(id: string | undefined) {
  return useQuery({
    queryKey: demandeKeys.comments(id ?? ''),
    queryFn: async ({ signal }) => {
      const payload = await call(demandesApi.comments, { params: { id: id! } }, { signal });
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
    queryFn: async ({ signal }) => itemsOf(await call(demandesApi.members, {}, { signal })),
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
  useChange(async (body: CreateDemandeBody) => (await call(demandesApi.create, { body })).demande, changed());

export const useUpdateDemande = (id: string) =>
  useChange((body: DemandePatch) => call(demandesApi.update, { params: { id }, body }), changed(id));

export function useDeleteDemande(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(demandesApi.remove, { params: { id } }),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: demandeKeys.detail(id) });
      queryClient.removeQueries({ queryKey: demandeKeys.comments(id) });
      await queryClient.invalidateQueries({ queryKey: demandeKeys.lists() });
    },
  });
}

export const useDemandeAction = (id: string) =>
  useChange((action: DemandeAction) => call(demandesApi[action], { params: { id } }), changed(id));

export const useAssignDemande = (id: string) =>
  useChange(
    (memberIds: string[]) => call(demandesApi.assign, { params: { id }, body: { memberIds } }),
    changed(id),
  );

/** Adds (no `productId`) or edits a requested product. */
export const useSaveProduct = (demandeId: string) =>
  useChange(
    ({ productId, body }: { productId?: string | undefined; body: RequestedProductBody }) =>
      productId
        ? call(demandesApi.updateProduct, { params: { id: demandeId, productId }, body })
        : call(demandesApi.addProduct, { params: { id: demandeId }, body }),
    changed(demandeId),
  );

export const useDeleteProduct = (demandeId: string) =>
  useChange(
    (productId: string) => call(demandesApi.removeProduct, { params: { id: demandeId, productId } }),
    changed(demandeId),
  );

export type ProductFileKind = 'images' | 'documents';

export const useUploadProductFile = (demandeId: string) =>
  useChange(
    ({ productId, kind, file }: { productId: string; kind: ProductFileKind; file: File }) =>
      upload(
        kind === 'images' ? demandesApi.addImages : documentsApi.add,
        { params: { id: demandeId, productId } },
        multipart({ file }),
        'demandes.errors.upload',
      ),
    changed(demandeId),
  );

export const useDeleteProductFile = (demandeId: string) =>
  useChange(
    ({ productId, file }: { productId: string; file: FileRef }) =>
      call(demandesApi.removeProductFile, { params: { id: demandeId, productId, fileId: file.id } }),
    changed(demandeId),
  );

export const useAddComment = (demandeId: string) =>
  useChange(
    ({ content, files }: { content: string; files: File[] }) =>
      upload(
        demandesApi.addComment,
        { params: { id: demandeId } },
        multipart({ content, files }),
        'demandes.errors.comment',
      ),
    changed(demandeId),
  );

export { errorMessage } from '@/lib/api';
