import { describe, expect, it } from 'vitest';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { json, renderApp, preloadPage } from '@/test/utils';
import { expectEmptyList, expectLastCall, openNewDialog } from '@/test/list';
import { ASSIGNEE, listOf, setup, task } from '../test/fixtures';

describe('/tasks', () => {
  preloadPage(() => import('./TasksPage'));

  it('shows the four counters and the cards, with overdue tasks highlighted', async () => {
    setup('Manager', {
      'GET /api/tasks': () =>
        json(
          200,
          listOf([
            task(),
            task({
              id: '00000000-0000-4000-8000-000000000002',
              title: 'Tâche en retard',
              status: 'in-progress',
              progress: 50,
              overdue: true,
              dueDate: '2020-01-15',
            }),
          ]),
        ),
    });
    renderApp('/tasks');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Tâches' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Relancer le fournisseur' })).closest('li')!;
    expect(within(card).getByText('Élevée')).toBeInTheDocument();
    expect(within(card).getByText('Zoé Martin')).toBeInTheDocument();
    expect(within(card).getByText('Échéance : 30/06/2030')).toBeInTheDocument();
    expect(within(card).getByText('urgent')).toBeInTheDocument();
    const late = screen.getByRole('heading', { name: 'Tâche en retard' }).closest('li')!;
    expect(late).toHaveAttribute('data-overdue', 'true');
    expect(within(late).getByText('En retard')).toBeInTheDocument();
    expect(within(late).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');
    for (const label of ['Total', 'En cours', 'Terminées', 'En attente']) {
      expect(screen.getByText(label, { selector: 'p' })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Nouvelle Tâche' })).toBeInTheDocument();
  });

  it("shows 'Aucune tâche trouvée' and hides writing actions from a Viewer", async () => {
    setup('Viewer', { 'GET /api/tasks': () => json(200, listOf([])) });
    await expectEmptyList('/tasks', 'Aucune tâche trouvée');
    expect(screen.queryByRole('button', { name: 'Nouvelle Tâche' })).toBeNull();
  });

  it("shows the specification's loading error", async () => {
    setup('Manager', { 'GET /api/tasks': () => new Response('', { status: 500 }) });
    renderApp('/tasks');
    expect(
      await screen.findByText('Une erreur est survenue lors de la récupération des tâches'),
    ).toBeInTheDocument();
  });

  it('sends the status filter and mine=1 to the server and keeps them in the URL', async () => {
    const calls = setup('Manager');
    const { user, router } = renderApp('/tasks');
    await screen.findByRole('heading', { name: 'Relancer le fournisseur' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'completed');
    await user.click(screen.getByRole('checkbox', { name: 'Mes tâches uniquement' }));
    await expectLastCall(calls, '/api/tasks?', ['status=completed', 'mine=1']);
    expect(router.state.location.search).toContain('mine=1');
  });

  it('validates the new task with the specification messages, clears an error on edit, and closes after success', async () => {
    const calls = setup('Manager', {
      'POST /api/tasks': () =>
        json(201, {
          task: task({ id: '00000000-0000-4000-8000-000000000009' }),
          message: 'Tâche créée avec succès!',
        }),
    });
    const { user, dialog, submit } = await openNewDialog('/tasks', 'Nouvelle Tâche', 'Créer la tâche');
    // Defaults: priority medium, status pending.
    expect(within(dialog).getByRole('combobox', { name: 'Priorité' })).toHaveValue('medium');
    expect(within(dialog).getByRole('combobox', { name: 'Statut' })).toHaveValue('pending');

    await submit();
    for (const message of [
      'Le titre est requis',
      'La description est requise',
      "La date d'échéance est requise",
      "L'assigné est requis",
    ]) {
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    }
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre *' }), 'A');
    expect(within(dialog).queryByText('Le titre est requis')).toBeNull();
    expect(within(dialog).getByText('La description est requise')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Description *' }), 'Texte');
    await user.type(within(dialog).getByLabelText("Date d'échéance *"), '2030-06-30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigné à *' }), ASSIGNEE);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Statut' }), 'in-progress');
    expect(within(dialog).getByText(/Progression : 50 %/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Étiquettes' }), ' urgent, ,client ,');
    await submit();

    expect(await within(dialog).findByText('Tâche créée avec succès!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'A',
      description: 'Texte',
      priority: 'medium',
      status: 'in-progress',
      dueDate: '2030-06-30',
      assigneeId: ASSIGNEE,
      tags: ['urgent', 'client'],
    });
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Nouvelle Tâche' }), {
      timeout: 3000,
    });
  }, 20_000);

  it('shows the server message, else the specification fallback, when creation fails', async () => {
    setup('Manager', { 'POST /api/tasks': () => new Response('', { status: 500 }) });
    const { user } = renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'Nouvelle Tâche' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre *' }), 'A');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description *' }), 'B');
    await user.type(within(dialog).getByLabelText("Date d'échéance *"), '2030-06-30');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Assigné à *' }), ASSIGNEE);
    await user.click(within(dialog).getByRole('button', { name: 'Créer la tâche' }));
    expect(
      await within(dialog).findByText('Une erreur est survenue lors de la création de la tâche'),
    ).toBeInTheDocument();
  });

  it('changes the status from the card and deletes after confirmation', async () => {
    const calls = setup('Manager', {
      'PATCH /api/tasks/00000000-0000-4000-8000-000000000001': () =>
        json(200, {
          task: task({ status: 'completed', progress: 100 }),
          message: 'Tâche mise à jour avec succès',
        }),
      'DELETE /api/tasks/00000000-0000-4000-8000-000000000001': () =>
        json(200, { message: 'Tâche supprimée avec succès' }),
    });
    const { user } = renderApp('/tasks');
    const status = await screen.findByRole('combobox', { name: 'Statut de « Relancer le fournisseur »' });
    await user.selectOptions(status, 'completed');
    expect(await screen.findByText('Tâche mise à jour avec succès')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ status: 'completed' });

    await user.click(screen.getByRole('button', { name: 'Supprimer « Relancer le fournisseur »' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet élément ?');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Tâche supprimée avec succès')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
  });

  it('edits a task in the same form, prefilled', async () => {
    const calls = setup('Manager', {
      'PATCH /api/tasks/00000000-0000-4000-8000-000000000001': () =>
        json(200, { task: task({ title: 'Nouveau' }), message: 'Tâche mise à jour avec succès' }),
    });
    const { user } = renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'Modifier « Relancer le fournisseur »' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier la Tâche' });
    const title = within(dialog).getByRole('textbox', { name: 'Titre *' });
    expect(title).toHaveValue('Relancer le fournisseur');
    expect(within(dialog).getByRole('textbox', { name: 'Étiquettes' })).toHaveValue('fournisseur, urgent');
    await user.clear(title);
    await user.type(title, 'Nouveau');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Tâche mise à jour avec succès')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ title: 'Nouveau' });
  });
});
