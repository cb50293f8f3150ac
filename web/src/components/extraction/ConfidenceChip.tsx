import { useTranslation } from 'react-i18next';
import { Sparkles } from 'lucide-react';
import { confidenceLevel, type ConfidenceLevel } from '@comptoir/core/modules/extraction';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { numberLocale } from '@/lib/format';

/** spec §9: at least 0.9 green, at least 0.7 yellow, else red. */
export const CONFIDENCE_VARIANT: Record<ConfidenceLevel, BadgeVariant> = {
  high: 'green',
  medium: 'amber',
  low: 'red',
};

/** 0.923 → '92 %' (French), '92%' otherwise. */
export function formatPercent(value: number, language: string): string {
  return new Intl.NumberFormat(numberLocale(language), {
    style: 'percent',
    maximumFractionDigits: 0,
  }).format(value);
}

/**
 * A confidence as a coloured chip (spec §9: ≥ 0.9 green, ≥ 0.7 yellow, else red); the level is
 * in the accessible name, not only in the colour.
 */
export function ConfidenceChip({ confidence, className }: { confidence: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const level = confidenceLevel(confidence);
  const label = t('extraction.ui.confidence.label', {
    value: formatPercent(confidence, i18n.language),
    level: t(`extraction.ui.confidence.${level}`),
  });
  return (
    <Badge
      variant={CONFIDENCE_VARIANT[level]}
      data-level={level}
      className={className}
      aria-label={label}
      title={label}
    >
      {formatPercent(confidence, i18n.language)}
    </Badge>
  );
}

/** A module's texts for `ExtractionBadge`: the badge's word, and its name with or without a confidence. */
export interface ExtractionBadgeKeys {
  short: string;
  named: string;
  namedWithConfidence: string;
}

/**
 * 'IA 92 %': a record read by the extraction engine, its overall confidence coloured like the
 * field chips (neutral when the engine gave none).
 */
export function ExtractionBadge({
  confidence,
  keys,
}: {
  confidence: number | null;
  keys: ExtractionBadgeKeys;
}) {
  const { t, i18n } = useTranslation();
  const level = confidence === null ? null : confidenceLevel(confidence);
  const percent = confidence === null ? null : formatPercent(confidence, i18n.language);
  const label =
    percent === null ? t(keys.named as never) : t(keys.namedWithConfidence as never, { value: percent });
  return (
    <Badge
      variant={level ? CONFIDENCE_VARIANT[level] : 'neutral'}
      data-level={level ?? undefined}
      title={label}
      aria-label={label}
    >
      <Sparkles aria-hidden="true" className="size-3" />
      {t(keys.short as never)}
      {percent === null ? null : ` ${percent}`}
    </Badge>
  );
}

/**
 * A module's 'IA' badge: `ExtractionBadge` with the module's texts
 * (`export const AiBadge = extractionBadge({ short: …, named: …, namedWithConfidence: … })`).
 */
export function extractionBadge(keys: ExtractionBadgeKeys) {
  return function AiBadge({ confidence }: { confidence: number | null }) {
    return <ExtractionBadge confidence={confidence} keys={keys} />;
  };
}
