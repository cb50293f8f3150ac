import { describe, expect, it } from 'vitest';
import { errorsOf } from '../validation';
import { isCalendarDay } from '../fields';
import {
  ORDER_STATUSES,
  QUOTE_ACTIONS,
  canMoveOrder,
  documentNumber,
  orderBody,
  orderPatch,
  orderSearchText,
  quoteBody,
  quotePatch,
  quoteSearchText,
  type OrderStatus,
} from './sales';

describe('documentNumber', () => {
  it('pads to three digits and grows past 999', () => {
    expect(documentNumber('DEV', 2026, 7)).toBe('DEV-2026-007');
    expect(documentNumber('CMD', 2026, 123)).toBe('CMD-2026-123');
    expect(documentNumber('DEV', 2026, 1000)).toBe('DEV-2026-1000');
  });
});

describe('search texts', () => {
  it('normalise the number or reference, the client, its company and the title', () => {
    expect(
      quoteSearchText({
        number: 'DEV-2026-007',
        title: 'Réassort  Été',
        clientName: 'Éloïse',
        companyName: 'Atlas',
      }),
    ).toBe('dev-2026-007 eloise atlas reassort ete');
    expect(
      orderSearchText({
        reference: 'CMD-2026-123',
        clientName: 'Hugo Bernard',
        companyName: 'Maison Lumière',
      }),
    ).toBe('cmd-2026-123 hugo bernard maison lumiere');
  });
});

describe('status moves', () => {
  it('quote actions start from the documented statuses', () => {
    expect(QUOTE_ACTIONS.send.from).toEqual(['draft']);
    expect(QUOTE_ACTIONS.accept.from).toEqual(['sent']);
    expect(QUOTE_ACTIONS.reject.from).toEqual(['sent']);
  });

  it('orders move forward along the chain or are cancelled before delivery', () => {
    const flow: OrderStatus[] = ['draft', 'pending', 'confirmed', 'shipped', 'delivered'];
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const expected =
          to === 'cancelled'
            ? from !== 'delivered' && from !== 'cancelled'
            : flow.includes(from) && flow.indexOf(to) > flow.indexOf(from);
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(expected);
      }
    }
  });
});

describe('schemas', () => {
  const client = '5f0c8a4e-1b2c-4d3e-8f9a-0b1c2d3e4f50';
  const quote = {
    title: 'Devis',
    clientId: client,
    validUntil: '2026-12-31',
    items: [{ productName: 'Stylo', quantity: 2, unitPrice: '1,50' }],
  };

  it('quoteBody applies the defaults and reads French decimals', () => {
    const parsed = quoteBody.parse(quote);
    expect(parsed.taxRate).toBeUndefined();
    expect(parsed).toMatchObject({
      currency: 'EUR',
      paymentTerms: '30 jours net',
      notes: null,
      terms: null,
    });
    expect(parsed.items[0]).toMatchObject({
      unitPrice: '1.50',
      discount: '0',
      taxRate: null,
      productId: null,
    });
  });

  it('quoteBody names the spec messages', () => {
    expect(errorsOf(quoteBody, { ...quote, title: ' ' })).toEqual({ title: 'quotes.validation.required' });
    expect(errorsOf(quoteBody, { ...quote, items: [] })).toEqual({ items: 'quotes.validation.items' });
    expect(
      errorsOf(quoteBody, { ...quote, items: [{ productName: 'x', quantity: 0, unitPrice: '1' }] }),
    ).toEqual({ 'items.0.quantity': 'quotes.validation.items' });
    expect(errorsOf(quoteBody, { ...quote, taxRate: 20.555 })).toEqual({
      taxRate: 'quotes.validation.taxRate',
    });
    expect(quoteBody.parse({ ...quote, taxRate: '5,5' }).taxRate).toBe('5.5');
    expect(
      errorsOf(quoteBody, { ...quote, items: [{ productName: 'x', quantity: 1, unitPrice: '0.00375' }] }),
    ).toEqual({ 'items.0.unitPrice': 'quotes.validation.unitPrice' });
    expect(
      quoteBody.parse({ ...quote, items: [{ productName: 'x', quantity: '2,125', unitPrice: '0.0375' }] })
        .items[0],
    ).toMatchObject({ quantity: '2.125', unitPrice: '0.0375' });
    expect(errorsOf(quoteBody, { ...quote, validUntil: '2026-02-30' })).toEqual({
      validUntil: 'errors.invalidValue',
    });
  });

  it('quotePatch leaves absent fields undefined and clears texts with null', () => {
    expect(quotePatch.parse({})).toEqual({});
    expect(quotePatch.parse({ notes: null, terms: '  ' })).toEqual({ notes: null, terms: null });
    expect(quotePatch.parse({ paymentTerms: '' })).toEqual({ paymentTerms: '30 jours net' });
  });

  it('orderBody takes decimal quantities above 0', () => {
    const body = { clientId: client, items: [{ productName: 'Acier', quantity: '2,5', unitPrice: '10' }] };
    expect(orderBody.parse(body).items[0]).toMatchObject({ quantity: '2.5', unitPrice: '10' });
    expect(orderBody.parse(body)).toMatchObject({ status: 'draft', assignedTo: null });
    expect(
      errorsOf(orderBody, { ...body, items: [{ productName: 'x', quantity: '0', unitPrice: '1' }] }),
    ).toEqual({
      'items.0.quantity': 'orders.validation.items',
    });
    expect(errorsOf(orderBody, { items: body.items })).toEqual({ clientId: 'orders.validation.required' });
  });

  it('orderPatch keeps absent fields undefined', () => {
    expect(orderPatch.parse({})).toEqual({});
    expect(orderPatch.parse({ assignedTo: null, expectedDeliveryDate: null })).toEqual({
      assignedTo: null,
      expectedDeliveryDate: null,
    });
  });

  it('isCalendarDay refuses impossible days', () => {
    for (const ok of ['2024-02-29', '2026-12-31', '1999-01-01']) expect(isCalendarDay(ok)).toBe(true);
    for (const bad of ['2026-02-29', '2026-02-30', '2026-13-01', '0000-01-01', '2026-1-1', '']) {
      expect(isCalendarDay(bad), bad).toBe(false);
    }
  });
});
