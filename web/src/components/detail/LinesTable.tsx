/** The lines of a document (quote, order, invoice) in its detail view: name and detail, then figures on the right. */
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

export interface LineColumn<T> {
  key: string;
  header: ReactNode;
  cell: (line: T) => ReactNode;
  /** Figures are right-aligned and tabular (the default); text columns are not. */
  text?: boolean;
  /** The line's total: in bold. */
  strong?: boolean;
}

/** A line's name in bold with its description under it. */
export function LineName({ name, detail }: { name: string; detail: string | null | undefined }) {
  return (
    <>
      <span className="font-medium">{name}</span>
      {detail ? <p className="text-muted-foreground text-xs whitespace-pre-wrap">{detail}</p> : null}
    </>
  );
}

/** The table, labelled by its section's heading (`labelledBy`), scrolling sideways below `minWidth`. */
export function LinesTable<T extends { id: string }>({
  lines,
  columns,
  labelledBy,
  minWidth,
}: {
  lines: readonly T[];
  columns: readonly (LineColumn<T> | false)[];
  labelledBy: string;
  minWidth: string;
}) {
  const shown = columns.filter((column): column is LineColumn<T> => column !== false);
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className={cn('w-full text-sm', minWidth)} aria-labelledby={labelledBy}>
        <thead className="bg-muted/60 text-muted-foreground">
          <tr>
            {shown.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cn('px-3 py-2 font-medium', column.text ? 'text-left' : 'text-right')}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {lines.map((line) => (
            <tr key={line.id}>
              {shown.map((column) => (
                <td
                  key={column.key}
                  className={cn(
                    'px-3 py-2',
                    !column.text && 'text-right tabular-nums',
                    column.strong && 'font-medium',
                  )}
                >
                  {column.cell(line)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
