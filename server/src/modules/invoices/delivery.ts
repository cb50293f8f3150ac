import type { InvoiceDetail } from '@comptoir/core/modules/invoices';

const flat = (address: string | null | undefined) =>
  (address ?? '')
    .replace(/[\s,]+/g, ' ')
    .trim()
    .toLowerCase();

/**
 * The delivery address printed and carried as deliver-to (issue 27 §2): the invoice's, when given
 * and not the billing address (compared without line breaks, commas or case).
 */
export function deliveryAddressOf(invoice: Pick<InvoiceDetail, 'deliveryAddress' | 'party'>): string | null {
  const delivery = invoice.deliveryAddress?.trim();
  return delivery && flat(delivery) !== flat(invoice.party.address) ? delivery : null;
}
