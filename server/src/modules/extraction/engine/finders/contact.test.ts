import { describe, expect, it } from 'vitest';
import { findEmails, findPhones } from './contact';

describe('contacts', () => {
  it('finds e-mail addresses', () => {
    expect(findEmails('E-Mail : Max.Muster@musterlieferant.de, web www.x.de').map((e) => e.value)).toEqual([
      'max.muster@musterlieferant.de',
    ]);
    expect(findEmails('pas d’adresse ici @ 12')).toEqual([]);
  });

  it('finds telephone numbers in international and national forms', () => {
    expect(findPhones('Tél. : +33 1 42 68 53 00')[0]?.value).toBe('+33 1 42 68 53 00');
    expect(findPhones('Tel: 01 23 45 67 89')[0]?.value).toBe('01 23 45 67 89');
    expect(findPhones('Telefon: +49 (0)711-50885524')[0]?.value).toBe('+49 (0)711-50885524');
    expect(findPhones('Phone +1 415 555 0132')[0]?.value).toBe('+1 415 555 0132');
  });

  it('does not take dates or amounts for telephone numbers', () => {
    expect(findPhones('Date 05.03.2018')).toEqual([]);
    expect(findPhones('Total 1234,56')).toEqual([]);
  });

  it('finds North American numbers written the national way', () => {
    expect(findPhones('Tel: (512) 555-0132')[0]?.value).toBe('(512) 555-0132');
    expect(findPhones('Phone 415-555-0199 (office)')[0]?.value).toBe('415-555-0199');
    expect(findPhones('Invoice # 2025-0412-7788')).toEqual([]);
    expect(findPhones('+1 415 555 0132').map((p) => p.value)).toEqual(['+1 415 555 0132']);
  });
});
