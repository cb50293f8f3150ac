import { useTranslation } from 'react-i18next';
import { FileImage, FileSpreadsheet, FileText, X } from 'lucide-react';
import type { QuotationDocument } from '@comptoir/core/modules/quotations';

/** '1,5 Mo' in the interface language's number style. */
function megabytes(bytes: number, language: string): string {
  return new Intl.NumberFormat(language === 'zh' ? 'zh-CN' : language === 'en' ? 'en-GB' : 'fr-FR', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(bytes / (1024 * 1024));
}

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
            <a
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-primary inline-flex max-w-full items-center gap-1.5 text-sm underline-offset-4 hover:underline"
            >
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{document.name}</span>
              <span className="text-muted-foreground shrink-0 text-xs">
                ({t('quotations.ui.size', { size: megabytes(document.size, i18n.language) })})
              </span>
            </a>
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
