import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { OrderBody } from '@comptoir/core/modules/sales';
import { json, preloadPage } from '@/test/utils';
import { sentBody } from '@/test/forms';
import {
  CLIENT,
  ORDER_ID,
  PRODUCT,
  SALES_MODULES,
  money,
  newSalesForm,
  REQUIRED_MESSAGE,
  order,
} from '@/components/sales/test/fixtures';

const ASSIGNEE = '90000000-0000-4000-8000-000000000001';

const { setup, openForm } = newSalesForm({
  path: '/orders',
  counters: { total: 0, pending: 0, shipped: 0, delivered: 0, totalAmount: null },
  defaults: {
    'GET /api/currencies/base': () => json(200, { currency: 'GBP' }),
    'GET /api/tasks/assignees': () => json(200, { items: [{ id: ASSIGNEE, name: 'Léa Moreau' }] }),
  },
  name: 'Nouvelle Commande',
  submitLabel: 'Créer la commande',
});

describe('Nouvelle Commande', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/OrdersPage'));

  it('starts as a draft in the base currency, with the assignees', async () => {
    setup();
    const { dialog } = await openForm();
    expect(within(dialog).getByRole('combobox', { name: 'Statut' })).toHaveValue('draft');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Devise' })).toHaveValue('GBP'));
    const assignee = within(dialog).getByRole('combobox', { name: 'Assigné à' });
    await within(assignee).findByRole('option', { name: 'Léa Moreau' });
    expect(
      within(dialog).getByText('Une demande de sourcing est créée pour la personne assignée.'),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: "Supprimer l'article 1" })).toBeNull();
  });

  it('hides the assignee field when the assignee list is refused (403) or without the tasks module', async () => {
    setup({
      'GET /api/tasks/assignees': () => json(403, { error: { code: 'forbidden', message: 'Accès refusé' } }),
    });
    const { dialog, unmount } = await openForm();
    await waitFor(() => expect(within(dialog).queryByRole('combobox', { name: 'Assigné à' })).toBeNull());
    unmount();

    const calls = setup({}, { role: 'Manager', modules: SALES_MODULES.filter((m) => m !== 'tasks') });
    const second = await openForm();
    expect(within(second.dialog).queryByRole('combobox', { name: 'Assigné à' })).toBeNull();
    expect(calls.some((c) => c.url.startsWith('/api/tasks/assignees'))).toBe(false);
  });

  it('refuses a missing client and bad lines with the specification messages', async () => {
    const calls = setup();
    const { dialog, submit, pickClient, typeLine, expectAlertOnly } = await openForm();
    await submit();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REQUIRED_MESSAGE);
    expect(alert).toHaveTextContent('Veuillez remplir correctement tous les articles de la commande.');

    await pickClient();
    await typeLine(1, { name: 'Nappe', quantity: '0', unitPrice: '10' });
    await submit();
    await expectAlertOnly('Veuillez remplir correctement tous les articles de la commande.');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('computes the total live and creates the order with its lines', async () => {
    const calls = setup({
      'GET /api/quotes/line-price': () => json(500, {}),
      'POST /api/orders': () => json(201, { order: order(), message: 'Commande créée avec succès.' }),
      [`GET /api/orders/${ORDER_ID}`]: () => json(200, order()),
    });
    const { dialog, user, router, submit, pickClient, line } = await openForm();
    await pickClient();
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Devise' })).toHaveValue('GBP'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Devise' }), 'EUR');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Statut' }), 'confirmed');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigné à' }), ASSIGNEE);
    await user.type(within(dialog).getByLabelText('Livraison prévue'), '2030-05-01');

    const first = line(1);
    await user.click(within(first).getByRole('combobox', { name: 'Produit' }));
    await user.click(await within(first).findByRole('option', { name: /Drap en lin/ }));
    const quantity = within(first).getByRole('spinbutton', { name: 'Quantité *' });
    await user.clear(quantity);
    await user.type(quantity, '2.5');
    expect(money(within(first).getByRole('status', { name: "Total de l'article 1" }).textContent)).toBe(
      '112,50 €',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un article' }));
    const second = line(2);
    await user.type(within(second).getByRole('textbox', { name: 'Désignation *' }), 'Housse');
    await user.type(within(second).getByRole('spinbutton', { name: 'Prix unitaire *' }), '7.25');
    // Each line at the company's default rate (20 %): without tax, the VAT on its base, with tax.
    const totals = money(within(dialog).getByLabelText('Totaux de la commande').textContent);
    expect(totals).toBe('Total HT119,75 €TVA 20 % sur 119,75 €23,95 €Total TTC143,70 €');

    await submit();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Commande créée avec succès.')).toBeInTheDocument();
    const body = sentBody(calls, 'POST') as OrderBody;
    expect(body).toMatchObject({
      clientId: CLIENT.id,
      status: 'confirmed',
      assignedTo: ASSIGNEE,
      expectedDeliveryDate: '2030-05-01',
      currency: 'EUR',
      notes: null,
      items: [
        {
          productId: PRODUCT.id,
          productName: 'Drap en lin',
          quantity: '2.5',
          unitPrice: '45.00',
          taxRate: '20',
        },
        {
          productId: null,
          productName: 'Housse',
          quantity: '1',
          unitPrice: '7.25',
          discount: '0',
          taxRate: '20',
        },
      ],
    });
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${ORDER_ID}`));
  });
});
