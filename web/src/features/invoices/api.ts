/** Server calls of the invoices module (react-query), through the routes declared in core. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateInvoiceInput,
  CreditNoteBody,
  IncomingInvoiceInput,
  InvoicePatchInput,
  PaymentInput,
} from '@comptoir/core/modules/invoices';
import { invoicesApi } from '@comptoir/core/modules/invoices.routes';
import { ordersApi } from '@comptoir/core/modules/orders.routes';
import { quotesApi } from '@comptoir/core/modules/quotes.routes';
import type { BodyOf, QueryOf } from '@comptoir/core/route';
import { call, urlOf } from '@/lib/api';
import { CLIENTS_KEY, ORDERS_KEY } from '@/components/sales/keys';
import { useMailedDocument } from '@/components/sales/api';
import { useChange, useDeleteShown, useGet, useListQuery, type Params } from '@/lib/queries';

export { errorMessage } from '@/components/sales/api';

export const INVOICES_KEY = ['invoices'] as const;

export const invoiceKeys = {
  detail: (id: string) => [...INVOICES_KEY, 'detail', id] as const,
  /**
   * Not under INVOICES_KEY: validating or rejecting an analysis uses its extraction job up, and
   * reading its suggestions again then answers 409 ('extraction_used'); see useIncomingChange.
   */
  suggestions: (jobId: string) => ['incoming-suggestions', jobId] as const,
  orderInvoicing: (orderId: string) => [...ORDERS_KEY, 'invoicing', orderId] as const,
  clientInvoicing: (clientId: string) => [...CLIENTS_KEY, 'invoicing', clientId] as const,
  acceptedQuotes: (q: string) => [...INVOICES_KEY, 'accepted-quotes', q] as const,
};

export const useInvoicesList = (params: Params, enabled = true) =>
  useListQuery(INVOICES_KEY, invoicesApi.list, params, { enabled });

export const useInvoice = (id: string) => useMailedDocument(invoiceKeys.detail(id), invoicesApi.read, id);

/** The invoice's PDF (Factur-X), downloaded by a link: the server names the file. */
export const invoicePdfUrl = (id: string) => urlOf(invoicesApi.pdf, { params: { id } });
/** The Peppol BIS Billing 3.0 UBL of an issued invoice or credit note. */
export const invoiceUblUrl = (id: string) => urlOf(invoicesApi.ubl, { params: { id } });
/** The original file of an incoming invoice. */
export const invoiceFileUrl = (id: string) => urlOf(invoicesApi.file, { params: { id } });
/** The filtered list (xlsx, csv) or the FEC journals of a period. */
export const invoiceExportUrl = (query: Partial<QueryOf<typeof invoicesApi.export>>) =>
  urlOf(invoicesApi.export, { query });

/** What an order has been invoiced and what remains (order detail, creation from an order). */
export const useOrderInvoicing = (orderId: string | null, enabled = true) =>
  useGet(
    invoiceKeys.orderInvoicing(orderId ?? ''),
    invoicesApi.orderInvoicing,
    { params: { id: orderId ?? '' } },
    { enabled: enabled && Boolean(orderId) },
  );

/** A client's invoices and balance due (client detail). */
export const useClientInvoicing = (clientId: string, enabled = true) =>
  useGet(
    invoiceKeys.clientInvoicing(clientId),
    invoicesApi.clientInvoicing,
    { params: { id: clientId } },
    { enabled },
  );

/** Accepted quotes matching `q`: an invoice may be made from one. */
export const useAcceptedQuotes = (q: string, enabled: boolean) =>
  useGet(
    invoiceKeys.acceptedQuotes(q),
    quotesApi.list,
    { query: { status: 'accepted', q, pageSize: 20, sort: 'createdAt', order: 'desc' } },
    { enabled, staleTime: 10_000 },
  );

/** Orders matching `q` that may be invoiced (confirmed, shipped or delivered). */
export function useInvoiceableOrders(q: string, enabled: boolean) {
  return useQuery({
    queryKey: [...ORDERS_KEY, 'invoiceable', q] as const,
    queryFn: async ({ signal }) => {
      const answer = await call(
        ordersApi.list,
        { query: { q, pageSize: 50, sort: 'createdAt', order: 'desc' } },
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
  useGet(
    invoiceKeys.suggestions(jobId ?? ''),
    invoicesApi.incomingSuggestions,
    { query: { extractionJobId: jobId ?? '' } },
    { enabled: Boolean(jobId) },
  );

/** A change to an invoice: an order shows what remains to invoice; a client its balance. */
const CHANGED = [INVOICES_KEY, ORDERS_KEY, CLIENTS_KEY];

/** An invoice's change: the lists follow whether it succeeded or not. */
const useInvoiceMutation = <V, A>(request: (body: V) => Promise<A>) => useChange(request, CHANGED, 'settled');

export function useCreateInvoice() {
  return useInvoiceMutation((body: CreateInvoiceInput) => call(invoicesApi.create, { body }));
}

export function useUpdateInvoice(id: string) {
  return useInvoiceMutation((body: InvoicePatchInput) => call(invoicesApi.update, { params: { id }, body }));
}

export const useDeleteInvoice = (id: string) =>
  useDeleteShown(invoicesApi.remove, { params: { id } }, invoiceKeys.detail(id), CHANGED);

/** An action on an invoice: 'Émettre' (its date) and 'Relancer' (its language) take a body. */
export type InvoiceAction =
  | { action: 'issue'; body: BodyOf<typeof invoicesApi.issue> }
  | { action: 'remind'; body: BodyOf<typeof invoicesApi.remind> }
  | { action: 'send' | 'approve' };

/** 'Émettre', 'Envoyer', 'Relancer', 'Valider pour paiement': one POST each. */
export function useInvoiceAction(id: string) {
  const params = { id };
  return useInvoiceMutation((input: InvoiceAction) => {
    if (input.action === 'issue') return call(invoicesApi.issue, { params, body: input.body });
    if (input.action === 'remind') return call(invoicesApi.remind, { params, body: input.body });
    return call(invoicesApi[input.action], { params });
  });
}

export function useCreditNote(id: string) {
  return useInvoiceMutation((body: Omit<CreditNoteBody, 'issueDate'> & { issueDate?: string }) =>
    call(invoicesApi.creditNote, { params: { id }, body }),
  );
}

export function useRecordPayment(id: string) {
  return useInvoiceMutation((body: PaymentInput) => call(invoicesApi.addPayment, { params: { id }, body }));
}

export function useDeletePayment(id: string) {
  return useInvoiceMutation((paymentId: string) =>
    call(invoicesApi.deletePayment, { params: { id, paymentId } }),
  );
}

/**
 * Validating ('Valider') or rejecting an analysis. The invoice lists follow either way; the
 * analysis's suggestions are read again only after a failure (a duplicate recorded meanwhile):
 * after a success its job is used up and the server would answer 409 to reading them.
 */
function useIncomingChange<V extends { extractionJobId: string }, A>(request: (body: V) => Promise<A>) {
  const queryClient = useQueryClient();
  return useInvoiceMutation(async (body: V) => {
    try {
      return await request(body);
    } catch (error) {
      void queryClient.invalidateQueries({ queryKey: invoiceKeys.suggestions(body.extractionJobId) });
      throw error;
    }
  });
}

export function useCreateIncoming() {
  return useIncomingChange((body: IncomingInvoiceInput) => call(invoicesApi.createIncoming, { body }));
}

export function useRejectIncoming() {
  return useIncomingChange((body: { extractionJobId: string; reason: string }) =>
    call(invoicesApi.rejectIncoming, { body }),
  );
}
