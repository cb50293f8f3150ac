/**
 * The routes of the bank (/api/bank, issue 33): in the invoices module's access (decision 0042),
 * since reconciling records the invoices' payments. Rules and undoing a reconciliation are for an
 * Admin, checked by the service (403 otherwise).
 */
import { messageResponse, routes } from '../route';
import {
  MAX_STATEMENT_BYTES,
  autoMatchBody,
  autoMatchResponse,
  bankAccount,
  bankAccountBody,
  bankAccountPatch,
  bankAccountResponse,
  bankAccountsResponse,
  bankIdParams,
  bankRuleBody,
  bankRuleResponse,
  bankRulesResponse,
  bankStatementsResponse,
  bankTransaction,
  bankTransactionResponse,
  bookBody,
  candidatesQuery,
  candidatesResponse,
  importStatementResponse,
  listTransactionsQuery,
  listTransactionsResponse,
  matchBody,
  suggestionsResponse,
} from './bank';

const r = routes('invoices', { tags: ['bank'], errors: [400, 401, 403, 404, 409] });

export const bankApi = {
  ...r.collection('/api/bank/accounts', {
    params: bankIdParams,
    list: {
      summary:
        "The bank accounts of the user's companies with their computed balance, unmatched transactions and last statement's check",
      response: bankAccountsResponse,
    },
    create: {
      summary: 'Adds a bank account (IBAN checked) to one of the user’s companies',
      body: bankAccountBody,
      response: bankAccountResponse,
    },
    read: { summary: 'One bank account', response: bankAccount },
    update: {
      summary: 'Edits a bank account (its currency only while it has no transaction)',
      body: bankAccountPatch,
      response: bankAccountResponse,
    },
    remove: { summary: 'Deletes a bank account without transactions (Admin)' },
  }),
  statements: r.get('/api/bank/accounts/:id/statements', {
    summary: 'The statements imported into an account, newest first, with their balance check',
    params: bankIdParams,
    response: bankStatementsResponse,
  }),
  importStatement: r.post('/api/bank/accounts/:id/statements', {
    summary:
      'Imports a statement (multipart `file`: CAMT.053, CAMT.054, OFX or CSV, and `mapping` for a CSV as JSON): transactions already imported are skipped, the closing balance is checked; a bad file imports nothing (400 with the line or element at fault; 422 `csv_mapping` with the headers when the CSV columns need a mapping)',
    params: bankIdParams,
    body: 'multipart',
    bodyLimit: MAX_STATEMENT_BYTES + 1024 * 1024,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 422],
    response: importStatementResponse,
  }),
  transactions: r.get('/api/bank/transactions', {
    summary:
      "Transactions of the user's accounts: account, status and direction filters, search (label, counterparty, reference), sort, paging, counters by status",
    query: listTransactionsQuery,
    response: listTransactionsResponse,
  }),
  transaction: r.get('/api/bank/transactions/:id', {
    summary: 'One transaction with the payments it recorded',
    params: bankIdParams,
    response: bankTransaction,
  }),
  suggestions: r.get('/api/bank/transactions/:id/suggestions', {
    summary:
      'What an unmatched transaction may pay, best first, with the reasons: invoices of the amount, named by number or party, several of one party adding up, a partial payment, fees within the tolerance, a rule',
    params: bankIdParams,
    response: suggestionsResponse,
  }),
  candidates: r.get('/api/bank/transactions/:id/candidates', {
    summary:
      "The open invoices an unmatched transaction may pay (money in: its account company's client invoices; money out: supplier invoices; in the account's currency), searched by number or party, earliest due first, at most 20; `amount` is what is left of the transaction, at most the balance",
    params: bankIdParams,
    query: candidatesQuery,
    response: candidatesResponse,
  }),
  match: r.post('/api/bank/transactions/:id/match', {
    summary:
      "'Rapprocher': records the payments of the invoices (no overpayment) and marks the transaction matched, in one transaction; the rest within the account's tolerance is booked as bank fees; 409 when another user matched it first",
    action: 'update',
    params: bankIdParams,
    body: matchBody,
    response: bankTransactionResponse,
  }),
  book: r.post('/api/bank/transactions/:id/book', {
    summary: 'Books the whole transaction to a category (bank fees, salaries, taxes...) without an invoice',
    action: 'update',
    params: bankIdParams,
    body: bookBody,
    response: bankTransactionResponse,
  }),
  unmatch: r.delete('/api/bank/transactions/:id/match', {
    summary:
      "'Annuler le rapprochement' (Admin): deletes the payments the transaction recorded (audit journal) and makes it unmatched again",
    params: bankIdParams,
    response: bankTransactionResponse,
  }),
  autoMatch: r.post('/api/bank/auto-match', {
    summary:
      "'Rapprocher automatiquement': applies the sure matches (one invoice of the exact amount named by its number; a rule when no invoice fits) and leaves the rest for review; with `dryRun` it only counts them",
    action: 'update',
    body: autoMatchBody,
    response: autoMatchResponse,
  }),
  rules: r.get('/api/bank/rules', {
    summary: "The booking rules ('when the label contains X, book to Y')",
    response: bankRulesResponse,
  }),
  createRule: r.post('/api/bank/rules', {
    summary: 'Adds a booking rule (Admin)',
    body: bankRuleBody,
    status: 201,
    response: bankRuleResponse,
  }),
  deleteRule: r.delete('/api/bank/rules/:id', {
    summary: 'Deletes a booking rule (Admin)',
    params: bankIdParams,
    response: messageResponse,
  }),
};
