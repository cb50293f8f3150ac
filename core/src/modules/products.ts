/**
 * Product catalogue and suppliers (spec 001 §2 product catalogue and picker, §3, §5 product form,
 * §8 messages, §9). Zod messages are i18n keys of the `products` namespace (or `errors`).
 * Prices are exact decimal strings with two places at most; the API answers money as
 * `{ amount, currency }`.
 */
import { z } from 'zod';
import {
  currencyField,
  decimalField,
  optionalEmail,
  optionalText,
  optionalUuid,
  requiredText,
  uuidField,
} from '../fields';
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

const REQUIRED = 'products.validation.required';
const TOO_LONG = 'products.validation.tooLong';

// The fields (core/fields.ts) with this module's messages.
const nameText = (max: number) => requiredText(REQUIRED, max, { tooLong: TOO_LONG });
/** Missing, null or blank gives ''. */
const text = (max: number) => optionalText(max, { tooLong: TOO_LONG, blank: '' });
/** Missing, null or blank gives null. */
const nullableText = (max: number) => optionalText(max, { tooLong: TOO_LONG });

/**
 * '12', '12.5', '12,50' or 12.5 → '12.50' (numeric(14, 2): up to 12 integer digits and 2
 * decimals); empty → required; negative or 3 decimals → refused.
 */
export const priceField = decimalField('products.validation.priceInvalid', {
  scale: 2,
  integerDigits: 12,
  canonical: true,
  requiredKey: REQUIRED,
  negativeKey: 'products.validation.priceNegative',
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

const supplierIdField = optionalUuid('products.validation.supplierInvalid');

export const productBody = z.object({
  name: nameText(200),
  reference: nameText(100),
  price: priceField,
  currency: currencyField('products.validation.currencyInvalid', PRODUCT_CURRENCIES)
    .optional()
    .default('EUR'),
  quantity: quantityField,
  category: z
    .enum(PRODUCT_CATEGORIES, { error: 'products.validation.categoryInvalid' })
    .optional()
    .default('Autre'),
  subcategory: nullableText(100),
  description: text(5000),
  supplierId: supplierIdField,
});
export type ProductBody = z.output<typeof productBody>;
export type ProductInput = z.input<typeof productBody>;

/** PATCH: any subset of the fields, same rules. */
export const productPatch = productBody.partial().extend({
  currency: currencyField('products.validation.currencyInvalid', PRODUCT_CURRENCIES).optional(),
  category: z.enum(PRODUCT_CATEGORIES, { error: 'products.validation.categoryInvalid' }).optional(),
});
export type ProductPatch = z.output<typeof productPatch>;

export const idParams = z.object({ id: uuidField('products.validation.idInvalid') });

const productPages = pageFields(PRODUCTS_DEFAULT_PAGE_SIZE, PRODUCTS_MAX_PAGE_SIZE);

export const productFilters = z.object({
  q: z.string().max(200, { error: 'errors.invalidValue' }).optional(),
  category: z
    .union([z.enum(PRODUCT_CATEGORIES, { error: 'errors.invalidValue' }), z.literal('')])
    .optional()
    .transform((value) => value || undefined),
  supplierId: z
    .union([uuidField(), z.literal('')], { error: 'errors.invalidValue' })
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
  name: nameText(200),
  contactName: nullableText(200),
  email: optionalEmail('products.validation.emailInvalid', { tooLong: TOO_LONG }),
  /** Free text (a supplier abroad writes its number its own way). */
  phone: nullableText(40),
  country: nullableText(100),
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
