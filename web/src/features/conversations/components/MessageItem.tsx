import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CornerUpLeft, FileText, Pencil, SmilePlus } from 'lucide-react';
import {
  REACTION_EMOJIS,
  REACTION_SYMBOLS,
  type ConversationMessage,
  type ReactionEmoji,
} from '@comptoir/core/modules/conversations';
import type { ProductOfRequest } from '@/components/requested-product/api';
import { Badge } from '@/components/ui/badge';
import { Button, IconButton, TrashButton } from '@/components/ui/button';
import { AskFirst } from '@/components/ui/confirm-dialog';
import { ImageLink } from '@/components/ui/file-links';
import { Textarea } from '@/components/ui/textarea';
import { formatFileSize } from '@/lib/format';
import { cn } from '@/lib/utils';
import { errorText, useDeleteMessage, useEditMessage, useToggleReaction } from '../api';
import { formatMessageTime } from '../format';

/** A message's element id, for the reply quotes that lead to it. */
export const messageDomId = (id: string) => `message-${id}`;

interface MessageItemProps {
  at: ProductOfRequest;
  message: ConversationMessage;
  canWrite: boolean;
  highlighted: boolean;
  onReply: () => void;
  onQuote: (id: string) => void;
  onError: (message: string | null) => void;
}

/**
 * One message: author, role and time, the quote it replies to, its text (edited in place), its
 * attachments and its reactions, with reply, edit and delete for who may.
 */
export function MessageItem({
  at,
  message,
  canWrite,
  highlighted,
  onReply,
  onQuote,
  onError,
}: MessageItemProps) {
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
                    size: formatFileSize(file.size, i18n.language),
                  })}
                >
                  <FileText aria-hidden="true" className="size-3.5" />
                  {file.name} · {formatFileSize(file.size, i18n.language)}
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
