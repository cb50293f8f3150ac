import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockApi, renderApp, signedOut } from '@/test/utils';

const open = (path: string, handlers: Parameters<typeof mockApi>[0]) => {
  const api = mockApi({ 'GET /api/auth/session': signedOut, ...handlers });
  return { ...renderApp(path), ...api };
};

describe('password recovery page', () => {
  it('without e-mail sending, explains that an administrator must reset the password', async () => {
    open('/reset-password', { 'GET /api/auth/recovery-status': () => json(200, { emailEnabled: false }) });
    expect(await screen.findByText(/Demandez à un administrateur/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Adresse email')).not.toBeInTheDocument();
  });

  it('sends the e-mail and shows the same confirmation whatever the address', async () => {
    const { user, requests } = open('/reset-password', {
      'GET /api/auth/recovery-status': () => json(200, { emailEnabled: true }),
      'POST /api/auth/recover': () => json(200, { accepted: true }),
    });
    await user.click(await screen.findByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText("L'adresse email est requise")).toBeInTheDocument();
    await user.type(screen.getByLabelText('Adresse email'), 'lea@comptoir.test');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByText(/Si un compte correspond à cette adresse/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/recover')?.body).toEqual({ email: 'lea@comptoir.test' });
  });

  it('shows the throttling message', async () => {
    const message =
      'Trop de demandes de réinitialisation. Veuillez attendre quelques minutes avant de réessayer.';
    const { user } = open('/reset-password', {
      'GET /api/auth/recovery-status': () => json(200, { emailEnabled: true }),
      'POST /api/auth/recover': () => json(429, { error: { code: 'too_many_requests', message } }),
    });
    await user.type(await screen.findByLabelText('Adresse email'), 'lea@comptoir.test');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('with a token, sets the new password', async () => {
    const { user, requests } = open('/reset-password?token=abc123', {
      'POST /api/auth/reset-password': () => json(200, { reset: true }),
    });
    expect(await screen.findByText('Choisissez un nouveau mot de passe')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Recovered-Pass-77');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Recovered-Pass-77');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByText(/Votre mot de passe a été modifié/)).toBeInTheDocument();
    expect(requests.find((r) => r.url === '/api/auth/reset-password')?.body).toEqual({
      token: 'abc123',
      newPassword: 'Recovered-Pass-77',
    });
  });

  it('with a used or expired token, says so and offers a new link', async () => {
    const message =
      'Ce lien de réinitialisation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau.';
    const { user } = open('/reset-password?token=old', {
      'POST /api/auth/reset-password': () => json(400, { error: { code: 'invalid_reset_token', message } }),
    });
    await user.type(await screen.findByLabelText('Nouveau mot de passe'), 'Recovered-Pass-77');
    await user.type(screen.getByLabelText('Confirmer le mot de passe'), 'Recovered-Pass-77');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
  });
});
