import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatPrice } from '@/lib/format';
import { json, preloadPage, renderApp } from '@/test/utils';
import { PO_ID, SUPPLIER, purchaseDetail, stubPurchases, supplierSummary } from '../test/fixtures';

const spaced = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

/** The value of the `<dt>` named `label` in `within`. */
function infoValue(within: HTMLElement, label: string) {
  const term = Array.from(within.querySelectorAll('dt')).find((dt) => dt.textContent === label);
  return spaced(term?.nextElementSibling?.textContent);
}

describe('Bon de commande : PDF et bilan du fournisseur', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/PurchasesPage'));

  it("links the PDF in the supplier's language and in French, English and Chinese", async () => {
    stubPurchases({ [`GET /api/purchases/${PO_ID}`]: () => json(200, purchaseDetail()) });
    const { user } = renderApp(`/purchases?id=${PO_ID}`);
    const main = await screen.findByRole('link', { name: 'PDF (langue du fournisseur)' });
    expect(main).toHaveAttribute('href', `/api/purchases/${PO_ID}/pdf`);
    expect(main).toHaveAttribute('download');

    await user.click(screen.getByText('PDF dans une autre langue'));
    expect(screen.getByRole('link', { name: 'PDF français' })).toHaveAttribute(
      'href',
      `/api/purchases/${PO_ID}/pdf?language=fr`,
    );
    expect(screen.getByRole('link', { name: 'PDF anglais' })).toHaveAttribute(
      'href',
      `/api/purchases/${PO_ID}/pdf?language=en`,
    );
    expect(screen.getByRole('link', { name: 'PDF chinois' })).toHaveAttribute(
      'href',
      `/api/purchases/${PO_ID}/pdf?language=zh`,
    );
  });

  it("shows the supplier's record once unfolded: amounts by currency, French percents, '—' when none", async () => {
    const calls = stubPurchases({ [`GET /api/purchases/${PO_ID}`]: () => json(200, purchaseDetail()) });
    const { user } = renderApp(`/purchases?id=${PO_ID}`);
    const section = (await screen.findByRole('heading', { name: 'Fournisseur' })).closest('section')!;
    // Folded: not read yet.
    const summaryPath = `/api/purchases/suppliers/${SUPPLIER.id}/summary`;
    expect(calls.some((c) => c.url.includes(summaryPath))).toBe(false);

    await user.click(within(section).getByText(`Voir le bilan de ${SUPPLIER.name}`));
    await within(section).findByText('Bons de commande');
    const figures = supplierSummary();
    expect(infoValue(section, 'Bons de commande')).toBe('9 au total · 3 en cours · 5 reçus');
    expect(infoValue(section, 'En commande')).toBe(
      spaced(figures.onOrder.map((row) => formatPrice(row)).join(' · ')),
    );
    expect(infoValue(section, 'En commande')).toContain('980,00 €');
    expect(infoValue(section, 'Reçu')).toBe(spaced(formatPrice({ amount: '45000.00', currency: 'CNY' })));
    expect(infoValue(section, 'Facturé')).toBe(spaced(formatPrice({ amount: '44000.50', currency: 'CNY' })));
    expect(infoValue(section, 'Payé')).toBe('—');
    expect(infoValue(section, 'Livraisons à temps')).toBe('75,0 %3 sur 4');
    expect(infoValue(section, 'Écart moyen des prix facturés')).toBe('—');
    expect(infoValue(section, 'Quantités rejetées')).toBe('1,2 %120 sur 9900,5 reçues');
  });
});
