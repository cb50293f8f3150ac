import { describe, expect, it } from 'vitest';
import { quotationFromText } from './quotation-fields';
import { textDocument } from './text-fixtures';
import { expectValues } from './testing';

describe('quotationFromText', () => {
  it('reads a French supplier quotation', () => {
    const doc = textDocument([
      [
        { 40: 'Sud Import Export SAS' },
        { 40: 'Tél. : +33 1 42 68 53 00 - E-mail : devis@sudimport.example.com' },
        { 40: 'DEVIS', 380: 'Devis n° : DEV-2024-118' },
        { 380: 'Date : 02/09/2024' },
        { 380: "Valable jusqu'au : 02/10/2024" },
        { 40: 'Contact : Claire Martin' },
        { 40: 'Désignation', 300: 'Qté', 360: 'P.U. HT', 460: 'Montant HT' },
        { 40: 'Pompe doseuse', 305: '3', 360: '450,00', 460: '1 350,00' },
        { 40: 'Débit 12 L/h' },
        { 40: 'Capteur de température', 305: '10', 360: '35,00', 470: '350,00' },
        { 380: 'Total HT', 460: '1 700,00 €' },
        { 380: 'TVA 20 %', 470: '340,00 €' },
        { 380: 'Total TTC', 460: '2 040,00 €' },
        { 40: 'Conditions de paiement : 30 jours fin de mois' },
        { 40: 'Délai de livraison : 3 semaines' },
        { 40: 'Garantie : 2 ans pièces et main-d’œuvre' },
        { 40: 'Origine : Italie' },
        { 40: 'Certifications : CE, ISO 9001' },
      ],
    ]);
    const q = quotationFromText(doc);
    expectValues(q, {
      supplierName: 'Sud Import Export SAS',
      quotationNumber: 'DEV-2024-118',
      email: 'devis@sudimport.example.com',
      phone: '+33 1 42 68 53 00',
      contactPerson: 'Claire Martin',
      totalPrice: '2040.00',
      currency: 'EUR',
      validUntil: '2024-10-02',
      paymentTerms: '30 jours fin de mois',
      deliveryTime: '3 semaines',
    });
    expectValues(q.additionalInfo, { warranty: '2 ans pièces et main-d’œuvre', origin: 'Italie' });
    expect(q.additionalInfo.certifications.value).toEqual(['CE', 'ISO 9001']);
    expect(
      q.products.map((p) => [p.name.value, p.quantity.value, p.unitPrice.value, p.totalPrice.value]),
    ).toEqual([
      ['Pompe doseuse', '3', '450.00', '1350.00'],
      ['Capteur de température', '10', '35.00', '350.00'],
    ]);
    expect(q.products[0]!.description.value).toBe('Débit 12 L/h');
    expect(q.confidence).toBeGreaterThan(0.7);
  });
  it('does not take an e-mail address that starts with a label word for the contact', () => {
    const doc = textDocument([
      [
        { 40: 'Atelier Lumière SARL' },
        { 40: 'contact@atelier-lumiere.example · +33 4 78 00 00 00' },
        { 40: 'DEVIS', 380: 'Devis n° : DV-2026-0142' },
        { 40: 'Contact : Claire Petit' },
        { 380: 'Total TTC', 460: '1 503,00 €' },
      ],
    ]);
    const q = quotationFromText(doc);
    expectValues(q, { contactPerson: 'Claire Petit', email: 'contact@atelier-lumiere.example' });
  });

  it('reads line totals printed with a currency code before them (RMB 12,780.00)', () => {
    const doc = textDocument([
      [
        { 40: 'Example Hardware Co., Ltd.' },
        { 40: 'QUOTATION' },
        { 40: 'Quotation No.: QT2025-88' },
        { 40: 'Offer valid till: 7 May 2025' },
        { 40: 'Item Description', 330: 'Qty (pcs)', 420: 'Unit Price', 530: 'Total' },
        { 40: 'Steel hinge', 345: '500', 430: '¥25.56', 493: 'RMB 12,780.00' },
        { 40: 'Cable gland', 340: '1000', 430: '¥3.20', 505: '¥3,200.00' },
        { 460: 'TOTAL', 505: '¥15,980.00' },
      ],
    ]);
    const q = quotationFromText(doc);
    expect(q.products.map((p) => p.totalPrice.value)).toEqual(['12780.00', '3200.00']);
    expectValues(q, {
      totalPrice: '15980.00',
      currency: 'CNY',
      validUntil: '2025-05-07',
      quotationNumber: 'QT2025-88',
    });
  });

  it("reads each line's unit, from its own column or after the quantity", () => {
    const doc = textDocument([
      [
        { 40: 'Metallbau Keller GmbH' },
        { 40: 'Angebot Nr. AN-2025-311' },
        { 40: 'Bezeichnung', 300: 'Menge', 350: 'Einheit', 420: 'Einzelpreis', 510: 'Gesamtpreis' },
        { 40: 'Stahlwinkel', 305: '200', 355: 'Stk', 425: '1,25', 515: '250,00' },
        { 40: 'Blech 2 mm', 305: '12,5', 355: 'm²', 425: '18,00', 515: '225,00' },
        { 420: 'Summe netto', 515: '475,00' },
      ],
      [
        { 40: 'Example Hardware Co., Ltd.' },
        { 40: 'Item Description', 330: 'Qty', 420: 'Unit Price', 530: 'Total' },
        { 40: 'Steel hinge', 335: '500 pcs', 430: '2.50', 530: '1,250.00' },
      ],
    ]);
    const q = quotationFromText(doc);
    expect(q.products.map((p) => [p.name.value, p.quantity.value, p.unit.value, p.unitPrice.value])).toEqual([
      ['Stahlwinkel', '200', 'Stk', '1.25'],
      ['Blech 2 mm', '12.5', 'm²', '18.00'],
      ['Steel hinge', '500', 'pcs', '2.50'],
    ]);
    expect(q.products[0]!.unit.confidence).toBeGreaterThan(0.5);
  });
});
