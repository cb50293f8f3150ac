import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SELFTEST_CATEGORIES,
  type SelfTestEvent,
  type SelfTestState,
  type TestItem,
} from '@comptoir/core/modules/selftest';
import { json, makeSession, mockApi, noDemo, renderApp, SUPER_ADMIN } from '@/test/utils';

const item = (i: number): TestItem => ({
  id: `check-${i}`,
  name: `Vérification ${i}`,
  category: SELFTEST_CATEGORIES[i % SELFTEST_CATEGORIES.length]!,
  status: 'pending',
  duration: 0,
  error: null,
  details: `Ce que vérifie le test ${i}.`,
  cause: null,
  timeoutMs: 15_000,
  timestamp: null,
});

const tests = Array.from({ length: 58 }, (_, i) => item(i));

const state: SelfTestState = {
  report: null,
  running: false,
  backup: { directory: '/srv/backups', everyHours: 24, keep: 7, last: null },
  tests,
};

/** The server's stream: every check passes but check-1 (Dashboard), which fails with a cause. */
function stream(): Response {
  const events: SelfTestEvent[] = [{ type: 'started', tests }];
  for (const t of tests) {
    events.push({ type: 'test', test: { ...t, status: 'running' } });
    events.push({
      type: 'test',
      test:
        t.id === 'check-1'
          ? {
              ...t,
              status: 'failed',
              duration: 812,
              error: 'Délai dépassé',
              cause: 'ECONNREFUSED',
              timestamp: '2026-11-25T07:00:00.000Z',
            }
          : { ...t, status: 'passed', duration: 5, timestamp: '2026-11-25T07:00:00.000Z' },
    });
  }
  events.push({ type: 'done', report: { timestamp: '', summary: {} as never, categories: [] } });
  return new Response(events.map((e) => `data: ${JSON.stringify(e)}\n\n`).join(''), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}

/** A super admin on the page, the checks' `state`, and the run request `run` answers. */
function mockSelfTests(run: Parameters<typeof mockApi>[0]) {
  return mockApi({
    'GET /api/auth/session': () => json(200, makeSession(SUPER_ADMIN)),
    'GET /api/auth/demo-accounts': noDemo,
    'GET /api/self-tests': () => json(200, state),
    ...run,
  });
}

describe('/testing', () => {
  it('runs every check from the stream, counts them and shows a failed one with its cause', async () => {
    const { requests } = mockSelfTests({ 'POST /api/self-tests/run': stream });
    renderApp('/testing');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tests Plateforme' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stat-total')).toHaveTextContent('58');
    expect(screen.getByText('0 / 58 tests terminés')).toBeInTheDocument();
    expect(screen.getByTestId('backup-status')).toHaveTextContent('Aucune sauvegarde dans /srv/backups.');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Lancer tous les tests' }));
    expect(await screen.findByText('58 / 58 tests terminés')).toBeInTheDocument();
    expect(screen.getByTestId('stat-passed')).toHaveTextContent('57');
    expect(screen.getByTestId('stat-failed')).toHaveTextContent('1');
    expect(screen.getByTestId('stat-rate')).toHaveTextContent('98,3 %');
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/self-tests/run')).toBe(true);

    const dashboard = screen.getByTestId('category-Dashboard');
    await user.click(within(dashboard).getByRole('button', { name: 'Voir les détails' }));
    await user.click(within(dashboard).getByRole('button', { name: 'Détails : Vérification 1' }));
    const details = await screen.findByTestId('test-details');
    expect(details).toHaveTextContent('Ce que vérifie le test 1.');
    expect(details).toHaveTextContent('812 ms');
    expect(details).toHaveTextContent('Délai dépassé');
    expect(details).toHaveTextContent('ECONNREFUSED');

    await user.click(screen.getAllByRole('button', { name: 'Fermer' })[0]!);
    await user.click(screen.getByRole('button', { name: 'Réinitialiser les tests' }));
    await waitFor(() => expect(screen.getByText('0 / 58 tests terminés')).toBeInTheDocument());
  });

  it('shows a warning with what to do, outside the success rate', async () => {
    const done = tests.map<TestItem>((t) =>
      t.id === 'check-2'
        ? { ...t, status: 'warning', error: 'aucune sauvegarde configurée ni effectuée : planifiez-les' }
        : { ...t, status: 'passed', duration: 5, timestamp: '2026-11-25T07:00:00.000Z' },
    );
    mockApi({
      'GET /api/auth/session': () => json(200, makeSession(SUPER_ADMIN)),
      'GET /api/auth/demo-accounts': noDemo,
      'GET /api/self-tests': () => json(200, { ...state, tests: done }),
    });
    renderApp('/testing');
    expect(await screen.findByText('58 / 58 tests terminés', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('stat-passed')).toHaveTextContent('57');
    expect(screen.getByTestId('stat-rate')).toHaveTextContent('100 %');
    const category = screen.getByTestId(`category-${done[2]!.category}`);
    const user = userEvent.setup();
    await user.click(within(category).getByRole('button', { name: 'Voir les détails' }));
    expect(within(category).getByText('À surveiller')).toBeInTheDocument();
    await user.click(within(category).getByRole('button', { name: 'Détails : Vérification 2' }));
    expect(await screen.findByTestId('test-details')).toHaveTextContent('aucune sauvegarde configurée');
  });

  it('runs one category with its own request', async () => {
    const { requests } = mockSelfTests({
      // The query is written by URLSearchParams: a space as '+', which the server reads as a space.
      'POST /api/self-tests/run?category=Price+List': stream,
    });
    renderApp('/testing');
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Lancer Tarifs par Zone' }, { timeout: 5000 }),
    );
    await waitFor(() =>
      expect(
        requests
          .filter((r) => r.method === 'POST')
          .map((r) => new URL(r.url, 'http://x').searchParams.get('category')),
      ).toEqual(['Price List']),
    );
  });
});
