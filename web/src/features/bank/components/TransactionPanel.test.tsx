import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '@/lib/query-client';
import { json, stubFetch } from '@/test/utils';
import { sentBody } from '@/test/forms';
import {
  INVOICE_A,
  INVOICE_B,
  ORDER_ID,
  PURCHASE_PAYMENT_ID,
  TX_ID,
  candidate,
  purchasePayment,
  suggestion,
  transaction,
} from '../test/fixtures';
import { TransactionPanel } from './TransactionPanel';

const TX = `/api/bank/transactions/${TX_ID}`;

function renderPanel(ui: ReactElement) {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return user;
}

const matched = transaction({
  status: 'matched',
  payments: [
    {
      paymentId: '7b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      invoiceId: INVOICE_A,
      direction: 'outgoing',
      invoiceNumber: 'FAC-2026-0001',
      partyName: 'Dupont SARL',
      amount: '1500.00',
    },
  ],
  matchedBy: 'Léa Moreau',
  matchedAt: '2026-02-04T10:00:00.000Z',
});

describe('A transaction to match', () => {
  it("sends a suggestion's allocations with 'Rapprocher', then closes", async () => {
    const calls = stubFetch({
      [`GET ${TX}`]: () => json(200, transaction()),
      [`GET ${TX}/suggestions`]: () => json(200, { items: [suggestion()] }),
      [`GET ${TX}/candidates`]: () => json(200, { items: [] }),
      [`POST ${TX}/match`]: () => json(200, { transaction: matched, message: 'Mouvement rapproché.' }),
    });
    const onClose = vi.fn();
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={onClose} />);
    const section = await screen.findByRole('region', { name: 'Suggestions' });
    const item = (await within(section).findByText('Montant exact')).closest('li')!;
    expect(within(item).getByText('Numéro de facture dans le libellé')).toBeVisible();
    expect(within(item).getByText('FAC-2026-0001')).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Rapprocher' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls, 'POST', `${TX}/match`)).toEqual({
      allocations: [{ invoiceId: INVOICE_A, amount: '1500.00' }],
    });
  });

  it("shows a supplier's deposit recorded on a purchase order; 'Rapprocher' sends its purchasePaymentIds", async () => {
    const debit = transaction({ amount: '-3002.50', label: 'VIR SEPA SHENZHEN TRADING BC-2026-0007' });
    const calls = stubFetch({
      [`GET ${TX}`]: () => json(200, debit),
      [`GET ${TX}/suggestions`]: () =>
        json(200, {
          items: [
            suggestion({
              score: 95,
              reasons: ['purchase', 'number', 'fees'],
              allocations: [],
              purchasePayments: [purchasePayment()],
              feesAmount: '-2.50',
            }),
          ],
        }),
      [`GET ${TX}/candidates`]: () => json(200, { items: [] }),
      [`POST ${TX}/match`]: () =>
        json(200, {
          transaction: { ...debit, status: 'matched', purchasePayments: [purchasePayment()] },
          message: 'Mouvement rapproché.',
        }),
    });
    const onClose = vi.fn();
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={onClose} />);
    const section = await screen.findByRole('region', { name: 'Suggestions' });
    const item = (await within(section).findByText('Paiement enregistré sur un bon de commande')).closest(
      'li',
    )!;
    expect(within(item).getByText('Numéro de facture dans le libellé')).toBeVisible();
    expect(within(item).getByText('Acompte')).toBeVisible();
    expect(
      within(item).getByRole('link', { name: 'Ouvrir le bon de commande BC-2026-0007' }),
    ).toHaveAttribute('href', `/purchases?id=${ORDER_ID}`);
    expect(within(item).getByText('Shenzhen Trading Co.')).toBeVisible();
    expect(within(item).getByText('01/02/2026')).toBeVisible();
    expect(within(item).getByText(/3\s?000,00/)).toBeVisible();
    expect(within(item).getByText(/Frais : -2,50/)).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Rapprocher' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentBody(calls, 'POST', `${TX}/match`)).toEqual({ purchasePaymentIds: [PURCHASE_PAYMENT_ID] });
  });

  it("splits the transaction over two invoices: 'Reste à affecter' follows the amounts, 'Rapprocher' sends them", async () => {
    const calls = stubFetch({
      [`GET ${TX}`]: () => json(200, transaction()),
      [`GET ${TX}/suggestions`]: () => json(200, { items: [] }),
      [`GET ${TX}/candidates`]: () =>
        json(200, {
          items: [
            candidate(INVOICE_A, 'FAC-2026-0001', '1000.00'),
            candidate(INVOICE_B, 'FAC-2026-0002', '800.00'),
          ],
        }),
      [`POST ${TX}/match`]: () => json(200, { transaction: matched, message: 'Mouvement rapproché.' }),
    });
    const onClose = vi.fn();
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={onClose} />);
    const section = (await screen.findByRole('heading', { name: 'Affecter à des factures' })).closest(
      'section',
    )!;
    const left = () => within(section).getByText('Reste à affecter').querySelector('output')!.textContent;
    expect(left()).toMatch(/1\s?500,00/);
    await user.click(await within(section).findByRole('button', { name: 'Ajouter FAC-2026-0001' }));
    // The first invoice takes its whole balance (1 000,00), the second what is left (500,00 of 800,00).
    expect(within(section).getByLabelText('Montant affecté à FAC-2026-0001')).toHaveValue('1000.00');
    expect(left()).toMatch(/500,00/);
    await user.click(within(section).getByRole('button', { name: 'Ajouter FAC-2026-0002' }));
    const second = within(section).getByLabelText('Montant affecté à FAC-2026-0002');
    expect(second).toHaveValue('500.00');
    expect(left()).toMatch(/^0,00/);
    // Typing a smaller amount leaves some to allocate; a larger one goes below zero.
    await user.clear(second);
    await user.type(second, '400');
    expect(left()).toMatch(/100,00/);
    await user.clear(second);
    await user.type(second, '500,00');
    expect(left()).toMatch(/^0,00/);
    await user.click(within(section).getByRole('button', { name: 'Rapprocher' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    // The candidates route picks the invoices: nothing is asked of the invoices list.
    expect(calls.some((c) => c.url.startsWith('/api/invoices'))).toBe(false);
    expect(sentBody(calls, 'POST', `${TX}/match`)).toEqual({
      allocations: [
        { invoiceId: INVOICE_A, amount: '1000.00' },
        { invoiceId: INVOICE_B, amount: '500.00' },
      ],
    });
  });

  it('searches the candidates by number or party (q) and leaves out the invoices already chosen', async () => {
    const calls = stubFetch({
      [`GET ${TX}`]: () => json(200, transaction({ amount: '-300.00' })),
      [`GET ${TX}/suggestions`]: () => json(200, { items: [] }),
      [`GET ${TX}/candidates`]: (call) =>
        json(200, {
          items: new URL(call.url, 'http://x').searchParams.get('q')
            ? [candidate(INVOICE_B, 'FAC-2026-0002', '800.00', '300.00')]
            : [candidate(INVOICE_A, 'FAC-2026-0001', '100.00')],
        }),
    });
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={vi.fn()} />);
    const section = (await screen.findByRole('heading', { name: 'Affecter à des factures' })).closest(
      'section',
    )!;
    await user.click(await within(section).findByRole('button', { name: 'Ajouter FAC-2026-0001' }));
    expect(within(section).getByLabelText('Montant affecté à FAC-2026-0001')).toHaveValue('100.00');
    expect(within(section).queryByRole('button', { name: 'Ajouter FAC-2026-0001' })).toBeNull();
    await user.type(
      within(section).getByRole('searchbox', { name: 'Rechercher une facture' }),
      'FAC-2026-0002',
    );
    await user.click(await within(section).findByRole('button', { name: 'Ajouter FAC-2026-0002' }));
    // The server's amount (300,00) is capped by what is left (200,00).
    expect(within(section).getByLabelText('Montant affecté à FAC-2026-0002')).toHaveValue('200.00');
    const searches = calls.filter((c) => c.url.startsWith(`${TX}/candidates`)).map((c) => c.url);
    expect(searches[0]).toBe(`${TX}/candidates`);
    expect(searches.at(-1)).toBe(`${TX}/candidates?q=FAC-2026-0002`);
  });

  it('shows the 409 of a transaction another user matched first, and reads it again', async () => {
    let reads = 0;
    stubFetch({
      [`GET ${TX}`]: () => json(200, ++reads === 1 ? transaction() : matched),
      [`GET ${TX}/suggestions`]: () => json(200, { items: [suggestion()] }),
      [`GET ${TX}/candidates`]: () => json(200, { items: [] }),
      [`POST ${TX}/match`]: () =>
        json(409, {
          error: {
            code: 'conflict',
            message: "Ce mouvement vient d'être rapproché par un autre utilisateur.",
          },
        }),
    });
    const onClose = vi.fn();
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={onClose} />);
    const item = (await screen.findByText('Montant exact')).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Rapprocher' }));
    expect(
      await screen.findByText("Ce mouvement vient d'être rapproché par un autre utilisateur."),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Paiements enregistrés' })).toBeVisible();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('A matched transaction', () => {
  it("offers 'Annuler le rapprochement' to an Admin only, behind a confirmation", async () => {
    const calls = stubFetch({
      [`GET ${TX}`]: () => json(200, matched),
      [`DELETE ${TX}/match`]: () =>
        json(200, { transaction: transaction(), message: 'Rapprochement annulé.' }),
    });
    const onClose = vi.fn();
    const user = renderPanel(<TransactionPanel id={TX_ID} isAdmin canUpdate onClose={onClose} />);
    expect(await screen.findByRole('link', { name: 'Ouvrir la facture FAC-2026-0001' })).toHaveAttribute(
      'href',
      `/invoices?id=${INVOICE_A}`,
    );
    await user.click(screen.getByRole('button', { name: 'Annuler le rapprochement' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Annuler le rapprochement ?' });
    await user.click(within(confirm).getByRole('button', { name: 'Annuler le rapprochement' }));
    await vi.waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `${TX}/match`)).toBe(true);
  });

  it("links a supplier invoice's payment to the supplier invoices (direction=incoming)", async () => {
    const paid = transaction({
      amount: '-240.00',
      status: 'matched',
      payments: [
        {
          paymentId: '8c7b6a5d-4e3f-4b2c-8d9e-8f7a6b5c4d3e',
          invoiceId: INVOICE_B,
          direction: 'incoming',
          invoiceNumber: 'FF-2026-0042',
          partyName: 'Fournitures Martin',
          amount: '240.00',
        },
      ],
    });
    stubFetch({ [`GET ${TX}`]: () => json(200, paid) });
    renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={() => undefined} />);
    expect(await screen.findByRole('link', { name: 'Ouvrir la facture FF-2026-0042' })).toHaveAttribute(
      'href',
      `/invoices?direction=incoming&id=${INVOICE_B}`,
    );
  });

  it('lists the deposit it confirmed on a purchase order, linked to the order', async () => {
    const paid = transaction({
      amount: '-3000.00',
      status: 'matched',
      purchasePayments: [purchasePayment()],
    });
    stubFetch({ [`GET ${TX}`]: () => json(200, paid) });
    renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Ouvrir le bon de commande BC-2026-0007' });
    expect(link).toHaveAttribute('href', `/purchases?id=${ORDER_ID}`);
    const row = link.closest('li')!;
    expect(within(row).getByText('Acompte', { exact: false })).toBeVisible();
    expect(row).toHaveTextContent('Shenzhen Trading Co.');
    expect(row).toHaveTextContent('01/02/2026');
    expect(row).toHaveTextContent(/3\s?000,00/);
    expect(screen.queryByText('Aucun paiement de facture')).toBeNull();
    // The status badge names the order as it names the invoices paid.
    expect(screen.getByText('BC-2026-0007', { selector: 'span' })).toBeVisible();
  });

  it('shows no undo button to a user who is not an Admin', async () => {
    stubFetch({ [`GET ${TX}`]: () => json(200, matched) });
    renderPanel(<TransactionPanel id={TX_ID} isAdmin={false} canUpdate onClose={() => undefined} />);
    expect(await screen.findByRole('heading', { name: 'Paiements enregistrés' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Annuler le rapprochement' })).toBeNull();
  });
});
