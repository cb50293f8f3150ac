import { useTranslation } from 'react-i18next';
import { Sparkles, Star } from 'lucide-react';
import { ConfidenceChip } from '@/components/extraction/ConfidenceChip';
import { Badge, statusBadge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { CONFIDENCE_VARIANT, STATUS_VARIANT, confidenceLevel, formatPercent } from '../format';

export const QuotationStatusBadge = statusBadge(STATUS_VARIANT, 'quotations.ui.status');

export { ConfidenceChip };

/** 'IA' with the extraction's overall confidence, coloured like the chips. */
export function AiBadge({ confidence }: { confidence: number | null }) {
  const { t, i18n } = useTranslation();
  const level = confidence === null ? null : confidenceLevel(confidence);
  const label =
    confidence === null
      ? t('quotations.ui.card.aiNoConfidence')
      : t('quotations.ui.card.aiConfidence', { value: formatPercent(confidence, i18n.language) });
  return (
    <Badge
      variant={level ? CONFIDENCE_VARIANT[level] : 'neutral'}
      data-level={level ?? undefined}
      title={label}
      aria-label={label}
    >
      <Sparkles aria-hidden="true" className="size-3" />
      {t('quotations.ui.card.ai')}
      {confidence === null ? null : ` ${formatPercent(confidence, i18n.language)}`}
    </Badge>
  );
}

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
