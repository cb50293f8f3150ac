/** Server calls of a requested product's conversation, with react-query. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type {
  ConversationMessage,
  MessageList,
  MessageResponse,
  ReactionEmoji,
  ReadResponse,
} from '@comptoir/core/modules/conversations';
import { api, multipart, postMultipartWithProgress, queryString } from '@/lib/api';
import { useChange, useGet } from '@/lib/queries';

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
export const useThreadSearch = (demandeId: string, productId: string, q: string) =>
  useGet<MessageList>(
    conversationKeys.search(demandeId, productId, q),
    `${threadUrl(demandeId, productId)}?${queryString({ q })}`,
    { enabled: q.trim().length > 0 },
  );

/** The messages of the loaded pages, oldest first. */
export function messagesOf(pages: readonly MessageList[] | undefined): ConversationMessage[] {
  return [...(pages ?? [])].reverse().flatMap((p) => p.items);
}

/** A change to the thread: the request's detail key (its conversations under it) is read again. */
const changed = (demandeId: string) => [['demandes', 'detail', demandeId]];

export interface NewMessage {
  content: string;
  replyTo: string | null;
  files: File[];
  onProgress: (percent: number) => void;
}

export const useSendMessage = (demandeId: string, productId: string) =>
  useChange(
    ({ content, replyTo, files, onProgress }: NewMessage) =>
      postMultipartWithProgress<MessageResponse>(
        threadUrl(demandeId, productId),
        multipart({ content, replyTo: replyTo || null, files }),
        'conversations.errors.send',
        onProgress,
      ),
    changed(demandeId),
  );

export const useEditMessage = (demandeId: string, productId: string) =>
  useChange(
    ({ id, content }: { id: string; content: string }) =>
      api.patch<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}`, { content }),
    changed(demandeId),
  );

export const useDeleteMessage = (demandeId: string, productId: string) =>
  useChange(
    (id: string) => api.delete<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}`),
    changed(demandeId),
  );

export const useToggleReaction = (demandeId: string, productId: string) =>
  useChange(
    ({ id, emoji }: { id: string; emoji: ReactionEmoji }) =>
      api.post<MessageResponse>(`${threadUrl(demandeId, productId)}/${id}/reactions`, { emoji }),
    changed(demandeId),
  );

export const useMarkRead = (demandeId: string, productId: string) =>
  useChange(
    (upTo: string) => api.post<ReadResponse>(`${threadUrl(demandeId, productId)}/read`, { upTo }),
    changed(demandeId),
  );

export { apiErrorText as errorText } from '@/lib/api';
