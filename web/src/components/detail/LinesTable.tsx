/** The lines of a document (quote, order, invoice) in its detail view: name and detail, then figures on the right. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '@/components/ui/simple-table';

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
  return (
    <SimpleTable
      rows={lines}
      rowKey={(line) => line.id}
      labelledBy={labelledBy}
      className={minWidth}
      columns={columns.map(
        (column) =>
          column !== false && {
            key: column.key,
            header: column.header,
            cell: column.cell,
            figure: !column.text,
            ...(column.strong ? { className: 'font-medium' } : {}),
          },
      )}
    />
  );
}

/** What every document line has. */
interface PricedLine {
  quantity: ReactNode;
  unitPrice: string;
  totalPrice: string;
}

/**
 * A document's usual columns: the line's name (with its detail), quantity, unit price, what is
 * given in `between` (discount, VAT), then the total in bold. Headers are `<prefix>.<key>`.
 */
export function DocumentLinesTable<T extends PricedLine & { id: string }>({
  lines,
  labelledBy,
  minWidth,
  prefix,
  nameKey = 'productName',
  name,
  money,
  unitMoney = money,
  before = [],
  between = [],
}: {
  lines: readonly T[];
  labelledBy: string;
  minWidth: string;
  /** Where the headers' keys are (`orders.lines`). */
  prefix: string;
  /** The name column's header key (`productName`, `description`). */
  nameKey?: string;
  name: (line: T) => [name: string, detail: string | null | undefined];
  money: (amount: string) => string;
  /** A unit price (2 to 4 decimals); `money` when not given. */
  unitMoney?: (amount: string) => string;
  before?: readonly (LineColumn<T> | false)[];
  between?: readonly (LineColumn<T> | false)[];
}) {
  const { t } = useTranslation();
  const header = (key: string) => t(`${prefix}.${key}` as never);
  const columns: (LineColumn<T> | false)[] = [
    ...before,
    {
      key: 'name',
      text: true,
      header: header(nameKey),
      cell: (line) => {
        const [text, detail] = name(line);
        return <LineName name={text} detail={detail} />;
      },
    },
    { key: 'quantity', header: header('quantity'), cell: (line) => line.quantity },
    { key: 'unitPrice', header: header('unitPrice'), cell: (line) => unitMoney(line.unitPrice) },
    ...between,
    { key: 'total', strong: true, header: header('total'), cell: (line) => money(line.totalPrice) },
  ];
  return <LinesTable lines={lines} columns={columns} labelledBy={labelledBy} minWidth={minWidth} />;
}
