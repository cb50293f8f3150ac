import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, mockApi } from '@/test/utils';
import { renderDialog } from '@/test/forms';
import { adminUser } from '../test/fixtures';
import { ResetPasswordDialog } from './ResetPasswordDialog';

const target = adminUser();

function renderReset() {
  return {
    ...renderDialog((on) => <ResetPasswordDialog user={target} {...on} />, ['onClose', 'onDone']),
    newPassword: screen.getByLabelText('Nouveau mot de passe'),
    confirm: screen.getByLabelText('Confirmer le mot de passe'),
    submit: screen.getByRole('button', { name: 'Réinitialiser' }),
  };
}

describe('ResetPasswordDialog', () => {
  it('keeps submit disabled while either field is empty, and counts the characters', async () => {
    mockApi({});
    const { user, newPassword, confirm, submit } = renderReset();
    expect(screen.getByText('0/6 caractères minimum')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(newPassword, 'abc');
    expect(screen.getByText('3/6 caractères minimum')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(confirm, 'a');
    expect(submit).toBeEnabled();
    await user.clear(newPassword);
    expect(submit).toBeDisabled();
  });

  it("'Générer un mot de passe' fills both fields with 12 characters from the allowed set", async () => {
    mockApi({});
    const { user, newPassword, confirm, submit } = renderReset();
    await user.click(screen.getByRole('button', { name: 'Générer un mot de passe' }));
    const value = (newPassword as HTMLInputElement).value;
    expect(value).toMatch(/^[A-Za-z0-9!@#$%^&*]{12}$/);
    expect(confirm).toHaveValue(value);
    expect(newPassword).toHaveAttribute('type', 'text');
    expect(screen.getByText('12/6 caractères minimum')).toBeInTheDocument();
    expect(submit).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Générer un mot de passe' }));
    expect((newPassword as HTMLInputElement).value).not.toBe(value);
  });

  it('refuses a short password and a different confirmation', async () => {
    const { requests } = mockApi({});
    const { user, newPassword, confirm, submit } = renderReset();
    await user.type(newPassword, 'abc');
    await user.type(confirm, 'abc');
    await user.click(submit);
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    await user.type(newPassword, 'defg');
    expect(screen.queryByText('Le mot de passe doit contenir au moins 6 caractères')).toBeNull();
    await user.click(submit);
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends userId and newPassword, then reports the success message', async () => {
    const { requests } = mockApi({
      'POST /api/admin-users/reset-password': () =>
        json(200, { message: 'Mot de passe réinitialisé avec succès pour Hugo Bernard' }),
    });
    const { user, newPassword, confirm, submit, onDone, onClose } = renderReset();
    await user.type(newPassword, 'Nouveau-Secret-1');
    await user.type(confirm, 'Nouveau-Secret-1');
    await user.click(submit);
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('Mot de passe réinitialisé avec succès pour Hugo Bernard'),
    );
    expect(onClose).toHaveBeenCalled();
    expect(requests[0]!.body).toEqual({ userId: target.id, newPassword: 'Nouveau-Secret-1' });
  });

  it("shows the server's refusal beneath the field and in the banner", async () => {
    const common = 'Ce mot de passe fait partie des plus courants. Choisissez-en un moins prévisible.';
    mockApi({
      'POST /api/admin-users/reset-password': () =>
        json(400, {
          error: {
            code: 'validation',
            message: 'Certains champs sont invalides.',
            fields: { newPassword: common },
          },
        }),
    });
    const { user, newPassword, confirm, submit } = renderReset();
    await user.type(newPassword, 'password');
    await user.type(confirm, 'password');
    await user.click(submit);
    expect(await screen.findByText(common)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Certains champs sont invalides.');
  });
});
