import { and, eq, inArray, sql } from 'drizzle-orm';
import type { QuotationCurrency } from '@comptoir/core/modules/quotations';
import type { Db } from '../../db/client';
import { demandeProducts, demandes, quotations, suppliers, users } from '../../db/schema/index';
import type { Row } from './service/read';

/** A demo quotation: the supplier's fields as stored, and when and how it was answered. */
interface DemoQuotation extends Pick<
  Row,
  | 'supplierName'
  | 'contactPerson'
  | 'email'
  | 'phone'
  | 'quotationNumber'
  | 'totalPrice'
  | 'deliveryTime'
  | 'paymentTerms'
  | 'notes'
> {
  /** Name of the demo requested product it answers. */
  product: string;
  currency: QuotationCurrency;
  quantity: string;
  /** Days from today (negative: already past, the quotation reads as expired). */
  validInDays: number;
  submittedDaysAgo: number;
  status: 'pending' | 'approved' | 'rejected';
  rating: number;
}

/** Sample supplier quotations on the demo requests' products, labelled '(démo)'. */
export const DEMO_QUOTATIONS: readonly DemoQuotation[] = [
  {
    product: 'Écouteurs Bluetooth ANC (démo)',
    supplierName: 'Shenzhen Bright Electronics (démo)',
    contactPerson: 'Li Wei (démo)',
    email: 'li.wei@bright-electronics.example',
    phone: '+86 755 8888 1234',
    quotationNumber: 'SBE-Q-0114',
    totalPrice: '17400.00',
    currency: 'USD',
    quantity: '2000',
    validInDays: 20,
    submittedDaysAgo: 6,
    status: 'pending',
    deliveryTime: '35 jours',
    paymentTerms: '30 % à la commande, 70 % à l’expédition',
    rating: 4,
    notes: 'Échantillon conforme, certificats CE et RoHS fournis. (démo)',
  },
  {
    product: 'Écouteurs Bluetooth ANC (démo)',
    supplierName: 'Dongguan SoundTech (démo)',
    contactPerson: 'Chen Jing (démo)',
    email: 'sales@soundtech.example',
    phone: '+86 769 2222 5678',
    quotationNumber: 'DST-2026-031',
    totalPrice: '118000.00',
    currency: 'CNY',
    quantity: '2000',
    validInDays: 12,
    submittedDaysAgo: 4,
    status: 'pending',
    deliveryTime: '45 jours',
    paymentTerms: 'Lettre de crédit à vue',
    rating: 3,
    notes: 'Autonomie annoncée 22 h, en dessous du cahier des charges. (démo)',
  },
  {
    product: 'Écouteurs Bluetooth ANC (démo)',
    supplierName: 'Audio Europa GmbH (démo)',
    contactPerson: 'Jonas Weber (démo)',
    email: 'j.weber@audio-europa.example',
    phone: '+49 30 1234 5678',
    quotationNumber: 'AE-7781',
    totalPrice: '19800.00',
    currency: 'EUR',
    quantity: '2000',
    validInDays: -2,
    submittedDaysAgo: 8,
    status: 'pending',
    deliveryTime: '15 jours',
    paymentTerms: '30 jours net',
    rating: 5,
    notes: 'Stock en Europe, livraison rapide ; offre arrivée à échéance. (démo)',
  },
];

const DAY = 24 * 3600 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Loads the demo quotations once (nothing when a demo product already has quotations, or when the
 * demo requests are not there). Suppliers are the catalogue's when it has them by that name, else
 * created, labelled '(démo)' like them.
 */
export async function loadDemoQuotations(db: Db): Promise<void> {
  const names = [...new Set(DEMO_QUOTATIONS.map((q) => q.product))];
  const products = await db
    .select({ id: demandeProducts.id, name: demandeProducts.name, createdBy: demandes.createdBy })
    .from(demandeProducts)
    .innerJoin(demandes, eq(demandes.id, demandeProducts.demandeId))
    .where(and(eq(demandes.isDemo, true), inArray(demandeProducts.name, names)));
  if (products.length === 0) return;
  const [existing] = await db
    .select({ id: quotations.id })
    .from(quotations)
    .where(
      inArray(
        quotations.requestedProductId,
        products.map((p) => p.id),
      ),
    )
    .limit(1);
  if (existing) return;
  const [sourcing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, 'sourcing@comptoir.demo'))
    .limit(1);

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const q of DEMO_QUOTATIONS) {
      const product = products.find((p) => p.name === q.product);
      if (!product) continue;
      let [supplier] = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(sql`lower(${suppliers.name}) = lower(${q.supplierName})`)
        .limit(1);
      if (!supplier) {
        [supplier] = await tx
          .insert(suppliers)
          .values({
            name: q.supplierName,
            contactName: q.contactPerson,
            email: q.email,
            phone: q.phone,
            isDemo: true,
          })
          .returning({ id: suppliers.id });
      }
      const submitted = new Date(now - q.submittedDaysAgo * DAY);
      await tx.insert(quotations).values({
        requestedProductId: product.id,
        supplierId: supplier!.id,
        supplierName: q.supplierName,
        contactPerson: q.contactPerson,
        email: q.email,
        phone: q.phone,
        quotationNumber: q.quotationNumber,
        totalPrice: q.totalPrice,
        currency: q.currency,
        quantity: q.quantity,
        validUntil: isoDay(new Date(now + q.validInDays * DAY)),
        status: q.status,
        submittedDate: isoDay(submitted),
        deliveryTime: q.deliveryTime,
        paymentTerms: q.paymentTerms,
        rating: q.rating,
        notes: q.notes,
        createdBy: sourcing?.id ?? product.createdBy ?? null,
        createdAt: submitted,
        updatedAt: submitted,
      });
    }
  });
}
