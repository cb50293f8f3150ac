import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DemoAccountsResponse } from '@comptoir/core/modules/auth';
import { expectDashboard, json, makeSession, mockApi, noDemo, renderApp, signedOut } from '@/test/utils';

const DEMO: DemoAccountsResponse = {
  demo: true,
  accounts: [
    {
      email: 'admin@comptoir.demo',
      password: 'Demo-Admin-2026',
      full_name: 'Camille Laurent (démo)',
      role: 'Super Admin',
      description: 'Super administrateur : tous les modules',
    },
    {
      email: 'sourcing@comptoir.demo',
      password: 'Demo-Sourcing-2026',
      full_name: 'Léa Moreau (démo)',
      role: 'Editor',
      description: 'Spécialiste sourcing',
    },
  ],
};

async function openLogin(extra: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET /api/auth/session': signedOut,
    'GET /api/auth/demo-accounts': noDemo,
    ...extra,
  });
  const app = renderApp('/login');
  await screen.findByRole('button', { name: 'Se connecter' });
  return { ...app, ...api };
}

const emailField = () => screen.getByLabelText('Adresse email');
const passwordField = () => screen.getByLabelText('Mot de passe');

/** Types Léa's address and a well-formed password, and presses 'Se connecter'. */
async function signIn(user: ReturnType<typeof renderApp>['user']) {
  await user.type(emailField(), 'lea@comptoir.test');
  await user.type(passwordField(), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Se connecter' }));
}

/** Sign-ins that fail: the server's answer and the banner the screen shows. */
const FAILED_SIGN_INS = [
  {
    title: 'shows the network message when the server cannot be reached',
    answer: () => Promise.reject(new TypeError('Failed to fetch')),
    alert: 'Problème de connexion réseau. Veuillez vérifier votre connexion internet et réessayer.',
  },
  {
    title: "prefixes an unknown error with 'Erreur de connexion: '",
    answer: () => json(500, { error: { code: 'internal', message: 'base indisponible' } }),
    alert: 'Erreur de connexion: base indisponible',
  },
  {
    title: 'reports an answer without a user as an authentication error',
    answer: () => json(200, { session: {} }),
    alert: "Erreur d'authentification. Veuillez réessayer.",
  },
  {
    title: 'reports an exception as an unexpected error',
    answer: () => Promise.reject(new Error('boom')),
    alert: "Une erreur inattendue s'est produite. Veuillez réessayer.",
  },
];

describe('login screen', () => {
  it('shows a loading spinner while the session check runs', async () => {
    mockApi({ 'GET /api/auth/session': () => new Promise<Response>(() => {}) });
    renderApp('/login');
    await screen.findByText('Chargement...');
    // The first route's fallback and the session check's spinner say the same word, and one may
    // replace the other between the two looks: the assertion looks again at the page as it is now.
    expect(screen.getByText('Chargement...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Se connecter' })).not.toBeInTheDocument();
  });

  it('has the fields, the remember-me box, the forgot-password link and the SSL notice', async () => {
    await openLogin();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(passwordField()).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Se souvenir de moi (30 jours)')).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByText(/Connexion sécurisée SSL/)).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Afficher le mot de passe' }));
    expect(passwordField()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Masquer le mot de passe' }));
    expect(passwordField()).toHaveAttribute('type', 'password');
  });

  it('shows the required-field messages and sends nothing', async () => {
    const { user, requests } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("L'adresse email est requise")).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(requests.filter((r) => r.url === '/api/auth/login')).toHaveLength(0);
  });

  it('shows the format and length messages', async () => {
    const { user } = await openLogin();
    await user.type(emailField(), 'pas-une-adresse');
    await user.type(passwordField(), '12345');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Veuillez entrer une adresse email valide')).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
  });

  it("clears a field's message when that field is edited, and only that one", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await screen.findByText("L'adresse email est requise");
    await user.type(emailField(), 'a');
    expect(screen.queryByText("L'adresse email est requise")).not.toBeInTheDocument();
    // No re-validation while typing: the half-typed address is not flagged as invalid yet.
    expect(screen.queryByText('Veuillez entrer une adresse email valide')).not.toBeInTheDocument();
    expect(screen.getByText('Le mot de passe est requis')).toBeInTheDocument();
    await user.type(passwordField(), 'x');
    expect(screen.queryByText('Le mot de passe est requis')).not.toBeInTheDocument();
  });

  it('posts the credentials as JSON with the language header and shows the server message on 401', async () => {
    const serverMessage = 'Message du serveur : identifiants refusés.';
    const { user, requests } = await openLogin({
      'POST /api/auth/login': () =>
        json(401, { error: { code: 'invalid_credentials', message: serverMessage } }),
    });
    await user.type(emailField(), 'lea@comptoir.test');
    await user.type(passwordField(), 'mauvais-mot');
    await user.click(screen.getByLabelText('Se souvenir de moi (30 jours)'));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(serverMessage);
    const login = requests.find((r) => r.url === '/api/auth/login');
    expect(login?.method).toBe('POST');
    expect(login?.body).toEqual({ email: 'lea@comptoir.test', password: 'mauvais-mot', rememberMe: true });
    expect(login?.headers['content-type']).toBe('application/json');
    expect(login?.headers['x-comptoir-lang']).toBe('fr');
    expect(login?.credentials).toBe('same-origin');
    // Still on the login page: a wrong password is not an expired session.
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeEnabled();

    // The banner goes away on any edit.
    await user.type(passwordField(), '!');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  for (const { title, answer, alert } of FAILED_SIGN_INS) {
    it(title, async () => {
      const { user } = await openLogin({ 'POST /api/auth/login': answer });
      await signIn(user);
      expect(await screen.findByRole('alert')).toHaveTextContent(alert);
    });
  }

  it("disables the button and shows 'Connexion...' while signing in, then opens the dashboard", async () => {
    let answer: (response: Response) => void = () => {};
    const { user, router } = await openLogin({
      'POST /api/auth/login': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    await signIn(user);

    const busy = await screen.findByRole('button', { name: /Connexion\.\.\./ });
    expect(busy).toBeDisabled();

    answer(json(200, makeSession()));
    await expectDashboard(router);
  });

  it('brings the user back to the page they asked for after sign-in', async () => {
    mockApi({
      'GET /api/auth/session': signedOut,
      'GET /api/auth/demo-accounts': noDemo,
      'POST /api/auth/login': () => json(200, makeSession()),
    });
    const { user, router } = renderApp('/tasks');
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Tâches' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/tasks');
  });
});

describe('demonstration credentials', () => {
  it('offers no demo panel when the server is not in demo mode', async () => {
    const { fetchMock } = await openLogin();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => url === '/api/auth/demo-accounts')).toBe(true),
    );
    expect(screen.queryByRole('button', { name: /identifiants de démonstration/ })).not.toBeInTheDocument();
    expect(screen.queryByText('admin@comptoir.demo')).not.toBeInTheDocument();
  });

  it('shows, fills from and hides the panel in demo mode', async () => {
    const { user } = await openLogin({ 'GET /api/auth/demo-accounts': () => json(200, DEMO) });
    const toggle = await screen.findByRole('button', { name: 'Afficher les identifiants de démonstration' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('admin@comptoir.demo')).not.toBeInTheDocument();

    await user.click(toggle);
    const panel = await screen.findByRole('region', { name: 'Comptes de démonstration' });
    expect(
      within(panel).getByText('Ces comptes et leurs données sont des données de démonstration.'),
    ).toBeVisible();
    expect(within(panel).getByText('Camille Laurent (démo)')).toBeInTheDocument();
    expect(within(panel).getByText('Demo-Sourcing-2026')).toBeInTheDocument();
    expect(within(panel).getByText(/Éditeur · Spécialiste sourcing/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Utiliser le compte de Léa Moreau (démo)' }));
    expect(emailField()).toHaveValue('sourcing@comptoir.demo');
    expect(passwordField()).toHaveValue('Demo-Sourcing-2026');

    const hide = screen.getByRole('button', { name: 'Masquer les identifiants de démonstration' });
    expect(hide).toHaveAttribute('aria-expanded', 'true');
    await user.click(hide);
    expect(screen.queryByRole('region', { name: 'Comptes de démonstration' })).not.toBeInTheDocument();
  });
});

describe('reset password page without e-mail recovery', () => {
  it('says an administrator must reset the password and links back to the login', async () => {
    mockApi({ 'GET /api/auth/session': signedOut, 'GET /api/auth/demo-accounts': noDemo });
    const { user, router } = renderApp('/reset-password');
    expect(
      await screen.findByRole('heading', { name: 'Réinitialisation du mot de passe' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Demandez à un administrateur de réinitialiser votre mot de passe/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Retour à la connexion' }));
    await screen.findByRole('button', { name: 'Se connecter' });
    expect(router.state.location.pathname).toBe('/login');
  });
});
