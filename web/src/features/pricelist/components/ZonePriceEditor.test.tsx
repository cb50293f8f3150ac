import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRICELIST_PRODUCT, makePriceListRow, makeZonePrice } from '@/test/pricelist';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { ZonePriceEditor } from './ZonePriceEditor';
import { sentBody } from '@/test/forms';

const PRODUCT_ID = PRICELIST_PRODUCT.id;
const PRICE_ID = makeZonePrice().id;

const row = makePriceListRow([
  makeZonePrice({ validFrom: '2026-01-01', validTo: '2026-03-31', marginPercent: '25.00' }),
]);

function renderEditor(options: { canDelete?: boolean } = {}) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithQueries(
    <ZonePriceEditor
      row={row}
      zone="France"
      canWrite
      canDelete={options.canDelete ?? true}
      onClose={onClose}
    />,
  );
  return {
    user,
    onClose,
    price: screen.getByLabelText('Prix'),
    from: screen.getByLabelText('Valide du'),
    to: screen.getByLabelText('Valide au'),
    save: screen.getByRole('button', { name: 'Enregistrer' }),
  };
}

describe('ZonePriceEditor', () => {
  it('lists the periods of the zone with their margin', () => {
    mockApi({});
    renderEditor();
    const dialog = screen.getByRole('dialog', { name: 'CHM-001 · France' });
    expect(within(dialog).getByText('du 01/01/2026 au 31/03/2026')).toBeInTheDocument();
    expect(within(dialog).getByText(/\+25,00 %/)).toBeInTheDocument();
    expect(within(dialog).getByText('En vigueur')).toBeInTheDocument();
  });

  it('validates with the core schema before calling the server', async () => {
    const { requests } = mockApi({});
    const { user, price, from, to, save } = renderEditor();
    await user.type(price, '-5');
    await user.click(save);
    expect(await screen.findByText('Le prix doit être positif ou nul.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12,345');
    await user.click(save);
    expect(await screen.findByText('Le prix a au plus 2 décimales.')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '12,50');
    await user.type(from, '2026-06-01');
    await user.type(to, '2026-05-01');
    await user.click(save);
    expect(await screen.findByText('La date de début doit précéder la date de fin.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it("shows the server's overlap message and sends a French amount as a decimal", async () => {
    const message =
      'Une période de prix existe déjà pour ce produit en zone France (du 01/01/2026 au 31/03/2026, 100.00 EUR) : les périodes ne peuvent pas se chevaucher.';
    const { requests } = mockApi({
      'POST /api/pricelists': () => json(409, { error: { code: 'period_overlap', message } }),
    });
    const { user, price, from, save } = renderEditor();
    await user.type(price, '1 234,5');
    await user.type(from, '2026-02-01');
    await user.click(save);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(sentBody(requests, 'POST')).toEqual({
      productId: PRODUCT_ID,
      zone: 'France',
      price: '1234.5',
      currency: 'EUR',
      validFrom: '2026-02-01',
      validTo: null,
    });
  });

  it('edits an existing period with PATCH and places field errors from the server', async () => {
    const { requests } = mockApi({
      [`PATCH /api/pricelists/${PRICE_ID}`]: () =>
        json(400, {
          error: {
            code: 'validation',
            message: 'Certains champs sont invalides.',
            fields: { validTo: 'Date invalide.' },
          },
        }),
    });
    const { user, price, save } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Modifier : du 01/01/2026 au 31/03/2026' }));
    expect(price).toHaveValue('100,00');
    await user.clear(price);
    await user.type(price, '110');
    await user.click(save);
    expect(await screen.findByText('Date invalide.')).toBeInTheDocument();
    expect(sentBody(requests, 'PATCH')).toEqual({
      price: '110',
      currency: 'EUR',
      validFrom: '2026-01-01',
      validTo: '2026-03-31',
    });
  });

  it('asks before deleting, and closes on Escape', async () => {
    const { requests } = mockApi({
      [`DELETE /api/pricelists/${PRICE_ID}`]: () => new Response(null, { status: 204 }),
    });
    const { user, onClose } = renderEditor();
    await user.click(screen.getByRole('button', { name: 'Supprimer : du 01/01/2026 au 31/03/2026' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('hides the delete button without the right', () => {
    mockApi({});
    renderEditor({ canDelete: false });
    expect(screen.queryByRole('button', { name: /Supprimer/ })).not.toBeInTheDocument();
  });
});
