import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createPurchaseOrderBody, purchaseActionParams, purchasePaymentBody } from './purchases-api';

const id = '7f1c2a9e-3b4d-4c5e-8f60-718293a4b5c6';
const line = { description: 'Boutons', quantity: '1000', unitPrice: '0.0375' };
const base = { companyId: id, supplierId: id, currency: 'CNY' };
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('createPurchaseOrderBody', () => {
  it('takes blank lines, or approved quotations without lines', () => {
    expect(createPurchaseOrderBody.safeParse({ ...base, lines: [line] }).success).toBe(true);
    const fromQuotations = createPurchaseOrderBody.parse({ ...base, quotationIds: [id.toUpperCase()] });
    expect(fromQuotations.lines).toEqual([]);
    expect(fromQuotations.quotationIds).toEqual([id]);
  });
  it('wants lines or quotations, a company, and the place of an Incoterm', () => {
    expect(messages(createPurchaseOrderBody.safeParse(base))).toEqual(['purchases.validation.lines']);
    const { companyId: _, ...noCompany } = base;
    expect(messages(createPurchaseOrderBody.safeParse({ ...noCompany, lines: [line] }))).toEqual([
      'purchases.validation.company',
    ]);
    expect(
      messages(
        createPurchaseOrderBody.safeParse({ ...base, lines: [line], incoterm: 'FOB', incotermPlace: ' ' }),
      ),
    ).toEqual(['purchases.validation.incotermPlace']);
  });
  it('never throws, whatever it is given (fuzz)', () => {
    fc.assert(fc.property(fc.anything(), (value) => void createPurchaseOrderBody.safeParse(value)));
  });
});

describe('purchasePaymentBody and the actions', () => {
  it('takes a deposit above 0 with 2 decimals at most', () => {
    expect(
      purchasePaymentBody.safeParse({ date: '2026-03-01', amount: '300.50', kind: 'deposit' }).success,
    ).toBe(true);
    expect(
      messages(purchasePaymentBody.safeParse({ date: '2026-03-01', amount: '0', kind: 'payment' })),
    ).toEqual(['purchases.validation.paymentAmount']);
    expect(
      messages(purchasePaymentBody.safeParse({ date: '2026-03-01', amount: '1.001', kind: 'x' })),
    ).toEqual(['purchases.validation.paymentAmount', 'purchases.validation.paymentKind']);
  });
  it("offers send, confirm, close and cancel, never 'receive' (a receipt's)", () => {
    for (const action of ['send', 'confirm', 'close', 'cancel'])
      expect(purchaseActionParams.safeParse({ id, action }).success).toBe(true);
    expect(purchaseActionParams.safeParse({ id, action: 'receive' }).success).toBe(false);
  });
});
