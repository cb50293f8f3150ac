/** Server calls of the invoices module (react-query). */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListOrdersResponse, Quote } from '@comptoir/core/modules/sales';
import type {
  ClientInvoicing,
  CreateInvoiceInput,
  CreditNoteBody,
  IncomingInvoiceInput,
  IncomingSuggestions,
  InvoiceDetail,
  InvoicePatchInput,
  InvoiceResponse,
  ListInvoicesResponse,
  OrderInvoicing,
  PaymentInput,
} from '@comptoir/core/modules/invoices';
import { api, queryString } from '@/lib/api';
import { CLIENTS_KEY, ORDERS_KEY } from '@/components/sales/keys';
import { refetchWhileMailQueued } from '@/components/sales/MailStatus';
import { useInvalidateKeys } from '@/lib/query-client';

export { errorMessage } from '@/components/sales/api';

export const INVOICES_KEY = ['invoices'] as const;

type Params = Record<string, string | number | undefined>;

export const invoiceKeys = {
  list: (params: Params) => [...INVOICES_KEY, 'list', params] as const,
  detail: (id: string) => [...INVOICES_KEY, 'detail', id] as const,
  suggestions: (jobId: string) => [...INVOICES_KEY, 'suggestions', jobId] as const,
  orderInvoicing: (orderId: string) => [...ORDERS_KEY, 'invoicing', orderId] as const,
  clientInvoicing: (clientId: string) => [...CLIENTS_KEY, 'invoicing', clientId] as const,
  acceptedQuotes: (q: string) => [...INVOICES_KEY, 'accepted-quotes', q] as const,
};

export function useInvoicesList(params: Params, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.list(params),
    queryFn: ({ signal }) =>
      api.get<ListInvoicesResponse>(`/api/invoices?${queryString(params)}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
    retry: false,
  });
}

export function useInvoice(id: string) {
  return useQuery({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => api.get<InvoiceDetail>(`/api/invoices/${id}`, { signal }),
    retry: false,
    refetchInterval: refetchWhileMailQueued,
  });
}

/** The invoice's PDF (Factur-X), downloaded by a link: the server names the file. */
export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
/** The original file of an incoming invoice. */
export const invoiceFileUrl = (id: string) => `/api/invoices/${id}/file`;
/** The filtered list (xlsx, csv) or the FEC journals of a period. */
export const invoiceExportUrl = (params: Params & { format: 'xlsx' | 'csv' | 'fec' }) =>
  `/api/invoices/export?${queryString(params)}`;

/** What an order has been invoiced and what remains (order detail, creation from an order). */
export function useOrderInvoicing(orderId: string | null, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.orderInvoicing(orderId ?? ''),
    queryFn: ({ signal }) => api.get<OrderInvoicing>(`/api/orders/${orderId}/invoicing`, { signal }),
    enabled: enabled && Boolean(orderId),
    retry: false,
  });
}

/** A client's invoices and balance due (client detail). */
export function useClientInvoicing(clientId: string, enabled = true) {
  return useQuery({
    queryKey: invoiceKeys.clientInvoicing(clientId),
    queryFn: ({ signal }) => api.get<ClientInvoicing>(`/api/clients/${clientId}/invoicing`, { signal }),
    enabled,
    retry: false,
  });
}

/** Accepted quotes matching `q`: an invoice may be made from one. */
export function useAcceptedQuotes(q: string, enabled: boolean) {
  return useQuery({
    queryKey: invoiceKeys.acceptedQuotes(q),
    queryFn: ({ signal }) =>
      api.get<{ items: Quote[] }>(
        `/api/quotes?${queryString({ status: 'accepted', q, pageSize: 20, sort: 'createdAt', order: 'desc' })}`,
        { signal },
      ),
    enabled,
    retry: false,
    staleTime: 10_000,
  });
}

/** Orders matching `q` that may be invoiced (confirmed, shipped or delivered). */
export function useInvoiceableOrders(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'invoiceable', q] as const,
    queryFn: async ({ signal }) => {
      const answer = await api.get<ListOrdersResponse>(
        `/api/orders?${queryString({ q, pageSize: 50, sort: 'createdAt', order: 'desc' })}`,
        { signal },
      );
      return answer.items.filter((o) => ['confirmed', 'shipped', 'delivered'].includes(o.status));
    },
    enabled,
    retry: false,
    staleTime: 10_000,
  });
}

/** What 'Valider' would match (supplier, order, quotation) and the possible duplicates. */
export function useIncomingSuggestions(jobId: string | null) {
  return useQuery({
    queryKey: invoiceKeys.suggestions(jobId ?? ''),
    queryFn: ({ signal }) =>
      api.get<IncomingSuggestions>(
        `/api/invoices/incoming/suggestions?${queryString({ extractionJobId: jobId })}`,
        { signal },
      ),
    enabled: Boolean(jobId),
    retry: false,
  });
}

function useInvalidate() {
  // An order shows what remains to invoice; a client its balance.
  return useInvalidateKeys(INVOICES_KEY, ORDERS_KEY, CLIENTS_KEY);
}

function useInvoiceMutation<B>(request: (body: B) => Promise<InvoiceResponse>) {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: request, onSettled: invalidate });
}

export function useCreateInvoice() {
  return useInvoiceMutation((body: CreateInvoiceInput) => api.post<InvoiceResponse>('/api/invoices', body));
}

export function useUpdateInvoice(id: string) {
  return useInvoiceMutation((body: InvoicePatchInput) =>
    api.patch<InvoiceResponse>(`/api/invoices/${id}`, body),
  );
}

export function useDeleteInvoice(id: string) {
  const queryClient = useQueryClient();
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: () => api.delete<{ message: string }>(`/api/invoices/${id}`),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: invoiceKeys.detail(id) });
      return invalidate();
    },
  });
}

/** 'Émettre', 'Envoyer', 'Relancer', 'Valider pour paiement': one POST each. */
export function useInvoiceAction(id: string) {
  return useInvoiceMutation(
    ({ action, body }: { action: 'issue' | 'send' | 'remind' | 'approve'; body?: unknown }) =>
      api.post<InvoiceResponse & { emailed?: boolean }>(`/api/invoices/${id}/${action}`, body ?? {}),
  );
}

export function useCreditNote(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: Omit<CreditNoteBody, 'issueDate'> & { issueDate?: string }) =>
      api.post<{ invoice: InvoiceDetail; creditNote: InvoiceDetail; message: string }>(
        `/api/invoices/${id}/credit-note`,
        body,
      ),
    onSettled: invalidate,
  });
}

export function useRecordPayment(id: string) {
  return useInvoiceMutation((body: PaymentInput) =>
    api.post<InvoiceResponse>(`/api/invoices/${id}/payments`, body),
  );
}

export function useDeletePayment(id: string) {
  return useInvoiceMutation((paymentId: string) =>
    api.delete<InvoiceResponse>(`/api/invoices/${id}/payments/${paymentId}`),
  );
}

export function useCreateIncoming() {
  return useInvoiceMutation((body: IncomingInvoiceInput) =>
    api.post<InvoiceResponse>('/api/invoices/incoming', body),
  );
}

export function useRejectIncoming() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: { extractionJobId: string; reason: string }) =>
      api.post<{ message: string }>('/api/invoices/incoming/reject', body),
    onSettled: invalidate,
  });
}
