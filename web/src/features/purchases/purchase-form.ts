/** The purchase order form's values, and the bodies of the create and update routes built from them. */
import type { Incoterm, InstalmentDue, PurchaseOrderPatchInput } from '@comptoir/core/modules/purchases';
import type { CreatePurchaseOrderInput, PurchaseOrderDetail } from '@comptoir/core/modules/purchases-api';
import { textsOf } from '@/components/form/texts';

export interface LineValues {
  productId: string | null;
  quotationId: string | null;
  orderItemId: string | null;
  description: string;
  quantity: string;
  unit: string;
  unitPrice: string;
  specifications: string;
}

export interface InstalmentValues {
  label: string;
  percent: string;
  due: string;
  days: string;
}

export interface PurchaseFormValues {
  companyId: string;
  supplierId: string;
  contactPerson: string;
  currency: string;
  incoterm: string;
  incotermPlace: string;
  requestedDate: string;
  deliveryAddress: string;
  notes: string;
  paymentSchedule: InstalmentValues[];
  lines: LineValues[];
  /** New order only: the approved quotations whose lines the server copies. */
  quotationIds?: string[];
  /** New order only: the client order lines to source (the server orders what is left of each). */
  orderItemIds?: string[];
}

/** A client order line a new purchase order may source ('Commander au fournisseur' on the order). */
export interface OrderItemChoice {
  id: string;
  /** Its product and quantity, as the form names it. */
  label: string;
}

/** An approved supplier quotation a new order may copy the lines of. */
export interface OrderQuotation {
  id: string;
  supplierId: string;
  supplierName: string;
  currency: string;
  /** How it is named in the form (its number, product, total). */
  label: string;
}

export const emptyLine = (): LineValues => ({
  productId: null,
  quotationId: null,
  orderItemId: null,
  description: '',
  quantity: '1',
  unit: '',
  unitPrice: '',
  specifications: '',
});

export const emptyInstalment = (): InstalmentValues => ({ label: '', percent: '', due: 'order', days: '' });

/** The fields both bodies share, as the contract takes them (blank texts are null, `days` a number). */
function commonBody(values: PurchaseFormValues) {
  return {
    supplierId: values.supplierId,
    contactPerson: values.contactPerson,
    currency: values.currency as CreatePurchaseOrderInput['currency'],
    incoterm: (values.incoterm || null) as Incoterm | null,
    incotermPlace: values.incoterm ? values.incotermPlace : '',
    requestedDate: values.requestedDate || null,
    deliveryAddress: values.deliveryAddress,
    notes: values.notes,
    paymentSchedule: values.paymentSchedule.map((row) => ({
      label: row.label,
      percent: row.percent.trim().replace(',', '.'),
      due: row.due as InstalmentDue,
      ...(row.days.trim() === '' ? {} : { days: Number(row.days) }),
    })),
    lines: values.lines.map((line) => ({
      ...(line.productId ? { productId: line.productId } : {}),
      ...(line.quotationId ? { quotationId: line.quotationId } : {}),
      ...(line.orderItemId ? { orderItemId: line.orderItemId } : {}),
      description: line.description,
      quantity: line.quantity.trim().replace(',', '.'),
      unit: line.unit,
      unitPrice: line.unitPrice.trim().replace(',', '.'),
      specifications: line.specifications,
    })),
  };
}

/**
 * A new order's body; with quotations ticked, their lines are copied by the server and typed lines
 * are optional (`lines` left out when there are none, or all blank: the contract wants at least one
 * when sent).
 */
export function createBody(values: PurchaseFormValues): CreatePurchaseOrderInput {
  const { lines, ...common } = commonBody(values);
  const quotationIds = values.quotationIds ?? [];
  const orderItemIds = values.orderItemIds ?? [];
  if (quotationIds.length === 0 && orderItemIds.length === 0)
    return { companyId: values.companyId, ...common, lines };
  // The one blank line a new form starts with is no typed line.
  const typed = lines.some((line) => line.description.trim() !== '' || line.unitPrice !== '');
  return {
    companyId: values.companyId,
    ...common,
    ...(typed ? { lines } : {}),
    ...(quotationIds.length > 0 ? { quotationIds } : {}),
    ...(orderItemIds.length > 0 ? { orderItemIds } : {}),
  };
}

export const patchBody = (values: PurchaseFormValues): PurchaseOrderPatchInput => commonBody(values);

/** An order's values in the form (editing a draft). */
export function valuesOf(po: PurchaseOrderDetail): PurchaseFormValues {
  return {
    companyId: po.companyId,
    supplierId: po.supplier.id,
    currency: po.currency,
    ...textsOf(po, [
      'contactPerson',
      'incoterm',
      'incotermPlace',
      'requestedDate',
      'deliveryAddress',
      'notes',
    ]),
    paymentSchedule: po.paymentSchedule.map((row) => ({
      label: row.label,
      percent: row.percent,
      due: row.due,
      days: row.days === undefined ? '' : String(row.days),
    })),
    lines: po.lines.map((line) => ({
      productId: line.productId,
      quotationId: line.quotationId,
      orderItemId: line.orderItemId,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: line.unitPrice,
      specifications: line.specifications,
    })),
  };
}
