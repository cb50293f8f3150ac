import { describe, expect, it } from 'vitest';
import { parseAmountInput } from './parse-amount';

describe('parseAmountInput', () => {
  it.each([
    ['1 234,50', '1234.50'],
    ['1\u202f234,50', '1234.50'],
    ['1\u00a0234,5', '1234.5'],
    ['1234.50', '1234.50'],
    ['1234,50', '1234.50'],
    ['1,234.50', '1234.50'],
    ['1.234,50', '1234.50'],
    ['1 234 567', '1234567'],
    ['1.234.567', '1234567'],
    ['1,234,567.89', '1234567.89'],
    ['0,5', '0.5'],
    ['-12,30', '-12.30'],
    ['\u221212,30', '-12.30'],
    [' 42 ', '42'],
    ['1,234', '1.234'],
  ])('%j -> %s', (input, expected) => {
    expect(parseAmountInput(input)).toBe(expected);
  });

  it.each([
    '',
    ' ',
    '-',
    'abc',
    '12a',
    '1,2,3',
    '1.2.3',
    '1,23.4,5',
    '1e3',
    ',5',
    '5,',
    '12,34.56',
    '1..2',
    '--1',
  ])('refuses %j', (input) => {
    expect(parseAmountInput(input)).toBeNull();
  });
});
