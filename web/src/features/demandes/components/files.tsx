import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FileSpreadsheet, FileText, Loader2 } from 'lucide-react';
import { MAX_DEMANDE_FILE_BYTES, type FileRef } from '@comptoir/core/modules/demandes';
import { extensionOf, isImageFile } from '@/components/attachments';
import { buttonClasses } from '@/components/ui/button';
import { FileLink } from '@/components/ui/file-links';
import { formatFileSize } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { cn } from '@/lib/utils';

/** Product documents: .xlsx, .xls, .pdf (the server checks the content too). */
export const DOCUMENT_EXTENSIONS = ['.xlsx', '.xls', '.pdf'] as const;

export function isDocumentFile(file: File, extensions: readonly string[] = DOCUMENT_EXTENSIONS): boolean {
  return extensions.includes(extensionOf(file.name));
}

/**
 * The reason a product's image or document cannot be sent, or null: type first, then size (a
 * comment's or a message's attachments: components/attachments.ts).
 */
export function fileProblem(file: File, kind: 'image' | 'document'): string | null {
  const accepted = kind === 'image' ? isImageFile(file) : isDocumentFile(file);
  if (!accepted) {
    const label =
      kind === 'image' ? i18n.t('demandes.files.acceptedImages') : i18n.t('demandes.files.acceptedDocuments');
    return i18n.t('demandes.errors.fileType', { accepted: label });
  }
  if (file.size > MAX_DEMANDE_FILE_BYTES) return i18n.t('demandes.errors.fileTooLarge');
  return null;
}

/**
 * A button-looking label over a visually hidden file input: keyboard and screen readers reach
 * the input, named by the label.
 */
export function FilePickButton({
  label,
  accept,
  multiple,
  busy,
  disabled,
  hint,
  onFiles,
  icon,
  variant = 'outline',
}: {
  label: string;
  accept: string;
  multiple?: boolean;
  busy?: boolean;
  disabled?: boolean;
  hint?: string;
  onFiles: (files: File[]) => void;
  icon?: ReactNode;
  variant?: 'outline' | 'ghost';
}) {
  const id = useId();
  return (
    <span className="inline-flex flex-col gap-1">
      <label
        htmlFor={id}
        className={cn(
          buttonClasses({ variant, size: 'sm' }),
          'has-[:focus-visible]:ring-ring cursor-pointer has-[:focus-visible]:ring-2',
          disabled || busy ? 'pointer-events-none opacity-60' : null,
        )}
      >
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : icon}
        {label}
        <input
          id={id}
          type="file"
          className="sr-only"
          accept={accept}
          multiple={multiple}
          disabled={disabled || busy}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length > 0) onFiles(files);
          }}
        />
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="text-muted-foreground text-xs">
          {hint}
        </span>
      ) : null}
    </span>
  );
}

/** A document as a link (opens or downloads) with its size in MB. */
export function DocumentLink({ file }: { file: FileRef }) {
  const { i18n: instance } = useTranslation();
  const Icon = /sheet|excel/.test(file.mime) ? FileSpreadsheet : FileText;
  return (
    <FileLink
      file={file}
      icon={Icon}
      size={formatFileSize(file.size, instance.language)}
      className="min-w-0"
    />
  );
}
