import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkVatId, findVatIds, frenchVatKey, germanVatCheckDigit, normaliseVatId } from './vat';
import { expectReads } from './testing';

const siren = fc.integer({ min: 100_000_000, max: 999_999_999 }).map(String);
const frenchVat = siren.map((s) => `FR${frenchVatKey(s)}${s}`);
const germanVat = fc
  .integer({ min: 10_000_000, max: 99_999_999 })
  .map((n) => `DE${n}${germanVatCheckDigit(String(n))}`);

describe('VAT ids', () => {
  it('checks known ids', () => {
    expectReads(checkVatId, [
      ['FR40303265045', 'valid'],
      ['FR41303265045', 'invalid'],
      ['DE136695976', 'valid'],
      ['DE123456789', 'invalid'],
      ['BE0403170701', 'valid'],
      ['IT00743110157', 'valid'],
      ['GB123456789', 'unchecked'],
      ['XX123', 'invalid'],
    ]);
  });

  it('accepts generated French ids and refuses a changed key', () => {
    fc.assert(fc.property(frenchVat, (id) => checkVatId(id) === 'valid'));
    fc.assert(
      fc.property(siren, fc.integer({ min: 1, max: 96 }), (s, shift) => {
        const key = (Number(frenchVatKey(s)) + shift) % 97;
        return checkVatId(`FR${String(key).padStart(2, '0')}${s}`) === 'invalid';
      }),
    );
  });

  it('accepts generated German ids and refuses one digit changed', () => {
    fc.assert(fc.property(germanVat, (id) => checkVatId(id) === 'valid'));
    fc.assert(
      fc.property(
        germanVat,
        fc.integer({ min: 2, max: 10 }),
        fc.integer({ min: 1, max: 9 }),
        (id, i, delta) => {
          const changed = id.slice(0, i) + String((Number(id[i]) + delta) % 10) + id.slice(i + 1);
          return checkVatId(changed) === 'invalid';
        },
      ),
    );
  });

  it('finds ids written with spaces or dots and normalises them', () => {
    fc.assert(
      fc.property(frenchVat, (id) => {
        const spaced = `${id.slice(0, 4)} ${id.slice(4, 7)} ${id.slice(7, 10)} ${id.slice(10)}`;
        const found = findVatIds(`N° TVA intracommunautaire : ${spaced} - SIRET 123`);
        return found.length === 1 && found[0]!.value === id && found[0]!.check === 'valid';
      }),
    );
    expect(normaliseVatId('gr 123.456.789')).toBe('EL123456789');
    expect(findVatIds('USt-IdNr.: DE 136 695 976')[0]?.value).toBe('DE136695976');
    expect(findVatIds('Steuernummer: 201/113/40209')).toEqual([]);
  });
});
