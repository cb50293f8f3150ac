/** The demo bank (issue 33 §4): labelled '(démo)', consistent, and gone when demo mode is left. */
import { describe, expect, it } from 'vitest';
import type { BankAccount, BankSuggestion, BankTransaction } from '@comptoir/core/modules/bank';
import { REAL_BOSS, useDemoApp } from '../../../test/demo-app';

describe('demo bank', () => {
  const f = useDemoApp({ boss: REAL_BOSS });

  it('has one labelled account whose statement balances, some lines matched to the demo payments, one to reconcile', async () => {
    const accounts = (await f.call('GET', '/api/bank/accounts')).json().items as BankAccount[];
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    expect(account).toMatchObject({ name: 'Compte courant (démo)', isDemo: true });
    expect(account.transactions).toBeGreaterThanOrEqual(25);
    expect(account.transactions).toBeLessThanOrEqual(35);
    expect(account.lastStatement?.difference).toBe('0.00');
    const list = (await f.call('GET', `/api/bank/transactions?accountId=${account.id}&pageSize=100`)).json();
    const items = list.items as BankTransaction[];
    expect(items.every((t) => t.label.endsWith('(démo)') && t.isDemo)).toBe(true);
    const matched = items.filter((t) => t.status === 'matched');
    expect(matched.length).toBeGreaterThan(0);
    for (const t of matched)
      expect(t.payments.reduce((s, p) => s + Number(p.amount), 0)).toBeCloseTo(Number(t.amount), 2);
    expect(list.counters.booked).toBeGreaterThan(0);
    // The overdue invoice's balance, its number in the label: suggested first, surely.
    const pending = items.find((t) => t.label.includes('REGLEMENT'))!;
    const suggestions = (await f.call('GET', `/api/bank/transactions/${pending.id}/suggestions`)).json()
      .items as BankSuggestion[];
    expect(suggestions[0]!.reasons).toEqual(expect.arrayContaining(['amount', 'number']));
  });

  it('leaves nothing of it once demo mode is left', async () => {
    const res = await f.call('POST', '/api/settings/leave-demo', {});
    expect(res.statusCode, res.body).toBe(200);
    expect((await f.call('GET', '/api/bank/accounts')).json().items).toEqual([]);
    expect((await f.call('GET', '/api/bank/transactions')).json().items).toEqual([]);
  });
});
