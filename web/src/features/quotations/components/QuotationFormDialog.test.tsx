import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { Quotation } from '@comptoir/core/modules/quotations';
import {
  DIALOG_TARGET,
  OTHER_ID,
  PRODUCT_ID,
  Q1,
  jsonResponse,
  makeQuotation,
  mockFetch,
} from '../test/fixtures';
import { QuotationFormDialog } from './QuotationFormDialog';
import { renderDialog, sentBody } from '@/test/forms';

const SUPPLIER_ID = '33333333-0000-4000-8000-000000000001';
const DOC_ID = '44444444-0000-4000-8000-000000000001';

function renderForm(handlers: Parameters<typeof mockFetch>[0] = {}, quotation?: Quotation) {
  const calls = mockFetch({
    'GET /api/quotations/suppliers': () =>
      jsonResponse(200, {
        items: [
          {
            id: SUPPLIER_ID,
            name: 'Lumitech SARL',
            contactName: 'Paul Durand',
            email: 'paul@lumitech.test',
            phone: '+33 1 23 45 67 89',
            country: 'France',
            productCount: 3,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    ...handlers,
  });
  const rendered = renderDialog(
    (on) => <QuotationFormDialog {...DIALOG_TARGET} quotation={quotation} {...on} />,
    ['onClose', 'onMessage'],
  );
  return { calls, ...rendered };
}

describe('QuotationFormDialog', () => {
  it('marks only the supplier as required and shows the validation messages by field', async () => {
    const { user, calls } = renderForm();
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle cotation' });
    expect(within(dialog).getByText('Fournisseur *')).toBeInTheDocument();
    expect(within(dialog).queryAllByText(/\*$/)).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), 'pas-une-adresse');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantité' }), 'beaucoup');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Le nom du fournisseur est requis.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Fournisseur *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(dialog).getByText('Adresse e-mail invalide.')).toBeInTheDocument();
    expect(within(dialog).getByText('Le prix total est requis.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('La quantité doit être un nombre supérieur à 0, avec 3 décimales au plus.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('picks an existing supplier with the keyboard, fills its contact, and creates the quotation', async () => {
    const { user, calls, onMessage, onClose } = renderForm({
      'POST /api/quotations': ({ body }) =>
        jsonResponse(201, { quotation: makeQuotation(body as Partial<Quotation>), message: 'ok' }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle cotation' });
    const supplier = within(dialog).getByRole('combobox', { name: 'Fournisseur *' });
    await user.type(supplier, 'Lumi');
    const option = await within(dialog).findByRole('option', { name: /Lumitech SARL/ });
    expect(option).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(supplier).toHaveValue('Lumitech SARL');
    expect(within(dialog).getByText('Fournisseur existant.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Contact' })).toHaveValue('Paul Durand');
    await user.type(within(dialog).getByRole('textbox', { name: 'Prix total' }), '1 234,50');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Devise' }), 'USD');
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantité' }), '500');
    await user.type(within(dialog).getByRole('textbox', { name: 'Délai de livraison' }), '15 jours');
    // The rating: a radio group reached by keyboard.
    await user.click(within(dialog).getByRole('radio', { name: '3 sur 5' }));
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('radio', { name: '4 sur 5' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls, 'POST', '/api/quotations')).toMatchObject({
      requestedProductId: PRODUCT_ID,
      supplierId: SUPPLIER_ID,
      supplierName: 'Lumitech SARL',
      contactPerson: 'Paul Durand',
      totalPrice: '1234.50',
      currency: 'USD',
      quantity: '500',
      validUntil: null,
      deliveryTime: '15 jours',
      rating: 4,
    });
    expect(onMessage).toHaveBeenCalledWith('success', 'Cotation ajoutée avec succès.');
  });

  it('shows the server validation messages next to their fields', async () => {
    const { user } = renderForm({
      'POST /api/quotations': () =>
        jsonResponse(400, {
          error: {
            code: 'validation',
            message: 'Veuillez corriger les champs indiqués.',
            fields: {
              'body.validUntil': 'Date invalide (format AAAA-MM-JJ).',
              totalPrice: 'Montant trop grand.',
            },
          },
        }),
    });
    const dialog = screen.getByRole('dialog', { name: 'Nouvelle cotation' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Fournisseur *' }), 'Nouveau fournisseur');
    expect(
      within(dialog).getByText("Nouveau fournisseur : il sera créé à l'enregistrement."),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Prix total' }), '99999');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Veuillez corriger les champs indiqués.',
    );
    expect(within(dialog).getByText('Montant trop grand.')).toBeInTheDocument();
    expect(within(dialog).getByText('Date invalide (format AAAA-MM-JJ).')).toBeInTheDocument();
  });

  it('edits a pending quotation with PATCH and uploads the documents chosen', async () => {
    const { user, calls, onMessage } = renderForm(
      {
        [`PATCH /api/quotations/${Q1}`]: () =>
          jsonResponse(200, { quotation: makeQuotation(), message: 'ok' }),
        [`POST /api/quotations/${Q1}/documents`]: () => jsonResponse(201, { message: 'Document ajouté.' }),
        [`DELETE /api/quotations/${Q1}/documents/${DOC_ID}`]: () =>
          jsonResponse(200, { quotation: makeQuotation(), message: 'Document supprimé.' }),
      },
      makeQuotation({
        documents: [
          {
            id: DOC_ID,
            name: 'ancien.pdf',
            type: 'pdf',
            size: 2048,
            uploadDate: '2026-02-01T10:00:00.000Z',
            url: '/x',
          },
        ],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier la cotation' });
    expect(within(dialog).getByRole('textbox', { name: 'Prix total' })).toHaveValue('1200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Retirer ancien.pdf' }));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: /ancien\.pdf/ })).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith(`/documents/${DOC_ID}`))).toBe(true);
    const paymentTerms = within(dialog).getByRole('textbox', { name: 'Conditions de paiement' });
    await user.clear(paymentTerms);
    await user.type(paymentTerms, '45 jours');
    const file = new File(['%PDF-1.4'], 'devis.pdf', { type: 'application/pdf' });
    await user.upload(within(dialog).getByLabelText('Ajouter des documents'), file);
    expect(within(dialog).getByRole('list', { name: 'Documents à envoyer' })).toHaveTextContent('devis.pdf');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('success', 'Cotation mise à jour avec succès.'),
    );
    const patch = sentBody(calls, 'PATCH');
    expect(patch).toMatchObject({ paymentTerms: '45 jours', totalPrice: '1200.00' });
    expect(patch).not.toHaveProperty('requestedProductId');
    const upload = calls.find((c) => c.url === `/api/quotations/${Q1}/documents`);
    expect((upload?.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it("edits the quotation's lines and shows a line's server message on its field", async () => {
    let refused = true;
    const { user, calls, onMessage } = renderForm(
      {
        [`PATCH /api/quotations/${Q1}`]: () => {
          if (!refused) return jsonResponse(200, { quotation: makeQuotation(), message: 'ok' });
          refused = false;
          return jsonResponse(400, {
            error: {
              code: 'validation',
              message: 'Certains champs sont invalides.',
              fields: {
                'lines.0.requestedProductId':
                  "Ligne 1 : ce produit n'appartient pas à la demande de la cotation.",
              },
            },
          });
        },
      },
      makeQuotation({
        lines: [
          {
            id: '55555555-0000-4000-8000-000000000001',
            position: 0,
            productId: null,
            requestedProductId: PRODUCT_ID,
            name: 'Ampoule E27 9 W',
            description: '',
            quantity: '500',
            unit: 'pcs',
            unitPrice: '2.40',
            total: '1200.00',
            specifications: '',
            convertedUnitPrice: '2.40',
          },
        ],
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Modifier la cotation' });
    const price = within(dialog).getByRole('textbox', { name: 'Ligne 1 : Prix unitaire' });
    expect(price).toHaveValue('2.40');
    await user.clear(price);
    await user.type(price, '2,35');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter une ligne' }));
    // A new line here is about the quotation's product.
    expect(within(dialog).getByRole('combobox', { name: 'Ligne 2 : Produit demandé' })).toHaveValue(
      PRODUCT_ID,
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Ligne 2 : Produit' }), 'Douille');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Ligne 2 : Produit demandé' }),
      'Douille',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(
      await within(dialog).findByText("Ligne 1 : ce produit n'appartient pas à la demande de la cotation."),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Ligne 1 : Produit demandé' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The header's quantity is not blamed for a line's message.
    expect(within(dialog).getByRole('textbox', { name: 'Quantité' })).not.toHaveAttribute('aria-invalid');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('success', 'Cotation mise à jour avec succès.'),
    );
    const patch = calls.filter((c) => c.method === 'PATCH').at(-1);
    expect((patch?.body as { lines: unknown[] }).lines).toEqual([
      expect.objectContaining({ name: 'Ampoule E27 9 W', unitPrice: '2.35', total: '1200.00', unit: 'pcs' }),
      expect.objectContaining({
        name: 'Douille',
        requestedProductId: OTHER_ID,
        quantity: null,
        unitPrice: null,
      }),
    ]);
  });
});
