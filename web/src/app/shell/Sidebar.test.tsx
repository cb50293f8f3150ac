import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENU_ITEMS, visibleMenu } from '@comptoir/core/permissions';
import { setViewportWidth } from '@/test/viewport';
import { json, makeSession, makeUser, mockApi, noDemo, renderApp, SUPER_ADMIN } from '@/test/utils';

function menuIds(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.getAttribute('data-menu-id') ?? '');
}

describe('sidebar', () => {
  it("lists exactly a restricted user's visible menu, in order, without the super-admin items", async () => {
    const overrides = { modules: ['tasks', 'dashboard', 'orders', 'users', 'testing', 'settings'] };
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession(overrides)) });
    renderApp('/dashboard');
    await screen.findByRole('navigation', { name: 'Navigation principale' });

    const ids = menuIds();
    expect(ids).toEqual(visibleMenu(makeUser(overrides)).map((item) => item.id));
    expect(ids).toEqual(['dashboard', 'tasks', 'orders', 'settings']);
    for (const hidden of ['users', 'super-admin', 'testing']) expect(ids).not.toContain(hidden);

    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Commandes' })).toHaveAttribute('href', '/orders');
  });

  it('lists every menu item for a super admin and marks the current page', async () => {
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession(SUPER_ADMIN)) });
    renderApp('/super-admin');
    await screen.findByRole('navigation', { name: 'Navigation principale' });

    expect(menuIds()).toEqual(MENU_ITEMS.map((item) => item.id));
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Super Admin' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Gestion Utilisateurs' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it("shows the user's name and e-mail, or the e-mail alone when there is no name", async () => {
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession({ full_name: '', email: 'x@y.fr' })) });
    renderApp('/dashboard');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('x@y.fr');
    expect(screen.getByTestId('user-email')).toHaveTextContent('x@y.fr');
  });

  it('logs out with scope local and goes to the login page', async () => {
    const { requests } = mockApi({
      'GET /api/auth/session': () => json(200, makeSession()),
      'POST /api/auth/logout': () => json(200, { ended: 1 }),
      'GET /api/auth/demo-accounts': noDemo,
    });
    const { user, router } = renderApp('/tasks');
    expect(await screen.findByTestId('user-name')).toHaveTextContent('Léa Moreau');

    await user.click(screen.getByRole('button', { name: 'Déconnexion' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    // A fresh sign-in goes to the dashboard, not to the page the previous user left.
    expect(router.state.location.state).toBeNull();
    const logout = requests.find((r) => r.url === '/api/auth/logout');
    expect(logout?.body).toEqual({ scope: 'local' });
    expect(logout?.method).toBe('POST');
  });

  it('signs the user out when a call answers 401, and brings them back after sign-in', async () => {
    let sessionAlive = true;
    mockApi({
      'GET /api/auth/session': () => json(200, makeSession()),
      'PATCH /api/auth/preferences': () =>
        sessionAlive
          ? json(200, {})
          : json(401, { error: { code: 'unauthenticated', message: 'Session expirée' } }),
      'GET /api/auth/demo-accounts': noDemo,
    });
    const { user, router } = renderApp('/tasks');
    await screen.findByRole('heading', { level: 1, name: 'Gestion des Tâches' });
    sessionAlive = false;
    await user.click(screen.getByRole('button', { name: 'Basculer le thème' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/tasks' });
  });
});

describe('mobile menu', () => {
  it('is closed below 768 px and opens from the hamburger, closing on Escape and on navigation', async () => {
    setViewportWidth(500);
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession()) });
    const { user, router } = renderApp('/dashboard');
    const hamburger = await screen.findByRole('button', { name: 'Ouvrir le menu' });
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();

    await user.click(hamburger);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByRole('button', { name: 'Fermer le menu' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('link', { name: 'Tâches' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/tasks');
  });

  it('on a wide screen is a column of the full-height shell, so its background runs down long pages', async () => {
    setViewportWidth(1280);
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession()) });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Navigation principale' });
    const aside = nav.closest('aside');
    if (!aside) throw new Error('no sidebar');
    // Not a viewport-high fixed box (which ends at the first screen of a long page): a flex column
    // that stretches with the page and carries the background, its content sticky and one screen high.
    expect(aside).not.toHaveClass('fixed');
    expect(aside).toHaveClass('bg-sidebar', 'shrink-0');
    expect(aside.parentElement).toHaveClass('flex', 'min-h-dvh');
    expect(aside.parentElement).not.toHaveClass('flex-col');
    expect(aside.firstElementChild).toHaveClass('sticky', 'top-0', 'h-dvh');
    expect(screen.getByRole('main').parentElement).toHaveClass('flex-1', 'min-w-0');
  });

  it('is open by default from 768 px and can be closed', async () => {
    setViewportWidth(768);
    mockApi({ 'GET /api/auth/session': () => json(200, makeSession()) });
    const { user } = renderApp('/dashboard');
    const toggle = await screen.findByRole('button', { name: 'Fermer le menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('navigation', { name: 'Navigation principale' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ouvrir le menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
