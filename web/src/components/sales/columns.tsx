/** The columns the quotes and orders lists share: the document's reference (a link), its client, dates and total. */
import type { ComponentType, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { RowLink, column } from '@/components/list';
import { formatDate, formatPrice } from '@/lib/format';
import { formatIsoDate } from './format';
import type { SalesNs } from './ns';

export interface SalesRow {
  id: string;
  status: string;
  client: { name: string; companyName: string | null };
  createdAt: string;
  totalAmount: { amount: string; currency: string };
}

/** Each column's header is `<ns>.columns.<id>`. */
export function salesColumns<Row extends SalesRow>(
  t: TFunction,
  ns: SalesNs,
  list: { hrefFor: (id: string) => string; select: (id: string) => void },
) {
  const header = (id: string) => t(`${ns}.columns.${id}` as never);
  const columns = {
    /** The document's number, opening it. */
    reference: (id: string, text: (row: Row) => ReactNode) =>
      column<Row>(
        id,
        header(id),
        (row) => (
          <RowLink to={list.hrefFor(row.id)} onSelect={() => list.select(row.id)}>
            {text(row)}
          </RowLink>
        ),
        'font-mono text-xs whitespace-nowrap',
      ),
    text: (id: string, cell: (row: Row) => ReactNode) => column<Row>(id, header(id), cell),
    client: column<Row>('client', header('client'), (row) => (
      <>
        <span className="block font-medium">{row.client.name}</span>
        <span className="text-muted-foreground block text-xs">{row.client.companyName}</span>
      </>
    )),
    createdAt: column<Row>(
      'createdAt',
      header('createdAt'),
      (row) => formatDate(row.createdAt),
      'tabular-nums',
    ),
    /** A day ('2026-04-30'), '—' when there is none. */
    day: (id: string, value: (row: Row) => string | null) =>
      column<Row>(id, header(id), (row) => formatIsoDate(value(row)) || '—', 'tabular-nums'),
    total: column<Row>('total', header('total'), (row) => formatPrice(row.totalAmount), {
      className: 'text-right font-medium tabular-nums',
      headerClassName: 'text-right',
    }),
  };
  return {
    ...columns,
    /** What a document shows after its reference (and title): client, its status's badge, created, the day `dayId`, total. */
    rest: (
      Badge: ComponentType<{ status: Row['status'] }>,
      dayId: string,
      day: (row: Row) => string | null,
    ) => [
      columns.client,
      columns.text('status', (row) => <Badge status={row.status} />),
      columns.createdAt,
      columns.day(dayId, day),
      columns.total,
    ],
  };
}
