/**
 * One list's whole state lives in the URL (ARCHITECTURE.md: every view is linkable), read and
 * written through this hook, so reload, Back and a shared link give the same view everywhere:
 * `q` (the search, debounced by `SearchBox`), enumerated filters, `sort`, `order`, `page`,
 * `pageSize`, view switches (a tab, grid or table) and `id` (the open record).
 */
import { oneOf, positiveInt, useListSearchParams, useOpenRecord } from '@/lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A filter's allowed values; '' (or the fallback) when the URL holds anything else. */
export type FilterSpec = readonly string[] | { values: readonly string[]; fallback: string };
type FilterValue<F extends FilterSpec> = F extends readonly (infer V)[]
  ? V | ''
  : F extends { values: readonly (infer V)[] }
    ? V
    : never;

export interface ListStateConfig<
  F extends Record<string, FilterSpec>,
  S extends string,
  V extends Record<string, readonly [string, ...string[]]>,
> {
  /** Enumerated filters sent to the API: name → allowed values. A change goes back to page 1. */
  filters?: F;
  /** The sort keys; the first is the default. Without it, no `sort`/`order` are read or sent. */
  sorts?: readonly [S, ...S[]];
  /** The order when the URL has none (default 'desc'). */
  defaultOrder?: 'asc' | 'desc';
  /** Rows per page. */
  pageSize: number;
  /** Page sizes the user may choose (`pageSize` in the URL); without it `pageSize` is fixed. */
  pageSizes?: readonly number[];
  /** View switches, not sent to the API and keeping the page: name → values, the first the default. */
  views?: V;
}

export type ListFilters<F extends Record<string, FilterSpec>> = { [K in keyof F]: FilterValue<F[K]> };
type FilterValues<F extends Record<string, FilterSpec>> = {
  [K in keyof F]: readonly Exclude<FilterValue<F[K]>, ''>[];
};

export interface ListState<
  F extends Record<string, FilterSpec>,
  S extends string,
  V extends Record<string, readonly [string, ...string[]]>,
> {
  q: string;
  filters: ListFilters<F>;
  /** Each filter's allowed values (`config.filters`), for its select. */
  filterValues: FilterValues<F>;
  sort: S;
  order: 'asc' | 'desc';
  page: number;
  pageSize: number;
  views: { [K in keyof V]: V[K][number] };
  /** Each view switch's values (`config.views`), the default first. */
  viewValues: V;
  /** The open record's id (a UUID), else ''. */
  id: string;
  /** What the list route takes: trimmed q, the set filters, sort, order, page, pageSize. */
  query: {
    q: string | undefined;
    /** Only for a list with `sorts`. */
    sort: [S] extends [never] ? undefined : S;
    order: [S] extends [never] ? undefined : 'asc' | 'desc';
    page: number;
    pageSize: number;
    /** Where the page starts when reached by Next or Previous (paging with keys): a row id. */
    after: string | undefined;
    before: string | undefined;
  } & { [K in keyof F]: Exclude<FilterValue<F[K]>, ''> | undefined };
  /** Sets or removes several parameters at once ('', undefined and 'all' remove); filters reset the page. */
  update: (changes: Record<string, string | number | undefined>) => void;
  /** Opens a record (a new history entry, so Back returns to the list) or closes it (undefined). */
  select: (id: string | undefined) => void;
  /** The URL of a record, keeping the current list view (for real links: new tab, copy). */
  hrefFor: (id: string) => string;
  /** The raw search parameters, for a screen's own extras. */
  search: URLSearchParams;
}

/** `after` / `before` of the URL when they are row ids and the page is not the first. */
function cursorOf(search: URLSearchParams, page: number) {
  const id = (name: string) => {
    const value = search.get(name) ?? '';
    return page > 1 && UUID.test(value) ? value : undefined;
  };
  return { after: id('after'), before: id('before') };
}

function readFilter(spec: FilterSpec, raw: string | null): string {
  return Array.isArray(spec)
    ? oneOf<string>(raw, spec as readonly string[], '')
    : oneOf<string>(
        raw,
        (spec as { values: readonly string[] }).values,
        (spec as { fallback: string }).fallback,
      );
}

/** The list's state from the URL and the ways to change it. See docs/list-screens.md. */
export function useListState<
  F extends Record<string, FilterSpec> = Record<never, FilterSpec>,
  S extends string = never,
  V extends Record<string, readonly [string, ...string[]]> = Record<never, readonly [string, ...string[]]>,
>(config: ListStateConfig<F, S, V>): ListState<F, S, V> {
  const keepPageOn = ['id', ...Object.keys(config.views ?? {})];
  const { search, update, setSearch } = useListSearchParams(keepPageOn);

  const filters = {} as Record<string, string>;
  const filterValues = {} as Record<string, readonly string[]>;
  for (const [name, spec] of Object.entries(config.filters ?? {})) {
    filters[name] = readFilter(spec as FilterSpec, search.get(name));
    filterValues[name] = Array.isArray(spec) ? spec : (spec as { values: readonly string[] }).values;
  }
  const views = {} as Record<string, string>;
  for (const [name, values] of Object.entries(config.views ?? {})) {
    views[name] = oneOf<string>(
      search.get(name),
      values as readonly string[],
      (values as readonly string[])[0]!,
    );
  }
  const defaultOrder = config.defaultOrder ?? 'desc';
  const order = oneOf<'asc' | 'desc'>(search.get('order'), ['asc', 'desc'], defaultOrder);
  const sort = config.sorts
    ? oneOf<S>(search.get('sort'), config.sorts, config.sorts[0])
    : (undefined as never);
  const sizeInUrl = positiveInt(search.get('pageSize'), config.pageSize);
  const pageSize = config.pageSizes?.includes(sizeInUrl) ? sizeInUrl : config.pageSize;
  const page = positiveInt(search.get('page'), 1);
  const q = search.get('q') ?? '';
  const rawId = search.get('id') ?? '';

  const query = {
    q: q.trim() || undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v || undefined])),
    sort: config.sorts ? sort : undefined,
    order: config.sorts ? order : undefined,
    page,
    pageSize,
    // A cursor only beside the page it leads to (never on page 1), and only a row id.
    ...cursorOf(search, page),
  } as ListState<F, S, V>['query'];

  const { select, hrefFor } = useOpenRecord(search, setSearch);

  return {
    q,
    filters: filters as ListFilters<F>,
    filterValues: filterValues as FilterValues<F>,
    sort,
    order,
    page,
    pageSize,
    views: views as ListState<F, S, V>['views'],
    viewValues: config.views ?? ({} as V),
    id: UUID.test(rawId) ? rawId : '',
    query,
    update,
    select,
    hrefFor,
    search,
  };
}

/**
 * The sort keys of a list route's query contract (its `sortFields`), in the contract's order, for
 * `sorts` (`sortKeysOf(listOrdersQuery)`): the screen offers exactly what the route takes.
 */
export function sortKeysOf<S extends string>(query: {
  shape: { sort: { unwrap: () => { unwrap: () => { options: readonly S[] } } } };
}): readonly [S, ...S[]] {
  return query.shape.sort.unwrap().unwrap().options as readonly S[] as readonly [S, ...S[]];
}
