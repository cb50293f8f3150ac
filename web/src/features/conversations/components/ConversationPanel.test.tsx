import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConversationMessage, MessageList } from '@comptoir/core/modules/conversations';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { stubUploads, type SentUpload } from '@/test/fake-xhr';
import { ON_PRODUCT, onProductUrl } from '@/features/demandes/test/fixtures';
import { formatMessageTime, formatTimeAgo } from '../format';
import { ConversationPanel } from './ConversationPanel';

const PRODUCT = ON_PRODUCT.product.id;
const URL = onProductUrl('messages');

const message = (id: string, overrides: Partial<ConversationMessage> = {}): ConversationMessage => ({
  id,
  productId: PRODUCT,
  author: 'Léa Moreau',
  authorId: null,
  authorRole: 'sourcingSpecialist',
  content: `Message ${id.slice(0, 4)}`,
  createdAt: new Date().toISOString(),
  editedAt: null,
  deleted: false,
  attachments: [],
  replyTo: null,
  reactions: [],
  isRead: true,
  canEdit: false,
  ...overrides,
});

const FIRST = message('aaaa0000-0000-4000-8000-000000000000', { content: 'Échantillons reçus ?' });
const SECOND = message('bbbb0000-0000-4000-8000-000000000000', {
  author: 'Marc Petit',
  authorRole: 'operationsDirector',
  content: 'Oui, hier.',
  replyTo: { id: FIRST.id, author: 'Léa Moreau', excerpt: 'Échantillons reçus ?', deleted: false },
  reactions: [{ emoji: 'heart', count: 2, users: ['Léa Moreau', 'Paul Roy'], mine: true }],
  editedAt: new Date().toISOString(),
  isRead: false,
});
const THIRD = message('cccc0000-0000-4000-8000-000000000000', { deleted: true, content: '' });

/** The uploads of the test running (its messages with files). */
let sent: SentUpload[] = [];

function renderPanel(canWrite = true) {
  const page: MessageList = { items: [FIRST, SECOND, THIRD], nextCursor: null, total: 2, unreadCount: 1 };
  const api = mockApi({
    [`GET ${URL}?`]: () => json(200, page),
    [`GET ${URL}`]: () => json(200, page),
    [`POST ${URL}/read`]: () => json(200, { unreadCount: 0 }),
  });
  sent = stubUploads(() => ({ status: 201, body: { message: FIRST, notice: 'Message envoyé' } }));
  renderWithQueries(<ConversationPanel {...ON_PRODUCT} canWrite={canWrite} onClose={() => undefined} />);
  return { api, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ConversationPanel', () => {
  it('shows authors with their role, the reply quote, edited and deleted messages, and who reacted', async () => {
    renderPanel();
    const log = await screen.findByRole('log');
    await within(log).findByText('Oui, hier.');
    expect(within(log).getAllByText('Spécialiste sourcing')).toHaveLength(2);
    expect(within(log).getByText('Directeur des opérations')).toBeInTheDocument();
    expect(
      within(log).getByRole('button', { name: 'Aller au message cité de Léa Moreau' }),
    ).toHaveTextContent('Échantillons reçus ?');
    expect(within(log).getByText('(modifié)')).toBeInTheDocument();
    expect(within(log).getByText('Message supprimé')).toBeInTheDocument();
    const heart = within(log).getByRole('button', { name: 'cœur : Léa Moreau, Paul Roy' });
    expect(heart).toHaveAttribute('title', 'Léa Moreau, Paul Roy');
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(heart).toHaveTextContent('2');
    expect(within(log).getByText('Non lu')).toBeInTheDocument();
    expect(screen.getByText('1 non lu(s)')).toBeInTheDocument();
  });

  it('refuses an empty message, adds a line with Shift+Enter and sends with Enter', async () => {
    const { user } = renderPanel();
    await screen.findByRole('log');
    const box = screen.getByRole('textbox', { name: 'Votre message' });
    await user.click(box);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Le message est vide : écrivez un texte ou joignez un fichier.',
    );
    expect(sent).toHaveLength(0);

    await user.type(box, 'Bonjour{Shift>}{Enter}{/Shift}à tous');
    expect(box).toHaveValue('Bonjour\nà tous');
    expect(sent).toHaveLength(0);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.url).toBe(URL);
    expect(sent[0]!.body.get('content')).toBe('Bonjour\nà tous');
    await vi.waitFor(() => expect(box).toHaveValue(''));
  });

  it('replies to a message: the composer names it and sends its id', async () => {
    const { user } = renderPanel();
    const log = await screen.findByRole('log');
    await within(log).findByText('Oui, hier.');
    await user.click(within(log).getByRole('button', { name: 'Répondre à Marc Petit' }));
    expect(screen.getByText('Réponse à Marc Petit')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'Merci{Enter}');
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body.get('replyTo')).toBe(SECOND.id);
  });

  it("attaches files by the demande comments' rules: a refused type is left out and said", async () => {
    renderPanel();
    await screen.findByRole('log');
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File([new Uint8Array(1024 * 1024 * 1.5)], 'devis.pdf', { type: 'application/pdf' });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    await user.upload(screen.getByLabelText('Joindre des fichiers'), [pdf, exe]);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Type de fichier non accepté : images, PDF, Word ou Excel.',
    );
    expect(screen.getByText('devis.pdf · 1,5 Mo')).toBeInTheDocument();
    expect(screen.queryByText(/setup\.exe/)).toBeNull();
  });

  it('lets a reader without the right to write read only', async () => {
    renderPanel(false);
    await screen.findByRole('log');
    expect(screen.queryByRole('textbox', { name: 'Votre message' })).toBeNull();
    expect(
      screen.getByText("Votre rôle permet de lire la conversation, pas d'y écrire."),
    ).toBeInTheDocument();
  });
});

describe('message times (spec §9)', () => {
  const now = new Date('2030-05-10T15:00:00');
  it('shows the clock under 24 hours, else day/month', () => {
    expect(formatMessageTime(new Date('2030-05-10T09:05:00').toISOString(), now)).toBe('09:05');
    expect(formatMessageTime(new Date('2030-05-08T09:05:00').toISOString(), now)).toBe('08/05');
  });
  it("says 'À l'instant' under an hour, 'Il y a Nh' under a day, else day/month", () => {
    const labels = { now: "À l'instant", hours: (n: number) => `Il y a ${n}h` };
    expect(formatTimeAgo(new Date('2030-05-10T14:30:00').toISOString(), labels, now)).toBe("À l'instant");
    expect(formatTimeAgo(new Date('2030-05-10T11:59:00').toISOString(), labels, now)).toBe('Il y a 3h');
    expect(formatTimeAgo(new Date('2030-05-01T11:59:00').toISOString(), labels, now)).toBe('01/05');
  });
});
