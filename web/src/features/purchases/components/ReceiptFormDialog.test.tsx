import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { stubFetch } from '@/test/utils';
import { LINE_1, LINE_2, PO_ID, purchaseDetail } from '../test/fixtures';
import { ReceiptFormDialog } from './ReceiptFormDialog';

const open = () => renderDialog((on) => <ReceiptFormDialog purchaseOrder={purchaseDetail()} {...on} />);
const row = (n: number, name: string) => screen.getByRole('group', { name: `${n}. ${name}` });

describe('Enregistrer une réception', () => {
  it('asks the reason of a rejected quantity, then sends the lines filled in', async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/receipts`]: () =>
        json(201, {
          purchaseOrder: purchaseDetail({ status: 'partially_received' }),
          message: 'Réception enregistrée.',
        }),
    });
    const { user, onSaved, onClose } = open();
    const first = row(1, 'Bouton nacre 15 mm');
    expect(first).toHaveTextContent('Reste à recevoir1000 pcs');
    await user.type(within(first).getByLabelText('Reçu'), '600');
    await user.type(within(first).getByLabelText('Refusé'), '25');
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));

    expect(await within(first).findByText('Ligne 1 : veuillez indiquer le motif du refus.')).toBeVisible();
    expect(within(first).getByLabelText('Motif du refus')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.type(within(first).getByLabelText('Motif du refus'), 'Nacre rayée');
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Réception enregistrée.'));
    expect(onClose).toHaveBeenCalled();
    const body = sentBody(calls, 'POST') as { date: string; lines: unknown[] };
    expect(body.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The second line, left empty, is not sent.
    expect(body.lines).toEqual([
      { orderLineId: LINE_1, received: '600', rejected: '25', rejectionReason: 'Nacre rayée' },
    ]);
    expect(LINE_2).not.toBe(LINE_1);
  });

  it('refuses an empty receipt and more rejected than received, and shows the server refusal', async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/receipts`]: () =>
        json(409, {
          error: {
            code: 'invalid_state',
            message: 'Une réception ne s’enregistre que sur un bon de commande envoyé (statut : Clôturée).',
          },
        }),
    });
    const { user, onSaved } = open();
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    expect(await screen.findByText('Veuillez indiquer au moins une quantité reçue.')).toBeVisible();

    const second = row(2, 'Fermeture éclair 20 cm');
    await user.type(within(second).getByLabelText('Reçu'), '10');
    await user.type(within(second).getByLabelText('Refusé'), '12');
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    expect(
      await within(second).findByText(
        'Ligne 2 : la quantité refusée ne peut pas dépasser la quantité reçue.',
      ),
    ).toBeVisible();

    await user.clear(within(second).getByLabelText('Refusé'));
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    expect(await screen.findByText(/ne s’enregistre que sur un bon de commande envoyé/)).toBeVisible();
    expect(sentBody(calls, 'POST')).toEqual(
      expect.objectContaining({
        lines: [{ orderLineId: LINE_2, received: '10', rejected: '0', rejectionReason: '' }],
      }),
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("sends a line's weight and volume only when filled", async () => {
    const calls = stubFetch({
      [`POST /api/purchases/${PO_ID}/receipts`]: () =>
        json(201, {
          purchaseOrder: purchaseDetail({ status: 'partially_received' }),
          message: 'Réception enregistrée.',
        }),
    });
    const { user, onSaved } = open();
    const first = row(1, 'Bouton nacre 15 mm');
    const second = row(2, 'Fermeture éclair 20 cm');
    await user.type(within(first).getByLabelText('Reçu'), '1000');
    await user.type(within(first).getByLabelText('Poids (kg)'), '50,5');
    await user.type(within(first).getByLabelText('Volume (m³)'), '0.2');
    await user.type(within(second).getByLabelText('Reçu'), '500');
    await user.click(screen.getByRole('button', { name: 'Enregistrer une réception' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Réception enregistrée.'));
    expect((sentBody(calls, 'POST') as { lines: unknown[] }).lines).toEqual([
      {
        orderLineId: LINE_1,
        received: '1000',
        rejected: '0',
        rejectionReason: '',
        weight: '50.5',
        volume: '0.2',
      },
      { orderLineId: LINE_2, received: '500', rejected: '0', rejectionReason: '' },
    ]);
  });
});
