import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Preferences } from '@comptoir/core/modules/auth';
import {
  createdAt,
  demoFlag,
  instant,
  optionalRef,
  ownedBy,
  primaryId,
  textList,
  timestamps,
  updatedAt,
} from './columns';

export const users = pgTable(
  'users',
  {
    id: primaryId(),
    email: text('email').notNull(),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull().default('Viewer'),
    status: text('status').notNull().default('Active'),
    isActive: boolean('is_active').notNull().default(true),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    modules: textList('modules'),
    preferences: jsonb('preferences').$type<Preferences>().notNull().default({}),
    isDemo: demoFlag(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastSignInAt: instant('last_sign_in_at'),
    emailConfirmedAt: instant('email_confirmed_at'),
    passwordChangedAt: instant('password_changed_at').notNull().defaultNow(),
    /** Base32 TOTP secret; set during enrolment, active once totp_enabled_at is set. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: instant('totp_enabled_at'),
  },
  (t) => [uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`)],
);

/** A column referring to a user, emptied when the user is deleted. */
export const userRef = (name: string) => optionalRef(name, () => users.id);

/** Who created a record, and its creation and update times. */
export const creatorAndTimes = () => ({ createdBy: userRef('created_by'), ...timestamps() });

/** The tail of a record people create: demo flag, creator, creation and update times. */
export const authored = () => ({ isDemo: demoFlag(), ...creatorAndTimes() });

/**
 * Who wrote a comment or a message: the user, and their full name, else e-mail, at the time of
 * writing (the specification's `author`), kept when the user goes.
 */
export const writtenBy = () => ({ authorId: userRef('author_id'), author: text('author').notNull() });

/** Who made a status change (a row of a status history), and when. */
export const statusChanged = () => ({
  changedBy: userRef('changed_by'),
  changedAt: instant('changed_at').notNull().defaultNow(),
});

export const companies = pgTable(
  'companies',
  {
    id: primaryId(),
    name: text('name').notNull(),
    isDemo: demoFlag(),
    createdAt: createdAt(),
  },
  (t) => [index('companies_name_idx').on(t.name)],
);

export const userCompanies = pgTable(
  'user_companies',
  {
    userId: ownedBy('user_id', () => users.id),
    companyId: ownedBy('company_id', () => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('user_companies_company_idx').on(t.companyId),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: ownedBy('user_id', () => users.id),
    /** SHA-256 of the cookie token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    rememberMe: boolean('remember_me').notNull().default(false),
    /** Idle timeout in minutes for sessions without 'remember me'; null for remembered ones. */
    idleTimeoutMinutes: integer('idle_timeout_minutes'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** Absolute end: 30 days for 'remember me', 12 hours otherwise (the idle timeout ends it sooner). */
    expiresAt: instant('expires_at').notNull(),
    ip: inet('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account (e-mail, lower case) and per client address. */
export const authThrottle = pgTable('auth_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStart: instant('window_start').notNull().defaultNow(),
  lockedUntil: instant('locked_until'),
});

/** Small key/value facts about this installation (for example whether demo data was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: updatedAt(),
});

/**
 * Revision counters of groups of tables, bumped by statement-level triggers in the same
 * transaction as any write to them (migration 0008). Figures derived from many rows (the client
 * and order list counters) are cached under the revision they were computed at: a reader sees a new
 * revision as soon as the write commits, and recomputes. See docs/decisions/0015.
 */
export const dataRevisions = pgTable('data_revisions', {
  name: text('name').primaryKey(),
  rev: bigint('rev', { mode: 'number' }).notNull().default(0),
});

/**
 * E-mails waiting to leave, sent or given up (decision 0017, addendum: e-mails as jobs). A route
 * records the intent here and queues the job `mail`; the job renders the message, sends it over
 * SMTP with retries, and on success writes the business record (invoice sent, reminder, quote
 * sent) with the row's status in one transaction. One e-mail of a kind per target is pending at a
 * time (a second click is a 409).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: primaryId(),
    /** 'quote', 'invoice', 'reminder' */
    kind: text('kind').notNull(),
    /** The quote or invoice. */
    targetId: uuid('target_id').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull().default('fr'),
    /** queued, sent, failed, cancelled */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure (SMTP's answer), for the user and the administrator. */
    error: text('error'),
    requestedBy: userRef('requested_by'),
    /** Who asked and from where (audit), and what the kind needs (a reminder's language...). */
    data: jsonb('data').notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [
    index('mail_outbox_target_idx').on(t.targetId, t.createdAt),
    uniqueIndex('mail_outbox_pending_key')
      .on(t.kind, t.targetId)
      .where(sql`${t.status} = 'queued'`),
  ],
);
