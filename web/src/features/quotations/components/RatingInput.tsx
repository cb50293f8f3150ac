import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { FieldErrorText } from '@/components/ui/form-field';
import { cn } from '@/lib/utils';

export interface RatingInputProps {
  value: number | null;
  onChange: (value: number | null) => void;
  label: string;
  error?: string | undefined;
}

/**
 * A 1 to 5 rating as native radio buttons drawn as stars: Tab reaches the group, the arrow keys
 * change the rating, each star is named ('3 sur 5'); 'Aucune note' clears it.
 */
export function RatingInput({ value, onChange, label, error }: RatingInputProps) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="text-sm leading-none font-medium">{label}</legend>
      <div className="flex items-center gap-1">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="has-[:focus-visible]:ring-ring cursor-pointer rounded-sm has-[:focus-visible]:ring-2"
            title={t('quotations.ui.ratingValue', { rating: n })}
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('quotations.ui.ratingValue', { rating: n })}
            />
            <Star
              aria-hidden="true"
              className={cn(
                'size-6 transition-colors',
                value !== null && n <= value ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/60',
              )}
            />
          </label>
        ))}
        <label className="has-[:focus-visible]:ring-ring ml-2 cursor-pointer rounded-sm px-1 text-xs has-[:focus-visible]:ring-2">
          <input
            type="radio"
            name={name}
            value=""
            checked={value === null}
            onChange={() => onChange(null)}
            className="sr-only"
          />
          <span className={value === null ? 'font-medium' : 'text-muted-foreground underline'}>
            {t('quotations.ui.noRating')}
          </span>
        </label>
      </div>
      <FieldErrorText id={name} error={error} />
    </fieldset>
  );
}
