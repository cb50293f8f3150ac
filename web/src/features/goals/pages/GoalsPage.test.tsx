import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goal, ListGoalsResponse } from '@comptoir/core/modules/goals';
import { json, onePage, makeSession, renderApp, stubSignedIn, preloadPage } from '@/test/utils';
import { expectEmptyList } from '@/test/list';

const goal = (overrides: Partial<Goal> = {}): Goal => ({
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Chiffre du trimestre',
  scope: 'company',
  user: null,
  department: null,
  measure: 'revenue',
  periodStart: '2026-01-01',
  periodEnd: '2026-03-31',
  target: 10000,
  currency: 'EUR',
  value: 4000,
  expected: 5000,
  progress: 40,
  status: 'at_risk',
  editable: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

function setup(role: 'Manager' | 'Editor', items: Goal[]) {
  const urls: string[] = [];
  const session = makeSession({ role, modules: ['dashboard', 'goals'] });
  const list: ListGoalsResponse = {
    ...onePage(items, 50),
    canManage: role === 'Manager',
    today: '2026-02-14',
  };
  const table: Record<string, () => Response> = {
    'GET /api/goals': () => json(200, list),
    'GET /api/goals/people': () =>
      json(200, { items: [{ id: session.user.id, name: 'Moi', department: null }] }),
  };
  stubSignedIn(session.user, table, (call) => urls.push(call.url));
  return urls;
}

describe('/goals', () => {
  preloadPage(() => import('./GoalsPage'));

  it("sends the URL's filters and shows each goal's progress and pace status", async () => {
    const urls = setup('Manager', [goal()]);
    renderApp('/goals?scope=company&period=past');
    const card = (await screen.findByRole('heading', { name: 'Chiffre du trimestre' })).closest('article')!;
    expect(within(card).getByText('À risque')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(within(card).getByTestId('goal-value')).toHaveTextContent(/4\s000,00\s€ \/ 10\s000,00\s€/);
    const list = urls.find((u) => u.startsWith('/api/goals?'))!;
    expect(list).toContain('scope=company');
    expect(list).toContain('period=past');
  });

  it('offers only a personal goal to a member', async () => {
    setup('Editor', []);
    await expectEmptyList('/goals', 'Aucun objectif pour le moment');
    await userEvent.click(screen.getByRole('button', { name: 'Nouvel objectif' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvel objectif' });
    const scope = within(dialog).getByLabelText('Portée');
    expect(
      within(scope)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Personnel']);
  });
});
