/**
 * The transactions of the user's accounts (issue 33): the list (account, status and direction
 * filters, search, sort, paging with keys, counters by status) and one transaction, each with the
 * payments its reconciliation recorded.
 */
import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  BANK_TRANSACTION_STATUSES,
  TRANSACTION_COUNTERS,
  type BankCategory,
  type BankTransaction,
  type BankTransactionStatus,
  type ListTransactionsQuery,
  type ListTransactionsResponse,
  type PurchasePaymentLink,
} from '@comptoir/core/modules/bank';
import {
  bankAccounts,
  bankTransactions,
  invoicePayments,
  invoices,
  purchaseOrderPayments,
  purchaseOrders,
  suppliers,
  users,
} from '../../../db/schema/index';
import { folded, listPage, searchWhere, sortParts, tableTotal } from '../../../db/list-query';
import { countsOf } from '../../../db/rows';
import { cachedByRevision } from '../../../platform/revision-cache';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import { companyScope, type AuthContext } from '../../../platform/access';
import { AppError } from '../../../platform/errors';
import { amountString, displayNameSql, iso, type Runner } from '../../../platform/service';

/** The accounts of the user's companies. */
export const visibleAccounts = (auth: AuthContext): SQL =>
  auth.user.isSuperAdmin
    ? sql`true`
    : sql`${bankTransactions.accountId} in (select a.id from bank_accounts a where ${companyScope(auth, sql`a.company_id`)})`;

const SORT = {
  keys: {
    bookingDate: bankTransactions.bookingDate,
    amount: bankTransactions.amount,
    label: folded(bankTransactions.label),
  },
  fallback: 'bookingDate' as const,
  direction: 'desc' as const,
  id: bankTransactions.id,
};

const select = (db: Runner) =>
  db
    .select({
      id: bankTransactions.id,
      accountId: bankTransactions.accountId,
      accountName: bankAccounts.name,
      currency: bankAccounts.currency,
      bookingDate: bankTransactions.bookingDate,
      valueDate: bankTransactions.valueDate,
      amount: bankTransactions.amount,
      label: bankTransactions.label,
      counterparty: bankTransactions.counterparty,
      counterpartyIban: bankTransactions.counterpartyIban,
      reference: bankTransactions.reference,
      status: bankTransactions.status,
      category: bankTransactions.category,
      feesAmount: bankTransactions.feesAmount,
      note: bankTransactions.note,
      matchedBy: displayNameSql(users),
      matchedAt: bankTransactions.matchedAt,
      isDemo: bankTransactions.isDemo,
    })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
    .leftJoin(users, eq(users.id, bankTransactions.matchedBy));

type Row = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

/** The payments of these transactions, by transaction. */
async function paymentsOf(db: Runner, ids: string[]) {
  const byTransaction = new Map<string, BankTransaction['payments']>();
  if (ids.length === 0) return byTransaction;
  const rows = await db
    .select({
      transactionId: invoicePayments.bankTransactionId,
      paymentId: invoicePayments.id,
      invoiceId: invoices.id,
      direction: invoices.direction,
      invoiceNumber: invoices.number,
      partyName: invoices.partyName,
      amount: invoicePayments.amount,
    })
    .from(invoicePayments)
    .innerJoin(invoices, eq(invoices.id, invoicePayments.invoiceId))
    .where(inArray(invoicePayments.bankTransactionId, ids))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
  for (const row of rows) {
    const list = byTransaction.get(row.transactionId!) ?? [];
    list.push({
      ...row,
      direction: row.direction as BankTransaction['payments'][number]['direction'],
      amount: amountString(row.amount),
    });
    byTransaction.set(row.transactionId!, list);
  }
  return byTransaction;
}

/** Purchase order payments with their order's number and supplier: what a link to one shows. */
export const selectPurchasePayments = (db: Runner) =>
  db
    .select({
      transactionId: purchaseOrderPayments.bankTransactionId,
      paymentId: purchaseOrderPayments.id,
      orderId: purchaseOrders.id,
      orderNumber: purchaseOrders.number,
      supplierName: suppliers.name,
      kind: purchaseOrderPayments.kind,
      date: purchaseOrderPayments.date,
      amount: purchaseOrderPayments.amount,
    })
    .from(purchaseOrderPayments)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderPayments.orderId))
    .innerJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId));

/** The purchase order payments these transactions confirmed, by transaction. */
async function purchasePaymentsOf(db: Runner, ids: string[]) {
  const byTransaction = new Map<string, PurchasePaymentLink[]>();
  if (ids.length === 0) return byTransaction;
  const rows = await selectPurchasePayments(db)
    .where(inArray(purchaseOrderPayments.bankTransactionId, ids))
    .orderBy(asc(purchaseOrderPayments.date), asc(purchaseOrderPayments.id));
  for (const { transactionId, ...row } of rows) {
    const list = byTransaction.get(transactionId!) ?? [];
    list.push({ ...row, kind: row.kind as PurchasePaymentLink['kind'], amount: amountString(row.amount) });
    byTransaction.set(transactionId!, list);
  }
  return byTransaction;
}

const present = (
  row: Row,
  payments: BankTransaction['payments'],
  purchasePayments: PurchasePaymentLink[] = [],
): BankTransaction => ({
  ...row,
  amount: amountString(row.amount),
  status: row.status as BankTransactionStatus,
  category: row.category as BankCategory | null,
  feesAmount: amountString(row.feesAmount),
  matchedBy: row.matchedAt ? row.matchedBy : null,
  matchedAt: row.matchedAt ? iso(row.matchedAt) : null,
  payments,
  purchasePayments,
});

export async function listTransactions(
  db: Runner,
  auth: AuthContext,
  query: ListTransactionsQuery,
): Promise<ListTransactionsResponse> {
  // The counters count the account's (or every visible account's) transactions by status; the
  // list takes the other filters too.
  const scope = and(
    visibleAccounts(auth),
    query.accountId ? eq(bankTransactions.accountId, query.accountId) : undefined,
  );
  const where = and(
    scope,
    query.direction === 'in' ? sql`${bankTransactions.amount} > 0` : undefined,
    query.direction === 'out' ? sql`${bankTransactions.amount} < 0` : undefined,
    searchWhere(query.q, { searchText: bankTransactions.searchText }),
    query.status ? eq(bankTransactions.status, query.status) : undefined,
  );
  const byStatus = Object.fromEntries(
    BANK_TRANSACTION_STATUSES.map((status) => [
      status,
      sql<number>`count(*) filter (where ${bankTransactions.status} = ${status})`,
    ]),
  );
  // The counters and a filter's count read every transaction of the scope: cached by data revision
  // (revision-cache, decision 0015), so paging and coming back to the list count once.
  const who = auth.user.isSuperAdmin ? '*' : auth.user.id;
  const cached = <T>(what: unknown[], compute: () => Promise<T>) =>
    cachedByRevision(db, 'bank', JSON.stringify([who, query.accountId ?? null, ...what]), compute);
  const [page, [counters]] = await Promise.all([
    listPage({
      select: select(db).$dynamic(),
      where,
      orderBy: {
        parts: sortParts(SORT, query.sort, query.order),
        from: sql`${bankTransactions}`,
        id: bankTransactions.id,
        cursor: query,
      },
      page: query,
      total: cached(
        ['count', query.direction ?? null, normalizeSearch(query.q ?? ''), query.status ?? null],
        async () => Number((await tableTotal(db, bankTransactions, where))[0]?.n ?? 0),
      ),
      maxPageSize: 200,
    }),
    cached(['counters'], async () =>
      db
        .select({ total: count(), ...byStatus })
        .from(bankTransactions)
        .where(scope),
    ),
  ]);
  const matched = page.items.filter((r) => r.status === 'matched').map((r) => r.id);
  const [payments, purchases] = await Promise.all([paymentsOf(db, matched), purchasePaymentsOf(db, matched)]);
  return {
    ...page,
    items: page.items.map((row) => present(row, payments.get(row.id) ?? [], purchases.get(row.id) ?? [])),
    counters: countsOf(counters, TRANSACTION_COUNTERS),
  };
}

export async function getTransaction(db: Runner, auth: AuthContext, id: string): Promise<BankTransaction> {
  const [row] = await select(db).where(and(eq(bankTransactions.id, id), visibleAccounts(auth)));
  if (!row) throw new AppError(404, 'not_found', 'bank.errors.transactionNotFound');
  const [payments, purchases] = await Promise.all([paymentsOf(db, [id]), purchasePaymentsOf(db, [id])]);
  return present(row, payments.get(id) ?? [], purchases.get(id) ?? []);
}
