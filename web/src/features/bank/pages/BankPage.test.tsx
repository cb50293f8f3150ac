import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { BankRule } from '@comptoir/core/modules/bank';
import { json, preloadPage, renderApp, stubSignedIn } from '@/test/utils';
import { sentBody } from '@/test/forms';
import { ACCOUNT_ID, TX_ID, account, transaction } from '../test/fixtures';

const ACCOUNTANT = {
  role: 'Manager' as const,
  modules: ['dashboard', 'invoices'],
  companies: [{ id: '9c8b7a6f-5e4d-4c3b-8a29-1f0e0d0c0b0a', name: 'Comptoir SAS' }],
};
const counters = { total: 3, unmatched: 1, matched: 1, booked: 1 };
const ADMIN = { ...ACCOUNTANT, role: 'Admin' as const };
const RULE: BankRule = {
  id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
  pattern: 'URSSAF',
  category: 'social',
  accountId: null,
  createdAt: '2026-01-05T09:00:00.000Z',
};

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

  it("'Rapprocher automatiquement' sends the account filtered on, toasts the server's message and reloads the list", async () => {
    let matchedYet = false;
    const calls = stubSignedIn(ACCOUNTANT, {
      'GET /api/bank/accounts': () => json(200, { items: [account()] }),
      'GET /api/bank/transactions': () =>
        matchedYet
          ? json(200, { items: [], total: 0, page: 1, pageSize: 50, counters: { ...counters, unmatched: 0 } })
          : json(200, { items: [transaction()], total: 1, page: 1, pageSize: 50, counters }),
      'POST /api/bank/auto-match': () => {
        matchedYet = true;
        return json(200, {
          matched: 1,
          booked: 0,
          remaining: 0,
          message: '1 mouvement(s) rapproché(s) et 0 comptabilisé(s) automatiquement ; 0 à examiner.',
        });
      },
    });
    const { user } = renderApp(`/bank?accountId=${ACCOUNT_ID}`);
    expect(await screen.findByRole('link', { name: transaction().label })).toBeVisible();
    const lists = () =>
      calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/bank/transactions?'));
    expect(lists()[0]!.url).toContain(`accountId=${ACCOUNT_ID}`);
    const before = lists().length;
    await user.click(screen.getByRole('button', { name: 'Rapprocher automatiquement' }));
    expect(
      await screen.findByText(
        '1 mouvement(s) rapproché(s) et 0 comptabilisé(s) automatiquement ; 0 à examiner.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(calls, 'POST', '/api/bank/auto-match')).toEqual({ accountId: ACCOUNT_ID });
    expect(await screen.findByText('Aucun mouvement à rapprocher')).toBeVisible();
    expect(lists().length).toBeGreaterThan(before);
  });

  it("toasts the server's refusal of 'Rapprocher automatiquement'", async () => {
    stubSignedIn(ACCOUNTANT, {
      'GET /api/bank/accounts': () => json(200, { items: [account()] }),
      'GET /api/bank/transactions': () =>
        json(200, { items: [transaction()], total: 1, page: 1, pageSize: 50, counters }),
      'POST /api/bank/auto-match': () =>
        json(409, { error: { code: 'conflict', message: 'Un rapprochement est déjà en cours.' } }),
    });
    const { user } = renderApp('/bank');
    await user.click(await screen.findByRole('button', { name: 'Rapprocher automatiquement' }));
    expect(await screen.findByText('Un rapprochement est déjà en cours.')).toBeInTheDocument();
  });

  it('lets an Admin add a rule, and delete one after confirming', async () => {
    let rules = [RULE];
    const calls = stubSignedIn(ADMIN, {
      'GET /api/bank/accounts': () => json(200, { items: [account()] }),
      'GET /api/bank/rules': () => json(200, { items: rules }),
      'POST /api/bank/rules': (call) => {
        const body = call.body as { pattern: string; category: BankRule['category'] };
        const rule = { ...RULE, id: '6e5d4c3b-2a1f-4e0d-9c8b-7a6f5e4d3c2b', ...body, accountId: ACCOUNT_ID };
        rules = [...rules, rule];
        return json(201, { rule, message: 'Règle ajoutée.' });
      },
      [`DELETE /api/bank/rules/${RULE.id}`]: () => {
        rules = rules.filter((r) => r.id !== RULE.id);
        return json(200, { message: 'Règle supprimée.' });
      },
    });
    const { user } = renderApp('/bank?tab=rules');
    const table = await screen.findByRole('table', { name: 'Règles de comptabilisation' });
    expect(within(table).getByText('URSSAF')).toBeVisible();
    expect(within(table).getByText('Charges sociales')).toBeVisible();

    // Nothing typed: nothing sent.
    await user.click(screen.getByRole('button', { name: 'Ajouter la règle' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(screen.getByLabelText('Texte du libellé *'), 'PRLV FREE');
    await user.selectOptions(screen.getByLabelText('Catégorie *'), 'Frais bancaires');
    await user.selectOptions(screen.getByLabelText('Compte'), 'Compte courant');
    await user.click(screen.getByRole('button', { name: 'Ajouter la règle' }));
    expect(await screen.findByText('Règle ajoutée.')).toBeInTheDocument();
    expect(sentBody(calls, 'POST', '/api/bank/rules')).toEqual({
      pattern: 'PRLV FREE',
      category: 'fees',
      accountId: ACCOUNT_ID,
    });
    expect(await within(table).findByText('PRLV FREE')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Supprimer la règle URSSAF' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Supprimer cette règle ?' });
    expect(confirm).toHaveTextContent("La règle « URSSAF » ne s'appliquera plus aux prochains mouvements.");
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Règle supprimée.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('URSSAF')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      `/api/bank/rules/${RULE.id}`,
    ]);
  });

  it('shows the rules without the form or the delete buttons to a user who is not an Admin', async () => {
    stubSignedIn(ACCOUNTANT, {
      'GET /api/bank/accounts': () => json(200, { items: [account()] }),
      'GET /api/bank/rules': () => json(200, { items: [RULE] }),
    });
    renderApp('/bank?tab=rules');
    const table = await screen.findByRole('table', { name: 'Règles de comptabilisation' });
    expect(within(table).getByText('URSSAF')).toBeVisible();
    expect(screen.getByText('Seul un administrateur peut ajouter ou supprimer une règle.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ajouter la règle' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Supprimer la règle/ })).toBeNull();
  });
});
