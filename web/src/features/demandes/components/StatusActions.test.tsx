import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemandeStatus } from '@comptoir/core/modules/demandes';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { DEMANDE_ID, makeDetail } from '../test/fixtures';
import { StatusActions } from './StatusActions';

function renderActions(status: DemandeStatus, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi(handlers);
  const onMessage = vi.fn();
  renderWithQueries(<StatusActions demande={makeDetail({ status })} onMessage={onMessage} />);
  return { api, onMessage, user: userEvent.setup() };
}

const names = () => screen.queryAllByRole('button').map((b) => b.textContent);

describe('StatusActions', () => {
  it.each<[DemandeStatus, string[]]>([
    ['pending', ['Démarrer', 'Annuler']],
    ['in-progress', ['Marquer comme Terminée', 'Annuler']],
    ['completed', ['Annuler']],
    ['cancelled', []],
  ])('%s shows %j', (status, expected) => {
    renderActions(status);
    expect(names()).toEqual(expected);
  });

  it('starts a pending request', async () => {
    const { user, api, onMessage } = renderActions('pending', {
      [`POST /api/demandes/${DEMANDE_ID}/start`]: () => json(200, { demande: makeDetail(), message: 'ok' }),
    });
    await user.click(screen.getByRole('button', { name: 'Démarrer' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', 'Statut mis à jour : En cours'));
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `POST /api/demandes/${DEMANDE_ID}/start`,
    );
  });

  it("asks before cancelling, and shows the server's refusal", async () => {
    const refusal = 'Impossible de passer de « Annulée » à « Annulée ».';
    const { user, api, onMessage } = renderActions('in-progress', {
      [`POST /api/demandes/${DEMANDE_ID}/cancel`]: () =>
        json(409, { error: { code: 'invalid_transition', message: refusal } }),
    });
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('La demande « Lampes LED pour hôtel » passera au statut Annulée.');
    expect(api.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Annuler la demande' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('error', refusal));
  });

  it("falls back to 'Erreur lors de la mise à jour du statut'", async () => {
    const { user, onMessage } = renderActions('in-progress', {
      [`POST /api/demandes/${DEMANDE_ID}/complete`]: () => new Response('', { status: 500 }),
    });
    await user.click(screen.getByRole('button', { name: 'Marquer comme Terminée' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('error', 'Erreur lors de la mise à jour du statut'),
    );
  });
});
