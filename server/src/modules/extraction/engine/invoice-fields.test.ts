import { describe, expect, it } from 'vitest';
import { invoiceFromText } from './invoice-fields';
import { textDocument } from './text-fixtures';
import { expectValues } from './testing';

describe('invoiceFromText', () => {
  it('reads a French invoice with labels on the left and totals on the right', () => {
    const doc = textDocument([
      [
        ['Atelier Marchand SARL'],
        ['12 rue des Tanneurs, 75011 Paris'],
        ['N° TVA intracommunautaire : FR40303265045'],
        { 40: 'FACTURE N° FA-2024-0042', 380: 'Date : 15 mars 2024' },
        { 380: "Date d'échéance : 14/04/2024" },
        [
          [380, 'Client'],
          [40, ''],
        ],
        { 380: 'Hôtel du Parc' },
        { 40: 'Désignation', 300: 'Qté', 360: 'P.U. HT', 460: 'Montant HT' },
        { 40: 'Gants nitrile, boîte de 100', 305: '10', 360: '8,50', 470: '85,00' },
        { 40: 'Savon liquide 5 L', 305: '2', 360: '12,75', 470: '25,50' },
        { 380: 'Total HT', 470: '110,50 €' },
        { 380: 'TVA 20 %', 470: '22,10 €' },
        { 380: 'Total TTC', 470: '132,60 €' },
        { 40: 'IBAN : FR76 3000 6000 0112 3456 7890 189' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, {
      sellerName: 'Atelier Marchand SARL',
      sellerVatId: 'FR40303265045',
      invoiceNumber: 'FA-2024-0042',
      issueDate: '2024-03-15',
      dueDate: '2024-04-14',
      currency: 'EUR',
      totalWithoutTax: '110.50',
      taxAmount: '22.10',
      totalWithTax: '132.60',
      iban: 'FR7630006000011234567890189',
    });
    expect(inv.lines.map((l) => [l.quantity.value, l.unitPrice.value, l.total.value])).toEqual([
      ['10', '8.50', '85.00'],
      ['2', '12.75', '25.50'],
    ]);
    // net + tax = total, and the lines add up: high confidence, with the page and line as source.
    expect(inv.totalWithTax.confidence).toBeGreaterThanOrEqual(0.9);
    expect(inv.totalWithoutTax.source).toMatchObject({ method: 'text', page: 1, text: 'Total HT 110,50 €' });
    expect(inv.confidence).toBeGreaterThan(0.8);
  });

  it('reads an English invoice with US dates and a horizontal totals box', () => {
    const doc = textDocument([
      [
        { 40: 'Kestrel Components LLC', 400: 'INVOICE' },
        { 40: '500 Market St, San Francisco', 400: 'Invoice #: INV-88213' },
        { 400: 'Invoice date: 03/25/2024' },
        { 400: 'Due date: 04/24/2024' },
        { 40: 'Bill to:', 100: 'Harbor View Retail' },
        { 40: 'Description', 300: 'Qty', 360: 'Unit price', 460: 'Amount' },
        { 40: 'LED panel 60x60', 305: '4', 360: '$120.00', 470: '$480.00' },
        { 300: 'Subtotal', 400: 'Tax', 480: 'Total' },
        { 300: '$480.00', 400: '$38.40', 480: '$518.40' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, {
      sellerName: 'Kestrel Components LLC',
      buyerName: 'Harbor View Retail',
      invoiceNumber: 'INV-88213',
      issueDate: '2024-03-25',
      dueDate: '2024-04-24',
      currency: 'USD',
      totalWithoutTax: '480.00',
      taxAmount: '38.40',
      totalWithTax: '518.40',
    });
  });

  it('reads a German invoice with German number format', () => {
    const doc = textDocument([
      [
        { 40: 'Verkäufer' },
        { 40: 'Name:', 150: 'Muster Handel GmbH' },
        { 40: 'USt-IdNr.:', 150: 'DE136695976' },
        { 40: 'Käufer' },
        { 40: 'Name:', 150: 'Kunden AG' },
        { 40: 'Rechnungsnummer:', 150: 'R-2024-17' },
        { 40: 'Rechnungsdatum:', 150: '5. März 2024' },
        { 40: 'Nettobetrag', 450: '1.250,00 EUR' },
        { 40: 'MwSt. 19 %', 450: '237,50 EUR' },
        { 40: 'Gesamtbetrag', 450: '1.487,50 EUR' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, {
      sellerName: 'Muster Handel GmbH',
      sellerVatId: 'DE136695976',
      buyerName: 'Kunden AG',
      invoiceNumber: 'R-2024-17',
      issueDate: '2024-03-05',
      totalWithoutTax: '1250.00',
      taxAmount: '237.50',
      totalWithTax: '1487.50',
    });
    expect(inv.totalWithTax.confidence).toBeGreaterThan(0.9);
  });

  it('lowers confidence when the totals do not add up', () => {
    const doc = textDocument([
      [
        ['Facture n° 12'],
        { 40: 'Total HT', 400: '100,00 €' },
        { 40: 'TVA', 400: '20,00 €' },
        { 40: 'Total TTC', 400: '125,00 €' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expect(inv.totalWithTax.value).toBe('125.00');
    expect(inv.totalWithTax.confidence).toBeLessThan(0.8);
  });

  it('returns empty fields, not errors, for a document without invoice content', () => {
    const inv = invoiceFromText(textDocument([[['Bonjour'], ['Ceci est une lettre.']]]));
    expectValues(inv, { invoiceNumber: null, totalWithTax: null });
    expect(inv.lines).toEqual([]);
  });

  it('reads a Spanish invoice: Nº Factura, Fecha de vencimiento, Base imponible, IVA', () => {
    const doc = textDocument([
      [
        { 40: 'Talleres Norte S.L.' },
        { 40: 'NIF-IVA: ESB12345674' },
        { 40: 'FACTURA' },
        { 40: 'Nº Factura: 2025-118' },
        { 40: 'Fecha: 8 de agosto de 2025' },
        { 40: 'Fecha de vencimiento: 07/09/2025' },
        { 40: 'Cliente' },
        { 40: 'Hostal Ejemplo' },
        { 40: 'Descripción', 300: 'Cantidad', 380: 'Precio', 480: 'Importe' },
        { 40: 'Tornillos', 305: '10', 380: '8,50 €', 480: '85,00 €' },
        { 360: 'Base imponible', 480: '85,00 €' },
        { 360: 'IVA 21%', 480: '17,85 €' },
        { 360: 'Total factura', 480: '102,85 €' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, {
      invoiceNumber: '2025-118',
      issueDate: '2025-08-08',
      dueDate: '2025-09-07',
      buyerName: 'Hostal Ejemplo',
      totalWithoutTax: '85.00',
      taxAmount: '17.85',
      totalWithTax: '102.85',
    });
    expect(inv.lines.map((l) => l.total.value)).toEqual(['85.00']);
  });

  it('reads Italian and Belgian total labels (Imponibile, Totale documento, HTVA, TVAC)', () => {
    const rows = (net: string, tax: string, total: string) =>
      textDocument([
        [
          { 40: 'Esempio Forniture' },
          { 40: 'Fattura n. 77/2025' },
          { 40: 'Data scadenza: 19 febbraio 2026' },
          { 360: net, 480: '1.000,00' },
          { 360: tax, 480: '220,00' },
          { 360: total, 480: '1.220,00' },
        ],
      ]);
    for (const [net, tax, total] of [
      ['Imponibile', 'IVA 22%', 'Totale documento'],
      ['Total HTVA', 'TVA 22%', 'Montant TVAC'],
    ] as const) {
      const inv = invoiceFromText(rows(net, tax, total));
      expectValues(inv, {
        totalWithoutTax: '1000.00',
        taxAmount: '220.00',
        totalWithTax: '1220.00',
        invoiceNumber: '77/2025',
        dueDate: '2026-02-19',
      });
    }
  });

  it('does not take the bill-to party for the seller, and reads US dates month first', () => {
    const doc = textDocument([
      [
        { 40: 'Mesa Example Electric' },
        { 40: '1420 Elm Street, Austin, TX 78701' },
        { 40: 'INVOICE' },
        { 40: 'Bill To', 380: 'Invoice #', 460: '10442' },
        { 40: 'Sunrise Example LLC', 380: 'Date', 460: '04/10/2025' },
        { 380: 'Subtotal', 460: '$100.00' },
        { 380: 'Sales Tax (8.25%)', 460: '$8.25' },
        { 380: 'Amount Due', 460: '$108.25' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, {
      sellerName: 'Mesa Example Electric',
      buyerName: 'Sunrise Example LLC',
      invoiceNumber: '10442',
      issueDate: '2025-04-10',
      currency: 'USD',
      totalWithTax: '108.25',
    });
  });

  it('reads an Indian GST bill: shop name label, CGST + SGST halves, signatory company, rounded total', () => {
    const doc = textDocument([
      [
        { 250: 'Tax Invoice' },
        ['Date: 20-12-2024'],
        ['Shop Name: Laxmi Stores'],
        ['Customer Name: R. Sharma'],
        { 40: 'Description', 200: 'Qty', 260: 'Rate', 330: 'Amount' },
        { 40: 'Rice 5 kg', 200: '3', 260: '100.00', 330: '300.00' },
        [],
        ['Total CGST: 7.45'],
        ['Total SGST: 7.45'],
        ['Total Amount After Tax: 315.00'],
        [],
        { 380: 'For Laxmi Stores' },
        [],
        { 380: 'Authorised Signatory' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, { sellerName: 'Laxmi Stores', taxAmount: '14.90', totalWithTax: '315.00' });
  });

  it("reads a Belgian 'Volgnummer' under its column title, beside the date column", () => {
    const doc = textDocument([
      [
        ['Schoonmaak Peeters'],
        [],
        { 250: 'FACTUUR' },
        { 40: 'Volgnummer', 200: 'Factuurdatum' },
        { 40: '2025/017', 200: '03/02/2025' },
        { 300: 'Totaal excl BTW:', 450: '€ 600,00' },
        { 300: 'Totaal incl BTW:', 450: '€ 726,00' },
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, { invoiceNumber: '2025/017', issueDate: '2025-02-03' });
  });

  it('takes the total less the tax as the net when a discount sits between sub-total and total', () => {
    const doc = textDocument([
      [
        ['Pergola Works'],
        { 380: 'Invoice No: 2025.7' },
        { 300: 'Subtotal', 450: '$3,325.00' },
        { 300: 'Discount', 450: '-$2,108.50' },
        { 300: 'Total', 450: '$1,216.50' },
        ['Terms: Net 30'],
      ],
    ]);
    const inv = invoiceFromText(doc);
    expectValues(inv, { totalWithoutTax: '1216.50', totalWithTax: '1216.50' });
  });
});
