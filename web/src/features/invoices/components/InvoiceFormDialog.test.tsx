import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { INVOICE_ID, invoice } from '../test/fixtures';
import { InvoiceFormDialog } from './InvoiceFormDialog';

const draft = invoice({ status: 'draft', number: null, issueDate: null, actions: ['edit', 'issue'] });

function renderForm() {
  const api = mockApi({
    'GET /api/settings/company/defaults': () => json(200, { vatRate: '20' }),
    [`PATCH /api/invoices/${INVOICE_ID}`]: (req) =>
      json(200, { invoice: { ...draft, ...(req.body as object) }, message: 'Facture mise à jour.' }),
  });
  return {
    api,
    ...renderDialog((on) => <InvoiceFormDialog invoice={draft} onClose={on.onClose} onSaved={on.onSaved} />),
  };
}

describe('InvoiceFormDialog: the 2026 reform mentions', () => {
  it('shows the nature the lines give, lets the user choose one and give a delivery address', async () => {
    const { user, api, onSaved } = renderForm();
    const nature = screen.getByRole('combobox', { name: "Nature de l'opération" });
    // The draft's only line is free: a service, until a nature is chosen.
    expect(nature).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'Selon les lignes (Prestation de services)' }),
    ).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.closest('select') === nature)
        .map((o) => o.textContent),
    ).toEqual([
      'Selon les lignes (Prestation de services)',
      'Livraison de biens',
      'Prestation de services',
      'Mixte',
    ]);
    await user.selectOptions(nature, 'mixed');
    await user.type(
      screen.getByRole('textbox', {
        name: "Adresse de livraison (si différente de l'adresse de facturation)",
      }),
      'Entrepôt Sud{Enter}13400 Aubagne',
    );
    await user.click(screen.getByRole('button', { name: /Enregistrer/ }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(api.requests, 'PATCH')).toMatchObject({
      operationNature: 'mixed',
      deliveryAddress: 'Entrepôt Sud\n13400 Aubagne',
    });
  });

  it('sends no nature when none is chosen (the server derives it)', async () => {
    const { user, api, onSaved } = renderForm();
    await user.click(screen.getByRole('button', { name: /Enregistrer/ }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(api.requests, 'PATCH')).toMatchObject({ operationNature: null, deliveryAddress: null });
  });
});
