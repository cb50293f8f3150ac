import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { json, mockApi } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { company, COMPANY_ID } from '../test/fixtures';
import { CompanyFormDialog } from './CompanyFormDialog';

const SIREN = 'SIREN invalide : 9 chiffres avec une clé de contrôle correcte.';

function renderForm() {
  const api = mockApi({
    [`PATCH /api/companies/${COMPANY_ID}`]: () =>
      json(200, { company: { ...company, siren: '732829320' }, message: 'Entreprise mise à jour' }),
  });
  const sent = () => api.requests.filter((r) => r.method === 'PATCH');
  return { api, sent, ...renderDialog((on) => <CompanyFormDialog company={company} {...on} />) };
}

describe('CompanyFormDialog', () => {
  it('refuses a SIREN with a wrong check digit with the French message, and sends a good one', async () => {
    const { user, api, sent, onSaved } = renderForm();
    const siren = screen.getByRole('textbox', { name: 'SIREN' });
    await user.type(siren, '732 829 321');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(SIREN)).toBeInTheDocument();
    expect(siren).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);
    await user.clear(siren);
    await user.type(siren, '732 829 320');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(sentBody(api.requests, 'PATCH')).toMatchObject({ siren: '732829320' });
  });
});
