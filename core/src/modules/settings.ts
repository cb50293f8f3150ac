import { z } from 'zod';
import { LANGUAGES } from '../i18n/index';
import { PASSWORD_MAX_LENGTH, passwordField } from '../validation';
import { THEMES, verificationCodeField } from './auth';
import { newAccountFields } from './admin-users';
import { DEFAULT_TAX_RATE } from './sales';
import { isDecimalText, optionalPhone, optionalText, percentField, requiredText } from '../fields';

/**
 * The signed-in user's own settings (spec 000 §2 settings screen, §3 settings object, §9).
 * Appearance (theme, language) lives in the user's preferences (PATCH /api/auth/preferences).
 */

/** Idle timeout of sessions without 'remember me', in minutes (spec 000 §9). */
export const SESSION_TIMEOUT_OPTIONS = [15, 30, 60, 120, 480] as const;
export const DEFAULT_SESSION_TIMEOUT = 30;
export type SessionTimeout = (typeof SESSION_TIMEOUT_OPTIONS)[number];

/** Days after which a password must be changed at the next sign-in (spec 000 §9). */
export const PASSWORD_EXPIRY_OPTIONS = [30, 60, 90, 180, 365] as const;
export const DEFAULT_PASSWORD_EXPIRY = 90;
export type PasswordExpiry = (typeof PASSWORD_EXPIRY_OPTIONS)[number];

/** The specification's six tabs in its order, then 'Société' (also the `tab` search parameter). */
export const SETTINGS_TABS = [
  'general',
  'language',
  'currency',
  'notifications',
  'security',
  'integrations',
  // The company's legal identity (issue 12), after the specification's six tabs.
  'company',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** How long the 'saved' state stays before going back to idle (spec 000 §4). */
export const SAVED_STATE_MS = 2000;

/** Number of one-time recovery codes given when two-factor sign-in is enabled. */
export const RECOVERY_CODE_COUNT = 10;

export const NOTIFICATION_KEYS = ['email', 'push', 'sound', 'desktop'] as const;
export const notificationSettings = z.object({
  email: z.boolean(),
  push: z.boolean(),
  sound: z.boolean(),
  desktop: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettings>;
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  email: true,
  push: false,
  sound: true,
  desktop: false,
};

export const sessionTimeoutField = z.literal(SESSION_TIMEOUT_OPTIONS, {
  error: 'settings.validation.sessionTimeout',
});
export const passwordExpiryField = z.literal(PASSWORD_EXPIRY_OPTIONS, {
  error: 'settings.validation.passwordExpiry',
});

export const fullNameField = requiredText('settings.validation.fullNameRequired', 200);

/** Optional ('' when blank); when given, an optional plus then at least 10 digits, spaces or dashes (spec 000 §5). */
export const phoneField = optionalPhone('settings.validation.phoneInvalid', {
  invalid: 'settings.validation.phoneInvalid',
  blank: '',
  textOnly: true,
});

/** The general tab's profile form. An empty phone clears it. */
export const profileForm = z.object({ fullName: fullNameField, phone: phoneField });
export type ProfileForm = z.infer<typeof profileForm>;

export const settingsPatch = z
  .object({
    profile: z
      .object({ fullName: fullNameField, phone: phoneField.nullable() })
      .partial()
      .strict()
      .optional(),
    notifications: notificationSettings.partial().strict().optional(),
    security: z
      .object({ sessionTimeout: sessionTimeoutField, passwordExpiry: passwordExpiryField })
      .partial()
      .strict()
      .optional(),
  })
  .strict();
export type SettingsPatch = z.input<typeof settingsPatch>;

export const settingsResponse = z.object({
  profile: z.object({ fullName: z.string(), phone: z.string().nullable(), email: z.string() }),
  notifications: notificationSettings,
  security: z.object({
    twoFactor: z.boolean(),
    sessionTimeout: z.number().int(),
    passwordExpiry: z.number().int(),
  }),
  appearance: z.object({ theme: z.enum(THEMES), language: z.enum(LANGUAGES) }),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

export const changePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'settings.validation.currentPasswordRequired' })
    .min(1, { error: 'settings.validation.currentPasswordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'errors.invalidValue' }),
  newPassword: passwordField('auth.validation.newPasswordRequired', 'auth.validation.passwordMin'),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** The form adds the confirmation, which never leaves the browser. */
export const changePasswordForm = changePasswordBody
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'auth.validation.passwordMismatch',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordForm>;

export const twoFactorCodeBody = z.object({ code: verificationCodeField });

export const twoFactorSetupResponse = z.object({
  /** Base32 secret, for manual entry in the authenticator app. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorSetupResponse = z.infer<typeof twoFactorSetupResponse>;

export const recoveryCodesResponse = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

export const passwordChangedResponse = z.object({ endedSessions: z.number().int() });

// ---------------------------------------------------------------------------------------------
// The company's legal identity ('Société' settings tab, Admin and above): printed on quotes,
// orders and invoices, required to issue an invoice, and the defaults new documents take.

/** The company's payment days until it sets its own: an invoice without a due date falls due that many days after issue. */
export const DEFAULT_PAYMENT_DAYS = 30;

/** Missing, null or blank gives ''. */
const legalText = (max: number) => optionalText(max, { blank: '' });

export const companyIdentity = z.object({
  legalName: legalText(200),
  address: legalText(1000),
  email: legalText(200),
  phone: legalText(50),
  website: legalText(200),
  /** 9 digits. */
  siren: legalText(20).refine((v) => v === '' || /^\d{9}$/.test(v.replace(/\s/g, '')), {
    error: 'invoices.validation.siren',
  }),
  /** 14 digits. */
  siret: legalText(20).refine((v) => v === '' || /^\d{14}$/.test(v.replace(/\s/g, '')), {
    error: 'invoices.validation.siret',
  }),
  /** 'RCS Paris B 123 456 789'. */
  rcs: legalText(200),
  /** Share capital as written, e.g. '10 000 €'. */
  shareCapital: legalText(100),
  vatNumber: legalText(30).refine(
    (v) => v === '' || /^[A-Z]{2}[0-9A-Z]{2,13}$/.test(v.replace(/\s/g, '').toUpperCase()),
    {
      error: 'invoices.validation.vatNumber',
    },
  ),
  iban: legalText(40),
  bic: legalText(15),
  /** Annual late-payment penalty rate in percent ('10', '12.5'). */
  latePenaltyRate: legalText(10).refine((v) => v === '' || isDecimalText(v.replace(',', '.'), 2, 3), {
    error: 'invoices.validation.penaltyRate',
  }),
  /** Default payment terms printed on invoices ('30 jours fin de mois'). */
  paymentTerms: legalText(500),
  /** 'Option pour le paiement de la TVA d'après les débits' (printed, and noted in the e-invoice). */
  vatOnDebits: z.boolean({ error: 'errors.invalidValue' }).optional().default(false),
  /** VAT percent new lines of quotes, orders and invoices take ('20', '5.5'). */
  defaultVatRate: percentField('invoices.validation.taxRate').optional().default(DEFAULT_TAX_RATE),
  /** Days to the due date when an invoice has none. */
  paymentDays: z.coerce
    .number({ error: 'errors.invalidValue' })
    .int({ error: 'errors.invalidValue' })
    .min(0, { error: 'errors.invalidValue' })
    .max(365, { error: 'errors.invalidValue' })
    .optional()
    .default(DEFAULT_PAYMENT_DAYS),
});
export type CompanyIdentity = z.output<typeof companyIdentity>;
export type CompanyIdentityInput = z.input<typeof companyIdentity>;
export const companyIdentityResponse = z.object({
  identity: companyIdentity,
  /** Whether the caller may change it (Admin and above). */
  editable: z.boolean(),
  /** Mentions French law requires that are still empty. */
  missing: z.array(z.string()),
});
export type CompanyIdentityResponse = z.infer<typeof companyIdentityResponse>;
/** GET /api/settings/company/defaults (any signed-in user): what new documents take from the settings. */
export const companyDefaults = z.object({
  /** The VAT rate of a new line of a quote, an order or an invoice ('20', '5.5'). */
  vatRate: z.string(),
  /**
   * The identity fields the documents need that the 'Société' tab still lacks
   * (REQUIRED_IDENTITY_FIELDS): the quote, order and invoice screens warn before sending or
   * printing a document without them (issue 30 §6).
   */
  identityMissing: z.array(z.string()),
});
export type CompanyDefaults = z.infer<typeof companyDefaults>;

/** Fields an invoice cannot be issued without. */
export const REQUIRED_IDENTITY_FIELDS = ['legalName', 'address', 'siren', 'vatNumber'] as const;

// ---------------------------------------------------------------------------------------------
// Leaving demo mode (issue 29 §2, docs/decisions/0035-leaving-demo-mode.md)

const count = z.number().int().nonnegative();

/** What leaving demo mode deletes, by kind (each record with what it owns: lines, comments, payments...). */
export const demoCounts = z.object({
  /** Users created by the demo load (the four demo accounts and the team's demo people). */
  accounts: count,
  companies: count,
  clients: count,
  suppliers: count,
  products: count,
  demandes: count,
  tasks: count,
  quotes: count,
  orders: count,
  invoices: count,
  /** Stored files of those records; null when something blocks (they are counted by a dry run). */
  files: count.nullable(),
});
export type DemoCounts = z.infer<typeof demoCounts>;
export const DEMO_COUNT_KINDS = demoCounts.keyof().options;

/** GET /api/settings/demo (super administrators): what leaving demo mode would do. */
export const demoModeResponse = z.object({
  /** Whether anything of the demo load is left (records, accounts, the login screen's panel). */
  active: z.boolean(),
  counts: demoCounts,
  /**
   * Records of the company that need a demo record which the schema does not let go (a real order
   * of a demo client): one sentence each, in the caller's language. Leaving is refused while any.
   */
  blockers: z.array(z.string()),
  /** No active super administrator other than the demo ones: the real one must be given. */
  adminRequired: z.boolean(),
  /** The caller is a demo account: their session ends with it. */
  endsSession: z.boolean(),
});
export type DemoModeResponse = z.infer<typeof demoModeResponse>;

/** The real super administrator created with leaving demo mode (fields as for a user's creation). */
export const realAdmin = z.object(newAccountFields);
export type RealAdmin = z.infer<typeof realAdmin>;

/** POST /api/settings/leave-demo. `admin` is required when no real super administrator exists. */
export const leaveDemoBody = z.object({ admin: realAdmin.optional() }).strict();
export type LeaveDemoBody = z.input<typeof leaveDemoBody>;

export const leaveDemoResponse = z.object({
  message: z.string(),
  deleted: demoCounts,
  /** The super administrator created, if one was. */
  admin: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  /** The caller's session ended (it belonged to a demo account). */
  signedOut: z.boolean(),
});
export type LeaveDemoResponse = z.infer<typeof leaveDemoResponse>;
