import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ListTimeEntriesResponse, TimeEntry } from '@comptoir/core/modules/time';
import { json, onePage, makeSession, renderApp, stubSignedIn, preloadPage } from '@/test/utils';

const MEMBER = '11111111-1111-4111-8111-111111111111';

const entry = (overrides: Partial<TimeEntry> = {}): TimeEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  user: { id: MEMBER, name: 'Zoé Martin' },
  startedAt: '2026-03-16T08:00:00.000Z',
  endedAt: '2026-03-16T09:30:00.000Z',
  minutes: 90,
  day: '2026-03-16',
  note: 'Revue des offres',
  billable: true,
  link: { kind: 'client', id: '22222222-2222-4222-8222-222222222222', label: 'Client Alpha' },
  running: false,
  editable: true,
  createdAt: '2026-03-16T09:30:00.000Z',
  updatedAt: '2026-03-16T09:30:00.000Z',
  ...overrides,
});

const sheet = (items: TimeEntry[]): ListTimeEntriesResponse => ({
  ...onePage(items, 500),
  totals: {
    minutes: items.reduce((s, e) => s + e.minutes, 0),
    billableMinutes: items.filter((e) => e.billable).reduce((s, e) => s + e.minutes, 0),
    byDay: items.length ? [{ day: '2026-03-16', minutes: 90 }] : [],
    byItem: items.map((e) => ({ link: e.link, minutes: e.minutes })),
    byUser: items.length ? [{ id: MEMBER, name: 'Zoé Martin', minutes: 90 }] : [],
  },
});

function setup(role: 'Manager' | 'Viewer', items: TimeEntry[], running: TimeEntry | null = null) {
  const urls: string[] = [];
  const session = makeSession({ role, modules: ['dashboard', 'time'] });
  const table: Record<string, () => Response> = {
    'GET /api/time-entries': () => json(200, sheet(items)),
    'GET /api/time-entries/running': () => json(200, { entry: running }),
    'GET /api/time-entries/costs': () =>
      json(200, {
        items: [{ userId: MEMBER, name: 'Zoé Martin', hourlyCost: null, updatedAt: null }],
        canEdit: false,
      }),
  };
  stubSignedIn(session.user, table, (call) => urls.push(call.url));
  return urls;
}

describe('/time', () => {
  preloadPage(() => import('./TimePage'));

  it("sends the URL's week, team view and member to the API and the export, and shows the totals", async () => {
    const urls = setup(
      'Manager',
      [entry()],
      entry({ id: '00000000-0000-4000-8000-000000000002', endedAt: null, running: true }),
    );
    renderApp(`/time?week=2026-03-18&view=team&user=${MEMBER}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Suivi du Temps' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Arrêter' })).toBeInTheDocument();
    const row = (await screen.findByText('Revue des offres')).closest('tr')!;
    expect(within(row).getByText('Client · Client Alpha')).toBeInTheDocument();
    expect(within(row).getByText('1 h 30')).toBeInTheDocument();
    expect(screen.getByTestId('timesheet-total')).toHaveTextContent('1 h 30');
    const list = urls.find((u) => u.startsWith('/api/time-entries?'))!;
    expect(list).toContain('from=2026-03-16');
    expect(list).toContain('to=2026-03-22');
    expect(list).toContain('scope=team');
    expect(list).toContain(`userId=${MEMBER}`);
    expect(screen.getByRole('link', { name: 'Excel (.xlsx)' })).toHaveAttribute(
      'href',
      `/api/time-entries/export?from=2026-03-16&to=2026-03-22&scope=team&userId=${MEMBER}&format=xlsx`,
    );
    expect(screen.getByRole('region', { name: 'Coûts horaires' })).toBeInTheDocument();
  });

  it('shows the empty week and no writing actions to a Viewer', async () => {
    setup('Viewer', []);
    renderApp('/time?week=2026-03-16');
    expect(await screen.findByText('Aucune entrée de temps cette semaine')).toBeInTheDocument();
    expect(screen.getByText('Aucun chronomètre en cours')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Démarrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter une entrée' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Coûts horaires' })).toBeNull();
  });
});
