import { describe, expect, it } from 'vitest';
import { documentAmounts } from '@comptoir/core/line-amounts';
import { emptyLine, lineBody, liveNumber, liveTotals } from './lines';

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

  it("gives core's documentAmounts for valid lines and ignores what cannot be read yet", () => {
    const lines = [
      { quantity: '3', unitPrice: '10.50', discount: '10', taxRate: '5,5' },
      { quantity: '1', unitPrice: '0.0375', discount: '', taxRate: '20' },
    ];
    expect(liveTotals(lines)).toEqual(
      documentAmounts([
        { quantity: '3', unitPrice: '10.50', discount: '10', taxRate: '5.5' },
        { quantity: '1', unitPrice: '0.0375', discount: '0', taxRate: '20' },
      ]),
    );
    const typing = liveTotals([{ quantity: 'abc', unitPrice: '', discount: '150', taxRate: '300' }]);
    expect(typing).toMatchObject({
      subtotal: '0.00',
      taxAmount: '0.00',
      totalAmount: '0.00',
      lines: ['0.00'],
    });
    expect(liveTotals([{ quantity: '2', unitPrice: '10', discount: '0', taxRate: '300' }]).taxAmount).toBe(
      '0.00',
    );
    expect(liveTotals([{ quantity: '2,5', unitPrice: '45', discount: '0', taxRate: '20' }]).totalAmount).toBe(
      '135.00',
    );
  });

  it('sends a line as typed, with its discount and VAT rate', () => {
    const line = {
      ...emptyLine('5.5'),
      productName: 'Nappe',
      quantity: ' 2 ',
      unitPrice: '9.90',
      discount: '5',
    };
    expect(lineBody(line)).toEqual({
      productId: null,
      productName: 'Nappe',
      description: '',
      quantity: '2',
      unitPrice: '9.90',
      discount: '5',
      taxRate: '5.5',
    });
  });
});
