import type { UserSpec } from '../src/db/seed/factories';
import { loadDemoData } from '../src/db/seed/demo';
import { useTestApp } from './fixture';

/** A super administrator with the address of the demo's real boss (not a demo account). */
export const REAL_BOSS = { isSuperAdmin: true, email: 'patron@entreprise.test' } satisfies UserSpec;

/**
 * The file's app on the whole demo data (loaded before `users` are made; it takes up to two
 * minutes): see `useTestApp`.
 */
export function useDemoApp<U extends string>(users: Record<U, UserSpec>) {
  return useTestApp({
    seed: async (db) => {
      await loadDemoData(db);
      return {};
    },
    users,
    timeoutMs: 120_000,
  });
}
