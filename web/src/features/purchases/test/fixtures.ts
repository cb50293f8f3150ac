/** Purchase orders, invoice matches and shipments shaped like the server's answers, and a signed-in purchasing user, for the tests. */
import type { SessionUser } from '@comptoir/core/modules/auth';
import type {
  InvoiceMatch,
  ListPurchaseOrdersResponse,
  PurchaseOrder,
  PurchaseOrderDetail,
  SupplierSummary,
} from '@comptoir/core/modules/purchases-api';
import type { Shipment, ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { json, onePage, stubSignedIn, type ApiHandler } from '@/test/utils';

export const PO_ID = 'a0000000-0000-4000-8000-000000000001';
export const LINE_1 = 'a1000000-0000-4000-8000-000000000001';
export const LINE_2 = 'a1000000-0000-4000-8000-000000000002';
export const COMPANY = { id: 'c0000000-0000-4000-8000-000000000001', name: 'Comptoir Lyon' };
export const SUPPLIER = { id: 'b0000000-0000-4000-8000-000000000001', name: 'Ningbo Buttons Co.' };

export const BUYER: Partial<SessionUser> = {
  role: 'Manager',
  modules: ['dashboard', 'purchases', 'products'],
  companies: [COMPANY],
};

export function purchaseOrder(overrides: Partial<PurchaseOrder> = {}): PurchaseOrder {
  return {
    id: PO_ID,
    number: 'BCF-2026-00042',
    status: 'sent',
    companyId: COMPANY.id,
    companyName: COMPANY.name,
    supplier: SUPPLIER,
    contactPerson: 'Mr Wang',
    incoterm: 'FOB',
    incotermPlace: 'Ningbo',
    requestedDate: '2026-06-15',
    deliveryAddress: null,
    notes: null,
    sentAt: '2026-05-02T08:00:00.000Z',
    currency: 'CNY',
    paymentSchedule: [],
    subtotal: '1234.50',
    paid: '300.00',
    isDemo: false,
    createdAt: '2026-05-01T08:00:00.000Z',
    updatedAt: '2026-05-02T08:00:00.000Z',
    ...overrides,
  } as PurchaseOrder;
}

export function purchaseDetail(overrides: Partial<PurchaseOrderDetail> = {}): PurchaseOrderDetail {
  return {
    ...purchaseOrder(),
    lines: [
      {
        id: LINE_1,
        productId: null,
        quotationId: null,
        orderItemId: null,
        description: 'Bouton nacre 15 mm',
        quantity: '1000',
        unit: 'pcs',
        unitPrice: '0.0375',
        lineTotal: '37.50',
        specifications: '',
        received: '0',
        rejected: '0',
        accepted: '0',
        remaining: '1000',
      },
      {
        id: LINE_2,
        productId: null,
        quotationId: null,
        orderItemId: null,
        description: 'Fermeture éclair 20 cm',
        quantity: '500',
        unit: 'pcs',
        unitPrice: '2.394',
        lineTotal: '1197.00',
        specifications: '',
        received: '0',
        rejected: '0',
        accepted: '0',
        remaining: '500',
      },
    ],
    payments: [],
    receipts: [],
    ...overrides,
  } as PurchaseOrderDetail;
}

export const COUNTERS: ListPurchaseOrdersResponse['counters'] = {
  total: 45,
  draft: 3,
  sent: 12,
  confirmed: 7,
  partially_received: 5,
  received: 8,
  closed: 6,
  cancelled: 4,
};

export function listOf(
  items: PurchaseOrder[],
  page: Partial<Pick<ListPurchaseOrdersResponse, 'page' | 'pageSize' | 'total'>> = {},
): ListPurchaseOrdersResponse {
  return { ...onePage(items), counters: COUNTERS, ...page };
}

/** The supplier's record: two currencies on order, nothing paid, prices never matched. */
export function supplierSummary(overrides: Partial<SupplierSummary> = {}): SupplierSummary {
  return {
    supplier: { ...SUPPLIER, country: 'CN' },
    orders: { open: 3, received: 5, total: 9 },
    onOrder: [
      { currency: 'CNY', amount: '12345.60' },
      { currency: 'EUR', amount: '980.00' },
    ],
    received: [{ currency: 'CNY', amount: '45000.00' }],
    invoiced: [{ currency: 'CNY', amount: '44000.50' }],
    paid: [],
    onTime: { measured: 4, onTime: 3, percent: '75.0' },
    prices: { matchedInvoices: 0, differences: 0, averageGapPercent: null },
    quality: { received: '9900.5', rejected: '120', rejectedPercent: '1.2' },
    ...overrides,
  };
}

export const QUOTATION_1 = '71000000-0000-4000-8000-000000000001';
export const QUOTATION_2 = '71000000-0000-4000-8000-000000000002';

/** The supplier's two approved quotations, in yuan and in euros. */
export const APPROVED_QUOTATIONS = [
  {
    id: QUOTATION_1,
    quotationNumber: 'COT-2026-0007',
    productName: 'Bouton nacre 15 mm',
    demandeTitle: 'Boutons collection été',
    totalPrice: '3750.00',
    currency: 'CNY',
    submittedDate: '2026-04-20',
    lineCount: 2,
  },
  {
    id: QUOTATION_2,
    quotationNumber: 'COT-2026-0009',
    productName: 'Fermeture éclair 20 cm',
    demandeTitle: 'Fermetures vestes',
    totalPrice: '1197.00',
    currency: 'EUR',
    submittedDate: '2026-04-22',
    lineCount: 1,
  },
];

/** The purchasing user signed in, the list (one sent order) and the suppliers answered unless `handlers` say otherwise (the supplier's record as `supplierSummary()`, no approved quotation). */
export function stubPurchases(handlers: Record<string, ApiHandler> = {}, user: Partial<SessionUser> = BUYER) {
  return stubSignedIn(user, {
    'GET /api/purchases': () => json(200, listOf([purchaseOrder()])),
    'GET /api/purchases/suppliers': () =>
      json(200, {
        items: [{ ...SUPPLIER, contactName: null, country: 'CN' }],
        total: 1,
        page: 1,
        pageSize: 100,
      }),
    [`GET /api/purchases/suppliers/${SUPPLIER.id}/summary`]: () => json(200, supplierSummary()),
    [`GET /api/purchases/suppliers/${SUPPLIER.id}/quotations`]: () => json(200, { items: [] }),
    ...handlers,
  });
}

export const SHIPMENT_ID = 'd0000000-0000-4000-8000-000000000001';
export const RECEIPT_ID = 'e0000000-0000-4000-8000-000000000001';
export const COST_ID = 'f0000000-0000-4000-8000-000000000001';

/** A sea shipment of one receipt of the sent order, with its freight and duty, as the list gives it. */
export function shipment(overrides: Partial<Shipment> = {}): Shipment {
  return {
    id: SHIPMENT_ID,
    companyId: COMPANY.id,
    companyName: COMPANY.name,
    mode: 'sea',
    carrier: 'CMA CGM',
    reference: 'MSKU 123456-7',
    transportDocument: 'BL-NGB-2026-0042',
    departureDate: '2026-10-25',
    arrivalDate: '2026-11-18',
    notes: null,
    receiptCount: 1,
    costCount: 2,
    createdAt: '2026-11-21T08:00:00.000Z',
    ...overrides,
  };
}

/** Its detail: 200 USD of freight (160 € at 1.25) by volume and 100 € of duty by value, and the landed lines. */
export function shipmentDetail(overrides: Partial<ShipmentDetail> = {}): ShipmentDetail {
  return {
    ...shipment(),
    receipts: [
      {
        id: RECEIPT_ID,
        orderId: PO_ID,
        orderNumber: 'BCF-2026-00042',
        orderStatus: 'partially_received',
        supplierName: SUPPLIER.name,
        position: 1,
        date: '2026-11-20',
      },
    ],
    costs: [
      {
        id: COST_ID,
        kind: 'freight',
        label: 'Fret maritime',
        allocation: 'volume',
        amount: '200.00',
        currency: 'USD',
        date: '2026-11-15',
        baseAmount: '160.00',
        rate: '1.25',
      },
      {
        id: 'f0000000-0000-4000-8000-000000000002',
        kind: 'customs_duty',
        label: null,
        allocation: 'value',
        amount: '100.00',
        currency: 'EUR',
        date: '2026-11-21',
        baseAmount: '100.00',
        rate: '1',
      },
    ],
    baseCurrency: 'EUR',
    landed: [
      {
        receiptLineId: 'e1000000-0000-4000-8000-000000000001',
        orderId: PO_ID,
        orderNumber: 'BCF-2026-00042',
        description: 'Bouton nacre 15 mm',
        quantity: '9900',
        unitPrice: '0.0375',
        currency: 'CNY',
        baseUnitPrice: '0.0047',
        weight: '50',
        volume: '0.2',
        value: '46.53',
        costs: '220.34',
        landedValue: '266.87',
        landedUnitCost: '0.0270',
      },
      {
        receiptLineId: 'e1000000-0000-4000-8000-000000000002',
        orderId: PO_ID,
        orderNumber: 'BCF-2026-00042',
        description: 'Fermeture éclair 20 cm',
        quantity: '2.5',
        unitPrice: '12.3456',
        currency: 'CNY',
        baseUnitPrice: '1.5432',
        weight: null,
        volume: null,
        value: '3.86',
        costs: '39.66',
        landedValue: '43.52',
        landedUnitCost: '17.4080',
      },
    ],
    missing: [{ costId: COST_ID, receiptLineIds: ['e1000000-0000-4000-8000-000000000002'] }],
    problem: null,
    ...overrides,
  };
}

export const INVOICE_ID = '90000000-0000-4000-8000-000000000001';

/** A match in 'Écart à justifier': the buttons billed beyond what was accepted, dearer, and freight the order never named. */
export function invoiceMatch(overrides: Partial<InvoiceMatch> = {}): InvoiceMatch {
  return {
    invoiceId: INVOICE_ID,
    invoiceNumber: 'NB-2026-118',
    issueDate: '2026-11-24',
    total: '452.11',
    currency: 'CNY',
    status: 'difference',
    lines: [
      {
        orderLineId: LINE_1,
        description: 'Bouton nacre 15 mm',
        ordered: '1000',
        received: '990',
        invoiced: '1000',
        quantityDifference: '10',
        orderedUnitPrice: '0.0375',
        invoicedUnitPrice: '0.0400',
        priceDifference: '0.0025',
        amountAtStake: '2.88',
        quantityWithin: false,
        priceWithin: true,
        amountWithin: false,
        matched: false,
      },
    ],
    unmatched: [
      { invoiceLineId: '91000000-0000-4000-8000-000000000003', description: 'Fret', amount: '50.00' },
    ],
    amountAtStake: '52.88',
    deducted: '300.00',
    toPay: '152.11',
    tolerances: { quantityPercent: '0', pricePercent: '5', amount: '0' },
    approvedBy: null,
    approvedAt: null,
    approvalReason: null,
    createdAt: '2026-11-25T08:00:00.000Z',
    ...overrides,
  };
}
