import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemandeComment } from '@comptoir/core/modules/demandes';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { DEMANDE_ID } from '../test/fixtures';
import { CommentsSection } from './CommentsSection';

const comment = (id: string, createdAt: string, overrides: Partial<DemandeComment> = {}): DemandeComment => ({
  id,
  demandeId: DEMANDE_ID,
  author: 'Léa Moreau',
  authorId: null,
  content: `Commentaire ${id.slice(0, 1)}`,
  attachments: [],
  createdAt,
  ...overrides,
});

const COMMENTS = [
  comment('22222222-0000-4000-8000-000000000000', '2026-01-12T10:00:00.000Z', {
    attachments: [
      {
        id: '33333333-0000-4000-8000-000000000000',
        name: 'photo.png',
        type: 'image',
        mime: 'image/png',
        size: 2048,
        url: '/api/demandes/x/attachments/photo',
        createdAt: '2026-01-12T10:00:00.000Z',
      },
      {
        id: '44444444-0000-4000-8000-000000000000',
        name: 'devis.pdf',
        type: 'document',
        mime: 'application/pdf',
        size: 1_310_720,
        url: '/api/demandes/x/attachments/devis',
        createdAt: '2026-01-12T10:00:00.000Z',
      },
    ],
  }),
  comment('11111111-0000-4000-8000-000000000000', '2026-01-11T10:00:00.000Z'),
];

function renderSection(canComment: boolean, handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    [`GET /api/demandes/${DEMANDE_ID}/comments`]: () => json(200, { items: COMMENTS, canComment }),
    ...handlers,
  });
  renderWithQueries(<CommentsSection demandeId={DEMANDE_ID} canComment={canComment} />);
  return { api, user: userEvent.setup() };
}

describe('CommentsSection', () => {
  it('lists the comments in creation order with their attachments', async () => {
    renderSection(true);
    const items = await screen.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Commentaire 1');
    expect(screen.getByRole('img', { name: 'photo.png' })).toHaveAttribute(
      'src',
      '/api/demandes/x/attachments/photo',
    );
    expect(screen.getByRole('link', { name: /devis\.pdf/ })).toHaveTextContent('(1,3 Mo)');
  });

  it('disables the composer and says why when the user may not comment', async () => {
    renderSection(false);
    await screen.findByText('Commentaire 1');
    const box = screen.getByRole('textbox', { name: 'Votre commentaire' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription(
      'Seuls le créateur de la demande et les membres assignés peuvent ajouter des commentaires.',
    );
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('refuses an empty comment, sends with Ctrl+Enter, and reports a refusal', async () => {
    const forbidden =
      'Seuls le créateur de la demande et les membres assignés peuvent ajouter des commentaires.';
    const { user, api } = renderSection(true, {
      [`POST /api/demandes/${DEMANDE_ID}/comments`]: () =>
        json(403, { error: { code: 'comment_forbidden', message: forbidden } }),
    });
    await screen.findByText('Commentaire 1');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Écrivez un commentaire ou joignez un fichier.')).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Votre commentaire' });
    await user.type(box, 'Bonjour');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await screen.findByRole('alert')).toHaveTextContent(forbidden);
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe(`/api/demandes/${DEMANDE_ID}/comments`);
    // The text stays for another try; the banner can be dismissed.
    expect(box).toHaveValue('Bonjour');
    await user.click(screen.getByRole('button', { name: 'Fermer le message' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
