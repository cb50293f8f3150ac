import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { ListQuotesResponse, Quote, QuoteStatus } from '@comptoir/core/modules/sales';
import { json, onePage, renderApp, preloadPage } from '@/test/utils';
import { expectCounters, expectEmptyList, expectStatusAndSearch, expectTexts, findRow } from '@/test/list';
import { ORDER_ID, QUOTE_ID, listStub, order, quote, refusedMove } from '@/components/sales/test/fixtures';

const listOf = (items: Quote[], totalValueEur: string | null = '1234.50'): ListQuotesResponse => ({
  ...onePage(items),
  counters: { total: 12, sent: 4, accepted: 3, totalValueEur },
});

const DETAIL = `GET /api/quotes/${QUOTE_ID}`;

const setup = listStub('GET /api/quotes', () => listOf([quote()]));

/** The detail's buttons and links, by accessible name. */
async function actionsOf(status: QuoteStatus, extra: Partial<Parameters<typeof quote>[0]> = {}) {
  setup({ [DETAIL]: () => json(200, quote({ status, ...extra })) });
  renderApp(`/quotes?id=${QUOTE_ID}`);
  await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' });
  const names = (role: 'button' | 'link') =>
    screen
      .getAllByRole(role)
      .map((el) => el.textContent?.trim() ?? '')
      .filter(Boolean);
  return [...names('button'), ...names('link')];
}

describe('/quotes', { timeout: 20_000 }, () => {
  preloadPage(() => import('./QuotesPage'));

  it('shows the four counters, the list and the search and status filters', async () => {
    const calls = setup();
    const { user, router } = renderApp('/quotes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gestion des Devis' })).toBeInTheDocument();
    const row = await findRow('DEV-2026-001');
    expectTexts(row, ['Linge de lit printemps', 'Hôtel du Port', 'Brouillon']);
    expect(row.textContent).toMatch(/108,00\s€/);
    expectCounters('Compteurs des devis', [
      'Total des devis12',
      'Envoyés4',
      'Acceptés3',
      /Valeur totale \(EUR\)1\s234,50\s€/,
    ]);

    await expectStatusAndSearch({ user, calls }, '/api/quotes?', {
      statuses: ['Brouillon', 'Envoyé', 'Accepté', 'Refusé', 'Expiré'],
      status: 'accepted',
      q: 'Port',
    });
    expect(router.state.location.search).toContain('status=accepted');
  });

  it("shows 'Aucun devis trouvé' and a dash when the total value cannot be converted", async () => {
    setup({ 'GET /api/quotes': () => json(200, listOf([], null)) });
    await expectEmptyList('/quotes', 'Aucun devis trouvé');
    expectCounters('Compteurs des devis', ['Valeur totale (EUR)—']);
  });

  it('opens the detail from the list and shows client, details, lines, totals, notes and terms', async () => {
    setup({ [DETAIL]: () => json(200, quote()) });
    const { user, router } = renderApp('/quotes');
    await user.click(await screen.findByRole('link', { name: 'DEV-2026-001' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${QUOTE_ID}`);
    expect(screen.getByRole('region', { name: 'Informations client' })).toHaveTextContent(
      'sophie@hotel-du-port.fr',
    );
    expect(screen.getByRole('region', { name: 'Détails du devis' })).toHaveTextContent('30/06/2030');
    expect(screen.getByRole('table', { name: 'Articles' })).toHaveTextContent('Drap en lin');
    expect(screen.getByLabelText('Totaux du devis').textContent).toMatch(/Total TTC108,00\s€/);
    expect(screen.getByRole('region', { name: 'Notes' })).toHaveTextContent('Livraison avant avril');
    expect(screen.getByRole('region', { name: 'Conditions de paiement' })).toHaveTextContent('30 jours net');
    expect(screen.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', `/api/quotes/${QUOTE_ID}/pdf`);
  });

  it.each<[QuoteStatus, string[], string[]]>([
    [
      'draft',
      ['PDF', 'Modifier', 'Envoyer', 'Dupliquer', 'Supprimer'],
      ['Accepter', 'Refuser', 'Convertir en commande'],
    ],
    [
      'sent',
      ['PDF', 'Accepter', 'Refuser', 'Dupliquer'],
      ['Modifier', 'Envoyer', 'Convertir en commande', 'Supprimer'],
    ],
    [
      'accepted',
      ['PDF', 'Dupliquer', 'Convertir en commande'],
      ['Modifier', 'Envoyer', 'Accepter', 'Refuser'],
    ],
    ['rejected', ['PDF', 'Dupliquer'], ['Modifier', 'Envoyer', 'Accepter', 'Convertir en commande']],
    [
      'expired',
      ['PDF', 'Dupliquer'],
      ['Modifier', 'Envoyer', 'Accepter', 'Refuser', 'Convertir en commande'],
    ],
  ])('a %s quote shows only its actions', async (status, shown, hidden) => {
    const names = await actionsOf(status);
    for (const name of shown) expect(names).toContain(name);
    for (const name of hidden) expect(names).not.toContain(name);
  });

  it('a converted quote links to its order instead of converting again', async () => {
    const names = await actionsOf('accepted', { orderId: ORDER_ID });
    expect(names).not.toContain('Convertir en commande');
    expect(screen.getByRole('link', { name: 'Voir la commande' })).toHaveAttribute(
      'href',
      `/orders?id=${ORDER_ID}`,
    );
  });

  it("warns before sending or printing while the company's identity is incomplete, with the way to 'Société'", async () => {
    setup(
      {
        [DETAIL]: () => json(200, quote()),
        'GET /api/settings/company/defaults': () =>
          json(200, { vatRate: '20', identityMissing: ['siren', 'vatNumber'] }),
      },
      { role: 'Admin', modules: ['dashboard', 'quotes', 'settings'] },
    );
    renderApp(`/quotes?id=${QUOTE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' });
    const warning = await screen.findByText('Identité de la société incomplète');
    const box = warning.closest('[role="status"]') as HTMLElement;
    expect(box).toHaveTextContent('Il manque : SIREN, N° de TVA intracommunautaire.');
    expect(screen.getByRole('link', { name: 'Compléter dans Paramètres > Société' })).toHaveAttribute(
      'href',
      '/settings?tab=company',
    );
  });

  it('sends a user without the settings module to an administrator for the missing identity', async () => {
    setup(
      {
        [DETAIL]: () => json(200, quote()),
        'GET /api/settings/company/defaults': () =>
          json(200, { vatRate: '20', identityMissing: ['legalName'] }),
      },
      { role: 'Editor', modules: ['dashboard', 'quotes'] },
    );
    renderApp(`/quotes?id=${QUOTE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' });
    expect(await screen.findByText(/Il manque : Raison sociale\./)).toBeInTheDocument();
    expect(
      screen.getByText('Demandez à un administrateur de la compléter dans Paramètres > Société.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compléter dans Paramètres > Société' })).toBeNull();
  });

  it('says nothing of the identity once it is complete', async () => {
    const calls = setup({
      [DETAIL]: () => json(200, quote()),
      'GET /api/settings/company/defaults': () => json(200, { vatRate: '20', identityMissing: [] }),
    });
    renderApp(`/quotes?id=${QUOTE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' });
    await waitFor(() => expect(calls.some((c) => c.url.includes('/company/defaults'))).toBe(true));
    expect(screen.queryByText('Identité de la société incomplète')).toBeNull();
  });

  it('a Viewer only gets the PDF', async () => {
    setup({ [DETAIL]: () => json(200, quote()) }, { role: 'Viewer', modules: ['dashboard', 'quotes'] });
    renderApp(`/quotes?id=${QUOTE_ID}`);
    await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-001' });
    expect(screen.getByRole('link', { name: /PDF/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Modifier|Envoyer|Dupliquer/ })).toBeNull();
  });

  it('sends a draft and shows whether it was e-mailed', async () => {
    let current = quote();
    const calls = setup({
      [DETAIL]: () => json(200, current),
      [`POST /api/quotes/${QUOTE_ID}/send`]: () => {
        current = quote({ status: 'sent', sentAt: '2026-03-02T10:00:00.000Z' });
        return json(200, {
          quote: current,
          emailed: false,
          message:
            "Devis marqué comme envoyé. Il n'a pas été envoyé par e-mail : aucun serveur d'e-mail n'est configuré.",
        });
      },
    });
    const { user } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/Il n'a pas été envoyé par e-mail/)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.endsWith('/send'))).toBe(true);
    expect(await screen.findByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it("e-mails a draft: 'envoi en cours' until the e-mail has left, then the sent quote", async () => {
    const mail = (status: 'queued' | 'sent' | 'failed', extra: object = {}) => ({
      id: '55555555-5555-4555-8555-555555555555',
      kind: 'quote' as const,
      status,
      recipient: 'accueil@hotel-du-port.test',
      attempts: status === 'queued' ? 0 : 1,
      error: null,
      createdAt: '2026-03-02T10:00:00.000Z',
      sentAt: status === 'sent' ? '2026-03-02T10:00:02.000Z' : null,
      ...extra,
    });
    let current = quote();
    let reads = 0;
    setup({
      [DETAIL]: () => {
        reads += 1;
        // Read again while the e-mail is on its way; it has left by the second reading.
        if (current.mail?.status === 'queued' && reads > 2) {
          current = quote({ status: 'sent', sentAt: '2026-03-02T10:00:02.000Z', mail: mail('sent') });
        }
        return json(200, current);
      },
      [`POST /api/quotes/${QUOTE_ID}/send`]: () => {
        current = quote({ mail: mail('queued') });
        reads = 1;
        return json(202, {
          quote: current,
          emailed: false,
          mail: current.mail,
          message:
            "Envoi du devis par e-mail à accueil@hotel-du-port.test en cours : il sera marqué envoyé dès que l'e-mail sera parti.",
        });
      },
    });
    const { user } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText(/il sera marqué envoyé dès que l'e-mail sera parti/)).toBeInTheDocument();
    expect(
      await screen.findByText("Envoi de l'e-mail (devis) à accueil@hotel-du-port.test en cours…"),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    // Once it has left: the quote is sent, the notice is gone.
    expect(await screen.findByRole('button', { name: 'Accepter' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByText(/en cours…/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Envoyer' })).toBeNull();
  });

  it('says why an e-mail failed', async () => {
    setup({
      [DETAIL]: () =>
        json(
          200,
          quote({
            mail: {
              id: '55555555-5555-4555-8555-555555555555',
              kind: 'quote',
              status: 'failed',
              recipient: 'accueil@hotel-du-port.test',
              attempts: 6,
              error: 'Connection refused',
              createdAt: '2026-03-02T10:00:00.000Z',
              sentAt: null,
            },
          }),
        ),
    });
    renderApp(`/quotes?id=${QUOTE_ID}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "L'e-mail (devis) à accueil@hotel-du-port.test n'a pas pu être envoyé après 6 tentatives : Connection refused.",
    );
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeEnabled();
  });

  it('shows a refused move (409) in a red banner that can be dismissed', async () => {
    const refused = refusedMove('Ce devis ne peut pas être accepté : son statut est « Expiré ».');
    setup({
      [DETAIL]: () => json(200, quote({ status: 'sent' })),
      [`POST /api/quotes/${QUOTE_ID}/accept`]: refused.answer,
    });
    const { user } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Accepter' }));
    await refused.expectShown(user);
  });

  it('converts an accepted quote and opens the new order', async () => {
    setup({
      [DETAIL]: () => json(200, quote({ status: 'accepted' })),
      [`POST /api/quotes/${QUOTE_ID}/convert`]: () =>
        json(201, {
          quote: quote({ status: 'accepted', orderId: ORDER_ID }),
          order: order({ quoteId: QUOTE_ID }),
          message: 'Commande CMD-2026-001 créée à partir du devis DEV-2026-001.',
        }),
    });
    const { user, router } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Convertir en commande' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orders'));
    expect(router.state.location.search).toBe(`?id=${ORDER_ID}`);
  });

  it('duplicates a quote and opens the copy', async () => {
    const copy = quote({ id: '10000000-0000-4000-8000-000000000002', number: 'DEV-2026-002' });
    setup({
      [DETAIL]: () => json(200, quote({ status: 'rejected' })),
      [`GET /api/quotes/${copy.id}`]: () => json(200, copy),
      [`POST /api/quotes/${QUOTE_ID}/duplicate`]: () =>
        json(201, { quote: copy, message: 'Devis dupliqué : DEV-2026-002.' }),
    });
    const { user, router } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Dupliquer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-002' })).toBeInTheDocument();
    expect(screen.getByText('Devis dupliqué : DEV-2026-002.')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?id=${copy.id}`);
  });
});
