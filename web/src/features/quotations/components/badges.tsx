import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { ConfidenceChip, extractionBadge } from '@/components/extraction/ConfidenceChip';
import { statusBadge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { STATUS_VARIANT } from '../format';

export const QuotationStatusBadge = statusBadge(STATUS_VARIANT, 'quotations.ui.status');

export { ConfidenceChip };

/** 'IA' with the extraction's overall confidence, coloured like the chips. */
export const AiBadge = extractionBadge({
  short: 'quotations.ui.card.ai',
  named: 'quotations.ui.card.aiNoConfidence',
  namedWithConfidence: 'quotations.ui.card.aiConfidence',
});

/** A rating shown as five stars, named '4 sur 5'. */
export function RatingStars({ rating, className }: { rating: number | null; className?: string }) {
  const { t } = useTranslation();
  if (rating === null) {
    return (
      <span className={cn('text-muted-foreground text-xs', className)}>{t('quotations.ui.noRating')}</span>
    );
  }
  return (
    <span
      role="img"
      aria-label={t('quotations.ui.ratingValue', { rating })}
      title={t('quotations.ui.ratingValue', { rating })}
      className={cn('inline-flex items-center gap-0.5', className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden="true"
          className={cn(
            'size-3.5',
            n <= rating ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
          )}
        />
      ))}
    </span>
  );
}
