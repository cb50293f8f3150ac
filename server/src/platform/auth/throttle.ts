import { inArray, sql } from 'drizzle-orm';
import { authThrottle } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { ThrottleConfig } from '../config';

/**
 * Failed sign-in counting, per account and per client address, kept in the database so it
 * survives restarts and holds across processes. Each key counts failures in a window; reaching
 * the limit locks the key for `lockMinutes`. See the README's "Sign-in throttling".
 */
export const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `address:${ip}`;

export async function isLocked(db: Db, keys: string[]): Promise<boolean> {
  const rows = await db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(sql`${inArray(authThrottle.key, keys)} and ${authThrottle.lockedUntil} > now()`)
    .limit(1);
  return rows.length > 0;
}

export async function recordFailure(
  db: Db,
  key: string,
  limit: number,
  config: ThrottleConfig,
): Promise<void> {
  const window = `${config.windowMinutes} minutes`;
  const lock = `${config.lockMinutes} minutes`;
  // One statement: start a new window when the old one has passed, else count one more,
  // and lock the key when the count reaches the limit.
  await db.execute(sql`
    insert into auth_throttle as t (key, failures, window_start, locked_until)
    values (${key}, 1, now(), case when 1 >= ${limit} then now() + ${lock}::interval end)
    on conflict (key) do update set
      failures = case when t.window_start < now() - ${window}::interval then 1 else t.failures + 1 end,
      window_start = case when t.window_start < now() - ${window}::interval then now() else t.window_start end,
      locked_until = case
        when (case when t.window_start < now() - ${window}::interval then 1 else t.failures + 1 end) >= ${limit}
          then now() + ${lock}::interval
        else t.locked_until end
  `);
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(authThrottle).where(sql`${authThrottle.key} = ${key}`);
}
