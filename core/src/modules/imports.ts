/**
 * Bulk import (spec 001 §5 "Bulk import", §8): the API shapes shared by server and web, the
 * product fields with their French and English header names, and the tolerant number parser
 * used on spreadsheet and CSV cells ('12,50', '1 234,50', '1.234,50', '1,234.50').
 */
import { z } from 'zod';

/**
 * Product fields an import can fill. `name`, `reference` and `price` are required (spec).
 * `supplier` is a supplier's name: an existing supplier (case ignored) or a new one.
 */
export const PRODUCT_IMPORT_FIELDS = [
  'name',
  'reference',
  'price',
  'quantity',
  'currency',
  'category',
  'subcategory',
  'description',
  'supplier',
] as const;
export type ProductImportField = (typeof PRODUCT_IMPORT_FIELDS)[number];
export const PRODUCT_IMPORT_REQUIRED: readonly ProductImportField[] = ['name', 'reference', 'price'];

/** Header names recognised for each field, compared after `normalizeHeader`. */
export const PRODUCT_HEADER_SYNONYMS: Record<ProductImportField, readonly string[]> = {
  name: [
    'name',
    'nom',
    'designation',
    'produit',
    'product',
    'product name',
    'nom du produit',
    'libelle',
    'article',
  ],
  reference: ['reference', 'ref', 'sku', 'code', 'code article', 'product code', 'item code', 'ref produit'],
  price: ['price', 'prix', 'prix unitaire', 'tarif', 'unit price', 'prix ht', 'pu', 'cost'],
  quantity: ['quantity', 'quantite', 'qte', 'qty', 'stock', 'quantite en stock'],
  currency: ['currency', 'devise', 'monnaie'],
  category: ['category', 'categorie', 'famille'],
  subcategory: ['subcategory', 'sub category', 'sous categorie', 'sous-categorie', 'sous famille'],
  description: ['description', 'descriptif', 'details', 'commentaire'],
  supplier: [
    'supplier',
    'fournisseur',
    'nom fournisseur',
    'nom du fournisseur',
    'supplier name',
    'vendor',
    'vendor name',
  ],
};

/**
 * Fields mapped only from a header equal to one of their names, never from a header merely
 * containing one: 'Réf fournisseur' (the supplier's own reference) must not become the supplier.
 */
export const PRODUCT_HEADER_EXACT_ONLY: readonly ProductImportField[] = ['supplier'];

/** Longest supplier name an import accepts (as the supplier form). */
export const MAX_SUPPLIER_NAME = 200;

/** The template's French headers, in order. */
export const PRODUCT_TEMPLATE_HEADERS: Record<ProductImportField, string> = {
  name: 'nom',
  reference: 'référence',
  price: 'prix',
  quantity: 'quantité',
  currency: 'devise',
  category: 'catégorie',
  subcategory: 'sous-catégorie',
  description: 'description',
  supplier: 'fournisseur',
};

/** Lower case, accents removed, punctuation (_ - . : / *) folded to spaces. */
export function normalizeHeader(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[_\-.:/*()]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const MAX_NUMBER_CHARS = 40;

/**
 * Parses a number as people type it in French or English spreadsheets and CSV files. Returns a
 * plain decimal string ('1234.5', '-3', '0.25') or null.
 * - spaces (also no-break and narrow no-break) and apostrophes are thousands separators;
 * - with both ',' and '.', the last one is the decimal mark ('1.234,50', '1,234.50');
 * - with one kind only, repeated means thousands ('1.234.567'), single means decimal
 *   ('12,50' and '12.50' are both 12.5 — so '1,234' is 1.234, the French reading);
 * - a leading or trailing € $ £ sign is ignored. No exponents, no other text.
 */
export function parseLocaleNumber(input: string): string | null {
  if (typeof input !== 'string') return null;
  let s = input.trim();
  if (s.length === 0 || s.length > MAX_NUMBER_CHARS) return null;
  s = s.replace(/^[€$£]\s*/, '').replace(/\s*(?:€|\$|£|EUR|USD|GBP)$/i, '');
  s = s.replace(/[\s\u00a0\u202f']/g, '');
  let negative = false;
  if (s.startsWith('-')) {
    negative = true;
    s = s.slice(1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let intPart: string;
  let fracPart = '';
  if (lastComma >= 0 && lastDot >= 0) {
    const mark = lastComma > lastDot ? ',' : '.';
    const other = mark === ',' ? '.' : ',';
    const at = s.lastIndexOf(mark);
    intPart = s.slice(0, at);
    fracPart = s.slice(at + 1);
    if (intPart.includes(mark) || fracPart.includes(other)) return null;
    if (!validGrouping(intPart, other)) return null;
    intPart = intPart.split(other).join('');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const mark = lastComma >= 0 ? ',' : '.';
    const parts = s.split(mark);
    if (parts.length > 2) {
      if (!validGrouping(s, mark)) return null;
      intPart = parts.join('');
    } else {
      intPart = parts[0]!;
      fracPart = parts[1]!;
    }
  } else {
    intPart = s;
  }
  if (intPart === '') intPart = '0';
  if (!/^\d+$/.test(intPart) || (fracPart !== '' && !/^\d+$/.test(fracPart))) return null;
  if (fracPart === '' && s.endsWith(',')) return null;
  if (fracPart === '' && s.endsWith('.')) return null;
  const int = intPart.replace(/^0+(?=\d)/, '');
  const frac = fracPart.replace(/0+$/, '');
  const body = frac ? `${int}.${frac}` : int;
  return negative && body !== '0' ? `-${body}` : body;
}

/** '1.234.567' with '.' groups: first group 1-3 digits, the others exactly 3. */
function validGrouping(s: string, sep: string): boolean {
  const groups = s.split(sep);
  if (groups.length === 1) return /^\d+$/.test(groups[0]!);
  return /^\d{1,3}$/.test(groups[0]!) && groups.slice(1).every((g) => /^\d{3}$/.test(g));
}

// ---------------------------------------------------------------------------------------------
// API shapes (see server/src/modules/imports/routes.ts for the routes).

export const importMapping = z.record(z.string(), z.number().int().min(0).max(1000).nullable());
export type ImportMapping = z.infer<typeof importMapping>;

export const importOptionsBody = z.object({
  sheet: z.string().min(1).max(200),
  /** 1-based line number of the header row, as the user sees it. */
  headerRow: z.number().int().min(1).max(1_000_000),
  /** field -> 0-based column index (or null: not imported). */
  mapping: importMapping,
});
export type ImportOptions = z.infer<typeof importOptionsBody>;

export const importRunBody = importOptionsBody.extend({
  /** Import the valid rows and skip the invalid ones (needed when the dry run found errors). */
  skipInvalid: z.boolean().optional().default(false),
});

export const importIssue = z.object({ line: z.number().int(), message: z.string() });
export type ImportIssue = z.infer<typeof importIssue>;

export const importSheetInfo = z.object({
  name: z.string(),
  rows: z.number().int(),
  headerRow: z.number().int(),
  columns: z.array(z.string()),
  mapping: importMapping,
  preview: z.array(z.array(z.string())),
});
export type ImportSheetInfo = z.infer<typeof importSheetInfo>;

export const importUploadResponse = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  fileType: z.enum(['xlsx', 'xls', 'csv']),
  fields: z.array(z.object({ key: z.string(), required: z.boolean() })),
  sheets: z.array(importSheetInfo),
});
export type ImportUploadResponse = z.infer<typeof importUploadResponse>;

export const importAnalysis = z.object({
  total: z.number().int(),
  toCreate: z.number().int(),
  toUpdate: z.number().int(),
  skipped: z.number().int(),
  invalid: z.number().int(),
  errors: z.array(importIssue),
  warnings: z.array(importIssue),
  /** Products: suppliers named in the file that do not exist yet (the run creates them). */
  suppliersToCreate: z.number().int().optional(),
});
export type ImportAnalysis = z.infer<typeof importAnalysis>;

export const importSummary = importAnalysis.extend({
  created: z.number().int(),
  updated: z.number().int(),
  seconds: z.number(),
  /** Products: suppliers the run created. */
  suppliersCreated: z.number().int().optional(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** 'queued': the run waits for a process of the job queue to take it; 'importing': it runs. */
export const IMPORT_STATUSES = [
  'uploaded',
  'analysed',
  'queued',
  'importing',
  'completed',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * An import and its run (a job of the server's queue, run by any process): POST .../run answers
 * it at once (202, 'queued'); GET .../:id is polled until 'completed' (summary) or 'failed' (error).
 */
export const importJobResponse = z.object({
  id: z.string().uuid(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  progress: z.number().int().min(0).max(100),
  /** Rows written so far, of `rowsTotal` rows to write (null until the run has validated the file). */
  rowsDone: z.number().int(),
  rowsTotal: z.number().int().nullable(),
  /** Why the run failed (status 'failed'), in the language of the request that queued it. */
  error: z.string().nullable(),
  summary: importSummary.nullable(),
});
export type ImportJobResponse = z.infer<typeof importJobResponse>;
