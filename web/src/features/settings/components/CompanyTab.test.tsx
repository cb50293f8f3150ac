import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CompanyIdentityResponse } from '@comptoir/core/modules/settings';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { sentBody } from '@/test/forms';
import { CompanyTab } from './CompanyTab';

const OPTION = "Option pour le paiement de la TVA d'après les débits";

const IDENTITY: CompanyIdentityResponse = {
  identity: {
    legalName: 'Comptoir SAS',
    address: '12 rue des Halles\n75001 Paris',
    email: '',
    phone: '',
    website: '',
    siren: '732829320',
    siret: '',
    rcs: 'RCS Paris B 732 829 320',
    shareCapital: '10 000 €',
    vatNumber: 'FR44732829320',
    iban: '',
    bic: '',
    latePenaltyRate: '10',
    paymentTerms: '30 jours net',
    vatOnDebits: false,
    defaultVatRate: '20',
    paymentDays: 30,
  },
  editable: true,
  missing: [],
};

describe('CompanyTab', () => {
  it("saves the option for VAT on debits ('Option pour le paiement de la TVA d'après les débits')", async () => {
    const api = mockApi({
      'GET /api/settings/company': () => json(200, IDENTITY),
      'PUT /api/settings/company': (req) =>
        json(200, { ...IDENTITY, identity: { ...IDENTITY.identity, ...(req.body as object) } }),
    });
    const user = userEvent.setup();
    renderWithQueries(<CompanyTab />);
    const option = await screen.findByRole('checkbox', { name: OPTION });
    expect(option).not.toBeChecked();
    await user.click(option);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByRole('button', { name: 'Enregistré' })).toBeInTheDocument();
    expect(sentBody(api.requests, 'PUT', '/api/settings/company')).toMatchObject({ vatOnDebits: true });
    expect(option).toBeChecked();
  });

  it('shows the option checked and disabled to whoever may not edit', async () => {
    mockApi({
      'GET /api/settings/company': () =>
        json(200, { ...IDENTITY, editable: false, identity: { ...IDENTITY.identity, vatOnDebits: true } }),
    });
    renderWithQueries(<CompanyTab />);
    const option = await screen.findByRole('checkbox', { name: OPTION });
    expect(option).toBeChecked();
    expect(option).toBeDisabled();
  });
});
