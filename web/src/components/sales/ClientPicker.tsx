import { useTranslation } from 'react-i18next';
import { Building2 } from 'lucide-react';
import { PICKER_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import type { ClientRef } from '@comptoir/core/modules/sales';
import { cn } from '@/lib/utils';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ComboboxList, ComboboxSearch, comboboxStatus, useCombobox } from '@/components/ui/combobox';
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
  const box = useCombobox(value?.name ?? '');
  const { text, open } = box;
  const inputId = givenId ?? `${box.id}-input`;
  const q = useDebouncedValue(text.trim() === value?.name ? '' : text.trim(), PICKER_DEBOUNCE_MS);
  const results = useClientSearch(q, open);
  const items = results.data?.items ?? [];
  const waiting = results.isFetching;

  const choose = (client: ClientRef) => {
    const { id, name, email, phone, address, companyId, companyName } = client;
    onChange({ id, name, email, phone, address, companyId, companyName });
    box.setText(name);
    box.close();
  };

  const status = comboboxStatus(results, waiting, items.length, (state) => t(`${ns}.clientPicker.${state}`));

  return (
    <div className="relative space-y-2">
      <label htmlFor={inputId} className="text-foreground block text-sm leading-none font-medium">
        {label}
      </label>
      <ComboboxSearch busy={open && waiting} iconTop="top-3">
        <input
          id={inputId}
          {...box.inputProps({ items, choose, onType: () => value && onChange(null) })}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          placeholder={t(`${ns}.clientPicker.placeholder`)}
          className={cn(
            'border-input bg-card text-foreground h-10 w-full rounded-md border py-2 pr-8 pl-8 text-sm shadow-xs',
            'focus-visible:border-ring focus-visible:ring-ring/30 focus-visible:ring-3 focus-visible:outline-none',
            'aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-60',
          )}
        />
      </ComboboxSearch>
      <ComboboxList {...box.listProps(items, choose)} label={label} status={status} maxHeight="max-h-80">
        {(client) => (
          <>
            <span className="block font-medium">{client.name}</span>
            <span className="text-muted-foreground block text-xs">
              {[client.companyName, client.email].filter(Boolean).join(' · ')}
            </span>
          </>
        )}
      </ComboboxList>
      {value ? (
        <p className="text-muted-foreground flex items-center gap-1.5 text-xs">
          <Building2 aria-hidden="true" className="size-3.5" />
          {[value.companyName, value.email, value.phone].filter(Boolean).join(' · ')}
        </p>
      ) : null}
    </div>
  );
}
