import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, preloadPage, renderApp } from '@/test/utils';
import { sentBody } from '@/test/forms';
import { openNewDialog } from '@/test/list';
import {
  COMPANY,
  PO_ID,
  RECEIPT_ID,
  SHIPMENT_ID,
  listOf,
  purchaseDetail,
  purchaseOrder,
  shipment,
  shipmentDetail,
  stubPurchases,
} from '../test/fixtures';

const TWICE = "Réception 1 : elle fait déjà partie d'une autre expédition.";
const OTHER = 'e0000000-0000-4000-8000-000000000009';

/** The shipments list; one partly received order whose first receipt is free, the second in another shipment. */
function stub(answer: () => Response) {
  const receipt = (id: string, position: number, shipmentId: string | null) => ({
    id,
    position,
    date: '2026-11-20',
    notes: null,
    lines: [],
    shipmentId,
    createdAt: '2026-11-20T08:00:00.000Z',
    createdBy: null,
  });
  return stubPurchases({
    'GET /api/shipments': () => json(200, { items: [shipment()], total: 1, page: 1, pageSize: 20 }),
    'GET /api/purchases': () => json(200, listOf([purchaseOrder({ status: 'partially_received' })])),
    [`GET /api/purchases/${PO_ID}`]: () =>
      json(
        200,
        purchaseDetail({
          status: 'partially_received',
          receipts: [receipt(RECEIPT_ID, 1, null), receipt(OTHER, 2, 'd0000000-0000-4000-8000-000000000099')],
        }),
      ),
    [`GET /api/shipments/${SHIPMENT_ID}`]: () => json(200, shipmentDetail()),
    'POST /api/shipments': answer,
  });
}

const openForm = () => openNewDialog('/purchases?tab=shipments', 'Nouvelle expédition', "Créer l'expédition");

describe('Nouvelle expédition', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/PurchasesPage'));

  it("offers the company's free receipts, follows a cost's kind for its method, sends receipts and costs", async () => {
    const calls = stub(() => json(409, { error: { code: 'conflict', message: TWICE } }));
    const { user, dialog } = await openForm();
    expect(within(dialog).getByRole('combobox', { name: 'Entreprise *' })).toHaveValue(COMPANY.id);
    // Receipt 1 is free; receipt 2 travels in another shipment: not offered.
    const free = await within(dialog).findByRole('checkbox', {
      name: 'BCF-2026-00042 · Ningbo Buttons Co. · réception n° 1 du 20/11/2026',
    });
    expect(within(dialog).queryByRole('checkbox', { name: /réception n° 2/ })).toBeNull();
    await user.click(free);
    await user.type(within(dialog).getByRole('textbox', { name: 'Référence' }), 'MSKU 123456-7');

    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un frais' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un frais' }));
    const first = within(dialog).getByRole('group', { name: 'Frais 1' });
    const second = within(dialog).getByRole('group', { name: 'Frais 2' });
    // Freight is shared by volume by default; duty by value once chosen.
    expect(within(first).getByRole('combobox', { name: 'Répartition' })).toHaveValue('volume');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Nature *' }), 'customs_duty');
    expect(within(second).getByRole('combobox', { name: 'Répartition' })).toHaveValue('value');
    // The method stays changeable.
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Répartition' }), 'weight');
    await user.type(within(first).getByRole('textbox', { name: 'Libellé' }), 'Fret maritime');
    await user.type(within(first).getByRole('textbox', { name: 'Montant *' }), '200');
    await user.selectOptions(within(first).getByRole('combobox', { name: 'Devise *' }), 'USD');
    await user.clear(within(first).getByLabelText('Date *'));
    await user.type(within(first).getByLabelText('Date *'), '2026-11-15');

    // The second cost has no amount: the contract's message, on its row, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: "Créer l'expédition" }));
    expect(
      await within(second).findByText(
        'Frais 2 : montant invalide (nombre supérieur à 0, 2 décimales au plus).',
      ),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(second).getByRole('textbox', { name: 'Montant *' }), '100,5');
    await user.click(within(dialog).getByRole('button', { name: "Créer l'expédition" }));
    // The server's refusal is said in the dialog, which stays open.
    expect(await within(dialog).findByText(TWICE)).toBeVisible();
    const body = sentBody(calls, 'POST') as { receiptIds: string[]; costs: unknown[] };
    expect(body).toEqual(
      expect.objectContaining({
        companyId: COMPANY.id,
        mode: 'sea',
        reference: 'MSKU 123456-7',
        departureDate: null,
        receiptIds: [RECEIPT_ID],
      }),
    );
    expect(body.costs).toEqual([
      {
        kind: 'freight',
        label: 'Fret maritime',
        amount: '200',
        currency: 'USD',
        date: '2026-11-15',
        allocation: 'weight',
      },
      expect.objectContaining({
        kind: 'customs_duty',
        amount: '100.5',
        currency: 'EUR',
        allocation: 'value',
      }),
    ]);
  });

  it('opens the saved shipment', async () => {
    stub(() => json(201, { shipment: shipmentDetail(), message: 'Expédition créée.' }));
    const { user, dialog, router } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: "Créer l'expédition" }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Expédition MSKU 123456-7' })).toBeVisible();
    expect(screen.getByText('Expédition créée.')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toContain('tab=shipments'));
  });

  it('edits a shipment: its receipts and the free ones offered, the company kept, the whole shipment sent', async () => {
    const calls = stubPurchases({
      [`GET /api/shipments/${SHIPMENT_ID}`]: () => json(200, shipmentDetail()),
      'GET /api/purchases': () => json(200, listOf([purchaseOrder({ status: 'received' })])),
      [`GET /api/purchases/${PO_ID}`]: () =>
        json(
          200,
          purchaseDetail({
            status: 'received',
            receipts: [RECEIPT_ID, OTHER].map((id, i) => ({
              id,
              position: i + 1,
              date: '2026-11-2' + String(i),
              notes: null,
              lines: [],
              shipmentId: id === RECEIPT_ID ? SHIPMENT_ID : null,
              createdAt: '2026-11-20T08:00:00.000Z',
              createdBy: null,
            })),
          }),
        ),
      [`PATCH /api/shipments/${SHIPMENT_ID}`]: () =>
        json(200, { shipment: shipmentDetail(), message: 'Expédition modifiée.' }),
    });
    const { user } = renderApp(`/purchases?tab=shipments&id=${SHIPMENT_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: "Modifier l'expédition" });
    expect(within(dialog).getByRole('combobox', { name: 'Entreprise *' })).toBeDisabled();
    const held = within(dialog).getByRole('checkbox', { name: /réception n° 1 du 20\/11\/2026/ });
    expect(held).toBeChecked();
    const free = await within(dialog).findByRole('checkbox', { name: /réception n° 2 du 21\/11\/2026/ });
    expect(free).not.toBeChecked();
    await user.click(free);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le frais 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Expédition modifiée.')).toBeVisible();
    const body = sentBody(calls, 'PATCH') as { receiptIds: string[]; costs: { kind: string }[] };
    expect(body.receiptIds).toEqual([RECEIPT_ID, OTHER]);
    expect(body.costs).toEqual([
      {
        kind: 'freight',
        label: 'Fret maritime',
        amount: '200.00',
        currency: 'USD',
        date: '2026-11-15',
        allocation: 'volume',
      },
    ]);
  });
});
