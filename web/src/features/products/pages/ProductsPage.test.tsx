import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Product } from '@comptoir/core/modules/products';
import { makeProduct } from '@/test/products';
import { json, onePage, renderApp, stubSignedIn } from '@/test/utils';
import { expectEmptyList, expectLastCall } from '@/test/list';

const product = makeProduct({
  name: 'Théière en fonte',
  reference: 'TH-001',
  description: 'Fonte émaillée, 1 L',
  price: { amount: '1234.50', currency: 'EUR' },
  quantity: 12,
  supplierName: 'Atlas',
});

/** fetch by path (query ignored), recording the calls. */
function setup(role: 'Manager' | 'Viewer', products: () => Response) {
  return stubSignedIn(
    { role, modules: ['dashboard', 'products'] },
    {
      'GET /api/products': products,
      'GET /api/suppliers': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    },
  );
}

const page = (items: Product[]) => () => json(200, { ...onePage(items, 24) });

describe('/products', () => {
  it('shows the cards, then the table view kept in the URL, with prices in their currency', async () => {
    setup('Manager', page([product]));
    const { user, router } = renderApp('/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Catalogue Produits' })).toBeInTheDocument();
    const card = (await screen.findByText('Théière en fonte')).closest('li')!;
    expect(within(card).getByText('TH-001')).toBeInTheDocument();
    expect(card.textContent).toMatch(/1\s234,50\s€/);
    expect(screen.getByRole('button', { name: 'Nouveau Produit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Vue tableau' }));
    expect(router.state.location.search).toContain('view=table');
    const row = (await screen.findByRole('cell', { name: 'Théière en fonte' })).closest('tr')!;
    expect(within(row).getByText('Atlas')).toBeInTheDocument();
  });

  it('sends the sort and category filters to the server', async () => {
    const calls = setup('Manager', page([product]));
    const { user } = renderApp('/products?category=Textile');
    await screen.findByText('Théière en fonte');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'price');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ordre' }), 'desc');
    await expectLastCall(calls, '/api/products?', ['category=Textile', 'sort=price', 'order=desc']);
  });

  it('shows the categories in the interface language, the filter value staying the stored key (issue 30 §1)', async () => {
    stubSignedIn(
      { role: 'Manager', modules: ['dashboard', 'products'], preferences: { language: 'en' } },
      {
        'GET /api/products': page([{ ...product, category: 'Électronique' }]),
        'GET /api/suppliers': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
      },
    );
    renderApp('/products');
    const card = (await screen.findByText('Théière en fonte')).closest('li')!;
    expect(await within(card).findByText('Electronics')).toBeInTheDocument();
    expect(within(card).queryByText('Électronique')).toBeNull();
    const filter = screen.getByRole('combobox', { name: 'Category' });
    expect(within(filter).getByRole('option', { name: 'Electronics' })).toHaveValue('Électronique');
    expect(within(filter).getByRole('option', { name: 'Cosmetics' })).toHaveValue('Cosmétique');
    expect(within(filter).queryByRole('option', { name: 'Médical' })).toBeNull();
  });

  it("shows 'Aucun produit trouvé' and hides writing actions from a Viewer", async () => {
    setup('Viewer', page([]));
    await expectEmptyList('/products', 'Aucun produit trouvé');
    expect(screen.queryByRole('button', { name: 'Nouveau Produit' })).toBeNull();
  });

  it('shows the loading error of the specification', async () => {
    setup('Manager', () => new Response('', { status: 500 }));
    renderApp('/products');
    expect(
      await screen.findByText('Une erreur est survenue lors de la récupération des produits'),
    ).toBeInTheDocument();
  });

  it('asks before deleting, saying the deletion is irreversible', async () => {
    setup('Manager', page([product]));
    const { user } = renderApp('/products');
    await user.click(await screen.findByRole('button', { name: 'Supprimer Théière en fonte' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet élément ?');
    expect(dialog).toHaveTextContent('Cette suppression est définitive');
  });
});
