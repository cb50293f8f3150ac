/** The purchase order list as xlsx or csv: the list's filters and sort, every page (up to a limit). */
import { translate, type Language } from '@comptoir/core/i18n/index';
import type { ExportPurchaseOrdersQuery, PurchaseOrder } from '@comptoir/core/modules/purchases-api';
import { orderOf } from '../../../db/keyset';
import type { AuthContext } from '../../../platform/access';
import { listCsv, listXlsx, type ListExport } from '../../../platform/list-export';
import type { Runner } from '../../../platform/service';
import { purchaseListParts, purchaseListWhere } from './list';
import { baseSelect, present, type PurchaseOrderRow } from './read';

/** At most this many orders in one export. */
export const MAX_PURCHASE_EXPORT_ROWS = 50_000;

const MONEY_COLUMNS = ['subtotal', 'paid'] as const;
const COLUMNS = [
  'number',
  'status',
  'supplier',
  'company',
  'contactPerson',
  'incoterm',
  'requestedDate',
  'currency',
  ...MONEY_COLUMNS,
  'sentAt',
  'notes',
] as const;
type Column = (typeof COLUMNS)[number];

function cell(language: Language, o: PurchaseOrder, column: Column): string {
  switch (column) {
    case 'number':
      return o.number ?? '';
    case 'status':
      return translate(language, `purchases.status.${o.status}`);
    case 'supplier':
      return o.supplier.name;
    case 'company':
      return o.companyName;
    case 'incoterm':
      return o.incoterm ? `${o.incoterm} ${o.incotermPlace ?? ''}`.trim() : '';
    case 'sentAt':
      return o.sentAt ? o.sentAt.slice(0, 10) : '';
    case 'contactPerson':
    case 'requestedDate':
    case 'notes':
      return o[column] ?? '';
    case 'currency':
    case 'subtotal':
    case 'paid':
      return o[column];
  }
}

const PURCHASE_LIST: ListExport<PurchaseOrder, Column> = {
  columns: COLUMNS,
  headers: 'purchases.export.columns',
  sheet: 'purchases.export.sheet',
  cell,
  numeric: (column) => (MONEY_COLUMNS as readonly Column[]).includes(column),
  widths: { supplier: 32, company: 24, notes: 40 },
  formats: Object.fromEntries(MONEY_COLUMNS.map((c) => [c, '#,##0.00'])),
};

async function exportRows(db: Runner, auth: AuthContext, query: ExportPurchaseOrdersQuery) {
  const rows = await baseSelect(db)
    .where(purchaseListWhere(auth, query))
    .orderBy(...orderOf(purchaseListParts(query)))
    .limit(MAX_PURCHASE_EXPORT_ROWS);
  return rows.map((row) => present(row as PurchaseOrderRow));
}

/** The file's bytes in the format asked for. */
export async function purchaseOrdersExport(
  db: Runner,
  auth: AuthContext,
  query: ExportPurchaseOrdersQuery,
  language: Language,
): Promise<Buffer> {
  const rows = await exportRows(db, auth, query);
  return query.format === 'csv'
    ? listCsv(PURCHASE_LIST, rows, language)
    : listXlsx(PURCHASE_LIST, rows, language);
}
