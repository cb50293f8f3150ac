import { useState, type ComponentProps } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';

/** A record a name field may point to. */
export interface Suggestion {
  id: string;
  name: string;
}

export interface SuggestComboboxProps<T extends Suggestion> extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'role' | 'onSelect'
> {
  id: string;
  value: string;
  /** The id of the record chosen from the list; null for a name typed in. */
  chosenId: string | null;
  /** Typing clears the chosen record (the name alone is kept). */
  onChange: (name: string, chosenId: string | null) => void;
  /** A record picked from the list (to fill other fields from it). */
  onSelect?: (item: T) => void;
  /** The records matching a (debounced) text, searched while the list is open (`enabled`). */
  useSuggestions: (q: string, enabled: boolean) => readonly T[] | undefined;
  /** The list's accessible name. */
  listLabel: string;
  /** A second line under a suggestion's name (contact, company), if any. */
  detail?: (item: T) => string;
  /** Under the field: the text is a chosen record, a name typed in, or nothing yet (none: no line). */
  notes?: { chosen: string; typed: string; empty: string } | undefined;
}

/**
 * A name: a record picked from the suggestions (searched on the server as you type), or a name
 * typed in. ARIA combobox: arrows move in the list, Enter picks, Escape closes the list (not the
 * dialog around it).
 */
export function SuggestCombobox<T extends Suggestion>({
  id,
  value,
  chosenId,
  onChange,
  onSelect,
  useSuggestions,
  listLabel,
  detail,
  notes,
  className,
  ...inputProps
}: SuggestComboboxProps<T>) {
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const found = useSuggestions(q, open);
  const options = open ? (found ?? []) : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-listbox`;

  const pick = (item: T) => {
    onChange(item.name, item.id);
    onSelect?.(item);
    setOpen(false);
    setActive(-1);
  };

  const chosen = chosenId !== null;
  const typed = !chosen && value.trim() !== '';

  return (
    <div className={cn('relative', className)}>
      <Input
        {...inputProps}
        id={id}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value, null);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
            setActive((i) => (options.length ? (i + 1) % options.length : -1));
          } else if (event.key === 'ArrowUp') {
            event.preventDefault();
            setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
          } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
            event.preventDefault();
            pick(options[active]);
          } else if (event.key === 'Escape' && expanded) {
            event.preventDefault();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!expanded}
        className="bg-card absolute z-10 mt-1 max-h-56 w-full overflow-y-auto rounded-md border shadow-lg"
      >
        {options.map((item, index) => (
          <li
            key={item.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active || item.id === chosenId}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
            // Keep the focus in the input (blur would close the list before the click).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(item)}
          >
            <span className="block font-medium">{item.name}</span>
            {detail?.(item) ? (
              <span className="text-muted-foreground block text-xs">{detail(item)}</span>
            ) : null}
          </li>
        ))}
      </ul>
      {notes ? (
        <p className="text-muted-foreground pt-1 text-xs" aria-live="polite">
          {chosen ? notes.chosen : typed ? notes.typed : notes.empty}
        </p>
      ) : null}
    </div>
  );
}
