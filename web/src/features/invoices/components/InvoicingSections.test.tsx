import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { ClientInvoicing, OrderInvoicing } from '@comptoir/core/modules/invoices';
import { json, renderApp } from '@/test/utils';
import { ORDER_ID, order, stubApi } from '@/components/sales/test/fixtures';
import { CLIENT_ID, makeDetail, makeHistory, vipSettings } from '@/features/clients/test/fixtures';
import { INVOICE_ID, INVOICE_MODULES, invoice } from '../test/fixtures';

const ITEM_ID = '70000000-0000-4000-8000-000000000001';
const ITEM_2 = '70000000-0000-4000-8000-000000000002';

function invoicing(overrides: Partial<OrderInvoicing> = {}): OrderInvoicing {
  return {
    orderId: ORDER_ID,
    currency: 'EUR',
    lines: [
      {
        orderItemId: ITEM_ID,
        productName: 'Drap en lin',
        unitPrice: '45.00',
        discount: '0',
        taxRate: '20',
        ordered: '4',
        invoiced: '1',
        remaining: '3',
        net: '180.00',
        invoicedNet: '45.00',
      },
      {
        orderItemId: ITEM_2,
        productName: 'Taie',
        unitPrice: '10.00',
        discount: '0',
        taxRate: '20',
        ordered: '2',
        invoiced: '2',
        remaining: '0',
        net: '20.00',
        invoicedNet: '20.00',
      },
    ],
    invoices: [invoice()],
    remainingAmount: { amount: '135.00', currency: 'EUR' },
    fullyInvoiced: false,
    ...overrides,
  };
}

// Lazy pages and the shared machine: a ceiling for the waits, not a delay.
configure({ asyncUtilTimeout: 10_000 });

describe('invoicing in other screens', { timeout: 60_000 }, () => {
  it("order detail: what remains to invoice, its invoices, and 'Facturer' with the quantities left", async () => {
    const calls = stubApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: () => json(200, order({ status: 'delivered' })),
        [`GET /api/orders/${ORDER_ID}/invoicing`]: () => json(200, invoicing()),
        'POST /api/invoices': () =>
          json(201, {
            invoice: invoice({ number: null, status: 'draft' }),
            message: 'Facture créée avec succès.',
          }),
        [`GET /api/invoices/${INVOICE_ID}`]: () => json(200, invoice({ number: null, status: 'draft' })),
      },
      { role: 'Manager', modules: [...INVOICE_MODULES] },
    );
    const { user } = renderApp(`/orders?id=${ORDER_ID}`);
    const section = await screen.findByRole('region', { name: 'Facturation' }, { timeout: 20_000 });
    expect((await within(section).findByTestId('order-remaining')).textContent).toMatch(
      /Reste à facturer \(HT\) : 135,00\s€/,
    );
    expect(within(section).getByRole('link', { name: 'FAC-2026-00042' })).toHaveAttribute(
      'href',
      `/invoices?id=${INVOICE_ID}`,
    );
    await user.click(within(section).getByRole('button', { name: 'Facturer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle facture' });
    // Only the line with something left is offered, with what is left.
    const quantity = await within(dialog).findByRole('textbox', {
      name: 'Ligne 1 (Drap en lin) : quantité à facturer',
    });
    expect(quantity).toHaveValue('3');
    expect(within(dialog).queryByText('Taie')).toBeNull();
    await user.clear(quantity);
    await user.type(quantity, '2');
    // The line's own rate (20 %): 2 × 45.00 = 90.00, VAT 18.00.
    expect(within(dialog).getByLabelText('Totaux de la facture').textContent).toMatch(/Total TTC108,00\s€/);
    await user.click(within(dialog).getByRole('button', { name: 'Créer le brouillon' }));
    await waitFor(() => {
      const body = calls.find((c) => c.method === 'POST' && c.url === '/api/invoices')?.body;
      expect(body).toMatchObject({
        orderId: ORDER_ID,
        orderLines: [{ orderItemId: ITEM_ID, quantity: '2' }],
      });
      expect(body).not.toHaveProperty('taxRate');
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Brouillon de facture' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
  });

  it("order detail: no 'Facturer' once fully invoiced, nor without the invoices module", async () => {
    stubApi(
      {
        [`GET /api/orders/${ORDER_ID}`]: () => json(200, order({ status: 'delivered' })),
        [`GET /api/orders/${ORDER_ID}/invoicing`]: () =>
          json(200, invoicing({ fullyInvoiced: true, remainingAmount: { amount: '0.00', currency: 'EUR' } })),
      },
      { role: 'Manager', modules: [...INVOICE_MODULES] },
    );
    renderApp(`/orders?id=${ORDER_ID}`);
    const section = await screen.findByRole('region', { name: 'Facturation' }, { timeout: 20_000 });
    expect(await within(section).findByText('Commande entièrement facturée.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Facturer' })).toBeNull();
  });

  it('client detail: the balance due and the latest invoices', async () => {
    const data: ClientInvoicing = {
      clientId: CLIENT_ID,
      invoices: [invoice({ status: 'overdue', daysOverdue: 5 })],
      balances: [
        { amount: '108.00', currency: 'EUR' },
        { amount: '50.00', currency: 'USD' },
      ],
      balanceDue: { amount: '154.20', currency: 'EUR' },
      overdueCount: 1,
    };
    stubApi(
      {
        'GET /api/clients/settings/vip': () => json(200, vipSettings),
        [`GET /api/clients/${CLIENT_ID}`]: () => json(200, makeDetail()),
        [`GET /api/clients/${CLIENT_ID}/history`]: () => json(200, makeHistory()),
        [`GET /api/clients/${CLIENT_ID}/invoicing`]: () => json(200, data),
      },
      { role: 'Manager', modules: [...INVOICE_MODULES] },
    );
    renderApp(`/clients?id=${CLIENT_ID}`);
    const section = await screen.findByRole('region', { name: 'Factures' }, { timeout: 20_000 });
    expect((await within(section).findByTestId('client-balance')).textContent).toMatch(/154,20\s€/);
    expect(section).toHaveTextContent('Factures en retard : 1');
    expect(section.textContent).toMatch(/Par devise : 108,00\s€ · \$50\.00/);
    expect(within(section).getByRole('link', { name: 'FAC-2026-00042' })).toBeInTheDocument();
    expect(within(section).getAllByText('En retard').length).toBeGreaterThan(0);
  });
});
