/**
 * Clients and the client firms (companies): spec 001 §2 Clients, §3 Client and Company, §4 client
 * status, §5 Client, §7 clients and companies, §8 messages; spec 000 on company access. Zod
 * messages are i18n keys of the `clients` namespace (or `errors`).
 *
 * Beyond the specification (issue 6): the companies carry a profile (industry, website, address,
 * VAT number); a client has tags and a price-list zone; its order and quote history and its
 * analytics come from the database; VIP and prospect are computed by the written rule below.
 */
import { z } from 'zod';
import {
  currencyField,
  decimalField,
  optionalEmail,
  optionalPhone,
  optionalText,
  optionalUuid,
  phoneDigits,
  requiredText,
  uuidField,
} from '../fields';
import { compactIdentifier, isValidSiren, isValidSiret } from '../siren';
import { normalizeSearch, ZONES } from './catalogue';
import { clientRef, money, ORDER_STATUSES, QUOTE_STATUSES } from './sales';
import { counts, demoRecord, listResponse, nullableTexts, pageFields, sortFields, texts } from '../contracts';

export const CLIENT_STATUSES = ['active', 'inactive', 'pending'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** What a client is by the VIP rule: VIP, prospect (no order yet) or neither. */
export const CLIENT_KINDS = ['vip', 'prospect', 'regular'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];

export const CLIENT_SORTS = ['createdAt', 'name', 'companyName', 'status'] as const;
export type ClientSort = (typeof CLIENT_SORTS)[number];

export const CLIENTS_DEFAULT_PAGE_SIZE = 20;
export const CLIENTS_MAX_PAGE_SIZE = 100;
export const COMPANIES_MAX_PAGE_SIZE = 100;
/** The detail shows this many of the most recent orders and quotes. */
export const HISTORY_LIMIT = 50;
export const MAX_CLIENT_TAGS = 20;
export const MAX_TAG_LENGTH = 50;

// ---------------------------------------------------------------------------------------------
// The VIP rule

/** app_settings key of the VIP threshold (`{ amount, currency }`). */
export const VIP_THRESHOLD_KEY = 'clients.vipThreshold';
/** Default threshold: 10 000 EUR. */
export const DEFAULT_VIP_THRESHOLD = { amount: '10000.00', currency: 'EUR' } as const;
/** Orders that count towards VIP: confirmed, shipped or delivered ... */
export const VIP_ORDER_STATUSES = ['confirmed', 'shipped', 'delivered'] as const;
/** ... placed in the last 12 months. */
export const VIP_WINDOW_MONTHS = 12;
/** Analytics (total orders, spent, average, last order) leave out cancelled orders. */
export const ANALYTICS_EXCLUDED_STATUSES = ['cancelled'] as const;

// ---------------------------------------------------------------------------------------------
// Field rules

const REQUIRED = 'clients.validation.required';
const TOO_LONG = 'clients.validation.tooLong';
const INVALID = 'errors.invalidValue';

// The fields (core/fields.ts) with this module's messages.
const nameText = (max: number) => requiredText(REQUIRED, max, { tooLong: TOO_LONG });
/** Optional text: absent, null or blank → null; trimmed. */
const text = (max: number) => optionalText(max, { tooLong: TOO_LONG });

export { isValidPhone, phoneDigits } from '../fields';

/** 'a, b, ,c' or ['a', ' b'] → ['a', 'b', 'c']: trimmed, empties and repeats dropped. */
export function parseTags(value: string | readonly string[] | null | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(',') : [...(value ?? [])];
  const out: string[] = [];
  for (const part of parts) {
    const tag = part.trim();
    if (tag && !out.some((t) => t.toLowerCase() === tag.toLowerCase())) out.push(tag);
  }
  return out;
}

/** A web address: a host name with a dot, optionally after http:// or https://. */
export const WEBSITE_PATTERN =
  /^(https?:\/\/)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+(:\d{1,5})?([/?#]\S*)?$/i;
/** Letters, digits, spaces, dots and dashes; 4 to 30 characters (FR12345678901, GB 123 4567 89). */
export const VAT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9 .-]{2,28}[A-Za-z0-9]$/;

/** The link a website opens: https:// added when the scheme is missing. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

/** The value stored in clients.search_text: name, e-mail, phone and its digits, normalised. */
export function clientSearchText(c: { name: string; email?: string | null; phone?: string | null }): string {
  const phone = c.phone ?? '';
  return normalizeSearch(`${c.name} ${c.email ?? ''} ${phone} ${phoneDigits(phone)}`);
}

// ---------------------------------------------------------------------------------------------
// Companies

const companyShape = {
  name: nameText(200),
  industry: text(200),
  website: text(300).refine((v) => v === null || WEBSITE_PATTERN.test(v), {
    error: 'clients.validation.website',
  }),
  address: text(1000),
  vatNumber: text(40)
    .refine((v) => v === null || VAT_PATTERN.test(v), { error: 'clients.validation.vatNumber' })
    .transform((v) => (v === null ? null : v.toUpperCase())),
  /** French legal identifiers (issue 27 §2): 9 and 14 digits with their Luhn key, spaces left out. */
  siren: text(20)
    .refine((v) => v === null || isValidSiren(v), { error: 'clients.validation.siren' })
    .transform((v) => (v === null ? null : compactIdentifier(v))),
  siret: text(30)
    .refine((v) => v === null || isValidSiret(v), { error: 'clients.validation.siret' })
    .transform((v) => (v === null ? null : compactIdentifier(v))),
};

/** A SIRET given with a SIREN starts with it. */
const siretOfSiren = (c: { siren?: string | null; siret?: string | null }) =>
  !c.siren || !c.siret || c.siret.startsWith(c.siren);

export const companyBody = z
  .object(companyShape, { error: INVALID })
  .refine(siretOfSiren, { error: 'clients.validation.siretSiren', path: ['siret'] });
export type CompanyBody = z.output<typeof companyBody>;
export type CompanyInput = z.input<typeof companyBody>;
export const companyPatch = z
  .object(companyShape, { error: INVALID })
  .partial()
  .refine(siretOfSiren, { error: 'clients.validation.siretSiren', path: ['siret'] });
export type CompanyPatch = z.output<typeof companyPatch>;

export const company = z.object({
  id: z.uuid(),
  name: z.string(),
  ...nullableTexts('industry', 'website', 'address', 'vatNumber', 'siren', 'siret'),
  /** Clients of this company. */
  clientCount: z.number(),
  isDemo: z.boolean(),
  createdAt: z.string(),
});
export type Company = z.infer<typeof company>;

export const listCompaniesQuery = z.object({
  q: z.string({ error: INVALID }).max(200, { error: INVALID }).optional(),
  ...pageFields(COMPANIES_MAX_PAGE_SIZE, COMPANIES_MAX_PAGE_SIZE),
});
export type ListCompaniesQuery = z.output<typeof listCompaniesQuery>;

export const listCompaniesResponse = listResponse(company);
export type ListCompaniesResponse = z.infer<typeof listCompaniesResponse>;
export const companyResponse = z.object({ company, message: z.string() });

// ---------------------------------------------------------------------------------------------
// Clients

const emailField = optionalEmail('clients.validation.email', { tooLong: TOO_LONG });
const phoneField = optionalPhone('clients.validation.phone', { tooLong: TOO_LONG });
const tagsField = z
  .union([z.array(z.string({ error: INVALID }), { error: INVALID }), z.string(), z.null()], {
    error: INVALID,
  })
  .optional()
  .transform((value) => parseTags(value))
  .refine((tags) => tags.length <= MAX_CLIENT_TAGS && tags.every((t) => t.length <= MAX_TAG_LENGTH), {
    error: 'clients.validation.tags',
  });
const zoneField = z
  .union([z.enum(ZONES), z.literal(''), z.null()], { error: 'clients.validation.zone' })
  .optional()
  .transform((value) => value || null);
const companyIdField = optionalUuid(REQUIRED);
const newCompanyField = companyBody
  .nullable()
  .optional()
  .transform((value) => value ?? null);

const clientShape = {
  name: nameText(200),
  /** An existing company the user has access to ... */
  companyId: companyIdField,
  /** ... or a new one, created with the client (and granted to its creator). */
  newCompany: newCompanyField,
  email: emailField,
  phone: phoneField,
  address: text(1000),
  notes: text(10_000),
  status: z.enum(CLIENT_STATUSES, { error: 'clients.validation.status' }).optional().default('active'),
  tags: tagsField,
  zone: zoneField,
};

const baseClient = z.object(clientShape, { error: INVALID });

/** 'Nouveau Client': name and company required ('Veuillez remplir tous les champs obligatoires'). */
export const clientBody = baseClient.refine((c) => Boolean(c.companyId) || c.newCompany !== null, {
  error: REQUIRED,
  path: ['companyId'],
  // Checked even when other fields are wrong, so the form flags every missing field at once.
  when: (payload) => {
    const value = payload.value as Record<string, unknown> | null;
    return Boolean(value && typeof value === 'object');
  },
});
export type ClientBody = z.output<typeof clientBody>;
export type ClientInput = z.input<typeof clientBody>;

/** PATCH: any subset; the company may change (to one the user has access to, or a new one). */
export const clientPatch = baseClient
  .partial()
  .extend({ status: z.enum(CLIENT_STATUSES, { error: 'clients.validation.status' }).optional() })
  .refine((c) => c.companyId !== null || (c.newCompany ?? null) !== null, {
    error: REQUIRED,
    path: ['companyId'],
  });
export type ClientPatch = z.output<typeof clientPatch>;

export const idParams = z.object({ id: uuidField('clients.validation.idInvalid') });

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values), z.literal('')], { error: INVALID })
    .optional()
    .transform((value) => (value ? (value as T[number]) : undefined));

export const clientFilters = z.object({
  /** Name, e-mail or phone (accents and case ignored; a phone matches with or without spaces). */
  q: z.string({ error: INVALID }).max(200, { error: INVALID }).optional(),
  status: optionalEnum(CLIENT_STATUSES),
  kind: optionalEnum(['vip', 'prospect'] as const),
  companyId: z
    .union([uuidField(INVALID), z.literal('')], { error: INVALID })
    .optional()
    .transform((value) => value || undefined),
  ...sortFields(CLIENT_SORTS, 'createdAt'),
});
export type ClientFilters = z.output<typeof clientFilters>;
export const listClientsQuery = clientFilters.extend(
  pageFields(CLIENTS_DEFAULT_PAGE_SIZE, CLIENTS_MAX_PAGE_SIZE),
);
export type ListClientsQuery = z.output<typeof listClientsQuery>;

/** What keeps a client from being deleted: documents that keep their client (any company's). */
export const CLIENT_DELETE_BLOCKERS = ['quotes', 'orders'] as const;
export type ClientDeleteBlocker = (typeof CLIENT_DELETE_BLOCKERS)[number];

/** A list item: the fields of `clientRef` (the quote and order forms' client picker) and more. */
export const client = clientRef.extend({
  notes: z.string().nullable(),
  status: z.enum(CLIENT_STATUSES),
  tags: z.array(z.string()),
  zone: z.enum(ZONES).nullable(),
  kind: z.enum(CLIENT_KINDS),
  /**
   * Why DELETE would answer 409, known before asking (issue 30 §6): empty when the client can be
   * deleted; otherwise it can only be made 'inactive' (the archive of clients).
   */
  deleteBlockers: z.array(z.enum(CLIENT_DELETE_BLOCKERS)),
  ...demoRecord,
});
export type Client = z.infer<typeof client>;

/** One client with its company's profile. */
export const clientDetail = client.extend({ company });
export type ClientDetail = z.infer<typeof clientDetail>;

export const clientCounters = z.object({
  ...counts('total', 'active', 'inactive', 'pending', 'vip', 'prospects'),
});
export type ClientCounters = z.infer<typeof clientCounters>;

export const listClientsResponse = listResponse(client, {
  /** Over the search and company filter; the status and kind filters come on top. */
  counters: clientCounters,
});
export type ListClientsResponse = z.infer<typeof listClientsResponse>;
export const clientResponse = z.object({ client: clientDetail, message: z.string() });

// ---------------------------------------------------------------------------------------------
// History and analytics

export const historyOrder = z.object({
  id: z.uuid(),
  reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  totalAmount: money,
  createdAt: z.string(),
  expectedDeliveryDate: z.string().nullable(),
  deliveryDate: z.string().nullable(),
});
export type HistoryOrder = z.infer<typeof historyOrder>;

export const historyQuote = z.object({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  status: z.enum(QUOTE_STATUSES),
  totalAmount: money,
  validUntil: z.string(),
  createdAt: z.string(),
});
export type HistoryQuote = z.infer<typeof historyQuote>;

/** The client's page shows the margin of the sales of this many months up to today. */
export const CLIENT_MARGIN_MONTHS = 12;

export const clientAnalytics = z.object({
  /** The user's base currency, in which the amounts are given. */
  currency: z.string(),
  /** Orders not cancelled. */
  totalOrders: z.number(),
  /** Their total in the base currency; null when a currency of them has no rate ('taux indisponible'). */
  totalSpent: money.nullable(),
  averageOrder: money.nullable(),
  /** Date of the most recent order not cancelled. */
  lastOrderAt: z.string().nullable(),
  /** Currencies that could not be converted (no rate known). */
  missingRates: z.array(z.string()),
  /** The oldest rate date used in the conversion, when one was needed. */
  rateDate: z.string().nullable(),
  kind: z.enum(CLIENT_KINDS),
  /**
   * The margin of the client's invoiced sales over the last CLIENT_MARGIN_MONTHS months, in the
   * book currency, each line costed as the financial analysis costs it (issue 32 §4: its order's
   * landed cost first). `margin` and its percent are over the revenue with a cost; the revenue is
   * split by how sure its cost is: real (landed, or the order's supplier invoices), estimated
   * (purchase or quoted prices, the product's price), unknown.
   */
  margin: z.object({
    currency: z.string(),
    ...texts('from', 'to', 'revenue', 'cost', 'margin', 'realRevenue', 'estimatedRevenue', 'uncostedRevenue'),
    marginPercent: z.string().nullable(),
  }),
  /** The VIP rule applied to this client. */
  vip: z.object({
    /** Qualifying orders of the window, in the threshold's currency (orders without a rate left out). */
    qualifyingTotal: money,
    threshold: money,
    windowStart: z.string(),
  }),
});
export type ClientAnalytics = z.infer<typeof clientAnalytics>;

export const clientHistoryResponse = z.object({
  orders: z.array(historyOrder),
  quotes: z.array(historyQuote),
  /** All the client's orders and quotes (the lists hold the HISTORY_LIMIT most recent). */
  ordersCount: z.number(),
  quotesCount: z.number(),
  analytics: clientAnalytics,
});
export type ClientHistoryResponse = z.infer<typeof clientHistoryResponse>;

// ---------------------------------------------------------------------------------------------
// VIP settings

export const vipThresholdBody = z.object(
  {
    /** Above 0, up to 12 integer digits and 2 decimals; given back with 2 decimals. */
    amount: decimalField('clients.validation.amount', {
      scale: 2,
      integerDigits: 12,
      positive: true,
      canonical: true,
    }),
    currency: currencyField('clients.validation.currency'),
  },
  { error: INVALID },
);
export type VipThresholdBody = z.output<typeof vipThresholdBody>;
export type VipThresholdInput = z.input<typeof vipThresholdBody>;

export const vipSettings = z.object({
  threshold: money,
  windowMonths: z.number(),
  statuses: z.array(z.enum(ORDER_STATUSES)),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type VipSettings = z.infer<typeof vipSettings>;
export const vipSettingsResponse = z.object({ settings: vipSettings, message: z.string() });
