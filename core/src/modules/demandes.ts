/**
 * Sourcing requests (demandes): spec 001 §2 (sourcing requests for one team member, demandes
 * screen), §3 (demandes table, local form, request comment, requested product), §4 (states),
 * §5 (both creation forms, comments), §8 and §9. Zod messages are i18n keys of the `demandes`
 * namespace (or `errors`); a message about a requested product takes `{{n}}`, its 1-based number,
 * which the server fills from the field path (`products.1.name` → n = 2).
 */
import { z } from 'zod';
import { ZONES } from './catalogue';
import { calendarDay, optionalText, optionalUuid, requiredText, uuidField } from '../fields';
import {
  attachedFile,
  counts,
  demoRecord,
  listResponse,
  nullableTexts,
  pageFields,
  parseTags,
  sortFields,
  texts,
} from '../contracts';

export const DEMANDE_STATUSES = ['pending', 'in-progress', 'completed', 'cancelled'] as const;
export type DemandeStatus = (typeof DEMANDE_STATUSES)[number];
export const DEMANDE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type DemandePriority = (typeof DEMANDE_PRIORITIES)[number];

/** Categories of the demandes screen's form. */
export const DEMANDE_CATEGORIES = [
  'Sourcing',
  'Analyse',
  'Négociation',
  'Logistique',
  'Qualité',
  'Commercial',
  'Technique',
  'Administratif',
  'Autre',
] as const;
/** Categories of the team view's 'Nouvelle Demande' ('Autre' takes a custom text). */
export const REQUEST_CATEGORIES = [
  'Électronique',
  'Textile',
  'Industriel',
  'Alimentaire',
  'Cosmétique',
  'Automobile',
  'Construction',
  'Médical',
  'Autre',
] as const;
/** The specification's locations (the same list as the price-list zones). */
export const REQUEST_LOCATIONS = ZONES;

/** The team view's form proposes a deadline this many days ahead. */
export const DEFAULT_DEADLINE_DAYS = 30;
/** Avatars shown before '+N'. */
export const AVATARS_SHOWN = 3;
/** Comment attachments and product files: at most this many bytes each. */
export const MAX_DEMANDE_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_COMMENT_FILES = 5;
export const MAX_COMMENT_LENGTH = 10_000;
/** Product documents: .xlsx, .xls, .pdf (checked by content). */
export const PRODUCT_DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-excel',
] as const;
/** Comment attachments: images, PDF, Word, Excel (checked by content). */
export const COMMENT_DOCUMENT_MIME_TYPES = [
  ...PRODUCT_DOCUMENT_MIME_TYPES,
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

/** Allowed actions by current status (spec §4). Anything else answers 409. */
export const DEMANDE_ACTIONS = {
  start: { from: ['pending'], to: 'in-progress' },
  complete: { from: ['in-progress'], to: 'completed' },
  cancel: { from: ['pending', 'in-progress', 'completed'], to: 'cancelled' },
} as const satisfies Record<string, { from: readonly DemandeStatus[]; to: DemandeStatus }>;
export type DemandeAction = keyof typeof DEMANDE_ACTIONS;

export function canApply(action: DemandeAction, status: DemandeStatus): boolean {
  return (DEMANDE_ACTIONS[action].from as readonly DemandeStatus[]).includes(status);
}

export { parseTags };

/** ISO date (YYYY-MM-DD) `days` after `from` in local time. */
export function defaultDeadline(from = new Date(), days = DEFAULT_DEADLINE_DAYS): string {
  const d = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

// The fields (core/fields.ts) with this module's messages.
const TOO_LONG = 'demandes.validation.tooLong';
const text = (requiredKey: string, max: number) => requiredText(requiredKey, max, { tooLong: TOO_LONG });
/** Optional text: empty or missing → null (spec: 'sent as null when empty'). */
const nullableText = (max: number) => optionalText(max, { tooLong: TOO_LONG });
const deadlineField = (requiredKey: string) => calendarDay(requiredKey, 'demandes.validation.dateInvalid');

const tagsField = z
  .union(
    [z.string({ error: 'errors.invalidValue' }), z.array(z.string({ error: 'errors.invalidValue' })).max(50)],
    {
      error: 'errors.invalidValue',
    },
  )
  .optional()
  .transform((v) => parseTags(v))
  .refine((tags) => tags.length <= 50 && tags.every((t) => t.length <= 60), {
    error: TOO_LONG,
  });

const priorityField = z
  .enum(DEMANDE_PRIORITIES, { error: 'errors.invalidValue' })
  .optional()
  .default('medium');
const memberIds = z.array(uuidField()).max(50).optional().default([]);
/**
 * The client picked from the clients module (the request then shows on the client's page); a
 * name typed in instead leaves it empty. Optional: without it the client stays free text.
 */
const clientIdField = optionalUuid('demandes.validation.clientUnknown').optional();

const productSpecifications = optionalText(5000, { tooLong: TOO_LONG, blank: '', textOnly: true });

/** A requested product as the team form sends it (name, description and quantity required). */
export const requestedProductBody = z.object(
  {
    name: text('demandes.validation.productNameRequired', 200),
    description: text('demandes.validation.productDescriptionRequired', 5000),
    quantity: text('demandes.validation.productQuantityRequired', 100),
    specifications: productSpecifications.optional().default(''),
  },
  { error: 'errors.invalidValue' },
);
export type RequestedProductBody = z.output<typeof requestedProductBody>;
export type RequestedProductInput = z.input<typeof requestedProductBody>;
/** PATCH of a requested product: only the fields sent change (no default for specifications). */
export const requestedProductPatch = requestedProductBody
  .extend({ specifications: productSpecifications })
  .partial();
export type RequestedProductPatch = z.output<typeof requestedProductPatch>;

/**
 * The demandes screen's form (spec §5 'Request creation'): title, description, category and
 * deadline required ('Veuillez remplir tous les champs obligatoires'); client, budget and
 * location null when empty; tags a comma list.
 */
export const demandeScreenBody = z.object({
  form: z.literal('demandes'),
  title: text('demandes.validation.required', 200),
  description: text('demandes.validation.required', 10_000),
  category: text('demandes.validation.required', 100),
  deadline: deadlineField('demandes.validation.required'),
  priority: priorityField,
  client: nullableText(200),
  clientId: clientIdField,
  budget: nullableText(100),
  location: nullableText(100),
  tags: tagsField,
  assigneeIds: memberIds,
});

const isEmptyText = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/**
 * A product row left blank (no name, description, quantity or specifications): the form's spare
 * row, dropped on save. A row with anything in it but no name gets 'Le nom du produit n est requis'.
 */
export function isBlankProduct(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value !== 'object' || Array.isArray(value)) return false;
  const p = value as Record<string, unknown>;
  return ['name', 'description', 'quantity', 'specifications'].every((k) => isEmptyText(p[k]));
}

/**
 * The team view's 'Nouvelle Demande' (spec §5 'New request (team view)'): every field required,
 * a custom category when 'Autre' is chosen, at least one product; blank product rows are dropped
 * (their numbers keep the form's order, so 'produit 2' is the form's second row). Created pending
 * and assigned to the member.
 */
export const memberRequestBody = z.object({
  form: z.literal('team'),
  title: text('demandes.validation.titleRequired', 200),
  client: text('demandes.validation.clientRequired', 200),
  clientId: clientIdField,
  description: text('demandes.validation.descriptionRequired', 10_000),
  category: text('demandes.validation.categoryRequired', 100),
  deadline: deadlineField('demandes.validation.deadlineRequired'),
  budget: text('demandes.validation.budgetRequired', 100),
  location: text('demandes.validation.locationRequired', 100),
  priority: priorityField,
  tags: tagsField,
  /** The member whose view the request is created from (first assignee). */
  memberId: uuidField(),
  products: z.preprocess(
    (v) => (Array.isArray(v) ? v.map((p) => (isBlankProduct(p) ? null : p)) : v),
    z
      .array(requestedProductBody.nullable(), { error: 'demandes.validation.productsRequired' })
      .max(100)
      .transform((list) => list.filter((p): p is RequestedProductBody => p !== null))
      .refine((list) => list.length >= 1, { error: 'demandes.validation.productsRequired' }),
  ),
});

export const createDemandeBody = z.discriminatedUnion('form', [demandeScreenBody, memberRequestBody], {
  error: 'errors.invalidValue',
});
export type CreateDemandeBody = z.output<typeof createDemandeBody>;
export type DemandeScreenInput = z.input<typeof demandeScreenBody>;
export type MemberRequestInput = z.input<typeof memberRequestBody>;

/** PATCH /api/demandes/:id: the editable fields (status changes go through the actions). */
export const demandePatch = z
  .object({
    title: text('demandes.validation.titleRequired', 200),
    description: text('demandes.validation.descriptionRequired', 10_000),
    category: text('demandes.validation.categoryRequired', 100),
    deadline: deadlineField('demandes.validation.deadlineRequired'),
    priority: z.enum(DEMANDE_PRIORITIES, { error: 'errors.invalidValue' }),
    client: nullableText(200),
    clientId: clientIdField,
    budget: nullableText(100),
    location: nullableText(100),
    tags: tagsField,
  })
  .partial();
export type DemandePatch = z.output<typeof demandePatch>;

export const assignBody = z.object({ memberIds: z.array(uuidField()).max(50) });
export type AssignBody = z.output<typeof assignBody>;

export const commentContent = z
  .string({ error: 'errors.invalidValue' })
  .max(MAX_COMMENT_LENGTH, { error: TOO_LONG })
  .transform((v) => v.trim());

export const DEMANDE_SORTS = ['createdAt', 'deadline', 'priority', 'title', 'status'] as const;
export const listDemandesQuery = z.object({
  q: z.string().max(200).optional(),
  status: z.enum(DEMANDE_STATUSES, { error: 'errors.invalidValue' }).optional(),
  priority: z.enum(DEMANDE_PRIORITIES, { error: 'errors.invalidValue' }).optional(),
  /** A team member's requests (the team view). */
  memberId: uuidField().optional(),
  /** A client's requests (the client's page). */
  clientId: uuidField().optional(),
  ...sortFields(DEMANDE_SORTS, 'createdAt'),
  ...pageFields(20, 100),
});
export type ListDemandesQuery = z.output<typeof listDemandesQuery>;

export const memberRef = z.object({
  id: z.uuid(),
  ...texts('name', 'email', 'department'),
  userId: z.uuid().nullable(),
});
export type MemberRef = z.infer<typeof memberRef>;

export const fileRef = z.object({ ...attachedFile, createdAt: z.string() });
export type FileRef = z.infer<typeof fileRef>;

export const requestedProduct = z.object({
  id: z.uuid(),
  ...texts('name', 'description', 'quantity', 'specifications'),
  images: z.array(fileRef),
  documents: z.array(fileRef),
  /** Counters computed from the database; 0 / null / false until conversations and quotations exist. */
  messageCount: z.number(),
  lastMessageTime: z.string().nullable(),
  hasUnreadMessages: z.boolean(),
  quotationCount: z.number(),
  bestPrice: z.object({ amount: z.string(), currency: z.string() }).nullable(),
  documentCount: z.number(),
});
export type RequestedProduct = z.infer<typeof requestedProduct>;

export const demande = z.object({
  id: z.uuid(),
  ...texts('title', 'description', 'category'),
  priority: z.enum(DEMANDE_PRIORITIES),
  status: z.enum(DEMANDE_STATUSES),
  deadline: z.string(),
  ...nullableTexts('client', 'budget', 'location'),
  /** The client picked from the clients (its name is then `client`); null for a name typed in. */
  clientId: z.uuid().nullable(),
  tags: z.array(z.string()),
  orderReference: z.string().nullable(),
  createdBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  assignees: z.array(memberRef),
  productCount: z.number(),
  commentCount: z.number(),
  /** May the current user comment (creator or assigned member)? */
  canComment: z.boolean(),
  ...demoRecord,
});
export type Demande = z.infer<typeof demande>;
export const demandeDetail = demande.extend({ products: z.array(requestedProduct) });
export type DemandeDetail = z.infer<typeof demandeDetail>;

export const demandeCounters = z.object({
  ...counts('total', 'pending', 'inProgress', 'completed', 'cancelled'),
});
export type DemandeCounters = z.infer<typeof demandeCounters>;

export const listDemandesResponse = listResponse(demande, {
  /** Counters over the same scope (the member, the search) regardless of the status filter. */
  counters: demandeCounters,
});
export type ListDemandesResponse = z.infer<typeof listDemandesResponse>;

export const demandeComment = z.object({
  id: z.uuid(),
  demandeId: z.uuid(),
  author: z.string(),
  authorId: z.uuid().nullable(),
  content: z.string(),
  attachments: z.array(fileRef),
  createdAt: z.string(),
});
export type DemandeComment = z.infer<typeof demandeComment>;

/**
 * Live updates (server-sent events on GET /api/demandes/events): one event per change, the web
 * app refetches what it shows. `by` is the user who made the change.
 */
export const DEMANDE_EVENT_TYPES = [
  'created',
  'updated',
  'status',
  'assigned',
  'comment',
  'product',
  'deleted',
  /** A requested product's conversation: a message, a reaction, an edit or a read marker (issue 13). */
  'message',
  /** A requested product's documents library (issue 13). */
  'document',
] as const;
export type DemandeEventType = (typeof DEMANDE_EVENT_TYPES)[number];
export const demandeEvent = z.object({
  type: z.enum(DEMANDE_EVENT_TYPES),
  demandeId: z.uuid(),
  /** The requested product, for 'message' and 'document'. */
  productId: z.uuid().optional(),
  by: z.uuid().nullable(),
  at: z.string(),
});
export type DemandeEvent = z.infer<typeof demandeEvent>;

// ---------------------------------------------------------------------------------------------
// Route parameters and answers

const idField = uuidField('demandes.validation.idInvalid');
export const demandeParams = z.object({ id: idField });
export const demandeProductParams = z.object({ id: idField, productId: idField });
export const demandeProductFileParams = z.object({ id: idField, productId: idField, fileId: idField });
export const demandeAttachmentParams = z.object({ id: idField, attachmentId: idField });

/** Answer of POST /api/demandes, PATCH, the status actions and assign: the request as in the detail. */
export const demandeResponse = z.object({ demande: demandeDetail, message: z.string() });
export type DemandeResponse = z.infer<typeof demandeResponse>;
/** GET /api/demandes/members: the team members one may assign (the assign modal). */
export const demandeMembersResponse = z.object({ items: z.array(memberRef) });
export type DemandeMembersResponse = z.infer<typeof demandeMembersResponse>;
/** GET /api/demandes/:id/comments: oldest first; `canComment` for the caller. */
export const demandeCommentsResponse = z.object({
  items: z.array(demandeComment),
  canComment: z.boolean(),
});
export type DemandeCommentsResponse = z.infer<typeof demandeCommentsResponse>;
export const demandeCommentResponse = z.object({ comment: demandeComment, message: z.string() });
export type DemandeCommentResponse = z.infer<typeof demandeCommentResponse>;
/** Product routes (add, edit, files): the product with its files and counters. */
export const requestedProductResponse = z.object({ product: requestedProduct, message: z.string() });
export type RequestedProductResponse = z.infer<typeof requestedProductResponse>;
export const demandeMessageResponse = z.object({ message: z.string() });
