/**
 * The documents library of a requested product (spec 001 §2 'Product documents', §3 Product
 * document, §5 'Document add form', §6 visibility, §9 categories, type filter and sizes) and
 * issue 13 §2: categories, search, filters, versions, visibility enforced on the server (who the
 * sourcing team is: docs/decisions/0019-sourcing-team-and-documents.md). Module `demandes`.
 * Zod messages are i18n keys of the `documents` namespace (or `errors`).
 */
import { z } from 'zod';
import { texts } from '../contracts';
import { uuidField } from '../fields';

/** spec §9. */
export const DOCUMENT_CATEGORIES = [
  'Spécifications',
  'Analyse',
  'Certifications',
  'Échantillons',
  'Tests',
  'Cotations',
  'Contrats',
  'Communication',
  'Autre',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
/** spec §3; the type filter shows them as Excel, PDF, Word, Images, Autres. */
export const DOCUMENT_TYPES = ['excel', 'pdf', 'word', 'image', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const MAX_DOCUMENT_FILES = 5;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const MAX_DOCUMENT_TAGS = 20;

/** spec §5: xlsx/xls excel; pdf; doc/docx word; jpg/jpeg/png/gif image; else other. */
export function documentTypeOf(fileName: string): DocumentType {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  if (ext === 'xlsx' || ext === 'xls') return 'excel';
  if (ext === 'pdf') return 'pdf';
  if (ext === 'doc' || ext === 'docx') return 'word';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png' || ext === 'gif') return 'image';
  return 'other';
}

/** 'v1.0', 'v1.1', … from the version index (0 = the first upload). */
export const versionLabel = (index: number) => `v1.${index}`;
/** 'v1.3' or '1.3' → 3; anything else → null. */
export function parseVersion(value: string): number | null {
  const m = /^v?1\.(\d{1,6})$/.exec(value.trim());
  return m ? Number(m[1]) : null;
}

/** spec §9: sizes in MB with one decimal ('2.4 MB'; the UI localises the separator). */
export const megabytes = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/** Tags: comma list, trimmed, empties and duplicates dropped. */
export function parseDocumentTags(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  return [...new Set(parts.map((t) => t.replaceAll('\u0000', '').trim()).filter((t) => t.length > 0))];
}

/** The add-documents form's fields (multipart text fields; files come separately). */
export const documentFields = z.object({
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'documents.validation.category' }),
  description: z
    .string({ error: 'documents.validation.description' })
    .transform((v) => v.replaceAll('\u0000', '').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'documents.validation.description' })
        .max(2000, { error: 'documents.validation.tooLong' }),
    ),
  tags: z
    .string({ error: 'errors.invalidValue' })
    .max(1000, { error: 'documents.validation.tooLong' })
    .optional()
    .default('')
    .transform(parseDocumentTags)
    .refine((tags) => tags.length <= MAX_DOCUMENT_TAGS && tags.every((t) => t.length <= 50), {
      error: 'documents.validation.tags',
    }),
  isPublic: z
    .enum(['true', 'false'], { error: 'errors.invalidValue' })
    .optional()
    .default('true')
    .transform((v) => v === 'true'),
});
export type DocumentFields = z.output<typeof documentFields>;
export type DocumentFieldsInput = z.input<typeof documentFields>;

export const listDocumentsQuery = z.object({
  q: z.string().max(200).optional(),
  category: z.enum(DOCUMENT_CATEGORIES, { error: 'errors.invalidValue' }).optional(),
  type: z.enum(DOCUMENT_TYPES, { error: 'errors.invalidValue' }).optional(),
});
export type ListDocumentsQuery = z.output<typeof listDocumentsQuery>;

export const documentFileQuery = z.object({
  version: z
    .string()
    .max(20)
    .refine((v) => parseVersion(v) !== null, { error: 'documents.validation.version' })
    .optional(),
  download: z.enum(['0', '1']).optional(),
});

export const documentVersion = z.object({
  id: z.uuid(),
  version: z.string(),
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  mime: z.string(),
  size: z.number(),
  ...texts('uploadedBy', 'uploadDate', 'url'),
});
export type DocumentVersion = z.infer<typeof documentVersion>;

export const productDocument = z.object({
  id: z.uuid(),
  productId: z.uuid(),
  /** The latest version's name, type, size, date and uploader (the one shown). */
  name: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  mime: z.string(),
  size: z.number(),
  uploadDate: z.string(),
  uploadedBy: z.string(),
  uploadedById: z.uuid().nullable(),
  category: z.enum(DOCUMENT_CATEGORIES),
  ...texts('description', 'version', 'url'),
  tags: z.array(z.string()),
  isPublic: z.boolean(),
  /** Every version, newest first. */
  versions: z.array(documentVersion),
  /** The uploader or a manager. */
  canDelete: z.boolean(),
});
export type ProductDocument = z.infer<typeof productDocument>;

export const documentList = z.object({
  items: z.array(productDocument),
  /** Documents the reader may see, before the search and filters. */
  total: z.number(),
  /** Whether the reader is in the sourcing team (may see and add private documents). */
  sourcingTeam: z.boolean(),
});
export type DocumentList = z.infer<typeof documentList>;

export const documentsResponse = z.object({ documents: z.array(productDocument), message: z.string() });
export const documentResponse = z.object({ document: productDocument, message: z.string() });
export const documentMessageResponse = z.object({ message: z.string() });

const idField = uuidField('demandes.validation.idInvalid');
export const documentParams = z.object({ id: idField, productId: idField, documentId: idField });
