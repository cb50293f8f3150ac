import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Demande, ListDemandesResponse } from '@comptoir/core/modules/demandes';
import { json, onePage, renderApp, stubSignedIn } from '@/test/utils';
import { expectStatusSent } from '@/test/list';
import { DEMANDE_ID, MEMBERS, makeDemande, makeDetail } from '../test/fixtures';

type Handler = () => Response;

const PRODUCT_ID = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const LIBRARY_DOCUMENT = {
  id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc',
  productId: PRODUCT_ID,
  name: 'fiche.pdf',
  type: 'pdf',
  mime: 'application/pdf',
  size: 1572864,
  uploadDate: '2026-01-10T09:00:00.000Z',
  uploadedBy: 'Léa Moreau',
  uploadedById: null,
  category: 'Autre',
  description: '',
  version: 'v1.0',
  url: `/api/demandes/${DEMANDE_ID}/products/${PRODUCT_ID}/documents/cccccccc-cccc-4ccc-8ccc-cccccccccccc/file`,
  tags: [],
  isPublic: true,
  versions: [],
  canDelete: false,
};

/** The page's heading, once the lazy route has loaded (slow on a busy machine). */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** fetch by 'METHOD /path' (query ignored), recording the calls. */
function setup(handlers: Record<string, Handler>, role: 'Editor' | 'Viewer' = 'Editor') {
  return stubSignedIn(
    { role, modules: ['dashboard', 'demandes', 'team'] },
    { 'GET /api/demandes/members': () => json(200, { items: MEMBERS }), ...handlers },
  );
}

const list =
  (items: Demande[], counters: Partial<ListDemandesResponse['counters']> = {}): Handler =>
  () =>
    json(200, {
      ...onePage(items),
      counters: { total: 7, pending: 3, inProgress: 2, completed: 1, cancelled: 1, ...counters },
    } satisfies ListDemandesResponse);

describe('/demandes', () => {
  it("shows the counters and the list, with 'Client non spécifié' and +N avatars", async () => {
    setup({
      'GET /api/demandes': list([
        makeDemande({ assignees: MEMBERS }),
        makeDemande({ id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd', title: 'Tissus', client: null }),
      ]),
    });
    renderApp('/demandes');
    expect(await heading('Gestion des Demandes')).toBeInTheDocument();
    const items = within(await screen.findByRole('list', { name: 'Liste des demandes' })).getAllByRole(
      'listitem',
    );
    expect(items[0]).toHaveTextContent('Hôtel du Port');
    expect(items[0]).toHaveTextContent('En attente');
    expect(items[0]).toHaveTextContent('Élevée');
    expect(items[0]).toHaveTextContent('Échéance : 15/03/2026');
    expect(within(items[0]!).getByText('+2')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Client non spécifié');
    expect(screen.getByText('Total des demandes').nextSibling).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Nouvelle Demande' })).toBeInTheDocument();
  });

  it("sends the filters and says 'Aucune demande trouvée'", async () => {
    const calls = setup({ 'GET /api/demandes': list([]) });
    const app = renderApp('/demandes?priority=high');
    expect(await screen.findByText('Aucune demande trouvée')).toBeInTheDocument();
    await expectStatusSent(app, calls, '/api/demandes?', 'in-progress', ['priority=high']);
  });

  it('shows the loading error of the specification', async () => {
    setup({ 'GET /api/demandes': () => new Response('', { status: 500 }) });
    renderApp('/demandes');
    expect(
      await screen.findByText('Une erreur est survenue lors de la récupération des demandes'),
    ).toBeInTheDocument();
  });

  it("shows a member's requests under 'Demandes de …' and opens the team form", async () => {
    const calls = setup({ 'GET /api/demandes': list([makeDemande()]) });
    const { user } = renderApp(`/demandes?member=${MEMBERS[0]!.id}`);
    expect(await heading('Demandes de Léa Moreau')).toBeInTheDocument();
    expect(calls.find((call) => call.url.startsWith('/api/demandes?'))?.url).toContain(
      `memberId=${MEMBERS[0]!.id}`,
    );
    // The member view's status filter has no 'Annulée', and no priority filter.
    const status = screen.getByRole('combobox', { name: 'Statut' });
    expect(within(status).queryByRole('option', { name: 'Annulée' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Priorité' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Nouvelle Demande' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle Demande' });
    expect(within(dialog).getByRole('textbox', { name: 'Assignée à' })).toHaveValue('Léa Moreau');
  });

  it('opens a request from the list and shows its detail, products and comments', async () => {
    setup({
      'GET /api/demandes': list([makeDemande()]),
      [`GET /api/demandes/${DEMANDE_ID}`]: () => json(200, makeDetail({ status: 'in-progress' })),
      [`GET /api/demandes/${DEMANDE_ID}/comments`]: () => json(200, { items: [], canComment: true }),
      [`GET /api/demandes/${DEMANDE_ID}/products/${PRODUCT_ID}/documents`]: () =>
        json(200, { items: [LIBRARY_DOCUMENT], total: 1, sourcingTeam: true }),
    });
    const { user, router } = renderApp('/demandes');
    await user.click(await screen.findByRole('link', { name: 'Lampes LED pour hôtel' }));
    expect(await heading('Lampes LED pour hôtel')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`id=${DEMANDE_ID}`);
    expect(screen.getByRole('button', { name: 'Marquer comme Terminée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Démarrer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Assigner des Membres' })).toBeInTheDocument();
    const product = screen.getByRole('article', { name: 'Ampoule E27' });
    expect(product).toHaveTextContent('Messages : 3');
    expect(within(product).getByRole('img', { name: 'Messages non lus' })).toBeInTheDocument();
    expect(product).toHaveTextContent('Cotations : 2');
    expect(product).toHaveTextContent(/Meilleur prix : 1\s234,50\s€/);
    expect(within(product).getByRole('tab', { name: 'Documents (1)' })).toBeInTheDocument();
    await user.click(within(product).getByRole('tab', { name: 'Documents (1)' }));
    // The Documents tab is the product's documents library.
    expect(await within(product).findByText('fiche.pdf', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(product).toHaveTextContent('1,5 Mo');
    expect(await screen.findByText('Aucun commentaire pour le moment')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retour à la liste' }));
    expect(await heading('Gestion des Demandes')).toBeInTheDocument();
  });

  it('assigns members from the modal', async () => {
    let assigned: unknown;
    setup({
      [`GET /api/demandes/${DEMANDE_ID}`]: () => json(200, makeDetail()),
      [`GET /api/demandes/${DEMANDE_ID}/comments`]: () => json(200, []),
      [`POST /api/demandes/${DEMANDE_ID}/assign`]: () => {
        assigned = true;
        return json(200, { demande: makeDetail(), message: 'Assignation mise à jour' });
      },
    });
    const { user } = renderApp(`/demandes?id=${DEMANDE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Assigner des Membres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assigner des Membres' });
    expect(await within(dialog).findByRole('checkbox', { name: /Léa Moreau/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /Thomas Dubois/ })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Thomas Dubois/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Assignation mise à jour')).toBeInTheDocument();
    expect(assigned).toBe(true);
  });

  it('hides the writing actions from a Viewer', async () => {
    setup(
      {
        [`GET /api/demandes/${DEMANDE_ID}`]: () => json(200, makeDetail({ canComment: false })),
        [`GET /api/demandes/${DEMANDE_ID}/comments`]: () => json(200, { items: [], canComment: false }),
      },
      'Viewer',
    );
    renderApp(`/demandes?id=${DEMANDE_ID}`);
    expect(await heading('Lampes LED pour hôtel')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Démarrer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Assigner des Membres' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ajouter un produit' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Votre commentaire' })).toBeDisabled();
  });
});
