import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerUpLeft, FileText, Loader2, Paperclip, Pencil, Search, SmilePlus, X } from 'lucide-react';
import {
  MAX_MESSAGE_FILES,
  REACTION_EMOJIS,
  REACTION_SYMBOLS,
  type ConversationMessage,
  type ReactionEmoji,
} from '@comptoir/core/modules/conversations';
import { MAX_DEMANDE_FILE_BYTES } from '@comptoir/core/modules/demandes';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton, TrashButton } from '@/components/ui/button';
import { ImageLink } from '@/components/ui/file-links';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import {
  errorText,
  messagesOf,
  useDeleteMessage,
  useEditMessage,
  useMarkRead,
  useSendMessage,
  useThread,
  useThreadSearch,
  useToggleReaction,
} from '../api';
import { formatMessageTime, formatSize } from '../format';
import { PendingFiles, UploadState } from '@/components/ui/pending-files';
import type { ProductOfRequest } from '@/components/requested-product/api';

export interface ConversationPanelProps {
  demandeId: string;
  product: { id: string; name: string };
  /** May write, react, edit and delete own messages (the server's 'create' action). */
  canWrite: boolean;
  onClose: () => void;
}

/** Attachments accepted in a message (the server checks the content). */
export const MESSAGE_ACCEPT = 'image/*,.pdf,.doc,.docx,.xls,.xlsx';
const messageDomId = (id: string) => `message-${id}`;

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

function SearchResults({
  loading,
  items,
  onShow,
}: {
  loading: boolean;
  items: ConversationMessage[];
  onShow: (id: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto rounded-lg border p-3" aria-busy={loading}>
      {loading ? (
        <p className="text-muted-foreground text-sm" role="status">
          {t('conversations.loading')}
        </p>
      ) : items.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('conversations.search.none')}</p>
      ) : (
        <>
          <p className="text-muted-foreground mb-2 text-xs" role="status">
            {t('conversations.search.results', { count: items.length })}
          </p>
          <ul className="space-y-2">
            {items.map((m) => (
              <li key={m.id} className="rounded-md border p-2 text-sm">
                <p className="text-muted-foreground text-xs">
                  {m.author} · {formatMessageTime(m.createdAt)}
                </p>
                <p className="line-clamp-3 whitespace-pre-wrap">{m.content}</p>
                <Button variant="link" size="sm" className="h-auto px-0" onClick={() => onShow(m.id)}>
                  {t('conversations.search.show')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

interface MessageItemProps {
  at: ProductOfRequest;
  message: ConversationMessage;
  canWrite: boolean;
  highlighted: boolean;
  onReply: () => void;
  onQuote: (id: string) => void;
  onError: (message: string | null) => void;
}

function MessageItem({ at, message, canWrite, highlighted, onReply, onQuote, onError }: MessageItemProps) {
  const { t, i18n } = useTranslation();
  const react = useToggleReaction(at);
  const edit = useEditMessage(at);
  const remove = useDeleteMessage(at);
  const [picking, setPicking] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);

  const toggle = async (emoji: ReactionEmoji) => {
    setPicking(false);
    try {
      await react.mutateAsync({ id: message.id, emoji });
    } catch (error) {
      onError(errorText(error, 'conversations.errors.action'));
    }
  };
  const save = async () => {
    if (editing === null) return;
    if (!editing.trim() && message.attachments.length === 0) {
      onError(t('conversations.validation.empty'));
      return;
    }
    try {
      await edit.mutateAsync({ id: message.id, content: editing });
      setEditing(null);
      onError(null);
    } catch (error) {
      onError(errorText(error, 'conversations.errors.action'));
    }
  };

  return (
    <li
      id={messageDomId(message.id)}
      data-message-id={message.id}
      data-unread={!message.isRead}
      className={cn(
        'rounded-lg border p-3 text-sm transition-colors',
        !message.isRead && 'border-primary/60 bg-primary/5',
        highlighted && 'ring-primary ring-2',
      )}
    >
      <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className="font-semibold">{message.author}</span>
        {message.authorRole ? (
          <span className="text-muted-foreground text-xs">
            {t(`conversations.roles.${message.authorRole}`)}
          </span>
        ) : null}
        <time
          className="text-muted-foreground text-xs"
          dateTime={message.createdAt}
          title={message.createdAt}
        >
          {formatMessageTime(message.createdAt)}
        </time>
        {message.editedAt && !message.deleted ? (
          <span className="text-muted-foreground text-xs italic">({t('conversations.edited')})</span>
        ) : null}
        {!message.isRead ? <Badge variant="blue">{t('conversations.unread')}</Badge> : null}
      </div>

      {message.replyTo ? (
        <button
          type="button"
          onClick={() => onQuote(message.replyTo!.id)}
          aria-label={t('conversations.goToQuoted', { author: message.replyTo.author })}
          className="border-primary/50 text-muted-foreground hover:bg-muted mt-2 block w-full rounded-r border-l-4 px-2 py-1 text-left text-xs"
        >
          <span className="font-medium">{message.replyTo.author}</span>
          <span className="line-clamp-2 whitespace-pre-wrap">
            {message.replyTo.deleted ? t('conversations.deleted') : message.replyTo.excerpt}
          </span>
        </button>
      ) : null}

      {message.deleted ? (
        <p className="text-muted-foreground mt-1 italic">{t('conversations.deleted')}</p>
      ) : editing !== null ? (
        <div className="mt-2 space-y-2">
          <Textarea
            aria-label={t('conversations.editLabel')}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                event.preventDefault();
                void save();
              }
              if (event.key === 'Escape') {
                event.stopPropagation();
                setEditing(null);
              }
            }}
          />
          <div className="flex gap-2">
            <Button size="sm" disabled={edit.isPending} onClick={() => void save()}>
              {t('conversations.save')}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setEditing(null)}>
              {t('conversations.cancel')}
            </Button>
          </div>
        </div>
      ) : message.content ? (
        <p className="mt-1 break-words whitespace-pre-wrap">{message.content}</p>
      ) : null}

      {message.attachments.length > 0 ? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {message.attachments.map((file) => (
            <li key={file.id}>
              {file.type === 'image' ? (
                <ImageLink
                  file={file}
                  linkClassName="block"
                  className="max-h-32 max-w-48 rounded border object-cover"
                />
              ) : (
                <a
                  href={`${file.url}?download=1`}
                  className="hover:bg-muted inline-flex items-center gap-1 rounded border px-2 py-1 text-xs"
                  aria-label={t('conversations.attachment', {
                    name: file.name,
                    size: formatSize(file.size, i18n.language),
                  })}
                >
                  <FileText aria-hidden="true" className="size-3.5" />
                  {file.name} · {formatSize(file.size, i18n.language)}
                </a>
              )}
            </li>
          ))}
        </ul>
      ) : null}

      {!message.deleted ? (
        <div className="mt-2 flex flex-wrap items-center gap-1">
          {message.reactions.map((r) => (
            <button
              key={r.emoji}
              type="button"
              disabled={!canWrite}
              aria-pressed={r.mine}
              title={r.users.join(', ')}
              aria-label={t('conversations.reactionBy', {
                emoji: t(`conversations.reactions.${r.emoji}`),
                names: r.users.join(', '),
              })}
              onClick={() => void toggle(r.emoji)}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
                r.mine ? 'border-primary bg-primary/10' : 'hover:bg-muted',
              )}
            >
              <span aria-hidden="true">{REACTION_SYMBOLS[r.emoji]}</span>
              <span>{r.count}</span>
            </button>
          ))}
          {canWrite ? (
            <>
              <IconButton
                icon={SmilePlus}
                label={t('conversations.react')}
                titled
                className="size-7"
                aria-expanded={picking}
                onClick={() => setPicking((v) => !v)}
              />
              {picking ? (
                <span className="inline-flex gap-1" role="group" aria-label={t('conversations.react')}>
                  {REACTION_EMOJIS.map((emoji) => (
                    <button
                      key={emoji}
                      type="button"
                      className="hover:bg-muted rounded px-1 text-base"
                      aria-label={t('conversations.reactWith', {
                        emoji: t(`conversations.reactions.${emoji}`),
                      })}
                      onClick={() => void toggle(emoji)}
                    >
                      <span aria-hidden="true">{REACTION_SYMBOLS[emoji]}</span>
                    </button>
                  ))}
                </span>
              ) : null}
              <Button
                variant="ghost"
                size="sm"
                className="h-7"
                aria-label={t('conversations.replyTo', { author: message.author })}
                onClick={onReply}
              >
                <CornerUpLeft aria-hidden="true" className="size-3.5" />
                {t('conversations.reply')}
              </Button>
              {message.canEdit ? (
                <>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="h-7"
                    onClick={() => setEditing(message.content)}
                    aria-label={t('conversations.editLabel')}
                  >
                    <Pencil aria-hidden="true" className="size-3.5" />
                    {t('conversations.edit')}
                  </Button>
                  <AskFirst
                    trigger={(ask) => (
                      <TrashButton size="sm" className="h-7" iconClassName="size-3.5" onClick={ask}>
                        {t('conversations.delete')}
                      </TrashButton>
                    )}
                    title={t('conversations.confirmDeleteTitle')}
                    message={t('conversations.confirmDeleteMessage')}
                    confirmLabel={t('conversations.delete')}
                    cancelLabel={t('conversations.cancel')}
                    onConfirm={async () => {
                      try {
                        await remove.mutateAsync(message.id);
                      } catch (error) {
                        onError(errorText(error, 'conversations.errors.action'));
                      }
                    }}
                  />
                </>
              ) : null}
            </>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}

interface ComposerProps {
  at: ProductOfRequest;
  replyTo: ConversationMessage | null;
  onCancelReply: () => void;
  onSent: () => void;
}

/** Enter sends, Shift+Enter adds a line; empty text without a file is refused before sending. */
export function Composer({ at, replyTo, onCancelReply, onSent }: ComposerProps) {
  const { t, i18n } = useTranslation();
  const send = useSendMessage(at);
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const submit = async () => {
    if (send.isPending) return;
    if (!text.trim() && files.length === 0) {
      setProblem(t('conversations.validation.empty'));
      return;
    }
    setProblem(null);
    setProgress(files.length > 0 ? 0 : null);
    try {
      await send.mutateAsync({
        content: text,
        replyTo: replyTo?.id ?? null,
        files,
        onProgress: (p) => setProgress(files.length > 0 ? p : null),
      });
      setText('');
      setFiles([]);
      onSent();
    } catch (error) {
      setProblem(errorText(error, 'conversations.errors.send'));
    } finally {
      setProgress(null);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  const addFiles = (list: FileList | null) => {
    const chosen = [...(list ?? [])];
    const tooBig = chosen.find((f) => f.size > MAX_DEMANDE_FILE_BYTES);
    if (tooBig) {
      setProblem(t('conversations.composer.tooLarge', { name: tooBig.name }));
      return;
    }
    setFiles((current) => [...current, ...chosen].slice(0, MAX_MESSAGE_FILES));
  };

  return (
    <div className="space-y-2 border-t pt-3">
      {replyTo ? (
        <div className="bg-muted flex items-start justify-between gap-2 rounded px-2 py-1 text-xs">
          <div className="min-w-0">
            <p className="font-medium">{t('conversations.replyingTo', { author: replyTo.author })}</p>
            <p className="text-muted-foreground line-clamp-1">{replyTo.content}</p>
          </div>
          <IconButton
            icon={X}
            label={t('conversations.cancelReply')}
            className="size-6"
            onClick={onCancelReply}
            iconClassName="size-3.5"
          />
        </div>
      ) : null}
      <Textarea
        ref={input}
        aria-label={t('conversations.composer.label')}
        placeholder={t('conversations.composer.placeholder')}
        rows={2}
        value={text}
        aria-invalid={problem ? true : undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (problem) setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <PendingFiles
        files={files}
        onChange={setFiles}
        removeLabel={(name) => t('conversations.composer.removeFile', { name })}
        className="flex flex-wrap gap-2 text-xs"
        itemClassName="inline-flex items-center gap-1 rounded border px-2 py-1"
      >
        {(file) => `${file.name} · ${formatSize(file.size, i18n.language)}`}
      </PendingFiles>
      <UploadState
        progress={progress}
        label={(percent) => t('conversations.composer.uploading', { percent })}
        problem={problem}
      />
      <div className="flex items-center justify-between gap-2">
        <div>
          <input
            ref={picker}
            type="file"
            multiple
            accept={MESSAGE_ACCEPT}
            className="sr-only"
            tabIndex={-1}
            aria-label={t('conversations.composer.attach')}
            onChange={(event) => {
              addFiles(event.target.files);
              event.target.value = '';
            }}
          />
          <Button
            variant="outline"
            size="sm"
            title={t('conversations.composer.attachHint')}
            onClick={() => picker.current?.click()}
          >
            <Paperclip aria-hidden="true" className="size-4" />
            {t('conversations.composer.attach')}
          </Button>
        </div>
        <Button size="sm" disabled={send.isPending} onClick={() => void submit()}>
          {send.isPending ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
          {t('conversations.composer.send')}
        </Button>
      </div>
    </div>
  );
}
