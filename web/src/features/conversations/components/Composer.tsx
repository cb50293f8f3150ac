import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Loader2, Paperclip, X } from 'lucide-react';
import type { ConversationMessage } from '@comptoir/core/modules/conversations';
import { ATTACHMENT_ACCEPT, addAttachments, attachmentHint } from '@/components/attachments';
import type { ProductOfRequest } from '@/components/requested-product/api';
import { Button, IconButton } from '@/components/ui/button';
import { PendingFiles, UploadState } from '@/components/ui/pending-files';
import { Textarea } from '@/components/ui/textarea';
import { formatFileSize } from '@/lib/format';
import { errorText, useSendMessage } from '../api';

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
    const next = addAttachments(files, [...(list ?? [])], 'message');
    setFiles(next.files);
    setProblem(next.problem);
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
        {(file) => `${file.name} · ${formatFileSize(file.size, i18n.language)}`}
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
            accept={ATTACHMENT_ACCEPT}
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
            title={attachmentHint()}
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
