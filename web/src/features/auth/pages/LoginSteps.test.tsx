import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, makeSession, mockApi, noDemo, renderApp, signedOut } from '@/test/utils';
import { confirmAfterMismatch } from '@/test/forms';

async function signInWithChallenge(extra: Parameters<typeof mockApi>[0], answer: object) {
  const api = mockApi({
    'GET /api/auth/session': signedOut,
    'GET /api/auth/demo-accounts': noDemo,
    'POST /api/auth/login': () => json(200, answer),
    ...extra,
  });
  const app = renderApp('/login');
  await screen.findByRole('button', { name: 'Se connecter' });
  await app.user.type(screen.getByLabelText('Adresse email'), 'lea@comptoir.test');
  await app.user.type(screen.getByLabelText('Mot de passe'), 'Secret-Password-1');
  await app.user.click(screen.getByRole('button', { name: 'Se connecter' }));
  return { ...app, ...api };
}

/** The step signed the user in: the shell shows the dashboard, and `url` was sent `body`. */
async function expectSignedIn(
  { router, requests }: Pick<Awaited<ReturnType<typeof signInWithChallenge>>, 'router' | 'requests'>,
  url: string,
  body: unknown,
) {
  await screen.findByRole('navigation');
  expect(router.state.location.pathname).toBe('/dashboard');
  expect(requests.find((r) => r.url === url)?.body).toEqual(body);
}

describe('two-factor step of the login screen', () => {
  it('asks for the verification code and signs in with it', async () => {
    const { user, requests, router } = await signInWithChallenge(
      { 'POST /api/auth/login/two-factor': () => json(200, makeSession()) },
      { twoFactorRequired: true, challenge: 'challenge-1' },
    );
    const code = await screen.findByLabelText('Code de vérification');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText('Mot de passe')).not.toBeInTheDocument();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    await expectSignedIn({ router, requests }, '/api/auth/login/two-factor', {
      challenge: 'challenge-1',
      code: '123456',
    });
  });

  it('requires a code, shows a wrong code, and offers a recovery code instead', async () => {
    const { user, requests } = await signInWithChallenge(
      {
        'POST /api/auth/login/two-factor': () =>
          json(401, { error: { code: 'invalid_code', message: 'Code de vérification invalide.' } }),
      },
      { twoFactorRequired: true, challenge: 'c' },
    );
    await user.click(await screen.findByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le code de vérification est requis')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code de vérification'), '000000');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code de vérification invalide.');
    // Still on the code step (a wrong code is not an expired session).
    await user.click(screen.getByRole('button', { name: 'Utiliser un code de récupération' }));
    await user.type(screen.getByLabelText('Code de récupération'), 'abcde-fghij');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(requests.filter((r) => r.url === '/api/auth/login/two-factor').at(-1)?.body).toEqual({
      challenge: 'c',
      code: 'abcde-fghij',
    });
  });

  it('goes back to the e-mail and password when the challenge has expired', async () => {
    const { user } = await signInWithChallenge(
      {
        'POST /api/auth/login/two-factor': () =>
          json(401, {
            error: {
              code: 'challenge_expired',
              message: 'Votre vérification a expiré. Veuillez vous reconnecter.',
            },
          }),
      },
      { twoFactorRequired: true, challenge: 'c' },
    );
    await user.type(await screen.findByLabelText('Code de vérification'), '123456');
    await user.click(screen.getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Votre vérification a expiré');
    expect(screen.getByLabelText('Adresse email')).toHaveValue('lea@comptoir.test');
    expect(screen.getByLabelText('Mot de passe')).toHaveValue('');
  });

  it('asks for a new password when the old one has expired', async () => {
    const { user, requests, router } = await signInWithChallenge(
      { 'POST /api/auth/login/change-password': () => json(200, makeSession()) },
      { passwordExpired: true, challenge: 'exp-1' },
    );
    expect(await screen.findByRole('heading', { name: 'Votre mot de passe a expiré' })).toBeInTheDocument();
    await confirmAfterMismatch(user, {
      password: 'Fresh-Password-2026',
      confirmLabel: 'Confirmer le mot de passe',
      submit: 'Changer le mot de passe et se connecter',
    });
    await expectSignedIn({ router, requests }, '/api/auth/login/change-password', {
      challenge: 'exp-1',
      newPassword: 'Fresh-Password-2026',
    });
  });

  it('shows the server policy message on the new password', async () => {
    const message = "Le nouveau mot de passe doit être différent de l'ancien.";
    const { user } = await signInWithChallenge(
      {
        'POST /api/auth/login/change-password': () =>
          json(400, { error: { code: 'validation', message: 'x', fields: { newPassword: message } } }),
      },
      { passwordExpired: true, challenge: 'exp-1' },
    );
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'Secret-Password-1');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Secret-Password-1');
    await user.click(screen.getByRole('button', { name: 'Changer le mot de passe et se connecter' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
