import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Loader2, Search } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A combobox's state (WAI-ARIA, with a listbox popup): the typed text, whether the list is open,
 * the highlighted option. `inputProps` gives the input its role, aria attributes and keys
 * (ArrowDown/Up move and open, Enter chooses, Escape closes; with `homeEnd`, Home/End go to the
 * first/last; with `clearOnEscape`, Escape on a closed list empties the text); `listProps`, the
 * ComboboxList what it shows.
 */
export function useCombobox(initialText = '') {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const optionId = (index: number) => `${id}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const keys =
    <T,>(items: readonly T[], choose: (item: T) => void, homeEnd: boolean, clearOnEscape: boolean) =>
    (event: KeyboardEvent<HTMLInputElement>) => {
      const last = items.length - 1;
      switch (event.key) {
        case 'ArrowDown':
          event.preventDefault();
          if (!open) setOpen(true);
          setActive((i) => (last < 0 ? -1 : i >= last ? 0 : i + 1));
          break;
        case 'ArrowUp':
          event.preventDefault();
          if (!open) setOpen(true);
          setActive((i) => (last < 0 ? -1 : i <= 0 ? last : i - 1));
          break;
        case 'Home':
          if (homeEnd && open && last >= 0) {
            event.preventDefault();
            setActive(0);
          }
          break;
        case 'End':
          if (homeEnd && open && last >= 0) {
            event.preventDefault();
            setActive(last);
          }
          break;
        case 'Enter': {
          const item = open ? items[active] : undefined;
          if (item) {
            event.preventDefault();
            choose(item);
          }
          break;
        }
        case 'Escape':
          if (open) {
            event.preventDefault();
            close();
          } else if (clearOnEscape && text) {
            setText('');
          }
          break;
        default:
          break;
      }
    };

  return {
    id,
    text,
    setText,
    open,
    close,
    inputProps: <T,>({
      items,
      choose,
      onType,
      homeEnd = false,
      clearOnEscape = false,
    }: {
      items: readonly T[];
      choose: (item: T) => void;
      /** Besides keeping the text: what typing does (e.g. forget the choice). */
      onType?: () => void;
      homeEnd?: boolean;
      clearOnEscape?: boolean;
    }) => ({
      type: 'text',
      role: 'combobox',
      'aria-expanded': open,
      'aria-controls': listId,
      'aria-autocomplete': 'list' as const,
      'aria-activedescendant': open && active >= 0 && items[active] ? optionId(active) : undefined,
      autoComplete: 'off',
      value: text,
      onChange: (event: { target: { value: string } }) => {
        setText(event.target.value);
        onType?.();
        setOpen(true);
        setActive(-1);
      },
      onFocus: () => setOpen(true),
      onBlur: () => setOpen(false),
      onKeyDown: keys(items, choose, homeEnd, clearOnEscape),
    }),
    listProps: <T,>(items: readonly T[], choose: (item: T) => void) => ({
      id: listId,
      open,
      items,
      active,
      optionId,
      onChoose: choose,
      onActive: setActive,
    }),
  };
}

/** The list's status line: the search failed, is loading with nothing shown yet, or found nothing. */
export function comboboxStatus(
  results: { isError: boolean; isSuccess: boolean },
  waiting: boolean,
  count: number,
  text: (state: 'error' | 'loading' | 'empty') => string,
): string | null {
  if (results.isError) return text('error');
  if (waiting && count === 0) return text('loading');
  return count === 0 && results.isSuccess ? text('empty') : null;
}

export interface ComboboxListProps<T> {
  /** The listbox's id (the input's `aria-controls`). */
  id: string;
  label: string;
  open: boolean;
  /** A line over the options while there are none to choose: loading, nothing found, failed. */
  status: string | null;
  items: readonly T[];
  /** The highlighted option's index (-1: none). */
  active: number;
  /** An option's id (the input's `aria-activedescendant`). */
  optionId: (index: number) => string;
  onChoose: (item: T) => void;
  onActive: (index: number) => void;
  /** The popup's height limit (a Tailwind max-h class). */
  maxHeight: string;
  /** More classes of each option (its layout). */
  optionClassName?: string;
  /** An option's content. */
  children: (item: T) => ReactNode;
}

/**
 * A combobox's search box around its input: the magnifier before it, a spinner after it while
 * results load (`busy`). `iconTop` places both on the input's height.
 */
export function ComboboxSearch({
  busy,
  iconTop,
  children,
}: {
  busy: boolean;
  iconTop: string;
  children: ReactNode;
}) {
  return (
    <div className="relative">
      <Search aria-hidden="true" className={cn('text-muted-foreground absolute left-2.5 size-4', iconTop)} />
      {children}
      {busy ? (
        <Loader2
          aria-hidden="true"
          className={cn('text-muted-foreground absolute right-2.5 size-4 animate-spin', iconTop)}
        />
      ) : null}
    </div>
  );
}

/**
 * The listbox popup of a combobox (WAI-ARIA): its status line and its options, the highlighted one
 * marked `aria-selected`; choosing happens on mousedown, so the input keeps the focus.
 */
export function ComboboxList<T extends { id: string }>({
  id,
  label,
  open,
  status,
  items,
  active,
  optionId,
  onChoose,
  onActive,
  maxHeight,
  optionClassName,
  children,
}: ComboboxListProps<T>) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className={cn(
        'bg-popover text-popover-foreground absolute z-50 mt-1 w-full overflow-y-auto rounded-md border shadow-lg',
        maxHeight,
      )}
    >
      {open && status ? (
        <li
          role="presentation"
          aria-live="polite"
          className="text-muted-foreground px-3 py-4 text-center text-sm"
        >
          {status}
        </li>
      ) : null}
      {open
        ? items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input keeps focus (its blur would close the list first).
              onMouseDown={(event) => {
                event.preventDefault();
                onChoose(item);
              }}
              onMouseEnter={() => onActive(index)}
              className={cn(
                'cursor-pointer px-3 py-2 text-sm',
                optionClassName,
                index === active ? 'bg-accent text-accent-foreground' : '',
              )}
            >
              {children(item)}
            </li>
          ))
        : null}
    </ul>
  );
}
