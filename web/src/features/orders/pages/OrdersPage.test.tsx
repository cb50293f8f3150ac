import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ListOrdersResponse, Order, OrderStatus } from '@comptoir/core/modules/sales';
import { json, onePage, renderApp, preloadPage } from '@/test/utils';
import { expectCounters, expectEmptyList, expectStatusAndSearch, expectTexts, findRow } from '@/test/list';
import {
  ORDER_ID,
  QUOTE_ID,
  SALES_MODULES,
  listStub,
  order,
  refusedMove,
} from '@/components/sales/test/fixtures';

const DEMANDE_ID = '80000000-0000-4000-8000-000000000001';

const listOf = (
  items: Order[],
  totalAmount: ListOrdersResponse['counters']['totalAmount'] = { amount: '5280.40', currency: 'EUR' },
): ListOrdersResponse => ({
  ...onePage(items),
  counters: { total: 9, pending: 2, shipped: 3, delivered: 4, totalAmount },
});

const DETAIL = `GET /api/orders/${ORDER_ID}`;

const setup = listStub('GET /api/orders', () => listOf([order()]));

const MOVES = [
  'Mettre en attente',
  'Confirmer',
  'Marquer comme expédiée',
  'Marquer comme livrée',
  'Annuler la commande',
];

async function movesOf(status: OrderStatus) {
  setup({ [DETAIL]: () => json(200, order({ status })) });
  renderApp(`/orders?id=${ORDER_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' });
  return MOVES.filter((name) => screen.queryByRole('button', { name }) !== null);
}

describe('/orders', { timeout: 20_000 }, () => {
  preloadPage(() => import('./OrdersPage'));

  it('shows the counters with the real total amount, the list and the filters', async () => {
    const calls = setup();
    const { user } = renderApp('/orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expectTexts(await findRow('CMD-2026-001'), ['Sophie Martin', 'Hôtel du Port', 'Brouillon', '15/04/2030']);
    expectCounters('Compteurs des commandes', [
      'Total des commandes9',
      'En attente2',
      'Expédiées3',
      'Livrées4',
      /Montant total HT5\s280,40\s€/,
    ]);
    await expectStatusAndSearch({ user, calls }, '/api/orders?', {
      statuses: ['Brouillon', 'En attente', 'Confirmée', 'Expédiée', 'Livrée', 'Annulée'],
      status: 'shipped',
      q: 'CMD',
    });
  });

  it("shows 'Aucune commande trouvée'", async () => {
    setup({ 'GET /api/orders': () => json(200, listOf([], null)) });
    await expectEmptyList('/orders', 'Aucune commande trouvée');
    expectCounters('Compteurs des commandes', ['Montant total HT—']);
  });

  it('shows the detail: lines, total, dates, assignee, linked request and quote, history, PDF', async () => {
    setup({
      [DETAIL]: () =>
        json(
          200,
          order({
            status: 'delivered',
            deliveryDate: '2030-04-12',
            assignedTo: { id: '90000000-0000-4000-8000-000000000001', name: 'Léa Moreau' },
            quoteId: QUOTE_ID,
            demandeId: DEMANDE_ID,
            notes: 'Livrer à la réception',
            history: [
              { status: 'draft', changedAt: '2026-03-02T10:00:00.000Z', changedBy: 'Léa Moreau' },
              { status: 'delivered', changedAt: '2026-04-12T09:00:00.000Z', changedBy: 'Hugo Bernard' },
            ],
          }),
        ),
    });
    renderApp(`/orders?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' });
    const details = screen.getByRole('region', { name: 'Détails de la commande' });
    expect(details).toHaveTextContent('15/04/2030');
    expect(details).toHaveTextContent('12/04/2030');
    expect(details).toHaveTextContent('Léa Moreau');
    expect(within(details).getByRole('link', { name: 'Voir la demande' })).toHaveAttribute(
      'href',
      `/demandes?id=${DEMANDE_ID}`,
    );
    expect(within(details).getByRole('link', { name: 'Voir le devis' })).toHaveAttribute(
      'href',
      `/quotes?id=${QUOTE_ID}`,
    );
    expect(screen.getByRole('table', { name: 'Articles' })).toHaveTextContent('Drap en lin');
    const totals = screen.getByLabelText('Totaux de la commande').textContent;
    expect(totals).toMatch(/Total HT90,00\s€/);
    expect(totals).toMatch(/TVA 20 % sur 90,00\s€18,00\s€/);
    expect(totals).toMatch(/Total TTC108,00\s€/);
    const history = screen.getByRole('region', { name: 'Historique des statuts' });
    expect(within(history).getAllByRole('listitem')).toHaveLength(2);
    expect(history).toHaveTextContent('par Hugo Bernard');
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Livrer à la réception');
    expect(screen.getByRole('link', { name: /Bon de commande/ })).toHaveAttribute(
      'href',
      `/api/orders/${ORDER_ID}/pdf`,
    );
  });

  it('shows an order that differs from its quote, and lets an Admin realign it after asking', async () => {
    const mismatch = {
      subtotal: { amount: '2328.00', currency: 'EUR' },
      quoteSubtotal: { amount: '2327.50', currency: 'EUR' },
      difference: { amount: '0.50', currency: 'EUR' },
    };
    const realigned = order({ quoteId: QUOTE_ID, quoteMismatch: null });
    const calls = setup(
      {
        [DETAIL]: () => json(200, order({ quoteId: QUOTE_ID, quoteMismatch: mismatch })),
        [`POST /api/orders/${ORDER_ID}/realign`]: () =>
          json(200, {
            order: realigned,
            message: 'Commande CMD-2026-001 réalignée sur le devis DEV-2026-001.',
          }),
      },
      { role: 'Admin', modules: SALES_MODULES },
    );
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' });
    expect(
      screen.getByText(/2\s328,00\s€ HT au lieu de 2\s327,50\s€ HT sur le devis \(écart 0,50\s€\)/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Réaligner sur le devis' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Réaligner sur le devis' });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Réaligner' }));
    expect(
      await screen.findByText('Commande CMD-2026-001 réalignée sur le devis DEV-2026-001.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url.endsWith('/realign'))).toHaveLength(1);
  });

  it('tells a Manager an Admin may realign the order, without the button', async () => {
    setup({
      [DETAIL]: () =>
        json(
          200,
          order({
            quoteId: QUOTE_ID,
            quoteMismatch: {
              subtotal: { amount: '616.05', currency: 'EUR' },
              quoteSubtotal: { amount: '616.28', currency: 'EUR' },
              difference: { amount: '-0.23', currency: 'EUR' },
            },
          }),
        ),
    });
    renderApp(`/orders?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' });
    expect(screen.getByText('Montants différents du devis')).toBeInTheDocument();
    expect(screen.getByText(/Un administrateur peut la réaligner/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Réaligner sur le devis' })).toBeNull();
  });

  it.each<[OrderStatus, string[]]>([
    ['draft', MOVES],
    ['pending', MOVES.slice(1)],
    ['confirmed', MOVES.slice(2)],
    ['shipped', MOVES.slice(3)],
    ['delivered', []],
    ['cancelled', []],
  ])('a %s order offers only the allowed moves', async (status, expected) => {
    expect(await movesOf(status)).toEqual(expected);
  });

  it('moves an order forward and shows the message', async () => {
    let current = order({ status: 'confirmed' });
    const calls = setup({
      [DETAIL]: () => json(200, current),
      [`POST /api/orders/${ORDER_ID}/status`]: () => {
        current = order({ status: 'shipped' });
        return json(200, { order: current, message: 'Statut de la commande mis à jour : Expédiée.' });
      },
    });
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Marquer comme expédiée' }));
    expect(await screen.findByText('Statut de la commande mis à jour : Expédiée.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'shipped' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Marquer comme expédiée' })).toBeNull());
  });

  it('asks the delivery date before marking delivered', async () => {
    const calls = setup({
      [DETAIL]: () => json(200, order({ status: 'shipped' })),
      [`POST /api/orders/${ORDER_ID}/status`]: () =>
        json(200, {
          order: order({ status: 'delivered', deliveryDate: '2030-04-10' }),
          message: 'Statut de la commande mis à jour : Livrée.',
        }),
    });
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Marquer comme livrée' }));
    const confirm = await screen.findByRole('alertdialog');
    const date = within(confirm).getByLabelText('Date de livraison');
    await user.clear(date);
    await user.type(date, '2030-04-10');
    await user.click(within(confirm).getByRole('button', { name: 'Marquer comme livrée' }));
    expect(await screen.findByText('Statut de la commande mis à jour : Livrée.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      status: 'delivered',
      deliveryDate: '2030-04-10',
    });
  });

  it('cancels only after confirmation, and shows a refused move (409) in a dismissible red banner', async () => {
    const refused = refusedMove(
      'Impossible de passer la commande du statut « Livrée » au statut « Annulée ».',
    );
    const calls = setup({
      [DETAIL]: () => json(200, order({ status: 'pending' })),
      [`POST /api/orders/${ORDER_ID}/status`]: refused.answer,
    });
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Annuler la commande' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Annuler la commande CMD-2026-001 ?');
    await user.click(within(confirm).getByRole('button', { name: 'Conserver la commande' }));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Annuler la commande' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Annuler la commande' }),
    );
    await refused.expectShown(user);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'cancelled' });
  });

  it("a cancelled order offers no 'Modifier'; a delivered one does", async () => {
    expect(await movesOf('cancelled')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Modifier' })).toBeNull();
    cleanup();
    await movesOf('delivered');
    expect(screen.getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
  });

  it('a Viewer sees no status buttons', async () => {
    setup(
      { [DETAIL]: () => json(200, order({ status: 'pending' })) },
      { role: 'Viewer', modules: ['orders'] },
    );
    renderApp(`/orders?id=${ORDER_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Commande CMD-2026-001' });
    expect(screen.queryByRole('button', { name: 'Confirmer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvelle Commande' })).toBeNull();
  });
});
