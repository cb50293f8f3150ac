import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { ROLES, USER_STATUSES } from '../permissions';
import { passwordField } from '../validation';
import { emailField } from '../contact-fields';
import { texts } from '../contracts';

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
  /**
   * Users created by the demo load are still active (their passwords are public): every page says
   * so until a super administrator leaves demo mode (issue 29 §2).
   */
  demoAccounts: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

/**
 * The password was right but the session does not open yet: the second factor is needed
 * (POST /api/auth/login/two-factor). No session cookie comes with this answer.
 */
export const twoFactorChallengeResponse = z.object({
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
});
export type TwoFactorChallengeResponse = z.infer<typeof twoFactorChallengeResponse>;

/**
 * The password has expired: a new one must be chosen (POST /api/auth/login/change-password)
 * before the session opens. No session cookie comes with this answer.
 */
export const passwordExpiredResponse = z.object({
  passwordExpired: z.literal(true),
  challenge: z.string(),
});
export type PasswordExpiredResponse = z.infer<typeof passwordExpiredResponse>;

/** What POST /api/auth/login (and its two-factor step) answers. */
export const loginResponse = z.union([sessionResponse, twoFactorChallengeResponse, passwordExpiredResponse]);
export type LoginResponse = z.infer<typeof loginResponse>;

/** A sign-in challenge lives this long, and allows this many wrong codes. */
export const LOGIN_CHALLENGE_MINUTES = 5;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;

const challengeField = z
  .string({ error: 'auth.errors.challengeExpired' })
  .min(1, { error: 'auth.errors.challengeExpired' })
  .max(128, { error: 'auth.errors.challengeExpired' });

/** A TOTP code (6 digits) or a one-time recovery code. */
export const verificationCodeField = z
  .string({ error: 'auth.validation.codeRequired' })
  .trim()
  .min(1, { error: 'auth.validation.codeRequired' })
  .max(64, { error: 'auth.validation.codeInvalid' });

export const twoFactorLoginBody = z.object({ challenge: challengeField, code: verificationCodeField });
export type TwoFactorLoginBody = z.infer<typeof twoFactorLoginBody>;

const newPasswordField = passwordField('auth.validation.newPasswordRequired', 'auth.validation.passwordMin');

export const expiredPasswordBody = z.object({ challenge: challengeField, newPassword: newPasswordField });
export type ExpiredPasswordBody = z.infer<typeof expiredPasswordBody>;

/** The 'choose a new password' form: password and confirmation (spec 000 §5 reset password). */
export const newPasswordForm = z
  .object({ newPassword: newPasswordField, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'auth.validation.passwordMismatch',
  });
export type NewPasswordForm = z.infer<typeof newPasswordForm>;

/** Password recovery by e-mail: a single-use link valid this long. */
export const RESET_TOKEN_MINUTES = 60;

export const recoverBody = z.object({
  email: emailField('auth.validation.emailRequired', 'auth.validation.emailInvalid'),
});
export type RecoverBody = z.infer<typeof recoverBody>;
export const recoverResponse = z.object({ accepted: z.literal(true) });

export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'auth.errors.resetTokenInvalid' })
    .min(1, { error: 'auth.errors.resetTokenInvalid' })
    .max(128, { error: 'auth.errors.resetTokenInvalid' }),
  newPassword: newPasswordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const recoveryStatusResponse = z.object({ emailEnabled: z.boolean() });
export type RecoveryStatusResponse = z.infer<typeof recoveryStatusResponse>;

export const demoAccount = z.object({
  ...texts('email', 'password', 'full_name'),
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
  challenge_expired: 'auth.errors.challengeExpired',
  invalid_code: 'auth.errors.invalidCode',
  too_many_code_attempts: 'auth.errors.tooManyCodeAttempts',
} as const;
