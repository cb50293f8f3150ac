/** Server calls of the invoices module (react-query). */
import { useQuery } from '@tanstack/react-query';
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
import { useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';

export { errorMessage } from '@/components/sales/api';

export const INVOICES_KEY = ['invoices'] as const;

export const invoiceKeys = {
  detail: (id: string) => [...INVOICES_KEY, 'detail', id] as const,
  suggestions: (jobId: string) => [...INVOICES_KEY, 'suggestions', jobId] as const,
  orderInvoicing: (orderId: string) => [...ORDERS_KEY, 'invoicing', orderId] as const,
  clientInvoicing: (clientId: string) => [...CLIENTS_KEY, 'invoicing', clientId] as const,
  acceptedQuotes: (q: string) => [...INVOICES_KEY, 'accepted-quotes', q] as const,
};

export const useInvoicesList = (params: Params, enabled = true) =>
  useListQuery<ListInvoicesResponse>(INVOICES_KEY, '/api/invoices', params, { enabled });

export const useInvoice = (id: string) =>
  useGet<InvoiceDetail>(invoiceKeys.detail(id), `/api/invoices/${id}`, {
    refetchInterval: refetchWhileMailQueued,
  });

/** The invoice's PDF (Factur-X), downloaded by a link: the server names the file. */
export const invoicePdfUrl = (id: string) => `/api/invoices/${id}/pdf`;
/** The Peppol BIS Billing 3.0 UBL of an issued invoice or credit note. */
export const invoiceUblUrl = (id: string) => `/api/invoices/${id}/ubl`;
/** The original file of an incoming invoice. */
export const invoiceFileUrl = (id: string) => `/api/invoices/${id}/file`;
/** The filtered list (xlsx, csv) or the FEC journals of a period. */
export const invoiceExportUrl = (params: Params & { format: 'xlsx' | 'csv' | 'fec' }) =>
  `/api/invoices/export?${queryString(params)}`;

/** What an order has been invoiced and what remains (order detail, creation from an order). */
export const useOrderInvoicing = (orderId: string | null, enabled = true) =>
  useGet<OrderInvoicing>(invoiceKeys.orderInvoicing(orderId ?? ''), `/api/orders/${orderId}/invoicing`, {
    enabled: enabled && Boolean(orderId),
  });

/** A client's invoices and balance due (client detail). */
export const useClientInvoicing = (clientId: string, enabled = true) =>
  useGet<ClientInvoicing>(invoiceKeys.clientInvoicing(clientId), `/api/clients/${clientId}/invoicing`, {
    enabled,
  });

/** Accepted quotes matching `q`: an invoice may be made from one. */
export const useAcceptedQuotes = (q: string, enabled: boolean) =>
  useGet<{ items: Quote[] }>(
    invoiceKeys.acceptedQuotes(q),
    `/api/quotes?${queryString({ status: 'accepted', q, pageSize: 20, sort: 'createdAt', order: 'desc' })}`,
    { enabled, staleTime: 10_000 },
  );

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
export const useIncomingSuggestions = (jobId: string | null) =>
  useGet<IncomingSuggestions>(
    invoiceKeys.suggestions(jobId ?? ''),
    `/api/invoices/incoming/suggestions?${queryString({ extractionJobId: jobId })}`,
    { enabled: Boolean(jobId) },
  );

/** A change to an invoice: an order shows what remains to invoice; a client its balance. */
const CHANGED = [INVOICES_KEY, ORDERS_KEY, CLIENTS_KEY];

/** An invoice's change: the lists follow whether it succeeded or not. */
const useInvoiceMutation = <V, A = InvoiceResponse>(request: (body: V) => Promise<A>) =>
  useChange(request, CHANGED, 'settled');

export function useCreateInvoice() {
  return useInvoiceMutation((body: CreateInvoiceInput) => api.post<InvoiceResponse>('/api/invoices', body));
}

export function useUpdateInvoice(id: string) {
  return useInvoiceMutation((body: InvoicePatchInput) =>
    api.patch<InvoiceResponse>(`/api/invoices/${id}`, body),
  );
}

export const useDeleteInvoice = (id: string) =>
  useDeleteShown(`/api/invoices/${id}`, invoiceKeys.detail(id), CHANGED);

/** 'Émettre', 'Envoyer', 'Relancer', 'Valider pour paiement': one POST each. */
export function useInvoiceAction(id: string) {
  return useInvoiceMutation(
    ({ action, body }: { action: 'issue' | 'send' | 'remind' | 'approve'; body?: unknown }) =>
      api.post<InvoiceResponse & { emailed?: boolean }>(`/api/invoices/${id}/${action}`, body ?? {}),
  );
}

export function useCreditNote(id: string) {
  return useInvoiceMutation((body: Omit<CreditNoteBody, 'issueDate'> & { issueDate?: string }) =>
    api.post<{ invoice: InvoiceDetail; creditNote: InvoiceDetail; message: string }>(
      `/api/invoices/${id}/credit-note`,
      body,
    ),
  );
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
  return useInvoiceMutation((body: { extractionJobId: string; reason: string }) =>
    api.post<{ message: string }>('/api/invoices/incoming/reject', body),
  );
}
