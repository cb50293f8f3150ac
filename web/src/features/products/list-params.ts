/** List filters live in the URL (linkable views): q, category, sort, order, page, view, tab. */
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';
import { PRODUCT_CATEGORIES, type ProductCategory } from '@comptoir/core/modules/catalogue';
import {
  PRODUCTS_DEFAULT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ProductSort,
  type ProductView,
} from '@comptoir/core/modules/products';

export interface ProductListParams {
  q: string;
  category: ProductCategory | '';
  sort: ProductSort;
  order: 'asc' | 'desc';
  page: number;
  view: ProductView;
  tab: 'products' | 'suppliers';
}

/** Switching the view or the tab keeps the page. */
const KEEP_PAGE_ON = ['view', 'tab'] as const;

export function useProductListParams() {
  const { search, update } = useListSearchParams(KEEP_PAGE_ON);
  const category = search.get('category') ?? '';
  const sort = search.get('sort') ?? '';
  const params: ProductListParams = {
    q: search.get('q') ?? '',
    category: oneOf<ProductCategory | ''>(category, PRODUCT_CATEGORIES, ''),
    sort: oneOf<ProductSort>(sort, PRODUCT_SORTS, 'name'),
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    page: positiveInt(search.get('page'), 1),
    view: search.get('view') === 'table' ? 'table' : 'grid',
    tab: search.get('tab') === 'suppliers' ? 'suppliers' : 'products',
  };

  const filters = {
    q: params.q.trim() || undefined,
    category: params.category || undefined,
    sort: params.sort,
    order: params.order,
  };
  const apiParams = { ...filters, page: params.page, pageSize: PRODUCTS_DEFAULT_PAGE_SIZE };
  return { params, filters, apiParams, update };
}
