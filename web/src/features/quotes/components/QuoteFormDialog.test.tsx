import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { LinePrice, QuoteBody } from '@comptoir/core/modules/sales';
import { json, renderApp, preloadPage } from '@/test/utils';
import { sentBody } from '@/test/forms';
import {
  CLIENT,
  PRODUCT,
  QUOTE_ID,
  lineGroup,
  money,
  newSalesForm,
  REQUIRED_MESSAGE,
  quote,
} from '@/components/sales/test/fixtures';

const LINE_PRICE: LinePrice = {
  price: { amount: '39.90', currency: 'EUR' },
  source: 'zone',
  zone: 'France',
  productName: PRODUCT.name,
  description: PRODUCT.description ?? '',
  imageUrl: '/api/products/x/thumbnail?v=1',
};

/** The totals shown hold each of `texts` (the amounts' narrow spaces made plain). */
function expectTotals(totals: HTMLElement, texts: readonly string[]) {
  for (const text of texts) expect(money(totals.textContent)).toContain(text);
}

const { setup, openForm } = newSalesForm({
  path: '/quotes',
  counters: { total: 0, sent: 0, accepted: 0, totalValueEur: '0.00' },
  defaults: { 'GET /api/quotes/line-price': () => json(200, LINE_PRICE) },
  name: 'Nouveau Devis',
  submitLabel: 'Créer le devis',
});

describe('Nouveau Devis', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/QuotesPage'));

  it('starts with the defaults: 20 % tax, 30 jours net, one line whose removal is hidden', async () => {
    setup();
    const { dialog, user } = await openForm();
    expect(within(dialog).getByRole('spinbutton', { name: 'Taux de TVA (%)' })).toHaveValue(20);
    expect(within(dialog).getByRole('textbox', { name: 'Conditions de paiement' })).toHaveValue(
      '30 jours net',
    );
    expect(within(dialog).getByRole('combobox', { name: 'Devise' })).toHaveValue('EUR');
    expect(within(dialog).queryByRole('button', { name: "Supprimer l'article 1" })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un article' }));
    expect(within(dialog).getByRole('button', { name: "Supprimer l'article 1" })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Supprimer l'article 2" }));
    expect(within(dialog).queryByRole('group', { name: 'Article 2' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: "Supprimer l'article 1" })).toBeNull();
  });

  it('refuses missing fields and bad lines with the specification messages', async () => {
    const calls = setup();
    const { dialog, user, submit, line, pickClient, typeLine, expectAlertOnly } = await openForm();
    await submit();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(REQUIRED_MESSAGE);
    expect(alert).toHaveTextContent('Veuillez remplir correctement tous les articles du devis.');
    expect(within(dialog).getByRole('textbox', { name: 'Titre *' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('combobox', { name: 'Client *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(within(line(1)).getByRole('textbox', { name: 'Désignation *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    // Only the lines are wrong: quantity 0 is refused (above 0, up to 3 decimals).
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre *' }), 'Linge');
    await pickClient();
    const first = await typeLine(1, { name: 'Nappe', quantity: '0', unitPrice: '10' });
    await submit();
    await expectAlertOnly('Veuillez remplir correctement tous les articles du devis.');
    expect(within(first).getByRole('spinbutton', { name: 'Quantité *' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A tax rate above 100 has its own message.
    const rate = within(dialog).getByRole('spinbutton', { name: 'Taux de TVA (%)' });
    await user.clear(rate);
    await user.type(rate, '120');
    await submit();
    expect(
      await within(dialog).findAllByText('Taux de TVA invalide (entre 0 et 100 %, 2 décimales au plus).'),
    ).not.toHaveLength(0);
  });

  it('computes line totals, discounts, tax and total live, like the server', async () => {
    setup();
    const { dialog, user, line } = await openForm();
    const first = line(1);
    const quantity = within(first).getByRole('spinbutton', { name: 'Quantité *' });
    await user.clear(quantity);
    await user.type(quantity, '3');
    await user.type(within(first).getByRole('spinbutton', { name: 'Prix unitaire *' }), '10.50');
    expect(money(within(first).getByRole('status', { name: "Total de l'article 1" }).textContent)).toBe(
      '31,50 €',
    );
    const totals = within(dialog).getByLabelText('Totaux du devis');
    expectTotals(totals, ['Total HT31,50 €', 'TVA 20 % sur 31,50 €6,30 €', 'Total TTC37,80 €']);

    // 10 % off the line, then a second line, then 5 % tax on both lines (the quote's rate).
    await user.clear(within(first).getByRole('spinbutton', { name: 'Remise (%)' }));
    await user.type(within(first).getByRole('spinbutton', { name: 'Remise (%)' }), '10');
    expect(money(within(first).getByRole('status').textContent)).toBe('28,35 €');
    await user.click(within(dialog).getByRole('button', { name: 'Ajouter un article' }));
    const second = line(2);
    await user.type(within(second).getByRole('spinbutton', { name: 'Prix unitaire *' }), '1.65');
    const rate = within(dialog).getByRole('spinbutton', { name: 'Taux de TVA (%)' });
    await user.clear(rate);
    await user.type(rate, '5');
    expectTotals(totals, [
      'Total brut HT33,15 €',
      'Remises−3,15 €',
      'Total HT30,00 €',
      'TVA 5 % sur 30,00 €1,50 €',
      'Total TTC31,50 €',
    ]);
    expect(within(second).getByRole('spinbutton', { name: 'Taux de TVA de la ligne 2' })).toHaveValue(5);

    // One line at 20 % again: the VAT is given per rate, each on its base.
    const secondRate = within(second).getByRole('spinbutton', { name: 'Taux de TVA de la ligne 2' });
    await user.clear(secondRate);
    await user.type(secondRate, '20');
    expectTotals(totals, ['TVA 20 % sur 1,65 €0,33 €', 'TVA 5 % sur 28,35 €1,42 €', 'Total TTC31,75 €']);
    await user.clear(secondRate);
    await user.type(secondRate, '5');

    // Totals follow the currency.
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Devise' }), 'USD');
    expect(totals.textContent).toMatch(/Total TTC.*31[.,]50/);
    expect(totals.textContent).toContain('$');
  });

  it("picks a product: name, description, image and the client's price; creates the quote", async () => {
    const created = quote({ id: '10000000-0000-4000-8000-000000000009', number: 'DEV-2026-009' });
    const calls = setup({
      'POST /api/quotes': () => json(201, { quote: created, message: 'Devis créé avec succès.' }),
      [`GET /api/quotes/${created.id}`]: () => json(200, created),
    });
    const { dialog, user, router, submit, line, pickClient } = await openForm();
    await pickClient();
    expect(within(dialog).getByText(/Hôtel du Port/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre *' }), 'Linge de lit');

    const first = line(1);
    await user.click(within(first).getByRole('combobox', { name: 'Produit' }));
    await user.click(await within(first).findByRole('option', { name: /Drap en lin/ }));
    expect(within(first).getByRole('textbox', { name: 'Désignation *' })).toHaveValue('Drap en lin');
    expect(within(first).getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Drap 240 × 300, lin lavé',
    );
    await waitFor(() =>
      expect(within(first).getByRole('spinbutton', { name: 'Prix unitaire *' })).toHaveValue(39.9),
    );
    expect(within(first).getByText('Prix de la liste de prix « France ».')).toBeInTheDocument();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/products/x/thumbnail?v=1');
    const linePrice = calls.find((c) => c.url.startsWith('/api/quotes/line-price?'))!;
    expect(linePrice.url).toContain(`productId=${PRODUCT.id}`);
    expect(linePrice.url).toContain(`clientId=${CLIENT.id}`);

    await submit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Devis DEV-2026-009' })).toBeInTheDocument();
    expect(screen.getByText('Devis créé avec succès.')).toBeInTheDocument();
    const body = sentBody(calls, 'POST') as QuoteBody;
    expect(body).toMatchObject({
      title: 'Linge de lit',
      clientId: CLIENT.id,
      taxRate: '20',
      currency: 'EUR',
      paymentTerms: '30 jours net',
      notes: null,
      terms: null,
      items: [
        {
          productId: PRODUCT.id,
          productName: 'Drap en lin',
          quantity: '1',
          unitPrice: '39.90',
          discount: '0',
          taxRate: '20',
        },
      ],
    });
    expect(body.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The new quote opens.
    await waitFor(() => expect(router.state.location.search).toBe(`?id=${created.id}`));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("falls back to the product's price when the client's price cannot be read", async () => {
    setup({ 'GET /api/quotes/line-price': () => json(500, { error: { code: 'internal', message: 'x' } }) });
    const { user, line, pickClient } = await openForm();
    await pickClient();
    const first = line(1);
    await user.click(within(first).getByRole('combobox', { name: 'Produit' }));
    await user.click(await within(first).findByRole('option', { name: /Drap en lin/ }));
    expect(
      await within(first).findByText('Prix du client indisponible : le prix du produit est utilisé.'),
    ).toBeInTheDocument();
    expect(within(first).getByRole('spinbutton', { name: 'Prix unitaire *' })).toHaveValue(45);
  });

  it('edits a draft, prefilled, and saves with PATCH', async () => {
    const calls = setup({
      [`GET /api/quotes/${QUOTE_ID}`]: () => json(200, quote()),
      [`PATCH /api/quotes/${QUOTE_ID}`]: () =>
        json(200, { quote: quote({ title: 'Nouveau titre' }), message: 'Devis mis à jour avec succès.' }),
    });
    const { user } = renderApp(`/quotes?id=${QUOTE_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Modifier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le devis DEV-2026-001' });
    expect(within(dialog).getByRole('combobox', { name: 'Client *' })).toHaveValue('Sophie Martin');
    expect(within(lineGroup(dialog, 1)).getByRole('spinbutton', { name: 'Quantité *' })).toHaveValue(2);
    expectTotals(within(dialog).getByLabelText('Totaux du devis'), ['Total TTC108,00 €']);
    const title = within(dialog).getByRole('textbox', { name: 'Titre *' });
    await user.clear(title);
    await user.type(title, 'Nouveau titre');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Devis mis à jour avec succès.')).toBeInTheDocument();
    expect(sentBody(calls, 'PATCH')).toMatchObject({
      title: 'Nouveau titre',
      items: [{ productName: 'Drap en lin', quantity: '2', unitPrice: '45.00', taxRate: '20' }],
    });
  });

  it("shows the server's field messages and its error", async () => {
    setup({
      'POST /api/quotes': () =>
        json(400, {
          error: {
            code: 'validation',
            message: 'Certains champs sont invalides.',
            fields: { validUntil: 'La date de validité ne peut pas être dans le passé.' },
          },
        }),
    });
    const { dialog, user, submit, line, pickClient } = await openForm();
    await pickClient();
    await user.type(within(dialog).getByRole('textbox', { name: 'Titre *' }), 'T');
    const first = line(1);
    await user.type(within(first).getByRole('textbox', { name: 'Désignation *' }), 'Nappe');
    await user.type(within(first).getByRole('spinbutton', { name: 'Prix unitaire *' }), '10');
    await submit();
    expect(await within(dialog).findByText('Certains champs sont invalides.')).toBeInTheDocument();
    expect(
      within(dialog).getAllByText('La date de validité ne peut pas être dans le passé.'),
    ).not.toHaveLength(0);
  });
});
