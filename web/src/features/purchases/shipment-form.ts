/** The shipment form's values, and the body of the create and update routes built from them. */
import type { CurrencyCode } from '@comptoir/core/currency';
import {
  DEFAULT_ALLOCATION,
  type AllocationMethod,
  type ShipmentCostKind,
  type ShipmentInput,
  type ShipmentMode,
} from '@comptoir/core/modules/purchases-costs';
import type { ShipmentDetail } from '@comptoir/core/modules/shipments-api';
import { isoDay } from '@/components/sales/format';
import { textsOf } from '@/components/form/texts';

export interface CostValues {
  kind: string;
  label: string;
  amount: string;
  currency: string;
  date: string;
  allocation: string;
}

export interface ShipmentFormValues {
  companyId: string;
  mode: string;
  carrier: string;
  reference: string;
  transportDocument: string;
  departureDate: string;
  arrivalDate: string;
  notes: string;
  receiptIds: string[];
  costs: CostValues[];
}

/** A new cost row: freight in euros today, shared by freight's default method. */
export const emptyCost = (): CostValues => ({
  kind: 'freight',
  label: '',
  amount: '',
  currency: 'EUR',
  date: isoDay(),
  allocation: DEFAULT_ALLOCATION.freight,
});

const typed = (value: string) => value.trim().replace(',', '.');

/** The body sent on creation and update (PATCH replaces the whole shipment; the company stays). */
export function shipmentRequest(values: ShipmentFormValues): ShipmentInput {
  return {
    companyId: values.companyId,
    mode: values.mode as ShipmentMode,
    carrier: values.carrier,
    reference: values.reference,
    transportDocument: values.transportDocument,
    departureDate: values.departureDate || null,
    arrivalDate: values.arrivalDate || null,
    notes: values.notes,
    receiptIds: values.receiptIds,
    costs: values.costs.map((cost) => ({
      kind: cost.kind as ShipmentCostKind,
      label: cost.label,
      amount: typed(cost.amount),
      currency: cost.currency as CurrencyCode,
      date: cost.date,
      allocation: cost.allocation as AllocationMethod,
    })),
  };
}

/** A new shipment's values (the company preselected when the user has only one). */
export const newShipmentValues = (companyId: string): ShipmentFormValues => ({
  companyId,
  mode: 'sea',
  carrier: '',
  reference: '',
  transportDocument: '',
  departureDate: '',
  arrivalDate: '',
  notes: '',
  receiptIds: [],
  costs: [],
});

/** A shipment's values in the form (editing it). */
export const shipmentValues = (s: ShipmentDetail): ShipmentFormValues => ({
  companyId: s.companyId,
  mode: s.mode,
  ...textsOf(s, ['carrier', 'reference', 'transportDocument', 'departureDate', 'arrivalDate', 'notes']),
  receiptIds: s.receipts.map((r) => r.id),
  costs: s.costs.map((c) => ({
    kind: c.kind,
    label: c.label ?? '',
    amount: c.amount,
    currency: c.currency,
    date: c.date,
    allocation: c.allocation,
  })),
});
