import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES, leafKeys, resources } from '../i18n/index';
import { listProductsQuery, priceField, productBody, quantityField, supplierBody } from './products';

const valid = { name: 'Théière', reference: 'TH-1', price: '12.5' };

describe('productBody', () => {
  it('normalises a valid body with defaults', () => {
    expect(productBody.parse(valid)).toEqual({
      name: 'Théière',
      reference: 'TH-1',
      price: '12.50',
      currency: 'EUR',
      quantity: 0,
      category: 'Autre',
      subcategory: null,
      description: '',
      supplierId: null,
    });
  });

  it('requires name, reference and price with the specification message', () => {
    const result = productBody.safeParse({ name: ' ', price: '' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toMatchObject({
      name: 'products.validation.required',
      reference: 'products.validation.required',
      price: 'products.validation.required',
    });
  });

  it('keeps prices exact, with cents, never negative', () => {
    expect(priceField.parse('0')).toBe('0.00');
    expect(priceField.parse('1234,5')).toBe('1234.50');
    expect(priceField.parse(0.1)).toBe('0.10');
    expect(priceField.parse('007.05')).toBe('7.05');
    expect(priceField.safeParse('-1').error?.issues[0]?.message).toBe('products.validation.priceNegative');
    expect(priceField.safeParse('1.005').success).toBe(false);
    expect(priceField.safeParse('1e3').success).toBe(false);
    expect(priceField.safeParse('1234567890123').success).toBe(false);
  });

  it('accepts whole quantities ≥ 0 only', () => {
    expect(quantityField.parse('12')).toBe(12);
    expect(quantityField.parse(undefined)).toBe(0);
    expect(quantityField.safeParse(-1).success).toBe(false);
    expect(quantityField.safeParse(1.5).success).toBe(false);
    expect(quantityField.safeParse('abc').success).toBe(false);
  });

  it('refuses unknown currencies and categories', () => {
    expect(productBody.safeParse({ ...valid, currency: 'JPY' }).success).toBe(false);
    expect(productBody.safeParse({ ...valid, category: 'Jouets' }).success).toBe(false);
    expect(productBody.safeParse({ ...valid, category: 'Électronique' }).success).toBe(true);
  });

  it('any accepted price is a two-decimal string', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (value) => {
        const result = priceField.safeParse(value);
        if (result.success) expect(result.data).toMatch(/^\d{1,12}\.\d{2}$/);
      }),
    );
  });
});

describe('list query and suppliers', () => {
  it('defaults and bounds the list query', () => {
    expect(listProductsQuery.parse({})).toMatchObject({ sort: 'name', order: 'asc', page: 1, pageSize: 24 });
    expect(listProductsQuery.safeParse({ sort: 'drop table' }).success).toBe(false);
    expect(listProductsQuery.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(listProductsQuery.parse({ category: '' }).category).toBeUndefined();
  });

  it('validates suppliers', () => {
    expect(supplierBody.parse({ name: 'Atlas', email: '' })).toEqual({
      name: 'Atlas',
      contactName: null,
      email: null,
      phone: null,
      country: null,
    });
    expect(supplierBody.safeParse({ name: 'Atlas', email: 'nope' }).success).toBe(false);
  });
});

describe('products messages', () => {
  it('has every key in en and zh', () => {
    const fr = leafKeys(resources.fr.products).sort();
    for (const language of LANGUAGES) expect(leafKeys(resources[language].products).sort()).toEqual(fr);
  });
});
