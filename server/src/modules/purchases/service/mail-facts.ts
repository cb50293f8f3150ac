/**
 * What a purchase order's detail says of its e-mails to the supplier (the latest one, and whom and
 * in which language 'Envoyer par e-mail' writes by default), and the supplier's language: read by
 * the detail, the PDF and the e-mail alike, so this file imports none of them.
 */
import { eq } from 'drizzle-orm';
import type { PurchaseOrderDetail, PurchasePdfLanguage } from '@comptoir/core/modules/purchases-api';
import { suppliers } from '../../../db/schema/index';
import { latestMail } from '../../../platform/mail-outbox';
import type { Runner } from '../../../platform/service';

/** The supplier's language from its country (its code or its name in French or English). */
export function supplierLanguage(country: string | null): PurchasePdfLanguage {
  const c = (country ?? '').trim().toLowerCase();
  if (['cn', 'hk', 'tw', 'mo', 'chine', 'china', '中国'].includes(c)) return 'zh';
  if (['fr', 'france', 'be', 'belgique', 'ch', 'suisse', 'lu', 'luxembourg'].includes(c)) return 'fr';
  return 'en';
}

/** The language of the e-mail and its PDF by default: the supplier's (from its country), else French. */
export const defaultLanguage = (country: string | null): PurchasePdfLanguage =>
  country?.trim() ? supplierLanguage(country) : 'fr';

/** What the order's detail says of its e-mails: the latest one, and whom and how 'Envoyer par e-mail' writes to by default. */
export async function purchaseMailFacts(
  db: Runner,
  orderId: string,
  supplierId: string,
): Promise<Pick<PurchaseOrderDetail, 'mail' | 'mailDefaults'>> {
  const [mail, [supplier]] = await Promise.all([
    latestMail(db, orderId, ['purchase_order']),
    db
      .select({ email: suppliers.email, country: suppliers.country })
      .from(suppliers)
      .where(eq(suppliers.id, supplierId)),
  ]);
  return {
    mail,
    mailDefaults: {
      to: supplier?.email?.trim() || null,
      language: defaultLanguage(supplier?.country ?? null),
    },
  };
}
