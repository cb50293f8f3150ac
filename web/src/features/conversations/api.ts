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
import { useChange, useDeleteRecord, useGet } from '@/lib/queries';
import {
  partChanged,
  productPartKey,
  productPartUrl,
  type ProductOfRequest,
} from '@/components/requested-product/api';

/** Keys under the request's detail key: the live events that refetch it refetch its conversations. */
export const conversationKeys = {
  all: (at: ProductOfRequest) => productPartKey(at, 'messages'),
  thread: (at: ProductOfRequest) => [...conversationKeys.all(at), 'thread'] as const,
  search: (at: ProductOfRequest, q: string) => [...conversationKeys.all(at), 'search', q] as const,
};

const threadUrl = (at: ProductOfRequest) => productPartUrl(at, 'messages');

/** The thread, newest page first; `fetchNextPage` goes back in time. */
export function useThread(at: ProductOfRequest) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(at),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessageList>(`${threadUrl(at)}?${queryString({ before: pageParam || undefined })}`, {
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** Messages of the thread matching `q` (newest 50). */
export const useThreadSearch = (at: ProductOfRequest, q: string) =>
  useGet<MessageList>(conversationKeys.search(at, q), `${threadUrl(at)}?${queryString({ q })}`, {
    enabled: q.trim().length > 0,
  });

/** The messages of the loaded pages, oldest first. */
export function messagesOf(pages: readonly MessageList[] | undefined): ConversationMessage[] {
  return [...(pages ?? [])].reverse().flatMap((p) => p.items);
}

export interface NewMessage {
  content: string;
  replyTo: string | null;
  files: File[];
  onProgress: (percent: number) => void;
}

export const useSendMessage = (at: ProductOfRequest) =>
  useChange(
    ({ content, replyTo, files, onProgress }: NewMessage) =>
      postMultipartWithProgress<MessageResponse>(
        threadUrl(at),
        multipart({ content, replyTo: replyTo || null, files }),
        'conversations.errors.send',
        onProgress,
      ),
    partChanged(at),
  );

export const useEditMessage = (at: ProductOfRequest) =>
  useChange(
    ({ id, content }: { id: string; content: string }) =>
      api.patch<MessageResponse>(`${threadUrl(at)}/${id}`, { content }),
    partChanged(at),
  );

export const useDeleteMessage = (at: ProductOfRequest) => useDeleteRecord(threadUrl(at), partChanged(at));

export const useToggleReaction = (at: ProductOfRequest) =>
  useChange(
    ({ id, emoji }: { id: string; emoji: ReactionEmoji }) =>
      api.post<MessageResponse>(`${threadUrl(at)}/${id}/reactions`, { emoji }),
    partChanged(at),
  );

export const useMarkRead = (at: ProductOfRequest) =>
  useChange((upTo: string) => api.post<ReadResponse>(`${threadUrl(at)}/read`, { upTo }), partChanged(at));

export { apiErrorText as errorText } from '@/lib/api';
