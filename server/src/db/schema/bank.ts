/**
 * The bank (issue 33): accounts, the statements imported into them and their transactions, how
 * each transaction is reconciled, and the booking rules. The payments a reconciliation records
 * are the invoices' (invoice_payments.bank_transaction_id names the transaction that paid them).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CsvMapping } from '@comptoir/core/modules/bank';
import { authored, companies, userRef } from './platform';
import {
  amount,
  createdAt,
  day,
  instant,
  keptRef,
  optionalOwnedBy,
  ownedBy,
  primaryId,
  searchText,
  searchIndex,
} from './columns';

export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: primaryId(),
    /** The company holding the account: company access filters on it. */
    companyId: keptRef('company_id', () => companies.id),
    name: text('name').notNull(),
    bankName: text('bank_name'),
    /** Electronic format (no spaces, capitals), checked. */
    iban: text('iban').notNull(),
    bic: text('bic'),
    currency: text('currency').notNull(),
    openingBalance: amount('opening_balance').notNull(),
    openingDate: day('opening_date').notNull(),
    feeTolerance: amount('fee_tolerance').notNull().default('0'),
    /** The CSV mapping last used for this account's statements. */
    csvMapping: jsonb('csv_mapping').$type<CsvMapping>(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('bank_accounts_iban_key').on(t.iban),
    index('bank_accounts_company_idx').on(t.companyId),
  ],
);

export const bankStatements = pgTable(
  'bank_statements',
  {
    id: primaryId(),
    accountId: ownedBy('account_id', () => bankAccounts.id),
    format: text('format').notNull(),
    fileName: text('file_name').notNull(),
    fileHash: text('file_hash').notNull(),
    fromDate: day('from_date'),
    toDate: day('to_date'),
    openingBalance: amount('opening_balance'),
    /** The balance the bank printed at `to_date` (null when the file gives none: CSV). */
    closingBalance: amount('closing_balance'),
    imported: integer('imported').notNull(),
    duplicates: integer('duplicates').notNull(),
    ...authored(),
  },
  (t) => [
    index('bank_statements_account_idx').on(t.accountId, t.createdAt),
    check('bank_statements_format_check', sql`${t.format} in ('camt053', 'camt054', 'ofx', 'csv')`),
  ],
);

export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: primaryId(),
    accountId: ownedBy('account_id', () => bankAccounts.id),
    /** The statement that brought it first (kept when that statement's row goes). */
    statementId: optionalOwnedBy('statement_id', () => bankStatements.id),
    bookingDate: day('booking_date').notNull(),
    valueDate: day('value_date'),
    /** Signed: above zero money in. */
    amount: amount('amount').notNull(),
    label: text('label').notNull(),
    counterparty: text('counterparty'),
    counterpartyIban: text('counterparty_iban'),
    /** The bank's reference (CAMT AcctSvcrRef or end-to-end id, OFX FITID, a CSV column). */
    reference: text('reference'),
    /** What recognises it when imported again: the bank's reference, else day + amount + label + rank. */
    dedupeKey: text('fingerprint').notNull(),
    status: text('status').notNull().default('unmatched'),
    category: text('category'),
    /** The amount minus the payments it recorded, booked as bank fees (signed). */
    feesAmount: amount('fees_amount').notNull().default('0'),
    note: text('note'),
    matchedBy: userRef('matched_by'),
    matchedAt: instant('matched_at'),
    /** Lower-cased, accent-free label, counterparty and reference for the search (trigram index). */
    searchText: searchText(),
    ...authored(),
  },
  (t) => [
    uniqueIndex('bank_transactions_fingerprint_key').on(t.accountId, t.dedupeKey),
    // The list's default order (newest day first, then the id ascending: list-query's tie-breaker).
    index('bank_transactions_list_idx').on(t.accountId, t.bookingDate.desc().nullsFirst(), t.id),
    index('bank_transactions_date_idx').on(t.bookingDate.desc().nullsFirst(), t.id),
    index('bank_transactions_unmatched_idx')
      .on(t.accountId, t.bookingDate.desc().nullsFirst(), t.id)
      .where(sql`${t.status} = 'unmatched'`),
    searchIndex('bank_transactions', t.searchText),
    check('bank_transactions_status_check', sql`${t.status} in ('unmatched', 'matched', 'booked')`),
    check('bank_transactions_amount_check', sql`${t.amount} <> 0`),
  ],
);

export const bankRules = pgTable('bank_rules', {
  id: primaryId(),
  pattern: text('pattern').notNull(),
  category: text('category').notNull(),
  /** Only for this account; null for every account. */
  accountId: optionalOwnedBy('account_id', () => bankAccounts.id),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
});
