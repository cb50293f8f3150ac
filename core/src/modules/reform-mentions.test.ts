import { describe, expect, it } from 'vitest';
import { companyBody, companyPatch } from './clients';
import { createInvoiceBody, invoicePatch, operationNatureOf } from './invoices';
import { companyIdentity } from './settings';

const P = '00000000-0000-4000-8000-000000000001';

describe('the 2026 reform mentions in the contracts (decision 0031)', () => {
  it('derives the nature of the operation from the lines', () => {
    expect(operationNatureOf([{ productId: P }, { productId: P }])).toBe('goods');
    expect(operationNatureOf([{ productId: null }, {}])).toBe('services');
    expect(operationNatureOf([{ productId: P }, { productId: null }])).toBe('mixed');
    expect(operationNatureOf([])).toBe('services');
  });

  it("checks a company's SIREN and SIRET, digits only, the SIRET starting with the SIREN", () => {
    expect(companyBody.parse({ name: 'X', siren: '732 829 320', siret: '732 829 320 00074' })).toMatchObject({
      siren: '732829320',
      siret: '73282932000074',
    });
    const bad = companyBody.safeParse({ name: 'X', siren: '732829321' });
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['siren', 'clients.validation.siren'],
    ]);
    const other = companyBody.safeParse({ name: 'X', siren: '732829320', siret: '55210055400013' });
    expect(other.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['siret', 'clients.validation.siretSiren'],
    ]);
    expect(companyPatch.parse({ siren: '' })).toEqual({ siren: null });
  });

  it('takes the delivery address and the nature on a draft, and VAT on debits in the identity', () => {
    expect(createInvoiceBody.parse({ clientId: P })).toMatchObject({
      deliveryAddress: null,
      operationNature: null,
    });
    expect(invoicePatch.parse({ deliveryAddress: ' Quai 3 ', operationNature: 'goods' })).toMatchObject({
      deliveryAddress: 'Quai 3',
      operationNature: 'goods',
    });
    expect(invoicePatch.safeParse({ operationNature: 'both' }).success).toBe(false);
    expect(companyIdentity.parse({}).vatOnDebits).toBe(false);
    expect(companyIdentity.parse({ vatOnDebits: true }).vatOnDebits).toBe(true);
  });
});
