import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addAmounts, compare, decimal } from '../money';
import {
  checkAllocations,
  foldText,
  indexInvoices,
  partyWords,
  suggest,
  sureMatch,
  type OpenInvoice,
} from './bank-match';
import { bankAccountBody, csvMapping, matchBody, signedAmountField } from './bank';

const invoice = (over: Partial<OpenInvoice> & { id: string }): OpenInvoice => ({
  number: null,
  partyName: 'Client',
  direction: 'outgoing',
  currency: 'EUR',
  balance: '100.00',
  dueDate: '2026-11-30',
  ...over,
});

const line = (amount: string, label: string, counterparty: string | null = null) => ({
  amount,
  currency: 'EUR',
  label,
  counterparty,
  reference: null,
});

describe('bank matching', () => {
  const invoices = [
    invoice({ id: 'a', number: 'FAC-2026-00012', partyName: 'Maison Durand SARL', balance: '1200.00' }),
    invoice({ id: 'b', number: 'FAC-2026-00013', partyName: 'Maison Durand SARL', balance: '300.00' }),
    invoice({ id: 'c', number: 'FAC-2026-00014', partyName: 'Atelier Leroy', balance: '1200.00' }),
    invoice({
      id: 'd',
      number: 'INV-7781',
      partyName: 'Shenzhen Bright Co',
      direction: 'incoming',
      balance: '845.50',
    }),
    invoice({
      id: 'e',
      number: 'FAC-2026-00015',
      partyName: 'Dollar Client',
      currency: 'USD',
      balance: '1200.00',
    }),
  ];
  const index = indexInvoices(invoices);
  const tolerance = '5.00';

  it('puts the invoice named by its number and of the exact amount first, and that one is sure', () => {
    const found = suggest(line('1200.00', 'VIR SEPA MAISON DURAND FAC 2026 00012'), index, { tolerance });
    expect(found[0]!.allocations.map((a) => a.invoice.id)).toEqual(['a']);
    expect(found[0]!.reasons).toEqual(['amount', 'number', 'name']);
    // 'c' has the same amount but nothing else: suggested lower.
    expect(found.some((s) => s.allocations[0]?.invoice.id === 'c')).toBe(true);
    expect(sureMatch(found)?.allocations[0]!.invoice.id).toBe('a');
  });

  it('is not sure when two invoices have the amount and the label names none', () => {
    const found = suggest(line('1200.00', 'VIREMENT RECU'), index, { tolerance });
    expect(found.map((s) => s.allocations[0]!.invoice.id).sort()).toEqual(['a', 'c']);
    expect(sureMatch(found)).toBeNull();
  });

  it('pays money out to supplier invoices only, in the account currency only', () => {
    const out = suggest(line('-845.50', 'PRLV SHENZHEN BRIGHT'), index, { tolerance });
    expect(out[0]!.allocations[0]!.invoice.id).toBe('d');
    expect(suggest(line('845.50', 'SHENZHEN BRIGHT'), index, { tolerance })).toEqual([]);
    const usd = suggest({ ...line('1200.00', 'FAC-2026-00015'), currency: 'USD' }, index, { tolerance });
    expect(usd.map((s) => s.allocations[0]!.invoice.id)).toEqual(['e']);
  });

  it('books a difference within the tolerance as fees, and a smaller amount as a partial payment', () => {
    const fees = suggest(line('1197.50', 'FAC-2026-00014'), index, { tolerance });
    expect(fees[0]!.reasons).toContain('fees');
    expect(fees[0]!.allocations[0]).toMatchObject({ amount: '1200.00' });
    expect(fees[0]!.feesAmount).toBe('-2.50');
    const partial = suggest(line('400.00', 'ACOMPTE FAC-2026-00014'), index, { tolerance });
    expect(partial[0]!.reasons).toContain('partial');
    expect(partial[0]!.allocations[0]).toMatchObject({ amount: '400.00' });
  });

  it('finds several invoices of the named party whose balances add up to the amount', () => {
    const found = suggest(line('1500.00', 'VIR MAISON DURAND'), index, { tolerance });
    const sum = found.find((s) => s.reasons.includes('sum'))!;
    expect(sum.allocations.map((a) => a.invoice.id).sort()).toEqual(['a', 'b']);
    expect(sum.feesAmount).toBe('0.00');
  });

  it('books by a rule when its text is in the label', () => {
    const rules = [{ id: 'r1', pattern: 'frais tenue', category: 'fees' as const, accountId: null }];
    const found = suggest(line('-12.00', 'FRAIS TENUE DE COMPTE'), index, { tolerance, rules });
    expect(found[0]).toMatchObject({ category: 'fees', ruleId: 'r1', allocations: [] });
    expect(sureMatch(found)?.ruleId).toBe('r1');
  });

  it('says nothing from an amount or a party alone when thousands of open invoices share them', () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      invoice({
        id: `m${i}`,
        number: `FAC-2026-${String(i).padStart(5, '0')}`,
        partyName: 'Grossiste Martin',
        balance: '480.00',
      }),
    );
    const big = indexInvoices(many);
    const named = suggest(line('480.00', 'VIR GROSSISTE MARTIN FAC-2026-01234'), big, { tolerance });
    expect(named[0]!.allocations.map((a) => a.invoice.id)).toEqual(['m1234']);
    expect(named[0]!.reasons).toEqual(['amount', 'number', 'name']);
    expect(sureMatch(named)?.allocations[0]!.invoice.id).toBe('m1234');
    expect(suggest(line('480.00', 'VIREMENT RECU'), big, { tolerance })).toEqual([]);
    expect(suggest(line('480.00', 'VIR GROSSISTE MARTIN'), big, { tolerance })).toEqual([]);
  });

  it('folds texts and keeps the words that name a party', () => {
    expect(foldText('Société Générale — Crème')).toBe('societe generale creme');
    expect(partyWords('SARL Les Ateliers du Nord')).toEqual(['ateliers', 'nord']);
  });

  const cents = fc.integer({ min: 1, max: 5_000_000 }).map((c) => (c / 100).toFixed(2));
  it('never pays more than a balance, and the allocations plus the fees make the amount (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ balance: cents, party: fc.constantFrom('Alpha Import', 'Beta Trade', 'Gamma') }),
          {
            minLength: 1,
            maxLength: 20,
          },
        ),
        cents,
        fc.constantFrom('0.00', '1.00', '5.00'),
        fc.constantFrom('Alpha Import', 'Beta', 'FAC-2026-00003', ''),
        (open, amount, tol, label) => {
          const list = open.map((o, i) =>
            invoice({
              id: `i${i}`,
              number: `FAC-2026-${String(i).padStart(5, '0')}`,
              partyName: o.party,
              balance: o.balance,
            }),
          );
          for (const s of suggest(line(amount, label), indexInvoices(list), { tolerance: tol })) {
            for (const a of s.allocations) {
              expect(compare(decimal(a.amount), decimal(a.invoice.balance))).toBeLessThanOrEqual(0);
              expect(compare(decimal(a.amount), decimal('0'))).toBe(1);
            }
            if (s.allocations.length > 0) {
              expect(addAmounts(...s.allocations.map((a) => a.amount), s.feesAmount)).toBe(amount);
              const check = checkAllocations(
                amount,
                s.allocations.map((a) => ({ amount: a.amount, balance: a.invoice.balance })),
                tol,
              );
              expect(check).toEqual({ ok: true, feesAmount: s.feesAmount });
            }
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('refuses allocations over a balance or leaving more than the tolerance', () => {
    expect(checkAllocations('100.00', [{ amount: '100.01', balance: '100.00' }], '5')).toEqual({
      ok: false,
      reason: 'overpayment',
    });
    expect(checkAllocations('-100.00', [{ amount: '90.00', balance: '100.00' }], '5')).toEqual({
      ok: false,
      reason: 'difference',
    });
    expect(checkAllocations('-100.00', [{ amount: '96.00', balance: '100.00' }], '5')).toEqual({
      ok: true,
      feesAmount: '4.00',
    });
  });
});

describe('bank contracts', () => {
  const account = {
    companyId: '7d3c1c3a-3c38-4d53-9d0b-38d3b3b0d6f1',
    name: 'Compte courant',
    iban: 'fr76 3000 6000 0112 3456 7890 189',
    currency: 'EUR',
    openingBalance: '-1 250,5'.replace(' ', ''),
    openingDate: '2026-01-01',
  };
  it('keeps a valid IBAN without spaces in capitals and refuses a wrong check digit', () => {
    const ok = bankAccountBody.safeParse(account);
    expect(ok.success && ok.data.iban).toBe('FR7630006000011234567890189');
    expect(ok.success && ok.data.openingBalance).toBe('-1250.5');
    const bad = bankAccountBody.safeParse({ ...account, iban: 'FR7630006000011234567890188' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('bank.validation.iban');
    expect(bankAccountBody.safeParse({ ...account, bic: 'BNPAFRPP' }).success).toBe(true);
    expect(bankAccountBody.safeParse({ ...account, bic: 'BNP' }).success).toBe(false);
  });
  it('takes signed amounts of 2 decimals only', () => {
    const field = signedAmountField('k');
    expect(field.parse('-0.00')).toBe('0.00');
    expect(field.safeParse('1.234').success).toBe(false);
    expect(field.safeParse('1e5').success).toBe(false);
    expect(field.safeParse('--1').success).toBe(false);
  });
  it('needs an amount column or both debit and credit in a CSV mapping', () => {
    const base = { date: 'Date', label: 'Libellé', dateFormat: 'dd/mm/yyyy', decimalMark: ',' };
    expect(csvMapping.safeParse(base).success).toBe(false);
    expect(csvMapping.safeParse({ ...base, amount: 'Montant' }).success).toBe(true);
    expect(csvMapping.safeParse({ ...base, debit: 'Débit', credit: 'Crédit' }).success).toBe(true);
  });
  it('refuses an invoice paid twice by one transaction', () => {
    const id = '7d3c1c3a-3c38-4d53-9d0b-38d3b3b0d6f1';
    const twice = matchBody.safeParse({
      allocations: [
        { invoiceId: id, amount: '1' },
        { invoiceId: id, amount: '2' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe('bank.validation.allocationTwice');
  });
});
