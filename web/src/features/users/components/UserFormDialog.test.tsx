import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { GRANTABLE_MODULES } from '@comptoir/core/permissions';
import { json, mockApi } from '@/test/utils';
import { adminUser } from '../test/fixtures';
import { UserFormDialog } from './UserFormDialog';
import { expectSavedAndClosed, renderDialog, sentBody } from '@/test/forms';

const COMPANY = { id: '6f1d1c3e-3b7a-4f0e-9a51-1f2b3c4d5e6f', name: 'Atlas Trading' };
const ME = '11111111-1111-4111-8111-111111111111';

function api(extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/admin-users/list-companies': () => json(200, { companies: [COMPANY] }),
    ...extra,
  });
}

function renderForm(props: Partial<Parameters<typeof UserFormDialog>[0]> = {}) {
  const rendered = renderDialog((on) => <UserFormDialog currentUserId={ME} {...on} {...props} />);
  return { ...rendered, dialog: screen.getByRole('dialog') };
}

const moduleBox = (label: string) => screen.getByRole('checkbox', { name: label });
const checkedModules = () =>
  screen
    .getAllByRole('group')
    .find((g) => within(g).queryByText('Modules'))!
    .querySelectorAll('input[type=checkbox]:checked').length;

describe('UserFormDialog (create)', () => {
  it('starts with role Viewer, status Active, dashboard and tasks; Super Admin is not a role choice', async () => {
    api();
    renderForm();
    expect(screen.getByRole('heading', { name: 'Créer un utilisateur' })).toBeInTheDocument();
    const role = screen.getByRole('combobox', { name: 'Rôle' });
    expect(role).toHaveValue('Viewer');
    expect(within(role).queryByRole('option', { name: 'Super Admin' })).toBeNull();
    expect(
      within(role)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Manager', 'Éditeur', 'Lecteur']);
    expect(screen.getByRole('radio', { name: 'Actif' })).toBeChecked();
    expect(moduleBox('Tableau de Bord')).toBeChecked();
    expect(moduleBox('Tâches')).toBeChecked();
    expect(checkedModules()).toBe(2);
    expect(await screen.findByRole('checkbox', { name: 'Atlas Trading' })).not.toBeChecked();
  });

  it("lists each module once by its label: no 'commandes' box beside 'Commandes' (issue 30 §1)", () => {
    api();
    renderForm();
    const group = screen.getAllByRole('group').find((g) => within(g).queryByText('Modules'))!;
    expect(within(group).getAllByRole('checkbox')).toHaveLength(GRANTABLE_MODULES.length);
    expect(within(group).getByRole('checkbox', { name: 'Commandes' })).toBeInTheDocument();
    expect(within(group).queryByRole('checkbox', { name: 'commandes' })).toBeNull();
  });

  it("'Super Administrateur' selects every module and role Super Admin; unticking goes back to dashboard, tasks, Viewer", async () => {
    api();
    const { user } = renderForm();
    await user.click(moduleBox('Produits'));
    await user.click(screen.getByRole('checkbox', { name: /Super Administrateur/ }));
    expect(checkedModules()).toBe(GRANTABLE_MODULES.length);
    expect(screen.getByRole('combobox', { name: 'Rôle' })).toHaveValue('Super Admin');
    expect(screen.getByRole('combobox', { name: 'Rôle' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Super Administrateur/ }));
    expect(checkedModules()).toBe(2);
    expect(moduleBox('Tableau de Bord')).toBeChecked();
    expect(moduleBox('Tâches')).toBeChecked();
    expect(moduleBox('Produits')).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Rôle' })).toHaveValue('Viewer');
  });

  it('shows every French message beneath its field, and a field’s message goes when it is edited', async () => {
    const { requests } = api();
    const { user } = renderForm();
    await user.click(moduleBox('Tableau de Bord'));
    await user.click(moduleBox('Tâches'));
    await user.type(screen.getByLabelText(/^Téléphone/), '123');
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    expect(await screen.findByText('Le nom complet est requis')).toBeInTheDocument();
    expect(screen.getByText("L'adresse email est requise")).toBeInTheDocument();
    expect(screen.getByText('Le numéro de téléphone doit contenir au moins 10 chiffres')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(screen.getByText('Au moins un module doit être sélectionné')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nom complet/)).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByLabelText(/^Nom complet/), 'M');
    expect(screen.queryByText('Le nom complet est requis')).toBeNull();
    expect(screen.getByText("L'adresse email est requise")).toBeInTheDocument();

    await user.type(screen.getByLabelText(/^Email/), 'pas-une-adresse');
    await user.type(screen.getByLabelText(/^Mot de passe/), '12345');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Veuillez entrer une adresse email valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('the password has a show/hide toggle', async () => {
    api();
    const { user } = renderForm();
    const password = screen.getByLabelText(/^Mot de passe/);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sends the specification body, shows the success and reports it', async () => {
    const { requests } = api({
      'POST /api/admin-users/create-user': () =>
        json(201, { message: 'Utilisateur créé avec succès !', user: { id: 'x' } }),
    });
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Jeanne Martin');
    await user.type(screen.getByLabelText(/^Email/), 'jeanne@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Mot-De-Passe-1');
    await user.click(moduleBox('Produits'));
    await user.click(await screen.findByRole('checkbox', { name: 'Atlas Trading' }));
    await user.click(screen.getByRole('button', { name: 'Créer' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Utilisateur créé avec succès !'));
    expect(screen.getByText('Utilisateur créé avec succès !')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Créer' })).toBeDisabled();
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/admin-users/create-user');
    expect(post.body).toEqual({
      fullName: 'Jeanne Martin',
      email: 'jeanne@example.com',
      phone: null,
      password: 'Mot-De-Passe-1',
      isAdmin: false,
      role: 'Viewer',
      status: 'Active',
      modules: ['dashboard', 'tasks', 'products'],
      companies: [COMPANY.id],
    });
  });

  it('shows the server’s duplicate e-mail message in a red banner', async () => {
    const duplicate =
      'Cette adresse email est déjà utilisée. Veuillez en choisir une autre ou vous connecter.';
    api({
      'POST /api/admin-users/create-user': () =>
        json(409, { error: { code: 'user_already_exists', message: duplicate } }),
    });
    const { user, onSaved } = renderForm();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Jeanne');
    await user.type(screen.getByLabelText(/^Email/), 'JEANNE@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Mot-De-Passe-1');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(duplicate);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('falls back to the French message when the server gives none', async () => {
    api({ 'POST /api/admin-users/create-user': () => new Response('', { status: 500 }) });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/^Nom complet/), 'Jeanne');
    await user.type(screen.getByLabelText(/^Email/), 'jeanne@example.com');
    await user.type(screen.getByLabelText(/^Mot de passe/), 'Mot-De-Passe-1');
    await user.click(screen.getByRole('button', { name: 'Créer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Erreur lors de la création de l'utilisateur");
  });
});

describe('UserFormDialog (edit)', () => {
  const target = adminUser({
    modules: ['orders', 'clients'],
    companies: [COMPANY.id],
    email_confirmed_at: '2026-01-01T00:00:00.000Z',
  });

  it("is titled 'Modifier l'Utilisateur', has no password, saves with 'Sauvegarder'", async () => {
    const { requests } = api({
      'POST /api/admin-users/update-user': () => json(200, { message: 'Utilisateur modifié avec succès !' }),
    });
    const { user, onSaved, onClose } = renderForm({ user: target });
    expect(screen.getByRole('heading', { name: "Modifier l'Utilisateur" })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Mot de passe/)).toBeNull();
    expect(screen.getByLabelText(/^Nom complet/)).toHaveValue('Hugo Bernard');
    expect(moduleBox('Commandes')).toBeChecked();
    expect(await screen.findByRole('checkbox', { name: 'Atlas Trading' })).toBeChecked();
    await user.clear(screen.getByLabelText(/^Nom complet/));
    await user.type(screen.getByLabelText(/^Nom complet/), 'Hugo B.');
    await user.click(screen.getByRole('radio', { name: 'Inactif' }));
    await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
    await expectSavedAndClosed(onSaved, onClose, 'Utilisateur modifié avec succès !');
    expect(sentBody(requests, 'POST')).toEqual({
      userId: target.id,
      fullName: 'Hugo B.',
      email: 'hugo@example.com',
      phone: null,
      role: 'Editor',
      status: 'Inactive',
      isAdmin: false,
      modules: ['orders', 'clients'],
      companies: [COMPANY.id],
    });
  });

  it('locks the admin box and the status for oneself', () => {
    api();
    renderForm({ user: { ...target, id: ME, is_super_admin: true, role: 'Super Admin' } });
    expect(screen.getByRole('checkbox', { name: /Super Administrateur/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Inactif' })).toBeDisabled();
    expect(screen.getByText('Vous ne pouvez pas modifier vos propres privilèges')).toBeInTheDocument();
  });
});
