/** Test fixtures of the purchase orders (test-only): two companies, suppliers, quotations, users. */
import type { PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { demandeProducts, demandes, quotationLines, quotations, suppliers } from '../../db/schema/index';
import type { Db } from '../../db/client';
import type { Config } from '../../platform/config';
import { jsonCaller } from '../../../test/access';
import { allModulesBut, signInUsers, type SignedIn } from '../../../test/fixture';
import { expectStatus, salesCompanies, type SalesCompanies } from '../orders/testing';

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

/**
 * A sent purchase order: the draft of `draftBody` (with `overrides`) created and sent as `cookie`
 * (the fixture's first user unless given).
 */
export async function sentOrder(
  f: PurchasesFixture,
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<PurchaseOrderDetail> {
  const draft = expectStatus(await f.call('POST', '/api/purchases', draftBody(f, overrides), cookie), 201)
    .purchaseOrder as PurchaseOrderDetail;
  return expectStatus(await f.call('POST', `/api/purchases/${draft.id}/actions/send`, undefined, cookie), 200)
    .purchaseOrder as PurchaseOrderDetail;
}

/**
 * The default order sent and received once: 10,000 buttons at 0.0375 CNY (100 rejected) and 2.5
 * zippers at 12.3456 CNY; with `measures`, their weights and volumes (50 kg, 0.2 m³; 5 kg, 0.05 m³).
 * The order as the receipt answers it.
 */
export async function receivedOrder(
  f: PurchasesFixture,
  { measures = false, cookie }: { measures?: boolean; cookie?: string } = {},
): Promise<PurchaseOrderDetail> {
  const order = await sentOrder(f, {}, cookie);
  const measured = (weight: string, volume: string) => (measures ? { weight, volume } : {});
  const body = {
    date: '2026-11-20',
    lines: [
      {
        orderLineId: order.lines[0]!.id,
        received: '10000',
        rejected: '100',
        rejectionReason: 'Nacre fendue',
        ...measured('50', '0.2'),
      },
      { orderLineId: order.lines[1]!.id, received: '2.5', ...measured('5', '0.05') },
    ],
  };
  return expectStatus(await f.call('POST', `/api/purchases/${order.id}/receipts`, body, cookie), 201)
    .purchaseOrder as PurchaseOrderDetail;
}
