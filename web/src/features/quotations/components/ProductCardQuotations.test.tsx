import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ProductCard } from '@/features/demandes/components/ProductCard';
import { makeDetail } from '@/features/demandes/test/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { DEMANDE_ID, jsonResponse, makeList, mockFetch, threeQuotations } from '../test/fixtures';

/** The card on the demandes page, at `path` (the panel's view lives in the URL). */
function renderCard(path = `/demandes?id=${DEMANDE_ID}`) {
  const calls = mockFetch({ 'GET /api/quotations': () => jsonResponse(200, makeList(threeQuotations())) });
  const product = makeDetail().products[0]!;
  const router = createMemoryRouter(
    [
      {
        path: '/demandes',
        element: (
          <ProductCard
            demandeId={DEMANDE_ID}
            product={product}
            canEdit
            onEdit={() => {}}
            onDelete={() => {}}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const search = () => new URLSearchParams(router.state.location.search);
  return { calls, product, router, search, user: userEvent.setup() };
}

const listUrls = (calls: { method: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.startsWith('/api/quotations?')).map((c) => c.url);

describe("the requested product card's 'Cotations' button", () => {
  it('opens the quotations panel (loaded on demand) and Escape closes it', async () => {
    const { calls, product, search, user } = renderCard();
    const button = screen.getByRole('button', { name: /^Cotations : 2 · Meilleur prix : 1\s234,50\s€$/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cotations · Ampoule E27' }, { timeout: 8000 });
    expect(await within(dialog).findByRole('article', { name: 'Lumitech SARL' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`requestedProductId=${product.id}`))).toBe(true);
    expect(search().get('quotations')).toBe(product.id);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    // Closing removes the panel's parameters, the open request stays.
    expect(search().has('quotations')).toBe(false);
    expect(search().get('id')).toBe(DEMANDE_ID);
  }, 20_000);

  it('opens in a new history entry: Back closes the panel', async () => {
    const { router, search, user } = renderCard();
    await user.click(screen.getByRole('button', { name: /^Cotations/ }));
    await screen.findByRole('dialog', { name: 'Cotations · Ampoule E27' }, { timeout: 8000 });
    await user.click(screen.getByRole('tab', { name: 'Comparaison' }));
    await waitFor(() => expect(search().get('qtab')).toBe('compare'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe(`?id=${DEMANDE_ID}`);
  }, 20_000);

  it('reopens from the URL in the same state, and changing the sort writes qsort', async () => {
    const product = makeDetail().products[0]!;
    const { calls, search, user } = renderCard(
      `/demandes?id=${DEMANDE_ID}&quotations=${product.id}&qstatus=pending&qsort=price`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cotations · Ampoule E27' }, { timeout: 8000 });
    expect(within(dialog).getByRole('combobox', { name: 'Statut' })).toHaveDisplayValue('En attente');
    expect(within(dialog).getByRole('combobox', { name: 'Trier par' })).toHaveValue('price');
    expect(within(dialog).getByRole('combobox', { name: 'Ordre' })).toHaveDisplayValue('Prix croissant');
    await waitFor(() => expect(listUrls(calls)[0]).toContain('status=pending&sort=price&order=asc'));

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Trier par' }), 'supplier');
    await waitFor(() => expect(search().get('qsort')).toBe('supplier'));
    expect(search().get('qstatus')).toBe('pending');
    expect(search().get('quotations')).toBe(product.id);
    await waitFor(() => expect(listUrls(calls).at(-1)).toContain('sort=supplier&order=asc'));
  }, 20_000);
});
