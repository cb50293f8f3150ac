/**
 * The view lives in the URL (linkable): q, status, priority and page filter the list, `member`
 * is the team member whose requests are shown (the team page links here), `id` the open request.
 */
import {
  DEMANDE_PRIORITIES,
  DEMANDE_STATUSES,
  type DemandePriority,
  type DemandeStatus,
} from '@comptoir/core/modules/demandes';
import { oneOf, positiveInt, useListSearchParams, useOpenRecord } from '@/lib/list-params';
import { QUOTATION_PANEL_KEYS } from '@/features/quotations';

export const DEMANDES_PAGE_SIZE = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface DemandeListParams {
  q: string;
  status: DemandeStatus | '';
  priority: DemandePriority | '';
  page: number;
  /** A team member's id: the member view. */
  member: string;
  /** The open request. */
  id: string;
}

/** Opening or closing a request keeps the list's page. */
const KEEP_PAGE_ON = ['id'] as const;

export function useDemandeListParams() {
  const { search, update, setSearch } = useListSearchParams(KEEP_PAGE_ON);
  const member = search.get('member') ?? '';
  const id = search.get('id') ?? '';
  const params: DemandeListParams = {
    q: search.get('q') ?? '',
    status: oneOf<DemandeStatus | ''>(search.get('status'), DEMANDE_STATUSES, ''),
    priority: oneOf<DemandePriority | ''>(search.get('priority'), DEMANDE_PRIORITIES, ''),
    page: positiveInt(search.get('page'), 1),
    member: UUID.test(member) ? member : '',
    id: UUID.test(id) ? id : '',
  };

  const apiParams = {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    priority: params.priority || undefined,
    memberId: params.member || undefined,
    page: params.page,
    pageSize: DEMANDES_PAGE_SIZE,
  };

  // A product's quotations panel belongs to the request it was opened in: closed with it.
  const { select, hrefFor } = useOpenRecord(search, setSearch, QUOTATION_PANEL_KEYS);

  return { params, apiParams, update, select, hrefFor };
}
