/**
 * Product catalogue and suppliers (spec 001 §2 product catalogue and picker, §3, §5 product form,
 * §8 messages, §9). Zod messages are i18n keys of the `products` namespace (or `errors`).
 * Prices are exact decimal strings with two places at most; the API answers money as
 * `{ amount, currency }`.
 */
import { z } from 'zod';
import { EMAIL_PATTERN } from '../validation';
import { PRODUCT_CATEGORIES, PRODUCT_CURRENCIES } from './catalogue';
import { listResponse, nullableTexts, pageFields, recordTimes, sortFields, texts } from '../contracts';

export const PRODUCT_SORTS = ['name', 'reference', 'price', 'quantity', 'category', 'createdAt'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_VIEWS = ['grid', 'table'] as const;
export type ProductView = (typeof PRODUCT_VIEWS)[number];
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const PRODUCTS_DEFAULT_PAGE_SIZE = 24;
export const PRODUCTS_MAX_PAGE_SIZE = 100;
/** Upper bound on the rows of one export. */
export const PRODUCTS_EXPORT_MAX_ROWS = 20_000;
/** Longest edge of the generated thumbnail (WebP). */
export const THUMBNAIL_SIZE = 320;
/** The picker waits this long after the last keystroke before searching. */
export const PICKER_DEBOUNCE_MS = 250;
export const SEARCH_DEBOUNCE_MS = 300;
/** Image types accepted by content (magic bytes). */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Up to 12 integer digits and 2 decimals (column numeric(14,2)), never negative. */
export const PRICE_PATTERN = /^\d{1,12}(?:\.\d{1,2})?$/;

const REQUIRED = 'products.validation.required';

const requiredText = (max: number) =>
  z
    .string({ error: REQUIRED })
    .trim()
    .min(1, { error: REQUIRED })
    .max(max, { error: 'products.validation.tooLong' });

const optionalText = (max: number) =>
  z
    .union([z.string({ error: 'errors.invalidValue' }), z.null()], { error: 'errors.invalidValue' })
    .optional()
    .transform((value) => (value ?? '').trim())
    .refine((value) => value.length <= max, { error: 'products.validation.tooLong' });

/** '12', '12.5', '12,50' or 12.5 → '12.50'; empty → required; negative or 3 decimals → refused. */
export const priceField = z
  .union([z.string({ error: REQUIRED }), z.number({ error: REQUIRED })], { error: REQUIRED })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim().replace(',', '.')))
  .refine((value) => value !== '', { error: REQUIRED })
  .refine((value) => !value.startsWith('-'), { error: 'products.validation.priceNegative' })
  .refine((value) => value === '' || value.startsWith('-') || PRICE_PATTERN.test(value), {
    error: 'products.validation.priceInvalid',
  })
  .transform((value) => {
    if (!PRICE_PATTERN.test(value)) return value;
    const [int = '0', frac = ''] = value.split('.');
    return `${BigInt(int).toString()}.${frac.padEnd(2, '0')}`;
  });

export const quantityField = z
  .union([z.number({ error: 'products.validation.quantityInvalid' }), z.string()], {
    error: 'products.validation.quantityInvalid',
  })
  .optional()
  .transform((value) =>
    typeof value === 'string' ? (value.trim() === '' ? 0 : Number(value)) : (value ?? 0),
  )
  .refine((value) => Number.isInteger(value) && value >= 0 && value <= 2_000_000_000, {
    error: 'products.validation.quantityInvalid',
  });

const supplierIdField = z
  .union([z.uuid({ error: 'products.validation.supplierInvalid' }), z.literal(''), z.null()], {
    error: 'products.validation.supplierInvalid',
  })
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

export const productBody = z.object({
  name: requiredText(200),
  reference: requiredText(100),
  price: priceField,
  currency: z
    .enum(PRODUCT_CURRENCIES, { error: 'products.validation.currencyInvalid' })
    .optional()
    .default('EUR'),
  quantity: quantityField,
  category: z
    .enum(PRODUCT_CATEGORIES, { error: 'products.validation.categoryInvalid' })
    .optional()
    .default('Autre'),
  subcategory: optionalText(100).transform((value) => (value === '' ? null : value)),
  description: optionalText(5000),
  supplierId: supplierIdField,
});
export type ProductBody = z.output<typeof productBody>;
export type ProductInput = z.input<typeof productBody>;

/** PATCH: any subset of the fields, same rules. */
export const productPatch = productBody.partial().extend({
  currency: z.enum(PRODUCT_CURRENCIES, { error: 'products.validation.currencyInvalid' }).optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'products.validation.categoryInvalid' }).optional(),
});
export type ProductPatch = z.output<typeof productPatch>;

export const idParams = z.object({ id: z.uuid({ error: 'products.validation.idInvalid' }) });

const productPages = pageFields(PRODUCTS_DEFAULT_PAGE_SIZE, PRODUCTS_MAX_PAGE_SIZE);

export const productFilters = z.object({
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
  category: z
    .union([z.enum(PRODUCT_CATEGORIES, { error: 'errors.invalidValue' }), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  supplierId: z
    .union([z.uuid({ error: 'errors.invalidValue' }), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  ...sortFields(PRODUCT_SORTS, 'name', 'asc'),
});
export type ProductFilters = z.output<typeof productFilters>;
export const listProductsQuery = productFilters.extend(productPages);
export type ListProductsQuery = z.output<typeof listProductsQuery>;
export const exportProductsQuery = productFilters.extend({
  format: z.enum(EXPORT_FORMATS, { error: 'errors.invalidValue' }).optional().default('xlsx'),
});

export const money = z.object({ amount: z.string(), currency: z.string() });
export type Money = z.infer<typeof money>;

export const product = z.object({
  ...texts('id', 'name', 'reference', 'description', 'category'),
  subcategory: z.string().nullable(),
  price: money,
  quantity: z.number(),
  supplierId: z.string().nullable(),
  supplierName: z.string().nullable(),
  /** API paths of the image and thumbnail (served only to users with the module), or null. */
  imageUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  ...recordTimes,
});
export type Product = z.infer<typeof product>;

export const listProductsResponse = listResponse(product);
export type ListProductsResponse = z.infer<typeof listProductsResponse>;

export const productResponse = z.object({ product, message: z.string() });

// ---------------------------------------------------------------------------------------------
// Suppliers

export const supplierBody = z.object({
  name: requiredText(200),
  contactName: optionalText(200).transform((value) => (value === '' ? null : value)),
  email: optionalText(254)
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), {
      error: 'products.validation.emailInvalid',
    })
    .transform((value) => (value === '' ? null : value)),
  phone: optionalText(40).transform((value) => (value === '' ? null : value)),
  country: optionalText(100).transform((value) => (value === '' ? null : value)),
});
export type SupplierBody = z.output<typeof supplierBody>;
export type SupplierInput = z.input<typeof supplierBody>;
export const supplierPatch = supplierBody.partial();

export const supplier = z.object({
  id: z.string(),
  name: z.string(),
  ...nullableTexts('contactName', 'email', 'phone', 'country'),
  productCount: z.number(),
});
export type Supplier = z.infer<typeof supplier>;
export const listSuppliersQuery = z.object({
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
  ...pageFields(PRODUCTS_MAX_PAGE_SIZE, PRODUCTS_MAX_PAGE_SIZE),
});
export const listSuppliersResponse = listResponse(supplier);
export type ListSuppliersResponse = z.infer<typeof listSuppliersResponse>;
export const supplierResponse = z.object({ supplier, message: z.string() });

// ---------------------------------------------------------------------------------------------
// Export

/** Columns of the export, in order, with their i18n label keys. */
export const EXPORT_COLUMNS = [
  'reference',
  'name',
  'category',
  'subcategory',
  'price',
  'currency',
  'quantity',
  'supplier',
  'description',
] as const;

/**
 * A cell that a spreadsheet would read as a formula ('=', '+', '-', '@', tab, CR) is prefixed
 * with a single quote, also behind characters an xlsx drops or a spreadsheet may ignore (C0
 * controls, lone surrogates, U+FFFE, U+FFFF).
 */
export function neutralizeCell(value: string): string {
  // eslint-disable-next-line no-control-regex
  return /^(?:[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|\p{Cs})*[=+\-@\t\r]/u.test(value)
    ? `'${value}`
    : value;
}
