/** Server calls shared by the quote and order screens. */
import type { ListClientsResponse } from '@comptoir/core/modules/clients';
import type { CompanyDefaults } from '@comptoir/core/modules/settings';
import type { LinePrice } from '@comptoir/core/modules/sales';
import { api, queryString } from '@/lib/api';
import { useGet } from '@/lib/queries';
import { CLIENTS_KEY } from './keys';

/** How many clients the client picker lists. */
export const CLIENT_PICKER_SIZE = 20;

export { errorMessage } from '@/lib/api';

/** A product's unit price for a client (its zone's price list price today, else the product's). */
export function fetchLinePrice(productId: string, clientId: string): Promise<LinePrice> {
  return api.get<LinePrice>(`/api/quotes/line-price?${queryString({ productId, clientId })}`);
}

/** Clients matching `q` (name, e-mail, phone) for the client picker. */
export const useClientSearch = (q: string, enabled: boolean) =>
  useGet<ListClientsResponse>(
    [...CLIENTS_KEY, 'picker', q],
    `/api/clients?${queryString({ q, pageSize: CLIENT_PICKER_SIZE, sort: 'name', order: 'asc' })}`,
    { enabled, staleTime: 10_000 },
  );

/** What new documents take from the company's settings (the default VAT rate of a new line). */
export const useCompanyDefaults = () =>
  useGet<CompanyDefaults>(['settings', 'company', 'defaults'], '/api/settings/company/defaults', {
    staleTime: 60_000,
  });
