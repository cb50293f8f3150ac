import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, preloadPage, renderApp } from '@/test/utils';
import { expectCounters, expectLastCall, expectStatusAndSearch, expectTexts, findRow } from '@/test/list';
import {
  PO_ID,
  SHIPMENT_ID,
  SUPPLIER,
  listOf,
  purchaseDetail,
  purchaseOrder,
  shipment,
  stubPurchases,
} from '../test/fixtures';

const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('/purchases', { timeout: 20_000 }, () => {
  preloadPage(() => import('./PurchasesPage'));

  it('shows the counters by status, a row, the filters and the search', async () => {
    const calls = stubPurchases({
      'GET /api/purchases': () =>
        json(
          200,
          listOf([
            purchaseOrder(),
            purchaseOrder({ id: 'a0000000-0000-4000-8000-000000000002', number: null, status: 'draft' }),
          ]),
        ),
    });
    const { user, router } = renderApp('/purchases');
    expect(await screen.findByRole('heading', { level: 1, name: 'Achats' })).toBeInTheDocument();
    const row = await findRow('BCF-2026-00042');
    expectTexts(row, ['Ningbo Buttons Co.', 'Comptoir Lyon', 'Envoyée', '15/06/2026']);
    // In the order's currency (CNY), with the app's money formatter.
    expect(money(row.textContent)).toContain('¥1,234.50');
    expect(money(row.textContent)).toContain('¥300.00');
    expect(await findRow('Brouillon')).toHaveTextContent('Ningbo Buttons Co.');
    expectCounters('Compteurs des bons de commande', [
      'Total des bons de commande45',
      'Brouillons3',
      'Envoyés12',
      'Confirmés7',
      'Reçus en partie5',
      'Reçus8',
    ]);
    await expectStatusAndSearch({ user, calls }, '/api/purchases?', {
      statuses: [
        'Brouillon',
        'Envoyée',
        'Confirmée par le fournisseur',
        'Reçue en partie',
        'Reçue',
        'Clôturée',
        'Annulée',
      ],
      status: 'partially_received',
      q: 'BCF',
    });
    // The supplier filter: the catalogue's suppliers; the one picked reaches the URL and the request.
    const supplier = screen.getByRole('combobox', { name: 'Fournisseur' });
    await user.selectOptions(supplier, SUPPLIER.id);
    expect(router.state.location.search).toContain(`supplierId=${SUPPLIER.id}`);
    await expectLastCall(calls, '/api/purchases?', [
      `supplierId=${SUPPLIER.id}`,
      'status=partially_received',
    ]);
  });

  it('pages with the cursor of the last row and sorts by a column header', async () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      purchaseOrder({
        id: `a0000000-0000-4000-8000-0000000000${String(i + 10)}`,
        number: `BCF-2026-000${String(i + 10)}`,
      }),
    );
    const calls = stubPurchases({ 'GET /api/purchases': () => json(200, listOf(rows, { total: 45 })) });
    const { user, router } = renderApp('/purchases');
    await findRow('BCF-2026-00010');
    const paging = screen.getByRole('navigation', { name: 'Pagination' });
    await user.click(within(paging).getByRole('button', { name: /Suivant/ }));
    expect(router.state.location.search).toContain('page=2');
    await expectLastCall(calls, '/api/purchases?', ['page=2', `after=${rows[19]!.id}`]);

    const sortButton = screen.getByRole('button', { name: 'Montant' });
    expect(sortButton).toHaveAttribute('title', 'Trier par Montant');
    await user.click(sortButton);
    await expectLastCall(calls, '/api/purchases?', ['sort=subtotal', 'order=asc']);
  });

  it('offers the filtered list as xlsx and csv', async () => {
    stubPurchases();
    renderApp('/purchases?status=sent&q=ningbo&sort=subtotal&order=asc');
    const xlsx = await screen.findByRole('link', { name: 'Exporter Excel' });
    const href = new URL(xlsx.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe('/api/purchases/export');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      format: 'xlsx',
      q: 'ningbo',
      status: 'sent',
      sort: 'subtotal',
      order: 'asc',
    });
    expect(screen.getByRole('link', { name: 'Exporter CSV' }).getAttribute('href')).toContain('format=csv');
  });

  it("shows 'Aucun bon de commande trouvé' and opens a row's detail", async () => {
    stubPurchases({ 'GET /api/purchases': () => json(200, listOf([])) });
    const empty = renderApp('/purchases');
    expect(await screen.findByText('Aucun bon de commande trouvé')).toBeInTheDocument();
    empty.unmount();

    stubPurchases({ [`GET /api/purchases/${PO_ID}`]: () => json(200, purchaseDetail()) });
    const { user, router } = renderApp('/purchases');
    await user.click(await screen.findByRole('link', { name: 'BCF-2026-00042' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bon de commande BCF-2026-00042' }),
    ).toBeVisible();
    expect(router.state.location.search).toContain(`id=${PO_ID}`);
    expect(screen.getByText('FOB Ningbo (Incoterms 2020)')).toBeInTheDocument();
    // Sent: confirm or cancel; a receipt and a payment may be recorded.
    expect(screen.getByRole('button', { name: 'Marquer confirmée par le fournisseur' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Annuler la commande' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Envoyer au fournisseur' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Enregistrer une réception' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Enregistrer un paiement' })).toBeVisible();
  });

  it("switches to 'Expéditions': a row, the mode filter and the search reach the request; a receipt links to its shipment", async () => {
    const calls = stubPurchases({
      'GET /api/shipments': () => json(200, { items: [shipment()], total: 1, page: 1, pageSize: 20 }),
      [`GET /api/purchases/${PO_ID}`]: () =>
        json(
          200,
          purchaseDetail({
            status: 'partially_received',
            receipts: [
              {
                id: 'e0000000-0000-4000-8000-000000000001',
                position: 1,
                date: '2026-11-20',
                notes: null,
                lines: [],
                shipmentId: SHIPMENT_ID,
                createdAt: '2026-11-20T08:00:00.000Z',
                createdBy: null,
              },
            ],
          }),
        ),
    });
    const { user, router } = renderApp(`/purchases?id=${PO_ID}`);
    const link = await screen.findByRole('link', { name: 'Réception n° 1 : voir son expédition' });
    expect(link).toHaveAttribute('href', `/purchases?tab=shipments&id=${SHIPMENT_ID}`);

    await user.click(screen.getByRole('button', { name: 'Retour aux achats' }));
    await user.click(await screen.findByRole('tab', { name: 'Expéditions' }));
    expect(router.state.location.search).toBe('?tab=shipments');
    const row = await findRow('MSKU 123456-7');
    expectTexts(row, [
      'Maritime',
      'BL-NGB-2026-0042',
      'CMA CGM',
      'Comptoir Lyon',
      '25/10/2026',
      '18/11/2026',
    ]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode de transport' }), 'air');
    expect(router.state.location.search).toContain('mode=air');
    await expectLastCall(calls, '/api/shipments?', ['mode=air']);
    await user.click(screen.getByRole('tab', { name: 'Bons de commande' }));
    expect(router.state.location.search).toBe('');
  });

  it("shows the match tolerances under 'Paramètres', and the invoices of an order's detail", async () => {
    stubPurchases({
      'GET /api/purchases/settings/tolerances': () =>
        json(200, {
          tolerances: { quantityPercent: '2', pricePercent: '5', amount: '10' },
          updatedAt: null,
          updatedBy: null,
        }),
      [`GET /api/purchases/${PO_ID}`]: () => json(200, purchaseDetail()),
      [`GET /api/purchases/${PO_ID}/invoices`]: () => json(200, { items: [] }),
    });
    const { user, router } = renderApp('/purchases');
    await user.click(await screen.findByRole('tab', { name: 'Paramètres' }));
    expect(router.state.location.search).toBe('?tab=settings');
    expect(await screen.findByRole('heading', { name: 'Tolérances de rapprochement' })).toBeVisible();
    expect(await screen.findByText('Jamais modifiées : aucune tolérance.')).toBeVisible();
    // The buyer is no Admin: the tolerances are read only.
    expect(screen.queryByRole('button', { name: 'Modifier les tolérances' })).toBeNull();

    renderApp(`/purchases?id=${PO_ID}`);
    expect(await screen.findByRole('heading', { name: 'Factures fournisseur' })).toBeVisible();
    expect(await screen.findByText('Aucune facture rapprochée')).toBeVisible();
  });
});
