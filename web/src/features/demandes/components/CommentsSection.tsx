import { useId, useState, type ComponentProps } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Lock, Paperclip, Send } from 'lucide-react';
import { commentContent, type DemandeComment, type FileRef } from '@comptoir/core/modules/demandes';
import { ATTACHMENT_ACCEPT, addAttachments, attachmentHint } from '@/components/attachments';
import { Alert } from '@/components/ui/alert';
import { QueryState } from '@/components/ui/query-state';
import { BusyIcon, Button } from '@/components/ui/button';
import { ImageLink } from '@/components/ui/file-links';
import { useFieldMessage } from '@/components/ui/form-field';
import { formatDateTime, formatFileSize } from '@/lib/format';
import { useBanner } from '@/lib/use-banner';
import { errorMessage, useAddComment, useDemandeComments } from '../api';
import { DocumentLink, FilePickButton } from './files';
import { PageBanner } from '@/components/ui/page-banner';
import { Textarea } from '@/components/ui/textarea';
import { Avatar } from '@/components/ui/avatar';
import { PendingFiles } from '@/components/ui/pending-files';

const commentForm = z.object({ content: commentContent });
type CommentValues = { content: string };
const resolver = zodResolver(commentForm, undefined, { raw: true }) as unknown as Resolver<CommentValues>;

function Attachments({ files }: { files: readonly FileRef[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  const images = files.filter((f) => f.type === 'image');
  const documents = files.filter((f) => f.type !== 'image');
  return (
    <div className="space-y-2 pt-2" aria-label={t('demandes.comments.attachments')} role="group">
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.id}>
              <ImageLink file={image} title={image.name} className="size-20 rounded-md border object-cover" />
            </li>
          ))}
        </ul>
      ) : null}
      {documents.length > 0 ? (
        <ul className="space-y-1">
          {documents.map((document) => (
            <li key={document.id}>
              <DocumentLink file={document} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function CommentItem({ comment }: { comment: DemandeComment }) {
  return (
    <li className="flex gap-3">
      <Avatar name={comment.author} />
      <div className="bg-muted/40 min-w-0 flex-1 rounded-lg border px-3 py-2">
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{comment.author}</span>
          <time className="text-muted-foreground text-xs" dateTime={comment.createdAt}>
            {formatDateTime(comment.createdAt)}
          </time>
        </p>
        {comment.content ? <p className="pt-1 text-sm whitespace-pre-wrap">{comment.content}</p> : null}
        <Attachments files={comment.attachments} />
      </div>
    </li>
  );
}

export interface CommentComposerProps {
  demandeId: string;
  /** The creator and the assigned members only; others see why they cannot comment. */
  canComment: boolean;
  onError: (text: string) => void;
}

/** Text and files; Ctrl+Enter (⌘+Enter) sends. */
export function CommentComposer({ demandeId, canComment, onError }: CommentComposerProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const add = useAddComment(demandeId);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { isSubmitting, errors },
  } = useForm<CommentValues>({ defaultValues: { content: '' }, resolver });
  const fieldMessage = useFieldMessage();
  const contentError = fieldMessage(errors.content);

  const pick = (picked: File[]) => {
    const next = addAttachments(files, picked, 'comment');
    setFiles(next.files);
    setProblem(next.problem);
  };

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null);
    const content = commentContent.parse(values.content);
    if (!content && files.length === 0) {
      setProblem(t('demandes.validation.commentEmpty'));
      return;
    }
    try {
      await add.mutateAsync({ content, files });
      reset({ content: '' });
      setFiles([]);
    } catch (error) {
      onError(errorMessage(error, 'demandes.errors.comment'));
    }
  });

  if (!canComment) {
    return (
      <div
        className="bg-muted/40 text-muted-foreground flex items-start gap-2 rounded-lg border border-dashed p-3 text-sm"
        role="note"
      >
        <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1 space-y-2">
          <CommentBox id={`${id}-content`} rows={2} disabled aria-describedby={`${id}-forbidden`} />
          <p id={`${id}-forbidden`}>{t('demandes.errors.commentForbidden')}</p>
        </div>
      </div>
    );
  }

  const busy = isSubmitting;
  const content = register('content');
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-2">
      {problem || contentError ? <Alert variant="destructive">{problem ?? contentError}</Alert> : null}
      <CommentBox
        id={`${id}-content`}
        rows={3}
        aria-describedby={`${id}-shortcut`}
        aria-invalid={contentError ? true : undefined}
        {...content}
        onChange={(event) => {
          setProblem(null);
          void content.onChange(event);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            if (!busy) void onSubmit();
          }
        }}
      />
      <PendingFiles
        files={files}
        onChange={setFiles}
        removeLabel={(name) => t('demandes.comments.removeFile', { name })}
        label={t('demandes.comments.attachments')}
        className="flex flex-wrap gap-2"
        itemClassName="bg-muted inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-3 text-xs"
        removeClassName="hover:bg-accent focus-visible:ring-ring inline-flex size-5 items-center justify-center rounded-full focus-visible:ring-2 focus-visible:outline-none"
      >
        {(file) => (
          <>
            <span className="max-w-48 truncate">{file.name}</span>
            <span className="text-muted-foreground">({formatFileSize(file.size, i18n.language)})</span>
          </>
        )}
      </PendingFiles>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <FilePickButton
          label={t('demandes.comments.attach')}
          hint={attachmentHint()}
          accept={ATTACHMENT_ACCEPT}
          multiple
          variant="ghost"
          disabled={busy}
          icon={<Paperclip aria-hidden="true" className="size-4" />}
          onFiles={pick}
        />
        <div className="flex items-center gap-3">
          <span id={`${id}-shortcut`} className="text-muted-foreground hidden text-xs sm:inline">
            {t('demandes.comments.shortcut')}
          </span>
          <Button type="submit" size="sm" disabled={busy}>
            <BusyIcon busy={busy} icon={Send} />
            {t('demandes.comments.send')}
          </Button>
        </div>
      </div>
    </form>
  );
}

export interface CommentsSectionProps {
  demandeId: string;
  canComment: boolean;
}

/** The request's comments in creation order, then the composer (its errors in a banner above it). */
export function CommentsSection({ demandeId, canComment }: CommentsSectionProps) {
  const { t } = useTranslation();
  const comments = useDemandeComments(demandeId);
  const banner = useBanner();
  const items = comments.data ?? [];
  return (
    <section className="bg-card space-y-4 rounded-xl border p-4 shadow-sm" aria-labelledby="demande-comments">
      <h2 id="demande-comments" className="text-lg font-semibold">
        {t('demandes.comments.title')}
        {comments.data ? (
          <span className="text-muted-foreground ml-2 text-sm font-normal">({items.length})</span>
        ) : null}
      </h2>
      <QueryState query={comments} texts="demandes.comments" failedKey="demandes.errors.comments">
        {(list) => (
          <ol className="space-y-3" aria-label={t('demandes.comments.title')}>
            {list.map((comment) => (
              <CommentItem key={comment.id} comment={comment} />
            ))}
          </ol>
        )}
      </QueryState>
      <PageBanner banner={banner.banner} onDismiss={banner.clear} dismissLabel={t('demandes.dismiss')} />
      <CommentComposer demandeId={demandeId} canComment={canComment} onError={banner.error} />
    </section>
  );
}

/** The comment's text box, labelled for screen readers. */
function CommentBox({ id, ...props }: ComponentProps<typeof Textarea> & { id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {t('demandes.comments.label')}
      </label>
      <Textarea id={id} placeholder={t('demandes.comments.placeholder')} {...props} />
    </>
  );
}
