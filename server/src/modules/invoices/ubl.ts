/** GET /api/invoices/:id/ubl: an issued invoice or credit note as Peppol BIS Billing 3.0 UBL. */
import type { Db } from '../../db/client';
import type { AuthContext } from '../../platform/access';
import { AppError } from '../../platform/errors';
import { eInvoiceData, toUbl } from './facturx';
import { eInvoiceParties } from './pdf';
import { getInvoice } from './read';

export async function invoiceUbl(
  db: Db,
  auth: AuthContext,
  id: string,
): Promise<{ xml: string; fileName: string }> {
  const invoice = await getInvoice(db, auth, id);
  if (invoice.direction !== 'outgoing') throw new AppError(409, 'no_ubl', 'invoices.errors.incomingUbl');
  if (invoice.status === 'draft' || !invoice.number)
    throw new AppError(409, 'draft_ubl', 'invoices.errors.draftUbl');
  const { seller, credited } = await eInvoiceParties(db, invoice);
  return { xml: await toUbl(eInvoiceData(invoice, seller, credited)), fileName: `${invoice.number}.xml` };
}
