import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { errorsOf } from '../validation';
import { translate } from '../i18n';
import {
  INCOTERMS,
  INCOTERM_RULES,
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_STATUSES,
  acceptedQuantity,
  canApplyPurchaseAction,
  canEditPurchaseOrder,
  canPayPurchaseOrder,
  canMovePurchaseOrder,
  incotermIssue,
  incotermText,
  parsePurchaseOrderNumber,
  purchaseActionBetween,
  purchaseOrderBody,
  purchaseOrderNumber,
  purchaseOrderPatch,
  receiptBody,
  scheduleAddsUp,
  scheduleAmounts,
  statusFromReceipts,
  type PurchaseOrderStatus,
} from './purchases';
import { matchTolerancesBody, shipmentBody } from './purchases-costs';

const runs = { numRuns: 300 };

describe('purchase order statuses', () => {
  /** Every move an action makes, by hand: anything else is a 409. */
  const moves: Record<PurchaseOrderStatus, PurchaseOrderStatus[]> = {
    draft: ['sent', 'cancelled'],
    sent: ['confirmed', 'partially_received', 'received', 'cancelled'],
    confirmed: ['partially_received', 'received', 'cancelled'],
    partially_received: ['received', 'closed', 'cancelled'],
    received: ['partially_received', 'closed'],
    closed: [],
    cancelled: [],
  };

  it('moves only along the table', () => {
    for (const from of PURCHASE_ORDER_STATUSES) {
      for (const to of PURCHASE_ORDER_STATUSES) {
        expect(canMovePurchaseOrder(from, to), `${from} → ${to}`).toBe(moves[from].includes(to));
      }
    }
  });

  it('names the action of each move', () => {
    expect(purchaseActionBetween('draft', 'sent')).toBe('send');
    expect(purchaseActionBetween('sent', 'confirmed')).toBe('confirm');
    expect(purchaseActionBetween('confirmed', 'partially_received')).toBe('receive');
    expect(purchaseActionBetween('partially_received', 'partially_received')).toBe('receive');
    expect(purchaseActionBetween('received', 'closed')).toBe('close');
    expect(purchaseActionBetween('sent', 'cancelled')).toBe('cancel');
    expect(purchaseActionBetween('received', 'cancelled')).toBeNull();
    expect(purchaseActionBetween('draft', 'confirmed')).toBeNull();
  });

  it('keeps received and closed orders from cancellation, and closed and cancelled final', () => {
    expect(canApplyPurchaseAction('cancel', 'received')).toBe(false);
    expect(canApplyPurchaseAction('cancel', 'closed')).toBe(false);
    expect(canApplyPurchaseAction('cancel', 'partially_received')).toBe(true);
    for (const action of Object.keys(PURCHASE_ORDER_ACTIONS) as (keyof typeof PURCHASE_ORDER_ACTIONS)[]) {
      expect(canApplyPurchaseAction(action, 'closed'), action).toBe(false);
      expect(canApplyPurchaseAction(action, 'cancelled'), action).toBe(false);
    }
    expect(PURCHASE_ORDER_ACTIONS.receive.automatic).toBe(true);
    expect(canApplyPurchaseAction('send', 'draft', 'confirmed')).toBe(false);
  });
});

describe('edits and payments by status', () => {
  it('edits a draft only, and takes payments once sent, never on a cancelled order', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(canEditPurchaseOrder)).toEqual(['draft']);
    expect(PURCHASE_ORDER_STATUSES.filter(canPayPurchaseOrder)).toEqual([
      'sent',
      'confirmed',
      'partially_received',
      'received',
      'closed',
    ]);
  });
});

describe('statusFromReceipts', () => {
  const line = (ordered: string, accepted: string) => ({ ordered, accepted });

  it('keeps sent or confirmed while nothing is accepted', () => {
    expect(statusFromReceipts('sent', [line('10', '0')])).toBe('sent');
    expect(statusFromReceipts('confirmed', [line('10', '0'), line('5', '0.000')])).toBe('confirmed');
  });

  it('is partially received once something is, received once every line is', () => {
    expect(statusFromReceipts('sent', [line('10', '4'), line('5', '0')])).toBe('partially_received');
    expect(statusFromReceipts('confirmed', [line('10', '9.999'), line('5', '5')])).toBe('partially_received');
    expect(statusFromReceipts('confirmed', [line('10', '10'), line('5', '5')])).toBe('received');
    expect(statusFromReceipts('partially_received', [line('10', '12'), line('2.5', '2.500')])).toBe(
      'received',
    );
  });

  it('goes back when the receipts are removed, and leaves draft, closed and cancelled alone', () => {
    expect(statusFromReceipts('received', [line('10', '3')])).toBe('partially_received');
    expect(statusFromReceipts('partially_received', [line('10', '0')])).toBe('confirmed');
    expect(statusFromReceipts('partially_received', [line('10', '0')], false)).toBe('sent');
    for (const s of ['draft', 'closed', 'cancelled'] as const) {
      expect(statusFromReceipts(s, [line('10', '10')])).toBe(s);
    }
  });
});

describe('purchase order numbers', () => {
  it('pads to five digits and grows past 99999', () => {
    expect(purchaseOrderNumber(2026, 42)).toBe('BCF-2026-00042');
    expect(purchaseOrderNumber(2026, 99999)).toBe('BCF-2026-99999');
    expect(purchaseOrderNumber(2026, 100000)).toBe('BCF-2026-100000');
  });

  it('reads back what it writes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 9999 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        (year, n) => {
          expect(parsePurchaseOrderNumber(purchaseOrderNumber(year, n))).toEqual({ year, n });
        },
      ),
      runs,
    );
  });

  it('refuses anything else', () => {
    for (const bad of [
      'BCF-2026-0042',
      'BCF-2026-00000',
      'DEV-2026-00042',
      'BCF-26-00042',
      'BCF-2026-0100000',
      ' BCF-2026-00042',
      '',
    ]) {
      expect(parsePurchaseOrderNumber(bad), bad).toBeNull();
    }
  });
});

describe('Incoterms 2020', () => {
  it('lists the 11 rules, each naming its place, with the French labels of the messages', () => {
    expect(INCOTERMS).toEqual(['EXW', 'FCA', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP', 'FAS', 'FOB', 'CFR', 'CIF']);
    for (const rule of INCOTERMS) {
      expect(translate('fr', `purchases.incoterms.${rule}`)).toBe(INCOTERM_RULES[rule].label);
      expect(incotermIssue(rule, ' ')).toBe('purchases.validation.incotermPlace');
      expect(incotermIssue(rule, 'Shanghai')).toBeNull();
    }
    expect(INCOTERMS.filter((r) => INCOTERM_RULES[r].seaOnly)).toEqual(['FAS', 'FOB', 'CFR', 'CIF']);
    expect(incotermIssue(null, null)).toBeNull();
    expect(incotermText('FOB', ' Ningbo ')).toBe('FOB Ningbo (Incoterms 2020)');
  });
});

describe('payment schedule', () => {
  const schedule = (...percents: string[]) => percents.map((percent) => ({ percent }));

  it('adds up to exactly 100 or is empty', () => {
    expect(scheduleAddsUp(schedule('30', '70'))).toBe(true);
    expect(scheduleAddsUp(schedule('33.33', '33.33', '33.34'))).toBe(true);
    expect(scheduleAddsUp([])).toBe(true);
    expect(scheduleAddsUp(schedule('30', '69.99'))).toBe(false);
    expect(scheduleAddsUp(schedule('50', '50.01'))).toBe(false);
  });

  it('gives each instalment its share to the cent, the last the rest', () => {
    expect(scheduleAmounts(schedule('30', '70'), '1000.01')).toEqual(['300.00', '700.01']);
    expect(scheduleAmounts(schedule('33.33', '33.33', '33.34'), '100')).toEqual(['33.33', '33.33', '33.34']);
    expect(scheduleAmounts(schedule('33.33', '33.33', '33.34'), '0.10')).toEqual(['0.03', '0.03', '0.04']);
    expect(scheduleAmounts(schedule('100'), '12.345')).toEqual(['12.35']);
    // Four times 25 % of 2 cents: no instalment takes more than is left.
    expect(scheduleAmounts(schedule('25', '25', '25', '25'), '0.02')).toEqual([
      '0.01',
      '0.01',
      '0.00',
      '0.00',
    ]);
    expect(() => scheduleAmounts(schedule('30', '60'), '100')).toThrow(RangeError);
    expect(() => scheduleAmounts(schedule('100'), '-1')).toThrow(RangeError);
  });

  /** 1 to 12 percents of 0.01 to 100 with two decimals, adding up to 100. */
  const percents = fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { maxLength: 11 }).map((cuts) => {
    const points = [0, ...cuts.sort((a, b) => a - b), 10_000];
    // Written as a form sends them: '30', '33.5', '33.33'.
    return points
      .slice(1)
      .map((p, i) => ((p - points[i]!) / 100).toFixed(2).replace(/0+$/, '').replace(/\.$/, ''));
  });

  it('amounts add up to the total to the cent, none below 0 (property)', () => {
    fc.assert(
      fc.property(percents, fc.bigInt({ min: 0n, max: 10n ** 12n }), (ps, cents) => {
        const total = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
        const amounts = scheduleAmounts(schedule(...ps), total);
        expect(amounts).toHaveLength(ps.length);
        const sum = amounts.reduce((s, a) => s + BigInt(a.replace('.', '')), 0n);
        expect(sum).toBe(cents);
        for (const a of amounts) expect(a.startsWith('-')).toBe(false);
      }),
      runs,
    );
  });
});

const supplier = '5f0c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50';
const order = {
  supplierId: supplier,
  currency: 'CNY',
  incoterm: 'FOB',
  incotermPlace: 'Ningbo',
  paymentSchedule: [
    { label: 'Acompte', percent: '30', due: 'order' },
    { label: 'Solde', percent: '70', due: 'before_shipment', days: 0 },
  ],
  lines: [{ description: 'Boutons nacre 15 mm', quantity: '10000', unit: 'pcs', unitPrice: '0,0375' }],
};

describe('purchaseOrderBody', () => {
  it('takes an order and applies the defaults', () => {
    const parsed = purchaseOrderBody.parse(order);
    expect(parsed).toMatchObject({
      contactPerson: null,
      requestedDate: null,
      deliveryAddress: null,
      notes: null,
      incoterm: 'FOB',
      incotermPlace: 'Ningbo',
    });
    expect(parsed.lines[0]).toEqual({
      productId: null,
      quotationId: null,
      orderItemId: null,
      description: 'Boutons nacre 15 mm',
      quantity: '10000',
      unit: 'pcs',
      unitPrice: '0.0375',
      specifications: '',
    });
    expect(
      purchaseOrderBody.parse({ ...order, incoterm: undefined, paymentSchedule: undefined }),
    ).toMatchObject({
      incoterm: null,
      paymentSchedule: [],
    });
  });

  it('names the French message of each wrong field', () => {
    const line = order.lines[0]!;
    expect(errorsOf(purchaseOrderBody, { ...order, supplierId: 'x' })).toEqual({
      supplierId: 'purchases.validation.supplier',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, currency: 'XXX' })).toEqual({
      currency: 'purchases.validation.currency',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, incoterm: 'FOB2' })).toEqual({
      incoterm: 'purchases.validation.incoterm',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, incotermPlace: '  ' })).toEqual({
      incotermPlace: 'purchases.validation.incotermPlace',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, requestedDate: '2026-02-30' })).toEqual({
      requestedDate: 'errors.invalidValue',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, lines: [] })).toEqual({
      lines: 'purchases.validation.lines',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, lines: [{ ...line, description: ' ' }] })).toEqual({
      'lines.0.description': 'purchases.validation.lineDescription',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, lines: [{ ...line, quantity: '0' }] })).toEqual({
      'lines.0.quantity': 'purchases.validation.lineQuantity',
    });
    expect(errorsOf(purchaseOrderBody, { ...order, lines: [{ ...line, unitPrice: '0.00375' }] })).toEqual({
      'lines.0.unitPrice': 'purchases.validation.lineUnitPrice',
    });
  });

  it('refuses a schedule that does not add up to 100 or has a wrong instalment', () => {
    const [deposit, rest] = order.paymentSchedule;
    const schedule = (...s: unknown[]) => errorsOf(purchaseOrderBody, { ...order, paymentSchedule: s });
    expect(schedule(deposit, { ...rest, percent: '60' })).toEqual({
      paymentSchedule: 'purchases.validation.scheduleTotal',
    });
    expect(schedule(deposit, { ...rest, percent: '0' })).toEqual({
      'paymentSchedule.1.percent': 'purchases.validation.schedulePercent',
    });
    expect(schedule({ ...deposit, percent: '30.005' }, rest)).toEqual({
      'paymentSchedule.0.percent': 'purchases.validation.schedulePercent',
    });
    expect(schedule({ ...deposit, percent: '130' })).toEqual({
      'paymentSchedule.0.percent': 'purchases.validation.schedulePercent',
    });
    expect(schedule(deposit, { ...rest, days: 1.5 })).toEqual({
      'paymentSchedule.1.days': 'purchases.validation.scheduleDays',
    });
    expect(schedule(deposit, { ...rest, due: 'never' })).toEqual({
      'paymentSchedule.1.due': 'purchases.validation.scheduleDue',
    });
    expect(schedule({ ...deposit, label: '' }, rest)).toEqual({
      'paymentSchedule.0.label': 'purchases.validation.scheduleLabel',
    });
  });

  it('patch leaves absent fields undefined and checks a place sent with its Incoterm', () => {
    expect(purchaseOrderPatch.parse({})).toEqual({});
    expect(purchaseOrderPatch.parse({ notes: null, incoterm: null })).toEqual({
      notes: null,
      incoterm: null,
    });
    expect(purchaseOrderPatch.parse({ incoterm: 'CIF' })).toEqual({ incoterm: 'CIF' });
    expect(errorsOf(purchaseOrderPatch, { incoterm: 'CIF', incotermPlace: '' })).toEqual({
      incotermPlace: 'purchases.validation.incotermPlace',
    });
  });
});

describe('receiptBody', () => {
  const lineId = '0b1c2d3e-4f50-4d3e-8f9a-5f0c8a4e1b2c';
  const receipt = {
    date: '2026-03-02',
    lines: [{ orderLineId: lineId, received: '100', rejected: '4', rejectionReason: 'Rayés' }],
  };

  it('takes received and rejected quantities', () => {
    const parsed = receiptBody.parse(receipt);
    expect(parsed.lines[0]).toMatchObject({ received: '100', rejected: '4' });
    expect(acceptedQuantity(parsed.lines[0]!)).toBe('96');
    expect(
      receiptBody.parse({ ...receipt, lines: [{ orderLineId: lineId, received: 2.5 }] }).lines[0]?.rejected,
    ).toBe('0');
  });

  it('names the French message of each wrong field', () => {
    const line = receipt.lines[0]!;
    const lines = (...l: unknown[]) => errorsOf(receiptBody, { ...receipt, lines: l });
    expect(errorsOf(receiptBody, { ...receipt, date: '' })).toEqual({
      date: 'purchases.validation.receiptDate',
    });
    expect(lines({ ...line, rejectionReason: ' ' })).toEqual({
      'lines.0.rejectionReason': 'purchases.validation.rejectionReason',
    });
    expect(lines({ ...line, rejected: '101' })).toEqual({
      'lines.0.rejected': 'purchases.validation.rejectedAboveReceived',
    });
    expect(lines({ ...line, received: '-1' })).toEqual({
      'lines.0.received': 'purchases.validation.receivedQuantity',
    });
    expect(lines()).toEqual({ lines: 'purchases.validation.receiptEmpty' });
    expect(lines({ orderLineId: lineId, received: '0' })).toEqual({
      lines: 'purchases.validation.receiptEmpty',
    });
    expect(lines(line, line)).toEqual({ 'lines.1.orderLineId': 'purchases.validation.duplicateLine' });
  });
});

describe('fuzzed bodies', () => {
  const schemas = { purchaseOrderBody, purchaseOrderPatch, receiptBody, shipmentBody, matchTolerancesBody };
  /** A body's known keys with any JSON, or any JSON at all. */
  const keys = [
    ...Object.keys(order),
    'lines',
    'date',
    'received',
    'rejected',
    'orderLineId',
    'mode',
    'costs',
    'departureDate',
    'arrivalDate',
  ];
  const body = fc.oneof(
    fc.jsonValue(),
    fc.dictionary(fc.constantFrom(...keys), fc.jsonValue()),
    fc.record({
      lines: fc.array(
        fc.dictionary(
          fc.constantFrom('orderLineId', 'received', 'rejected', 'quantity', 'unitPrice', 'description'),
          fc.jsonValue(),
        ),
      ),
      paymentSchedule: fc.array(
        fc.dictionary(fc.constantFrom('label', 'percent', 'due', 'days'), fc.jsonValue()),
      ),
      costs: fc.array(
        fc.dictionary(fc.constantFrom('kind', 'amount', 'currency', 'date', 'allocation'), fc.jsonValue()),
      ),
    }),
  );

  it.each(Object.entries(schemas))('%s never throws and answers with message keys', (_, schema) => {
    fc.assert(
      fc.property(body, (value) => {
        const result = schema.safeParse(value);
        if (!result.success) {
          for (const issue of result.error.issues)
            expect(issue.message).toMatch(/^(purchases|errors)\.[\w.]+$/);
        }
      }),
      runs,
    );
  });
});
