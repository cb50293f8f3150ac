/** Server calls shared by the sales documents' screens, through the routes declared in core. */
import { clientsApi } from '@comptoir/core/modules/clients.routes';
import { quotesApi } from '@comptoir/core/modules/quotes.routes';
import { settingsApi } from '@comptoir/core/modules/settings.routes';
import type { QueryKey } from '@tanstack/react-query';
import type { AnyRoute, ResponseOf } from '@comptoir/core/route';
import { call, type ArgsOf } from '@/lib/api';
import { useGet, type GetOptions } from '@/lib/queries';
import { CLIENTS_KEY } from './keys';
import { refetchWhileMailQueued } from './MailStatus';

/** How many clients the client picker lists. */
export const CLIENT_PICKER_SIZE = 20;

export { errorMessage } from '@/lib/api';

/** A product's unit price for a client (its zone's price list price today, else the product's). */
export const fetchLinePrice = (productId: string, clientId: string) =>
  call(quotesApi.linePrice, { query: { productId, clientId } });

/** Clients matching `q` (name, e-mail, phone) for the client picker. */
export const useClientSearch = (q: string, enabled: boolean) =>
  useGet(
    [...CLIENTS_KEY, 'picker', q],
    clientsApi.list,
    { query: { q, pageSize: CLIENT_PICKER_SIZE, sort: 'name', order: 'asc' } },
    { enabled, staleTime: 10_000 },
  );

/** What new documents take from the company's settings (the default VAT rate of a new line). */
export const useCompanyDefaults = () =>
  useGet(['settings', 'company', 'defaults'], settingsApi.companyDefaults, {}, { staleTime: 60_000 });

const WHILE_MAILING = { refetchInterval: refetchWhileMailQueued };

/** A document that is e-mailed (a quote, an invoice): its detail, read again while its e-mail is on its way. */
export const useMailedDocument = <R extends AnyRoute & { method: 'GET' }>(
  key: QueryKey,
  route: R,
  id: string,
) => useGet(key, route, { params: { id } } as ArgsOf<R>[0], WHILE_MAILING as GetOptions<ResponseOf<R>>);
