import { z } from 'zod';
import { LANGUAGES } from '../i18n/index';
import { ROLES, USER_STATUSES } from '../permissions';
import { emailField, passwordField } from '../validation';

/** 'remember me' keeps the session this long (spec 000 §9). */
export const REMEMBER_ME_DAYS = 30;
/** Idle timeout of a session without 'remember me', until the security setting drives it. */
export const DEFAULT_IDLE_TIMEOUT_MINUTES = 30;
/** The app's first session check gives up after this long and shows the login screen. */
export const SESSION_CHECK_TIMEOUT_MS = 3000;

export const loginBody = z.object({
  email: emailField('auth.validation.emailRequired', 'auth.validation.emailInvalid'),
  password: passwordField('auth.validation.passwordRequired', 'auth.validation.passwordMin'),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginBody = z.input<typeof loginBody>;

export const logoutBody = z
  .object({ scope: z.enum(['local', 'global', 'others']).optional().default('local') })
  .optional()
  .default({ scope: 'local' });

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const preferences = z.object({
  language: z.enum(LANGUAGES).optional(),
  theme: z.enum(THEMES).optional(),
});
export type Preferences = z.infer<typeof preferences>;

export const company = z.object({ id: z.uuid(), name: z.string() });

export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  full_name: z.string(),
  phone: z.string().nullable(),
  is_super_admin: z.boolean(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  /** The modules this user may open (already resolved: all for super admins, dashboard when empty). */
  modules: z.array(z.string()),
  companies: z.array(company),
  preferences,
});
export type SessionUser = z.infer<typeof sessionUser>;

export const sessionResponse = z.object({
  user: sessionUser,
  session: z.object({
    expiresAt: z.iso.datetime({ offset: true }),
    rememberMe: z.boolean(),
    idleTimeoutMinutes: z.number().int().nullable(),
  }),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const demoAccount = z.object({
  email: z.string(),
  password: z.string(),
  full_name: z.string(),
  role: z.enum(ROLES),
  description: z.string(),
});
export const demoAccountsResponse = z.object({
  demo: z.boolean(),
  accounts: z.array(demoAccount),
});
export type DemoAccountsResponse = z.infer<typeof demoAccountsResponse>;

/** Error codes the login answers with; the app maps them to the specification's messages. */
export const LOGIN_ERROR_CODES = {
  invalid_credentials: 'auth.errors.invalidCredentials',
  email_not_confirmed: 'auth.errors.emailNotConfirmed',
  too_many_attempts: 'auth.errors.tooManyAttempts',
  account_inactive: 'auth.errors.accountInactive',
} as const;
