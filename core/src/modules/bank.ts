/**
 * The bank (issue 33): bank accounts, the statements imported into them (CAMT.053/054, OFX, CSV
 * with a mapping kept per account), their transactions and how each is reconciled: paid invoices
 * (the invoices module's payments), a difference within the account's tolerance booked as bank
 * fees, or a whole transaction booked to a category (by hand or by an Admin's rule). The matching
 * itself is in ./bank-match.ts.
 */
import { z } from 'zod';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import {
  INVALID,
  demoRecord,
  filterField,
  listResponse,
  nullableTexts,
  pageFields,
  sortFields,
  texts,
  wholeCounts,
} from '../contracts';
import {
  calendarDay,
  currencyField,
  decimalField,
  isDecimalText,
  optionalText,
  requiredText,
  uuidField,
} from '../fields';

export const bankIdParams = z.object({ id: uuidField() });

/** What a transaction booked without an invoice is: the categories of the rules and of a booking by hand. */
export const BANK_CATEGORIES = ['fees', 'salaries', 'taxes', 'social', 'transfer', 'other'] as const;
export type BankCategory = (typeof BANK_CATEGORIES)[number];

/** unmatched: still to reconcile; matched: paid invoices; booked: booked to a category. */
export const BANK_TRANSACTION_STATUSES = ['unmatched', 'matched', 'booked'] as const;
export type BankTransactionStatus = (typeof BANK_TRANSACTION_STATUSES)[number];

export const STATEMENT_FORMATS = ['camt053', 'camt054', 'ofx', 'csv'] as const;
export type StatementFormat = (typeof STATEMENT_FORMATS)[number];

/** A statement file: 30 MB at most (a CAMT.053 of 10,000 entries is about 15 MB). */
export const MAX_STATEMENT_BYTES = 30 * 1024 * 1024;

/** Amounts of the bank: 2 decimals, 12 digits before the point. */
const AMOUNT = { scale: 2, integerDigits: 12 } as const;

/** '1234.5', '-12,30' or -12.3: a signed amount of 2 decimals at most, given back as written ('-12.30' stays). */
export const signedAmountField = (key: string) =>
  z
    .union([z.string({ error: key }), z.number({ error: key })], { error: key })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim().replace(',', '.')))
    .refine((v) => isDecimalText(v.replace(/^-/, ''), AMOUNT.scale, AMOUNT.integerDigits), { error: key })
    .transform((v) => (/^-0*(\.0*)?$/.test(v) ? v.slice(1) : v));

/** An IBAN as typed ('FR76 3000 6000 0112 3456 7890 189'), kept without spaces in capitals once valid. */
export const ibanField = (key = 'bank.validation.iban') =>
  z
    .string({ error: key })
    .transform((v) => electronicFormatIBAN(v.trim()) ?? '')
    .refine((v) => isValidIBAN(v), { error: key });

/** A BIC (8 or 11 characters) that may be left out. */
export const optionalBic = (key = 'bank.validation.bic') =>
  optionalText(11, { tooLong: key })
    .transform((v) => (v === null ? null : v.replace(/\s+/g, '').toUpperCase()))
    .refine((v) => v === null || isValidBIC(v), { error: key });

// ---------------------------------------------------------------------------------------------
// CSV mapping

export const CSV_DATE_FORMATS = [
  'dd/mm/yyyy',
  'yyyy-mm-dd',
  'mm/dd/yyyy',
  'dd.mm.yyyy',
  'yyyy/mm/dd',
  'dd-mm-yyyy',
] as const;
export type CsvDateFormat = (typeof CSV_DATE_FORMATS)[number];

/**
 * How a bank's CSV reads: which column (by its header) holds what, the date format and the decimal
 * mark. The amount is one signed column, or separate debit and credit columns.
 */
const csvMappingFields = z.object(
  {
    date: requiredText('bank.validation.mappingDate', 100),
    label: requiredText('bank.validation.mappingLabel', 100),
    amount: optionalText(100),
    debit: optionalText(100),
    credit: optionalText(100),
    valueDate: optionalText(100),
    reference: optionalText(100),
    counterparty: optionalText(100),
    dateFormat: z.enum(CSV_DATE_FORMATS, { error: INVALID }),
    decimalMark: z.enum([',', '.'], { error: INVALID }),
  },
  { error: INVALID },
);

export const csvMapping = csvMappingFields.refine(
  (m) => m.amount !== null || (m.debit !== null && m.credit !== null),
  { error: 'bank.validation.mappingAmount', path: ['amount'] },
);
export type CsvMapping = z.output<typeof csvMapping>;

// ---------------------------------------------------------------------------------------------
// Accounts

const accountFields = {
  name: requiredText('bank.validation.name', 120),
  bankName: optionalText(120),
  iban: ibanField(),
  bic: optionalBic(),
  currency: currencyField('bank.validation.currency'),
  openingBalance: signedAmountField('bank.validation.openingBalance'),
  openingDate: calendarDay('bank.validation.openingDate', 'bank.validation.openingDate'),
  /** A difference up to this amount between a transaction and the invoices it pays is booked as bank fees. */
  feeTolerance: decimalField('bank.validation.feeTolerance', { ...AMOUNT, max: '1000' })
    .optional()
    .default('0'),
};

export const bankAccountBody = z.object(
  { ...accountFields, companyId: uuidField('bank.validation.company') },
  { error: INVALID },
);
export type BankAccountBody = z.output<typeof bankAccountBody>;
export type BankAccountInput = z.input<typeof bankAccountBody>;

/** PATCH: any field but the company; the currency only while the account has no transaction. */
export const bankAccountPatch = z.object(accountFields, { error: INVALID }).partial();
export type BankAccountPatch = z.output<typeof bankAccountPatch>;

export const bankAccount = z.object({
  id: z.uuid(),
  companyId: z.uuid(),
  companyName: z.string(),
  ...texts('name', 'iban', 'currency', 'openingBalance', 'openingDate', 'feeTolerance'),
  ...nullableTexts('bankName', 'bic'),
  /** The opening balance plus every transaction imported: the account's balance as Comptoir knows it. */
  balance: z.string(),
  /** The last transaction's booking day (null before the first import). */
  balanceDate: z.string().nullable(),
  ...wholeCounts('transactions', 'unmatched'),
  /** The last statement's closing balance against the balance computed at its day (null when it gave none). */
  lastStatement: z
    .object({
      id: z.uuid(),
      closingDate: z.string(),
      closingBalance: z.string(),
      computedBalance: z.string(),
      difference: z.string(),
    })
    .nullable(),
  csvMapping: csvMapping.nullable(),
  ...demoRecord,
});
export type BankAccount = z.infer<typeof bankAccount>;

export const bankAccountResponse = z.object({ account: bankAccount, message: z.string() });
export const bankAccountsResponse = z.object({ items: z.array(bankAccount) });

// ---------------------------------------------------------------------------------------------
// Statements

/** The multipart form of an import: `file`, and `mapping` (JSON of `csvMapping`) for a CSV. */
export const bankStatement = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  format: z.enum(STATEMENT_FORMATS),
  fileName: z.string(),
  ...nullableTexts('fromDate', 'toDate', 'openingBalance', 'closingBalance', 'computedBalance', 'difference'),
  ...wholeCounts('imported', 'duplicates'),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  isDemo: z.boolean(),
});
export type BankStatement = z.infer<typeof bankStatement>;

export const importStatementResponse = z.object({ statement: bankStatement, message: z.string() });
export const bankStatementsResponse = z.object({ items: z.array(bankStatement) });

/**
 * A CSV whose columns could not be read by the remembered or guessed mapping: the headers found
 * and a proposal, so that the screen asks for the mapping (422 answer's `details`).
 */
export const csvMappingNeeded = z.object({
  headers: z.array(z.string()),
  /** What the headers suggest: a column may be '' (not found) and the amount columns all null. */
  proposal: z
    .object({
      ...csvMappingFields.shape,
      date: z.string(),
      label: z.string(),
    })
    .nullable(),
  sample: z.array(z.array(z.string())),
});
export type CsvMappingNeeded = z.infer<typeof csvMappingNeeded>;

// ---------------------------------------------------------------------------------------------
// Transactions

export const TRANSACTION_SORTS = ['bookingDate', 'amount', 'label'] as const;
export const TRANSACTION_COUNTERS = ['total', ...BANK_TRANSACTION_STATUSES] as const;

export const listTransactionsQuery = z.object({
  accountId: uuidField().optional(),
  status: filterField(z.enum(BANK_TRANSACTION_STATUSES, { error: INVALID })),
  /** Money in (credit) or out (debit). */
  direction: filterField(z.enum(['in', 'out'], { error: INVALID })),
  /** Searches the label, the counterparty and the reference. */
  q: z.string().max(200, { error: INVALID }).optional(),
  ...sortFields(TRANSACTION_SORTS, 'bookingDate'),
  ...pageFields(50, 200),
});
export type ListTransactionsQuery = z.output<typeof listTransactionsQuery>;

/** A payment recorded against a purchase order (a deposit, a payment) that a bank debit confirms. */
export const purchasePaymentLink = z.object({
  paymentId: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string().nullable(),
  supplierName: z.string(),
  kind: z.enum(['deposit', 'payment']),
  date: z.string(),
  amount: z.string(),
});
export type PurchasePaymentLink = z.infer<typeof purchasePaymentLink>;

/** A payment recorded by reconciling: the invoice it paid and how much. */
export const transactionPayment = z.object({
  paymentId: z.uuid(),
  invoiceId: z.uuid(),
  /** outgoing: a client invoice (/invoices), incoming: a supplier's. */
  direction: z.enum(['outgoing', 'incoming']),
  invoiceNumber: z.string().nullable(),
  partyName: z.string(),
  amount: z.string(),
});

export const bankTransaction = z.object({
  id: z.uuid(),
  accountId: z.uuid(),
  accountName: z.string(),
  bookingDate: z.string(),
  valueDate: z.string().nullable(),
  /** Signed: above zero money in, below money out; in the account's currency. */
  amount: z.string(),
  currency: z.string(),
  label: z.string(),
  ...nullableTexts('counterparty', 'counterpartyIban', 'reference'),
  status: z.enum(BANK_TRANSACTION_STATUSES),
  category: z.enum(BANK_CATEGORIES).nullable(),
  /** What was booked as bank fees: the amount minus the payments (signed, '0.00' when none). */
  feesAmount: z.string(),
  payments: z.array(transactionPayment),
  /** The purchase order payments it confirmed. */
  purchasePayments: z.array(purchasePaymentLink),
  note: z.string().nullable(),
  matchedBy: z.string().nullable(),
  matchedAt: z.string().nullable(),
  isDemo: z.boolean(),
});
export type BankTransaction = z.infer<typeof bankTransaction>;

export const listTransactionsResponse = listResponse(bankTransaction, {
  counters: z.object(wholeCounts(...TRANSACTION_COUNTERS)),
});
export type ListTransactionsResponse = z.infer<typeof listTransactionsResponse>;

export const bankTransactionResponse = z.object({ transaction: bankTransaction, message: z.string() });

// ---------------------------------------------------------------------------------------------
// Reconciling

/** Why a suggestion is made, best reason first (i18n keys `bank.reasons.*`). */
export const MATCH_REASONS = [
  'amount',
  'number',
  'name',
  'sum',
  'partial',
  'fees',
  'rule',
  'purchase',
] as const;
export type MatchReason = (typeof MATCH_REASONS)[number];

export const suggestionAllocation = z.object({
  invoiceId: z.uuid(),
  invoiceNumber: z.string().nullable(),
  partyName: z.string(),
  direction: z.enum(['outgoing', 'incoming']),
  /** What the invoice still awaits, and what this suggestion pays of it. */
  balance: z.string(),
  amount: z.string(),
  dueDate: z.string().nullable(),
});

export const bankSuggestion = z.object({
  score: z.number(),
  reasons: z.array(z.enum(MATCH_REASONS)),
  allocations: z.array(suggestionAllocation),
  /** Supplier payments already recorded on purchase orders that the transaction confirms. */
  purchasePayments: z.array(purchasePaymentLink),
  /** Booked as bank fees: the transaction's amount minus the payments. */
  feesAmount: z.string(),
  /** A rule's booking (no allocation). */
  category: z.enum(BANK_CATEGORIES).nullable(),
  ruleId: z.uuid().nullable(),
});
export type BankSuggestion = z.infer<typeof bankSuggestion>;

export const suggestionsResponse = z.object({ items: z.array(bankSuggestion) });

/** GET /api/bank/transactions/:id/candidates: the open invoices a transaction may pay, searched. */
export const candidatesQuery = z.object({
  /** Searches the number and the party's name. */
  q: z.string().max(200, { error: INVALID }).optional(),
});
export const candidatesResponse = z.object({ items: z.array(suggestionAllocation) });

/** At most this many invoices are paid by one transaction. */
export const MAX_ALLOCATIONS = 50;

/**
 * POST /api/bank/transactions/:id/match: the invoices the transaction pays and how much of each.
 * What the amounts leave of the transaction (either way) is booked as bank fees, within the
 * account's tolerance.
 */
export const matchBody = z
  .object(
    {
      allocations: z
        .array(
          z.object(
            {
              invoiceId: uuidField(),
              amount: decimalField('bank.validation.allocationAmount', { ...AMOUNT, positive: true }),
            },
            { error: INVALID },
          ),
          { error: INVALID },
        )
        .max(MAX_ALLOCATIONS, { error: 'bank.validation.allocations' })
        .refine((list) => new Set(list.map((a) => a.invoiceId)).size === list.length, {
          error: 'bank.validation.allocationTwice',
        })
        .optional()
        .default([]),
      /** Supplier payments recorded on purchase orders that the (outgoing) transaction confirms. */
      purchasePaymentIds: z
        .array(uuidField(), { error: INVALID })
        .max(MAX_ALLOCATIONS, { error: 'bank.validation.allocations' })
        .refine((list) => new Set(list).size === list.length, { error: 'bank.validation.allocationTwice' })
        .optional()
        .default([]),
    },
    { error: INVALID },
  )
  .refine((b) => b.allocations.length + b.purchasePaymentIds.length > 0, {
    error: 'bank.validation.allocations',
    path: ['allocations'],
  });
export type MatchBody = z.output<typeof matchBody>;

/** POST /api/bank/transactions/:id/book: the whole transaction booked to a category. */
export const bookBody = z.object(
  {
    category: z.enum(BANK_CATEGORIES, { error: 'bank.validation.category' }),
    note: optionalText(200),
  },
  { error: INVALID },
);
export type BookBody = z.output<typeof bookBody>;

/** POST /api/bank/auto-match: the sure matches of one account, or of every account the user sees. */
export const autoMatchBody = z.object(
  {
    accountId: uuidField().optional(),
    /** Only count what would be applied (nothing written). */
    dryRun: z.boolean({ error: INVALID }).optional().default(false),
  },
  { error: INVALID },
);
export const autoMatchResponse = z.object({
  ...wholeCounts('matched', 'booked', 'remaining'),
  message: z.string(),
});
export type AutoMatchResponse = z.infer<typeof autoMatchResponse>;

// ---------------------------------------------------------------------------------------------
// Rules

/** 'When the label contains X, book to Y', set by an Admin. */
export const bankRuleBody = z.object(
  {
    pattern: requiredText('bank.validation.pattern', 100).refine((v) => v.trim().length >= 3, {
      error: 'bank.validation.pattern',
    }),
    category: z.enum(BANK_CATEGORIES, { error: 'bank.validation.category' }),
    /** Only for this account (null: every account). */
    accountId: z
      .union([uuidField(), z.literal(''), z.null()], { error: INVALID })
      .optional()
      .transform((v) => v || null),
  },
  { error: INVALID },
);
export type BankRuleBody = z.output<typeof bankRuleBody>;

export const bankRule = z.object({
  id: z.uuid(),
  pattern: z.string(),
  category: z.enum(BANK_CATEGORIES),
  accountId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type BankRule = z.infer<typeof bankRule>;
export const bankRulesResponse = z.object({ items: z.array(bankRule) });
export const bankRuleResponse = z.object({ rule: bankRule, message: z.string() });
