import { useTranslation } from 'react-i18next';
import { FileDown } from 'lucide-react';
import { PURCHASE_PDF_LANGUAGES } from '@comptoir/core/modules/purchases-api';
import { buttonClasses } from '@/components/ui/button';
import { purchasePdfUrl } from '../api';

const NS = 'purchases.ui.pdf';

/**
 * The order's PDF: in the supplier's language (the server's choice), or, from a small menu, in
 * French, English or Chinese.
 */
export function PurchasePdfLinks({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <>
      <a
        className={buttonClasses({ variant: 'outline' })}
        href={purchasePdfUrl(id)}
        download
        title={t(`${NS}.hint`)}
      >
        <FileDown aria-hidden="true" className="size-4" />
        {t(`${NS}.supplierLanguage`)}
      </a>
      <details className="relative">
        <summary className="border-input bg-background hover:bg-muted inline-flex h-9 cursor-pointer list-none items-center gap-2 rounded-md border px-4 text-sm font-medium">
          {t(`${NS}.otherLanguage`)}
        </summary>
        <div className="bg-card absolute right-0 z-10 mt-1 flex w-48 flex-col rounded-md border p-1 shadow-md">
          {PURCHASE_PDF_LANGUAGES.map((language) => (
            <a
              key={language}
              className="hover:bg-muted flex items-center gap-2 rounded px-3 py-2 text-sm"
              href={purchasePdfUrl(id, language)}
              hrefLang={language}
              download
            >
              <FileDown aria-hidden="true" className="size-4" />
              {t(`${NS}.${language}`)}
            </a>
          ))}
        </div>
      </details>
    </>
  );
}
