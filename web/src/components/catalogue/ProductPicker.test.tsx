import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@comptoir/core/modules/products';
import { json, mockApi, renderWithQueries } from '@/test/utils';
import { ProductPicker } from './ProductPicker';

function product(n: number, overrides: Partial<Product> = {}): Product {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name: `Produit ${n}`,
    reference: `REF-${n}`,
    description: `Description ${n}`,
    category: 'Textile',
    subcategory: null,
    price: { amount: `${n}0.50`, currency: 'EUR' },
    quantity: n,
    supplierId: null,
    supplierName: null,
    imageUrl: null,
    thumbnailUrl: n === 1 ? `/api/products/x/thumbnail?v=1` : null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const ITEMS = [product(1), product(2), product(3)];

function setup(handler: () => Response = () => json(200, { items: ITEMS, total: 3, page: 1, pageSize: 10 })) {
  const api = mockApi({ 'GET /api/products': handler });
  // mockApi keys on the full URL: route every /api/products?… call to the handler.
  api.fetchMock.mockImplementation(async (input: RequestInfo | URL) => {
    api.requests.push({
      method: 'GET',
      url: String(input),
      headers: {},
      credentials: 'same-origin',
      body: undefined,
    });
    return handler();
  });
  const onSelect = vi.fn();
  const user = userEvent.setup();
  renderWithQueries(<ProductPicker onSelect={onSelect} />);
  return { api, onSelect, user, input: screen.getByRole('combobox', { name: 'Produit' }) };
}

const active = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('ProductPicker', () => {
  it('lists products with image, name, price, reference, description and category', async () => {
    const { input, user } = setup();
    await user.click(input);
    const listbox = screen.getByRole('listbox');
    const options = await within(listbox).findAllByRole('option');
    expect(options).toHaveLength(3);
    const first = options[0]!;
    expect(within(first).getByText('Produit 1')).toBeInTheDocument();
    expect(within(first).getByText('REF-1')).toBeInTheDocument();
    expect(within(first).getByText('Description 1')).toBeInTheDocument();
    expect(within(first).getByText('Textile')).toBeInTheDocument();
    expect(first.textContent).toMatch(/10,50\s€/);
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/api/products/x/thumbnail?v=1');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with ArrowDown/ArrowUp/Home/End, selects with Enter and closes with Escape', async () => {
    const { input, user, onSelect } = setup();
    await user.click(input);
    await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(active(input)?.textContent).toContain('Produit 1');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(input)?.textContent).toContain('Produit 3');
    expect(active(input)).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}'); // wraps
    expect(active(input)?.textContent).toContain('Produit 1');
    await user.keyboard('{ArrowUp}'); // wraps back
    expect(active(input)?.textContent).toContain('Produit 3');
    await user.keyboard('{Home}');
    expect(active(input)?.textContent).toContain('Produit 1');
    await user.keyboard('{End}');
    expect(active(input)?.textContent).toContain('Produit 3');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0]![0]).toMatchObject({ id: ITEMS[1]!.id, name: 'Produit 2' });
    expect(input).toHaveValue('Produit 2');
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('searches on the server with the debounced text', async () => {
    const { input, user, api } = setup();
    await user.type(input, 'crème');
    await waitFor(() => expect(api.requests.some((r) => r.url.includes('q=cr%C3%A8me'))).toBe(true));
    // Not one request per keystroke.
    expect(api.requests.filter((r) => /q=c(&|$)|q=cr(&|$)/.test(r.url))).toHaveLength(0);
  });

  it("shows 'Aucun produit trouvé' and the error text", async () => {
    const empty = setup(() => json(200, { items: [], total: 0, page: 1, pageSize: 10 }));
    await empty.user.click(empty.input);
    expect(await screen.findByText('Aucun produit trouvé')).toBeInTheDocument();
  });

  it('shows the error text when the search fails', async () => {
    const failing = setup(() => json(500, { error: { code: 'internal', message: 'boom' } }));
    await failing.user.click(failing.input);
    expect(
      await screen.findByText('Une erreur est survenue lors de la récupération des produits'),
    ).toBeInTheDocument();
  });

  it('works as the quote line picker (demo usage)', async () => {
    function QuoteLine() {
      const [line, setLine] = useState<Product | null>(null);
      return (
        <div>
          <ProductPicker onSelect={setLine} label="Article du devis" />
          <output aria-label="Ligne">
            {line ? `${line.reference} — ${line.price.amount} ${line.price.currency}` : ''}
          </output>
        </div>
      );
    }
    mockApi({});
    vi.mocked(fetch).mockImplementation(async () =>
      json(200, { items: ITEMS, total: 3, page: 1, pageSize: 10 }),
    );
    const user = userEvent.setup();
    renderWithQueries(<QuoteLine />);
    await user.click(screen.getByRole('combobox', { name: 'Article du devis' }));
    await screen.findAllByRole('option');
    await user.keyboard('{End}{Enter}');
    expect(screen.getByRole('status', { name: 'Ligne' })).toHaveTextContent('REF-3 — 30.50 EUR');
  });
});
