/**
 * Whether the demo load's accounts are still there, for the session (every page's banner) and the
 * start-up check (no public address with public passwords). A file of its own, light to import.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../client';
import { exists } from '../rows';
import { users } from '../schema/index';

/** The app_meta row saying demo data was loaded: the login screen lists the demo accounts while it is there. */
export const DEMO_META_KEY = 'demo';

/**
 * Whether a user created by the demo load is still active: their passwords are public (README,
 * the login screen), so every page says so and the server stays on loopback (issue 29 §2).
 */
export const hasDemoAccounts = (db: Pick<Db, 'select'>): Promise<boolean> =>
  exists(db, users, and(eq(users.isDemo, true), eq(users.isActive, true)));

/** How long the session's answer may reuse the last look at the demo accounts. */
export const DEMO_ACCOUNTS_CACHE_MS = 5_000;
const recent = new WeakMap<object, { at: number; value: Promise<boolean> }>();

/**
 * hasDemoAccounts for the session route, which every page calls: one look per database every few
 * seconds at most, not one query more per call (the route's throughput halved with it). Leaving
 * demo mode forgets it at once in this process (forgetDemoAccounts); another process, or an
 * administrator deactivating the demo accounts one by one, is seen within DEMO_ACCOUNTS_CACHE_MS.
 */
export function recentDemoAccounts(db: Pick<Db, 'select'>): Promise<boolean> {
  const last = recent.get(db);
  if (last && Date.now() - last.at < DEMO_ACCOUNTS_CACHE_MS) return last.value;
  const value = hasDemoAccounts(db);
  recent.set(db, { at: Date.now(), value });
  value.catch(() => recent.delete(db)); // a failed look is not kept
  return value;
}

export function forgetDemoAccounts(db: object): void {
  recent.delete(db);
}
