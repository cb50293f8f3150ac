import { z } from 'zod';
import { LANGUAGES } from '../i18n/index';
import { PASSWORD_MAX_LENGTH, PHONE_PATTERN, passwordField } from '../validation';
import { THEMES, verificationCodeField } from './auth';

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

export const fullNameField = z
  .string({ error: 'settings.validation.fullNameRequired' })
  .trim()
  .min(1, { error: 'settings.validation.fullNameRequired' })
  .max(200, { error: 'errors.invalidValue' });

/** Optional; when given, an optional plus then at least 10 digits, spaces or dashes (spec 000 §5). */
export const phoneField = z
  .string({ error: 'settings.validation.phoneInvalid' })
  .trim()
  .max(40, { error: 'settings.validation.phoneInvalid' })
  .refine((value) => value === '' || PHONE_PATTERN.test(value), {
    error: 'settings.validation.phoneInvalid',
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
