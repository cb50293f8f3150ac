import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectDashboard, json, makeSession, mockApi, renderApp, signedOut, SUPER_ADMIN } from '@/test/utils';

function signedInAs(overrides: Parameters<typeof makeSession>[0]) {
  return mockApi({ 'GET /api/auth/session': () => json(200, makeSession(overrides)) });
}

describe('module guard', () => {
  it("shows 'Accès restreint' with the user's modules for a module outside their list", async () => {
    signedInAs({ modules: ['dashboard', 'tasks', 'clients'] });
    const { user, router } = renderApp('/products');

    expect(await screen.findByRole('heading', { level: 1, name: 'Accès restreint' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Vous n'avez pas accès à ce module. Contactez votre administrateur pour obtenir les permissions nécessaires.",
      ),
    ).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Modules autorisés' });
    const labels = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(labels).toEqual(['Tableau de Bord', 'Tâches', 'Clients']);
    expect(screen.queryByRole('heading', { name: /Produits : en construction/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Retour au tableau de bord' }));
    await expectDashboard(router);
  });

  it('opens a module that is in the list', async () => {
    signedInAs({ modules: ['dashboard', 'analytics'] });
    renderApp('/analytics');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Analyses Financières' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it.each(['/users', '/super-admin', '/testing'])(
    "shows 'Accès non autorisé' on %s to a user who is not super admin",
    async (path) => {
      // Even with 'users' and 'testing' in their list: those pages are for super admins only.
      signedInAs({ role: 'Admin', modules: ['dashboard', 'users', 'testing'] });
      renderApp(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText('Vous devez être super administrateur pour accéder à cette page.'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Retour' })).toBeInTheDocument();
    },
  );

  it('goes back to the dashboard from a super-admin page opened directly', async () => {
    signedInAs({});
    const { user, router } = renderApp('/users');
    await user.click(await screen.findByRole('button', { name: 'Retour' }));
    await expectDashboard(router);
  });

  it('lets a super admin open the super-admin pages', async () => {
    signedInAs(SUPER_ADMIN);
    renderApp('/users');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Gestion des Utilisateurs' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Accès non autorisé')).not.toBeInTheDocument();
  });

  it('sends signed-out visitors to the login page', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/demo-accounts': () => json(200, { demo: false, accounts: [] }),
    });
    const { router } = renderApp('/analytics');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/analytics' });
  });

  it('treats a session check that does not answer in time as signed out', async () => {
    mockApi({
      'GET /api/auth/session': () => Promise.reject(new TypeError('Failed to fetch')),
      'GET /api/auth/demo-accounts': () => json(200, { demo: false, accounts: [] }),
    });
    const { router } = renderApp('/');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('redirects / to the dashboard when signed in', async () => {
    signedInAs({});
    const { router } = renderApp('/');
    await expectDashboard(router);
  });
});

describe('pages outside the modules', () => {
  it('shows the not-found page for an unknown address', async () => {
    signedInAs({});
    renderApp('/nulle-part');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });
});
