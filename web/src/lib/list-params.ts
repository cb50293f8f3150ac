/**
 * List filters live in the URL, so every view is linkable (ARCHITECTURE.md). Shared pieces of the
 * features' list-param hooks: reading a page number, and changing some parameters at once.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A whole number ≥ 1 from a search parameter, else the fallback. */
export function positiveInt(value: string | null, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
}

/** One of the allowed values, else the fallback. */
export function oneOf<T extends string>(value: string | null, allowed: readonly T[], fallback: T): T {
  return (allowed as readonly string[]).includes(value ?? '') ? (value as T) : fallback;
}

/**
 * The URL's search parameters and an `update(changes)` that sets or removes several at once
 * (empty, undefined and 'all' remove). A change of filters goes back to page 1; a change of the
 * page itself, or of a parameter in `keepPageOn` (a view or tab switch), keeps the page.
 */
export function useListSearchParams(keepPageOn: readonly string[] = []) {
  const [search, setSearch] = useSearchParams();
  // Compared by content: callers may pass a fresh array each render.
  const keepKey = keepPageOn.join('\n');
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) => {
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || value === 'all') next.delete(key);
            else next.set(key, String(value));
          }
          const keepsPage =
            'page' in changes || Object.keys(changes).every((key) => keepKey.split('\n').includes(key));
          if (!keepsPage) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, keepKey],
  );
  return { search, update, setSearch };
}
