import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConvertResponse, RatesResponse, RatesStatus } from '@comptoir/core/modules/currency';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/lib/query-client';
import { setSession } from '@/lib/session';
import { json, makeSession, mockApi, SUPER_ADMIN, type RecordedRequest } from '@/test/utils';
import { CurrencyTab } from './CurrencyTab';
import { Converter } from './Converter';
import { sentBody } from '@/test/forms';

// Test values only.
const direct = (amount: string, from: string, to: string, rate: string): ConvertResponse => ({
  unavailable: false,
  amount,
  from: from as 'EUR',
  to: to as 'EUR',
  rate,
  rateExact: rate,
  rateDate: '2026-01-15',
  source: 'manual',
  updatedAt: '2026-01-15T09:30:00.000Z',
  path: 'direct',
  legs: [],
});

const RATES: RatesResponse = {
  base: 'EUR',
  rates: [
    {
      currency: 'USD',
      unavailable: false,
      rate: '1.1642',
      rateExact: '1.1642',
      rateDate: '2026-01-16',
      source: 'ECB',
      updatedAt: '2026-01-16T15:05:00.000Z',
      path: 'direct',
      legs: [],
    },
    { currency: 'CNY', unavailable: true, message: 'taux indisponible' },
    { currency: 'MUR', unavailable: true, message: 'taux indisponible' },
    { currency: 'GBP', unavailable: true, message: 'taux indisponible' },
  ],
};

const STATUS: RatesStatus = {
  ecb: {
    enabled: true,
    refreshMinutes: 10,
    cacheMinutes: 5,
    lastSuccessAt: null,
    lastRateDate: null,
    lastError: 'network',
    lastErrorDetail: 'Error: getaddrinfo ENOTFOUND www.ecb.europa.eu',
    lastErrorAt: '2026-01-16T15:00:00.000Z',
    nextRefreshAt: '2026-01-16T15:10:00.000Z',
  },
  manual: { count: 0, lastEntryAt: null },
};

function baseApi(
  convert: (r: RecordedRequest) => Response = (r) => {
    const body = r.body as { amount: string; from: string; to: string };
    return json(200, direct(body.amount === '1234.50' ? '65922.30' : '5340.00', body.from, body.to, '53.4'));
  },
  rates: RatesResponse = RATES,
) {
  return mockApi({
    'GET /api/currencies': () =>
      json(200, {
        items: [
          { code: 'EUR', name: 'Euro', symbol: '€', flag: '🇪🇺' },
          { code: 'USD', name: 'Dollar américain', symbol: '$', flag: '🇺🇸' },
          { code: 'CNY', name: 'Yuan chinois', symbol: '¥', flag: '🇨🇳' },
          { code: 'MUR', name: 'Roupie mauricienne', symbol: 'Rs', flag: '🇲🇺' },
          { code: 'GBP', name: 'Livre sterling', symbol: '£', flag: '🇬🇧' },
        ],
      }),
    'GET /api/currencies/base': () => json(200, { currency: 'EUR' }),
    'PUT /api/currencies/base': (r) => json(200, r.body),
    'GET /api/currencies/rates?base=EUR': () => json(200, rates),
    'GET /api/currencies/rates?base=MUR': () => json(200, { base: 'MUR', rates: [] }),
    'GET /api/currencies/status': () => json(200, STATUS),
    'POST /api/currencies/convert': convert,
    'POST /api/currencies/rates': (r) =>
      json(201, {
        id: '6f1c0d3e-1c1f-4f0e-9d55-3b7d0d6f1a01',
        ...(r.body as object),
        rate: '53.4000000000',
        source: 'manual',
        updatedAt: '2026-01-16T15:00:00.000Z',
        enteredBy: null,
      }),
  });
}

function renderTab(user = makeSession()) {
  const queryClient = createQueryClient();
  setSession(queryClient, user);
  render(
    <AppProviders queryClient={queryClient}>
      <CurrencyTab />
    </AppProviders>,
  );
  return { user: userEvent.setup() };
}

function renderConverter() {
  const queryClient = createQueryClient();
  render(
    <AppProviders queryClient={queryClient}>
      <Converter initialFrom="EUR" debounceMs={10} />
    </AppProviders>,
  );
  return userEvent.setup();
}

const result = () => screen.getByRole('status', { name: 'Résultat' });
const convertCalls = (requests: RecordedRequest[]) =>
  requests.filter((r) => r.url === '/api/currencies/convert');

describe('converter', () => {
  it('reads a French amount, converts on the server and shows the result with the rate and its date', async () => {
    const { requests } = baseApi();
    const user = renderConverter();
    await user.selectOptions(screen.getByLabelText('Vers'), 'MUR');
    const amount = screen.getByLabelText('Montant');
    await user.clear(amount);
    await user.type(amount, '1 234,50');
    await waitFor(() =>
      expect(screen.getByTestId('conversion-amount').textContent).toBe('Rs\u00a065,922.30'),
    );
    expect(convertCalls(requests).at(-1)!.body).toEqual({ amount: '1234.50', from: 'EUR', to: 'MUR' });
    expect(result()).toHaveTextContent('Taux utilisé : 1 EUR = 53,4000 MUR');
    expect(result()).toHaveTextContent('Taux du 15/01/2026, source : Saisie manuelle');
  });

  it('takes 1234.50 with a dot too', async () => {
    const { requests } = baseApi();
    const user = renderConverter();
    const amount = screen.getByLabelText('Montant');
    await user.clear(amount);
    await user.type(amount, '1234.50');
    await waitFor(() =>
      expect(convertCalls(requests).at(-1)?.body).toEqual({ amount: '1234.50', from: 'EUR', to: 'USD' }),
    );
  });

  it('refuses an invalid amount without asking the server', async () => {
    const { requests } = baseApi();
    const user = renderConverter();
    await waitFor(() => expect(convertCalls(requests)).toHaveLength(1)); // the initial 100
    const amount = screen.getByLabelText('Montant');
    await user.clear(amount);
    await user.type(amount, '12abc');
    expect(
      await screen.findByText('Montant invalide. Saisissez un nombre, par exemple 1 234,50.'),
    ).toBeVisible();
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(convertCalls(requests).map((r) => (r.body as { amount: string }).amount)).not.toContain('12abc');
  });

  it("shows 'taux indisponible' when the server has no rate, and no amount", async () => {
    baseApi(() => json(200, { unavailable: true, from: 'EUR', to: 'USD', message: 'taux indisponible' }));
    renderConverter();
    await waitFor(() => expect(result()).toHaveTextContent('taux indisponible'));
    expect(screen.queryByTestId('conversion-amount')).not.toBeInTheDocument();
  });

  it('swaps the currencies', async () => {
    const { requests } = baseApi();
    const user = renderConverter();
    await user.click(screen.getByRole('button', { name: 'Inverser les devises' }));
    await waitFor(() =>
      expect(convertCalls(requests).at(-1)?.body).toEqual({ amount: '100', from: 'USD', to: 'EUR' }),
    );
  });
});

describe('currency tab', () => {
  it('shows the rates from the base with date and source, and taux indisponible where none', async () => {
    baseApi();
    renderTab();
    const table = await screen.findByRole('table');
    const usd = within(table).getByRole('row', { name: /USD/ });
    expect(usd).toHaveTextContent('1,1642');
    expect(usd).toHaveTextContent('16/01/2026');
    expect(usd).toHaveTextContent('BCE');
    expect(within(table).getByRole('row', { name: /MUR/ })).toHaveTextContent('taux indisponible');
    // The card's description is shown once, not repeated as the table's caption (issue 30 §1).
    expect(screen.getAllByText('Valeur de 1 EUR dans les autres devises.')).toHaveLength(1);
    expect(screen.getByRole('table', { name: 'Taux actuels' })).toBe(table);
  });

  it('says how to get rates when none is known, and that demo rates are not real ones (issue 30 §4)', async () => {
    const none: RatesResponse = {
      base: 'EUR',
      rates: RATES.rates.map((r) => ({
        currency: r.currency,
        unavailable: true,
        message: 'taux indisponible',
      })),
    };
    baseApi(undefined, none);
    renderTab();
    expect(await screen.findByText(/Aucun taux de change n'est encore connu/)).toHaveTextContent(
      /« Mettre à jour maintenant ».*« Saisir un taux »/,
    );
    expect(screen.queryByText(/données de démonstration/)).toBeNull();
  });

  it('marks demo rates as such', async () => {
    const demo: RatesResponse = {
      base: 'EUR',
      rates: RATES.rates.map((r) => (r.unavailable ? r : { ...r, source: 'demo' })),
    };
    baseApi(undefined, demo);
    renderTab();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('row', { name: /USD/ })).toHaveTextContent("Taux d'exemple (démo)");
    expect(screen.getByText(/viennent des données de démonstration/)).toBeInTheDocument();
    expect(screen.queryByText(/Aucun taux de change n'est encore connu/)).toBeNull();
  });

  it('shows the update status: automatic refresh every 10 minutes, the last error', async () => {
    baseApi();
    renderTab();
    expect(
      await screen.findByText('Les taux sont mis à jour automatiquement toutes les 10 minutes.'),
    ).toBeVisible();
    // In words, the server's technical detail only in the tooltip and a folded details line (issue 30 §1).
    const error = screen.getByText(
      /Impossible de joindre la Banque centrale européenne \(réseau indisponible\)/,
    );
    expect(error).toBeVisible();
    expect(error).toHaveAttribute('title', 'Error: getaddrinfo ENOTFOUND www.ecb.europa.eu');
    expect(screen.getByText('Error: getaddrinfo ENOTFOUND www.ecb.europa.eu')).not.toBeVisible();
    expect(screen.getByText('Détail technique')).toBeVisible();
    expect(screen.getAllByText('Jamais').length).toBeGreaterThan(0);
  });

  it('saves the base currency', async () => {
    const { requests } = baseApi();
    const { user } = renderTab();
    await user.selectOptions(await screen.findByLabelText('Devise de base'), 'MUR');
    await waitFor(() => expect(sentBody(requests, 'PUT')).toEqual({ currency: 'MUR' }));
  });

  it('hides the manual entry and the refresh button from users who are not super admins', async () => {
    baseApi();
    renderTab();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Mettre à jour maintenant' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enregistrer le taux' })).not.toBeInTheDocument();
  });

  it('lets a super admin enter a rate typed the French way', async () => {
    const { requests } = baseApi();
    const { user } = renderTab(makeSession(SUPER_ADMIN));
    expect(await screen.findByRole('button', { name: 'Mettre à jour maintenant' })).toBeVisible();
    await user.type(screen.getByLabelText(/^Taux \(1 devise/), '53,4');
    const date = screen.getByLabelText('Date du taux');
    await user.clear(date);
    await user.type(date, '2026-01-15');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    await waitFor(() =>
      expect(sentBody(requests, 'POST', '/api/currencies/rates')).toEqual({
        base: 'EUR',
        quote: 'MUR',
        rate: '53.4',
        rateDate: '2026-01-15',
      }),
    );
  });

  it('refuses a manual rate of zero before sending it', async () => {
    const { requests } = baseApi();
    const { user } = renderTab(makeSession(SUPER_ADMIN));
    await user.type(await screen.findByLabelText(/^Taux \(1 devise/), '0');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le taux' }));
    expect(await screen.findByText('Le taux doit être un nombre strictement positif.')).toBeVisible();
    expect(requests.some((r) => r.method === 'POST' && r.url === '/api/currencies/rates')).toBe(false);
  });
});
