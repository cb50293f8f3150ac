import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Product } from '@comptoir/core/modules/products';
import { makeProduct } from '@/test/products';
import { json, mockApi } from '@/test/utils';
import { ProductFormDialog } from './ProductFormDialog';
import { expectSavedAndClosed, fillForm, renderDialog, sentBody } from '@/test/forms';

const SUPPLIERS = {
  items: [
    {
      id: '6f1d1c3e-3b7a-4f0e-9a51-1f2b3c4d5e6f',
      name: 'Tissages du Nord',
      contactName: null,
      email: null,
      phone: null,
      country: null,
      productCount: 0,
    },
  ],
  total: 1,
  page: 1,
  pageSize: 100,
};

const saved = makeProduct();

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}, product?: Product) {
  const api = mockApi({ 'GET /api/suppliers': () => json(200, SUPPLIERS), ...handlers });
  api.fetchMock.mockImplementationOnce(async () => json(200, SUPPLIERS));
  return { api, ...renderDialog((on) => <ProductFormDialog product={product} {...on} />) };
}

describe('ProductFormDialog', () => {
  it("refuses an empty form with 'Veuillez remplir tous les champs obligatoires' and sends nothing", async () => {
    const { user, api } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(screen.getByRole('textbox', { name: 'Nom *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Référence *' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('refuses a negative price and a fractional quantity', async () => {
    const { user, api } = renderForm();
    await fillForm(user, { 'Nom *': 'Théière', 'Référence *': 'TH-1', 'Prix *': '-3' });
    await user.clear(screen.getByRole('spinbutton', { name: 'Quantité' }));
    await user.type(screen.getByRole('spinbutton', { name: 'Quantité' }), '1.5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le prix doit être supérieur ou égal à 0.')).toBeInTheDocument();
    expect(
      screen.getByText('La quantité doit être un nombre entier supérieur ou égal à 0.'),
    ).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends the normalised body and reports the success message', async () => {
    const { user, api, onSaved, onClose } = renderForm({
      'POST /api/products': () => json(201, { product: saved, message: 'Produit ajouté avec succès' }),
    });
    await fillForm(user, { 'Nom *': 'Théière', 'Référence *': 'TH-1', 'Prix *': '12.5', Devise: 'GBP' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await expectSavedAndClosed(onSaved, onClose, 'Produit ajouté avec succès');
    expect(sentBody(api.requests, 'POST')).toMatchObject({
      name: 'Théière',
      reference: 'TH-1',
      price: '12.50',
      currency: 'GBP',
      quantity: 0,
    });
  });

  it('shows the server conflict on the reference', async () => {
    const message = 'La référence « TH-1 » est déjà utilisée par un autre produit.';
    const { user, onSaved } = renderForm({
      'POST /api/products': () => json(409, { error: { code: 'reference_taken', message } }),
    });
    await fillForm(user, { 'Nom *': 'Théière', 'Référence *': 'TH-1', 'Prix *': '1' });
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits an existing product and removes its image', async () => {
    const withImage = { ...saved, thumbnailUrl: `/api/products/${saved.id}/thumbnail?v=1` };
    const { user, api } = renderForm(
      {
        [`DELETE /api/products/${saved.id}/image`]: () =>
          json(200, { product: saved, message: 'Image retirée avec succès' }),
      },
      withImage,
    );
    expect(screen.getByRole('heading', { name: 'Modifier le Produit' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom *' })).toHaveValue('Théière');
    await user.click(screen.getByRole('button', { name: "Retirer l'image" }));
    await waitFor(() => expect(screen.queryByRole('button', { name: "Retirer l'image" })).toBeNull());
    expect(
      api.requests.some((r) => r.method === 'DELETE' && r.url === `/api/products/${saved.id}/image`),
    ).toBe(true);
  });
});
