import { describe, expect, it } from 'vitest';
import { quoteTotals } from '@comptoir/core/modules/sales';
import { emptyLine, lineBody, liveNumber, liveOrderTotals, liveQuoteTotals } from './lines';

describe('live totals of the quote and order forms', () => {
  it('reads numbers as typed, commas included, and counts anything else as 0', () => {
    expect(liveNumber('12,5')).toBe('12.5');
    expect(liveNumber(' 3 ')).toBe('3');
    expect(liveNumber('')).toBe('0');
    expect(liveNumber('-2')).toBe('0');
    expect(liveNumber('1e3')).toBe('0');
    expect(liveNumber('1.234', 2)).toBe('0');
    expect(liveNumber('20', 0)).toBe('20');
    expect(liveNumber('20.5', 0)).toBe('0');
  });

  it("gives core's quoteTotals for valid lines and ignores what cannot be read yet", () => {
    const lines = [
      { quantity: '3', unitPrice: '10.50', discount: '10' },
      { quantity: '1', unitPrice: '1.65', discount: '' },
    ];
    expect(liveQuoteTotals(lines, '5')).toEqual(
      quoteTotals(
        [
          { quantity: '3', unitPrice: '10.50', discount: '10' },
          { quantity: '1', unitPrice: '1.65', discount: '0' },
        ],
        5,
      ),
    );
    const typing = liveQuoteTotals([{ quantity: 'abc', unitPrice: '', discount: '150' }], '');
    expect(typing).toMatchObject({
      subtotal: '0.00',
      taxAmount: '0.00',
      totalAmount: '0.00',
      lines: ['0.00'],
    });
    expect(liveQuoteTotals([{ quantity: '2', unitPrice: '10', discount: '0' }], '300').taxAmount).toBe(
      '0.00',
    );
  });

  it('sums order lines without discount or tax, decimal quantities included', () => {
    expect(
      liveOrderTotals([
        { quantity: '2.5', unitPrice: '45' },
        { quantity: '1', unitPrice: '7.25' },
      ]),
    ).toEqual({ totalAmount: '119.75', lines: ['112.50', '7.25'] });
  });

  it('sends a line as typed, the discount only on quotes', () => {
    const line = { ...emptyLine(), productName: 'Nappe', quantity: ' 2 ', unitPrice: '9.90', discount: '5' };
    expect(lineBody(line, true)).toEqual({
      productId: null,
      productName: 'Nappe',
      description: '',
      quantity: '2',
      unitPrice: '9.90',
      discount: '5',
    });
    expect(lineBody(line, false)).not.toHaveProperty('discount');
  });
});
