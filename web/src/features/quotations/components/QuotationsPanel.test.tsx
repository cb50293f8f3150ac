import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Quotation } from '@comptoir/core/modules/quotations';
import { createQueryClient } from '@/lib/query-client';
import { SESSION_QUERY_KEY } from '@/lib/session';
import { makeSession } from '@/test/utils';
import {
  DEMANDE_ID,
  PRODUCT_ID,
  Q1,
  Q2,
  jsonResponse,
  makeList,
  makeQuotation,
  mockFetch,
  threeQuotations,
} from '../test/fixtures';
import { QuotationsPanel } from './QuotationsPanel';

function renderPanel(
  items: Quotation[],
  {
    canEdit = true,
    role = 'Manager' as const,
    handlers = {} as Parameters<typeof mockFetch>[0],
    path = `/demandes?id=${DEMANDE_ID}&quotations=${PRODUCT_ID}`,
  } = {},
) {
  const calls = mockFetch({
    'GET /api/quotations': () => jsonResponse(200, makeList(items)),
    ...handlers,
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(SESSION_QUERY_KEY, makeSession({ role, modules: ['demandes'] }));
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
  const onClose = vi.fn();
  // The panel's view lives in the URL of the demandes page.
  const router = createMemoryRouter(
    [
      {
        path: '/demandes',
        element: (
          <QuotationsPanel
            demandeId={DEMANDE_ID}
            product={{ id: PRODUCT_ID, name: 'Ampoule E27' }}
            canEdit={canEdit}
            onClose={onClose}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { calls, invalidate, onClose, router, search, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });
const listUrls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/quotations?')).map((c) => c.url);

describe('QuotationsPanel', () => {
  it('shows the stats, the cards with their conversions, badges and documents', async () => {
    renderPanel(threeQuotations());
    const dialog = await screen.findByRole('dialog', { name: 'Cotations · Ampoule E27' });
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    expect(within(dialog).getByText('Cotations').nextSibling).toHaveTextContent('3');
    expect(within(dialog).getAllByText('En attente')[0]!.nextSibling).toHaveTextContent('1');
    expect(within(dialog).getAllByText('Meilleur Prix')[0]!.nextSibling).toHaveTextContent(/1\s058,00\s€/);
    expect(within(dialog).getByText('Prix moyen').nextSibling).toHaveTextContent(/1\s129,00\s€/);

    const bright = card('Shenzhen Bright Co.');
    expect(bright).toHaveTextContent('$1,150.00');
    expect(bright).toHaveTextContent(/≈ 1\s058,00\s€ \(taux 0,9200 au 03\/02\/2026\)/);
    expect(within(bright).getByText('Meilleur Prix')).toBeInTheDocument();
    const ai = within(bright).getByLabelText(/^Extraite par l'IA, confiance 82/);
    expect(ai).toHaveAttribute('data-level', 'medium');
    expect(within(bright).getByRole('img', { name: '5 sur 5' })).toBeInTheDocument();
    expect(within(bright).getByRole('link', { name: /devis-bright\.pdf/ })).toHaveAttribute(
      'href',
      `/api/quotations/${Q2}/documents/22222222-0000-4000-8000-000000000001`,
    );
    expect(card('British Lamps Ltd')).toHaveTextContent('taux indisponible');
    // Same currency as the base: no conversion line.
    expect(card('Lumitech SARL')).not.toHaveTextContent('taux');
    expect(card('Lumitech SARL')).toHaveTextContent("Valable jusqu'au30/06/2026");
  });

  it('offers approve and reject only on a pending quotation', async () => {
    renderPanel(threeQuotations());
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    const pending = card('Lumitech SARL');
    expect(within(pending).getByRole('button', { name: 'Approuver' })).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Rejeter' })).toBeInTheDocument();
    for (const name of ['Shenzhen Bright Co.', 'British Lamps Ltd']) {
      expect(within(card(name)).queryByRole('button', { name: 'Approuver' })).toBeNull();
      expect(within(card(name)).queryByRole('button', { name: 'Rejeter' })).toBeNull();
      expect(within(card(name)).queryByRole('button', { name: 'Modifier' })).toBeNull();
    }
  });

  it('hides the actions from a reader', async () => {
    renderPanel(threeQuotations(), { canEdit: false, role: 'Viewer' as never });
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    expect(screen.queryByRole('button', { name: 'Approuver' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvelle cotation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Analyse IA' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supprimer' })).toBeNull();
  });

  it('approves, then refreshes the list and the request (card count and best price)', async () => {
    const { calls, user, invalidate } = renderPanel(threeQuotations(), {
      handlers: {
        [`POST /api/quotations/${Q1}/approve`]: () =>
          jsonResponse(200, makeQuotation({ status: 'approved' })),
      },
    });
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    await user.click(within(card('Lumitech SARL')).getByRole('button', { name: 'Approuver' }));
    expect(await screen.findByText('Cotation de Lumitech SARL approuvée.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url === `/api/quotations/${Q1}/approve`)).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['demandes', 'detail', DEMANDE_ID] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['quotations', 'product', PRODUCT_ID] });
  });

  it('asks before rejecting, and shows the server refusal in French', async () => {
    const { calls, user } = renderPanel(threeQuotations(), {
      handlers: {
        [`POST /api/quotations/${Q1}/reject`]: () =>
          jsonResponse(409, {
            error: {
              code: 'conflict',
              message: 'Impossible de rejeter cette cotation : elle a expiré (valable jusqu’au 30/06/2026).',
            },
          }),
      },
    });
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    await user.click(within(card('Lumitech SARL')).getByRole('button', { name: 'Rejeter' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Rejeter la cotation' });
    expect(confirm).toHaveTextContent('Rejeter la cotation de Lumitech SARL ?');
    expect(calls.some((c) => c.url.endsWith('/reject'))).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Rejeter' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Impossible de rejeter cette cotation : elle a expiré',
    );
  });

  it('sends the search (debounced), the status filter and the three sorts with their default order', async () => {
    const { calls, user } = renderPanel(threeQuotations());
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    expect(listUrls(calls)[0]).toBe(`/api/quotations?requestedProductId=${PRODUCT_ID}&sort=date&order=desc`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price');
    await waitFor(() => expect(listUrls(calls).at(-1)).toContain('sort=price&order=asc'));
    expect(screen.getByRole('combobox', { name: 'Ordre' })).toHaveDisplayValue('Prix croissant');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'supplier');
    await waitFor(() => expect(listUrls(calls).at(-1)).toContain('sort=supplier&order=asc'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'approved');
    await waitFor(() => expect(listUrls(calls).at(-1)).toContain('status=approved'));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'bright');
    await waitFor(() => expect(listUrls(calls).at(-1)).toContain('q=bright'));
    // One request for the whole word, not one per letter.
    expect(listUrls(calls).filter((u) => u.includes('q=')).length).toBe(1);
  });

  it('keeps its view in the URL: search, status, sort, order and tab, defaults left out', async () => {
    const { user, search, router } = renderPanel(threeQuotations());
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    const actions: string[] = [];
    router.subscribe((state) => actions.push(state.historyAction));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price');
    await waitFor(() => expect(search().get('qsort')).toBe('price'));
    expect(search().has('qorder')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordre' }), 'desc');
    await waitFor(() => expect(search().get('qorder')).toBe('desc'));
    // A new sort starts from its own default order.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'date');
    await waitFor(() => expect(search().has('qsort')).toBe(false));
    expect(search().has('qorder')).toBe(false);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'rejected');
    await waitFor(() => expect(search().get('qstatus')).toBe('rejected'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), '');
    await waitFor(() => expect(search().has('qstatus')).toBe(false));
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'bright');
    await waitFor(() => expect(search().get('qq')).toBe('bright'));
    await user.click(screen.getByRole('tab', { name: 'Comparaison' }));
    await waitFor(() => expect(search().get('qtab')).toBe('compare'));
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    await waitFor(() => expect(search().has('qtab')).toBe(false));
    // The rest of the view stays, and no history entry was added (Back still closes the panel).
    expect(search().get('id')).toBe(DEMANDE_ID);
    expect(search().get('quotations')).toBe(PRODUCT_ID);
    expect(actions).not.toContain('PUSH');
  });

  it('reads its view from the URL, invalid values falling back to the defaults', async () => {
    const { calls } = renderPanel(threeQuotations(), {
      path: `/demandes?id=${DEMANDE_ID}&quotations=${PRODUCT_ID}&qq=lumi&qstatus=approved&qsort=supplier&qorder=desc&qtab=compare`,
    });
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Comparaison' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('searchbox', { name: 'Rechercher' })).toHaveValue('lumi');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('approved');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('supplier');
    expect(screen.getByRole('combobox', { name: 'Ordre' })).toHaveValue('desc');
    expect(listUrls(calls)[0]).toContain('status=approved');
    expect(listUrls(calls)[0]).toContain('q=lumi');
    expect(listUrls(calls)[0]).toContain('sort=supplier&order=desc');
  });

  it('ignores invalid values in the URL', async () => {
    const { calls } = renderPanel(threeQuotations(), {
      path: `/demandes?id=${DEMANDE_ID}&quotations=${PRODUCT_ID}&qstatus=lost&qsort=colour&qorder=up&qtab=chart`,
    });
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    expect(screen.getByRole('tab', { name: 'Liste' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Statut' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Trier par' })).toHaveValue('date');
    expect(screen.getByRole('combobox', { name: 'Ordre' })).toHaveValue('desc');
    expect(listUrls(calls)[0]).toBe(`/api/quotations?requestedProductId=${PRODUCT_ID}&sort=date&order=desc`);
  });

  it("says 'Aucune cotation pour ce produit' when there is none", async () => {
    renderPanel([], {
      handlers: {
        'GET /api/quotations': () => jsonResponse(200, makeList([], { bestPrice: null, average: null })),
      },
    });
    expect(await screen.findByText('Aucune cotation pour ce produit')).toBeInTheDocument();
    expect(screen.getAllByText('Meilleur Prix')[0]!.nextSibling).toHaveTextContent('—');
  });

  it('compares side by side and highlights the best value of each row', async () => {
    const { user } = renderPanel(threeQuotations());
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    await user.click(screen.getByRole('tab', { name: 'Comparaison' }));
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers[0]).toContain('Lumitech SARL');
    const row = (name: RegExp) => within(table).getByRole('row', { name });
    const best = (r: HTMLElement) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.hasAttribute('data-best'));
    // Columns: Lumitech (pending), Bright (approved), British (rejected: not ranked).
    expect(best(row(/^Prix total/))).toEqual([false, true, false]);
    expect(best(row(/^Délai de livraison/))).toEqual([true, false, false]);
    expect(best(row(/^Validité/))).toEqual([false, true, false]);
    expect(best(row(/^Note/))).toEqual([false, true, false]);
    expect(row(/^Prix total/)).toHaveTextContent('taux indisponible');
  });

  it('compares the unit price of each line in the base currency, the lowest highlighted', async () => {
    const line = (overrides: Partial<Quotation['lines'][number]>): Quotation['lines'][number] => ({
      id: crypto.randomUUID(),
      position: 0,
      productId: null,
      requestedProductId: null,
      name: '',
      description: '',
      quantity: '500',
      unit: '',
      unitPrice: null,
      total: null,
      specifications: '',
      convertedUnitPrice: null,
      ...overrides,
    });
    const [lumitech, bright, british] = threeQuotations();
    lumitech!.lines = [
      line({
        name: 'Ampoule 9 W',
        requestedProductId: PRODUCT_ID,
        unitPrice: '2.40',
        convertedUnitPrice: '2.40',
      }),
      line({ name: 'Douille E27', unitPrice: '0.50', convertedUnitPrice: '0.50' }),
      // No unit price: not compared.
      line({ name: 'Emballage' }),
    ];
    bright!.lines = [
      line({
        name: 'LED bulb',
        requestedProductId: PRODUCT_ID,
        unit: 'pcs',
        unitPrice: '2.30',
        convertedUnitPrice: '2.116',
      }),
      line({ name: 'douille e27', unitPrice: '0.40', convertedUnitPrice: '0.368' }),
    ];
    // Rejected, and no rate for GBP: shown, never converted at 1, not ranked.
    british!.lines = [line({ name: 'Bulb', requestedProductId: PRODUCT_ID, unitPrice: '1.90' })];
    const { user } = renderPanel([lumitech!, bright!, british!]);
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    await user.click(screen.getByRole('tab', { name: 'Comparaison' }));
    const table = await screen.findByRole('table');
    expect(
      within(table).getByRole('columnheader', { name: 'Prix unitaire par ligne (EUR)' }),
    ).toBeInTheDocument();
    const rows = within(table)
      .getAllByRole('row')
      .filter((r) => r.hasAttribute('data-line-row'));
    // The requested product (its name) first, then the other line by name, without case.
    expect(rows.map((r) => r.getAttribute('data-line-row'))).toEqual(['Ampoule E27', 'Douille E27']);
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell');
    const [bulbs, sockets] = rows as [HTMLElement, HTMLElement];
    expect(cells(bulbs).map((c) => c.hasAttribute('data-best'))).toEqual([false, true, false]);
    expect(cells(bulbs)[0]).toHaveTextContent('2,40 €');
    expect(cells(bulbs)[1]).toHaveTextContent('2,116 €');
    expect(cells(bulbs)[1]).toHaveTextContent('$2.30 / pcs');
    expect(cells(bulbs)[1]).toHaveTextContent('(meilleure valeur)');
    expect(cells(bulbs)[2]).toHaveTextContent('taux indisponible');
    expect(cells(bulbs)[2]).toHaveTextContent('£1.90');
    expect(cells(sockets).map((c) => c.hasAttribute('data-best'))).toEqual([false, true, false]);
    expect(cells(sockets)[2]).toHaveTextContent('—');
    // The lines on the cards, in the quotation's currency.
    await user.click(screen.getByRole('tab', { name: 'Liste' }));
    const lines = within(await screen.findByRole('article', { name: 'Shenzhen Bright Co.' })).getByRole(
      'table',
      {
        name: 'Lignes (2)',
      },
    );
    expect(within(lines).getByRole('row', { name: /LED bulb/ })).toHaveTextContent('500 pcs$2.30≈ 2,116 €—');
  });

  it('closes with Escape', async () => {
    const { user, onClose } = renderPanel(threeQuotations());
    await screen.findByRole('article', { name: 'Lumitech SARL' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
