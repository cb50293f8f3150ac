import { boolean, index, inet, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef, users } from './platform';
import { createdAt, instant, ownedBy, primaryId, updatedAt } from './columns';

const ownerId = () => ownedBy('user_id', () => users.id);

export interface NotificationSettings {
  email: boolean;
  push: boolean;
  sound: boolean;
  desktop: boolean;
}

/** Per-user settings (spec 000 §3 settings object, less appearance which lives in users.preferences). */
export const userSettings = pgTable('user_settings', {
  userId: ownerId().primaryKey(),
  notifications: jsonb('notifications')
    .$type<NotificationSettings>()
    .notNull()
    .default({ email: true, push: false, sound: true, desktop: false }),
  /** Idle timeout of sessions without 'remember me': 15, 30, 60, 120 or 480 minutes. */
  sessionTimeoutMinutes: integer('session_timeout_minutes').notNull().default(30),
  /** Password expiry: 30, 60, 90, 180 or 365 days. */
  passwordExpiryDays: integer('password_expiry_days').notNull().default(90),
  baseCurrency: text('base_currency').notNull().default('EUR'),
  /**
   * The last TOTP time step accepted for this user (two-factor sign-in): a code of this step or an
   * earlier one is refused, so a code seen once cannot be replayed within its validity window.
   */
  totpLastStep: integer('totp_last_step'),
  updatedAt: updatedAt(),
});

/** One-time recovery codes for two-factor sign-in, stored hashed. */
export const totpRecoveryCodes = pgTable(
  'totp_recovery_codes',
  {
    id: primaryId(),
    userId: ownerId(),
    codeHash: text('code_hash').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('totp_recovery_codes_user_idx').on(t.userId)],
);

/** A sign-in waiting for its second factor (password already checked). */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    id: primaryId(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    rememberMe: integer('remember_me').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    /** The second factor is still to be given (two-factor sign-in). */
    needsTwoFactor: boolean('needs_two_factor').notNull().default(true),
    /** The password has expired: a new one must be chosen before the session opens. */
    needsPasswordChange: boolean('needs_password_change').notNull().default(false),
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
    ip: inet('ip'),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash)],
);

/** Password recovery: single-use tokens valid one hour, stored hashed. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: primaryId(),
    userId: ownerId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
    ip: inet('ip'),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** Every administrative action: who, what, on whom, before and after, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: primaryId(),
    createdAt: createdAt(),
    actorId: userRef('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action),
    index('audit_log_actor_idx').on(t.actorId),
    index('audit_log_target_idx').on(t.targetId),
  ],
);
