/** Server calls of the bank (react-query), through the routes declared in core (`bankApi`). */
import { bankApi } from '@comptoir/core/modules/bank.routes';
import type { BodyOf } from '@comptoir/core/route';
import { call, multipart, upload } from '@/lib/api';
import { useChange, useGet, useListQuery, type Params } from '@/lib/queries';

export const BANK_KEY = ['bank'] as const;
/** The invoices a reconciliation pays change too (their balance, their payments). */
const INVOICES_KEY = ['invoices'] as const;

export const bankKeys = {
  accounts: () => [...BANK_KEY, 'accounts'] as const,
  statements: (id: string) => [...BANK_KEY, 'accounts', id, 'statements'] as const,
  transactions: () => [...BANK_KEY, 'transactions'] as const,
  transaction: (id: string) => [...BANK_KEY, 'transactions', 'detail', id] as const,
  suggestions: (id: string) => [...BANK_KEY, 'transactions', 'detail', id, 'suggestions'] as const,
  rules: () => [...BANK_KEY, 'rules'] as const,
  candidates: (id: string, q: string) =>
    [...BANK_KEY, 'transactions', 'detail', id, 'candidates', q] as const,
};

/** Every bank query (accounts, transactions, an open transaction) is read again after a change. */
const CHANGED = [BANK_KEY];
const RECONCILED = [BANK_KEY, INVOICES_KEY];

export const useBankAccounts = () => useGet(bankKeys.accounts(), bankApi.list, {});

export const useStatements = (id: string) =>
  useGet(bankKeys.statements(id), bankApi.statements, { params: { id } });

export const useTransactionsList = (params: Params) =>
  useListQuery(bankKeys.transactions(), bankApi.transactions, params);

export const useTransaction = (id: string) =>
  useGet(bankKeys.transaction(id), bankApi.transaction, { params: { id } });

export const useSuggestions = (id: string, enabled: boolean) =>
  useGet(bankKeys.suggestions(id), bankApi.suggestions, { params: { id } }, { enabled });

export const useRules = () => useGet(bankKeys.rules(), bankApi.rules, {});

export const useCreateAccount = () =>
  useChange((body: BodyOf<typeof bankApi.create>) => call(bankApi.create, { body }), CHANGED);

export const useUpdateAccount = (id: string) =>
  useChange((body: BodyOf<typeof bankApi.update>) => call(bankApi.update, { params: { id }, body }), CHANGED);

export const useDeleteAccount = () =>
  useChange((id: string) => call(bankApi.remove, { params: { id } }), CHANGED);

/** Sends a statement (and the CSV's mapping, as JSON, when asked for one); `onProgress` 0–100. */
export function importStatement(
  id: string,
  file: File,
  mapping: string | null,
  onProgress?: (percent: number) => void,
) {
  return upload(
    bankApi.importStatement,
    { params: { id } },
    multipart({ file, mapping }),
    'bank.ui.import.failed',
    onProgress,
  );
}

export const useAutoMatch = () =>
  useChange((accountId: string | undefined) => call(bankApi.autoMatch, { body: { accountId } }), RECONCILED);

export const useMatch = (id: string) =>
  useChange(
    (body: BodyOf<typeof bankApi.match>) => call(bankApi.match, { params: { id }, body }),
    RECONCILED,
    'settled',
  );

export const useBook = (id: string) =>
  useChange(
    (body: BodyOf<typeof bankApi.book>) => call(bankApi.book, { params: { id }, body }),
    RECONCILED,
    'settled',
  );

export const useUnmatch = (id: string) =>
  useChange(() => call(bankApi.unmatch, { params: { id } }), RECONCILED, 'settled');

export const useCreateRule = () =>
  useChange(
    (body: BodyOf<typeof bankApi.createRule>) => call(bankApi.createRule, { body }),
    [bankKeys.rules()],
  );

export const useDeleteRule = () =>
  useChange((id: string) => call(bankApi.deleteRule, { params: { id } }), [bankKeys.rules()]);

/**
 * The open invoices a transaction may pay (the server picks the direction, the currency and the
 * company), searched by number or party; each `amount` is at most its balance and the transaction.
 */
export const useCandidates = (id: string, q: string) =>
  useGet(
    bankKeys.candidates(id, q),
    bankApi.candidates,
    { params: { id }, query: { q: q || undefined } },
    { staleTime: 10_000 },
  );
