/**
 * A list's table on TanStack Table 8 (headless: our markup and classes). Sorting, paging and
 * filtering happen on the server (`manualSorting`), so the table only lays out the page's rows;
 * a column with `meta.sortKey` gets a header button that sorts the list by that key.
 * On a phone (below the shell's 768 px breakpoint) the same rows are cards: the first column is
 * the card's title, the row's buttons (the `actions` column) beside it, every other column a
 * 'header: value' line; the sort buttons stand in a bar over the cards.
 */
import type { ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Cell,
  type ColumnMeta,
  type Header,
  type RowData,
  type Table,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { RowCards, useRowCards, type RowCard } from '@/components/ui/row-cards';
import { cn } from '@/lib/utils';

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** Classes of the column's cells (e.g. 'text-right tabular-nums'). */
    className?: string;
    /** Classes of the column's header cell. */
    headerClassName?: string;
    /** The list's sort key this column sorts by (a header button), when the table sorts. */
    sortKey?: string;
    /** The header's plain text, for the sort button's tooltip (default: a header given as text). */
    headerText?: string;
  }
}

export type { ColumnDef } from '@tanstack/react-table';

/**
 * A column in a line: `cell` renders the row's record; `meta` is the cells' classes (e.g.
 * 'tabular-nums') or the whole `ColumnMeta` (header classes, sort key).
 */
export function column<T>(
  id: string,
  header: ColumnDef<T>['header'],
  cell: (row: T) => ReactNode,
  meta?: string | ColumnMeta<T, unknown>,
): ColumnDef<T> {
  return {
    id,
    header,
    cell: ({ row }) => cell(row.original),
    ...(meta === undefined ? {} : { meta: typeof meta === 'string' ? { className: meta } : meta }),
  };
}

/** The column of a row's buttons (`RowActions`), its header right-aligned. */
export function actionsColumn<T>(header: string, cell: (row: T) => ReactNode): ColumnDef<T> {
  return column('actions', header, cell, { headerClassName: 'text-right' });
}

export interface TableSort {
  sort: string;
  order: 'asc' | 'desc';
  onSort: (sort: string, order: 'asc' | 'desc') => void;
  /** The header button's tooltip from the column's `meta.headerText`, e.g. 'Trier par Nom'. */
  label?: (header: string) => string;
}

/** Header buttons that sort `list` (`useListState`); `label` is their tooltip ('Trier par Nom'). */
export function listSort(
  list: {
    sort: string;
    order: 'asc' | 'desc';
    update: (changes: { sort: string; order: 'asc' | 'desc' }) => void;
  },
  label?: (header: string) => string,
): TableSort {
  return {
    sort: list.sort,
    order: list.order,
    onSort: (sort, order) => list.update({ sort, order }),
    ...(label ? { label } : {}),
  };
}

export interface DataTableProps<T> {
  rows: readonly T[];
  // Columns of any value type: TanStack's own advice for arrays of column definitions.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  /** The row's key (default: its `id`). */
  getRowId?: (row: T) => string;
  /** The table's accessible name. */
  label?: string;
  /** A caption for screen readers. */
  caption?: string;
  /** The table's minimum width class, e.g. 'min-w-[52rem]' (it scrolls sideways below; phones show cards). */
  minWidth?: string;
  /** Header buttons sort by the columns' `meta.sortKey`. */
  sort?: TableSort;
  /** Cell padding (default 'px-4 py-2'). */
  cellClassName?: string;
}

/** The rows of one page as a table; header cells are `th scope="col"`, with `aria-sort` on the sorted one. */
export function DataTable<T>({
  rows,
  columns,
  getRowId = (row) => (row as { id: string }).id,
  label,
  caption,
  minWidth,
  sort,
  cellClassName = 'px-4 py-2',
}: DataTableProps<T>) {
  // The table object is rebuilt from props each render; nothing memoizes it (no React Compiler here).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows as T[],
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    manualFiltering: true,
  });
  const phone = useRowCards();
  if (phone) return <CardRows table={table} label={label ?? caption} sort={sort} />;
  return (
    <table className={cn('w-full text-sm', minWidth)} aria-label={label}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      <thead className="bg-muted/60 text-muted-foreground">
        {table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => {
              const meta = header.column.columnDef.meta;
              const content = headerContent(header);
              const sortKey = sort ? meta?.sortKey : undefined;
              const active = sortKey !== undefined && sort?.sort === sortKey;
              return (
                <th
                  key={header.id}
                  scope="col"
                  className={cn('px-4 py-2 text-left font-medium', meta?.headerClassName)}
                  aria-sort={
                    sortKey === undefined
                      ? undefined
                      : active
                        ? sort!.order === 'asc'
                          ? 'ascending'
                          : 'descending'
                        : 'none'
                  }
                >
                  {sortKey !== undefined && sort ? (
                    <HeaderSortButton header={header} sortKey={sortKey} sort={sort} />
                  ) : (
                    content
                  )}
                </th>
              );
            })}
          </tr>
        ))}
      </thead>
      <tbody className="divide-y">
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id} className="hover:bg-muted/40">
            {row.getVisibleCells().map((cell) => (
              <td key={cell.id} className={cn(cellClassName, cell.column.columnDef.meta?.className)}>
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A column's header as rendered (its text, or what its `header` function draws). */
function headerContent<T>(header: Header<T, unknown>): ReactNode {
  return header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
}

/** The sort button of a column with a `meta.sortKey`: asc first, then desc; its tooltip from `sort.label`. */
function HeaderSortButton<T>({
  header,
  sortKey,
  sort,
}: {
  header: Header<T, unknown>;
  sortKey: string;
  sort: TableSort;
}) {
  const meta = header.column.columnDef.meta;
  const heading = header.column.columnDef.header;
  const headerText = meta?.headerText ?? (typeof heading === 'string' ? heading : undefined);
  const active = sort.sort === sortKey;
  return (
    <SortButton
      active={active}
      order={sort.order}
      title={sort.label && headerText !== undefined ? sort.label(headerText) : undefined}
      onClick={() => sort.onSort(sortKey, active && sort.order === 'asc' ? 'desc' : 'asc')}
    >
      {headerContent(header)}
    </SortButton>
  );
}

/**
 * The rows as cards (phones), each cell under its column's header, the `actions` column as the
 * card's buttons; the columns' sort buttons, when the table sorts, in a bar over the cards.
 */
function CardRows<T>({
  table,
  label,
  sort,
}: {
  table: Table<T>;
  label: string | undefined;
  sort: TableSort | undefined;
}) {
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const sortable = sort
    ? [...headers.values()].filter((header) => header.column.columnDef.meta?.sortKey !== undefined)
    : [];
  const render = (cell: Cell<T, unknown>) => flexRender(cell.column.columnDef.cell, cell.getContext());
  const cards = table.getRowModel().rows.map((row): RowCard => {
    const [title, ...cells] = row.getVisibleCells();
    const actions = cells.find((cell) => cell.column.id === 'actions');
    return {
      key: row.id,
      title: title ? render(title) : null,
      titleClassName: title?.column.columnDef.meta?.className,
      actions: actions ? render(actions) : null,
      fields: cells
        .filter((cell) => cell !== actions)
        .map((cell) => {
          const header = headers.get(cell.column.id);
          return {
            key: cell.id,
            label: header ? headerContent(header) : null,
            value: render(cell),
            className: cell.column.columnDef.meta?.className,
          };
        }),
    };
  });
  return (
    <>
      {sort && sortable.length > 0 ? (
        <div className="bg-muted/60 text-muted-foreground flex flex-wrap gap-x-4 gap-y-1 border-b px-4 py-2 text-sm">
          {sortable.map((header) => (
            <HeaderSortButton
              key={header.id}
              header={header}
              sortKey={header.column.columnDef.meta!.sortKey!}
              sort={sort}
            />
          ))}
        </div>
      ) : null}
      <RowCards cards={cards} label={label} />
    </>
  );
}

function SortButton({
  active,
  order,
  title,
  onClick,
  children,
}: {
  active: boolean;
  order: 'asc' | 'desc';
  title: string | undefined;
  onClick: () => void;
  children: ReactNode;
}) {
  const Icon = !active ? ArrowUpDown : order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      className="hover:text-foreground focus-visible:ring-ring -mx-1 inline-flex items-center gap-1 rounded px-1 font-medium focus-visible:ring-2 focus-visible:outline-none"
      title={title}
      onClick={onClick}
    >
      {children}
      <Icon aria-hidden="true" className={cn('size-3.5', !active && 'opacity-40')} />
    </button>
  );
}
