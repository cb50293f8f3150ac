/** List filters live in the URL (linkable views): q, category, sort, order, page, view, tab. */
import { PRODUCT_CATEGORIES } from '@comptoir/core/modules/catalogue';
import { PRODUCTS_DEFAULT_PAGE_SIZE, PRODUCT_SORTS } from '@comptoir/core/modules/products';
import { useListState } from '@/components/list';

/** Switching the view or the tab keeps the page. */
const VIEWS = { view: ['grid', 'table'], tab: ['products', 'suppliers'] } as const;

export function useProductListParams() {
  const list = useListState({
    filters: { category: PRODUCT_CATEGORIES },
    sorts: PRODUCT_SORTS,
    defaultOrder: 'asc',
    pageSize: PRODUCTS_DEFAULT_PAGE_SIZE,
    views: VIEWS,
  });
  /** What the export takes: the list's filters without the paging. */
  const { q, category, sort, order } = list.query;
  return { ...list, exportFilters: { q, category, sort, order } };
}
