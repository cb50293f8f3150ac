import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Supplier } from '@comptoir/core/modules/products';
import { json, onePage, mockApi, renderWithQueries } from '@/test/utils';
import { SuppliersPanel } from './SuppliersPanel';

const atlas: Supplier = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Atlas',
  contactName: 'Mme Roux',
  email: 'contact@atlas.example',
  phone: null,
  country: 'France',
  productCount: 3,
} as Supplier;

function renderPanel(rights: { canUpdate: boolean; canDelete: boolean }, items: Supplier[] = [atlas]) {
  const api = mockApi({
    'GET /api/suppliers?pageSize=100': () => json(200, { ...onePage(items, 100) }),
    'PATCH /api/suppliers/00000000-0000-4000-8000-0000000000a1': () =>
      json(400, {
        error: { code: 'invalid', message: 'Données invalides', fields: { email: 'E-mail déjà pris' } },
      }),
    'DELETE /api/suppliers/00000000-0000-4000-8000-0000000000a1': () =>
      json(200, { message: 'Fournisseur supprimé avec succès' }),
  });
  const onMessage = vi.fn();
  renderWithQueries(<SuppliersPanel canCreate {...rights} onMessage={onMessage} />);
  return { ...api, onMessage, user: userEvent.setup() };
}

describe('SuppliersPanel', () => {
  it('lists the suppliers; a viewer gets no row buttons', async () => {
    renderPanel({ canUpdate: false, canDelete: false });
    const row = (await screen.findByRole('cell', { name: 'Atlas' })).closest('tr')!;
    expect(within(row).getByText('contact@atlas.example')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('shows the empty state', async () => {
    renderPanel({ canUpdate: true, canDelete: true }, []);
    expect(await screen.findByText('Aucun fournisseur trouvé')).toBeInTheDocument();
  });

  it("puts the server's field error under its field", async () => {
    const { user } = renderPanel({ canUpdate: true, canDelete: true });
    await user.click(await screen.findByRole('button', { name: 'Modifier Atlas' }));
    const dialog = screen.getByRole('dialog', { name: 'Modifier le Fournisseur' });
    expect(within(dialog).getByLabelText('Nom *')).toHaveValue('Atlas');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('E-mail déjà pris')).toBeInTheDocument();
    expect(within(dialog).getByText('Données invalides')).toBeInTheDocument();
  });

  it('asks before deleting, then reports the server message', async () => {
    const { user, onMessage, requests } = renderPanel({ canUpdate: true, canDelete: true });
    await user.click(await screen.findByRole('button', { name: 'Supprimer Atlas' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm).toHaveTextContent('Les produits de ce fournisseur seront conservés, sans fournisseur.');
    await user.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
    await vi.waitFor(() =>
      expect(onMessage).toHaveBeenCalledWith('success', 'Fournisseur supprimé avec succès'),
    );
    expect(requests.some((r) => r.method === 'DELETE')).toBe(true);
  });
});
