import { inArray, sql } from 'drizzle-orm';
import { authThrottle } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { ThrottleConfig } from '../config';

/**
 * Failure counting, kept in the database so it survives restarts and holds across processes.
 * Each key counts failures; reaching its limit locks the key, and every further failure while the
 * count lasts locks it twice as long (up to a day). See docs/decisions/0033-login-throttling.md.
 */
const normalEmail = (email: string) => email.trim().toLowerCase();

/** Sign-in failures on an account from anywhere (a password spray), for browsers not known. */
export const accountKey = (email: string) => `account:${normalEmail(email)}`;
/** Sign-in failures on an account from one client address: the pair is locked, not the account. */
export const pairKey = (email: string, ip: string) => `pair:${normalEmail(email)}|${ip}`;
/** Sign-in failures from one client address, whatever the account. */
export const addressKey = (ip: string) => `address:${ip}`;
/** Sign-in failures from a known browser (its device cookie's nonce), in place of the others. */
export const deviceKey = (nonce: string) => `device:${nonce}`;
/** Wrong current passwords and codes given by a signed-in user (settings). */
export const reauthKey = (email: string) => `reauth:${normalEmail(email)}`;

/** How long a key's count lasts without failing again, and its first lock. */
export type ThrottleRule = Pick<ThrottleConfig, 'windowMinutes' | 'lockMinutes'>;

/** The longest lock a key can reach by doubling (or the configured lock, if longer). */
const MAX_LOCK_MINUTES = 24 * 60;
/** Doublings are counted up to this, far beyond MAX_LOCK_MINUTES, so the interval never overflows. */
const MAX_DOUBLINGS = 16;

export async function isLocked(db: Db, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(sql`${inArray(authThrottle.key, keys)} and ${authThrottle.lockedUntil} > now()`)
    .limit(1);
  return rows.length > 0;
}

export async function recordFailure(db: Db, key: string, limit: number, rule: ThrottleRule): Promise<void> {
  const window = `${rule.windowMinutes} minutes`;
  const maxLock = Math.max(rule.lockMinutes, MAX_LOCK_MINUTES);
  // The count lasts while failures come within a window of the count's start or of its last lock's
  // end: a key that was locked and fails again soon after is locked again, for longer.
  const stale = sql`greatest(t.window_start, coalesce(t.locked_until, t.window_start)) < now() - ${window}::interval`;
  const failures = sql`(case when ${stale} then 1 else t.failures + 1 end)`;
  const lockFor = (count: typeof failures) =>
    sql`least(${rule.lockMinutes}::float8 * power(2, least(${count} - ${limit}::int, ${MAX_DOUBLINGS}::int)), ${maxLock}::float8) * interval '1 minute'`;
  await db.execute(sql`
    insert into auth_throttle as t (key, failures, window_start, locked_until)
    values (${key}, 1, now(), case when 1 >= ${limit}::int then now() + ${lockFor(sql`1`)} end)
    on conflict (key) do update set
      failures = ${failures},
      window_start = case when ${stale} then now() else t.window_start end,
      locked_until = case
        when ${failures} >= ${limit}::int then now() + ${lockFor(failures)}
        when ${stale} then null
        else t.locked_until end
  `);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
}

/** Lifts every sign-in count of an account: from anywhere and from each address. */
export async function clearAccountFailures(db: Db, email: string): Promise<void> {
  const pairs = pairKey(email, '');
  await db
    .delete(authThrottle)
    .where(sql`${authThrottle.key} = ${accountKey(email)} or starts_with(${authThrottle.key}, ${pairs})`);
}

/** A counter a sign-in attempt goes through. */
export interface SignInCounter {
  key: string;
  limit: number;
  rule: ThrottleRule;
  /** Forgotten once the user has signed in (the account-wide and address counts are not). */
  clearedBySuccess: boolean;
}

/**
 * The counters of a sign-in attempt on `email` from `ip`. A browser known for this account (a
 * valid device cookie, `device` its nonce) goes through its own counter only, unless that is
 * locked: then, like any other browser, through the account and address pair's, the
 * account-wide one (a much higher limit over a longer window, against a slow spray from many
 * addresses) and the address's.
 */
export async function signInCounters(
  db: Db,
  throttle: ThrottleConfig,
  attempt: { email: string; ip: string; device: string | null },
): Promise<SignInCounter[]> {
  const rule = { windowMinutes: throttle.windowMinutes, lockMinutes: throttle.lockMinutes };
  if (attempt.device) {
    const known: SignInCounter = {
      key: deviceKey(attempt.device),
      limit: throttle.maxFailuresPerAccount,
      rule,
      clearedBySuccess: true,
    };
    if (!(await isLocked(db, [known.key]))) return [known];
  }
  return [
    {
      key: pairKey(attempt.email, attempt.ip),
      limit: throttle.maxFailuresPerAccount,
      rule,
      clearedBySuccess: true,
    },
    {
      key: accountKey(attempt.email),
      limit: throttle.maxAccountWideFailures,
      rule: { ...rule, windowMinutes: throttle.accountWideWindowHours * 60 },
      clearedBySuccess: false,
    },
    {
      key: addressKey(attempt.ip),
      limit: throttle.maxFailuresPerAddress,
      rule,
      clearedBySuccess: false,
    },
  ];
}

export function countersLocked(db: Db, counters: SignInCounter[]): Promise<boolean> {
  return isLocked(
    db,
    counters.map((c) => c.key),
  );
}

export async function countFailure(db: Db, counters: SignInCounter[]): Promise<void> {
  for (const c of counters) await recordFailure(db, c.key, c.limit, c.rule);
}

export async function countSuccess(db: Db, counters: SignInCounter[]): Promise<void> {
  for (const c of counters) if (c.clearedBySuccess) await clearFailures(db, c.key);
}
