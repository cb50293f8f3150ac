import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import type { Banner } from '@/lib/use-banner';

export interface PageBannerProps {
  banner: Banner | null;
  /** Show a close button; without it the banner only goes away when replaced or timed out. */
  onDismiss?: (() => void) | undefined;
  /** The close button's label; 'common.close' unless told. */
  dismissLabel?: string | undefined;
}

/** A page's banner from useBanner: a success (green) vanishes after 3 s, an error (red) stays. */
export function PageBanner({ banner, onDismiss, dismissLabel }: PageBannerProps) {
  const { t } = useTranslation();
  if (!banner) return null;
  const variant = banner.kind === 'success' ? 'success' : 'destructive';
  if (!onDismiss) return <Alert variant={variant}>{banner.text}</Alert>;
  const label = dismissLabel ?? t('common.close');
  return (
    <Alert variant={variant}>
      <div className="flex items-start justify-between gap-3">
        <span>{banner.text}</span>
        <button
          type="button"
          onClick={onDismiss}
          aria-label={label}
          title={label}
          className="focus-visible:ring-ring -my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-md hover:bg-black/5 focus-visible:ring-2 focus-visible:outline-none"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </Alert>
  );
}
