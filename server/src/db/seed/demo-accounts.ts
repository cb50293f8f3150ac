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
