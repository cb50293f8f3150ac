import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InvoiceExtraction } from './extraction';
import { invoiceCorrections, type KeptInvoiceValues } from './extraction-corrections';

const field = (value: string | null) => ({ value, confidence: value ? 0.9 : 0, source: null });

const KEPT: KeptInvoiceValues = {
  sellerName: 'Aciéries du Nord',
  sellerVatId: 'FR12345678901',
  invoiceNumber: 'AN-2026-118',
  issueDate: '2026-03-02',
  dueDate: '2026-04-01',
  currency: 'EUR',
  totalWithoutTax: '100.00',
  taxAmount: '20.00',
  totalWithTax: '120.00',
  iban: null,
  paymentTerms: null,
  orderReference: 'CMD-7',
};

/** An extraction that read `values` (each field of KeptInvoiceValues). */
function readAs(values: KeptInvoiceValues): InvoiceExtraction {
  return {
    kind: 'invoice',
    sellerName: field(values.sellerName),
    sellerVatId: field(values.sellerVatId),
    buyerName: field('Comptoir'),
    buyerVatId: field(null),
    invoiceNumber: field(values.invoiceNumber),
    issueDate: field(values.issueDate),
    dueDate: field(values.dueDate),
    currency: field(values.currency),
    totalWithoutTax: field(values.totalWithoutTax),
    taxAmount: field(values.taxAmount),
    totalWithTax: field(values.totalWithTax),
    iban: field(values.iban),
    paymentTerms: field(values.paymentTerms),
    orderReference: field(values.orderReference),
    lines: [],
    confidence: 0.9,
  };
}

describe('corrections of an invoice extraction', () => {
  it('none when the values kept are the values read, whatever they are (property)', () => {
    const text = fc.option(fc.string({ maxLength: 40 }), { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          number: fc.string({ minLength: 1, maxLength: 30 }),
          seller: fc.string({ maxLength: 40 }),
          terms: text,
        }),
        fc.integer({ min: 0, max: 10_000_000 }),
        ({ number, seller, terms }, cents) => {
          const amount = (cents / 100).toFixed(2);
          const kept = {
            ...KEPT,
            invoiceNumber: number,
            sellerName: seller,
            paymentTerms: terms,
            totalWithTax: amount,
          };
          expect(invoiceCorrections(readAs(kept), kept)).toEqual([]);
        },
      ),
    );
  });

  it('none for another notation of the same value: amounts, spaces, case of identifiers', () => {
    const read = readAs({
      ...KEPT,
      totalWithTax: '120',
      sellerVatId: 'fr 12 345 678 901',
      sellerName: '  Aciéries   du Nord ',
    });
    expect(invoiceCorrections(read, KEPT)).toEqual([]);
  });

  it('each field changed, with what was read and what was kept', () => {
    const read = readAs({ ...KEPT, invoiceNumber: 'CMD-7', totalWithTax: '12.00', dueDate: null });
    expect(invoiceCorrections(read, KEPT)).toEqual([
      { field: 'invoiceNumber', original: 'CMD-7', corrected: 'AN-2026-118' },
      { field: 'dueDate', original: null, corrected: '2026-04-01' },
      { field: 'totalWithTax', original: '12.00', corrected: '120.00' },
    ]);
  });

  it('a value read and then cleared is a correction to nothing', () => {
    const read = readAs({ ...KEPT, orderReference: 'PO-2' });
    expect(invoiceCorrections(read, { ...KEPT, orderReference: null })).toEqual([
      { field: 'orderReference', original: 'PO-2', corrected: null },
    ]);
  });
});
