import type { FastifyInstance } from 'fastify';
import { bankApi } from '@comptoir/core/modules/bank.routes';
import { confirmed, implement } from '../../platform/routes';
import { createAccount, deleteAccount, getAccount, listAccounts, updateAccount } from './service/accounts';
import { importStatement, listStatements, readStatementUpload } from './service/statements';
import { getTransaction, listTransactions } from './service/transactions';
import {
  autoMatch,
  bookTransaction,
  candidatesFor,
  matchTransaction,
  suggestionsFor,
  unmatchTransaction,
} from './service/reconcile';
import { createRule, deleteRule, listRules } from './service/rules';

/** The bank ('Banque', /api/bank, issue 33): the handlers of `bankApi`. */
export function bankRoutes(app: FastifyInstance): void {
  const account = confirmed('account', 'bank.success', {
    created: 'accountCreated',
    updated: 'accountUpdated',
    deleted: 'accountDeleted',
  });
  const transaction = (message: string) => ({ key: 'transaction', message: `bank.success.${message}` });
  implement(app, bankApi, {
    list: async ({ db, auth }) => ({ items: await listAccounts(db, auth) }),
    create: account.created(async (c) => createAccount(c, c.body)),
    read: async ({ db, auth, params }) => getAccount(db, auth, params.id),
    update: account.updated(async (c) => updateAccount(c, c.params.id, c.body)),
    remove: account.deleted(async (c) => deleteAccount(c, c.params.id)),
    statements: async ({ db, auth, params }) => ({ items: await listStatements(db, auth, params.id) }),
    importStatement: async (c) => importStatement(c, c.params.id, await readStatementUpload(c.request)),
    transactions: async ({ db, auth, query }) => listTransactions(db, auth, query),
    transaction: async ({ db, auth, params }) => getTransaction(db, auth, params.id),
    suggestions: async ({ db, auth, params }) => ({ items: await suggestionsFor(db, auth, params.id) }),
    candidates: async ({ db, auth, params, query }) => ({
      items: await candidatesFor(db, auth, params.id, query.q),
    }),
    match: {
      handler: async (c) => matchTransaction(c, c.params.id, c.body),
      confirm: transaction('matched'),
    },
    book: { handler: async (c) => bookTransaction(c, c.params.id, c.body), confirm: transaction('booked') },
    unmatch: { handler: async (c) => unmatchTransaction(c, c.params.id), confirm: transaction('unmatched') },
    autoMatch: async (c) => autoMatch(c, c.body.accountId, c.body.dryRun),
    rules: async ({ db }) => ({ items: await listRules(db) }),
    createRule: {
      handler: async (c) => createRule(c, c.body),
      confirm: { key: 'rule', message: 'bank.success.ruleCreated' },
    },
    deleteRule: {
      handler: async (c) => deleteRule(c, c.params.id),
      confirm: { message: 'bank.success.ruleDeleted' },
    },
  });
}
