/**
 * The view lives in the URL (linkable): q, status, kind, page filter the list, `tab` switches to
 * the companies, `id` is the open client.
 */
import { CLIENT_STATUSES, CLIENTS_DEFAULT_PAGE_SIZE } from '@comptoir/core/modules/clients';
import { useListState } from '@/components/list';

const KINDS = ['vip', 'prospect'] as const;
const VIEWS = { tab: ['clients', 'companies'] } as const;

export function useClientListParams() {
  return useListState({
    filters: { status: CLIENT_STATUSES, kind: KINDS },
    pageSize: CLIENTS_DEFAULT_PAGE_SIZE,
    views: VIEWS,
  });
}
