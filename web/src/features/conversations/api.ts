/** Server calls of a requested product's conversation, with react-query, through the routes declared in core. */
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationMessage, MessageList } from '@comptoir/core/modules/conversations';
import { conversationsApi } from '@comptoir/core/modules/conversations.routes';
import type { BodyOf } from '@comptoir/core/route';
import { call, type ArgsOf } from '@/lib/api';
import { useChange, useGet } from '@/lib/queries';
import {
  partChanged,
  productPartKey,
  productParams,
  uploadToPart,
  type ProductOfRequest,
} from '@/components/requested-product/api';

/** Keys under the request's detail key: the live events that refetch it refetch its conversations. */
export const conversationKeys = {
  all: (at: ProductOfRequest) => productPartKey(at, 'messages'),
  thread: (at: ProductOfRequest) => [...conversationKeys.all(at), 'thread'] as const,
  search: (at: ProductOfRequest, q: string) => [...conversationKeys.all(at), 'search', q] as const,
};

/** The params of one message's routes. */
const messageParams = (at: ProductOfRequest, messageId: string) => ({ ...productParams(at), messageId });

/** The thread, newest page first; `fetchNextPage` goes back in time. */
export function useThread(at: ProductOfRequest) {
  return useInfiniteQuery({
    queryKey: conversationKeys.thread(at),
    queryFn: ({ pageParam, signal }) =>
      call(
        conversationsApi.list,
        { params: productParams(at), query: { before: pageParam || undefined } },
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    retry: false,
  });
}

/** Messages of the thread matching `q` (newest 50). */
export const useThreadSearch = (at: ProductOfRequest, q: string) =>
  useGet(
    conversationKeys.search(at, q),
    conversationsApi.list,
    { params: productParams(at), query: { q } },
    { enabled: q.trim().length > 0 },
  );

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
      uploadToPart(
        at,
        conversationsApi.send,
        { content, replyTo: replyTo || null, files },
        'conversations.errors.send',
        onProgress,
      ),
    partChanged(at),
  );

/** A change to the message `id`: the rest of the variables is the route's body. */
const useMessageChange = <R extends typeof conversationsApi.edit | typeof conversationsApi.react>(
  at: ProductOfRequest,
  route: R,
) =>
  useChange(
    ({ id, ...body }: { id: string } & BodyOf<R>) =>
      call(route, ...([{ params: messageParams(at, id), body }] as unknown as ArgsOf<R>)),
    partChanged(at),
  );

export const useEditMessage = (at: ProductOfRequest) => useMessageChange(at, conversationsApi.edit);

export const useDeleteMessage = (at: ProductOfRequest) =>
  useChange(
    (id: string) => call(conversationsApi.remove, { params: messageParams(at, id) }),
    partChanged(at),
  );

export const useToggleReaction = (at: ProductOfRequest) => useMessageChange(at, conversationsApi.react);

export const useMarkRead = (at: ProductOfRequest) =>
  useChange(
    (upTo: string) => call(conversationsApi.read, { params: productParams(at), body: { upTo } }),
    partChanged(at),
  );

export { apiErrorText as errorText } from '@/lib/api';
