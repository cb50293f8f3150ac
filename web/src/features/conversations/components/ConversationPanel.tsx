import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Search } from 'lucide-react';
import type { ConversationMessage } from '@comptoir/core/modules/conversations';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { errorText, messagesOf, useMarkRead, useThread, useThreadSearch } from '../api';
import { Composer } from './Composer';
import { MessageItem, messageDomId } from './MessageItem';
import { SearchResults } from './SearchResults';
import type { ProductPanelProps } from '@/components/requested-product/api';

export interface ConversationPanelProps extends ProductPanelProps {
  /** May write, react, edit and delete own messages (the server's 'create' action). */
  canWrite: boolean;
}

/**
 * A requested product's conversation (spec §2 'Product conversation'): the thread with replies,
 * reactions and attachments, paging back through long threads, search, and the composer (Enter
 * sends, Shift+Enter adds a line). Messages that reach the screen are marked read for the reader.
 */
export function ConversationPanel({ demandeId, product, canWrite, onClose }: ConversationPanelProps) {
  const { t } = useTranslation();
  const at = { demandeId, productId: product.id };
  const thread = useThread(at);
  const messages = messagesOf(thread.data?.pages);
  const [query, setQuery] = useState('');
  const search = useThreadSearch(at, query);
  const [replyTo, setReplyTo] = useState<ConversationMessage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const scroller = useRef<HTMLDivElement>(null);

  // --- Scroll: stay at the bottom when there, keep the view when older messages are prepended.
  const atBottom = useRef(true);
  const lastHeight = useRef(0);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const previous = useRef<{ firstId?: string | undefined; lastId?: string | undefined }>({});
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const before = previous.current;
    if (before.firstId && firstId !== before.firstId && lastId === before.lastId) {
      // Older messages came in above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - lastHeight.current;
    } else if (atBottom.current || !before.lastId) {
      el.scrollTop = el.scrollHeight;
    }
    lastHeight.current = el.scrollHeight;
    previous.current = { firstId, lastId };
  }, [firstId, lastId, messages.length]);
  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 40;
    lastHeight.current = el.scrollHeight;
  };

  // --- Read state: the newest unread message that has been on screen moves the marker.
  const markRead = useMarkRead(at);
  const sentUpTo = useRef<string>('');
  const visible = useRef(new Set<string>());
  const flushRead = useCallback(() => {
    const newest = [...messagesOf(thread.data?.pages)]
      .reverse()
      .find((m) => !m.isRead && visible.current.has(m.id));
    if (!newest || sentUpTo.current === newest.id) return;
    sentUpTo.current = newest.id;
    markRead.mutate(newest.id);
  }, [thread.data, markRead]);
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).dataset.messageId ?? '';
          if (entry.isIntersecting) visible.current.add(id);
          else visible.current.delete(id);
        }
        flushRead();
      },
      { root, threshold: 0.5 },
    );
    for (const el of root.querySelectorAll<HTMLElement>('[data-unread="true"]')) observer.observe(el);
    return () => observer.disconnect();
  }, [flushRead, thread.data]);

  // --- Reply quotes: scroll to the quoted message, loading older pages until it is there.
  const [highlight, setHighlight] = useState<string | null>(null);
  const goTo = async (id: string) => {
    setQuery('');
    let found = document.getElementById(messageDomId(id));
    for (let i = 0; !found && i < 50; i += 1) {
      const next = await thread.fetchNextPage();
      if (!next.hasNextPage && !document.getElementById(messageDomId(id))) {
        await new Promise((r) => requestAnimationFrame(r));
        found = document.getElementById(messageDomId(id));
        break;
      }
      await new Promise((r) => requestAnimationFrame(r));
      found = document.getElementById(messageDomId(id));
    }
    if (found) {
      found.scrollIntoView({ block: 'center', behavior: 'smooth' });
      setHighlight(id);
      window.setTimeout(() => setHighlight(null), 2000);
    }
  };

  const total = thread.data?.pages[0]?.total ?? 0;
  const unread = thread.data?.pages[0]?.unreadCount ?? 0;

  return (
    <Dialog
      onClose={onClose}
      title={t('conversations.title', { name: product.name })}
      closeLabel={t('conversations.close')}
      size="lg"
      className="h-[min(85dvh,48rem)]"
    >
      <div className="flex h-full min-h-0 flex-col gap-3">
        <div className="flex items-center gap-2">
          <div className="relative flex-1">
            <Search
              aria-hidden="true"
              className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
            />
            <Input
              type="search"
              aria-label={t('conversations.search.label')}
              placeholder={t('conversations.search.placeholder')}
              className="pl-9"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          {unread > 0 ? (
            <Badge variant="red">{t('conversations.unreadCount', { count: unread })}</Badge>
          ) : null}
        </div>
        {error ? (
          <Alert variant="destructive" role="alert">
            {error}
          </Alert>
        ) : null}

        {query.trim() ? (
          <SearchResults
            loading={search.isPending}
            items={search.data?.items ?? []}
            onShow={(id) => void goTo(id)}
          />
        ) : (
          <div
            ref={scroller}
            onScroll={onScroll}
            className="min-h-0 flex-1 space-y-3 overflow-y-auto rounded-lg border p-3"
            role="log"
            aria-live="polite"
            aria-label={t('conversations.open')}
            aria-busy={thread.isFetching}
          >
            {thread.isPending ? (
              <p className="text-muted-foreground py-8 text-center text-sm" role="status">
                {t('conversations.loading')}
              </p>
            ) : thread.isError ? (
              <Alert variant="destructive">{errorText(thread.error, 'conversations.errors.load')}</Alert>
            ) : (
              <>
                {thread.hasNextPage ? (
                  <div className="text-center">
                    <Button
                      variant="outline"
                      size="sm"
                      disabled={thread.isFetchingNextPage}
                      onClick={() => void thread.fetchNextPage()}
                    >
                      {thread.isFetchingNextPage ? (
                        <Loader2 aria-hidden="true" className="size-4 animate-spin" />
                      ) : null}
                      {t('conversations.loadOlder')}
                    </Button>
                  </div>
                ) : total > 0 ? (
                  <p className="text-muted-foreground text-center text-xs">
                    {t('conversations.startOfThread')}
                  </p>
                ) : null}
                {messages.length === 0 ? (
                  <p className="text-muted-foreground py-8 text-center text-sm">{t('conversations.empty')}</p>
                ) : (
                  <ol className="space-y-3">
                    {messages.map((message) => (
                      <MessageItem
                        key={message.id}
                        at={at}
                        message={message}
                        canWrite={canWrite}
                        highlighted={highlight === message.id}
                        onReply={() => setReplyTo(message)}
                        onQuote={(id) => void goTo(id)}
                        onError={setError}
                      />
                    ))}
                  </ol>
                )}
              </>
            )}
          </div>
        )}

        {canWrite ? (
          <Composer
            at={at}
            replyTo={replyTo}
            onCancelReply={() => setReplyTo(null)}
            onSent={() => {
              setReplyTo(null);
              setError(null);
              atBottom.current = true;
            }}
          />
        ) : (
          <p className="text-muted-foreground text-sm">{t('conversations.composer.readOnly')}</p>
        )}
      </div>
    </Dialog>
  );
}
