import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, preloadPage, renderApp, stubSignedIn } from '@/test/utils';
import { ACCOUNT_ID, TX_ID, account, transaction } from '../test/fixtures';

const ACCOUNTANT = {
  role: 'Manager' as const,
  modules: ['dashboard', 'invoices'],
  companies: [{ id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e0d0c0b0a', name: 'Comptoir SAS' }],
};
const counters = { total: 3, unmatched: 1, matched: 1, booked: 1 };

describe('/bank', { timeout: 20_000 }, () => {
  preloadPage(() => import('./BankPage'));

  it('shows the accounts with their check, and the transactions to match by default', async () => {
    const calls = stubSignedIn(ACCOUNTANT, {
      'GET /api/bank/accounts': () =>
        json(200, {
          items: [
            account({
              balance: '-120.50',
              lastStatement: {
                id: 'e1d2c3b4-a596-4877-8899-aabbccddeeff',
                closingDate: '2026-02-03',
                closingBalance: '2500.00',
                computedBalance: '2490.00',
                difference: '10.00',
              },
            }),
          ],
        }),
      'GET /api/bank/transactions': () =>
        json(200, { items: [transaction()], total: 1, page: 1, pageSize: 50, counters }),
    });
    renderApp('/bank');
    expect(await screen.findByRole('heading', { level: 1, name: 'Banque' })).toBeVisible();
    const card = (await screen.findByRole('heading', { name: 'Compte courant' })).closest('li')!;
    expect(within(card).getByText('FR76 3000 6000 0112 3456 7890 189 · EUR')).toBeVisible();
    expect(within(card).getByText('2 à rapprocher')).toBeVisible();
    expect(within(card).getByText('Solde calculé')).toBeVisible();
    expect(within(card).getByText('Écart')).toHaveClass('text-destructive');
    expect(within(card).getByText(/-120,50/)).toHaveClass('text-destructive');
    expect(await screen.findByRole('link', { name: transaction().label })).toBeVisible();
    expect(screen.getByRole('tab', { name: /À rapprocher/ })).toHaveAttribute('aria-selected', 'true');
    const listCall = calls.find((c) => c.url.startsWith('/api/bank/transactions'))!;
    expect(listCall.url).toContain('status=unmatched');
  });

  it('says when nothing is left to match, and opens a transaction from the address', async () => {
    stubSignedIn(ACCOUNTANT, {
      'GET /api/bank/accounts': () => json(200, { items: [account({ id: ACCOUNT_ID })] }),
      'GET /api/bank/transactions': () =>
        json(200, { items: [], total: 0, page: 1, pageSize: 50, counters: { ...counters, unmatched: 0 } }),
      [`GET /api/bank/transactions/${TX_ID}`]: () =>
        json(200, transaction({ status: 'booked', category: 'fees' })),
    });
    renderApp(`/bank?tx=${TX_ID}`);
    expect(await screen.findByText('Aucun mouvement à rapprocher')).toBeVisible();
    const panel = await screen.findByRole('dialog', { name: 'Mouvement du 03/02/2026' });
    expect(within(panel).getAllByText('Frais bancaires').length).toBeGreaterThan(0);
  });
});
