/** A list's toolbar controls: the debounced search box, a filter select, the sort and order selects. */
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Search } from 'lucide-react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

/** A labelled control of the toolbar; `hideLabel` keeps the label for screen readers only. */
function Field({
  label,
  hideLabel,
  className,
  children,
}: {
  label: string;
  hideLabel?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className={cn('space-y-1 text-sm', className)}>
      <span className={hideLabel ? 'sr-only' : 'font-medium'}>{label}</span>
      {children}
    </label>
  );
}

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** The search in the URL (`q`). */
  value: string;
  /** Called with the trimmed text once typing pauses (SEARCH_DEBOUNCE_MS); '' clears. */
  onSearch: (q: string) => void;
  hideLabel?: boolean;
  /** A magnifier inside the box. */
  icon?: boolean;
  className?: string;
}

/**
 * The search box: what is typed shows at once, the URL follows when typing pauses; a change of
 * the URL from elsewhere (Back, a link) shows in the box.
 */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  hideLabel,
  icon,
  className,
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    // The URL changed: show it, unless it is what was just typed.
    setSeen(value);
    if (value.trim() !== text.trim()) setText(value);
  }
  const debounced = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (debounced.trim() !== value.trim()) onSearch(debounced.trim());
    // Only the debounced text drives the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const input = (
    <Input
      type="search"
      value={text}
      placeholder={placeholder}
      className={icon ? 'pl-9' : undefined}
      onChange={(event) => setText(event.target.value)}
    />
  );
  return (
    <Field label={label} hideLabel={hideLabel} className={cn('min-w-[16rem] flex-1', className)}>
      {icon ? (
        <div className="relative">
          <Search
            aria-hidden="true"
            className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          {input}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}

export interface FilterSelectProps<T extends string> {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  options: readonly { value: T; label: string }[];
  /** The first option, value '' ('Tous les statuts'); without it every option is a value. */
  allLabel?: string;
  hideLabel?: boolean;
  className?: string;
}

/** A filter: one select, 'all' first. */
export function FilterSelect<T extends string>({
  label,
  value,
  onChange,
  options,
  allLabel,
  hideLabel,
  className,
}: FilterSelectProps<T>) {
  const id = useId();
  return (
    <Field label={label} hideLabel={hideLabel} className={className}>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as T | '')}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** A date filter (a range's bound): `min` and `max` keep the range the right way round; '' clears. */
export function DateFilter({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>
      <Input
        type="date"
        value={value}
        min={min || undefined}
        max={max || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field>
  );
}

export interface SortControlProps<S extends string> {
  sorts: readonly S[];
  sort: S;
  order: 'asc' | 'desc';
  onChange: (changes: { sort?: S; order?: 'asc' | 'desc' }) => void;
  labels: {
    sort: string;
    order: string;
    asc: string;
    desc: string;
    /** A sort key's name. */
    option: (sort: S) => string;
  };
  /** Which order is listed first (default 'desc'). */
  first?: 'asc' | 'desc';
}

/** The sort key and the order, two selects. */
export function SortControl<S extends string>({
  sorts,
  sort,
  order,
  onChange,
  labels,
  first = 'desc',
}: SortControlProps<S>) {
  const orders = first === 'desc' ? (['desc', 'asc'] as const) : (['asc', 'desc'] as const);
  return (
    <>
      <Field label={labels.sort}>
        <Select value={sort} onChange={(event) => onChange({ sort: event.target.value as S })}>
          {sorts.map((s) => (
            <option key={s} value={s}>
              {labels.option(s)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={labels.order}>
        <Select value={order} onChange={(event) => onChange({ order: event.target.value as 'asc' | 'desc' })}>
          {orders.map((o) => (
            <option key={o} value={o}>
              {labels[o]}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

/** The parts of `useListState` the module-labelled controls use. */
interface ListLike<S extends string> {
  q: string;
  sort: S;
  order: 'asc' | 'desc';
  update: (changes: Record<string, string | number | undefined>) => void;
}

/**
 * The search box of a module's list, labelled from its translations
 * (`<ns>.filters.search`, `<ns>.filters.searchPlaceholder`), writing `q` into the URL.
 */
export function ListSearch({
  ns,
  list,
  hideLabel,
  icon,
}: {
  ns: string;
  list: Pick<ListLike<string>, 'q' | 'update'>;
  hideLabel?: boolean;
  icon?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <SearchBox
      label={t(`${ns}.filters.search` as never)}
      placeholder={t(`${ns}.filters.searchPlaceholder` as never)}
      value={list.q}
      onSearch={(q) => list.update({ q: q || undefined })}
      {...(hideLabel ? { hideLabel } : {})}
      {...(icon ? { icon } : {})}
    />
  );
}

/**
 * The sort and order selects of a module's list, labelled from its translations
 * (`<ns>.filters.{sort,order,asc,desc}`, `<ns>.sorts.<key>`), writing `sort` and `order`.
 */
export function ListSort<S extends string>({
  ns,
  list,
  sorts,
  first,
}: {
  ns: string;
  list: ListLike<S>;
  sorts: readonly S[];
  first?: 'asc' | 'desc';
}) {
  const { t } = useTranslation();
  const key = (name: string) => t(`${ns}.${name}` as never);
  return (
    <SortControl
      sorts={sorts}
      sort={list.sort}
      order={list.order}
      onChange={(changes) => list.update(changes)}
      {...(first ? { first } : {})}
      labels={{
        sort: key('filters.sort'),
        order: key('filters.order'),
        asc: key('filters.asc'),
        desc: key('filters.desc'),
        option: (sort) => key(`sorts.${sort}`),
      }}
    />
  );
}
