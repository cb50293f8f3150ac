import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, renderApp, stubSignedIn } from '@/test/utils';
import { expectStatusSent } from '@/test/list';
import {
  CLIENT_ID,
  companiesPage,
  listOf,
  makeClient,
  makeDetail,
  makeHistory,
  vipSettings,
} from '../test/fixtures';

type Handler = () => Response;

/** The page's code loads lazily: the first render of a run may take more than the default second. */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 5000 });

/** fetch by 'METHOD /path' (query ignored), recording the calls. */
function setup(handlers: Record<string, Handler>, role: 'Manager' | 'Editor' | 'Viewer' = 'Manager') {
  const calls: string[] = [];
  stubSignedIn(
    { role, modules: ['dashboard', 'clients'] },
    {
      'GET /api/clients/settings/vip': () => json(200, vipSettings),
      'GET /api/companies': () => json(200, companiesPage),
      ...handlers,
    },
    (call) => calls.push(`${call.method} ${call.url}`),
  );
  return calls;
}

describe('/clients', () => {
  it('shows the counters, the VIP rule and the list', async () => {
    setup({
      'GET /api/clients': () =>
        json(
          200,
          listOf([
            makeClient(),
            makeClient({
              id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
              name: 'Karim',
              kind: 'prospect',
              status: 'pending',
            }),
          ]),
        ),
    });
    renderApp('/clients');
    expect(await heading('Clients')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Clients' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Sophie Martin');
    expect(rows[1]).toHaveTextContent('VIP');
    expect(rows[1]).toHaveTextContent('Hôtel du Port');
    expect(rows[1]).toHaveTextContent('Actif');
    expect(rows[1]).toHaveTextContent('10/02/2026');
    expect(rows[2]).toHaveTextContent('Prospect');
    expect(rows[2]).toHaveTextContent('En attente');
    expect(screen.getByText('Total clients').nextSibling).toHaveTextContent('12');
    expect(screen.getByText('Clients actifs').nextSibling).toHaveTextContent('7');
    expect(screen.getByText('Clients VIP').nextSibling).toHaveTextContent('4');
    const rule = await screen.findByRole('region', { name: 'Règle VIP et prospects' });
    expect(rule.textContent).toMatch(/12 derniers mois totalisent au moins 10\s000,00\s€/);
    expect(rule).toHaveTextContent("Un prospect est un client qui n'a encore passé aucune commande.");
    expect(within(rule).getByRole('button', { name: 'Modifier le seuil' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nouveau Client' })).toBeInTheDocument();
  });

  it("sends the filters and says 'Aucun client trouvé'", async () => {
    const calls = setup({ 'GET /api/clients': () => json(200, listOf([])) });
    const app = renderApp('/clients?kind=vip');
    await heading('Clients');
    expect(await screen.findByText('Aucun client trouvé')).toBeInTheDocument();
    await expectStatusSent(app, calls, 'GET /api/clients?', 'pending', ['kind=vip']);
  });

  it('shows the loading error of the specification', async () => {
    setup({ 'GET /api/clients': () => new Response('', { status: 500 }) });
    renderApp('/clients');
    await heading('Clients');
    expect(
      await screen.findByText('Une erreur est survenue lors de la récupération des clients'),
    ).toBeInTheDocument();
  });

  it('deletes a client after the confirmation', async () => {
    const calls = setup({
      'GET /api/clients': () => json(200, listOf([makeClient()])),
      [`DELETE /api/clients/${CLIENT_ID}`]: () => json(200, { message: 'Client supprimé avec succès' }),
    });
    const { user } = renderApp('/clients');
    await heading('Clients');
    await user.click(await screen.findByRole('button', { name: 'Supprimer Sophie Martin' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cet élément ?');
    expect(dialog).toHaveTextContent(
      'Cette suppression est définitive : le client « Sophie Martin » sera effacé.',
    );
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('Client supprimé avec succès')).toBeInTheDocument();
    expect(calls).toContain(`DELETE /api/clients/${CLIENT_ID}`);
  });

  it("shows the server's refusal to delete a client with history", async () => {
    const message = 'Ce client a des devis ou des commandes : il ne peut pas être supprimé.';
    setup({
      'GET /api/clients': () => json(200, listOf([makeClient()])),
      [`DELETE /api/clients/${CLIENT_ID}`]: () =>
        json(409, { error: { code: 'client_has_history', message } }),
    });
    const { user } = renderApp('/clients');
    await heading('Clients');
    await user.click(await screen.findByRole('button', { name: 'Supprimer Sophie Martin' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Supprimer' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('says beforehand why a client with orders cannot be deleted, and offers to archive it', async () => {
    const archived = makeDetail({ status: 'inactive', deleteBlockers: ['orders'] });
    const calls = setup({
      'GET /api/clients': () => json(200, listOf([makeClient({ deleteBlockers: ['orders'] })])),
      [`PATCH /api/clients/${CLIENT_ID}`]: () =>
        json(200, { client: archived, message: 'Client mis à jour avec succès' }),
    });
    const { user } = renderApp('/clients');
    await heading('Clients');
    await user.click(await screen.findByRole('button', { name: 'Supprimer Sophie Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ce client ne peut pas être supprimé' });
    expect(dialog).toHaveTextContent(
      '« Sophie Martin » a des commandes : elles gardent leur client, il ne peut donc pas être supprimé.',
    );
    expect(dialog).toHaveTextContent('Passez-le plutôt au statut « Inactif »');
    // Nothing to confirm: no deletion offered, none sent.
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Supprimer' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Passer en « Inactif »' }));
    expect(await screen.findByText('Client mis à jour avec succès')).toBeInTheDocument();
    expect(calls).toContain(`PATCH /api/clients/${CLIENT_ID}`);
    expect(calls.some((c) => c.startsWith('DELETE'))).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides the writing actions from a Viewer', async () => {
    setup({ 'GET /api/clients': () => json(200, listOf([makeClient()])) }, 'Viewer');
    renderApp('/clients');
    await heading('Clients');
    expect(await screen.findByText('Sophie Martin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nouveau Client' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer Sophie Martin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Modifier le seuil' })).not.toBeInTheDocument();
  });

  it('lists the companies with their empty state', async () => {
    setup({
      'GET /api/clients': () => json(200, listOf([])),
      'GET /api/companies': () => json(200, { items: [], total: 0, page: 1, pageSize: 100 }),
    });
    const { user } = renderApp('/clients');
    await heading('Clients');
    await user.click(await screen.findByRole('tab', { name: 'Entreprises' }));
    expect(await screen.findByText('Aucune entreprise trouvée')).toBeInTheDocument();
  });
});

describe('/clients?id=', () => {
  it('shows the contact, the company, the analytics and the history with links', async () => {
    setup({
      [`GET /api/clients/${CLIENT_ID}`]: () => json(200, makeDetail()),
      [`GET /api/clients/${CLIENT_ID}/history`]: () => json(200, makeHistory()),
    });
    renderApp(`/clients?id=${CLIENT_ID}`);
    expect(await heading('Sophie Martin')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Informations de contact' });
    expect(contact).toHaveTextContent('sophie@hotel-du-port.fr');
    expect(contact).toHaveTextContent('+33 4 91 12 34 56');
    const company = screen.getByRole('region', { name: 'Entreprise' });
    expect(company).toHaveTextContent('Hôtellerie');
    expect(within(company).getByRole('link', { name: 'www.hotel-du-port.fr' })).toHaveAttribute(
      'href',
      'https://www.hotel-du-port.fr',
    );
    expect(screen.getByRole('region', { name: 'Informations générales' })).toHaveTextContent(
      '10 février 2026',
    );
    const analytics = await screen.findByRole('region', { name: 'Analyses client' });
    expect(within(analytics).getByText('Total commandes').nextSibling).toHaveTextContent('1');
    expect(within(analytics).getByText('Total dépensé').nextSibling?.textContent).toMatch(/12\s000,00\s€/);
    expect(within(analytics).getByText('Dernière commande').nextSibling).toHaveTextContent('01/03/2026');
    // The margin of the invoiced sales, and how sure its cost is.
    const margin = within(analytics).getByRole('group', { name: 'Marge des ventes facturées (12 mois)' });
    expect(within(margin).getByText('Marge').nextSibling?.textContent).toMatch(/^260,00\s€ \(26,0 %\)$/);
    expect(within(margin).getByTestId('client-margin-sureness').textContent).toMatch(
      /au coût réel .*1\s000,00\s€ ; au coût estimé : 0,00\s€ ; sans coût : 300,00\s€\..*du 30\/11\/2025 au 29\/11\/2026/,
    );
    expect(screen.getByRole('link', { name: 'CMD-2026-001' })).toHaveAttribute(
      'href',
      '/orders?id=0e0e0e0e-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('link', { name: 'DEV-2026-004' })).toHaveAttribute(
      'href',
      '/quotes?id=0d0d0d0d-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Livrée')).toBeInTheDocument();
    expect(screen.getByText('Accepté')).toBeInTheDocument();
  });

  it("says 'Aucune commande pour ce client' and 'Aucun devis pour ce client', and flags a missing rate", async () => {
    const history = makeHistory({ orders: [], quotes: [], ordersCount: 0, quotesCount: 0 });
    history.analytics = {
      ...history.analytics,
      totalSpent: null,
      averageOrder: null,
      missingRates: ['MUR'],
      margin: {
        ...history.analytics.margin,
        revenue: '0.00',
        cost: '0.00',
        margin: '0.00',
        marginPercent: null,
      },
    };
    setup({
      [`GET /api/clients/${CLIENT_ID}`]: () => json(200, makeDetail()),
      [`GET /api/clients/${CLIENT_ID}/history`]: () => json(200, history),
    });
    renderApp(`/clients?id=${CLIENT_ID}`);
    await heading('Sophie Martin');
    expect(await screen.findByText('Aucune commande pour ce client')).toBeInTheDocument();
    expect(screen.getByText('Aucun devis pour ce client')).toBeInTheDocument();
    expect(screen.getByText(/Taux indisponible pour : MUR/)).toBeInTheDocument();
    expect(screen.getByText('Aucune facture sur la période.')).toBeInTheDocument();
  });

  it("explains on the detail why a client with quotes and orders cannot be deleted; already 'Inactif'", async () => {
    const calls = setup({
      [`GET /api/clients/${CLIENT_ID}`]: () =>
        json(200, makeDetail({ status: 'inactive', deleteBlockers: ['quotes', 'orders'] })),
      [`GET /api/clients/${CLIENT_ID}/history`]: () => json(200, makeHistory()),
    });
    const { user } = renderApp(`/clients?id=${CLIENT_ID}`);
    await heading('Sophie Martin');
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ce client ne peut pas être supprimé' });
    expect(dialog).toHaveTextContent('« Sophie Martin » a des devis et des commandes');
    expect(dialog).toHaveTextContent('Il est déjà au statut « Inactif ».');
    expect(within(dialog).queryByRole('button', { name: 'Passer en « Inactif »' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Fermer' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.startsWith('DELETE') || c.startsWith('PATCH'))).toBe(false);
  });

  it('goes back to the list', async () => {
    setup({
      'GET /api/clients': () => json(200, listOf([makeClient()])),
      [`GET /api/clients/${CLIENT_ID}`]: () => json(200, makeDetail()),
      [`GET /api/clients/${CLIENT_ID}/history`]: () => json(200, makeHistory()),
    });
    const { user, router } = renderApp(`/clients?id=${CLIENT_ID}`);
    await heading('Sophie Martin');
    await user.click(await screen.findByRole('button', { name: 'Retour à la liste' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('id='));
    expect(await screen.findByRole('table', { name: 'Clients' })).toBeInTheDocument();
  });
});
