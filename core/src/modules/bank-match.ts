/**
 * Reconciling a bank transaction (issue 33 §2): the open invoices it may pay, best first, with
 * the reasons. Pure: the server loads the open invoices once (an index by balance, by number and
 * by the party's words) and asks for each transaction.
 *
 * - Money in pays outgoing invoices (clients), money out incoming ones (suppliers), in the
 *   account's currency only (a payment is recorded in the invoice's currency).
 * - One invoice whose balance is the amount ('amount'), with its number or its party in the label
 *   ('number', 'name'); within the tolerance, the difference booked as bank fees ('fees').
 * - Several invoices of one party whose balances add up to the amount ('sum').
 * - A part of one invoice named in the label ('partial').
 * - A rule whose text is in the label ('rule').
 * An allocation never exceeds its invoice's balance, and the allocations plus the fees always make
 * the transaction's amount.
 */
import { add, compare, decimal, subtract, toFixed, type Decimal } from '../money';
import type { BankCategory, MatchReason } from './bank';

export interface OpenInvoice {
  id: string;
  number: string | null;
  partyName: string;
  direction: 'outgoing' | 'incoming';
  currency: string;
  /** What it still awaits (total − paid − credited), above zero. */
  balance: string;
  dueDate: string | null;
}

export interface BankLine {
  /** Signed: above zero money in. */
  amount: string;
  currency: string;
  label: string;
  counterparty: string | null;
  reference: string | null;
}

export interface MatchRule {
  id: string;
  pattern: string;
  category: BankCategory;
  accountId: string | null;
}

export interface Allocation {
  invoice: OpenInvoice;
  amount: string;
}

export interface Suggestion {
  score: number;
  reasons: MatchReason[];
  allocations: Allocation[];
  /** The transaction's absolute amount minus the allocations (signed, 2 decimals). */
  feesAmount: string;
  category: BankCategory | null;
  ruleId: string | null;
}

/** Lower case, accents removed, anything but letters and digits a space. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** 'FAC-2026-00012' → 'fac202600012': how a number is compared with a label. */
const compact = (text: string) => foldText(text).replace(/ /g, '');
/** The digits of a number when they are enough to name it alone (5 or more). */
const numberDigits = (number: string) => {
  const digits = number.replace(/\D/g, '');
  return digits.length >= 5 ? digits : null;
};

/** Words that say nothing of who a party is. */
const LEGAL_WORDS = new Set(
  'sa sas sasu sarl eurl sci snc ste societe ets etablissements ltd limited llc inc gmbh ag bv nv srl spa sl co corp company cie the les la le de du des and et'.split(
    ' ',
  ),
);
/** The words of a party's name that identify it (3 letters or more, no legal form). */
export function partyWords(name: string): string[] {
  return [...new Set(foldText(name).split(' '))].filter((w) => w.length >= 3 && !LEGAL_WORDS.has(w));
}

export interface InvoiceIndex {
  /** By currency and balance ('EUR:1200.00'). */
  byBalance: Map<string, OpenInvoice[]>;
  /** By compacted number, and by its digits. */
  byNumber: Map<string, OpenInvoice[]>;
  /** The parties (folded names) each identifying word belongs to. */
  partiesByWord: Map<string, Set<string>>;
  /** Each party's identifying words. */
  partyWords: Map<string, string[]>;
  /** Each party's open invoices (for sums and the invoices a label names by the party). */
  byParty: Map<string, OpenInvoice[]>;
  /** By party, currency and balance: the invoices of a named party of exactly an amount. */
  byPartyBalance: Map<string, OpenInvoice[]>;
  /** Each invoice's party. */
  partyOf: Map<OpenInvoice, string>;
}

const push = <K, V>(map: Map<K, V[]>, key: K, value: V) => {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
};

/** The absolute amount as 2-decimal text: the balance index's key. */
const amountKey = (value: string) => toFixed(decimal(value.replace(/^-/, '')), 2);

export function indexInvoices(invoices: readonly OpenInvoice[]): InvoiceIndex {
  const index: InvoiceIndex = {
    byBalance: new Map(),
    byNumber: new Map(),
    partiesByWord: new Map(),
    partyWords: new Map(),
    byParty: new Map(),
    byPartyBalance: new Map(),
    partyOf: new Map(),
  };
  for (const invoice of invoices) {
    if (compare(decimal(invoice.balance), ZERO) <= 0) continue;
    const balanceKey = `${invoice.currency}:${amountKey(invoice.balance)}`;
    push(index.byBalance, balanceKey, invoice);
    if (invoice.number) {
      const key = compact(invoice.number);
      if (key.length >= 3) push(index.byNumber, key, invoice);
      const digits = numberDigits(invoice.number);
      if (digits && digits !== key) push(index.byNumber, digits, invoice);
    }
    const party = foldText(invoice.partyName);
    index.partyOf.set(invoice, party);
    push(index.byParty, party, invoice);
    push(index.byPartyBalance, `${party}|${balanceKey}`, invoice);
    if (!index.partyWords.has(party)) {
      const words = partyWords(invoice.partyName);
      index.partyWords.set(party, words);
      for (const word of words) {
        const parties = index.partiesByWord.get(word) ?? new Set<string>();
        parties.add(party);
        index.partiesByWord.set(word, parties);
      }
    }
  }
  return index;
}

const ZERO = decimal('0');

/** The keys a label may name an invoice number by: each word, and runs of up to 4 words joined. */
export function labelKeys(folded: string): Set<string> {
  const words = folded.split(' ').filter(Boolean);
  const keys = new Set<string>();
  for (let i = 0; i < words.length; i++) {
    let joined = '';
    let digits = '';
    for (let j = i; j < Math.min(words.length, i + 4); j++) {
      joined += words[j];
      keys.add(joined);
      if (/^\d+$/.test(words[j]!)) {
        digits += words[j];
        if (digits.length >= 5) keys.add(digits);
      } else digits = '';
    }
  }
  return keys;
}

/**
 * What the database is asked for the open invoices a transaction may pay (before `suggest`
 * decides): the label's number keys (compacted words and runs, digit runs) and the words that may
 * name a party (4 letters or more, no legal form, at most 8).
 */
export function lineKeys(line: BankLine): { numbers: string[]; digits: string[]; words: string[] } {
  const text = foldText([line.label, line.counterparty ?? '', line.reference ?? ''].join(' '));
  const keys = [...labelKeys(text)].filter((k) => k.length >= 3 && k.length <= 60);
  return {
    numbers: keys.filter((k) => /\d/.test(k)).slice(0, 60),
    digits: keys.filter((k) => /^\d{5,}$/.test(k)).slice(0, 30),
    words: [...new Set(text.split(' '))]
      .filter((w) => w.length >= 4 && !LEGAL_WORDS.has(w) && !/^\d+$/.test(w))
      .slice(0, 8),
  };
}

/**
 * Beyond these, an amount or a party alone says nothing: more open invoices of one amount than
 * MAX_SAME_AMOUNT are suggested only when the label names them, and the invoices of a party
 * with more than MAX_PARTY_INVOICES open ones are taken only at the exact amount (and if those
 * are few) or by their number.
 */
const MAX_SAME_AMOUNT = 20;
const MAX_PARTY_INVOICES = 50;

const SCORE: Record<MatchReason, number> = {
  amount: 50,
  number: 40,
  name: 20,
  sum: 30,
  partial: 5,
  fees: -5,
  rule: 25,
  purchase: 0,
};

/** How many invoices a sum may take, and from how many of one party's. */
const SUM_MAX_PARTS = 4;
const SUM_MAX_CANDIDATES = 12;

export interface SuggestOptions {
  tolerance: string;
  rules?: readonly MatchRule[];
  accountId?: string;
  limit?: number;
}

/** The suggestions for one transaction, best first (at most `limit`, 5 by default). */
export function suggest(line: BankLine, index: InvoiceIndex, options: SuggestOptions): Suggestion[] {
  const limit = options.limit ?? 5;
  const amount = decimal(line.amount.replace(/^-/, ''));
  if (compare(amount, ZERO) <= 0) return [];
  const direction = line.amount.startsWith('-') ? 'incoming' : 'outgoing';
  const tolerance = decimal(options.tolerance);
  const text = foldText([line.label, line.counterparty ?? '', line.reference ?? ''].join(' '));
  const words = new Set(text.split(' ').filter(Boolean));
  const fits = (invoice: OpenInvoice) =>
    invoice.direction === direction && invoice.currency === line.currency;

  const balanceKey = `${line.currency}:${toFixed(amount, 2)}`;
  // The invoices the label names by number.
  const byNumber = new Set<OpenInvoice>();
  for (const key of labelKeys(text))
    for (const invoice of index.byNumber.get(key) ?? []) if (fits(invoice)) byNumber.add(invoice);
  // The parties it names (every identifying word in the label), and their invoices it may mean.
  const named = new Set<string>();
  for (const word of words) {
    for (const party of index.partiesByWord.get(word) ?? []) {
      const partyWordList = index.partyWords.get(party) ?? [];
      if (partyWordList.length > 0 && partyWordList.every((w) => words.has(w))) named.add(party);
    }
  }
  const byName = new Set<OpenInvoice>();
  for (const party of named) {
    const all = index.byParty.get(party) ?? [];
    const exact = index.byPartyBalance.get(`${party}|${balanceKey}`) ?? [];
    const taken = all.length <= MAX_PARTY_INVOICES ? all : exact.length <= MAX_SAME_AMOUNT ? exact : [];
    for (const invoice of taken) if (fits(invoice)) byName.add(invoice);
  }
  const namesParty = (invoice: OpenInvoice) => named.has(index.partyOf.get(invoice) ?? '');

  const found = new Map<string, Suggestion>();
  const keep = (s: Suggestion) => {
    const key =
      s.ruleId ??
      s.allocations
        .map((a) => `${a.invoice.id}:${a.amount}`)
        .sort()
        .join('|');
    const before = found.get(key);
    if (!before || before.score < s.score) found.set(key, s);
  };
  const single = (invoice: OpenInvoice, paid: Decimal, reasons: MatchReason[]) => {
    if (byNumber.has(invoice)) reasons.push('number');
    if (namesParty(invoice)) reasons.push('name');
    keep({
      score: reasons.reduce((sum, r) => sum + SCORE[r], 0),
      reasons,
      allocations: [{ invoice, amount: toFixed(paid, 2) }],
      feesAmount: toFixed(subtract(amount, paid), 2),
      category: null,
      ruleId: null,
    });
  };

  // One invoice of exactly the amount (when many have it, only those the label names).
  const sameAmount = index.byBalance.get(balanceKey) ?? [];
  const exactOnes =
    sameAmount.length <= MAX_SAME_AMOUNT
      ? sameAmount
      : [...byNumber, ...byName].filter((i) => amountKey(i.balance) === toFixed(amount, 2));
  for (const invoice of new Set(exactOnes)) {
    if (fits(invoice)) single(invoice, decimal(invoice.balance), ['amount']);
  }
  // The invoices the label names: the whole balance within the tolerance (fees), or a part.
  for (const invoice of new Set([...byNumber, ...byName])) {
    const balance = decimal(invoice.balance);
    const gap = subtract(amount, balance);
    const cmp = compare(gap, ZERO);
    if (cmp === 0) continue; // the exact amount: above
    const absGap = cmp < 0 ? subtract(ZERO, gap) : gap;
    if (compare(absGap, tolerance) <= 0) single(invoice, balance, ['fees']);
    else if (cmp < 0) single(invoice, amount, ['partial']);
  }
  // Several invoices of one party named in the label whose balances make the amount.
  const parties = new Set([...byName, ...byNumber].map((i) => index.partyOf.get(i) ?? ''));
  for (const party of parties) {
    const all = index.byParty.get(party) ?? [];
    if (all.length > MAX_PARTY_INVOICES) continue;
    const open = all.filter(fits).slice(0, SUM_MAX_CANDIDATES);
    for (const parts of subsetsMaking(open, amount, tolerance)) {
      const paid = parts.reduce((sum, i) => add(sum, decimal(i.balance)), ZERO);
      const exact = compare(paid, amount) === 0;
      const reasons: MatchReason[] = ['sum'];
      if (named.has(party)) reasons.push('name');
      if (!exact) reasons.push('fees');
      if (parts.some((i) => byNumber.has(i))) reasons.push('number');
      keep({
        score: reasons.reduce((sum, r) => sum + SCORE[r], 0),
        reasons,
        allocations: parts.map((invoice) => ({ invoice, amount: toFixed(decimal(invoice.balance), 2) })),
        feesAmount: toFixed(subtract(amount, paid), 2),
        category: null,
        ruleId: null,
      });
    }
  }
  // The rules whose text is in the label.
  for (const rule of options.rules ?? []) {
    if (rule.accountId && options.accountId && rule.accountId !== options.accountId) continue;
    const pattern = foldText(rule.pattern);
    if (pattern.length > 0 && ` ${text} `.includes(` ${pattern}`)) {
      keep({
        score: SCORE.rule,
        reasons: ['rule'],
        allocations: [],
        feesAmount: '0.00',
        category: rule.category,
        ruleId: rule.id,
      });
    }
  }

  return [...found.values()]
    .sort((a, b) => b.score - a.score || firstDue(a).localeCompare(firstDue(b)))
    .slice(0, limit);
}

const firstDue = (s: Suggestion) => s.allocations[0]?.invoice.dueDate ?? '9999-12-31';

/** The sets of 2 to SUM_MAX_PARTS invoices whose balances make `amount` within `tolerance` (at most 3 sets). */
function subsetsMaking(
  invoices: readonly OpenInvoice[],
  amount: Decimal,
  tolerance: Decimal,
): OpenInvoice[][] {
  const found: OpenInvoice[][] = [];
  const balances = invoices.map((i) => decimal(i.balance));
  const walk = (start: number, chosen: number[], sum: Decimal) => {
    if (found.length >= 3) return;
    if (chosen.length >= 2) {
      const gap = subtract(amount, sum);
      const absGap = compare(gap, ZERO) < 0 ? subtract(ZERO, gap) : gap;
      if (compare(absGap, tolerance) <= 0) {
        found.push(chosen.map((k) => invoices[k]!));
        return;
      }
    }
    if (chosen.length === SUM_MAX_PARTS) return;
    for (let k = start; k < invoices.length; k++) {
      const next = add(sum, balances[k]!);
      if (compare(next, add(amount, tolerance)) > 0) continue;
      walk(k + 1, [...chosen, k], next);
    }
  };
  walk(0, [], ZERO);
  return found;
}

/**
 * The suggestion 'Rapprocher automatiquement' applies: the only one paying one invoice of exactly
 * the amount whose number the label gives, when the label names no other invoice by its number;
 * or else, when no invoice is suggested at all, the first rule's booking.
 */
export function sureMatch(suggestions: readonly Suggestion[]): Suggestion | null {
  const withInvoices = suggestions.filter((s) => s.allocations.length > 0);
  const sure = withInvoices.filter(
    (s) => s.allocations.length === 1 && s.reasons.includes('amount') && s.reasons.includes('number'),
  );
  if (sure.length === 1) {
    const id = sure[0]!.allocations[0]!.invoice.id;
    const named = withInvoices.filter((s) => s.reasons.includes('number'));
    if (named.every((s) => s.allocations.every((a) => a.invoice.id === id))) return sure[0]!;
    return null;
  }
  if (withInvoices.length === 0) return suggestions.find((s) => s.ruleId !== null) ?? null;
  return null;
}

/**
 * Whether allocations fit a transaction: each above zero and at most its invoice's balance, and
 * what they leave of the amount (either way) within the tolerance. Gives the fees, or why not.
 */
export function checkAllocations(
  amount: string,
  allocations: readonly { amount: string; balance: string }[],
  tolerance: string,
): { ok: true; feesAmount: string } | { ok: false; reason: 'overpayment' | 'difference' } {
  let paid = ZERO;
  for (const a of allocations) {
    const value = decimal(a.amount);
    if (compare(value, ZERO) <= 0 || compare(value, decimal(a.balance)) > 0)
      return { ok: false, reason: 'overpayment' };
    paid = add(paid, value);
  }
  const gap = subtract(decimal(amount.replace(/^-/, '')), paid);
  const absGap = compare(gap, ZERO) < 0 ? subtract(ZERO, gap) : gap;
  if (compare(absGap, decimal(tolerance)) > 0) return { ok: false, reason: 'difference' };
  return { ok: true, feesAmount: toFixed(gap, 2) };
}
