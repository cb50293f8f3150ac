import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ListMembersResponse, TeamMember } from '@comptoir/core/modules/team';
import { json, onePage, renderApp, stubSignedIn, type ApiHandler, preloadPage } from '@/test/utils';
import { expectEmptyList, expectLastCall, openNewDialog } from '@/test/list';

const member = (overrides: Partial<TeamMember> = {}): TeamMember => ({
  id: '00000000-0000-4000-8000-000000000001',
  userId: '11111111-1111-4111-8111-111111111111',
  name: 'Sophie Martin',
  email: 'sophie@comptoir.test',
  role: 'Acheteuse senior',
  department: 'Sourcing',
  level: 'expert',
  phone: '+33 1 00 00 00 00',
  location: 'Paris',
  specialties: ['Électronique', 'Asie'],
  status: 'online',
  lastSeenAt: '2026-01-01T10:00:00.000Z',
  tasksCompleted: 12,
  tasksOnTime: 11,
  efficiency: 92,
  avgCompletionHours: 30,
  isAdmin: false,
  isDemo: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

const listOf = (items: TeamMember[], overrides: Partial<ListMembersResponse> = {}): ListMembersResponse => ({
  ...onePage(items, 100),
  counters: { Sourcing: 3, Commercial: 2, Direction: 1 },
  summary: { totalMembers: items.length, averageEfficiency: 85, tasksCompleted: 20, online: 1 },
  ...overrides,
});

function setup(role: 'Manager' | 'Viewer', handlers: Record<string, ApiHandler> = {}) {
  return stubSignedIn(
    { role, modules: ['dashboard', 'team', 'demandes'] },
    {
      'GET /api/team-members': () =>
        json(
          200,
          listOf([
            member(),
            member({
              id: '00000000-0000-4000-8000-000000000002',
              userId: null,
              name: 'Paul Sans Tâche',
              level: 'senior',
              status: 'offline',
              tasksCompleted: 0,
              tasksOnTime: 0,
              efficiency: null,
              avgCompletionHours: null,
              specialties: [],
            }),
            member({
              id: '00000000-0000-4000-8000-000000000003',
              name: 'Lent Rouge',
              level: 'senior',
              efficiency: 60,
            }),
          ]),
        ),
      'GET /api/team-members/candidates': () =>
        json(200, {
          items: [
            {
              id: '22222222-2222-4222-8222-222222222222',
              name: 'Ada Admin',
              email: 'ada@comptoir.test',
              role: 'Admin',
              isSuperAdmin: false,
              isAdmin: true,
            },
            {
              id: '33333333-3333-4333-8333-333333333333',
              name: 'Bruno Simple',
              email: 'bruno@comptoir.test',
              role: 'Editor',
              isSuperAdmin: false,
              isAdmin: false,
            },
          ],
        }),
      ...handlers,
    },
  );
}

describe('/team', () => {
  preloadPage(() => import('./TeamPage'));

  it('shows the tabs with counts, the summary cards, the definitions and members grouped by level', async () => {
    const calls = setup('Manager');
    renderApp('/team');
    expect(await screen.findByRole('heading', { level: 1, name: "Gestion de l'Équipe" })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: /Sourcing\s*3/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Commercial\s*2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Direction\s*1/ })).toBeInTheDocument();
    expect(screen.getByText('Efficacité moyenne')).toBeInTheDocument();
    expect(screen.getByText('85 %')).toBeInTheDocument();
    expect(screen.getByText(/Efficacité : part des tâches terminées à temps/)).toBeInTheDocument();

    const levels = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(levels).toEqual(['Expert(1)', 'Senior(2)']);

    const sophie = screen.getByRole('link', { name: 'Sophie Martin' });
    expect(sophie).toHaveAttribute('href', '/demandes?member=00000000-0000-4000-8000-000000000001');
    const card = sophie.closest('li')!;
    expect(within(card).getByText('92 %')).toHaveAttribute('data-tone', 'green');
    expect(within(card).getByText('En ligne')).toBeInTheDocument();
    const paul = screen.getByRole('link', { name: 'Paul Sans Tâche' }).closest('li')!;
    expect(within(paul).getAllByText('—')[0]).toHaveAttribute('data-tone', 'none');
    const red = screen.getByRole('link', { name: 'Lent Rouge' }).closest('li')!;
    expect(within(red).getByText('60 %')).toHaveAttribute('data-tone', 'red');

    expect(calls.find((c) => c.url.startsWith('/api/team-members?'))?.url).toContain('department=Sourcing');
    expect(screen.getByRole('button', { name: 'Nouvelle Personne' })).toBeInTheDocument();
  });

  it('switches department in the URL, hides Nouvelle Personne outside Sourcing, and searches', async () => {
    const calls = setup('Manager');
    const { user, router } = renderApp('/team');
    await user.click(await screen.findByRole('tab', { name: /Commercial/ }));
    expect(router.state.location.search).toContain('department=Commercial');
    expect(screen.queryByRole('button', { name: 'Nouvelle Personne' })).toBeNull();
    await user.type(screen.getByRole('searchbox', { name: 'Rechercher' }), 'achat');
    await expectLastCall(calls, '/api/team-members?', ['department=Commercial', 'q=achat']);
  });

  it("opens a member's requests on click", async () => {
    setup('Manager');
    const { user, router } = renderApp('/team');
    await user.click(await screen.findByRole('link', { name: 'Sophie Martin' }));
    // The demandes page loads lazily: the location changes once it has.
    await waitFor(() => expect(router.state.location.pathname).toBe('/demandes'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?member=00000000-0000-4000-8000-000000000001');
  });

  it("'Ajouter un membre' lists users with the Administrateur label and assigns one to a department", async () => {
    const calls = setup('Manager', {
      'POST /api/team-members': () =>
        json(201, {
          member: member({ name: 'Bruno Simple', department: 'Direction' }),
          message: 'Utilisateur Bruno Simple ajouté au département Direction avec succès.',
        }),
    });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un membre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter un membre' });
    const ada = (await within(dialog).findByText('Ada Admin')).closest('li')!;
    expect(within(ada).getByText('Administrateur')).toBeInTheDocument();
    const bruno = within(dialog).getByText('Bruno Simple').closest('li')!;
    expect(within(bruno).queryByText('Administrateur')).toBeNull();
    await user.click(
      within(bruno).getByRole('button', { name: 'Ajouter Bruno Simple au département Direction' }),
    );
    expect(
      await screen.findByText('Utilisateur Bruno Simple ajouté au département Direction avec succès.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userId: '33333333-3333-4333-8333-333333333333',
      department: 'Direction',
    });
    expect(screen.queryByRole('dialog', { name: 'Ajouter un membre' })).toBeNull();
  });

  it("shows 'Aucun utilisateur trouvé' when everyone is in the team", async () => {
    setup('Manager', { 'GET /api/team-members/candidates': () => json(200, { items: [] }) });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Ajouter un membre' }));
    expect(await screen.findByText('Aucun utilisateur trouvé')).toBeInTheDocument();
  });

  it("'Nouvelle Personne' validates with French messages and posts to the Sourcing department", async () => {
    const calls = setup('Manager', {
      'POST /api/team-members': () =>
        json(201, {
          member: member({ name: 'Nina' }),
          message: 'Nina ajouté au département Sourcing avec succès.',
        }),
    });
    const { user, dialog, submit } = await openNewDialog('/team', 'Nouvelle Personne', 'Ajouter');
    await submit();
    expect(await within(dialog).findByText('Le nom est requis')).toBeInTheDocument();
    expect(within(dialog).getByText("L'e-mail est requis")).toBeInTheDocument();
    expect(within(dialog).getByText('Le rôle est requis')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nom *' }), 'Nina');
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail *' }), 'nina@x.fr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rôle *' }), 'Acheteuse');
    await user.type(within(dialog).getByRole('textbox', { name: 'Spécialités' }), 'Textile, Asie');
    await submit();
    expect(await screen.findByText('Nina ajouté au département Sourcing avec succès.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      kind: 'person',
      name: 'Nina',
      email: 'nina@x.fr',
      role: 'Acheteuse',
      department: 'Sourcing',
      level: 'senior',
      specialties: 'Textile, Asie',
    });
  });

  it("edits a user's member without name or e-mail fields, and removes after confirmation", async () => {
    const calls = setup('Manager', {
      'PATCH /api/team-members/00000000-0000-4000-8000-000000000001': () =>
        json(200, { member: member(), message: 'Membre mis à jour avec succès' }),
      'DELETE /api/team-members/00000000-0000-4000-8000-000000000001': () =>
        json(200, { message: "Membre retiré de l'équipe avec succès" }),
    });
    const { user } = renderApp('/team');
    await user.click(await screen.findByRole('button', { name: 'Modifier Sophie Martin' }));
    const dialog = await screen.findByRole('dialog', { name: /Modifier le membre/ });
    expect(within(dialog).queryByRole('textbox', { name: 'Nom *' })).toBeNull();
    const role = within(dialog).getByRole('textbox', { name: 'Rôle' });
    await user.clear(role);
    await user.type(role, 'Responsable');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Niveau' }), 'manager');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Membre mis à jour avec succès')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH')!.body as Record<string, unknown>;
    expect(patch).toMatchObject({ role: 'Responsable', level: 'manager', location: 'Paris' });
    expect(patch).not.toHaveProperty('name');

    await user.click(screen.getByRole('button', { name: 'Retirer Sophie Martin' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet élément ?');
    await user.click(within(confirm).getByRole('button', { name: 'Retirer' }));
    expect(await screen.findByText("Membre retiré de l'équipe avec succès")).toBeInTheDocument();
  });

  it("hides the writing actions from a Viewer and shows 'Aucun membre trouvé'", async () => {
    setup('Viewer', { 'GET /api/team-members': () => json(200, listOf([])) });
    await expectEmptyList('/team', 'Aucun membre trouvé');
    expect(screen.queryByRole('button', { name: 'Ajouter un membre' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Nouvelle Personne' })).toBeNull();
  });
});
