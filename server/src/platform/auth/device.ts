import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appMeta } from '../../db/schema/index';
import { cookieOptions } from './sessions';

/**
 * Device cookies (OWASP's "device cookie" against lockout): a browser where a user signed in gets
 * `<user id>.<nonce>.<HMAC-SHA256 of both>`, keyed by the installation's secret. With it, that
 * user's sign-ins from that browser are counted on their own (throttle.ts, signInCounters), so a
 * lock others cause on the account does not keep them out. The cookie signs nothing else in.
 */
export const DEVICE_COOKIE = 'comptoir_device';
export const DEVICE_COOKIE_DAYS = 365;

/** The installation's secret for device cookies: made once, kept in app_meta for every process. */
const SECRET_KEY = 'device_cookie_secret';
const secrets = new WeakMap<Db, Promise<Buffer>>();

async function loadSecret(db: Db): Promise<Buffer> {
  await db
    .insert(appMeta)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appMeta.value }).from(appMeta).where(eq(appMeta.key, SECRET_KEY));
  if (typeof row?.value !== 'string') throw new Error('The device cookie secret could not be read');
  return Buffer.from(row.value, 'base64url');
}

function secretOf(db: Db): Promise<Buffer> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = loadSecret(db);
    secrets.set(db, secret);
    // A failed read is tried again by the next sign-in.
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

const sign = (secret: Buffer, userId: string, nonce: string) =>
  createHmac('sha256', secret).update(`device:${userId}.${nonce}`).digest();

/** A new device cookie value for this user (a fresh 128-bit nonce). */
export async function newDeviceCookie(db: Db, userId: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  return `${userId}.${nonce}.${sign(await secretOf(db), userId, nonce).toString('base64url')}`;
}

/**
 * The nonce of `cookie` when it is a device cookie this installation signed for `userId`; null
 * for none, another user's, a malformed one or a wrong signature.
 */
export async function knownDevice(
  db: Db,
  cookie: string | undefined,
  userId: string,
): Promise<string | null> {
  const [id, nonce, signature, ...rest] = cookie?.split('.') ?? [];
  if (id !== userId || !nonce || !signature || rest.length > 0) return null;
  const expected = sign(await secretOf(db), userId, nonce);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, value: string): void {
  reply.setCookie(DEVICE_COOKIE, value, {
    ...cookieOptions(request),
    expires: new Date(Date.now() + DEVICE_COOKIE_DAYS * 86_400_000),
  });
}
