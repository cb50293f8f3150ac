import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { json, makeSession, mockApi } from '@/test/utils';
import { makeDetail } from '../test/fixtures';
import { DemandeFormDialog } from './DemandeFormDialog';
import { expectSavedAndClosed, fillForm, renderDialog, sentBody } from '@/test/forms';

function renderForm(handlers: Parameters<typeof mockApi>[0] = {}) {
  return { api: mockApi(handlers), ...renderDialog((on) => <DemandeFormDialog {...on} />) };
}

describe('DemandeFormDialog (demandes screen)', () => {
  it("refuses missing required fields with 'Veuillez remplir tous les champs obligatoires' and sends nothing", async () => {
    const { user, api } = renderForm();
    expect(screen.getByRole('heading', { name: 'Nouvelle Demande' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Titre *' }), 'Lampes');
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Veuillez remplir tous les champs obligatoires',
    );
    expect(screen.getByRole('textbox', { name: 'Titre *' })).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Description *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('combobox', { name: 'Catégorie *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Échéance *')).toHaveAttribute('aria-invalid', 'true');
    // Said once, above the fields.
    expect(screen.getAllByText('Veuillez remplir tous les champs obligatoires')).toHaveLength(1);
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('sends tags as a list and empty optional fields as null', async () => {
    const created = makeDetail();
    const { user, api, onSaved, onClose } = renderForm({
      'POST /api/demandes': () => json(201, { demande: created, message: 'Demande créée avec succès !' }),
    });
    await fillForm(user, {
      'Titre *': '  Lampes LED ',
      'Description *': '120 chambres',
      'Catégorie *': 'Sourcing',
      Priorité: 'high',
      'Échéance *': '2026-04-30',
      Tags: 'led, hôtel,, ',
    });
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    await expectSavedAndClosed(onSaved, onClose, 'Demande créée avec succès !');
    expect(sentBody(api.requests, 'POST')).toEqual({
      form: 'demandes',
      title: 'Lampes LED',
      description: '120 chambres',
      category: 'Sourcing',
      deadline: '2026-04-30',
      priority: 'high',
      client: null,
      clientId: null,
      budget: null,
      location: null,
      tags: ['led', 'hôtel'],
      assigneeIds: [],
    });
  });

  it("shows the specification's creation error, or the server's message", async () => {
    const { user } = renderForm({ 'POST /api/demandes': () => new Response('', { status: 500 }) });
    await fillForm(user, {
      'Titre *': 'Lampes',
      'Description *': 'x',
      'Catégorie *': 'Analyse',
      'Échéance *': '2026-04-30',
    });
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur lors de la création de la demande');
  });

  it('offers the clients as the client (a pick links the request, typing after it unlinks)', async () => {
    const created = makeDetail();
    const port = {
      id: '0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d',
      name: 'Hôtel du Port',
      companyName: 'Groupe Mer',
      email: 'port@mer.test',
    };
    const { user, api } = renderForm({
      'GET /api/auth/session': () =>
        json(200, makeSession({ modules: ['demandes', 'clients'], role: 'Editor' })),
      'GET /api/clients': () => json(200, { items: [port], total: 1, page: 1, pageSize: 8 }),
      'POST /api/demandes': () => json(201, { demande: created, message: 'Demande créée avec succès !' }),
    });
    await fillForm(user, {
      'Titre *': 'Lampes',
      'Description *': '120 chambres',
      'Catégorie *': 'Sourcing',
      'Échéance *': '2026-04-30',
    });
    const client = screen.getByRole('combobox', { name: 'Client' });
    await user.type(client, 'Hôt');
    const option = await screen.findByRole('option', { name: /Hôtel du Port/ });
    expect(option).toHaveTextContent('Groupe Mer · port@mer.test');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(client).toHaveValue('Hôtel du Port');
    expect(screen.getByText('Client existant : la demande figurera sur sa fiche.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Créer la demande' }));
    expect(sentBody(api.requests, 'POST')).toMatchObject({ client: 'Hôtel du Port', clientId: port.id });
  });

  it('keeps a typed name as free text, without a link', async () => {
    const { user } = renderForm({
      'GET /api/auth/session': () =>
        json(200, makeSession({ modules: ['demandes', 'clients'], role: 'Editor' })),
      'GET /api/clients': () => json(200, { items: [], total: 0, page: 1, pageSize: 8 }),
    });
    await user.type(screen.getByRole('combobox', { name: 'Client' }), 'Nouveau client');
    expect(
      await screen.findByText('Nom saisi : la demande ne sera liée à aucune fiche client.'),
    ).toBeInTheDocument();
  });
});
