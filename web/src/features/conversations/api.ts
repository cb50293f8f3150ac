/** Server calls of a requested product's conversation, with react-query. */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ConversationMessage,
  MessageList,
  MessageResponse,
  ReactionEmoji,
  ReadResponse,
} from '@comptoir/core/modules/conversations';
import { api, postMultipartWithProgress, queryString } from '@/lib/api';

/**
 * Keys under the request's detail key (['demandes', 'detail', id]): the live events that refetch
 * a request's detail refetch its conversations too.
 */
export const conversationKeys = {
  all: (demandeId: string, productId: string) =>
    ['demandes', 'detail', demandeId, 'messages', productId] as const,
  thread: (demandeId: string, productId: string) =>
    [...conversationKeys.all(demandeId, productId), 'thread'] as const,
  search: (demandeId: string, productId: string, q: string) =>
    [...conversationKeys.all(demandeId, productId), 'search', q] as const,
};

const threadUrl = (demandeId: string, productId: string) =>
  `/api/demandes/${demandeId}/products/${productId}/messages`;

/** The thread, newest page first; `fetchNextPage` goes back in time. */
export function useThread(demandeId: string, productId: string) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(demandeId, productId),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessageList>(
        `${threadUrl(demandeId, productId)}?${queryString({ before: pageParam || undefined })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** Messages of the thread matching `q` (newest 50). */
export function useThreadSearch(demandeId: string, productId: string, q: string) {
  return useQuery({
    queryKey: conversationKeys.search(demandeId, productId, q),
    queryFn: ({ signal }) =>
      api.get<MessageList>(`${threadUrl(demandeId, productId)}?${queryString({ q })}`, { signal }),
    enabled: q.trim().length > 0,
    retry: false,
  });
}

/** The messages of the loaded pages, oldest first. */
export function messagesOf(pages: readonly MessageList[] | undefined): ConversationMessage[] {
  return [...(pages ?? [])].reverse().flatMap((p) => p.items);
}

function useRefresh(demandeId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['demandes', 'detail', demandeId] });
}

export function useSendMessage(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: ({
      content,
      replyTo,
      files,
      onProgress,
    }: {
      content: string;
      replyTo: string | null;
      files: File[];
      onProgress: (percent: number) => void;
    }) => {
      const form = new FormData();
      form.append('content', content);
      if (replyTo) form.append('replyTo', replyTo);
      for (const file of files) form.append('files', file);
      return postMultipartWithProgress<MessageResponse>(
        threadUrl(demandeId, productId),
        form,
        'conversations.errors.send',
        onProgress,
      );
    },
    onSuccess: refresh,
  });
}

export function useEditMessage(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: ({ id, content }: { id: string; content: string }) =>
      api.patch<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}`, { content }),
    onSuccess: refresh,
  });
}

export function useDeleteMessage(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}`),
    onSuccess: refresh,
  });
}

export function useToggleReaction(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: ({ id, emoji }: { id: string; emoji: ReactionEmoji }) =>
      api.post<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}/reactions`, { emoji }),
    onSuccess: refresh,
  });
}

export function useMarkRead(demandeId: string, productId: string) {
  const refresh = useRefresh(demandeId);
  return useMutation({
    mutationFn: (upTo: string) => api.post<ReadResponse>(`${threadUrl(demandeId, productId)}/read`, { upTo }),
    onSuccess: refresh,
  });
}

export { apiErrorText as errorText } from '@/lib/api';
