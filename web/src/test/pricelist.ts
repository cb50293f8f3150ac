/** A price list row for the tests: 'Chemise lin' (CHM-001, base price 80 €) and its zone prices. */
import type { PriceListRow } from '@comptoir/core/modules/pricelist';

type ZonePrice = PriceListRow['prices'][number];

export const PRICELIST_PRODUCT: PriceListRow['product'] = {
  id: '11111111-1111-4111-8111-111111111111',
  reference: 'CHM-001',
  name: 'Chemise lin',
  category: 'Textile',
  basePrice: { amount: '80.00', currency: 'EUR' },
};

/** A zone price of that product: current in France at 100 € with no period, unless told. */
export function makeZonePrice(overrides: Partial<ZonePrice> = {}): ZonePrice {
  return {
    id: '22222222-2222-4222-8222-222222222222',
    zone: 'France',
    price: { amount: '100.00', currency: 'EUR' },
    validFrom: null,
    validTo: null,
    marginPercent: null,
    marginReason: null,
    baseConverted: { amount: '80.00', currency: 'EUR' },
    rateDate: null,
    status: 'current',
    current: true,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The product's row with these zone prices. */
export function makePriceListRow(prices: ZonePrice[]): PriceListRow {
  return { product: PRICELIST_PRODUCT, prices };
}
