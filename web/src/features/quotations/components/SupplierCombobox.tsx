import { useState, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_DEBOUNCE_MS } from '@comptoir/core/modules/products';
import type { Supplier } from '@comptoir/core/modules/products';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { cn } from '@/lib/utils';
import { useSupplierSearch } from '../api';

export interface SupplierComboboxProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'onChange' | 'role' | 'onSelect'
> {
  id: string;
  value: string;
  supplierId: string | null;
  /** Typing clears the chosen supplier (a new name creates one on the server). */
  onChange: (name: string, supplierId: string | null) => void;
  /** A supplier picked from the list (to fill its contact details). */
  onSelect?: (supplier: Supplier) => void;
}

/**
 * The supplier: an existing one picked from GET /api/quotations/suppliers (searched as you type), or a new
 * name typed in, created by the server on save. ARIA combobox: arrows move in the list, Enter
 * picks, Escape closes the list (not the dialog around it).
 */
export function SupplierCombobox({
  id,
  value,
  supplierId,
  onChange,
  onSelect,
  className,
  ...inputProps
}: SupplierComboboxProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(value.trim(), SEARCH_DEBOUNCE_MS);
  const search = useSupplierSearch(q, open);
  const options = open ? (search.data ?? []) : [];
  const expanded = open && options.length > 0;
  const listId = `${id}-listbox`;

  const pick = (supplier: Supplier) => {
    onChange(supplier.name, supplier.id);
    onSelect?.(supplier);
    setOpen(false);
    setActive(-1);
  };

  const chosen = supplierId !== null;
  const isNew = !chosen && value.trim() !== '';

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
        aria-label={t('quotations.ui.form.supplierSuggestions')}
        hidden={!expanded}
        className="bg-card absolute z-10 mt-1 max-h-56 w-full overflow-y-auto rounded-md border shadow-lg"
      >
        {options.map((supplier, index) => (
          <li
            key={supplier.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active || supplier.id === supplierId}
            className={cn(
              'cursor-pointer px-3 py-2 text-sm',
              index === active ? 'bg-accent text-accent-foreground' : 'hover:bg-accent/60',
            )}
            // Keep the focus in the input (blur would close the list before the click).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(supplier)}
          >
            <span className="block font-medium">{supplier.name}</span>
            {supplier.contactName || supplier.country ? (
              <span className="text-muted-foreground block text-xs">
                {[supplier.contactName, supplier.country].filter(Boolean).join(' · ')}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-muted-foreground pt-1 text-xs" aria-live="polite">
        {chosen
          ? t('quotations.ui.form.supplierExisting')
          : isNew
            ? t('quotations.ui.form.supplierNew')
            : t('quotations.ui.form.supplierHint')}
      </p>
    </div>
  );
}
