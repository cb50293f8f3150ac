import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentList, ProductDocument } from '@comptoir/core/modules/documents';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { ON_PRODUCT, onProductUrl } from '@/features/demandes/test/fixtures';
import { DocumentsLibrary } from './DocumentsLibrary';

const PRODUCT = ON_PRODUCT.product.id;
const URL = onProductUrl('documents');

const doc = (id: string, overrides: Partial<ProductDocument> = {}): ProductDocument => ({
  id,
  productId: PRODUCT,
  name: 'fiche.pdf',
  type: 'pdf',
  mime: 'application/pdf',
  size: 2_516_582,
  uploadDate: '2030-02-03T10:00:00.000Z',
  uploadedBy: 'Léa Moreau',
  uploadedById: null,
  category: 'Spécifications',
  description: 'Fiche technique',
  version: 'v1.1',
  url: `${URL}/${id}/file`,
  tags: ['acier'],
  isPublic: true,
  versions: [
    {
      id: '99999999-0000-4000-8000-000000000001',
      version: 'v1.1',
      name: 'fiche.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      size: 2_516_582,
      uploadedBy: 'Léa Moreau',
      uploadDate: '2030-02-03T10:00:00.000Z',
      url: `${URL}/${id}/file?version=1.1`,
    },
    {
      id: '99999999-0000-4000-8000-000000000002',
      version: 'v1.0',
      name: 'fiche-old.pdf',
      type: 'pdf',
      mime: 'application/pdf',
      size: 1000,
      uploadedBy: 'Léa Moreau',
      uploadDate: '2030-02-01T10:00:00.000Z',
      url: `${URL}/${id}/file?version=1.0`,
    },
  ],
  canDelete: true,
  ...overrides,
});

const LIST: DocumentList = {
  items: [
    doc('aaaa0000-0000-4000-8000-000000000000'),
    doc('bbbb0000-0000-4000-8000-000000000000', {
      name: 'contrat.docx',
      type: 'word',
      category: 'Contrats',
      isPublic: false,
      canDelete: false,
    }),
  ],
  total: 2,
  sourcingTeam: true,
};

function renderLibrary() {
  const api = mockApi({
    [`GET ${URL}`]: () => json(200, LIST),
    [`GET ${URL}?type=word`]: () => json(200, { ...LIST, items: [LIST.items[1]] }),
  });
  renderWithQueries(<DocumentsLibrary {...ON_PRODUCT} canEdit />);
  return { api, user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

describe('DocumentsLibrary', () => {
  it('groups by category and shows type, size in MB with one decimal, version, uploader and visibility', async () => {
    renderLibrary();
    const specs = await screen.findByRole('heading', { name: /Spécifications/ });
    const group = specs.closest('section')!;
    expect(within(group).getByText('fiche.pdf')).toBeInTheDocument();
    expect(within(group).getByText('PDF')).toBeInTheDocument();
    expect(within(group).getByText('v1.1')).toBeInTheDocument();
    expect(within(group).getByText(/2,4 Mo/)).toHaveTextContent('Ajouté par Léa Moreau le 03/02/2030');
    expect(within(group).getByText('Public')).toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: /Contrats/ }).closest('section')!).getByText('Privé'),
    ).toBeInTheDocument();
    // Delete only where allowed.
    expect(screen.getByRole('button', { name: 'Supprimer fiche.pdf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Supprimer contrat.docx' })).toBeNull();
  });

  it('lists every version with its own download link', async () => {
    const { user } = renderLibrary();
    await screen.findByText('fiche.pdf');
    await user.click(screen.getAllByRole('button', { name: 'Versions (2)' })[0]!);
    const link = screen.getByRole('link', { name: 'Télécharger fiche-old.pdf (v1.0)' });
    expect(link).toHaveAttribute(
      'href',
      `${URL}/aaaa0000-0000-4000-8000-000000000000/file?version=1.0&download=1`,
    );
  });

  it('offers a PDF to download, not to open in a tab (the server never shows one inline)', async () => {
    renderLibrary();
    await screen.findByText('fiche.pdf');
    expect(screen.queryByRole('link', { name: 'Aperçu de fiche.pdf' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Télécharger fiche.pdf (v1.1)' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/file\?download=1$/),
    );
  });

  it('filters by type through the server', async () => {
    const { user, api } = renderLibrary();
    await screen.findByText('fiche.pdf');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'word');
    await vi.waitFor(() => expect(screen.queryByText('fiche.pdf')).toBeNull());
    expect(screen.getByText('contrat.docx')).toBeInTheDocument();
    expect(api.requests.some((r) => r.url === `${URL}?type=word`)).toBe(true);
  });

  it('saves the add form only with a file, a category and a description', async () => {
    const { user } = renderLibrary();
    await screen.findByText('fiche.pdf');
    await user.click(screen.getByRole('button', { name: 'Ajouter des documents' }));
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('Fichiers'), [
      new File(['a'], 'prix.xlsx'),
      new File(['b'], 'notes.txt'),
    ]);
    expect(within(dialog).getByText(/prix\.xlsx · Excel/)).toBeInTheDocument();
    expect(within(dialog).getByText(/notes\.txt · Autres/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.selectOptions(within(dialog).getByLabelText('Catégorie'), 'Cotations');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Description'), 'Offres');
    expect(save).toBeEnabled();
  });
});
