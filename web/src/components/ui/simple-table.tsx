/**
 * A small read-only table (a document's lines, a history, a credit note's quantities): header
 * cells from the columns, one row per item. Framed (a border and a shaded header) unless told;
 * figures are right-aligned and tabular. On a phone the rows are cards (RowCards): the first
 * column is the title, an `actions` column the card's buttons.
 */
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { RowCards, useRowCards } from './row-cards';

export interface SimpleColumn<T> {
  key: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  /** A figure: right-aligned, tabular digits. */
  figure?: boolean;
  /** Right-aligned without tabular digits (a field in a cell). */
  end?: boolean;
  /** More classes of the column's cells (`font-medium`, `font-mono text-xs`...). */
  className?: string;
}

/** A header cell: its text, or its text and classes (an alignment). */
export type HeaderCell = ReactNode | { label: ReactNode; className?: string };

const isLabelled = (cell: HeaderCell): cell is { label: ReactNode; className?: string } =>
  typeof cell === 'object' && cell !== null && 'label' in cell;

/** A table's `<thead>`: one row of column headers (`scope="col"`), each with `cellClassName` and its own. */
export function HeaderRow({
  cells,
  className,
  rowClassName,
  cellClassName,
}: {
  cells: readonly HeaderCell[];
  className?: string;
  rowClassName?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {cells.map((cell, index) => (
          <th key={index} scope="col" className={cn(cellClassName, isLabelled(cell) && cell.className)}>
            {isLabelled(cell) ? cell.label : cell}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export interface SimpleTableProps<T> {
  rows: readonly T[];
  columns: readonly (SimpleColumn<T> | false)[];
  rowKey: (row: T) => string;
  /** A caption for screen readers, or the id of the heading that names the table. */
  caption?: string;
  labelledBy?: string;
  /** The table's classes besides `w-full text-sm` (a minimum width). */
  className?: string;
  /** A border around and a shaded header (the default); off, a plain table in its card. */
  framed?: boolean;
  /** The cells' padding. */
  padding?: string;
  /** On a phone, the first column's header over each card's title (the title is a field to fill in). */
  labelledTitle?: boolean;
}

export function SimpleTable<T>({
  rows,
  columns,
  rowKey,
  caption,
  labelledBy,
  className,
  framed = true,
  padding = 'px-3 py-2',
  labelledTitle = false,
}: SimpleTableProps<T>) {
  const shown = columns.filter((column): column is SimpleColumn<T> => column !== false);
  const align = (column: SimpleColumn<T>) => (column.figure || column.end ? 'text-right' : 'text-left');
  const phone = useRowCards();
  const cellClasses = (column: SimpleColumn<T>) => cn(column.figure && 'tabular-nums', column.className);
  if (phone) {
    const [title, ...rest] = shown;
    const actions = rest.find((column) => column.key === 'actions');
    return (
      <div className={cn('relative overflow-x-auto', framed && 'rounded-lg border')}>
        <RowCards
          label={caption}
          labelledBy={labelledBy}
          itemClassName={framed ? 'px-3 py-2.5' : 'py-2.5'}
          cards={rows.map((row, index) => ({
            key: rowKey(row),
            title: title?.cell(row, index),
            titleClassName: title && cellClasses(title),
            titleLabel: labelledTitle ? title?.header : null,
            actions: actions?.cell(row, index),
            fields: rest
              .filter((column) => column !== actions)
              .map((column) => ({
                key: column.key,
                label: column.header,
                value: column.cell(row, index),
                className: cellClasses(column),
              })),
          }))}
        />
      </div>
    );
  }
  return (
    <div className={cn('relative overflow-x-auto', framed && 'rounded-lg border')}>
      <table className={cn('w-full text-sm', className)} aria-labelledby={labelledBy}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <HeaderRow
          className={cn('text-muted-foreground', framed && 'bg-muted/60')}
          cellClassName={cn(padding, 'font-medium')}
          cells={shown.map((column) => ({ label: column.header, className: align(column) }))}
        />
        <tbody className="divide-y">
          {rows.map((row, index) => (
            <tr key={rowKey(row)}>
              {shown.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    padding,
                    column.figure && 'text-right tabular-nums',
                    column.end && 'text-right',
                    column.className,
                  )}
                >
                  {column.cell(row, index)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
