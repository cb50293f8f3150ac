import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json, stubFetch } from '@/test/utils';
import { renderDialog, sentBody } from '@/test/forms';
import { INVOICE_ID, LINE_1, LINE_2, PO_ID, invoiceMatch, purchaseDetail } from '../test/fixtures';
import { InvoiceMatchesSection, MatchInvoiceDialog } from './InvoiceMatchesSection';

const MATCHES = `GET /api/purchases/${PO_ID}/invoices`;
const CANDIDATES = `GET /api/purchases/${PO_ID}/invoice-candidates`;

/** The supplier's one incoming invoice, free, of `total` CNY. */
const candidate = (total: string) => ({
  id: INVOICE_ID,
  number: 'NB-2026-118',
  issueDate: '2026-11-24',
  total,
  currency: 'CNY',
  status: 'received',
  matched: false,
});
const money = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

function renderSection(isAdmin: boolean, status: 'sent' | 'draft' | 'received' = 'received') {
  return renderDialog(
    (on) => (
      <InvoiceMatchesSection
        purchaseOrder={purchaseDetail({ status })}
        canUpdate
        isAdmin={isAdmin}
        onMessage={on.onMessage}
      />
    ),
    ['onMessage'],
  );
}

describe('Factures fournisseur', () => {
  it('shows a difference: the badge, what is left to pay, and each tolerance check out of bounds on the lines', async () => {
    stubFetch({ [MATCHES]: () => json(200, { items: [invoiceMatch()] }) });
    const { user } = renderSection(false);
    const card = (await screen.findByRole('heading', { name: /Facture NB-2026-118 du/ })).closest('li')!;
    expect(within(card).getByText('Écart à justifier')).toBeVisible();
    expect(money(card.textContent)).toMatch(/Reste à payer\D*152[.,]11/);
    // Non-admins neither see 'Valider pour paiement' nor may validate.
    expect(within(card).queryByRole('button', { name: 'Valider pour paiement' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Recalculer' })).toBeVisible();

    const toggle = within(card).getByRole('button', { name: /Voir le détail des lignes/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const table = within(card).getByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getAllByText('Hors tolérance')).toHaveLength(2);
    expect(within(row).getAllByText('OK')).toHaveLength(1);
    expect(within(card).getByText('Lignes de facture sans ligne de commande')).toBeVisible();
    expect(within(card).getByText(/Fret/)).toBeVisible();
  });

  it('lets an Admin validate a difference for payment with a required reason', async () => {
    const calls = stubFetch({
      [MATCHES]: () => json(200, { items: [invoiceMatch()] }),
      [`POST /api/purchases/${PO_ID}/invoices/${INVOICE_ID}/approve`]: () =>
        json(200, {
          match: invoiceMatch({ status: 'approved' }),
          message: 'Facture validée pour paiement.',
        }),
    });
    const { user, onMessage } = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Valider pour paiement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valider pour paiement' });
    await user.click(within(dialog).getByRole('button', { name: 'Valider pour paiement' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Motif *'), 'Hausse du nacre acceptée par téléphone');
    await user.click(within(dialog).getByRole('button', { name: 'Valider pour paiement' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', 'Facture validée pour paiement.'));
    expect(sentBody(calls, 'POST')).toEqual({ reason: 'Hausse du nacre acceptée par téléphone' });
  });

  it('lists the candidates and matches the one picked, the lines paired by the server', async () => {
    const calls = stubFetch({
      [MATCHES]: () => json(200, { items: [] }),
      [CANDIDATES]: () => json(200, { items: [candidate('452.11')] }),
      [`POST /api/purchases/${PO_ID}/invoices`]: () =>
        json(201, { match: invoiceMatch({ status: 'matched' }), message: 'Facture rapprochée.' }),
    });
    const { user, onMessage } = renderSection(false);
    expect(await screen.findByText('Aucune facture rapprochée')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Rapprocher une facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapprocher une facture' });
    const select = within(dialog).getByRole('combobox', { name: 'Facture *' });
    const option = await within(select).findByRole('option', { name: /NB-2026-118/ });
    expect(money(option.textContent)).toMatch(/452[.,]11/);
    await user.selectOptions(select, INVOICE_ID);
    await user.click(within(dialog).getByRole('button', { name: 'Rapprocher' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('success', 'Facture rapprochée.'));
    expect(sentBody(calls, 'POST', `/api/purchases/${PO_ID}/invoices`)).toEqual({ invoiceId: INVOICE_ID });
  });

  it('says so when no invoice may be matched, and asks before detaching one', async () => {
    const calls = stubFetch({
      [MATCHES]: () => json(200, { items: [invoiceMatch({ status: 'matched' })] }),
      [CANDIDATES]: () => json(200, { items: [] }),
      [`DELETE /api/purchases/${PO_ID}/invoices/${INVOICE_ID}`]: () =>
        json(200, { message: 'Facture détachée du bon de commande.' }),
    });
    const { user, onMessage } = renderSection(true);
    await user.click(await screen.findByRole('button', { name: 'Rapprocher une facture' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rapprocher une facture' });
    expect(
      await within(dialog).findByText(
        "Aucune facture reçue de ce fournisseur dans cette devise n'est disponible.",
      ),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    // A match within the tolerances is not to validate.
    expect(screen.queryByRole('button', { name: 'Valider pour paiement' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Détacher' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Détacher la facture' });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Détacher' }));
    await waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('success', 'Facture détachée du bon de commande.'),
    );
  });

  it('pairs the lines as the user says when they may read the invoices', async () => {
    // What the dialog reads of the invoice's detail (GET /api/invoices/:id): its lines.
    const line = (id: string, description: string, quantity: string, unitPrice: string) => ({
      id,
      productId: null,
      description,
      quantity,
      unitPrice,
    });
    const ZIPS = '91000000-0000-4000-8000-000000000001';
    const FREIGHT = '91000000-0000-4000-8000-000000000002';
    const calls = stubFetch({
      [CANDIDATES]: () => json(200, { items: [candidate('1247.00')] }),
      [`GET /api/invoices/${INVOICE_ID}`]: () =>
        json(200, {
          id: INVOICE_ID,
          lines: [line(ZIPS, 'FERMETURE ECLAIR 20CM', '500', '2.394'), line(FREIGHT, 'Fret', '1', '50')],
        }),
      [`POST /api/purchases/${PO_ID}/invoices`]: () =>
        json(201, { match: invoiceMatch({ status: 'matched' }), message: 'Facture rapprochée.' }),
    });
    const { user, onSaved } = renderDialog((on) => (
      <MatchInvoiceDialog purchaseOrder={purchaseDetail()} canReadInvoices {...on} />
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Rapprocher une facture' });
    const select = await within(dialog).findByRole('combobox', { name: 'Facture *' });
    await within(select).findByRole('option', { name: /NB-2026-118/ });
    await user.selectOptions(select, INVOICE_ID);
    await user.click(within(dialog).getByRole('checkbox', { name: 'Associer les lignes moi-même' }));
    // Guessed by place: the first invoice line to the first order line, the freight to the second.
    const zips = await within(dialog).findByRole('combobox', { name: /Ligne 1 de la facture : FERMETURE/ });
    expect(zips).toHaveValue(LINE_1);
    await user.selectOptions(zips, LINE_2);
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: /Ligne 2 de la facture : Fret/ }),
      'Aucune ligne de commande',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Rapprocher' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Facture rapprochée.'));
    expect(sentBody(calls, 'POST')).toEqual({
      invoiceId: INVOICE_ID,
      lines: [
        { invoiceLineId: ZIPS, orderLineId: LINE_2 },
        { invoiceLineId: FREIGHT, orderLineId: null },
      ],
    });
  });
});
