/** Test fixtures of the purchase orders (test-only): two companies, suppliers, quotations, users. */
import { demandeProducts, demandes, quotationLines, quotations, suppliers } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { Config } from '../../platform/config';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import { salesCompanies, type SalesCompanies } from '../orders/testing';

export interface PurchasesFixture extends SalesCompanies {
  supplier: { id: string; name: string };
  otherSupplier: { id: string; name: string };
  /** Approved quotations of `supplier` in CNY: one with two lines, one without lines. */
  approved: { withLines: string; withoutLines: string };
  /** A pending quotation of `supplier`, and an approved one of `otherSupplier`. */
  pending: string;
  otherApproved: string;
  users: {
    /** Manager with purchases, company A. */
    manager: SignedIn;
    /** Manager with purchases, company B only. */
    managerB: SignedIn;
    viewer: SignedIn;
    /** Every module but purchases. */
    outsider: SignedIn;
    superAdmin: SignedIn;
  };
  call: ReturnType<typeof jsonCaller>;
}

async function insertQuotation(
  db: Db,
  requestedProductId: string,
  supplier: { id: string; name: string },
  spec: { status: string; totalPrice: string; quantity?: string },
) {
  const [row] = await db
    .insert(quotations)
    .values({
      requestedProductId,
      supplierId: supplier.id,
      supplierName: supplier.name,
      totalPrice: spec.totalPrice,
      quantity: spec.quantity ?? null,
      currency: 'CNY',
      status: spec.status,
    })
    .returning({ id: quotations.id });
  return row!.id;
}

export async function setupPurchases(overrides: Partial<Config> = {}): Promise<PurchasesFixture> {
  const companies = await salesCompanies(overrides);
  const { ctx, db, companyA, companyB } = companies;
  const [supplier, otherSupplier] = await db
    .insert(suppliers)
    .values([
      { name: 'Ningbo Buttons Co.', country: 'CN' },
      { name: 'Shenzhen Zippers Ltd', country: 'CN' },
    ])
    .returning({ id: suppliers.id, name: suppliers.name });
  const users = await signInUsers(ctx, {
    manager: { role: 'Manager', modules: ['purchases'], companyIds: [companyA.id] },
    managerB: { role: 'Manager', modules: ['purchases'], companyIds: [companyB.id] },
    viewer: { role: 'Viewer', modules: ['purchases'], companyIds: [companyA.id] },
    outsider: { role: 'Manager', modules: allModulesBut('purchases'), companyIds: [companyA.id] },
    superAdmin: { role: 'Super Admin', modules: [], isSuperAdmin: true },
  });
  const [demande] = await db
    .insert(demandes)
    .values({
      title: 'Boutons nacre',
      description: 'Boutons 4 trous',
      category: 'Mercerie',
      deadline: '2026-12-01',
      client: 'Client Alpha',
      createdBy: users.manager.id,
    })
    .returning({ id: demandes.id });
  const [product] = await db
    .insert(demandeProducts)
    .values({ demandeId: demande!.id, name: 'Bouton nacre 15 mm' })
    .returning({ id: demandeProducts.id });
  const dp = product!.id;
  const withLines = await insertQuotation(db, dp, supplier!, { status: 'approved', totalPrice: '1287.50' });
  await db.insert(quotationLines).values([
    {
      quotationId: withLines,
      position: 0,
      name: 'Bouton nacre',
      description: '15 mm, 4 trous',
      quantity: '10000',
      unit: 'pcs',
      unitPrice: '0.1125',
      total: '1125.00',
      specifications: 'Couleur ivoire',
    },
    {
      quotationId: withLines,
      position: 1,
      name: 'Emballage',
      quantity: '50',
      unitPrice: '3.25',
      total: '162.50',
    },
  ]);
  const withoutLines = await insertQuotation(db, dp, supplier!, {
    status: 'approved',
    totalPrice: '100',
    quantity: '3',
  });
  const pending = await insertQuotation(db, dp, supplier!, { status: 'pending', totalPrice: '10' });
  const otherApproved = await insertQuotation(db, dp, otherSupplier!, {
    status: 'approved',
    totalPrice: '10',
  });
  const call = jsonCaller(
    () => ctx.app,
    () => users.manager.cookie,
  );
  return {
    ...companies,
    supplier: supplier!,
    otherSupplier: otherSupplier!,
    approved: { withLines, withoutLines },
    pending,
    otherApproved,
    users,
    call,
  };
}

/** A valid draft body for company A and the fixture's supplier, `overrides` applied. */
export const draftBody = (f: PurchasesFixture, overrides: Record<string, unknown> = {}) => ({
  companyId: f.companyA.id,
  supplierId: f.supplier.id,
  contactPerson: 'Mme Li',
  currency: 'CNY',
  incoterm: 'FOB',
  incotermPlace: 'Ningbo',
  requestedDate: '2026-12-15',
  paymentSchedule: [
    { label: 'Acompte', percent: '30', due: 'order' },
    { label: 'Solde', percent: '70', due: 'before_shipment' },
  ],
  notes: 'Livraison en cartons de 500',
  lines: [
    { description: 'Bouton nacre 15 mm', quantity: '10000', unit: 'pcs', unitPrice: '0.0375' },
    { description: 'Fermeture éclair 20 cm', quantity: '2.5', unitPrice: '12.3456' },
  ],
  ...overrides,
});
