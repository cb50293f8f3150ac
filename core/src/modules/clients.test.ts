import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../validation';
import {
  clientBody,
  clientPatch,
  clientSearchText,
  companyBody,
  isValidPhone,
  listClientsQuery,
  parseTags,
  vipThresholdBody,
  websiteHref,
} from './clients';

const COMPANY = '6f1d1c3e-3b7a-4f0e-9a51-1f2b3c4d5e6f';

describe('client rules', () => {
  it('accepts a phone with an optional +, digits, spaces and dashes, and at least 10 digits', () => {
    for (const ok of ['0612345678', '+33 6 12 34 56 78', '06-12-34-56-78', '+44 20 7946 0018']) {
      expect(isValidPhone(ok), ok).toBe(true);
    }
    for (const bad of [
      '----------',
      '06 12 34 56 7',
      '+33 (0)6 12 34 56 78',
      '++33612345678',
      'abc0612345678',
    ]) {
      expect(isValidPhone(bad), bad).toBe(false);
    }
  });

  it('splits tags on commas, trims them and drops empties and repeats', () => {
    expect(parseTags('hôtel, , fidèle,Hôtel ')).toEqual(['hôtel', 'fidèle']);
    expect(parseTags([' a', 'b', ''])).toEqual(['a', 'b']);
    expect(parseTags(null)).toEqual([]);
  });

  it('searches on the normalised name, e-mail, phone and the phone digits', () => {
    expect(clientSearchText({ name: 'Éloïse  Dupré', email: 'E@X.fr', phone: '06 12-34' })).toBe(
      'eloise dupre e@x.fr 06 12-34 061234',
    );
  });

  it('links a website without scheme over https', () => {
    expect(websiteHref('www.exemple.fr')).toBe('https://www.exemple.fr');
    expect(websiteHref('http://exemple.fr')).toBe('http://exemple.fr');
  });
});

describe('schemas', () => {
  it('needs a name and a company (an existing one or a new one)', () => {
    const missing = clientBody.safeParse({ name: ' ' });
    expect(missing.success).toBe(false);
    expect(fieldErrors(missing.error!)).toEqual({
      name: 'clients.validation.required',
      companyId: 'clients.validation.required',
    });
    expect(clientBody.safeParse({ name: 'A', companyId: COMPANY }).success).toBe(true);
    const withNew = clientBody.parse({ name: 'A', newCompany: { name: 'B', vatNumber: 'fr 123' } });
    expect(withNew).toMatchObject({ companyId: null, newCompany: { name: 'B', vatNumber: 'FR 123' } });
    expect(withNew).toMatchObject({ status: 'active', tags: [], zone: null, email: null });
  });

  it('leaves out of a PATCH the fields not sent, and refuses clearing the company', () => {
    expect(clientPatch.parse({ notes: 'x' })).toEqual({ notes: 'x' });
    const cleared = clientPatch.safeParse({ companyId: '' });
    expect(fieldErrors(cleared.error!)).toEqual({ companyId: 'clients.validation.required' });
  });

  it('checks company websites and VAT numbers', () => {
    const bad = companyBody.safeParse({ name: 'X', website: 'javascript:alert(1)', vatNumber: '!' });
    expect(fieldErrors(bad.error!)).toEqual({
      website: 'clients.validation.website',
      vatNumber: 'clients.validation.vatNumber',
    });
    expect(companyBody.safeParse({ name: 'X', website: 'https://a.b.fr/x?y=1' }).success).toBe(true);
  });

  it('reads list filters leniently and pages within bounds', () => {
    expect(listClientsQuery.parse({ status: '', kind: 'vip' })).toMatchObject({
      status: undefined,
      kind: 'vip',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      pageSize: 20,
    });
    expect(listClientsQuery.safeParse({ pageSize: '1000' }).success).toBe(false);
  });

  it('normalises the VIP threshold to two decimals', () => {
    expect(vipThresholdBody.parse({ amount: '12500,5', currency: 'USD' })).toEqual({
      amount: '12500.50',
      currency: 'USD',
    });
    expect(vipThresholdBody.safeParse({ amount: '0', currency: 'EUR' }).success).toBe(false);
  });
});
