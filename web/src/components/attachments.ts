/**
 * The attachment rules of a request's comments and of a requested product's conversation
 * messages, the ones the server applies to both (server/src/modules/demandes/files.ts,
 * readPostWithFiles: the 'comment' types, MAX_DEMANDE_FILE_BYTES a file, the route's file count),
 * checked before sending, with the server's messages.
 */
import { MAX_MESSAGE_FILES } from '@comptoir/core/modules/conversations';
import { MAX_COMMENT_FILES, MAX_DEMANDE_FILE_BYTES } from '@comptoir/core/modules/demandes';
import { i18n } from '@/lib/i18n';

/** What an attachment may be besides an image: PDF, Word, Excel (the server checks the content). */
const DOCUMENT_EXTENSIONS: readonly string[] = ['.pdf', '.doc', '.docx', '.xls', '.xlsx'];
/** The file picker's filter. */
export const ATTACHMENT_ACCEPT = ['image/*', ...DOCUMENT_EXTENSIONS].join(',');
/** At most this many files in one comment or message. */
const MAX_FILES = { comment: MAX_COMMENT_FILES, message: MAX_MESSAGE_FILES } as const;

/** '.pdf' for 'Devis.PDF'; '' without an extension. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot >= 0 ? name.slice(dot).toLowerCase() : '';
}

export const isImageFile = (file: File) => file.type.startsWith('image/');

/** The reason a file cannot be attached, or null: its type first, then its size. */
export function attachmentProblem(file: File): string | null {
  if (!isImageFile(file) && !DOCUMENT_EXTENSIONS.includes(extensionOf(file.name))) {
    return i18n.t('demandes.errors.fileType', { accepted: i18n.t('demandes.files.acceptedComment') });
  }
  if (file.size > MAX_DEMANDE_FILE_BYTES) return i18n.t('demandes.errors.fileTooLarge');
  return null;
}

/**
 * The files picked added to those already attached: a file the rules refuse is left out, with
 * its reason; past the count limit the list is cut, with the too-many message.
 */
export function addAttachments(
  current: readonly File[],
  picked: readonly File[],
  to: keyof typeof MAX_FILES,
): { files: File[]; problem: string | null } {
  const files = [...current];
  let problem: string | null = null;
  for (const file of picked) {
    const reason = attachmentProblem(file);
    if (reason) problem = reason;
    else files.push(file);
  }
  const max = MAX_FILES[to];
  if (files.length > max)
    return { files: files.slice(0, max), problem: i18n.t('demandes.errors.tooManyFiles') };
  return { files, problem };
}

/** The rules in a sentence, beside the attach button. */
export const attachmentHint = () => i18n.t('demandes.files.attachHint');
