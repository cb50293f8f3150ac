import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AgeingResponse,
  CashflowResponse,
  OverviewFigures,
  OverviewResponse,
  ProfitabilityResponse,
} from '@comptoir/core/modules/analytics';
import { json, makeSession, renderApp, stubSignedIn, preloadPage } from '@/test/utils';

const figures = (overrides: Partial<OverviewFigures> = {}): OverviewFigures => ({
  revenue: '2800.00',
  cashCollected: '1500.00',
  purchases: '900.00',
  grossMargin: '1900.00',
  marginRate: '67.9',
  openReceivables: '1860.00',
  openPayables: '360.00',
  orderIntake: '1350.00',
  orderCount: 2,
  averageOrderValue: '675.00',
  quotesSent: 2,
  quotesAccepted: 1,
  quoteConversionRate: '50.0',
  unconverted: 0,
  ...overrides,
});

const Q1 = { from: '2026-01-01', to: '2026-03-31' };

const ACCOUNT_ID = '0d9a4c0e-4f1b-4f57-8f3e-2c7f6a1b9e01';

/** The cashflow tab's answer: no flow, the forecast empty; `bank` as given. */
function cashflow(bank: CashflowResponse['bank']): CashflowResponse {
  const flows = { incoming: '0.00', outgoing: '0.00', net: '0.00' };
  return {
    currency: 'EUR',
    period: Q1,
    previous: null,
    granularity: 'week',
    buckets: [],
    totals: flows,
    previousTotals: null,
    forecast: {
      from: '2026-04-01',
      to: '2026-06-30',
      overdue: { incoming: '0.00', outgoing: '0.00' },
      weeks: [],
      totals: flows,
    },
    bank,
  };
}

/** The page's API answers; `change` may replace some (a 202 first, a bigger table). */
function setup(change?: (table: Record<string, () => Response>) => void) {
  const urls: string[] = [];
  const session = makeSession({ role: 'Manager', modules: ['dashboard', 'analytics'] });
  const overview: OverviewResponse = {
    currency: 'EUR',
    period: Q1,
    previous: { from: '2025-10-01', to: '2025-12-31' },
    figures: figures(),
    previousFigures: figures({ revenue: '50.00' }),
    byMonth: [],
    topClients: [{ id: null, name: 'Client Alpha', revenue: '2800.00' }],
    topProducts: [],
  };
  const receivables: AgeingResponse = {
    currency: 'EUR',
    period: Q1,
    previous: null,
    asOf: '2026-03-31',
    parties: [],
    partyCount: 0,
    totals: {
      notDue: '0.00',
      d1to30: '0.00',
      d31to60: '0.00',
      d61to90: '0.00',
      over90: '0.00',
      total: '0.00',
    },
    days: null,
    previousDays: null,
    previousTotal: null,
  };
  const margin = {
    revenue: '100.00',
    cost: '60.00',
    timeCost: '0.00',
    hours: '0.00',
    margin: '40.00',
    marginRate: '40.0',
  };
  const profitability: ProfitabilityResponse = {
    currency: 'EUR',
    period: Q1,
    previous: null,
    totals: margin,
    previousTotals: null,
    byOrder: [],
    byClient: [{ id: null, name: 'Client Alpha', ...margin }],
    byProduct: [
      { id: null, name: 'Écrou', quantity: '4', costSources: ['product_price'], ...margin },
      { id: null, name: 'Boulon', quantity: '2', costSources: ['product_price'], ...margin },
    ],
    rowCounts: { byOrder: 0, byClient: 1, byProduct: 2345 },
  };
  const table: Record<string, () => Response> = {
    'GET /api/analytics/profitability': () => json(200, profitability),
    'GET /api/analytics/overview': () => json(200, overview),
    'GET /api/analytics/receivables': () => json(200, receivables),
  };
  change?.(table);
  stubSignedIn(session.user, table, (call) => urls.push(call.url));
  return urls;
}

describe('/analytics', () => {
  preloadPage(() => import('./AnalyticsPage'));

  it("sends the URL's period and comparison, shows each figure with its definition and the previous period", async () => {
    const urls = setup();
    renderApp('/analytics?period=quarter&from=2026-01-01&to=2026-03-31&compare=previous');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analyses Financières' }),
    ).toBeInTheDocument();
    const revenue = (await screen.findAllByTestId('figure')).find((f) =>
      f.textContent?.includes("Chiffre d'affaires facturé (HT)"),
    )!;
    expect(revenue).toHaveTextContent(/2\s800,00\s€/);
    expect(revenue).toHaveTextContent(/Période précédente : 50,00\s€/);
    expect(revenue).toHaveTextContent('Factures et avoirs de vente émis');
    const call = urls.find((u) => u.startsWith('/api/analytics/overview?'))!;
    expect(call).toContain('from=2026-01-01');
    expect(call).toContain('to=2026-03-31');
    expect(call).toContain('compare=previous');
    const xlsx = screen.getByRole('link', { name: 'Excel (une feuille par onglet)', hidden: true });
    expect(xlsx.getAttribute('href')).toBe(
      '/api/analytics/export?from=2026-01-01&to=2026-03-31&compare=previous&format=xlsx',
    );
    expect(screen.getByRole('radio', { name: 'Trimestre' })).toHaveAttribute('aria-checked', 'true');
  });

  it('switches tabs through the URL and shows an empty state', async () => {
    setup();
    const { router } = renderApp('/analytics?from=2026-01-01&to=2026-03-31');
    await userEvent.click(await screen.findByRole('tab', { name: 'Créances clients' }));
    expect(router.state.location.search).toContain('tab=receivables');
    const panel = screen.getByRole('tabpanel');
    expect(await within(panel).findByText('Aucune donnée pour cette période')).toBeInTheDocument();
    expect(within(panel).getByText(/DSO = créances ouvertes/)).toBeInTheDocument();
  });
  it('says when a profitability table shows only its first rows', async () => {
    setup();
    renderApp('/analytics?tab=profitability&from=2026-01-01&to=2026-03-31');
    expect(
      await screen.findByText(
        "Les 2 premières lignes sur 2345, par chiffre d'affaires ; l'export Excel en contient jusqu'à 10 000.",
      ),
    ).toBeInTheDocument();
    // The client table is whole: no note under it.
    expect(screen.getAllByText(/premières lignes sur/)).toHaveLength(1);
  });

  it("says 'calcul en cours' while the server builds the month summaries, then shows the figures", async () => {
    let calls = 0;
    setup((table) => {
      const figuresOf = table['GET /api/analytics/overview']!;
      table['GET /api/analytics/overview'] = () =>
        (calls += 1) === 1 ? json(202, { computing: true, months: 24 }) : figuresOf();
    });
    renderApp('/analytics?from=2026-01-01&to=2026-03-31');
    expect(await screen.findByTestId('analytics-computing')).toHaveTextContent(
      "Calcul en cours : les synthèses de 24 mois sont préparées, l'analyse s'affiche dans quelques secondes.",
    );
    // Asked again a second later: the figures replace the note.
    const revenue = await screen.findAllByText(/2\s800,00\s€/, {}, { timeout: 5000 });
    expect(revenue.length).toBeGreaterThan(0);
    expect(screen.queryByTestId('analytics-computing')).toBeNull();
    expect(calls).toBe(2);
  });

  it('says when the receivables show only the first parties', async () => {
    setup((table) => {
      table['GET /api/analytics/receivables'] = () => {
        const body = { currency: 'EUR', period: Q1, previous: null };
        const bucket = {
          notDue: '10.00',
          d1to30: '0.00',
          d31to60: '0.00',
          d61to90: '0.00',
          over90: '0.00',
          total: '10.00',
        };
        return json(200, {
          ...body,
          asOf: '2026-03-31',
          parties: [{ id: null, name: 'Client Alpha', invoices: 1, ...bucket }],
          partyCount: 250,
          totals: { ...bucket, total: '2500.00', notDue: '2500.00' },
          days: null,
          previousDays: null,
          previousTotal: null,
        });
      };
    });
    renderApp('/analytics?tab=receivables&from=2026-01-01&to=2026-03-31');
    expect(
      await screen.findByText(
        "Les 1 premiers tiers sur 250, par solde ouvert ; les totaux portent sur tous, l'export Excel en contient jusqu'à 10 000.",
      ),
    ).toBeInTheDocument();
  });

  it("shows the cashflow tab's 'Banque' block: the position, the accounts, the unmatched money and the projection", async () => {
    setup((table) => {
      table['GET /api/analytics/cashflow'] = () =>
        json(
          200,
          cashflow({
            accounts: [
              {
                id: ACCOUNT_ID,
                name: 'Compte courant',
                currency: 'EUR',
                balance: '-120.50',
                balanceDate: '2026-03-28',
                unmatched: 4,
              },
            ],
            position: '-120.50',
            unmatched: { incoming: '900.00', outgoing: '75.00', count: 4 },
            projected: '3400.00',
          }),
        );
    });
    renderApp('/analytics?tab=cashflow&from=2026-01-01&to=2026-03-31');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Banque' })).toBeInTheDocument();
    const position = within(panel).getByRole('group', { name: 'Trésorerie en banque' });
    expect(position).toHaveTextContent(/-120,50\s€/);
    expect(within(position).getByText(/-120,50/)).toHaveClass('text-destructive');
    const unmatched = within(panel).getByRole('group', { name: 'Mouvements non rapprochés' });
    expect(unmatched).toHaveTextContent(/Encaissements 900,00\s€ · Décaissements 75,00\s€/);
    expect(unmatched).toHaveTextContent('4 mouvement(s)');
    expect(within(unmatched).getByRole('link', { name: 'Rapprocher dans la banque' })).toHaveAttribute(
      'href',
      '/bank?status=unmatched',
    );
    const projected = within(panel).getByRole('group', { name: 'Trésorerie projetée à 90 jours' });
    expect(projected).toHaveTextContent(/3\s400,00\s€/);
    expect(projected).toHaveTextContent(
      'solde bancaire + encaissements attendus − décaissements attendus, retards compris',
    );
    const accounts = within(panel).getByRole('list', { name: 'Comptes' });
    expect(accounts).toHaveTextContent('Compte courant');
    expect(accounts).toHaveTextContent('Dernier mouvement le 28/03/2026');
    expect(accounts).toHaveTextContent('4 à rapprocher');
  });

  it("shows no 'Banque' block when the companies have no bank account", async () => {
    setup((table) => {
      table['GET /api/analytics/cashflow'] = () => json(200, cashflow(null));
    });
    renderApp('/analytics?tab=cashflow&from=2026-01-01&to=2026-03-31');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByRole('heading', { name: 'Prévision à 90 jours' })).toBeInTheDocument();
    expect(within(panel).queryByRole('heading', { name: 'Banque' })).toBeNull();
  });
});
