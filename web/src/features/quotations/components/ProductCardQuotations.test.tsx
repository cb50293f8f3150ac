import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { ProductCard } from '@/features/demandes/components/ProductCard';
import { makeDetail } from '@/features/demandes/test/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { DEMANDE_ID, jsonResponse, makeList, mockFetch, threeQuotations } from '../test/fixtures';

describe("the requested product card's 'Cotations' button", () => {
  it('opens the quotations panel (loaded on demand) and Escape closes it', async () => {
    const calls = mockFetch({ 'GET /api/quotations': () => jsonResponse(200, makeList(threeQuotations())) });
    const product = makeDetail().products[0]!;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ProductCard demandeId={DEMANDE_ID} product={product} canEdit onEdit={() => {}} onDelete={() => {}} />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: /^Cotations : 2 · Meilleur prix : 1\s234,50\s€$/ });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cotations · Ampoule E27' }, { timeout: 8000 });
    expect(await within(dialog).findByRole('article', { name: 'Lumitech SARL' })).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes(`requestedProductId=${product.id}`))).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  }, 20_000);
});
