/**
 * A table's rows as cards, for phones (DataTable and SimpleTable below the shell's 768 px
 * breakpoint): each row's first cell is the card's title, its buttons beside it (under it when
 * both do not fit), and every other cell a 'header: value' line of a description list.
 */
import type { ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '@/lib/use-media-query';
import { cn } from '@/lib/utils';

/** Whether tables show their rows as cards: on a phone, below the sidebar's breakpoint. */
export function useRowCards(): boolean {
  return !useMediaQuery(DESKTOP_QUERY);
}

export interface RowCardField {
  key: string;
  /** The column's header. */
  label: ReactNode;
  value: ReactNode;
  /** The column's cell classes (a font, tabular digits). */
  className?: string | undefined;
}

export interface RowCard {
  key: string;
  title: ReactNode;
  titleClassName?: string | undefined;
  /** A visible label over the title (its column's header), when the title is a field to fill in. */
  titleLabel?: ReactNode;
  /** The row's buttons. */
  actions?: ReactNode;
  fields: readonly RowCardField[];
}

/** The cards, as a list named like the table (`label`, or the heading `labelledBy`). */
export function RowCards({
  cards,
  label,
  labelledBy,
  itemClassName = 'px-4 py-3',
}: {
  cards: readonly RowCard[];
  label?: string | undefined;
  labelledBy?: string | undefined;
  /** Each card's padding. */
  itemClassName?: string;
}) {
  return (
    <ul className="divide-y text-sm" aria-label={label} aria-labelledby={labelledBy}>
      {cards.map((card) => (
        <li key={card.key} className={cn('space-y-2', itemClassName)}>
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-2">
            <div className={cn('min-w-0 break-words', card.titleClassName)}>
              {card.titleLabel ? <div className="text-muted-foreground mb-1">{card.titleLabel}</div> : null}
              {card.title}
            </div>
            {card.actions ? <div className="ml-auto">{card.actions}</div> : null}
          </div>
          {card.fields.length > 0 ? (
            <dl className="space-y-1.5">
              {card.fields.map((field) => (
                <div key={field.key} className="flex items-baseline justify-between gap-4">
                  <dt className="text-muted-foreground shrink-0">{field.label}</dt>
                  <dd className={cn('min-w-0 text-right break-words', field.className)}>{field.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
