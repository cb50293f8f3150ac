/**
 * Purchasing (issue 32): purchase orders to suppliers, their numbers, Incoterms, payment
 * schedules, receipts and shipments. The business rules only; the landed costs and the three-way
 * match are in purchases-costs.ts. Zod messages are i18n keys of the `purchases` namespace (or
 * `errors`); a message about a line takes `{{n}}`, its 1-based number, filled by the server from
 * the field path (`lines.1.quantity` → n = 2). Amounts are decimal strings (core/money.ts).
 */
import { z } from 'zod';
import { INVALID } from '../contracts';
import {
  calendarDay,
  currencyField,
  decimalField,
  optionalText,
  optionalUuid,
  patchText,
  quantityField,
  requiredText,
  unitPriceField,
  uuidField,
} from '../fields';
import { add, compare, decimal, multiply, round, subtract, toPlainString, type Decimal } from '../money';
import { MAX_DOCUMENT_LINES } from './sales';

// ---------------------------------------------------------------------------------------------
// Statuses and transitions

export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'confirmed',
  'partially_received',
  'received',
  'closed',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/**
 * What moves a purchase order, from which statuses, to which. `receive` is no user's action: a
 * receipt recorded (or removed) moves the order, to the status `statusFromReceipts` gives. A
 * received or closed order cannot be cancelled (a partially received one can: the rest will not
 * come); closed and cancelled are final. Anything else is 409.
 */
export const PURCHASE_ORDER_ACTIONS = {
  send: { from: ['draft'], to: ['sent'] },
  confirm: { from: ['sent'], to: ['confirmed'] },
  receive: {
    // A received order still takes a late receipt (replacements of rejected goods, an extra carton).
    from: ['sent', 'confirmed', 'partially_received', 'received'],
    to: ['partially_received', 'received'],
    automatic: true,
  },
  close: { from: ['partially_received', 'received'], to: ['closed'] },
  cancel: { from: ['draft', 'sent', 'confirmed', 'partially_received'], to: ['cancelled'] },
} as const satisfies Record<
  string,
  { from: readonly PurchaseOrderStatus[]; to: readonly PurchaseOrderStatus[]; automatic?: true }
>;
export type PurchaseOrderAction = keyof typeof PURCHASE_ORDER_ACTIONS;
export const PURCHASE_ORDER_ACTION_NAMES = Object.keys(PURCHASE_ORDER_ACTIONS) as PurchaseOrderAction[];

/** The statuses no action leaves. */
export const FINAL_PURCHASE_ORDER_STATUSES: readonly PurchaseOrderStatus[] = ['closed', 'cancelled'];

/** Whether `action` may be applied to an order in status `from` (and, when given, lead to `to`). */
export function canApplyPurchaseAction(
  action: PurchaseOrderAction,
  from: PurchaseOrderStatus,
  to?: PurchaseOrderStatus,
): boolean {
  const rule: { from: readonly PurchaseOrderStatus[]; to: readonly PurchaseOrderStatus[] } =
    PURCHASE_ORDER_ACTIONS[action];
  return rule.from.includes(from) && (to === undefined || rule.to.includes(to));
}

/** The action that moves an order from `from` to `to`, or null when none does (a 409). */
export function purchaseActionBetween(
  from: PurchaseOrderStatus,
  to: PurchaseOrderStatus,
): PurchaseOrderAction | null {
  return PURCHASE_ORDER_ACTION_NAMES.find((action) => canApplyPurchaseAction(action, from, to)) ?? null;
}

/** Whether some action moves an order from `from` to `to` (staying put is no move). */
export const canMovePurchaseOrder = (from: PurchaseOrderStatus, to: PurchaseOrderStatus): boolean =>
  from !== to && purchaseActionBetween(from, to) !== null;

/** Whether an order's fields and lines may be edited: while it is a draft. */
export const canEditPurchaseOrder = (status: PurchaseOrderStatus): boolean => status === 'draft';

/** Whether a deposit or payment to the supplier may be recorded: once sent, never on a cancelled order. */
export const canPayPurchaseOrder = (status: PurchaseOrderStatus): boolean =>
  status !== 'draft' && status !== 'cancelled';

/** Whether a receipt may be recorded: once sent (or confirmed), while receiving and once received, until closed or cancelled. */
export const canReceivePurchaseOrder = (status: PurchaseOrderStatus): boolean =>
  canApplyPurchaseAction('receive', status);

/** A line's ordered quantity and the quantity accepted over all its receipts (received − rejected). */
export interface ReceivedLine {
  ordered: string;
  accepted: string;
}

/**
 * An order's status once its receipts are counted. Nothing accepted: it stays sent or confirmed
 * (an order that was partially received and whose receipts were removed goes back to
 * 'confirmed', or 'sent' when `confirmed` is false); some accepted: partially received; every
 * line accepted up to its ordered quantity or more: received. A draft, closed or cancelled order
 * is not moved by receipts.
 */
export function statusFromReceipts(
  current: PurchaseOrderStatus,
  lines: readonly ReceivedLine[],
  confirmed: boolean = current !== 'sent',
): PurchaseOrderStatus {
  if (current === 'draft' || FINAL_PURCHASE_ORDER_STATUSES.includes(current)) return current;
  const some = lines.some((l) => decimal(l.accepted).units > 0n);
  if (!some)
    return current === 'sent' || current === 'confirmed' ? current : confirmed ? 'confirmed' : 'sent';
  const all = lines.every((l) => compare(decimal(l.accepted), decimal(l.ordered)) >= 0);
  return all ? 'received' : 'partially_received';
}

// ---------------------------------------------------------------------------------------------
// Numbers

/** BCF-2026-00042: consecutive per year, given when the order is sent. */
export const PURCHASE_ORDER_NUMBER_PREFIX = 'BCF';
const NUMBER_DIGITS = 5;

/** BCF-{year}-{NNNNN}: zero-padded to 5 digits; past 99999 the number simply grows (BCF-2026-100000). */
export function purchaseOrderNumber(year: number, n: number): string {
  return `${PURCHASE_ORDER_NUMBER_PREFIX}-${year}-${String(n).padStart(NUMBER_DIGITS, '0')}`;
}

/** The year and sequence of a purchase order number, or null when `value` is not one. */
export function parsePurchaseOrderNumber(value: string): { year: number; n: number } | null {
  const m = /^BCF-(\d{4})-(\d{5,})$/.exec(value);
  if (!m) return null;
  const digits = m[2]!;
  // A number above 99999 is written without padding: '0100000' is no number we give.
  if (digits.length > NUMBER_DIGITS && digits.startsWith('0')) return null;
  const n = Number(digits);
  return n >= 1 && Number.isSafeInteger(n) ? { year: Number(m[1]), n } : null;
}

// ---------------------------------------------------------------------------------------------
// Incoterms 2020

/**
 * The 11 Incoterms 2020 rules: each needs a named place (`place`: what it names), `seaOnly` for
 * the four rules of sea and inland waterway transport, `buyerPaysMainCarriage` when the buyer (we)
 * pays the main carriage (E and F rules), so that freight is a landed cost to expect.
 */
export const INCOTERM_RULES = {
  EXW: {
    label: "À l'usine",
    place: 'delivery',
    seaOnly: false,
    buyerPaysMainCarriage: true,
  },
  FCA: {
    label: 'Franco transporteur',
    place: 'delivery',
    seaOnly: false,
    buyerPaysMainCarriage: true,
  },
  CPT: {
    label: "Port payé jusqu'à",
    place: 'destination',
    seaOnly: false,
    buyerPaysMainCarriage: false,
  },
  CIP: {
    label: "Port payé, assurance comprise, jusqu'à",
    place: 'destination',
    seaOnly: false,
    buyerPaysMainCarriage: false,
  },
  DAP: {
    label: 'Rendu au lieu de destination',
    place: 'destination',
    seaOnly: false,
    buyerPaysMainCarriage: false,
  },
  DPU: {
    label: 'Rendu au lieu de destination déchargé',
    place: 'destination',
    seaOnly: false,
    buyerPaysMainCarriage: false,
  },
  DDP: {
    label: 'Rendu droits acquittés',
    place: 'destination',
    seaOnly: false,
    buyerPaysMainCarriage: false,
  },
  FAS: {
    label: 'Franco le long du navire',
    place: 'shipmentPort',
    seaOnly: true,
    buyerPaysMainCarriage: true,
  },
  FOB: {
    label: 'Franco à bord',
    place: 'shipmentPort',
    seaOnly: true,
    buyerPaysMainCarriage: true,
  },
  CFR: {
    label: 'Coût et fret',
    place: 'destinationPort',
    seaOnly: true,
    buyerPaysMainCarriage: false,
  },
  CIF: {
    label: 'Coût, assurance et fret',
    place: 'destinationPort',
    seaOnly: true,
    buyerPaysMainCarriage: false,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    place: 'delivery' | 'destination' | 'shipmentPort' | 'destinationPort';
    seaOnly: boolean;
    buyerPaysMainCarriage: boolean;
  }
>;
export type Incoterm = keyof typeof INCOTERM_RULES;
export const INCOTERMS = Object.keys(INCOTERM_RULES) as [Incoterm, ...Incoterm[]];

/** Every Incoterms 2020 rule names its place ('FOB Shanghai'): always true, kept as a rule. */
export const incotermNeedsPlace = (incoterm: Incoterm): boolean => incoterm in INCOTERM_RULES;

/** 'FOB Shanghai (Incoterms 2020)', as a purchase order prints it. */
export const incotermText = (incoterm: Incoterm, place: string): string =>
  `${incoterm} ${place.trim()} (Incoterms 2020)`;

/**
 * The message key when an order's Incoterm lacks its place (after a PATCH is merged with the
 * stored order), else null.
 */
export function incotermIssue(incoterm: Incoterm | null, place: string | null): string | null {
  return incoterm !== null && incotermNeedsPlace(incoterm) && !place?.trim()
    ? 'purchases.validation.incotermPlace'
    : null;
}

/** A refinement of a whole (a list, a line) that runs only once each of its parts is valid, so that a part says why first. */
export const whenPartsValid = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

// ---------------------------------------------------------------------------------------------
// Payment schedule

/** When an instalment falls due: at order (a deposit), before shipment, on receipt, after the invoice. */
export const INSTALMENT_DUES = ['order', 'before_shipment', 'on_receipt', 'after_invoice'] as const;
export type InstalmentDue = (typeof INSTALMENT_DUES)[number];
export const MAX_INSTALMENTS = 12;
/** Days after the due event at most (ten years: far beyond any real term). */
export const MAX_INSTALMENT_DAYS = 3650;

export interface Instalment {
  label: string;
  /** Above 0, at most 100, two decimals at most ('30', '33.33'). */
  percent: string;
  due: InstalmentDue;
  /** Days after the due event (30 days after the invoice); absent: at the event. */
  days?: number | undefined;
}

/** Whether the percents of a schedule add up to exactly 100 (an empty schedule: none agreed). */
export function scheduleAddsUp(schedule: readonly Pick<Instalment, 'percent'>[]): boolean {
  if (schedule.length === 0) return true;
  const total = schedule.reduce<Decimal>((s, i) => add(s, decimal(i.percent)), { units: 0n, scale: 0 });
  return compare(total, decimal('100')) === 0;
}

/**
 * The amounts of a schedule for an order total (rounded to the cent first), in order: each
 * instalment total × percent / 100 rounded half away from zero to the cent, the last one the rest,
 * so that they add up to the total exactly. An instalment never takes more than what is left
 * (four instalments of 25 % of 0.02 would otherwise round to 0.01 each and leave −0.01), so none
 * is negative. Throws for a negative total or a schedule whose percents do not add up to 100.
 */
export function scheduleAmounts(schedule: readonly Pick<Instalment, 'percent'>[], total: string): string[] {
  if (schedule.length === 0) return [];
  if (!scheduleAddsUp(schedule))
    throw new RangeError('The percents of a payment schedule must add up to 100');
  const cents = round(decimal(total), 2);
  if (cents.units < 0n) throw new RangeError('An order total is never negative');
  let left = cents;
  const amounts = schedule.map((instalment, i) => {
    if (i === schedule.length - 1) return left;
    const product = multiply(cents, decimal(instalment.percent));
    const share = round({ num: product.units, den: 10n ** BigInt(product.scale) * 100n }, 2);
    const amount = compare(share, left) > 0 ? left : share;
    left = subtract(left, amount);
    return amount;
  });
  return amounts.map(toPlainString);
}

/** An instalment's percent: above 0, at most 100, two decimals at most. */
const instalmentPercent = decimalField('purchases.validation.schedulePercent', {
  scale: 2,
  integerDigits: 3,
  positive: true,
  max: '100',
});

export const instalmentBody = z.object(
  {
    label: requiredText('purchases.validation.scheduleLabel', 100),
    percent: instalmentPercent,
    due: z.enum(INSTALMENT_DUES, { error: 'purchases.validation.scheduleDue' }),
    days: z
      .number({ error: 'purchases.validation.scheduleDays' })
      .int({ error: 'purchases.validation.scheduleDays' })
      .min(0, { error: 'purchases.validation.scheduleDays' })
      .max(MAX_INSTALMENT_DAYS, { error: 'purchases.validation.scheduleDays' })
      .optional(),
  },
  { error: INVALID },
);
export type InstalmentBody = z.output<typeof instalmentBody>;

/** A payment schedule: none (empty), or instalments whose percents add up to exactly 100. */
export const paymentScheduleField = z
  .array(instalmentBody, { error: INVALID })
  .max(MAX_INSTALMENTS, { error: 'purchases.validation.scheduleTooLong' })
  .refine(scheduleAddsUp, { error: 'purchases.validation.scheduleTotal', ...whenPartsValid });

// ---------------------------------------------------------------------------------------------
// Purchase orders

/** A purchase order line: description required, quantity above 0, unit price up to 4 decimals. */
export const purchaseLineBody = z.object(
  {
    productId: optionalUuid(),
    /** The approved supplier quotation the line comes from, if any. */
    quotationId: optionalUuid(),
    /** The client order line the line sources, if any (the real margin, issue 32 §4). */
    orderItemId: optionalUuid(),
    description: requiredText('purchases.validation.lineDescription', 2000),
    quantity: quantityField('purchases.validation.lineQuantity'),
    unit: optionalText(30, { blank: '' }),
    unitPrice: unitPriceField('purchases.validation.lineUnitPrice', 'purchases.validation.lineUnitPrice'),
    specifications: optionalText(2000, { blank: '' }),
  },
  { error: INVALID },
);
export type PurchaseLineBody = z.output<typeof purchaseLineBody>;

const purchaseLines = z
  .array(purchaseLineBody, { error: 'purchases.validation.lines' })
  .min(1, { error: 'purchases.validation.lines' })
  .max(MAX_DOCUMENT_LINES, { error: 'purchases.validation.lines' });

const incotermField = z.enum(INCOTERMS, { error: 'purchases.validation.incoterm' });

/** The fields of a purchase order, each as a new order takes it. */
const purchaseOrderFields = {
  supplierId: uuidField('purchases.validation.supplier'),
  /** The supplier's person to write to. */
  contactPerson: optionalText(200),
  /** The supplier's currency. */
  currency: currencyField('purchases.validation.currency'),
  incoterm: incotermField.nullable().optional().default(null),
  incotermPlace: optionalText(200),
  /** Requested delivery or shipment date. */
  requestedDate: calendarDay('errors.invalidValue').nullable().optional().default(null),
  deliveryAddress: optionalText(1000),
  paymentSchedule: paymentScheduleField.optional().default([]),
  notes: optionalText(10_000),
  lines: purchaseLines,
};

/** Adds the Incoterm's place issue when an Incoterm is chosen and its place is blank. */
const checkIncotermPlace = (
  value: { incoterm?: Incoterm | null | undefined; incotermPlace?: string | null | undefined },
  ctx: z.RefinementCtx,
) => {
  // In a PATCH, a place left out is the stored one: the server checks with `incotermIssue`.
  if (value.incotermPlace === undefined && value.incoterm !== undefined) return;
  const place = typeof value.incotermPlace === 'string' ? value.incotermPlace : null;
  const issue = incotermIssue(value.incoterm ?? null, place);
  if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['incotermPlace'] });
};

/** POST /api/purchases: a draft purchase order (its number is given when it is sent). */
export const purchaseOrderBody = z
  .object(purchaseOrderFields, { error: INVALID })
  .superRefine(checkIncotermPlace);
export type PurchaseOrderBody = z.output<typeof purchaseOrderBody>;
export type PurchaseOrderInput = z.input<typeof purchaseOrderBody>;

/**
 * PATCH /api/purchases/:id (draft only): any field, absent ones unchanged, null clears an optional
 * one; `lines`, when present, replaces every line. An Incoterm sent without its place is checked
 * by the server against the stored place (`incotermIssue`).
 */
export const purchaseOrderPatch = z
  .object(
    {
      supplierId: purchaseOrderFields.supplierId.optional(),
      contactPerson: patchText(200),
      currency: purchaseOrderFields.currency.optional(),
      incoterm: incotermField.nullable().optional(),
      incotermPlace: patchText(200),
      requestedDate: calendarDay('errors.invalidValue').nullable().optional(),
      deliveryAddress: patchText(1000),
      paymentSchedule: paymentScheduleField.optional(),
      notes: patchText(10_000),
      lines: purchaseLines.optional(),
    },
    { error: INVALID },
  )
  .superRefine(checkIncotermPlace);
export type PurchaseOrderPatch = z.output<typeof purchaseOrderPatch>;
export type PurchaseOrderPatchInput = z.input<typeof purchaseOrderPatch>;

// ---------------------------------------------------------------------------------------------
// Receipts

/** A received or rejected quantity: 0 or more, up to 3 decimals. */
const receiptQuantity = (key: string) => decimalField(key, { scale: 3, integerDigits: 10 });

/**
 * A receipt's line: the quantity received of an order line and, of it, the quantity rejected at
 * quality control, with the reason (required when something is rejected). Photos of the rejected
 * goods are uploaded to the receipt once it is recorded.
 */
export const receiptLineBody = z
  .object(
    {
      orderLineId: uuidField(),
      received: receiptQuantity('purchases.validation.receivedQuantity'),
      rejected: receiptQuantity('purchases.validation.rejectedQuantity').optional().default('0'),
      rejectionReason: optionalText(1000),
      /** The accepted goods' gross weight (kg) and volume (m³), when known: to share freight by them. */
      weight: receiptQuantity('purchases.validation.weight').nullable().optional().default(null),
      volume: receiptQuantity('purchases.validation.volume').nullable().optional().default(null),
    },
    { error: INVALID },
  )
  .superRefine((line, ctx) => {
    const rejected = decimal(line.rejected);
    if (compare(rejected, decimal(line.received)) > 0) {
      ctx.addIssue({
        code: 'custom',
        message: 'purchases.validation.rejectedAboveReceived',
        path: ['rejected'],
      });
    } else if (rejected.units > 0n && !line.rejectionReason) {
      ctx.addIssue({
        code: 'custom',
        message: 'purchases.validation.rejectionReason',
        path: ['rejectionReason'],
      });
    }
  }, whenPartsValid);
export type ReceiptLineBody = z.output<typeof receiptLineBody>;

/** The quantity a receipt line adds to its order line: received − rejected. */
export const acceptedQuantity = (line: Pick<ReceiptLineBody, 'received' | 'rejected'>): string =>
  toPlainString(subtract(decimal(line.received), decimal(line.rejected)));

/** POST /api/purchases/:id/receipts: the date and, per order line, what came and what was refused. */
export const receiptBody = z.object(
  {
    date: calendarDay('purchases.validation.receiptDate', 'errors.invalidValue'),
    notes: optionalText(5000),
    lines: z
      .array(receiptLineBody, { error: 'purchases.validation.receiptEmpty' })
      .min(1, { error: 'purchases.validation.receiptEmpty' })
      .max(MAX_DOCUMENT_LINES, { error: INVALID })
      .superRefine((lines, ctx) => {
        const seen = new Set<string>();
        lines.forEach((line, i) => {
          if (seen.has(line.orderLineId)) {
            ctx.addIssue({
              code: 'custom',
              message: 'purchases.validation.duplicateLine',
              path: [i, 'orderLineId'],
            });
          }
          seen.add(line.orderLineId);
        });
        if (lines.every((line) => decimal(line.received).units === 0n)) {
          ctx.addIssue({ code: 'custom', message: 'purchases.validation.receiptEmpty' });
        }
      }, whenPartsValid),
  },
  { error: INVALID },
);
export type ReceiptBody = z.output<typeof receiptBody>;
export type ReceiptInput = z.input<typeof receiptBody>;
