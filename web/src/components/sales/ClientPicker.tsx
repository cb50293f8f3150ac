import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Building2, Loader2, Search } from 'lucide-react';
import { PICKER_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useClientSearch } from './api';
import type { SalesNs } from './ns';

export interface ClientPickerProps {
  ns: SalesNs;
  /** The chosen client (null: none yet). */
  value: ClientRef | null;
  onChange: (client: ClientRef | null) => void;
  /** The field's error message (the field is marked invalid). */
  invalid?: boolean;
  /** Ids of the elements describing the input (error, hint). */
  describedBy?: string | undefined;
  id?: string;
  label: string;
  disabled?: boolean;
}

/**
 * A searchable client dropdown (WAI-ARIA combobox with a listbox popup), searching on the server
 * (name, e-mail, phone), debounced. Typing replaces the choice: a client is chosen only from the
 * list. The chosen client's company and e-mail show under the field.
 */
export function ClientPicker({
  ns,
  value,
  onChange,
  invalid,
  describedBy,
  id: givenId,
  label,
  disabled,
}: ClientPickerProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const inputId = givenId ?? `${ownId}-input`;
  const listId = `${ownId}-list`;
  const [text, setText] = useState(value?.name ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim() === value?.name ? '' : text.trim(), PICKER_DEBOUNCE_MS);
  const results = useClientSearch(q, open);
  const items = results.data?.items ?? [];
  const waiting = results.isFetching;

  const choose = (client: ClientRef) => {
    const { id, name, email, phone, address, companyId, companyName } = client;
    onChange({ id, name, email, phone, address, companyId, companyName });
    setText(name);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
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
      case 'Enter': {
        const client = open ? items[active] : undefined;
        if (client) {
          event.preventDefault();
          choose(client);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  };

  const optionId = (index: number) => `${ownId}-option-${index}`;
  const status = results.isError
    ? t(`${ns}.clientPicker.error`)
    : waiting && items.length === 0
      ? t(`${ns}.clientPicker.loading`)
      : items.length === 0 && results.isSuccess
        ? t(`${ns}.clientPicker.empty`)
        : null;

  return (
    <div className="relative space-y-2">
      <label htmlFor={inputId} className="text-foreground block text-sm leading-none font-medium">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="text-muted-foreground absolute top-3 left-2.5 size-4" />
        <input
          id={inputId}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          aria-activedescendant={open && active >= 0 && items[active] ? optionId(active) : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={t(`${ns}.clientPicker.placeholder`)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            if (value) onChange(null);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className={cn(
            'border-input bg-card text-foreground h-10 w-full rounded-md border py-2 pr-8 pl-8 text-sm shadow-xs',
            'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
            'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
        {open && waiting ? (
          <Loader2
            aria-hidden="true"
            className="text-muted-foreground absolute top-3 right-2.5 size-4 animate-spin"
          />
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!open}
        className="bg-popover text-popover-foreground absolute z-50 mt-1 max-h-80 w-full overflow-y-auto rounded-md border shadow-lg"
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
          ? items.map((client, index) => (
              <li
                key={client.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps focus (its blur would close the list first).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(client);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'cursor-pointer px-3 py-2 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : '',
                )}
              >
                <span className="block font-medium">{client.name}</span>
                <span className="text-muted-foreground block text-xs">
                  {[client.companyName, client.email].filter(Boolean).join(' · ')}
                </span>
              </li>
            ))
          : null}
      </ul>
      {value ? (
        <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
          <Building2 aria-hidden="true" className="size-3.5" />
          {[value.companyName, value.email, value.phone].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
