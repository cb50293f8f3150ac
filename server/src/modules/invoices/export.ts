/**
 * Exports: the filtered invoice list as xlsx or csv, and the sales and purchase journals of a
 * period in the French FEC layout (Fichier des écritures comptables, article A47 A-1 of the Livre
 * des procédures fiscales: 18 tab-separated columns, one line per account movement, amounts in
 * the book currency with the original currency amount alongside).
 */
import { listCsv, listXlsx, type ListExport } from '../../platform/list-export';
import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import { translate, type Language } from '@comptoir/core/i18n/index';
import type { ExportInvoicesQuery, Invoice } from '@comptoir/core/modules/invoices';
import { convertAmount, decimal, toPlainString, add, round } from '@comptoir/core/money';
import type { Db } from '../../db/client';
import { invoiceLines, invoices } from '../../db/schema/index';
import type { AuthContext } from '../../platform/access';
import { validationFailed } from '../../platform/errors';
import { amountString } from '../../platform/service';
import { neutralizeCell } from '@comptoir/core/spreadsheet';
import { vatOfLines } from '../sales/lines';
import { readIdentity } from '../settings/company';
import { invoiceClock } from './clock';
import { BOOK_CURRENCY, invoiceScope, listOrder, listWhere, presentRows, type InvoiceRow } from './read';

/** At most this many invoices in one list export. */
export const MAX_EXPORT_ROWS = 50_000;

/** The amount columns: numbers in the workbook, with two decimals. */
const MONEY_COLUMNS = [
  'subtotal',
  'taxAmount',
  'totalAmount',
  'paidAmount',
  'balanceDue',
  'baseTotal',
] as const;
const COLUMNS = [
  'number',
  'kind',
  'direction',
  'status',
  'party',
  'vatNumber',
  'orderReference',
  'issueDate',
  'dueDate',
  'currency',
  ...MONEY_COLUMNS,
  'rate',
  'rateDate',
] as const;
type Column = (typeof COLUMNS)[number];
const isMoney = (column: Column) => (MONEY_COLUMNS as readonly Column[]).includes(column);

function cell(language: Language, i: Invoice, column: Column): string {
  switch (column) {
    case 'number':
      return i.number ?? '';
    case 'kind':
      return translate(language, `invoices.kind.${i.kind}`);
    case 'direction':
      return translate(language, `invoices.direction.${i.direction}`);
    case 'status':
      return translate(language, `invoices.status.${i.status}`);
    case 'party':
      return i.party.name;
    case 'vatNumber':
      return i.party.vatNumber ?? '';
    case 'orderReference':
      return i.orderReference ?? '';
    case 'issueDate':
      return i.issueDate ?? '';
    case 'dueDate':
      return i.dueDate ?? '';
    case 'currency':
      return i.currency;
    case 'subtotal':
      return i.subtotal.amount;
    case 'taxAmount':
      return i.taxAmount.amount;
    case 'totalAmount':
      return i.totalAmount.amount;
    case 'paidAmount':
      return i.paidAmount.amount;
    case 'balanceDue':
      return i.balanceDue.amount;
    case 'baseTotal':
      return i.base?.totalAmount.amount ?? '';
    case 'rate':
      return i.base?.rate ?? '';
    case 'rateDate':
      return i.base?.rateDate ?? '';
  }
}

async function exportRows(db: Db, auth: AuthContext, query: ExportInvoicesQuery): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(invoices)
    .where(listWhere(auth, query, invoiceClock.today()))
    .orderBy(...listOrder(query))
    .limit(MAX_EXPORT_ROWS);
  return presentRows(db, rows);
}

const INVOICE_LIST: ListExport<Invoice, Column> = {
  columns: COLUMNS,
  headers: 'invoices.export.columns',
  sheet: 'invoices.export.sheet',
  cell,
  numeric: isMoney,
  widths: { party: 32 },
  formats: Object.fromEntries(MONEY_COLUMNS.map((c) => [c, '#,##0.00'])),
};

export async function invoicesCsv(db: Db, auth: AuthContext, query: ExportInvoicesQuery, language: Language) {
  return listCsv(INVOICE_LIST, await exportRows(db, auth, query), language);
}

export async function invoicesXlsx(
  db: Db,
  auth: AuthContext,
  query: ExportInvoicesQuery,
  language: Language,
) {
  return listXlsx(INVOICE_LIST, await exportRows(db, auth, query), language);
}

// ---------------------------------------------------------------------------------------------
// FEC

export const FEC_COLUMNS = [
  'JournalCode',
  'JournalLib',
  'EcritureNum',
  'EcritureDate',
  'CompteNum',
  'CompteLib',
  'CompAuxNum',
  'CompAuxLib',
  'PieceRef',
  'PieceDate',
  'EcritureLib',
  'Debit',
  'Credit',
  'EcritureLet',
  'DateLet',
  'ValidDate',
  'Montantdevise',
  'Idevise',
] as const;

const fecDate = (d: string) => d.replaceAll('-', '');
const fecAmount = (v: string) => amountString(v).replace('.', ',');
/**
 * Tabs and line breaks would break the layout; a text a spreadsheet would read as a formula is
 * neutralised as in every other export (the FEC is often opened in one).
 */
const fecText = (v: string) => neutralizeCell(v.replace(/[\t\r\n]+/g, ' ').trim());

interface Movement {
  account: string;
  accountLabel: string;
  aux: string;
  auxLabel: string;
  debit: string;
  credit: string;
  foreign: string;
}

/** The movements of one invoice: party (411 / 401), goods (707 / 607), VAT per rate (44571 / 44566). */
function movements(row: InvoiceRow, vat: { rate: string; base: string; amount: string }[]): Movement[] {
  const sales = row.direction === 'outgoing';
  const rate = row.exchangeRate ?? '1';
  const toBase = (v: string) =>
    row.currency === BOOK_CURRENCY ? amountString(v) : convertAmount(amountString(v), rate);
  const vatLines = vat.length
    ? vat
    : [{ rate: '', base: amountString(row.subtotal), amount: amountString(row.taxAmount) }];
  const goods = vatLines.map((v) => ({ base: toBase(v.base), foreign: amountString(v.base), rate: v.rate }));
  const taxes = vatLines
    .filter((v) => decimal(v.amount).units !== 0n)
    .map((v) => ({ amount: toBase(v.amount), foreign: amountString(v.amount), rate: v.rate }));
  const total = toPlainString(
    round(
      [...goods.map((g) => g.base), ...taxes.map((t) => t.amount)].reduce(
        (s, v) => add(s, decimal(v)),
        decimal('0'),
      ),
      2,
    ),
  );
  // A credit note reverses the invoice's sides.
  const partySide = sales !== (row.kind === 'credit_note') ? 'debit' : 'credit';
  const other = partySide === 'debit' ? 'credit' : 'debit';
  const mv = (side: 'debit' | 'credit', amount: string) => ({
    debit: side === 'debit' ? amount : '0',
    credit: side === 'credit' ? amount : '0',
  });
  const auxId = (sales ? row.clientId : row.supplierId)?.slice(0, 8).toUpperCase() ?? '';
  return [
    {
      account: sales ? '411000' : '401000',
      accountLabel: sales ? 'Clients' : 'Fournisseurs',
      aux: auxId,
      auxLabel: row.partyName,
      ...mv(partySide, total),
      foreign: amountString(row.totalAmount),
    },
    ...goods.map((g) => ({
      account: sales ? '707000' : '607000',
      accountLabel: sales ? 'Ventes de marchandises' : 'Achats de marchandises',
      aux: '',
      auxLabel: '',
      ...mv(other, g.base),
      foreign: g.foreign,
    })),
    ...taxes.map((t) => ({
      account: sales ? '445710' : '445660',
      accountLabel:
        `${sales ? 'TVA collectée' : 'TVA déductible'} ${t.rate ? `${t.rate.replace('.', ',')} %` : ''}`.trim(),
      aux: '',
      auxLabel: '',
      ...mv(other, t.amount),
      foreign: t.foreign,
    })),
  ];
}

/** GET /api/invoices/export?format=fec&from=&to=: both journals of the period. */
export async function invoicesFec(db: Db, auth: AuthContext, query: ExportInvoicesQuery) {
  if (!query.from || !query.to) throw validationFailed({ from: 'invoices.validation.periodRequired' });
  const rows = await db
    .select()
    .from(invoices)
    .where(
      and(
        ne(invoices.status, 'draft'),
        sql`${invoices.issueDate} between ${query.from} and ${query.to}`,
        invoiceScope(auth),
      ),
    )
    .orderBy(asc(invoices.direction), asc(invoices.issueDate), asc(invoices.number))
    .limit(MAX_EXPORT_ROWS);
  const lines = rows.length
    ? await db
        .select()
        .from(invoiceLines)
        .where(
          inArray(
            invoiceLines.invoiceId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const byInvoice = new Map<string, typeof lines>();
  for (const l of lines) byInvoice.set(l.invoiceId, [...(byInvoice.get(l.invoiceId) ?? []), l]);
  const out: string[] = [FEC_COLUMNS.join('\t')];
  const counters = { VE: 0, AC: 0 };
  for (const row of rows) {
    const journal = row.direction === 'outgoing' ? 'VE' : 'AC';
    const journalLabel = row.direction === 'outgoing' ? 'Journal des ventes' : 'Journal des achats';
    counters[journal] += 1;
    const entry = `${journal}${String(counters[journal]).padStart(6, '0')}`;
    const own = byInvoice.get(row.id) ?? [];
    const vat = own.length ? vatOfLines(own) : [];
    const date = fecDate(row.issueDate!);
    const label = fecText(
      `${row.kind === 'credit_note' ? 'Avoir' : 'Facture'} ${row.number ?? ''} ${row.partyName}`,
    );
    for (const m of movements(row, vat)) {
      out.push(
        [
          journal,
          journalLabel,
          entry,
          date,
          m.account,
          m.accountLabel,
          m.aux,
          fecText(m.auxLabel),
          fecText(row.number ?? ''),
          date,
          label,
          fecAmount(m.debit),
          fecAmount(m.credit),
          '',
          '',
          date,
          row.currency === BOOK_CURRENCY ? '' : fecAmount(m.foreign),
          row.currency === BOOK_CURRENCY ? '' : row.currency,
        ].join('\t'),
      );
    }
  }
  const identity = await readIdentity(db);
  return {
    buffer: Buffer.from(`${out.join('\r\n')}\r\n`, 'utf8'),
    fileName: `${identity.siren || '000000000'}FEC${fecDate(query.to)}.txt`,
  };
}
