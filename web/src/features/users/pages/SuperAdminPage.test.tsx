import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { AdminUser, ListUsersResponse } from '@comptoir/core/modules/admin-users';
import { MODULE_KEYS } from '@comptoir/core/permissions';
import { json, makeSession, renderApp, stubSignedIn, SUPER_ADMIN } from '@/test/utils';
import { adminUser } from '../test/fixtures';
import { sentBody } from '@/test/forms';

const session = makeSession(SUPER_ADMIN);

function record(overrides: Partial<AdminUser>): AdminUser {
  return adminUser({
    id: '33333333-3333-4333-8333-333333333333',
    phone: '06 12 34 56 78',
    modules: ['dashboard', 'orders', 'clients', 'quotes', 'invoices'],
    created_at: '2026-03-05T10:00:00.000Z',
    ...overrides,
  });
}

const hugo = record({});
const me = record({
  id: session.user.id,
  email: session.user.email,
  full_name: session.user.full_name,
  role: 'Super Admin',
  is_super_admin: true,
  modules: [...MODULE_KEYS],
  last_sign_in_at: '2026-03-06T08:30:00.000Z',
  email_confirmed_at: '2026-03-01T00:00:00.000Z',
});

function list(users: AdminUser[]): ListUsersResponse {
  return {
    users,
    total: users.length,
    page: 1,
    pageSize: 20,
    counts: { total: 12, superAdmins: 2, admins: 4, active: 10, inactive: 2, newLast30Days: 3 },
  };
}

function setup(users: AdminUser[] = [hugo, me]) {
  const requests = stubSignedIn(SUPER_ADMIN, {
    'GET /api/admin-users/list-users': () => json(200, list(users)),
    'GET /api/admin-users/list-companies': () => json(200, { companies: [] }),
    'POST /api/admin-users/toggle-admin': () =>
      json(200, { message: 'Privilèges administrateur accordés avec succès' }),
    'POST /api/admin-users/delete-user': () => new Response('', { status: 500 }),
  });
  return { requests };
}

/** On /super-admin: presses `button`, checks that the confirmation says `message`, and presses `confirm`. */
async function confirmOnSuperAdmin(button: string, message: string, confirm: string) {
  const { user } = renderApp('/super-admin');
  await user.click(await screen.findByRole('button', { name: button }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent(message);
  await user.click(within(dialog).getByRole('button', { name: confirm }));
}

describe('/super-admin', () => {
  it('shows the five counters and the table with every column', async () => {
    setup();
    renderApp('/super-admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Super Admin - Gestion Utilisateurs' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Hugo Bernard')).closest('tr')!;
    for (const [label, value] of [
      ['Total utilisateurs', '12'],
      ['Super admins', '2'],
      ['Actifs', '10'],
      ['Désactivés', '2'],
      ['Nouveaux (30 jours)', '3'],
    ]) {
      expect(screen.getByText(label!, { selector: 'p' }).nextSibling).toHaveTextContent(value!);
    }
    expect(within(row).getByText('06 12 34 56 78')).toBeInTheDocument();
    expect(within(row).getByText('Email non confirmé')).toBeInTheDocument();
    expect(within(row).getByText('Tableau de Bord')).toBeInTheDocument();
    expect(within(row).getByText('Clients')).toBeInTheDocument();
    expect(within(row).queryByText('Devis')).toBeNull();
    expect(within(row).getByText('+2')).toBeInTheDocument();
    expect(within(row).getByText('Jamais')).toBeInTheDocument();
    expect(within(row).getByRole('switch', { name: 'Compte actif : Hugo Bernard' })).toBeChecked();

    const mine = screen.getByRole('row', { name: new RegExp(SUPER_ADMIN.email!) });
    expect(within(mine).getByRole('img', { name: 'Super administrateur' })).toBeInTheDocument();
    expect(within(mine).getByRole('switch')).toBeDisabled();
    expect(within(mine).getByRole('button', { name: /Supprimer/ })).toBeDisabled();
    expect(within(mine).getByRole('button', { name: /Retirer les droits admin/ })).toBeDisabled();
    expect(within(mine).getByText(/^06\/03\/2026 \d{2}:30$/)).toBeInTheDocument();
  });

  it('asks before granting admin rights, then shows the success banner', async () => {
    const { requests } = setup();
    await confirmOnSuperAdmin(
      'Accorder les droits admin : Hugo Bernard',
      'Êtes-vous sûr de vouloir accorder les privilèges de super administrateur à Hugo Bernard ?',
      'Accorder',
    );
    expect(await screen.findByText('Privilèges administrateur accordés avec succès')).toBeInTheDocument();
    expect(sentBody(requests, 'POST')).toEqual({ userId: hugo.id, isAdmin: true });
  });

  it('asks before deleting, with the irreversible warning; a server error without message uses the fallback', async () => {
    setup();
    await confirmOnSuperAdmin(
      'Supprimer : Hugo Bernard',
      'Êtes-vous sûr de vouloir supprimer cet utilisateur ? Cette action est irréversible.',
      'Supprimer',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Erreur lors de la suppression de l'utilisateur",
    );
  });

  it("shows 'Aucun utilisateur trouvé' and keeps filters in the address", async () => {
    const { requests } = setup([]);
    const { user, router } = renderApp('/super-admin');
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Statut' }), 'inactive');
    await waitFor(() => expect(router.state.location.search).toBe('?status=inactive'));
    await waitFor(() =>
      expect(requests.some((r) => r.url.includes('/list-users?') && r.url.includes('status=inactive'))).toBe(
        true,
      ),
    );
  });
});

describe('/users', () => {
  it('shows four counters, role badges, and a note instead of credentials outside demo mode', async () => {
    setup([
      hugo,
      record({ id: '44444444-4444-4444-8444-444444444444', full_name: 'Ana Admin', role: 'Admin' }),
    ]);
    renderApp('/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestion des Utilisateurs' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Hugo Bernard')).toBeInTheDocument();
    expect(screen.getByText('Administrateurs', { selector: 'p' }).nextSibling).toHaveTextContent('4');
    expect(screen.queryByText('Super admins')).toBeNull();
    expect(screen.getByText('Éditeur', { selector: 'span' }).className).toMatch(/info/);
    expect(screen.getByText('Admin', { selector: 'span' }).className).toMatch(/destructive/);
    expect(screen.getAllByText('05/03/2026', { selector: 'td' })).toHaveLength(2);
    expect(await screen.findByText(/les identifiants ne sont jamais affichés/)).toBeInTheDocument();
  });

  it('the edit button opens the edit modal; delete asks the basic question', async () => {
    setup();
    const { user } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Modifier : Hugo Bernard' }));
    expect(screen.getByRole('dialog', { name: "Modifier l'Utilisateur" })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer : Hugo Bernard' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(
      'Êtes-vous sûr de vouloir supprimer cet utilisateur ?',
    );
    expect(screen.getByRole('alertdialog')).not.toHaveTextContent('irréversible');
  });
});
