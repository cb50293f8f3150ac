import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUDIT_ACTIONS } from '@comptoir/core/audit';
import type { AuditEntry, ListAuditResponse } from '@comptoir/core/modules/admin-users';
import { i18n } from '@/lib/i18n';
import { json, onePage, renderWithQueries, stubFetch } from '@/test/utils';
import { AuditLogPanel } from './AuditLogPanel';

const entry = (action: string, id: string): AuditEntry => ({
  id,
  createdAt: '2026-01-05T09:30:00.000Z',
  actorId: null,
  actorEmail: 'admin@comptoir.test',
  action,
  targetType: 'quote',
  targetId: null,
  targetLabel: 'DEV-2026-00001',
  before: { status: 'sent' },
  after: { status: 'accepted' },
  ip: '127.0.0.1',
  userAgent: null,
});

function renderPanel(items: AuditEntry[], actions: string[]) {
  const log: ListAuditResponse = { ...onePage(items), actions };
  stubFetch({ 'GET /api/audit-log': () => json(200, log) });
  const router = createMemoryRouter([{ path: '/', element: <AuditLogPanel onError={() => undefined} /> }]);
  return renderWithQueries(<RouterProvider router={router} />);
}

describe('AuditLogPanel (issue 30 §1)', () => {
  it("labels every action in the filter and the table, the filter's value staying the key", async () => {
    renderPanel(
      [entry('quote.convert', '0b6c4f0e-1e4c-4a55-9d7e-2f3b8a1c0001')],
      ['quote.convert', 'legacy.action'],
    );
    const table = screen.getByRole('table');
    expect(await within(table).findByText('Devis converti en commande')).toBeInTheDocument();
    expect(within(table).queryByText('quote.convert')).not.toBeInTheDocument();

    const filter = screen.getByRole('combobox', { name: 'Action' });
    const options = within(filter).getAllByRole('option');
    // 'Toutes les actions', every action the server writes, and an older one the log still holds.
    expect(options).toHaveLength(1 + AUDIT_ACTIONS.length + 1);
    const rates = within(filter).getByRole('option', { name: 'Taux de change saisi à la main' });
    expect(rates).toHaveValue('rates.manual_entry');
    expect(within(filter).getByRole('option', { name: 'Émission de facture' })).toHaveValue('invoice.issue');
    // No option shows a raw key, except the action this version does not know.
    const raw = options.filter((o) => /^[a-z_]+\.[a-z_]+$/.test(o.textContent ?? ''));
    expect(raw.map((o) => o.textContent)).toEqual(['legacy.action']);
  });

  it('shows the English labels in English', async () => {
    await i18n.changeLanguage('en');
    renderPanel([entry('client.create', '0b6c4f0e-1e4c-4a55-9d7e-2f3b8a1c0002')], ['client.create']);
    expect(await within(screen.getByRole('table')).findByText('Client created')).toBeInTheDocument();
    const filter = screen.getByRole('combobox', { name: 'Action' });
    expect(within(filter).getByRole('option', { name: 'Quote converted to an order' })).toHaveValue(
      'quote.convert',
    );
  });
});
