/** A bank account, transactions and invoices as the bank routes answer them, for the screens' tests. */
import type {
  BankAccount,
  BankSuggestion,
  BankTransaction,
  PurchasePaymentLink,
} from '@comptoir/core/modules/bank';

export const ACCOUNT_ID = '0d9a4c0e-4f1b-4f57-8f3e-2c7f6a1b9e01';
export const TX_ID = '6a1e0f8c-2b5d-4c3a-9e7f-1d2c3b4a5f60';
export const INVOICE_A = '1f2e3d4c-5b6a-4978-8a9b-0c1d2e3f4a5b';
export const INVOICE_B = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
export const ORDER_ID = '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e';
export const PURCHASE_PAYMENT_ID = '4c5d6e7f-8a9b-4c0d-9e1f-3a4b5c6d7e8f';

export function account(overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id: ACCOUNT_ID,
    companyId: '9c8b7a6f-5e4d-4c3b-8a29-1f0e0d0c0b0a',
    companyName: 'Comptoir SAS',
    name: 'Compte courant',
    bankName: 'BNP Paribas',
    iban: 'FR7630006000011234567890189',
    bic: 'BNPAFRPP',
    currency: 'EUR',
    openingBalance: '1000.00',
    openingDate: '2026-01-01',
    feeTolerance: '5.00',
    balance: '2500.00',
    balanceDate: '2026-02-03',
    transactions: 3,
    unmatched: 2,
    lastStatement: null,
    csvMapping: null,
    isDemo: false,
    createdAt: '2026-01-01T09:00:00.000Z',
    updatedAt: '2026-02-03T09:00:00.000Z',
    ...overrides,
  };
}

export function transaction(overrides: Partial<BankTransaction> = {}): BankTransaction {
  return {
    id: TX_ID,
    accountId: ACCOUNT_ID,
    accountName: 'Compte courant',
    bookingDate: '2026-02-03',
    valueDate: null,
    amount: '1500.00',
    currency: 'EUR',
    label: 'VIR SEPA DUPONT FAC-2026-0001 FAC-2026-0002',
    counterparty: 'Dupont SARL',
    counterpartyIban: null,
    reference: null,
    status: 'unmatched',
    category: null,
    feesAmount: '0.00',
    payments: [],
    purchasePayments: [],
    note: null,
    matchedBy: null,
    matchedAt: null,
    isDemo: false,
    ...overrides,
  };
}

export function suggestion(overrides: Partial<BankSuggestion> = {}): BankSuggestion {
  return {
    score: 90,
    reasons: ['amount', 'number'],
    allocations: [
      {
        invoiceId: INVOICE_A,
        invoiceNumber: 'FAC-2026-0001',
        partyName: 'Dupont SARL',
        direction: 'outgoing',
        balance: '1500.00',
        amount: '1500.00',
        dueDate: '2026-02-28',
      },
    ],
    purchasePayments: [],
    feesAmount: '0.00',
    category: null,
    ruleId: null,
    ...overrides,
  };
}

/** An open client invoice as the candidates route answers it (`amount`: at most the balance and the transaction). */
export function candidate(
  id: string,
  number: string,
  balance: string,
  amount = balance,
): BankSuggestion['allocations'][number] {
  return {
    invoiceId: id,
    invoiceNumber: number,
    partyName: 'Dupont SARL',
    direction: 'outgoing',
    balance,
    amount,
    dueDate: '2026-02-28',
  };
}

/** A supplier's deposit recorded on a purchase order, as a suggestion or a matched transaction holds it. */
export function purchasePayment(overrides: Partial<PurchasePaymentLink> = {}): PurchasePaymentLink {
  return {
    paymentId: PURCHASE_PAYMENT_ID,
    orderId: ORDER_ID,
    orderNumber: 'BC-2026-0007',
    supplierName: 'Shenzhen Trading Co.',
    kind: 'deposit',
    date: '2026-02-01',
    amount: '3000.00',
    ...overrides,
  };
}
