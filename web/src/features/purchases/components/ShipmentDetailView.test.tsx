import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { json, preloadPage, renderApp } from '@/test/utils';
import { SHIPMENT_ID, shipmentDetail, stubPurchases } from '../test/fixtures';

const text = (node: Element) => (node.textContent ?? '').replace(/\s/g, ' ');
const PROBLEM =
  'Taux de change GBP → EUR indisponible au 10/11/2026 : saisissez-le dans Devises pour calculer les coûts de revient.';

function open(detail = shipmentDetail()) {
  stubPurchases({ [`GET /api/shipments/${SHIPMENT_ID}`]: () => json(200, detail) });
  return renderApp(`/purchases?tab=shipments&id=${SHIPMENT_ID}`);
}

describe('a shipment and its landed costs', { timeout: 20_000 }, () => {
  preloadPage(() => import('../pages/PurchasesPage'));

  it('shows the costs in their currency and in euros, each line landed cost and the totals', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Expédition MSKU 123456-7' })).toBeVisible();
    expect(screen.getByText('BL-NGB-2026-0042')).toBeVisible();

    const costs = screen.getByRole('table', { name: 'Frais' });
    const freight = within(costs).getByRole('row', { name: /Fret maritime/ });
    expect(text(freight)).toContain('Au prorata du volume');
    expect(text(freight)).toContain('1.25');
    expect(text(freight)).toContain('$200.00');
    expect(text(freight)).toContain('160,00 €');

    const landed = screen.getByRole('table', { name: 'Coûts de revient' });
    const buttons = within(landed).getByRole('row', { name: /Bouton nacre 15 mm/ });
    // Quantity, unit price in CNY and in euros, value, share of the costs, landed value and unit cost.
    expect(text(buttons)).toBe(
      'BCF-2026-00042Bouton nacre 15 mm9900¥0.03750,0047 €46,53 €220,34 €266,87 €0,027 €',
    );
    const zippers = within(landed).getByRole('row', { name: /Fermeture éclair 20 cm/ });
    expect(text(zippers)).toContain('17,408 €');
    // The line without volume carries none of the freight shared by volume: flagged.
    expect(within(zippers).getByText('Sans volume')).toBeVisible();
    expect(within(buttons).queryByText('Sans volume')).toBeNull();
    // Totals to the cent: 46.53 + 3.86, 220.34 + 39.66, 266.87 + 43.52.
    const totals = text(screen.getByText('Valeur totale').parentElement!.parentElement!);
    expect(totals).toBe('Valeur totale50,39 €Frais répartis260,00 €Valeur rendue totale310,39 €');
  });

  it('puts the problem in place of the landed table, and a missing rate as —', async () => {
    const detail = shipmentDetail();
    open(
      shipmentDetail({
        costs: [{ ...detail.costs[0]!, currency: 'GBP', baseAmount: null, rate: null }],
        landed: null,
        missing: [],
        problem: PROBLEM,
      }),
    );
    expect(await screen.findByText(PROBLEM)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Coûts de revient' })).toBeNull();
    expect(screen.queryByText('Coût de revient unitaire')).toBeNull();
    const row = within(screen.getByRole('table', { name: 'Frais' })).getByRole('row', {
      name: /Fret maritime/,
    });
    expect(within(row).getAllByText('—')).toHaveLength(2);
  });
});
