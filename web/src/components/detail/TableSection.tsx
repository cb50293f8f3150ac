import type { ReactNode } from 'react';
import { SimpleTable, type SimpleTableProps } from '@/components/ui/simple-table';
import { DetailSection } from './DetailLayout';

/**
 * A detail's titled section of rows: their table, labelled by the section's heading, or the
 * `empty` line when there are none; `children` after it (a total, an action).
 */
export function TableSection<T>({
  id,
  title,
  empty,
  children,
  ...table
}: Omit<SimpleTableProps<T>, 'labelledBy' | 'caption'> & {
  id: string;
  title: string;
  empty: string;
  children?: ReactNode;
}) {
  return (
    <DetailSection id={id} title={title}>
      {table.rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <SimpleTable {...table} labelledBy={id} />
      )}
      {children}
    </DetailSection>
  );
}
