import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DEMO_COUNT_KINDS,
  type DemoModeResponse,
  type LeaveDemoResponse,
} from '@comptoir/core/modules/settings';
import { json, makeSession, mockApi, noDemo, renderApp, SUPER_ADMIN } from '@/test/utils';
import { DEMO_ACCOUNTS_QUERY_KEY } from '@/lib/query-keys';
import { confirmAfterMismatch } from '@/test/forms';

/** Each kind's count is its place in the list (1 to 10), and no stored file. */
const COUNTS = {
  ...Object.fromEntries(DEMO_COUNT_KINDS.map((kind, i) => [kind, i + 1])),
  files: 0,
} as DemoModeResponse['counts'];
const STATE: DemoModeResponse = {
  active: true,
  counts: COUNTS,
  blockers: [],
  adminRequired: true,
  endsSession: false,
};
const SETTINGS = {
  profile: { fullName: 'Camille Laurent', phone: null, email: 'admin@comptoir.test' },
  notifications: { email: true, push: false, sound: true, desktop: false },
  security: { twoFactor: false, sessionTimeout: 30, passwordExpiry: 90 },
  appearance: { theme: 'light', language: 'fr' },
};
const REAL_ADMIN = {
  fullName: 'Inès Garnier',
  email: 'ines@entreprise.test',
  password: 'Vrai-Mot-De-Passe-42',
};

function answer(signedOut: boolean): LeaveDemoResponse {
  return {
    message: 'Mode démonstration quitté : les données et les comptes de démonstration ont été supprimés.',
    deleted: COUNTS,
    admin: { id: '0b6f1c1e-7a52-4c8e-9c51-6f0a3e0d9a11', email: REAL_ADMIN.email },
    signedOut,
  };
}

/** The settings page of a super administrator in demo mode, with `state` (then `after`) as the demo's. */
async function openSettings(state: DemoModeResponse, leave?: () => Response, after = state) {
  let left = false;
  const api = mockApi({
    'GET /api/auth/session': () => json(200, { ...makeSession(SUPER_ADMIN), demoAccounts: !left }),
    'GET /api/auth/demo-accounts': noDemo,
    'GET /api/settings': () => json(200, SETTINGS),
    'GET /api/settings/demo': () => json(200, left ? after : state),
    ...(leave
      ? {
          'POST /api/settings/leave-demo': () => {
            const res = leave();
            left = res.ok;
            return res;
          },
        }
      : {}),
  });
  const app = renderApp('/settings');
  await screen.findByRole('heading', { level: 2, name: 'Mode démonstration' });
  return { ...app, ...api };
}

async function openDialog(
  user: ReturnType<typeof renderApp>['user'],
  name = 'Quitter le mode démonstration ?',
) {
  await user.click(screen.getByRole('button', { name: 'Quitter le mode démonstration' }));
  return screen.findByRole('dialog', { name });
}

describe("settings: 'Quitter le mode démonstration'", () => {
  it('names what goes, asks for the real super administrator, then leaves and reads everything again', async () => {
    const { user, requests, queryClient } = await openSettings(STATE, () => json(200, answer(false)), {
      ...STATE,
      active: false,
    });
    queryClient.setQueryData(DEMO_ACCOUNTS_QUERY_KEY, { demo: true, accounts: [] });
    expect(screen.getByRole('note')).toHaveTextContent(/^Mode démonstration : des comptes de démonstration/);
    const dialog = await openDialog(user);
    const items = within(within(dialog).getByRole('list')).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      "Comptes de démonstration (dont les membres d'équipe de démonstration) : 1",
      'Sociétés : 2',
      'Clients : 3',
      'Fournisseurs : 4',
      'Produits : 5',
      'Demandes : 6',
      'Tâches : 7',
      'Devis : 8',
      'Commandes : 9',
      'Factures et avoirs : 10',
    ]); // no stored file: no line for them
    expect(within(dialog).getByText(/Tout ce que votre entreprise a créé est conservé/)).toBeInTheDocument();

    // The real administrator is checked with the user creation's rules before anything is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer les données de démonstration' }));
    expect(await within(dialog).findByText('Le nom complet est requis')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Nom complet *'), REAL_ADMIN.fullName);
    await user.type(within(dialog).getByLabelText('Email *'), REAL_ADMIN.email);
    await user.type(within(dialog).getByLabelText('Mot de passe *'), REAL_ADMIN.password);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer les données de démonstration' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = requests.find((r) => r.method === 'POST' && r.url === '/api/settings/leave-demo');
    expect(post?.body).toEqual({ admin: REAL_ADMIN });
    // The section and the banner go; the login screen's list is read again.
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 2, name: 'Mode démonstration' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(queryClient.getQueryState(DEMO_ACCOUNTS_QUERY_KEY)?.isInvalidated).toBe(true);
  });

  it('shows the server field errors under their fields', async () => {
    const message = 'Ce mot de passe fait partie des plus courants. Choisissez-en un moins prévisible.';
    const { user } = await openSettings(STATE, () =>
      json(400, { error: { code: 'validation', message, fields: { 'admin.password': message } } }),
    );
    const dialog = await openDialog(user);
    await user.type(within(dialog).getByLabelText('Nom complet *'), REAL_ADMIN.fullName);
    await user.type(within(dialog).getByLabelText('Email *'), REAL_ADMIN.email);
    await user.type(within(dialog).getByLabelText('Mot de passe *'), 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer les données de démonstration' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Mot de passe *')).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(within(dialog).getAllByText(message).length).toBeGreaterThan(0);
  });

  it('says what blocks it, without a way to confirm', async () => {
    const blocker = "Commandes d'un client ou d'une société de démonstration (1) : CMD-2026-004";
    const { user } = await openSettings({
      ...STATE,
      blockers: [blocker],
      counts: { ...COUNTS, files: null },
    });
    const dialog = await openDialog(user, 'Le mode démonstration ne peut pas encore être quitté');
    expect(within(dialog).getByText(blocker)).toBeInTheDocument();
    expect(
      within(dialog).queryByRole('button', { name: 'Supprimer les données de démonstration' }),
    ).not.toBeInTheDocument();
  });

  it('goes to the sign-in page when the session was a demo account', async () => {
    const { user, router } = await openSettings({ ...STATE, adminRequired: false, endsSession: true }, () =>
      json(200, answer(true)),
    );
    const dialog = await openDialog(user);
    expect(
      within(dialog).getByText(
        'Vous êtes connecté avec un compte de démonstration : votre session se terminera.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Nom complet *')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer les données de démonstration' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText(
        "Mode démonstration quitté. Connectez-vous avec le compte du super administrateur de l'entreprise.",
      ),
    ).toBeInTheDocument();
  });

  it('is not there once nothing of the demo is left', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, makeSession(SUPER_ADMIN)),
      'GET /api/settings': () => json(200, SETTINGS),
      'GET /api/settings/demo': () => json(200, { ...STATE, active: false }),
    });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { level: 2, name: 'Mode démonstration' })).not.toBeInTheDocument();
  });
});

describe("the login screen's demo accounts", () => {
  it('are read again after a password change (a demo account may leave the list)', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, makeSession({ modules: ['dashboard', 'settings'] })),
      'GET /api/settings': () => json(200, SETTINGS),
      'POST /api/settings/password': () => json(200, { endedSessions: 0 }),
    });
    const { user, queryClient } = renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    queryClient.setQueryData(DEMO_ACCOUNTS_QUERY_KEY, { demo: true, accounts: [] });
    await user.type(await screen.findByLabelText('Mot de passe actuel'), 'Demo-Sourcing-2026');
    await confirmAfterMismatch(user, {
      password: 'Brand-New-Pass-42',
      confirmLabel: 'Confirmer le nouveau mot de passe',
      submit: 'Changer le mot de passe',
    });
    await waitFor(() => expect(queryClient.getQueryState(DEMO_ACCOUNTS_QUERY_KEY)?.isInvalidated).toBe(true));
  });
});

describe('the demo banner on every page', () => {
  it('says demo accounts are active, with the way out for super administrators', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, { ...makeSession(SUPER_ADMIN), demoAccounts: true }),
      'GET /api/settings': () => json(200, SETTINGS),
    });
    renderApp('/settings');
    const banner = await screen.findByRole('note');
    expect(banner).toHaveTextContent(
      'Mode démonstration : des comptes de démonstration aux mots de passe publics sont actifs.',
    );
    expect(within(banner).getByRole('link', { name: 'Quitter le mode démonstration' })).toHaveAttribute(
      'href',
      '/settings#demo-mode',
    );
  });

  it('has no link for other users, and follows their language', async () => {
    mockApi({
      'GET /api/auth/session': () =>
        json(200, {
          ...makeSession({ modules: ['dashboard', 'settings'], preferences: { language: 'en' } }),
          demoAccounts: true,
        }),
      'GET /api/settings': () => json(200, { ...SETTINGS, appearance: { theme: 'light', language: 'en' } }),
    });
    renderApp('/settings');
    const banner = await screen.findByRole('note');
    await waitFor(() =>
      expect(banner).toHaveTextContent(
        'Demo mode: demo accounts with public passwords are active. Do not enter real data.',
      ),
    );
    expect(within(banner).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there without demo accounts', async () => {
    mockApi({
      'GET /api/auth/session': () => json(200, makeSession({ modules: ['dashboard', 'settings'] })),
      'GET /api/settings': () => json(200, SETTINGS),
    });
    renderApp('/settings');
    await screen.findByRole('heading', { level: 1, name: 'Paramètres' });
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
