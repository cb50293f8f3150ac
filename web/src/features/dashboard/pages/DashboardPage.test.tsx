import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { DashboardResponse } from '@comptoir/core/modules/dashboard';
import { json, renderApp, stubSignedIn, type ApiHandler, preloadPage } from '@/test/utils';

const REQUEST_ID = '00000000-0000-4000-8000-000000000001';
const ORDER_ID = '00000000-0000-4000-8000-000000000002';
const ACCOUNT_A = '00000000-0000-4000-8000-0000000000a1';
const ACCOUNT_B = '00000000-0000-4000-8000-0000000000b2';

const full = (overrides: Partial<DashboardResponse> = {}): DashboardResponse => ({
  period: {
    key: 'month',
    from: '2026-02-28T23:00:00.000Z',
    to: '2026-03-15T10:00:00.000Z',
    timeZone: 'Europe/Paris',
  },
  requests: {
    counts: { total: 7, pending: 3, inProgress: 2, completed: 1, cancelled: 1, highPriority: 4 },
    recent: [
      {
        id: REQUEST_ID,
        title: 'Lampes LED',
        client: null,
        status: 'in-progress',
        priority: 'high',
        createdAt: '2026-03-10T09:00:00.000Z',
      },
      {
        id: '00000000-0000-4000-8000-000000000003',
        title: 'Tissus coton',
        client: 'Maison Dupont',
        status: 'pending',
        priority: 'medium',
        createdAt: '2026-03-09T09:00:00.000Z',
      },
    ],
  },
  orders: {
    counts: { total: 5, draft: 0, pending: 2, confirmed: 1, shipped: 1, delivered: 1, cancelled: 0 },
    totalValue: { amount: '12345.50', currency: 'EUR', missingRates: [], rateDate: null, note: null },
    recent: [
      {
        id: ORDER_ID,
        reference: 'CMD-2026-001',
        clientCompany: 'Brasserie Bretonne',
        clientName: 'Yann Le Goff',
        status: 'confirmed',
        total: { amount: '1500.00', currency: 'EUR' },
        createdAt: '2026-03-11T09:00:00.000Z',
      },
    ],
  },
  cash: {
    accounts: [
      {
        id: ACCOUNT_A,
        name: 'Compte courant',
        currency: 'EUR',
        balance: '12500.40',
        balanceDate: '2026-03-12',
        unmatched: 3,
      },
      {
        id: ACCOUNT_B,
        name: 'Compte USD',
        currency: 'USD',
        balance: '-250.00',
        balanceDate: null,
        unmatched: 0,
      },
    ],
    totals: [
      { currency: 'EUR', balance: '12500.40' },
      { currency: 'USD', balance: '-250.00' },
    ],
  },
  unavailable: [],
  ...overrides,
});

/** fetch by 'METHOD /path' (query ignored), recording the calls. */
function setup(modules: string[], dashboard: ApiHandler = () => json(200, full())) {
  const calls = stubSignedIn({ role: 'Viewer', modules }, { 'GET /api/dashboard': dashboard });
  const dashboardCalls = () => calls.filter((c) => c.url.startsWith('/api/dashboard'));
  return { calls, dashboardCalls };
}

const ALL = ['dashboard', 'demandes', 'orders', 'clients', 'quotes'];

/** Generous waits: the first render loads the page's chunk, and CI machines are busy. */
const WAIT = { timeout: 5000 };

describe('/dashboard', { timeout: 20_000 }, () => {
  preloadPage(() => import('./DashboardPage'));

  it('shows the four headline cards, the status bars and the recent lists', async () => {
    setup(ALL);
    renderApp('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tableau de Bord Opérationnel' }, WAIT),
    ).toBeInTheDocument();
    const cards = await screen.findByTestId('dashboard-cards', {}, WAIT);
    const card = (label: string) => within(cards).getByRole('group', { name: label });
    expect(card('Total demandes')).toHaveTextContent('7');
    expect(card('Total demandes')).toHaveTextContent('En cours : 2 · En attente : 3');
    expect(card('Total commandes')).toHaveTextContent('5');
    expect(card('Total commandes')).toHaveTextContent('Confirmées : 1 · En attente : 2');
    expect(card('Demandes prioritaires')).toHaveTextContent('4');
    expect(card('Valeur totale des commandes')).toHaveTextContent('12 345,50 €');
    expect(screen.getByText('Depuis le 01/03/2026')).toBeInTheDocument();

    // Status bars: share of the total.
    expect(screen.getByRole('progressbar', { name: 'En cours : 2 sur 7' })).toHaveAttribute(
      'aria-valuenow',
      '29',
    );
    expect(screen.getByRole('progressbar', { name: 'Terminée : 1 sur 7' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Livrée : 1 sur 5' })).toHaveAttribute(
      'aria-valuenow',
      '20',
    );

    const requests = screen.getByRole('region', { name: 'Demandes récentes' });
    expect(within(requests).getByText('Client non spécifié')).toBeInTheDocument();
    expect(within(requests).getByText('Maison Dupont')).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/demandes');
    expect(within(requests).getByRole('link', { name: /Lampes LED/ })).toHaveAttribute(
      'href',
      `/demandes?id=${REQUEST_ID}`,
    );
    const orders = screen.getByRole('region', { name: 'Commandes récentes' });
    expect(within(orders).getByRole('link', { name: 'Voir tout' })).toHaveAttribute('href', '/orders');
    const order = within(orders).getByRole('link', { name: /CMD-2026-001/ });
    expect(order).toHaveAttribute('href', `/orders?id=${ORDER_ID}`);
    expect(order).toHaveTextContent('Brasserie Bretonne');
    expect(order).toHaveTextContent('Confirmée');

    const actions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/demandes', '/orders', '/clients', '/quotes']);
  });

  it('opens a request from the list and the full list from “Voir tout”', async () => {
    setup(ALL);
    const { user, router } = renderApp('/dashboard');
    const requests = await screen.findByRole('region', { name: 'Demandes récentes' }, WAIT);
    await user.click(within(requests).getByRole('link', { name: /Lampes LED/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandes'), WAIT);
    expect(router.state.location.search).toBe(`?id=${REQUEST_ID}`);
  });

  it("shows 'Aucune demande récente' and 'Aucune commande récente' when the lists are empty", async () => {
    const base = full();
    setup(ALL, () =>
      json(
        200,
        full({
          requests: { ...base.requests!, recent: [] },
          orders: { ...base.orders!, recent: [] },
        }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Aucune demande récente', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Aucune commande récente')).toBeInTheDocument();
  });

  it("shows the spinner with 'Chargement du tableau de bord...' while loading", async () => {
    setup(ALL, () => new Promise<Response>(() => {}));
    renderApp('/dashboard');
    expect(await screen.findByText('Chargement du tableau de bord...', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Chargement du tableau de bord...');
  });

  it('asks for the month by default, keeps the chosen period in the URL and asks for it', async () => {
    const { dashboardCalls } = setup(ALL);
    const { user, router } = renderApp('/dashboard');
    await screen.findByTestId('dashboard-cards', {}, WAIT);
    expect(dashboardCalls().map((c) => c.url)).toEqual(['/api/dashboard?period=month']);
    const select = screen.getByLabelText('Période');
    expect(select).toHaveValue('month');

    await user.selectOptions(select, 'Ce trimestre');
    await waitFor(() => expect(router.state.location.search).toBe('?period=quarter'), WAIT);
    await waitFor(() => expect(dashboardCalls().at(-1)?.url).toBe('/api/dashboard?period=quarter'), WAIT);
    expect(screen.getByLabelText('Période')).toHaveValue('quarter');
  });

  it('reads the period from the URL', async () => {
    const first = setup(ALL);
    renderApp('/dashboard?period=year');
    await screen.findByTestId('dashboard-cards', {}, WAIT);
    expect(first.dashboardCalls()[0]?.url).toBe('/api/dashboard?period=year');
    expect(screen.getByLabelText('Période')).toHaveValue('year');
  });

  it('falls back to the month for an unknown period in the URL', async () => {
    const { dashboardCalls } = setup(ALL);
    renderApp('/dashboard?period=decade');
    await screen.findByTestId('dashboard-cards', {}, WAIT);
    expect(dashboardCalls()[0]?.url).toBe('/api/dashboard?period=month');
  });

  it('refreshes on “Actualiser”', async () => {
    let total = 7;
    const base = full();
    const { dashboardCalls } = setup(ALL, () =>
      json(200, full({ requests: { ...base.requests!, counts: { ...base.requests!.counts, total } } })),
    );
    const { user } = renderApp('/dashboard');
    const cards = await screen.findByTestId('dashboard-cards', {}, WAIT);
    const value = () =>
      within(within(cards).getByRole('group', { name: 'Total demandes' })).getByTestId('headline-value');
    expect(value()).toHaveTextContent('7');
    total = 8;
    await user.click(screen.getByRole('button', { name: 'Actualiser' }));
    await waitFor(() => expect(value()).toHaveTextContent('8'), WAIT);
    expect(dashboardCalls()).toHaveLength(2);
  });

  it('says which parts are left out, and offers only the quick actions of the modules the user has', async () => {
    setup(['dashboard', 'clients'], () =>
      json(
        200,
        full({
          requests: null,
          orders: null,
          cash: null,
          unavailable: [
            { part: 'requests', module: 'demandes', message: 'Pas de demandes pour vous.' },
            { part: 'orders', module: 'orders', message: 'Pas de commandes pour vous.' },
            { part: 'cash', module: 'invoices', message: 'Pas de trésorerie pour vous.' },
          ],
        }),
      ),
    );
    renderApp('/dashboard');
    expect(await screen.findByText('Pas de demandes pour vous.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Pas de commandes pour vous.')).toBeInTheDocument();
    expect(screen.getByText('Pas de trésorerie pour vous.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Trésorerie' })).toBeNull();
    expect(screen.queryByTestId('dashboard-cards')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Demandes récentes' })).toBeNull();
    const actions = screen.getByRole('region', { name: 'Actions rapides' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/clients']);
  });

  it("shows the 'Trésorerie' card: each account's balance, last day and unmatched count, the totals per currency", async () => {
    setup(ALL);
    const { user, router } = renderApp('/dashboard');
    const cash = await screen.findByRole('region', { name: 'Trésorerie' }, WAIT);
    const current = within(cash).getByRole('link', { name: /Compte courant/ });
    expect(current).toHaveAttribute('href', `/bank?accountId=${ACCOUNT_A}`);
    expect(current).toHaveTextContent(/12\s?500,40\s?€/);
    expect(current).toHaveTextContent('Dernier mouvement le 12/03/2026');
    expect(within(current).getByText('3 à rapprocher')).toBeInTheDocument();
    expect(within(current).getByText(/12\s?500,40/)).not.toHaveClass('text-destructive');
    const usd = within(cash).getByRole('link', { name: /Compte USD/ });
    expect(usd).toHaveAttribute('href', `/bank?accountId=${ACCOUNT_B}`);
    expect(usd).toHaveTextContent('Aucun mouvement');
    expect(usd).not.toHaveTextContent('à rapprocher');
    expect(within(usd).getByText(/-\$?250[.,]00/)).toHaveClass('text-destructive');
    const totals = within(cash).getByRole('list', { name: 'Total par devise' });
    const items = within(totals).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/12\s?500,40\s?€/),
      expect.stringMatching(/^-\$?250[.,]00/),
    ]);
    expect(items[1]).toHaveClass('text-destructive');
    expect(within(cash).getByRole('link', { name: 'Voir la banque' })).toHaveAttribute('href', '/bank');
    await user.click(current);
    await waitFor(() => expect(router.state.location.pathname).toBe('/bank'), WAIT);
    expect(router.state.location.search).toBe(`?accountId=${ACCOUNT_A}`);
  });

  it("shows 'Aucun compte bancaire' with 'Ajouter un compte' when there is no account", async () => {
    setup(ALL, () => json(200, full({ cash: { accounts: [], totals: [] } })));
    renderApp('/dashboard');
    const cash = await screen.findByRole('region', { name: 'Trésorerie' }, WAIT);
    expect(within(cash).getByRole('heading', { name: 'Aucun compte bancaire' })).toBeInTheDocument();
    expect(within(cash).getByRole('link', { name: 'Ajouter un compte' })).toHaveAttribute('href', '/bank');
    expect(within(cash).queryByRole('link', { name: 'Voir la banque' })).toBeNull();
  });

  it('shows a dash and the note when the total value has no rate', async () => {
    const base = full();
    const note = 'Valeur totale indisponible : taux de change manquant de MUR vers EUR.';
    setup(ALL, () =>
      json(
        200,
        full({
          orders: {
            ...base.orders!,
            totalValue: { amount: null, currency: 'EUR', missingRates: ['MUR'], rateDate: null, note },
          },
        }),
      ),
    );
    renderApp('/dashboard');
    const cards = await screen.findByTestId('dashboard-cards', {}, WAIT);
    const value = within(cards).getByRole('group', { name: 'Valeur totale des commandes' });
    expect(within(value).getByTestId('headline-value')).toHaveTextContent('—');
    expect(value).toHaveTextContent(note);
  });

  it('shows an error banner when the dashboard cannot be loaded', async () => {
    setup(ALL, () => json(500, {}));
    renderApp('/dashboard');
    expect(await screen.findByRole('alert', {}, WAIT)).toHaveTextContent(
      'Une erreur est survenue lors du chargement du tableau de bord',
    );
  });
});
