/** The issuer taken from the suppliers Comptoir knows (issue 34), on invented documents. */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { KnownSupplier } from '@comptoir/core/modules/extraction';
import { invoiceFromText } from './invoice-fields';
import { knownSupplierOf, nameKey, preferKnownSupplier } from './known-suppliers';
import { quotationFromText } from './quotation-fields';
import { textDocument } from './text-fixtures';

const known: KnownSupplier[] = [
  { name: 'Lumen Textiles SARL', vatNumber: 'FR40303265045', iban: null },
  { name: 'Yiwu Star Trading Co., Ltd.', vatNumber: null, iban: 'DE89370400440532013000' },
  { name: 'Brasserie Van Hove', vatNumber: null, iban: null },
];

/** A marketplace-style page: the platform's name at the top, the seller only in the footer. */
const platformPage = (footer: string) =>
  textDocument([
    [
      { 40: 'MarketHub Europe' },
      { 40: 'Invoice' },
      { 40: 'Invoice number: MH-2026-0042' },
      { 40: 'Invoice date: 12/03/2026' },
      { 40: 'Bill to', 300: 'Comptoir SAS' },
      { 40: 'Description', 300: 'Qty', 380: 'Price', 470: 'Amount' },
      { 40: 'Linen shirts', 305: '10', 380: '12.00', 470: '120.00' },
      { 380: 'Total', 470: '€ 120.00' },
      {},
      { 40: footer },
    ],
  ]);

describe('known suppliers', () => {
  it('takes the supplier whose VAT id the document prints, wherever it prints it', () => {
    const doc = platformPage('Sold and shipped by a partner · VAT FR 40 303 265 045');
    const rules = invoiceFromText(doc);
    expect(rules.sellerName.value).not.toBe('Lumen Textiles SARL');
    const got = preferKnownSupplier(doc, rules, known);
    expect(got.sellerName.value).toBe('Lumen Textiles SARL');
    expect(got.sellerName.confidence).toBeGreaterThanOrEqual(0.95);
    expect(got.sellerName.source?.page).toBe(1);
    expect(got.sellerName.source?.text).toContain('FR 40 303 265 045');
    // The VAT id read is the supplier's when none was.
    expect(got.sellerVatId.value).toBe('FR40303265045');
  });

  it('takes the supplier whose IBAN the document prints', () => {
    const doc = platformPage('Payment to IBAN DE89 3704 0044 0532 0130 00');
    expect(preferKnownSupplier(doc, invoiceFromText(doc), known).sellerName.value).toBe(
      'Yiwu Star Trading Co., Ltd.',
    );
  });

  it("never takes the buyer's VAT id for the issuer's", () => {
    const doc = textDocument([
      [
        { 40: 'Atelier Nord' },
        { 40: 'Facture n° F-118' },
        { 40: 'Client' },
        { 40: 'Lumen Textiles SARL' },
        { 40: 'TVA FR40303265045' },
        {},
        {},
        { 380: 'Total TTC', 470: '120,00 €' },
      ],
    ]);
    const rules = invoiceFromText(doc);
    expect(rules.buyerVatId.value).toBe('FR40303265045');
    // The buyer's name is a known supplier too: it is not taken for the issuer either.
    expect(knownSupplierOf(doc, rules, known)).toBeNull();
    expect(preferKnownSupplier(doc, rules, known).sellerName.value).toBe(rules.sellerName.value);
  });

  it('takes a known name standing on the page as whole words, its legal form aside', () => {
    const doc = platformPage('Brasserie Van Hove, Grote Markt 1, 9000 Gent');
    const got = preferKnownSupplier(doc, invoiceFromText(doc), known);
    expect(got.sellerName.value).toBe('Brasserie Van Hove');
    expect(got.sellerName.confidence).toBe(0.9);
    // Inside another word it is not the name.
    const inside = platformPage('Lumentextiles distribution');
    expect(knownSupplierOf(inside, invoiceFromText(inside), known)).toBeNull();
    // Without its legal form: 'Lumen Textiles' names 'Lumen Textiles SARL'.
    const short = platformPage('Lumen Textiles, 12 rue des Tisserands, 59100 Roubaix');
    expect(preferKnownSupplier(short, invoiceFromText(short), known).sellerName.value).toBe(
      'Lumen Textiles SARL',
    );
  });

  it("never takes a maker named in a product line for the issuer (a distributor's invoice)", () => {
    const doc = textDocument([
      [
        { 40: 'Quincaillerie Moderne' },
        { 40: 'Facture n° 88' },
        { 40: 'Désignation', 300: 'Qté', 380: 'Prix', 470: 'Montant' },
        { 40: 'Perceuse Brasserie Van Hove 18 V', 300: '2', 380: '89,00', 470: '178,00' },
        { 380: 'Total TTC', 470: '178,00 €' },
      ],
    ]);
    expect(knownSupplierOf(doc, invoiceFromText(doc), known)).toBeNull();
  });

  it('writes the known spelling of a name the rules read differently', () => {
    const doc = textDocument([
      [{ 40: 'LUMEN TEXTILES SARL' }, { 40: 'Facture n° 7' }, { 380: 'Total TTC', 470: '12,00 €' }],
    ]);
    const got = preferKnownSupplier(doc, invoiceFromText(doc), known);
    expect(got.sellerName.value).toBe('Lumen Textiles SARL');
  });

  it('leaves a document that names no known supplier as the rules read it, and quotations too', () => {
    const doc = platformPage('Thank you for your order');
    const rules = invoiceFromText(doc);
    expect(preferKnownSupplier(doc, rules, known)).toBe(rules);
    expect(preferKnownSupplier(doc, rules, [])).toBe(rules);
    const quote = textDocument([
      [
        { 40: 'Devis n° D-12' },
        { 40: 'Yiwu Star Trading Co., Ltd. · No. 8 Futian Road, Yiwu' },
        { 380: 'Total', 470: '1 200,00 €' },
      ],
    ]);
    expect(preferKnownSupplier(quote, quotationFromText(quote), known).supplierName.value).toBe(
      'Yiwu Star Trading Co., Ltd.',
    );
  });

  it('compares names by their letters and digits of any script', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (s) => {
        expect(nameKey(s.toUpperCase())).toBe(nameKey(s.toLowerCase()).toLowerCase());
        expect(nameKey(` ${s} .`)).toBe(nameKey(s));
      }),
    );
    expect(nameKey('广州灵感之茶 有限公司')).toBe('广州灵感之茶有限公司');
    expect(nameKey('Société Générale')).toBe(nameKey('SOCIETE GENERALE'));
  });
});
