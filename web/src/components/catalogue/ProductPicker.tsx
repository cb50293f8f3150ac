import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Loader2, Search } from 'lucide-react';
import { PICKER_DEBOUNCE_MS, type ListProductsResponse, type Product } from '@comptoir/core/modules/products';
import { api, queryString } from '@/lib/api';
import { PRODUCTS_KEY } from '@/lib/query-keys';
import { cn } from '@/lib/utils';
import { formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ProductImage } from './ProductImage';

export interface ProductPickerProps {
  onSelect: (product: Product) => void;
  /** Visible label of the input (defaults to 'Produit'). */
  label?: string;
  /** How many results the dropdown lists. */
  limit?: number;
  className?: string;
}

/**
 * A searchable product dropdown (WAI-ARIA combobox with a listbox popup): server-side search over
 * name, reference and description, debounced; ArrowUp/Down, Home/End move, Enter selects,
 * Escape closes. For quote and order lines.
 */
export function ProductPicker({ onSelect, label, limit = 10, className }: ProductPickerProps) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-list`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);

  const results = useQuery({
    queryKey: [...PRODUCTS_KEY, 'picker', q, limit],
    queryFn: ({ signal }) =>
      api.get<ListProductsResponse>(`/api/products?${queryString({ q, pageSize: limit, sort: 'name' })}`, {
        signal,
      }),
    enabled: open,
    retry: false,
    staleTime: 10_000,
  });
  const items = results.data?.items ?? [];
  const waiting = results.isFetching || text.trim() !== q;

  const choose = (product: Product) => {
    onSelect(product);
    setText(product.name);
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
      case 'Home':
        if (open && last >= 0) {
          event.preventDefault();
          setActive(0);
        }
        break;
      case 'End':
        if (open && last >= 0) {
          event.preventDefault();
          setActive(last);
        }
        break;
      case 'Enter': {
        const product = open ? items[active] : undefined;
        if (product) {
          event.preventDefault();
          choose(product);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          setText('');
        }
        break;
      default:
        break;
    }
  };

  const optionId = (index: number) => `${id}-option-${index}`;
  const status = results.isError
    ? t('products.picker.error')
    : waiting && items.length === 0
      ? t('products.picker.loading')
      : items.length === 0 && results.isSuccess
        ? t('products.picker.empty')
        : null;

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
        {label ?? t('products.picker.label')}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="text-muted-foreground absolute top-2.5 left-2.5 size-4" />
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 && items[active] ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={t('products.picker.placeholder')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
          className="border-input bg-background focus-visible:ring-ring h-9 w-full rounded-md border py-1 pr-8 pl-8 text-sm focus-visible:ring-2 focus-visible:outline-none"
        />
        {open && waiting ? (
          <Loader2
            aria-hidden="true"
            className="text-muted-foreground absolute top-2.5 right-2.5 size-4 animate-spin"
          />
        ) : null}
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={label ?? t('products.picker.label')}
        hidden={!open}
        className="bg-popover text-popover-foreground absolute z-50 mt-1 max-h-96 w-full overflow-y-auto rounded-md border shadow-lg"
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
          ? items.map((product, index) => (
              <li
                key={product.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === active}
                // mousedown, not click: the input keeps focus (its blur would close the list first).
                onMouseDown={(event) => {
                  event.preventDefault();
                  choose(product);
                }}
                onMouseEnter={() => setActive(index)}
                className={cn(
                  'flex cursor-pointer gap-3 px-3 py-2 text-sm',
                  index === active ? 'bg-accent text-accent-foreground' : '',
                )}
              >
                <ProductImage
                  src={product.thumbnailUrl}
                  alt=""
                  label={t('products.states.noImage')}
                  className="size-12 shrink-0"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate font-medium">{product.name}</span>
                    <span className="shrink-0 tabular-nums">{formatPrice(product.price)}</span>
                  </div>
                  <div className="text-muted-foreground flex gap-2 text-xs">
                    <span className="font-mono">{product.reference}</span>
                    <span>·</span>
                    <span>{product.category}</span>
                  </div>
                  {product.description ? (
                    <p className="text-muted-foreground truncate text-xs">{product.description}</p>
                  ) : null}
                </div>
              </li>
            ))
          : null}
      </ul>
    </div>
  );
}
