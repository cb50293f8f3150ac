import { useTranslation } from 'react-i18next';
import { FileImage, FileSpreadsheet, FileText, X } from 'lucide-react';
import type { QuotationDocument } from '@comptoir/core/modules/quotations';
import { FileLink } from '@/components/ui/file-links';
import { formatFileSize } from '@/lib/format';

/** A quotation's documents as links (served by the API after its access check), removable when `onRemove`. */
export function DocumentList({
  documents,
  onRemove,
}: {
  documents: readonly QuotationDocument[];
  onRemove?: ((document: QuotationDocument) => void) | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (documents.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('quotations.ui.fields.documents')}>
      {documents.map((document) => {
        const Icon =
          document.type === 'excel' ? FileSpreadsheet : document.type === 'image' ? FileImage : FileText;
        return (
          <li key={document.id} className="flex min-w-0 items-center gap-1">
            <FileLink
              file={document}
              icon={Icon}
              size={formatFileSize(document.size, i18n.language)}
              className="max-w-full gap-1.5"
            />
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(document)}
                aria-label={t('quotations.ui.form.removeDocument', { name: document.name })}
                title={t('quotations.ui.form.removeDocument', { name: document.name })}
                className="text-destructive hover:bg-destructive-soft focus-visible:ring-ring inline-flex size-6 items-center justify-center rounded-md focus-visible:ring-2 focus-visible:outline-none"
              >
                <X aria-hidden="true" className="size-3.5" />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
