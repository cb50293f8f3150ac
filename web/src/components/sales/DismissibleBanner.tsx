import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import type { Banner } from '@/lib/use-banner';

/** The page's banner: a success vanishes after 3 s, an error (red) stays until dismissed. */
export function DismissibleBanner({ banner, onDismiss }: { banner: Banner | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!banner) return null;
  return (
    <Alert variant={banner.kind === 'success' ? 'success' : 'destructive'}>
      <div className="flex items-start justify-between gap-3">
        <span>{banner.text}</span>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={t('common.close')}
          title={t('common.close')}
          className="focus-visible:ring-ring -my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:ring-2 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Alert>
  );
}
