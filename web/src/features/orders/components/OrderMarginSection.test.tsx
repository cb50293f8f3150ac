import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { OrderMargin } from '@comptoir/core/modules/margin';
import { json, preloadPage, renderApp } from '@/test/utils';
import { ORDER_ID, SALES_MODULES, order, stubApi } from '@/components/sales/test/fixtures';

const PO = '90000000-0000-4000-8000-000000000001';
const LINE = '90000000-0000-4000-8000-000000000002';
const ITEMS = ['70000000-0000-4000-8000-000000000001', '70000000-0000-4000-8000-000000000002'];
const text = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');

const ref = {
  purchaseOrderId: PO,
  number: 'BCF-2026-00042',
  lineId: LINE,
  description: 'Bouton nacre',
  supplierName: 'Ningbo Buttons Co.',
};
const MARGIN: OrderMargin = {
  orderId: ORDER_ID,
  currency: 'EUR',
  lines: [
    {
      orderItemId: ITEMS[0]!,
      productName: 'Bouton nacre 15 mm',
      quantity: '100',
      revenue: '1000.00',
      source: 'landed',
      unitCost: '5.8000',
      cost: '580.00',
      margin: '420.00',
      marginPercent: '42.00',
      sources: [ref],
      suggestions: [],
    },
    {
      orderItemId: ITEMS[1]!,
      productName: 'Fermeture éclair',
      quantity: '20',
      revenue: '300.00',
      source: 'none',
      unitCost: null,
      cost: null,
      margin: null,
      marginPercent: null,
      sources: [],
      suggestions: [
        { ...ref, lineId: '90000000-0000-4000-8000-000000000003', description: 'Fermeture éclair' },
      ],
    },
  ],
  totals: {
    revenue: '1300.00',
    cost: '580.00',
    margin: '420.00',
    marginPercent: '42.00',
    estimated: 0,
    withoutCost: 1,
  },
  problem: null,
};

function open(modules = [...SALES_MODULES, 'purchases' as const]) {
  return stubApi(
    {
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, order({ status: 'confirmed' })),
      [`GET /api/orders/${ORDER_ID}/margin`]: () => json(200, MARGIN),
      [`PUT /api/purchases/${PO}/lines/90000000-0000-4000-8000-000000000003/order-item`]: () =>
        json(200, { purchaseOrder: {}, message: 'Ligne rattachée à la commande client.' }),
    },
    { role: 'Manager', modules },
  );
}

describe("an order's real margin", { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/OrdersPage'));

  it('shows each line at its landed cost or without cost, the totals and what they leave out', async () => {
    open();
    renderApp(`/orders?id=${ORDER_ID}`);
    const table = await screen.findByRole('table', { name: 'Marge réelle' });
    const landed = within(table).getByRole('row', { name: /Bouton nacre 15 mm/ });
    expect(text(landed)).toContain('1 000,00 €');
    expect(text(landed)).toContain('580,00 €');
    expect(text(landed)).toContain('42,00 %');
    expect(within(landed).getByText('Coût de revient')).toBeVisible();
    expect(within(landed).getByRole('link', { name: 'BCF-2026-00042' })).toHaveAttribute(
      'href',
      `/purchases?id=${PO}`,
    );
    const none = within(table).getByRole('row', { name: /Fermeture éclair/ });
    expect(within(none).getByText('Sans coût')).toBeVisible();
    expect(
      screen.getByText(/Total : chiffre 1 300,00 €, coût 580,00 €, marge 420,00 € \(42,00 %\)/),
    ).toBeVisible();
    expect(screen.getByText(/lignes sans coût \(exclues de la marge\) : 1/)).toBeVisible();
  });

  it('lets a buyer link a suggested purchase line', async () => {
    const calls = open();
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    const table = await screen.findByRole('table', { name: 'Marge réelle' });
    await user.click(
      within(table).getByRole('button', { name: 'Rattacher BCF-2026-00042 · Fermeture éclair' }),
    );
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ orderItemId: ITEMS[1] });
  });

  it('lets a buyer order the lines no purchase sources from a supplier: a draft purchase order of them', async () => {
    const SUPPLIER = '91000000-0000-4000-8000-000000000001';
    const NEW_PO = '90000000-0000-4000-8000-000000000009';
    const calls = stubApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: () => json(200, order({ status: 'confirmed' })),
        [`GET /api/orders/${ORDER_ID}/margin`]: () => json(200, MARGIN),
        'GET /api/purchases/suppliers': () =>
          json(200, {
            items: [{ id: SUPPLIER, name: 'Ningbo Buttons Co.' }],
            total: 1,
            page: 1,
            pageSize: 100,
          }),
        [`GET /api/purchases/suppliers/${SUPPLIER}/quotations`]: () => json(200, { items: [] }),
        'POST /api/purchases': () =>
          json(201, { purchaseOrder: { id: NEW_PO }, message: 'Bon de commande créé (brouillon).' }),
      },
      { role: 'Manager', modules: [...SALES_MODULES, 'purchases'] },
    );
    const { user, router } = renderApp(`/orders?id=${ORDER_ID}`);
    await user.click(
      await screen.findByRole('button', { name: 'Commander au fournisseur 1 ligne sans achat' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau bon de commande' });
    const line = within(dialog).getByRole('checkbox', { name: 'Fermeture éclair × 20' });
    expect(line).toBeChecked();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Fournisseur/ }), SUPPLIER);
    await user.click(within(dialog).getByRole('button', { name: 'Créer le bon de commande' }));
    await vi.waitFor(() => expect(router.state.location.search).toBe(`?id=${NEW_PO}`));
    expect(router.state.location.pathname).toBe('/purchases');
    const post = calls.find((c) => c.method === 'POST' && c.url.startsWith('/api/purchases'));
    expect(post?.body).toMatchObject({
      companyId: order().client.companyId,
      supplierId: SUPPLIER,
      orderItemIds: [ITEMS[1]],
    });
    expect(post?.body).not.toHaveProperty('lines');
  });

  it('hides the link to a seller without the purchases module', async () => {
    open([...SALES_MODULES]);
    renderApp(`/orders?id=${ORDER_ID}`);
    const table = await screen.findByRole('table', { name: 'Marge réelle' });
    expect(within(table).queryByRole('button', { name: /Rattacher/ })).toBeNull();
    expect(within(table).queryByRole('link', { name: 'BCF-2026-00042' })).toBeNull();
  });
});
