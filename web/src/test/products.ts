/** A catalogue product for the tests: 'Théière' (TH-1, 12,50 €), no supplier nor image, unless told. */
import type { Product } from '@comptoir/core/modules/products';

export function makeProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Théière',
    reference: 'TH-1',
    description: '',
    category: 'Autre',
    subcategory: null,
    price: { amount: '12.50', currency: 'EUR' },
    quantity: 0,
    supplierId: null,
    supplierName: null,
    imageUrl: null,
    thumbnailUrl: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
