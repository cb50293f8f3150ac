import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@comptoir/core/modules/products';
import { ProductImage } from '@/components/catalogue/ProductImage';
import { DataTable, actionsColumn, column, type ColumnDef } from '@/components/list';
import { Badge } from '@/components/ui/badge';
import { formatPrice } from '@/lib/format';
import { useCategoryLabel } from '@/lib/categories';

/** A view of the products (cards or a table): the page's products and each one's actions. */
export interface ProductViewProps {
  items: Product[];
  actions: (product: Product) => ReactNode;
}

/** The products as cards (the default view), each with its actions. */
export function ProductGrid({ items, actions }: ProductViewProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label={t('products.title')}>
      {items.map((product) => (
        <li key={product.id} className="bg-background flex flex-col overflow-hidden rounded-lg border">
          <ProductImage
            src={product.thumbnailUrl}
            alt={product.name}
            label={t('products.states.noImage')}
            className="aspect-[4/3] w-full rounded-none"
          />
          <div className="flex flex-1 flex-col gap-1 p-3">
            <div className="flex items-start justify-between gap-2">
              <h3 className="leading-tight font-medium">{product.name}</h3>
              <Badge>{categoryLabel(product.category)}</Badge>
            </div>
            <p className="text-muted-foreground font-mono text-xs">{product.reference}</p>
            <p className="text-muted-foreground line-clamp-2 text-sm">{product.description}</p>
            <div className="mt-auto flex items-center justify-between pt-2">
              <span className="font-semibold tabular-nums">{formatPrice(product.price)}</span>
              <span className="text-muted-foreground text-xs tabular-nums">
                {t('products.fields.quantity')}: {product.quantity}
              </span>
            </div>
            {actions(product)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The products as a table, each row with its actions. */
export function ProductTable({ items, actions }: ProductViewProps) {
  const { t } = useTranslation();
  const categoryLabel = useCategoryLabel();
  const field = (key: 'name' | 'reference' | 'category' | 'price' | 'quantity' | 'supplier' | 'actions') =>
    t(`products.fields.${key}`);
  const columns: ColumnDef<Product>[] = [
    column(
      'image',
      () => <span className="sr-only">{t('products.fields.image')}</span>,
      (product) => (
        <ProductImage
          src={product.thumbnailUrl}
          alt=""
          label={t('products.states.noImage')}
          className="size-10"
        />
      ),
    ),
    column('name', field('name'), (product) => product.name, 'font-medium'),
    column('reference', field('reference'), (product) => product.reference, 'font-mono text-xs'),
    column('category', field('category'), (product) => categoryLabel(product.category)),
    column('price', field('price'), (product) => formatPrice(product.price), 'tabular-nums'),
    column('quantity', field('quantity'), (product) => product.quantity, 'tabular-nums'),
    column('supplier', field('supplier'), (product) => product.supplierName),
    actionsColumn(field('actions'), actions),
  ];
  return <DataTable rows={items} columns={columns} minWidth="min-w-[48rem]" />;
}
