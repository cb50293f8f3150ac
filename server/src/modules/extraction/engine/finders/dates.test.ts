import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { detectDateOrder, findDates, formatDate, isoDate, parseDate } from './dates';
import { expectReads } from './testing';

const date = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('parseDate', () => {
  it('reads numeric dates', () => {
    expectReads(parseDate, [
      ['05.03.2018', '2018-03-05'],
      ['05/03/2018', '2018-03-05'],
      ['2018-03-05', '2018-03-05'],
      ['5-3-18', '2018-03-05'],
      ['03/25/2024', '2024-03-25'],
    ]);
    expect(parseDate('03/05/2024', 'mdy')).toBe('2024-03-05');
  });

  it('reads written dates in French, English and German', () => {
    expectReads(parseDate, [
      ['le 1er mars 2024', '2024-03-01'],
      ['15 août 2023', '2023-08-15'],
      ['5. März 2018', '2018-03-05'],
      ['March 5, 2018', '2018-03-05'],
      ['5th March 2018', '2018-03-05'],
      ['05-Dec-2019', '2019-12-05'],
      ['31 Dezember 2020', '2020-12-31'],
    ]);
  });

  it('refuses impossible dates', () => {
    expectReads(parseDate, [
      ['31.02.2024', null],
      ['29.02.2023', null],
      ['29.02.2024', '2024-02-29'],
    ]);
    expect(isoDate(2024, 13, 1)).toBeNull();
  });

  for (const style of ['fr', 'de', 'iso', 'fr-long', 'en-long', 'de-long', 'en-us-long'] as const) {
    it(`round-trips dates written in the ${style} style`, () => {
      fc.assert(fc.property(date, (iso) => parseDate(formatDate(iso, style)) === iso));
    });
  }

  it('round-trips US dates when the order is month first', () => {
    fc.assert(fc.property(date, (iso) => parseDate(formatDate(iso, 'us'), 'mdy') === iso));
  });
});

describe('findDates and detectDateOrder', () => {
  it('finds every date of a line in order', () => {
    const found = findDates('Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto bis 15.03.2018');
    expect(found.map((d) => d.value)).toEqual(['2018-04-04', '2018-03-15']);
  });

  it('does not take amounts or times for dates', () => {
    expect(findDates('Total 1.234,56 EUR à 10:35')).toEqual([]);
  });

  it('detects month-first documents', () => {
    expect(detectDateOrder(['Invoice date 03/25/2024', 'Due 04/24/2024'])).toBe('mdy');
    expect(detectDateOrder(['Date 25/03/2024'])).toBe('dmy');
  });

  it('reads written dates in Spanish and Italian', () => {
    expectReads(parseDate, [
      ['Fecha: 8 de agosto de 2025', '2025-08-08'],
      ['1 de enero de 2026', '2026-01-01'],
      ['Data scadenza: 19 febbraio 2026', '2026-02-19'],
      ['3 dicembre 2025', '2025-12-03'],
    ]);
  });

  it('round-trips Spanish written dates', () => {
    const months = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre';
    fc.assert(
      fc.property(date, (iso) => {
        const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
        return parseDate(`${d} de ${months.split(' ')[m - 1]} de ${y}`) === iso;
      }),
    );
  });

  it('reads ambiguous numeric dates month first on a document with a United States address', () => {
    expect(detectDateOrder(['Austin, TX 78701', 'Date: 04/10/2025'])).toBe('mdy');
    expect(detectDateOrder(['Portland, OR 97205-1234'])).toBe('mdy');
    // A date that settles the order wins over the address.
    expect(detectDateOrder(['Austin, TX 78701', 'Date: 25/10/2025'])).toBe('dmy');
    expect(detectDateOrder(['75011 Paris', 'Date: 04/10/2025'])).toBe('dmy');
  });
});
