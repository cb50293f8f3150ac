import {
  PRODUCT_CATEGORIES,
  PRODUCT_CURRENCIES,
  type ProductCategory,
  type ProductCurrency,
} from '@comptoir/core/modules/catalogue';
import {
  MAX_SUPPLIER_NAME,
  PRODUCT_HEADER_EXACT_ONLY,
  PRODUCT_HEADER_SYNONYMS,
  PRODUCT_IMPORT_FIELDS,
  PRODUCT_IMPORT_REQUIRED,
  normalizeHeader,
  parseLocaleNumber,
  type ProductImportField,
} from '@comptoir/core/modules/imports';
import { roundAmount } from '@comptoir/core/money';
import { cellText, type Cell } from './read';
import type { Issue, RowSchema } from './pipeline';

export interface ProductRow {
  name: string;
  reference: string;
  /** Decimal string, 2 decimals. */
  price: string;
  quantity: number | null;
  currency: ProductCurrency | null;
  category: ProductCategory | null;
  subcategory: string | null;
  description: string | null;
  /** A supplier's name as written in the file (matched case-insensitively at run time). */
  supplier: string | null;
}

const MAX_PRICE_INT_DIGITS = 12; // numeric(14,2)
const MAX_QUANTITY = 2_147_483_647;

const CATEGORY_BY_NAME = new Map(PRODUCT_CATEGORIES.map((c) => [normalizeHeader(c), c]));
const CURRENCY_SIGNS: Record<string, ProductCurrency> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/** A cell as a number string: numeric cells as they are, text through parseLocaleNumber. */
export function cellNumber(cell: Cell): string | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? parseLocaleNumber(String(cell)) : null;
  if (typeof cell === 'boolean') return null;
  return parseLocaleNumber(cellText(cell));
}

function parsePrice(cell: Cell): string | null {
  const n = cellNumber(cell);
  if (n === null || n.startsWith('-')) return null;
  const rounded = roundAmount(n);
  if (rounded.split('.')[0]!.length > MAX_PRICE_INT_DIGITS) return null;
  return rounded;
}

/** A currency cell: a sign (€ $ £) or a code in any case; null when empty, 'invalid' when unknown. */
export function parseCurrency(cell: Cell): ProductCurrency | null | 'invalid' {
  const text = cellText(cell);
  if (!text) return null;
  const upper = text.toUpperCase();
  if (CURRENCY_SIGNS[text]) return CURRENCY_SIGNS[text];
  return (PRODUCT_CURRENCIES as readonly string[]).includes(upper) ? (upper as ProductCurrency) : 'invalid';
}

function parseQuantity(cell: Cell): number | null | 'invalid' {
  if (cellText(cell) === '') return null;
  const n = cellNumber(cell);
  if (n === null || !/^\d+$/.test(n)) return 'invalid';
  const q = Number(n);
  return q > MAX_QUANTITY ? 'invalid' : q;
}

/**
 * Products (spec 001 §5): name, reference and price required; price and quantity numbers ≥ 0
 * (French decimal commas accepted); quantity an integer, default 0; currency EUR, USD or GBP,
 * default EUR; category from the fixed list (accents and case ignored), an unknown one becomes
 * 'Autre' with a warning; the same reference twice in the file: the last row wins (warning);
 * supplier: a name of at most 200 characters (empty: no supplier).
 * Unmapped optional fields are left unchanged on existing products.
 */
export const productRowSchema: RowSchema<ProductImportField, ProductRow> = {
  fields: PRODUCT_IMPORT_FIELDS,
  required: PRODUCT_IMPORT_REQUIRED,
  synonyms: PRODUCT_HEADER_SYNONYMS,
  exactOnly: PRODUCT_HEADER_EXACT_ONLY,
  key: (row) => row.reference.toLowerCase(),
  validate(get, line) {
    const name = cellText(get('name'));
    const reference = cellText(get('reference'));
    const priceCell = get('price');
    if (!name || !reference || cellText(priceCell) === '') return { errors: [{ line, key: 'required' }] };
    const errors: Issue[] = [];
    const warnings: Issue[] = [];
    const price = parsePrice(priceCell);
    if (price === null) errors.push({ line, key: 'price' });
    const quantity = parseQuantity(get('quantity'));
    if (quantity === 'invalid') errors.push({ line, key: 'quantity' });
    const currency = parseCurrency(get('currency'));
    if (currency === 'invalid') errors.push({ line, key: 'currency' });
    const categoryText = cellText(get('category'));
    let category: ProductCategory | null = null;
    if (categoryText) {
      category = CATEGORY_BY_NAME.get(normalizeHeader(categoryText)) ?? null;
      if (!category) {
        category = 'Autre';
        warnings.push({ line, key: 'category', values: { value: categoryText } });
      }
    }
    const supplier = cellText(get('supplier')) || null;
    if (supplier !== null && supplier.length > MAX_SUPPLIER_NAME) errors.push({ line, key: 'supplier' });
    if (errors.length > 0 || price === null || quantity === 'invalid' || currency === 'invalid')
      return { errors };
    const description = cellText(get('description')) || null;
    const subcategory = cellText(get('subcategory')) || null;
    return {
      value: {
        name,
        reference,
        price,
        quantity,
        currency,
        category,
        subcategory,
        description,
        supplier,
      },
      warnings,
    };
  },
};
