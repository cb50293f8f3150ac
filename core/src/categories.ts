import { PRODUCT_CATEGORIES, ZONES } from './modules/catalogue';
import { DEMANDE_CATEGORIES, REQUEST_CATEGORIES } from './modules/demandes';

/**
 * Every fixed category (products, the team view's requests, the demandes screen): stored as these
 * French values, shown by their label in the interface language, `common.categories.<value>`
 * (issue 30 §1). A text of its own (a request's 'Autre' category) is shown as written.
 */
export const CATEGORIES: readonly string[] = [
  ...new Set<string>([...PRODUCT_CATEGORIES, ...REQUEST_CATEGORIES, ...DEMANDE_CATEGORIES]),
];

const KNOWN = new Set(CATEGORIES);

/** The message key of a fixed category's label, or null for any other text. */
export function categoryLabelKey(value: string): string | null {
  return KNOWN.has(value) ? `common.categories.${value}` : null;
}

const KNOWN_ZONES = new Set<string>(ZONES);

/** The message key of a price-list zone's label (`common.zones.<value>`), or null for any other text. */
export function zoneLabelKey(value: string): string | null {
  return KNOWN_ZONES.has(value) ? `common.zones.${value}` : null;
}
