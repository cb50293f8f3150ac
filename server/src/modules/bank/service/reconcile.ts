/**
 * Reconciling (issue 33 §2): the suggestions of a transaction (core bank-match over the open
 * invoices the account's money may pay), 'Rapprocher' (the invoices' payments recorded and the
 * transaction matched, in one database transaction), booking to a category, 'Annuler le
 * rapprochement' (Admin) and 'Rapprocher automatiquement' (the sure matches only).
 *
 * Two users reconciling one transaction at once: the transaction's row is locked, and the second
 * finds it no longer unmatched (409 'Ce mouvement vient d'être rapproché par un autre utilisateur.').
 */
import { and, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { addAmounts, compare, decimal, subtract, toFixed } from '@comptoir/core/money';
import type {
  AutoMatchResponse,
  BankSuggestion,
  BankTransaction,
  BookBody,
  MatchBody,
  MatchReason,
} from '@comptoir/core/modules/bank';
import {
  checkAllocations,
  foldText,
  indexInvoices,
  labelKeys,
  lineKeys,
  partyWords,
  suggest,
  sureMatch,
  type BankLine,
  type InvoiceIndex,
  type MatchRule,
  type OpenInvoice,
  type Suggestion,
} from '@comptoir/core/modules/bank-match';
import { balanceDue } from '@comptoir/core/modules/invoices';
import { normalizeSearch } from '@comptoir/core/modules/catalogue';
import {
  bankAccounts,
  bankRules,
  bankTransactions,
  invoices,
  purchaseOrderPayments,
  purchaseOrders,
} from '../../../db/schema/index';
import { containing, lockRows } from '../../../db/rows';
import { companyScope, isAdmin, type AuthContext } from '../../../platform/access';
import { AppError, forbiddenAction } from '../../../platform/errors';
import { t } from '../../../platform/i18n';
import { pdfMoney } from '../../../platform/pdf';
import {
  amountString,
  auditFor,
  pick,
  type ActionContext,
  type Runner,
  type Tx,
} from '../../../platform/service';
import { invoiceScope } from '../../invoices/read';
import { deleteBankPayments, recordPayment } from '../../invoices/payments';
import { getTransaction, selectPurchasePayments, visibleAccounts } from './transactions';

const audit = auditFor('bank_transaction');

const OPEN_STATUSES = ['sent', 'partially_paid', 'to_pay'];

type TransactionRow = typeof bankTransactions.$inferSelect;
type AccountRow = typeof bankAccounts.$inferSelect;

const notFoundTransaction = () => new AppError(404, 'not_found', 'bank.errors.transactionNotFound');

/** The transaction and its account (the transaction's row locked when asked); 404 when not the user's. */
async function requireTransaction(db: Runner, auth: AuthContext, id: string, lock: boolean) {
  const where = and(eq(bankTransactions.id, id), visibleAccounts(auth));
  if (lock && !(await lockRows(db as Tx, bankTransactions, where))) throw notFoundTransaction();
  const [row] = await db
    .select({ transaction: bankTransactions, account: bankAccounts })
    .from(bankTransactions)
    .innerJoin(bankAccounts, eq(bankAccounts.id, bankTransactions.accountId))
    .where(where);
  if (!row) throw notFoundTransaction();
  return row;
}

/**
 * The open invoices an account's money may pay: its company's client invoices and the supplier
 * invoices, in its currency, that the user sees.
 */
export async function openInvoices(
  db: Runner,
  auth: AuthContext,
  account: Pick<AccountRow, 'companyId' | 'currency'>,
  only?: { where: SQL; limit: number; byDue?: boolean },
) {
  const query = db
    .select({
      id: invoices.id,
      number: invoices.number,
      partyName: invoices.partyName,
      direction: invoices.direction,
      currency: invoices.currency,
      balance: sql<string>`(${invoices.totalAmount} - ${invoices.paidAmount} - ${invoices.creditedAmount})::text`,
      dueDate: invoices.dueDate,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.kind, 'invoice'),
        inArray(invoices.status, OPEN_STATUSES),
        eq(invoices.currency, account.currency),
        sql`(${invoices.direction} = 'incoming' or ${invoices.companyId} = ${account.companyId})`,
        gt(sql`${invoices.totalAmount} - ${invoices.paidAmount} - ${invoices.creditedAmount}`, sql`0`),
        invoiceScope(auth),
        only?.where,
      ),
    )
    .$dynamic();
  if (only?.byDue) query.orderBy(sql`${invoices.dueDate} asc nulls last`, invoices.number, invoices.id);
  const rows = await (only ? query.limit(only.limit) : query);
  return rows.map((r): OpenInvoice => ({
    ...r,
    direction: r.direction as OpenInvoice['direction'],
    balance: amountString(r.balance),
  }));
}

/** The invoices of a party read for one transaction's suggestions at most. */
const NEAR_PARTY_LIMIT = 2000;
/** One more than the most invoices of one amount that an amount alone may suggest (bank-match's MAX_SAME_AMOUNT). */
const NEAR_AMOUNT_LIMIT = 21;

/**
 * The open invoices one transaction may mean, as the database finds them by index, each way read
 * on its own so that a limit on one never hides another: named by their number (compacted, or its
 * digits); of its amount (21 at most: more says nothing by itself); whose search text holds a word
 * of the label (a party's name). `suggest` then decides among them.
 */
async function invoicesNear(
  db: Runner,
  auth: AuthContext,
  account: AccountRow,
  line: BankLine,
): Promise<OpenInvoice[]> {
  const keys = lineKeys(line);
  const list = (values: string[]) =>
    sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    );
  const amount = line.amount.replace(/^-/, '');
  const named: SQL[] = [];
  if (keys.numbers.length > 0)
    named.push(
      sql`regexp_replace(lower(${invoices.number}), '[^a-z0-9]', '', 'g') in (${list(keys.numbers)})`,
    );
  if (keys.digits.length > 0)
    named.push(sql`regexp_replace(${invoices.number}, '[^0-9]', '', 'g') in (${list(keys.digits)})`);
  const words = keys.words.map((word) => sql`${invoices.searchText} like ${containing(word)}`);
  const reads = await Promise.all([
    named.length > 0
      ? openInvoices(db, auth, account, { where: sql`(${sql.join(named, sql` or `)})`, limit: 200 })
      : [],
    openInvoices(db, auth, account, {
      where: sql`(${invoices.totalAmount} - ${invoices.paidAmount} - ${invoices.creditedAmount}) = ${amount}`,
      limit: NEAR_AMOUNT_LIMIT,
    }),
    words.length > 0
      ? openInvoices(db, auth, account, {
          where: sql`(${sql.join(words, sql` or `)})`,
          limit: NEAR_PARTY_LIMIT,
        })
      : [],
  ]);
  const byId = new Map<string, OpenInvoice>();
  for (const invoice of reads.flat()) byId.set(invoice.id, invoice);
  return [...byId.values()];
}

async function rulesOf(db: Runner): Promise<MatchRule[]> {
  const rows = await db.select().from(bankRules);
  return rows.map((r) => ({
    id: r.id,
    pattern: r.pattern,
    category: r.category as MatchRule['category'],
    accountId: r.accountId,
  }));
}

const lineOf = (row: TransactionRow, account: AccountRow): BankLine => ({
  amount: amountString(row.amount),
  currency: account.currency,
  label: row.label,
  counterparty: row.counterparty,
  reference: row.reference,
});

const presentSuggestion = (s: Suggestion): BankSuggestion => ({
  score: s.score,
  reasons: s.reasons,
  allocations: s.allocations.map((a) => ({
    invoiceId: a.invoice.id,
    invoiceNumber: a.invoice.number,
    partyName: a.invoice.partyName,
    direction: a.invoice.direction,
    balance: a.invoice.balance,
    amount: a.amount,
    dueDate: a.invoice.dueDate,
  })),
  purchasePayments: [],
  feesAmount: s.feesAmount,
  category: s.category,
  ruleId: s.ruleId,
});

/**
 * The supplier payments recorded on purchase orders (deposits, payments) that a debit may confirm
 * (issue 33 §2): of the account's company and currency, not confirmed yet, of its amount within
 * the tolerance; named by the order's number or the supplier in the label score higher.
 */
async function purchaseSuggestions(
  db: Runner,
  transaction: TransactionRow,
  account: AccountRow,
  loaded?: PurchasePaymentRow[],
): Promise<BankSuggestion[]> {
  const amount = amountString(transaction.amount);
  if (!amount.startsWith('-')) return [];
  const absolute = amount.slice(1);
  const tolerance = decimal(amountString(account.feeTolerance));
  const rows = loaded ?? (await unconfirmedPurchasePayments(db, account, absolute));
  const text = foldText(
    [transaction.label, transaction.counterparty ?? '', transaction.reference ?? ''].join(' '),
  );
  const keys = labelKeys(text);
  const words = new Set(text.split(' '));
  const score: Record<string, number> = { amount: 50, fees: -5, number: 40, name: 20, purchase: 0 };
  const out: BankSuggestion[] = [];
  for (const row of rows) {
    const paid = amountString(row.amount);
    const gap = subtract(decimal(absolute), decimal(paid));
    if (compare(gap.units < 0n ? subtract(decimal('0'), gap) : gap, tolerance) > 0) continue;
    const reasons: MatchReason[] = ['purchase', paid === absolute ? 'amount' : 'fees'];
    if (row.orderNumber && keys.has(foldText(row.orderNumber).replace(/ /g, ''))) reasons.push('number');
    const supplierWords = partyWords(row.supplierName);
    if (supplierWords.length > 0 && supplierWords.every((w) => words.has(w))) reasons.push('name');
    out.push({
      score: reasons.reduce((sum, r) => sum + (score[r] ?? 0), 0),
      reasons,
      allocations: [],
      purchasePayments: [
        {
          ...pick(row, ['paymentId', 'orderId', 'orderNumber', 'supplierName', 'date']),
          kind: row.kind as 'deposit' | 'payment',
          amount: paid,
        },
      ],
      feesAmount: toFixed(gap, 2),
      category: null,
      ruleId: null,
    });
  }
  return out;
}

type PurchasePaymentRow = Awaited<ReturnType<typeof unconfirmedPurchasePayments>>[number];

/** The account company's supplier payments in its currency not confirmed by the bank yet (of `near` an amount, within the tolerance). */
async function unconfirmedPurchasePayments(db: Runner, account: AccountRow, near?: string) {
  return selectPurchasePayments(db)
    .where(
      and(
        isNull(purchaseOrderPayments.bankTransactionId),
        eq(purchaseOrderPayments.currency, account.currency),
        eq(purchaseOrders.companyId, account.companyId),
        near === undefined
          ? undefined
          : sql`abs(${purchaseOrderPayments.amount} - ${near}::numeric) <= ${amountString(account.feeTolerance)}::numeric`,
      ),
    )
    .limit(near === undefined ? 5000 : 20);
}

/** GET /api/bank/transactions/:id/suggestions (none once reconciled). */
export async function suggestionsFor(db: Runner, auth: AuthContext, id: string): Promise<BankSuggestion[]> {
  const { transaction, account } = await requireTransaction(db, auth, id, false);
  if (transaction.status !== 'unmatched') return [];
  const line = lineOf(transaction, account);
  const [open, rules] = await Promise.all([invoicesNear(db, auth, account, line), rulesOf(db)]);
  const invoiceSuggestions = suggest(line, indexInvoices(open), {
    tolerance: amountString(account.feeTolerance),
    rules,
    accountId: account.id,
  }).map(presentSuggestion);
  const purchases = await purchaseSuggestions(db, transaction, account);
  return [...invoiceSuggestions, ...purchases].sort((a, b) => b.score - a.score).slice(0, 5);
}

/** At most this many invoices answer a search for candidates. */
const CANDIDATES = 20;

/** GET /api/bank/transactions/:id/candidates: the open invoices it may pay, searched, earliest due first. */
export async function candidatesFor(
  db: Runner,
  auth: AuthContext,
  id: string,
  q: string | undefined,
): Promise<BankSuggestion['allocations']> {
  const { transaction, account } = await requireTransaction(db, auth, id, false);
  if (transaction.status !== 'unmatched') return [];
  const amount = amountString(transaction.amount);
  const direction = amount.startsWith('-') ? 'incoming' : 'outgoing';
  const term = normalizeSearch(q ?? '');
  const open = await openInvoices(db, auth, account, {
    where: and(
      eq(invoices.direction, direction),
      term ? sql`${invoices.searchText} like ${containing(term)}` : undefined,
    )!,
    limit: CANDIDATES,
    byDue: true,
  });
  const absolute = decimal(amount.replace(/^-/, ''));
  return open.map((i) => ({
    invoiceId: i.id,
    invoiceNumber: i.number,
    partyName: i.partyName,
    direction: i.direction,
    balance: i.balance,
    amount: compare(decimal(i.balance), absolute) <= 0 ? i.balance : toFixed(absolute, 2),
    dueDate: i.dueDate,
  }));
}

/** A card payment, a direct debit or else a transfer, from the bank's label. */
function methodOf(label: string, amount: string): 'carte' | 'prelevement' | 'virement' | 'cheque' {
  const upper = label.toUpperCase();
  if (/\b(CB|CARTE|CARD)\b/.test(upper)) return 'carte';
  if (/\b(PRLV|PRELEVEMENT|PRÉLÈVEMENT|SDD|DIRECT DEBIT)\b/.test(upper) && amount.startsWith('-'))
    return 'prelevement';
  if (/\b(CHQ|CHEQUE|CHÈQUE|REM CHQ)\b/.test(upper)) return 'cheque';
  return 'virement';
}

/** The match of one locked, unmatched transaction: the payments recorded, the transaction marked. */
async function applyMatch(
  tx: Tx,
  ctx: ActionContext,
  transaction: TransactionRow,
  account: AccountRow,
  allocations: MatchBody['allocations'],
  purchasePaymentIds: string[] = [],
) {
  const amount = amountString(transaction.amount);
  const direction = amount.startsWith('-') ? 'incoming' : 'outgoing';
  if (purchasePaymentIds.length > 0 && direction !== 'incoming')
    throw new AppError(400, 'wrong_direction', 'bank.errors.purchaseDirection');
  const confirmed =
    purchasePaymentIds.length === 0
      ? []
      : await tx
          .select({ id: purchaseOrderPayments.id, amount: purchaseOrderPayments.amount })
          .from(purchaseOrderPayments)
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderPayments.orderId))
          .where(
            and(
              inArray(purchaseOrderPayments.id, purchasePaymentIds),
              isNull(purchaseOrderPayments.bankTransactionId),
              eq(purchaseOrderPayments.currency, account.currency),
              eq(purchaseOrders.companyId, account.companyId),
            ),
          )
          .for('update');
  if (confirmed.length !== purchasePaymentIds.length)
    throw new AppError(409, 'purchase_payment', 'bank.errors.purchasePaymentNotFound');
  const rows = await tx
    .select()
    .from(invoices)
    .where(
      and(
        inArray(
          invoices.id,
          allocations.map((a) => a.invoiceId),
        ),
        invoiceScope(ctx.auth),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const checked: { amount: string; balance: string }[] = [];
  for (const allocation of allocations) {
    const invoice = byId.get(allocation.invoiceId);
    if (!invoice) throw new AppError(404, 'not_found', 'bank.errors.invoiceNotFound');
    const number = invoice.number ?? invoice.partyName;
    if (
      invoice.direction !== direction ||
      (direction === 'outgoing' && invoice.companyId !== account.companyId)
    )
      throw new AppError(400, 'wrong_direction', 'bank.errors.wrongDirection', { number });
    if (invoice.currency !== account.currency)
      throw new AppError(400, 'wrong_currency', 'bank.errors.wrongCurrency', {
        number,
        currency: invoice.currency,
        expected: account.currency,
      });
    if (invoice.kind !== 'invoice' || !OPEN_STATUSES.includes(invoice.status))
      throw new AppError(409, 'not_payable', 'bank.errors.notPayable', {
        number,
        status: t(ctx.request, `invoices.status.${invoice.status}`),
      });
    const balance = balanceDue(invoice.totalAmount, invoice.paidAmount, invoice.creditedAmount);
    if (compare(decimal(allocation.amount), decimal(balance)) > 0)
      throw new AppError(400, 'overpayment', 'bank.errors.overpayment', {
        number,
        balance: pdfMoney(balance, invoice.currency),
        amount: pdfMoney(allocation.amount, invoice.currency),
      });
    checked.push({ amount: allocation.amount, balance });
  }
  for (const payment of confirmed) {
    const value = amountString(payment.amount);
    checked.push({ amount: value, balance: value });
  }
  const fit = checkAllocations(amount, checked, amountString(account.feeTolerance));
  if (!fit.ok) {
    const allocated = addAmounts(...checked.map((a) => a.amount));
    const gap = subtract(decimal(allocated), decimal(amount.replace(/^-/, '')));
    throw new AppError(400, 'difference', 'bank.errors.difference', {
      allocated: pdfMoney(allocated, account.currency),
      amount: pdfMoney(amount.replace(/^-/, ''), account.currency),
      difference: pdfMoney(toFixed(gap, 2).replace(/^-/, ''), account.currency),
      tolerance: pdfMoney(amountString(account.feeTolerance), account.currency),
    });
  }
  const method = methodOf(transaction.label, amount);
  const reference = transaction.label.slice(0, 200);
  for (const allocation of allocations) {
    await recordPayment(
      tx,
      ctx,
      allocation.invoiceId,
      { date: transaction.bookingDate, amount: allocation.amount, method, reference },
      transaction.id,
    );
  }
  if (confirmed.length > 0) {
    await tx
      .update(purchaseOrderPayments)
      .set({ bankTransactionId: transaction.id, updatedAt: new Date() })
      .where(inArray(purchaseOrderPayments.id, purchasePaymentIds));
  }
  await settleTransaction(
    tx,
    ctx,
    transaction,
    'bank_transaction.match',
    {
      status: 'matched',
      feesAmount: fit.feesAmount,
      category: fit.feesAmount === '0.00' ? null : 'fees',
      note: null,
    },
    { amount, allocations, purchasePaymentIds, feesAmount: fit.feesAmount },
  );
}

/** A transaction no longer unmatched: another user was first. */
const alreadyDone = () => new AppError(409, 'already_matched', 'bank.errors.alreadyMatched');

/** POST /api/bank/transactions/:id/match. */
export async function matchTransaction(
  ctx: ActionContext,
  id: string,
  body: MatchBody,
): Promise<BankTransaction> {
  await ctx.db.transaction(async (tx) => {
    const { transaction, account } = await requireTransaction(tx, ctx.auth, id, true);
    if (transaction.status !== 'unmatched') throw alreadyDone();
    await applyMatch(tx, ctx, transaction, account, body.allocations, body.purchasePaymentIds);
  });
  return getTransaction(ctx.db, ctx.auth, id);
}

async function applyBooking(
  tx: Tx,
  ctx: ActionContext,
  transaction: TransactionRow,
  body: BookBody,
  ruleId: string | null,
) {
  await settleTransaction(
    tx,
    ctx,
    transaction,
    'bank_transaction.book',
    { status: 'booked', category: body.category, note: body.note, feesAmount: '0' },
    { amount: amountString(transaction.amount), ...body, ruleId },
  );
}

/** Marks a transaction reconciled (by whom, when) and writes it to the audit journal. */
async function settleTransaction(
  tx: Tx,
  ctx: ActionContext,
  transaction: TransactionRow,
  action: 'bank_transaction.match' | 'bank_transaction.book',
  values: { status: 'matched' | 'booked'; category: string | null; note: string | null; feesAmount: string },
  after: Record<string, unknown>,
) {
  const now = new Date();
  await tx
    .update(bankTransactions)
    .set({ ...values, matchedBy: ctx.auth.user.id, matchedAt: now, updatedAt: now })
    .where(eq(bankTransactions.id, transaction.id));
  await audit(tx, ctx, action, { id: transaction.id, label: transaction.label.slice(0, 200), after });
}

/** POST /api/bank/transactions/:id/book. */
export async function bookTransaction(
  ctx: ActionContext,
  id: string,
  body: BookBody,
): Promise<BankTransaction> {
  await ctx.db.transaction(async (tx) => {
    const { transaction } = await requireTransaction(tx, ctx.auth, id, true);
    if (transaction.status !== 'unmatched') throw alreadyDone();
    await applyBooking(tx, ctx, transaction, body, null);
  });
  return getTransaction(ctx.db, ctx.auth, id);
}

/** DELETE /api/bank/transactions/:id/match (Admin). */
export async function unmatchTransaction(ctx: ActionContext, id: string): Promise<BankTransaction> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  await ctx.db.transaction(async (tx) => {
    const { transaction } = await requireTransaction(tx, ctx.auth, id, true);
    if (transaction.status === 'unmatched') throw new AppError(409, 'not_matched', 'bank.errors.notMatched');
    const payments = await deleteBankPayments(tx, ctx, id);
    await tx
      .update(purchaseOrderPayments)
      .set({ bankTransactionId: null, updatedAt: new Date() })
      .where(eq(purchaseOrderPayments.bankTransactionId, id));
    await tx
      .update(bankTransactions)
      .set({
        status: 'unmatched',
        category: null,
        note: null,
        feesAmount: '0',
        matchedBy: null,
        matchedAt: null,
        updatedAt: new Date(),
      })
      .where(eq(bankTransactions.id, id));
    await audit(tx, ctx, 'bank_transaction.unmatch', {
      id,
      label: transaction.label.slice(0, 200),
      before: {
        status: transaction.status,
        category: transaction.category,
        feesAmount: amountString(transaction.feesAmount),
        payments,
      },
    });
  });
  return getTransaction(ctx.db, ctx.auth, id);
}

/**
 * POST /api/bank/auto-match: for each unmatched transaction of the account (or of the user's
 * accounts), the sure match applied in its own database transaction; an invoice a sure match has
 * paid is not offered again in this run, and a transaction another user reconciled meanwhile is
 * left alone.
 */
export async function autoMatch(
  ctx: ActionContext,
  accountId: string | undefined,
  dryRun = false,
): Promise<AutoMatchResponse> {
  const accounts = await ctx.db
    .select()
    .from(bankAccounts)
    .where(
      and(
        accountId ? eq(bankAccounts.id, accountId) : undefined,
        companyScope(ctx.auth, bankAccounts.companyId),
      ),
    );
  if (accountId && accounts.length === 0) throw new AppError(404, 'not_found', 'bank.errors.accountNotFound');
  const rules = await rulesOf(ctx.db);
  let matched = 0;
  let booked = 0;
  let remaining = 0;
  for (const account of accounts) {
    const pending = await ctx.db
      .select()
      .from(bankTransactions)
      .where(and(eq(bankTransactions.accountId, account.id), eq(bankTransactions.status, 'unmatched')));
    if (pending.length === 0) continue;
    const index: InvoiceIndex = indexInvoices(await openInvoices(ctx.db, ctx.auth, account));
    const purchasePayments = await unconfirmedPurchasePayments(ctx.db, account);
    const used = new Set<string>();
    for (const transaction of pending) {
      const found = suggest(lineOf(transaction, account), index, {
        tolerance: amountString(account.feeTolerance),
        rules,
        accountId: account.id,
      });
      const sure = sureMatch(found);
      // No invoice named: a supplier payment recorded on an order, of the amount and named by its number.
      if ((sure === null || sure.ruleId !== null) && found.every((f) => f.allocations.length === 0)) {
        const confirmable = (
          await purchaseSuggestions(ctx.db, transaction, account, purchasePayments)
        ).filter(
          (p) =>
            p.reasons.includes('amount') &&
            p.reasons.includes('number') &&
            !used.has(p.purchasePayments[0]!.paymentId),
        );
        if (confirmable.length === 1) {
          const paymentId = confirmable[0]!.purchasePayments[0]!.paymentId;
          used.add(paymentId);
          if (!dryRun) {
            const done = await ctx.db
              .transaction(async (tx) => {
                const locked = await requireTransaction(tx, ctx.auth, transaction.id, true);
                if (locked.transaction.status !== 'unmatched') throw alreadyDone();
                await applyMatch(tx, ctx, locked.transaction, account, [], [paymentId]);
                return true;
              })
              .catch((error: unknown) => {
                if (error instanceof AppError) return false;
                throw error;
              });
            if (!done) {
              remaining++;
              continue;
            }
          }
          matched++;
          continue;
        }
      }
      if (!sure || sure.allocations.some((a) => used.has(a.invoice.id))) {
        remaining++;
        continue;
      }
      if (dryRun) {
        for (const a of sure.allocations) used.add(a.invoice.id);
        if (sure.ruleId !== null) booked++;
        else matched++;
        continue;
      }
      try {
        await ctx.db.transaction(async (tx) => {
          const locked = await requireTransaction(tx, ctx.auth, transaction.id, true);
          if (locked.transaction.status !== 'unmatched') throw alreadyDone();
          if (sure.ruleId !== null) {
            await applyBooking(
              tx,
              ctx,
              locked.transaction,
              { category: sure.category!, note: null },
              sure.ruleId,
            );
          } else {
            const allocations = sure.allocations.map((a) => ({ invoiceId: a.invoice.id, amount: a.amount }));
            await applyMatch(tx, ctx, locked.transaction, account, allocations);
          }
        });
        for (const a of sure.allocations) used.add(a.invoice.id);
        if (sure.ruleId !== null) booked++;
        else matched++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        remaining++;
      }
    }
  }
  return {
    matched,
    booked,
    remaining,
    message: t(ctx.request, dryRun ? 'bank.success.autoMatchPreview' : 'bank.success.autoMatched', {
      matched,
      booked,
      remaining,
    }),
  };
}
