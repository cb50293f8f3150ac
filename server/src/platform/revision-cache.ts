/**
 * Figures derived from many rows (the counters above the client and order lists), cached under
 * the revision of the tables they read (data_revisions, bumped by triggers in the writing
 * transaction: migration 0008, docs/decisions/0015). The revision is read before computing, so a
 * cached figure is never older than the revision it is filed under: a write that commits in
 * between only makes the next reader recompute. Entries are per process, bounded, and expire
 * after a while in any case.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/rows';
import type { Db } from '../db/client';

type Reader = Pick<Db, 'execute'>;

export type RevisionGroup = 'sales' | 'invoices' | 'purchases' | 'bank' | 'products';

const MAX_ENTRIES = 2000;
const MAX_AGE_MS = 5 * 60_000;

interface Entry {
  rev: string;
  at: number;
  value: Promise<unknown>;
}

export class RevisionCache {
  private readonly entries = new Map<string, Entry>();
  hits = 0;
  misses = 0;

  constructor(
    private readonly maxEntries = MAX_ENTRIES,
    private readonly maxAgeMs = MAX_AGE_MS,
  ) {}

  /**
   * The value of `compute` for `key`, computed again only when the group's revision changed (or
   * the entry is old). `key` must hold everything else the value depends on (scope, filters,
   * settings, the day).
   */
  async get<T>(db: Reader, group: RevisionGroup, key: string, compute: () => Promise<T>): Promise<T> {
    const [row] = await rowsOf<{ rev: string | number }>(
      db,
      sql`select rev from data_revisions where name = ${group}`,
    );
    // No row (a database reset by hand): no caching rather than a wrong figure.
    if (!row) return compute();
    const rev = String(row.rev);
    const fullKey = `${group}\u0000${key}`;
    const now = Date.now();
    const entry = this.entries.get(fullKey);
    if (entry && entry.rev === rev && now - entry.at < this.maxAgeMs) {
      this.hits += 1;
      // Most recently used last, for the eviction below.
      this.entries.delete(fullKey);
      this.entries.set(fullKey, entry);
      return entry.value as Promise<T>;
    }
    this.misses += 1;
    // A real promise, settled once: a query builder is only a thenable that runs again on every await.
    const value: Promise<T> = Promise.resolve(compute());
    this.entries.delete(fullKey);
    this.entries.set(fullKey, { rev, at: now, value });
    // A failed computation is not kept.
    value.catch(() => {
      if (this.entries.get(fullKey)?.value === value) this.entries.delete(fullKey);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}

const caches = new WeakMap<object, RevisionCache>();

/**
 * The cache of one database handle: revisions count per database, so two databases in one
 * process (tests) must not share entries.
 */
export function revisionCacheOf(db: Reader): RevisionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new RevisionCache();
    caches.set(db, cache);
  }
  return cache;
}

/** `revisionCacheOf(db).get(db, ...)`. */
export function cachedByRevision<T>(
  db: Reader,
  group: RevisionGroup,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  return revisionCacheOf(db).get(db, group, key, compute);
}
