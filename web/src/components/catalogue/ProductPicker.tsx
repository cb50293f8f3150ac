import { useTranslation } from 'react-i18next';
import { PICKER_DEBOUNCE_MS, type Product } from '@comptoir/core/modules/products';
import { productsApi } from '@comptoir/core/modules/products.routes';
import { PRODUCTS_KEY } from '@/lib/query-keys';
import { useGet } from '@/lib/queries';
import { cn } from '@/lib/utils';
import { formatPrice } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { ComboboxList, ComboboxSearch, comboboxStatus, useCombobox } from '@/components/ui/combobox';
import { ProductImage } from './ProductImage';
import { useCategoryLabel } from '@/lib/categories';

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
  const categoryLabel = useCategoryLabel();
  const box = useCombobox();
  const { id, text, open } = box;
  const q = useDebouncedValue(text.trim(), PICKER_DEBOUNCE_MS);

  const results = useGet(
    [...PRODUCTS_KEY, 'picker', q, limit],
    productsApi.list,
    { query: { q, pageSize: limit, sort: 'name' } },
    { enabled: open, staleTime: 10_000 },
  );
  const items = results.data?.items ?? [];
  const waiting = results.isFetching || text.trim() !== q;

  const choose = (product: Product) => {
    onSelect(product);
    box.setText(product.name);
    box.close();
  };

  const status = comboboxStatus(results, waiting, items.length, (state) => t(`products.picker.${state}`));

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={`${id}-input`} className="mb-1 block text-sm font-medium">
        {label ?? t('products.picker.label')}
      </label>
      <ComboboxSearch busy={open && waiting} iconTop="top-2.5">
        <input
          id={`${id}-input`}
          {...box.inputProps({ items, choose, homeEnd: true, clearOnEscape: true })}
          placeholder={t('products.picker.placeholder')}
          className="border-input bg-background focus-visible:ring-ring h-9 w-full rounded-md border py-1 pr-8 pl-8 text-sm focus-visible:ring-2 focus-visible:outline-none"
        />
      </ComboboxSearch>
      <ComboboxList
        {...box.listProps(items, choose)}
        label={label ?? t('products.picker.label')}
        status={status}
        maxHeight="max-h-96"
        optionClassName="flex gap-3"
      >
        {(product) => (
          <>
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
                <span>{categoryLabel(product.category)}</span>
              </div>
              {product.description ? (
                <p className="text-muted-foreground truncate text-xs">{product.description}</p>
              ) : null}
            </div>
          </>
        )}
      </ComboboxList>
    </div>
  );
}
