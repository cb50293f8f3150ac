import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { screen, waitFor, within } from '@testing-library/react';
import type { PriceListPage as Page, PriceListRow } from '@comptoir/core/modules/pricelist';
import type { ListProductsResponse } from '@comptoir/core/modules/products';
import { ZONES } from '@comptoir/core/modules/catalogue';
import { makePriceListRow, makeZonePrice } from '@/test/pricelist';
import { makeProduct } from '@/test/products';
import { json, onePage, makeSession, renderApp } from '@/test/utils';

const row = makePriceListRow([
  makeZonePrice({ zone: 'Europe', price: { amount: '60.00', currency: 'EUR' }, marginPercent: '-25.00' }),
  makeZonePrice({
    id: '33333333-3333-4333-8333-333333333333',
    zone: 'Asie',
    price: { amount: '150.00', currency: 'USD' },
    validFrom: '2099-01-01',
    marginReason: 'rateUnavailable',
    baseConverted: null,
    status: 'future',
    current: false,
  }),
]);

function setup(items: PriceListRow[], modules = ['pricelist']) {
  const requests: string[] = [];
  const session = makeSession({ modules, role: 'Editor' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requests.push(url);
      const path = url.split('?')[0];
      if (path === '/api/auth/session') return json(200, session);
      if (path === '/api/auth/demo-accounts') return json(200, { demo: false, accounts: [] });
      if (path === '/api/pricelists') {
        const page: Page = { ...onePage(items), today: '2026-06-01' };
        return json(200, page);
      }
      if (path === '/api/products') {
        const found: ListProductsResponse = {
          items: [
            makeProduct({
              id: row.product.id,
              name: row.product.name,
              reference: row.product.reference,
              description: 'Chemise en lin lavé',
              category: 'Textile',
              price: row.product.basePrice,
              quantity: 3,
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 5,
        };
        return json(200, found);
      }
      return json(404, { error: { code: 'not_found', message: 'not found' } });
    }),
  );
  return { requests };
}

describe('/pricelist', () => {
  it('names the zones in the interface language; the stored value stays French', async () => {
    await i18n.changeLanguage('en');
    setup([row]);
    renderApp('/pricelist');
    const tr = (await screen.findByText('Chemise lin')).closest('tr')!;
    for (const zone of ['Asia', 'North America', 'Oceania']) {
      expect(screen.getByRole('columnheader', { name: zone })).toBeInTheDocument();
    }
    expect(screen.queryByRole('columnheader', { name: 'Asie' })).toBeNull();
    const asia = within(tr).getByRole('button', { name: /Chemise lin .*Asia$/ });
    expect(asia).toHaveAttribute('data-zone', 'Asie');
  });

  it('shows one column per zone with the current price, its margin and a marker for other periods', async () => {
    setup([row]);
    renderApp('/pricelist');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tarifs par Zone' })).toBeInTheDocument();
    const tr = (await screen.findByText('Chemise lin')).closest('tr')!;
    for (const zone of ZONES) expect(screen.getByRole('columnheader', { name: zone })).toBeInTheDocument();
    const europe = within(tr).getByRole('button', {
      name: 'Modifier les prix de Chemise lin en zone Europe',
    });
    expect(europe).toHaveTextContent('60,00');
    expect(within(europe).getByText(/−25,00 %/)).toHaveClass('text-destructive');
    const asie = within(tr).getByRole('button', { name: 'Modifier les prix de Chemise lin en zone Asie' });
    expect(asie).toHaveTextContent('Pas de prix en vigueur');
    expect(asie).toHaveTextContent('+1');
    expect(
      within(tr).getByRole('button', { name: 'Ajouter un prix pour Chemise lin en zone France' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Marge = \(prix de la zone − prix de base\)/)).toBeInTheDocument();
  });

  it('opens the editor with Enter on a cell and closes it with Escape', async () => {
    setup([row]);
    const { user } = renderApp('/pricelist');
    const cell = await screen.findByRole('button', {
      name: 'Modifier les prix de Chemise lin en zone Europe',
    });
    cell.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'CHM-001 · Europe' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('searches on the server once typing pauses, and filters by category and zone', async () => {
    const { requests } = setup([row]);
    const { user } = renderApp('/pricelist');
    await screen.findByText('Chemise lin');
    await user.type(screen.getByLabelText('Recherche'), 'chem');
    await waitFor(() => expect(requests.some((u) => u.includes('q=chem'))).toBe(true));
    expect(requests.some((u) => /q=c(&|$)/.test(u))).toBe(false);
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'Textile');
    await waitFor(() => expect(requests.some((u) => u.includes('category=Textile'))).toBe(true));
    await user.selectOptions(screen.getByLabelText('Zone'), 'Europe');
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: 'Asie' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Exporter (CSV)' })).toHaveAttribute(
      'href',
      expect.stringContaining('format=csv&q=chem&category=Textile&zone=Europe'),
    );
  });

  it('adds a price: finds the product with the picker by keyboard, then opens its zone editor', async () => {
    const { requests } = setup([row], ['pricelist', 'products']);
    const { user } = renderApp('/pricelist?category=Industriel');
    await waitFor(() => expect(requests.some((u) => u.includes('category=Industriel'))).toBe(true));
    await user.click(await screen.findByRole('button', { name: 'Ajouter un prix' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un prix' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continuer' });
    expect(continueButton).toBeDisabled();
    await user.type(within(dialog).getByRole('combobox', { name: 'Produit' }), 'chem');
    expect(await within(dialog).findByRole('option', { name: /Chemise lin/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(requests.some((u) => u.startsWith('/api/products?') && u.includes('q=chem'))).toBe(true),
    );
    await user.keyboard('{ArrowDown}{Enter}');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Produit choisi : Chemise lin (CHM-001)');
    await user.selectOptions(within(dialog).getByLabelText('Zone'), 'Asie');
    await user.click(continueButton);
    expect(await screen.findByRole('dialog', { name: 'CHM-001 · Asie' })).toBeInTheDocument();
    // The grid shows that product: its reference as the search, the other filters cleared.
    await waitFor(() =>
      expect(requests.some((u) => u.startsWith('/api/pricelists?') && /q=CHM-001(&|$)/.test(u))).toBe(true),
    );
    expect(requests.filter((u) => u.startsWith('/api/pricelists?')).at(-1)).not.toContain('category=');
    expect(screen.getByLabelText('Recherche')).toHaveValue('CHM-001');
  });

  it('offers no picker without the products module', async () => {
    setup([row], ['pricelist']);
    renderApp('/pricelist');
    await screen.findByText('Chemise lin');
    expect(screen.getByRole('button', { name: 'Importer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ajouter un prix' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    setup([]);
    renderApp('/pricelist');
    expect(await screen.findByRole('heading', { name: 'Aucun produit' })).toBeInTheDocument();
  });
});
