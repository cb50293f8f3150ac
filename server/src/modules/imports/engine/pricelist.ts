/**
 * The cell rules of one price-list row (the price-list import, issue 11), beside the products' in
 * the engine, so that an import thread validates its rows (decision 0034, second revision); the
 * rules against the database come after, in the price-list module (checkAgainstDatabase).
 */
import { ZONES, type ProductCurrency, type Zone } from '@comptoir/core/modules/catalogue';
import { normalizeHeader, parseLocaleNumber } from '@comptoir/core/modules/imports';
import {
  PRICELIST_HEADER_SYNONYMS,
  PRICELIST_IMPORT_FIELDS,
  PRICELIST_IMPORT_REQUIRED,
  parseImportDate,
  type PriceListImportField,
} from '@comptoir/core/modules/pricelist';
import type { Issue, RowSchema } from './pipeline';
import { parseCurrency } from './products';
import { cellText } from './read';

export interface PriceImportRow {
  reference: string;
  zone: Zone;
  price: string;
  currency: ProductCurrency | null;
  validFrom: string | null;
  validTo: string | null;
}

const ZONE_BY_NAME = new Map(ZONES.map((z) => [normalizeHeader(z), z]));
const MAX_PRICE_INT_DIGITS = 12; // numeric(14, 2)

function parsePrice(cell: string | number | boolean | null): string | null {
  if (typeof cell === 'boolean' || cell === null) return null;
  const n = parseLocaleNumber(typeof cell === 'number' ? String(cell) : cell);
  if (n === null || n.startsWith('-')) return null;
  const [int = '', frac = ''] = n.split('.');
  if (frac.length > 2 || int.length > MAX_PRICE_INT_DIGITS) return null;
  return `${int}.${frac.padEnd(2, '0')}`;
}

/** The cell rules of one price row (the database rules come after, see checkAgainstDatabase). */
export const priceListRowSchema: RowSchema<PriceListImportField, PriceImportRow> = {
  fields: PRICELIST_IMPORT_FIELDS,
  required: PRICELIST_IMPORT_REQUIRED,
  synonyms: PRICELIST_HEADER_SYNONYMS,
  validate(get, line) {
    const reference = cellText(get('reference'));
    const zoneText = cellText(get('zone'));
    const priceCell = get('price');
    if (!reference || !zoneText || cellText(priceCell) === '') return { errors: [{ line, key: 'required' }] };
    const errors: Issue[] = [];
    const zone = ZONE_BY_NAME.get(normalizeHeader(zoneText));
    if (!zone) errors.push({ line, key: 'zone', values: { value: zoneText } });
    const price = parsePrice(priceCell);
    if (price === null) errors.push({ line, key: 'price' });
    const currency = parseCurrency(get('currency'));
    if (currency === 'invalid') errors.push({ line, key: 'currency' });
    const validFrom = parseImportDate(get('validFrom'));
    const validTo = parseImportDate(get('validTo'));
    if (validFrom === 'invalid' || validTo === 'invalid') errors.push({ line, key: 'date' });
    else if (validFrom && validTo && validFrom > validTo) errors.push({ line, key: 'period' });
    if (
      errors.length > 0 ||
      !zone ||
      price === null ||
      currency === 'invalid' ||
      validFrom === 'invalid' ||
      validTo === 'invalid'
    )
      return { errors };
    return { value: { reference, zone, price, currency, validFrom, validTo } };
  },
};
