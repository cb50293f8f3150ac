/**
 * Catalogue constants and the search normalisation shared by product writes, imports and
 * searches (spec 001 §9). Product zod schemas live in ./products.ts.
 */

/** Product categories (fixed list). */
export const PRODUCT_CATEGORIES = [
  'Électronique',
  'Textile',
  'Industriel',
  'Alimentaire',
  'Cosmétique',
  'Automobile',
  'Médical',
  'Autre',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Currencies a product, quote or quotation may be priced in. Default EUR. */
export const PRODUCT_CURRENCIES = ['EUR', 'USD', 'GBP'] as const;
export type ProductCurrency = (typeof PRODUCT_CURRENCIES)[number];

/** Zones of the price lists: the specification's locations. */
export const ZONES = [
  'France',
  'Europe',
  'Asie',
  'Amérique du Nord',
  'Amérique du Sud',
  'Afrique',
  'Océanie',
  'International',
] as const;
export type Zone = (typeof ZONES)[number];

/** Image uploads and bulk imports: 10 MB at most. */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

/** Lower case, accents removed, spaces folded: 'Crème  Brûlée' → 'creme brulee'. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The value stored in products.search_text (trigram-indexed). */
export function productSearchText(p: {
  name: string;
  reference: string;
  description?: string | null;
}): string {
  return normalizeSearch(`${p.name} ${p.reference} ${p.description ?? ''}`);
}
