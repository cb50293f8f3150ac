/**
 * Bank accounts (issue 33 §1): those of the user's companies, each with its balance computed from
 * the opening balance and the transactions booked from its opening day, its unmatched count and
 * its last statement's closing balance against the balance computed at that day.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { BankAccount, BankAccountBody, BankAccountPatch } from '@comptoir/core/modules/bank';
import { csvMapping } from '@comptoir/core/modules/bank';
import { add, subtract, decimal, toFixed } from '@comptoir/core/money';
import { bankAccounts, bankTransactions, companies } from '../../../db/schema/index';
import { exists, lockRows, rowsOf } from '../../../db/rows';
import { companyScope, isAdmin, type AuthContext } from '../../../platform/access';
import { AppError, forbiddenAction, validationFailed } from '../../../platform/errors';
import {
  amountString,
  auditFor,
  authoredValues,
  demoRecordOf,
  pick,
  type ActionContext,
  type Runner,
  type Tx,
} from '../../../platform/service';

export const auditAccount = auditFor('bank_account');

interface AccountRow {
  id: string;
  company_id: string;
  company_name: string;
  name: string;
  bank_name: string | null;
  iban: string;
  bic: string | null;
  currency: string;
  opening_balance: string;
  opening_date: string;
  fee_tolerance: string;
  csv_mapping: unknown;
  is_demo: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  moved: string;
  balance_date: string | null;
  transactions: number | string;
  unmatched: number | string;
  statement_id: string | null;
  statement_to: string | null;
  statement_closing: string | null;
  statement_moved: string | null;
}

/** The accounts matching `where` (on the alias `a`) with their figures. */
async function readAccounts(
  db: Runner,
  auth: AuthContext,
  where: ReturnType<typeof sql>,
): Promise<BankAccount[]> {
  const rows = await rowsOf<AccountRow>(
    db,
    sql`select a.*, c.name as company_name,
          coalesce(m.moved, 0)::text as moved, m.balance_date::text as balance_date,
          coalesce(m.transactions, 0) as transactions, coalesce(m.unmatched, 0) as unmatched,
          s.id as statement_id, s.to_date::text as statement_to, s.closing_balance::text as statement_closing,
          (select coalesce(sum(t.amount), 0)::text from bank_transactions t
            where t.account_id = a.id and t.booking_date >= a.opening_date and t.booking_date <= s.to_date) as statement_moved
        from bank_accounts a
        join companies c on c.id = a.company_id
        left join lateral (
          select sum(t.amount) filter (where t.booking_date >= a.opening_date) as moved,
                 max(t.booking_date) as balance_date, count(*) as transactions,
                 count(*) filter (where t.status = 'unmatched') as unmatched
          from bank_transactions t where t.account_id = a.id
        ) m on true
        left join lateral (
          select st.id, st.to_date, st.closing_balance from bank_statements st
          where st.account_id = a.id and st.closing_balance is not null and st.to_date is not null
          order by st.to_date desc, st.created_at desc limit 1
        ) s on true
        where ${companyScope(auth, sql`a.company_id`)} and ${where}
        order by a.name, a.id`,
  );
  return rows.map(presentAccount);
}

const money = (v: string | number) => amountString(v);

function presentAccount(row: AccountRow): BankAccount {
  const opening = money(row.opening_balance);
  const balance = toFixed(decimal(opening), 2);
  const mapping = csvMapping.safeParse(row.csv_mapping);
  let lastStatement: BankAccount['lastStatement'] = null;
  if (row.statement_id && row.statement_to && row.statement_closing !== null) {
    const computed = addText(opening, row.statement_moved ?? '0');
    lastStatement = {
      id: row.statement_id,
      closingDate: row.statement_to,
      closingBalance: money(row.statement_closing),
      computedBalance: computed,
      difference: toFixed(subtract(decimal(money(row.statement_closing)), decimal(computed)), 2),
    };
  }
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    name: row.name,
    bankName: row.bank_name,
    iban: row.iban,
    bic: row.bic,
    currency: row.currency,
    openingBalance: opening,
    openingDate: String(row.opening_date).slice(0, 10),
    feeTolerance: money(row.fee_tolerance),
    balance: addText(balance, row.moved),
    balanceDate: row.balance_date,
    transactions: Number(row.transactions),
    unmatched: Number(row.unmatched),
    lastStatement,
    csvMapping: row.csv_mapping && mapping.success ? mapping.data : null,
    ...demoRecordOf({ isDemo: row.is_demo, createdAt: row.created_at, updatedAt: row.updated_at }),
  };
}

/** a + b of two amounts as text, 2 decimals. */
export const addText = (a: string, b: string) => toFixed(add(decimal(money(a)), decimal(money(b))), 2);

export const listAccounts = (db: Runner, auth: AuthContext) => readAccounts(db, auth, sql`true`);

export async function getAccount(db: Runner, auth: AuthContext, id: string): Promise<BankAccount> {
  const [account] = await readAccounts(db, auth, sql`a.id = ${id}`);
  if (!account) throw new AppError(404, 'not_found', 'bank.errors.accountNotFound');
  return account;
}

/** The account row, locked for the transaction when asked; 404 when not one of the user's. */
export async function requireAccountRow(db: Runner, auth: AuthContext, id: string, lock = false) {
  const visible = and(eq(bankAccounts.id, id), companyScope(auth, bankAccounts.companyId));
  if (lock && !(await lockRows(db as Tx, bankAccounts, visible)))
    throw new AppError(404, 'not_found', 'bank.errors.accountNotFound');
  const [row] = await db.select().from(bankAccounts).where(visible);
  if (!row) throw new AppError(404, 'not_found', 'bank.errors.accountNotFound');
  return row;
}

async function ibanTaken(db: Runner, iban: string, except: string | null) {
  const [other] = await db
    .select(pick(bankAccounts, ['id', 'name']))
    .from(bankAccounts)
    .where(and(eq(bankAccounts.iban, iban), except ? sql`${bankAccounts.id} <> ${except}` : undefined));
  if (other) throw new AppError(409, 'iban_taken', 'bank.errors.ibanTaken', { name: other.name });
}

export async function createAccount(ctx: ActionContext, body: BankAccountBody): Promise<BankAccount> {
  const id = await ctx.db.transaction(async (tx) => {
    const company = await exists(
      tx,
      companies,
      and(eq(companies.id, body.companyId), companyScope(ctx.auth, companies.id)),
    );
    if (!company) throw validationFailed({ companyId: 'bank.errors.companyUnknown' });
    await ibanTaken(tx, body.iban, null);
    const [row] = await tx
      .insert(bankAccounts)
      .values({ ...body, ...authoredValues(ctx.auth, new Date()) })
      .returning({ id: bankAccounts.id });
    await auditAccount(tx, ctx, 'bank_account.create', { id: row!.id, label: body.name, after: body });
    return row!.id;
  });
  return getAccount(ctx.db, ctx.auth, id);
}

export async function updateAccount(
  ctx: ActionContext,
  id: string,
  patch: BankAccountPatch,
): Promise<BankAccount> {
  await ctx.db.transaction(async (tx) => {
    const before = await requireAccountRow(tx, ctx.auth, id, true);
    if (patch.iban && patch.iban !== before.iban) await ibanTaken(tx, patch.iban, id);
    if (patch.currency && patch.currency !== before.currency) {
      if (await exists(tx, bankTransactions, eq(bankTransactions.accountId, id)))
        throw new AppError(409, 'currency_locked', 'bank.errors.currencyLocked');
    }
    await tx
      .update(bankAccounts)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(bankAccounts.id, id));
    await auditAccount(tx, ctx, 'bank_account.update', {
      id,
      label: patch.name ?? before.name,
      before: pick(before, ['name', 'iban', 'currency', 'openingBalance', 'openingDate', 'feeTolerance']),
      after: patch,
    });
  });
  return getAccount(ctx.db, ctx.auth, id);
}

export async function deleteAccount(ctx: ActionContext, id: string): Promise<void> {
  if (!isAdmin(ctx.auth)) throw forbiddenAction();
  await ctx.db.transaction(async (tx) => {
    const before = await requireAccountRow(tx, ctx.auth, id, true);
    if (await exists(tx, bankTransactions, eq(bankTransactions.accountId, id)))
      throw new AppError(409, 'account_in_use', 'bank.errors.accountHasTransactions');
    await tx.delete(bankAccounts).where(eq(bankAccounts.id, id));
    await auditAccount(tx, ctx, 'bank_account.delete', {
      id,
      label: before.name,
      before: pick(before, ['name', 'iban']),
    });
  });
}
