import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { Client } from '@comptoir/core/modules/clients';
import { json, mockApi } from '@/test/utils';
import { renderDialog } from '@/test/forms';
import { COMPANY_ID, companiesPage, makeDetail } from '../test/fixtures';
import { ClientFormDialog } from './ClientFormDialog';

const REQUIRED = 'Veuillez remplir tous les champs obligatoires';
const PHONE =
  'Le numéro de téléphone doit contenir au moins 10 chiffres et peut inclure des espaces, tirets et un + optionnel';
const EMAIL = 'Veuillez entrer une adresse email valide';

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}, client?: Client) {
  const api = mockApi({ 'GET /api/companies?pageSize=100': () => json(200, companiesPage), ...handlers });
  const posts = () => api.requests.filter((r) => r.method === 'POST' || r.method === 'PATCH');
  return { api, posts, ...renderDialog((on) => <ClientFormDialog client={client} {...on} />) };
}

const nameInput = () => screen.getByRole('textbox', { name: 'Nom *' });
const companySelect = () => screen.getByRole('combobox', { name: 'Entreprise *' });
const save = () => screen.getByRole('button', { name: 'Enregistrer' });

describe('ClientFormDialog', () => {
  it("refuses an empty form with 'Veuillez remplir tous les champs obligatoires' and sends nothing", async () => {
    const { user, posts } = renderForm();
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(REQUIRED);
    expect(nameInput()).toHaveAttribute('aria-invalid', 'true');
    expect(companySelect()).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('checks the phone and the e-mail with the specification messages', async () => {
    const { user, posts } = renderForm();
    await user.type(nameInput(), 'Sophie');
    await screen.findByRole('option', { name: 'Hôtel du Port' });
    await user.selectOptions(companySelect(), COMPANY_ID);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sophie@exemple');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '06 12 34');
    await user.click(save());
    expect(await screen.findByText(PHONE)).toBeInTheDocument();
    expect(screen.getByText(EMAIL)).toBeInTheDocument();
    expect(screen.queryByText(REQUIRED)).not.toBeInTheDocument();
    expect(posts()).toHaveLength(0);
  });

  it('creates a client with a new company in one request and reports the success message', async () => {
    const { user, posts, onSaved, onClose } = renderForm({
      'POST /api/clients': () =>
        json(201, { client: makeDetail({ name: 'Sophie' }), message: 'Client ajouté avec succès' }),
    });
    await user.type(nameInput(), 'Sophie');
    await user.selectOptions(companySelect(), '+ Nouvelle entreprise');
    // The new company's name is required too.
    await user.click(save());
    const companyName = screen.getByRole('textbox', { name: "Nom de l'entreprise *" });
    await waitFor(() => expect(companyName).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(REQUIRED).length).toBeGreaterThan(0);

    await user.type(companyName, 'Brasserie du Port');
    await user.type(screen.getByRole('textbox', { name: 'Site web' }), 'www.brasserie.fr');
    await user.type(screen.getByRole('textbox', { name: 'Téléphone' }), '+33 6 12 34 56 78');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'hôtel, , fidèle');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Zone tarifaire' }), 'Europe');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Client ajouté avec succès', expect.anything()));
    expect(onClose).toHaveBeenCalled();
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.body).toMatchObject({
      name: 'Sophie',
      companyId: null,
      newCompany: { name: 'Brasserie du Port', website: 'www.brasserie.fr', industry: null },
      phone: '+33 6 12 34 56 78',
      email: null,
      status: 'active',
      tags: ['hôtel', 'fidèle'],
      zone: 'Europe',
    });
  });

  it("shows the server's refusal of a company under the field", async () => {
    const message = "Entreprise introuvable, ou vous n'y avez pas accès.";
    const { user, onSaved } = renderForm({
      'POST /api/clients': () =>
        json(404, { error: { code: 'company_not_found', message, fields: { companyId: message } } }),
    });
    await user.type(nameInput(), 'Sophie');
    await screen.findByRole('option', { name: 'Hôtel du Port' });
    await user.selectOptions(companySelect(), COMPANY_ID);
    await user.click(save());
    expect(await screen.findAllByText(message)).toHaveLength(2);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('edits a client with a PATCH of its fields', async () => {
    const client = makeDetail();
    const { user, posts, onSaved } = renderForm(
      {
        [`PATCH /api/clients/${client.id}`]: () =>
          json(200, { client, message: 'Client mis à jour avec succès' }),
      },
      client,
    );
    expect(nameInput()).toHaveValue('Sophie Martin');
    expect(screen.getByRole('textbox', { name: 'Tags' })).toHaveValue('hôtellerie');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'inactive');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Client mis à jour avec succès', client));
    expect(posts()[0]).toMatchObject({
      method: 'PATCH',
      body: { status: 'inactive', companyId: COMPANY_ID, newCompany: null },
    });
  });
});
