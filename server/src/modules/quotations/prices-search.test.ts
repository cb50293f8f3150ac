/**
 * Quotation prices and lists: conversion to the reader's base currency, the best price, the stats
 * and the requested products' counters, search and sorts, and the suppliers to choose from.
 */
import { describe, expect, it } from 'vitest';
import { RATE_DATE, day, postRequest, useQuotationsApp } from './testing';

const { f, call, product, create, list, setRow } = useQuotationsApp();

/** A quotation from `supplierName` for the requested product, at `totalPrice` in `currency`. */
const offer = (productId: string, supplierName: string, totalPrice: string, currency: string) =>
  create({ requestedProductId: productId, supplierName, totalPrice, currency });

describe('conversion to the base currency', () => {
  it('converts with the stored rate and shows it with its date; no rate gives null, never 1', async () => {
    const { productId } = await product('100');
    const usd = await create({ requestedProductId: productId, totalPrice: '1250.00', currency: 'USD' });
    expect(usd.converted).toEqual({
      amount: '1000.00',
      currency: 'EUR',
      rate: '0.8000',
      rateDate: RATE_DATE,
      source: 'ECB',
    });
    expect(usd.unitPrice).toBe('12.50');
    expect(usd.convertedUnitPrice).toBe('10.00');
    const gbp = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'GBP' });
    expect(gbp.converted).toMatchObject({ amount: '125.00', rate: '1.2500' });
    const cny = await create({ requestedProductId: productId, totalPrice: '1.00', currency: 'CNY' });
    expect(cny.converted).toBeNull();
    expect(cny.convertedUnitPrice).toBeNull();
    expect(cny.isBestPrice).toBe(false);
    const eur = await create({ requestedProductId: productId, totalPrice: '130.00', currency: 'EUR' });
    expect(eur.converted).toEqual({
      amount: '130.00',
      currency: 'EUR',
      rate: '1.0000',
      rateDate: null,
      source: null,
    });
  });

  it("uses the reader's base currency, through EUR when needed", async () => {
    const { productId } = await product('10');
    const eur = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'EUR' });
    const gbp = await create({ requestedProductId: productId, totalPrice: '100.00', currency: 'GBP' });
    const seen = await list(productId, {}, f.dollars);
    expect(seen.baseCurrency).toBe('USD');
    const byId = new Map(seen.items.map((q) => [q.id, q]));
    expect(byId.get(eur.id)!.converted).toMatchObject({ amount: '125.00', currency: 'USD', rate: '1.2500' });
    // GBP → EUR → USD: 100 / 0.8 × 1.25 = 156.25
    expect(byId.get(gbp.id)!.converted).toMatchObject({
      amount: '156.25',
      currency: 'USD',
      rateDate: RATE_DATE,
    });
    expect(byId.get(gbp.id)!.convertedUnitPrice).toBe('15.63'); // 15.625, half away from zero
    expect(seen.stats.bestPrice).toEqual({ amount: '125.00', currency: 'USD', quotationId: eur.id });
  });
});

describe('best price, stats and the requested product counters', () => {
  it("marks the lowest converted total among pending and approved ones as 'Meilleur Prix'", async () => {
    const { productId, demandeId } = await product('100');
    const empty = await list(productId);
    expect(empty).toEqual({
      items: [],
      baseCurrency: 'EUR',
      requestedProducts: [{ id: productId, name: 'Lampe LED' }],
      stats: { total: 0, pending: 0, bestPrice: null, average: null },
    });
    let detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0]).toMatchObject({ quotationCount: 0, bestPrice: null });

    const usd = await offer(productId, 'Dollar', '1250.00', 'USD'); // 1000 EUR
    const eur = await offer(productId, 'Euro', '1100.00', 'EUR');
    const approved = await offer(productId, 'Livre', '960.00', 'GBP'); // 1200 EUR
    await call('POST', `/api/quotations/${approved.id}/approve`, {});
    const rejected = await offer(productId, 'Rejeté', '10.00', 'EUR');
    await call('POST', `/api/quotations/${rejected.id}/reject`, {});
    const expired = await offer(productId, 'Expiré', '20.00', 'EUR');
    await setRow(expired.id, { validUntil: day(-3) });
    const noRate = await offer(productId, 'Yuan', '1.00', 'CNY');

    const res = await list(productId);
    expect(res.stats).toEqual({
      total: 6,
      pending: 3,
      bestPrice: { amount: '1000.00', currency: 'EUR', quotationId: usd.id },
      // (1000 + 1100 + 1200) / 3; the CNY quotation has no rate and is left out.
      average: { amount: '1100.00', currency: 'EUR' },
    });
    expect(res.items.filter((q) => q.isBestPrice).map((q) => q.id)).toEqual([usd.id]);
    expect(res.items.find((q) => q.id === noRate.id)!.converted).toBeNull();

    detail = (await call('GET', `/api/demandes/${demandeId}`)).json();
    expect(detail.products[0]).toMatchObject({
      quotationCount: 6,
      bestPrice: { amount: '1000.00', currency: 'EUR' },
    });
    const inDollars = (await call('GET', `/api/demandes/${demandeId}`, undefined, f.dollars)).json();
    expect(inDollars.products[0].bestPrice).toEqual({ amount: '1250.00', currency: 'USD' });

    // The stats ignore the search and the filter; a tie marks both.
    const tie = await offer(productId, 'Égalité', '1000.00', 'EUR');
    const filtered = await list(productId, { q: 'egalite' });
    expect(filtered.items.map((q) => q.id)).toEqual([tie.id]);
    expect(filtered.items[0]!.isBestPrice).toBe(true);
    expect(filtered.stats.total).toBe(7);
    expect(filtered.stats.bestPrice?.quotationId).toBe(usd.id);
    // Rejecting the best hands the title over.
    await call('POST', `/api/quotations/${usd.id}/reject`, {});
    await call('POST', `/api/quotations/${tie.id}/reject`, {});
    const after = await list(productId);
    expect(after.stats.bestPrice).toEqual({ amount: '1100.00', currency: 'EUR', quotationId: eur.id });
    expect(eur.id).toBeTruthy();
  });

  it('counts every product of a request in one grouped query', async () => {
    const d = await postRequest(call, f.memberId, [
      { name: 'A', description: 'a', quantity: '1' },
      { name: 'B', description: 'b', quantity: '1' },
      { name: 'C', description: 'c', quantity: '1' },
    ]);
    await create({ requestedProductId: d.productIds[0]!, totalPrice: '5.00' });
    await create({ requestedProductId: d.productIds[0]!, totalPrice: '4.00' });
    await create({ requestedProductId: d.productIds[2]!, totalPrice: '9.99', currency: 'CNY' });
    const detail = (await call('GET', `/api/demandes/${d.id}`)).json();
    expect(
      detail.products.map((p: { quotationCount: number; bestPrice: unknown }) => [
        p.quotationCount,
        p.bestPrice,
      ]),
    ).toEqual([
      [2, { amount: '4.00', currency: 'EUR' }],
      [0, null],
      [1, null],
    ]);
  });
});

describe('search and sorts', () => {
  it('searches supplier, contact, number and notes without case or accents', async () => {
    const { productId } = await product();
    const a = await create({
      requestedProductId: productId,
      supplierName: 'Électro Sàrl',
      contactPerson: 'Zoé',
      quotationNumber: 'AX-1',
      notes: '',
    });
    const b = await create({
      requestedProductId: productId,
      supplierName: 'Tissus',
      contactPerson: 'Jean',
      quotationNumber: 'BX-2',
      notes: 'Livraison par bateau',
    });
    const ids = async (q: string) => (await list(productId, { q })).items.map((x) => x.id);
    expect(await ids('electro')).toEqual([a.id]);
    expect(await ids('ZOE')).toEqual([a.id]);
    expect(await ids('bx-2')).toEqual([b.id]);
    expect(await ids('bâteau')).toEqual([b.id]);
    expect(await ids('100%')).toEqual([]);
    expect(await ids('introuvable')).toEqual([]);
  });

  it('sorts by date (newest first), price (converted, no rate last) and supplier', async () => {
    const { productId } = await product();
    const first = await offer(productId, 'fabre', '300.00', 'EUR');
    const second = await offer(productId, 'Dupont', '250.00', 'USD'); // 200 EUR
    const third = await offer(productId, 'Élan', '5.00', 'CNY'); // no rate
    const fourth = await offer(productId, 'Blanc', '100.00', 'GBP'); // 125 EUR
    await setRow(first.id, { submittedDate: day(-2) });
    await setRow(second.id, { submittedDate: day(-1) });
    const ids = async (params: Record<string, string>) =>
      (await list(productId, params)).items.map((q) => q.id);
    expect(await ids({})).toEqual([fourth.id, third.id, second.id, first.id]);
    expect(await ids({ sort: 'date', order: 'asc' })).toEqual([first.id, second.id, third.id, fourth.id]);
    expect(await ids({ sort: 'price' })).toEqual([fourth.id, second.id, first.id, third.id]);
    expect(await ids({ sort: 'price', order: 'desc' })).toEqual([first.id, second.id, fourth.id, third.id]);
    expect(await ids({ sort: 'supplier' })).toEqual([fourth.id, second.id, third.id, first.id]);
    expect(await ids({ sort: 'supplier', order: 'desc' })).toEqual([
      first.id,
      third.id,
      second.id,
      fourth.id,
    ]);
  });
});

describe('suppliers to choose from', () => {
  it('lists the suppliers, searched by name, to a user of the requests without the catalogue', async () => {
    const { productId } = await product();
    await create({ requestedProductId: productId, supplierName: 'Fournisseur Liste Zébulon' });
    const res = await call('GET', '/api/quotations/suppliers?q=zébulon', undefined, f.editor);
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { items: { name: string }[] }).items.map((s) => s.name);
    expect(names).toContain('Fournisseur Liste Zébulon');
    // The catalogue's own list stays closed to them.
    expect((await call('GET', '/api/suppliers', undefined, f.editor)).statusCode).toBe(403);
  });
});
