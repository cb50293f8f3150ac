/** The grid's filters live in the URL (linkable views): q, category, zone, page. */
import { PRODUCT_CATEGORIES, ZONES } from '@comptoir/core/modules/catalogue';
import { PRICELIST_DEFAULT_PAGE_SIZE } from '@comptoir/core/modules/pricelist';
import { useListState } from '@/components/list';

export function usePriceListParams() {
  return useListState({
    filters: { category: PRODUCT_CATEGORIES, zone: ZONES },
    pageSize: PRICELIST_DEFAULT_PAGE_SIZE,
  });
}
