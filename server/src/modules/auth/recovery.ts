import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { RESET_TOKEN_MINUTES } from '@comptoir/core/modules/auth';
import { translate, type Language } from '@comptoir/core/i18n/index';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { Config, ThrottleConfig } from '../../platform/config';
import { AppError, validationFailed } from '../../platform/errors';
import { requestLanguage } from '../../platform/i18n';
import { escapeHtml, mailerFor, type Mailer } from '../../platform/mail';
import { queueOf, type JobQueue } from '../../platform/jobs';
import { mailJobOptions } from '../../platform/mail-outbox';
import { hashPassword } from '../../platform/auth/password';
import { passwordProblem } from '../../platform/auth/password-policy';
import { consumeResetToken, createResetToken, peekResetToken } from '../../platform/auth/recovery';
import { endAllSessionsOf } from '../../platform/auth/sessions';
import { clearAccountFailures, isLocked, recordFailure } from '../../platform/auth/throttle';

/** Recovery requests allowed per e-mail address in a throttle window. */
export const RECOVERY_MAX_PER_ACCOUNT = 3;
export const recoveryAccountKey = (email: string) => `recover-account:${email.trim().toLowerCase()}`;
export const recoveryAddressKey = (ip: string) => `recover-address:${ip}`;

/**
 * Where the link in the e-mail points: COMPTOIR_PUBLIC_URL; without it, the origin the request
 * came to only when its host is one of COMPTOIR_ALLOWED_HOSTS. The Host header (and, behind a
 * trusted proxy, X-Forwarded-Host) is the client's word: any other host is refused (400), so a
 * forged one never receives a token. The server does not start with e-mail configured and
 * neither set (config.ts, emailLinkProblem).
 */
export function publicOrigin(
  request: FastifyRequest,
  config: Pick<Config, 'publicUrl' | 'allowedHosts'>,
): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = request.host.toLowerCase();
  if (!config.allowedHosts.includes(host)) {
    throw new AppError(400, 'unknown_host', 'auth.errors.recoveryHostUnknown');
  }
  return `${request.protocol}://${host}`;
}

export function recoveryMail(language: Language, name: string, link: string) {
  const tr = (key: string, values: Record<string, string | number> = {}) =>
    translate(language, `auth.recoveryMail.${key}`, values);
  const greeting = tr('greeting', { name });
  const intro = tr('intro', { minutes: RESET_TOKEN_MINUTES });
  const ignore = tr('ignore');
  return {
    subject: tr('subject'),
    text: `${greeting}\n\n${intro}\n\n${link}\n\n${ignore}\n`,
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p><a href="${escapeHtml(link)}">${escapeHtml(tr('action'))}</a></p>`,
      `<p style="word-break:break-all">${escapeHtml(link)}</p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}

/**
 * POST /api/auth/recover: throttled per e-mail and per client address; the answer is the same
 * whether or not an account has this address, and the mail leaves in the background so the
 * response time does not tell either.
 */
export async function requestRecovery(
  request: FastifyRequest,
  deps: {
    db: Db;
    throttle: ThrottleConfig;
    mailer: Mailer;
    config: Pick<Config, 'publicUrl' | 'allowedHosts'>;
    queue: JobQueue;
  },
  email: string,
): Promise<void> {
  const { db, throttle, mailer } = deps;
  if (!mailer.isConfigured) {
    throw new AppError(409, 'recovery_unavailable', 'auth.errors.recoveryUnavailable');
  }
  // A forged host is refused before anything is counted or looked up.
  const origin = publicOrigin(request, deps.config);
  const keys = { account: recoveryAccountKey(email), address: recoveryAddressKey(request.ip) };
  if (await isLocked(db, [keys.account, keys.address])) {
    throw new AppError(429, 'too_many_requests', 'auth.errors.tooManyRecoveryRequests');
  }
  await recordFailure(db, keys.account, RECOVERY_MAX_PER_ACCOUNT, throttle);
  await recordFailure(db, keys.address, throttle.maxFailuresPerAddress, throttle);

  const [user] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, isActive: users.isActive })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  if (!user || !user.isActive) return;

  await deps.queue.send<RecoveryJob>(RECOVERY_JOB, {
    userId: user.id,
    origin,
    language: requestLanguage(request),
    ip: request.ip,
  });
}

/**
 * The recovery e-mail is a job of the queue (decision 0017, addendum): retried with back-off when
 * the SMTP server fails, whichever process takes it. The job creates the reset token itself, so
 * no secret is kept in the queue; a retry creates a fresh one (each link is valid its own time).
 */
export const RECOVERY_JOB = 'auth-recovery-mail';
interface RecoveryJob {
  userId: string;
  origin: string;
  language: Language;
  ip: string;
}

export function defineRecoveryMail(app: FastifyInstance): void {
  queueOf(app).define<RecoveryJob>(
    RECOVERY_JOB,
    async ({ userId, origin, language, ip }, job) => {
      const [user] = await app.db
        .select({ email: users.email, fullName: users.fullName, isActive: users.isActive })
        .from(users)
        .where(eq(users.id, userId));
      if (!user || !user.isActive) return;
      const token = await createResetToken(app.db, userId, ip);
      const link = `${origin}/reset-password?token=${encodeURIComponent(token)}`;
      try {
        await mailerFor(app.config).send({
          to: user.email,
          ...recoveryMail(language, user.fullName || user.email, link),
        });
      } catch (error) {
        if (job.lastAttempt) app.log.error({ err: error }, 'password recovery e-mail could not be sent');
        throw error;
      }
    },
    mailJobOptions(app),
  );
}

const invalidToken = () => new AppError(400, 'invalid_reset_token', 'auth.errors.resetTokenInvalid');

/**
 * POST /api/auth/reset-password: sets the new password (policy applies), spends the token, ends
 * every session of the user, resets the password's age and lifts the sign-in locks on the account
 * (from anywhere and from each address; known browsers' counts are their own).
 */
export async function resetPassword(db: Db, token: string, newPassword: string): Promise<void> {
  if (!(await peekResetToken(db, token))) throw invalidToken();
  const problem = passwordProblem(newPassword);
  if (problem) throw validationFailed({ newPassword: problem });
  const passwordHash = await hashPassword(newPassword);
  const userId = await consumeResetToken(db, token);
  if (!userId) throw invalidToken();
  const [user] = await db
    .update(users)
    .set({ passwordHash, passwordChangedAt: new Date(), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await endAllSessionsOf(db, userId);
  if (user) await clearAccountFailures(db, user.email);
}
