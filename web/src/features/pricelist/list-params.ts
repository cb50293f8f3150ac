/** The grid's filters live in the URL (linkable views): q, category, zone, page. */
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';
import { PRODUCT_CATEGORIES, ZONES, type ProductCategory, type Zone } from '@comptoir/core/modules/catalogue';
import { PRICELIST_DEFAULT_PAGE_SIZE } from '@comptoir/core/modules/pricelist';

export interface PriceListParams {
  q: string;
  category: ProductCategory | '';
  zone: Zone | '';
  page: number;
}

export function usePriceListParams() {
  const { search, update } = useListSearchParams();
  const category = search.get('category') ?? '';
  const zone = search.get('zone') ?? '';
  const params: PriceListParams = {
    q: search.get('q') ?? '',
    category: oneOf<ProductCategory | ''>(category, PRODUCT_CATEGORIES, ''),
    zone: oneOf<Zone | ''>(zone, ZONES, ''),
    page: positiveInt(search.get('page'), 1),
  };

  return { params, update, pageSize: PRICELIST_DEFAULT_PAGE_SIZE };
}
