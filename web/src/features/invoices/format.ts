/** Display helpers of the invoices screens. */
import type { Invoice } from '@comptoir/core/modules/invoices';
import { formatPrice } from '@/lib/format';

export { formatIsoDate, isoDay } from '@/components/sales/format';

/** An amount of the invoice's currency. */
export const invoiceMoney = (invoice: Pick<Invoice, 'currency'>, amount: string) =>
  formatPrice({ amount, currency: invoice.currency });

/** A calendar day (YYYY-MM-DD) from the URL, or '' when it is not one. */
export function dayParam(value: string | null): string {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))
    ? value
    : '';
}
