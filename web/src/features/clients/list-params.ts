/**
 * The view lives in the URL (linkable): q, status, kind, page filter the list, `tab` switches to
 * the companies, `id` is the open client.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import {
  CLIENT_STATUSES,
  CLIENTS_DEFAULT_PAGE_SIZE,
  type ClientStatus,
} from '@comptoir/core/modules/clients';
import { oneOf, positiveInt, useListSearchParams } from '@/lib/list-params';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS = ['vip', 'prospect'] as const;

export interface ClientListParams {
  q: string;
  status: ClientStatus | '';
  kind: (typeof KINDS)[number] | '';
  page: number;
  tab: 'clients' | 'companies';
  /** The open client. */
  id: string;
}

/** Opening a client or switching the tab keeps the list's page. */
const KEEP_PAGE_ON = ['id', 'tab'] as const;

export function useClientListParams() {
  const { search, update } = useListSearchParams(KEEP_PAGE_ON);
  const [, setSearch] = useSearchParams();
  const id = search.get('id') ?? '';
  const params: ClientListParams = {
    q: search.get('q') ?? '',
    status: oneOf<ClientStatus | ''>(search.get('status'), CLIENT_STATUSES, ''),
    kind: oneOf<ClientListParams['kind']>(search.get('kind'), KINDS, ''),
    page: positiveInt(search.get('page'), 1),
    tab: search.get('tab') === 'companies' ? 'companies' : 'clients',
    id: UUID.test(id) ? id : '',
  };
  const apiParams = {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    kind: params.kind || undefined,
    page: params.page,
    pageSize: CLIENTS_DEFAULT_PAGE_SIZE,
  };

  /** Opens a client (a new history entry, so Back returns to the list) or closes it. */
  const select = useCallback(
    (next: string | undefined) => {
      setSearch(
        (previous) => {
          const out = new URLSearchParams(previous);
          if (next) out.set('id', next);
          else out.delete('id');
          return out;
        },
        { replace: !next },
      );
    },
    [setSearch],
  );

  /** The URL of a client, keeping the current view. */
  const hrefFor = (next: string) => {
    const out = new URLSearchParams(search);
    out.set('id', next);
    return `?${out.toString()}`;
  };

  return { params, apiParams, update, select, hrefFor };
}
