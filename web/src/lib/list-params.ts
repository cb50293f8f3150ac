/**
 * List filters live in the URL, so every view is linkable (ARCHITECTURE.md). Shared pieces of the
 * features' list-param hooks: reading a page number, changing some parameters at once, and the
 * record open over the list.
 */
import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useSearchParams, type NavigateOptions } from 'react-router';

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
  const [search, setSearch] = useLiveSearchParams();
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
          // A page's cursor (paging with keys) belongs to the page it was set with.
          if (!('after' in changes) && !('before' in changes) && (!keepsPage || 'page' in changes)) {
            next.delete('after');
            next.delete('before');
          }
          if (!next.has('page')) {
            next.delete('after');
            next.delete('before');
          }
          return next;
        },
        { replace: true },
      );
    },
    [setSearch, keepKey],
  );
  return { search, update, setSearch };
}

/**
 * The record open over a list (`id` in the URL): `select` opens one (a new history entry, so Back
 * returns to the list) or closes it, removing the parameters in `alsoRemove` too; `hrefFor` is a
 * record's URL keeping the current view (for links that open in a new tab too).
 */
export function useOpenRecord(
  search: URLSearchParams,
  setSearch: ReturnType<typeof useLiveSearchParams>[1],
  alsoRemove: readonly string[] = [],
) {
  // Compared by content: callers may pass a fresh array each render.
  const removeKey = alsoRemove.join('\n');
  const select = useCallback(
    (next: string | undefined) => {
      setSearch(
        (previous) => {
          const out = new URLSearchParams(previous);
          if (next) out.set('id', next);
          else out.delete('id');
          for (const key of removeKey ? removeKey.split('\n') : []) out.delete(key);
          return out;
        },
        { replace: !next },
      );
    },
    [setSearch, removeKey],
  );
  const hrefFor = (next: string) => {
    const out = new URLSearchParams(search);
    out.set('id', next);
    return `?${out.toString()}`;
  };
  return { select, hrefFor };
}

type SearchChange = URLSearchParams | ((previous: URLSearchParams) => URLSearchParams);

/**
 * `useSearchParams`, whose change function starts from the URL as it is when called. React
 * Router's own passes the parameters of the last render: while a navigation is rendered in the
 * background (a record's screen still loading keeps the list on screen), a change made from the
 * list (a search landing once typing pauses) would start from the URL before that navigation and
 * undo it (the record opened, closed again). The data router knows the current URL at once; under
 * a router without one, the last render's parameters are used as before.
 */
export function useLiveSearchParams() {
  const [search, setSearchParams] = useSearchParams();
  // The router object itself (not its state): the only way to read its location between renders.
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const setSearch = useCallback(
    (change: SearchChange, options?: NavigateOptions) =>
      setSearchParams((rendered) => {
        if (typeof change !== 'function') return change;
        return change(router ? new URLSearchParams(router.state.location.search) : rendered);
      }, options),
    [setSearchParams, router],
  );
  return [search, setSearch] as const;
}
