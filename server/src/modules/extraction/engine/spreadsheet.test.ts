import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import * as XLSX from '@e965/xlsx';
import { strToU8, zipSync } from 'fflate';
import { ExtractionError } from './types';
import {
  amountOf,
  dateOf,
  extractFromSpreadsheet,
  guardXlsx,
  quantityOf,
  readSpreadsheet,
} from './spreadsheet';
import { expectValues } from './testing';

async function xlsxOf(build: (wb: ExcelJS.Workbook) => void): Promise<Uint8Array> {
  const wb = new ExcelJS.Workbook();
  build(wb);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

/** A French supplier quotation as suppliers send them: header block, lines table, totals. */
async function frenchQuotation(): Promise<Uint8Array> {
  return xlsxOf((wb) => {
    const ws = wb.addWorksheet('Devis');
    ws.addRow(['Atelier Dupont SARL']);
    ws.addRow(['Fournisseur :', 'Atelier Dupont SARL']);
    ws.addRow(['Contact', 'Marie Durand']);
    ws.addRow(['E-mail', 'marie.durand@dupont.example']);
    ws.addRow(['Téléphone', '+33 1 23 45 67 89']);
    ws.addRow(['Devis n°', 'DV-2024-0042']);
    ws.addRow(["Valable jusqu'au", new Date(Date.UTC(2024, 3, 30))]);
    ws.addRow([]);
    ws.addRow(['Référence', 'Désignation', 'Qté', 'Prix unitaire HT', 'Total HT']);
    ws.addRow(['LED-40', 'Lampe LED 40W', 100, 12.5, 1250]);
    ws.addRow(['CAB-2', 'Câble 2m', 200, 3.2, 640]);
    ws.addRow([]);
    ws.addRow(['', '', '', 'Total HT', 1890]);
    ws.addRow(['', '', '', 'TVA 20%', 378]);
    ws.addRow(['', '', '', 'Total TTC', 2268]);
    ws.addRow(['Délai de livraison', '3 semaines']);
    ws.addRow(['Conditions de paiement', '30 jours fin de mois']);
    ws.addRow(['Garantie', '2 ans']);
    ws.addRow(['Certifications', 'CE, RoHS']);
    ws.addRow(["Pays d'origine", 'France']);
    for (const row of [10, 11, 13, 14, 15]) {
      for (const col of [4, 5]) ws.getCell(row, col).numFmt = '#,##0.00 "€"';
    }
  });
}

describe('values as written in cells', () => {
  it('reads amounts, quantities and dates the French, English and German way', () => {
    expect(amountOf('1 234,50 €')).toBe('1234.50');
    expect(amountOf('$1,234.50')).toBe('1234.50');
    expect(amountOf(0.1 + 0.2)).toBe('0.30');
    expect(amountOf('EUR 99')).toBe('99.00');
    expect(quantityOf('100 pcs')).toBe('100');
    expect(quantityOf(2.5)).toBe('2.5');
    expect(dateOf('31/12/2024')).toBe('2024-12-31');
    expect(dateOf('31.12.24')).toBe('2024-12-31');
    expect(dateOf('2024-03-05')).toBe('2024-03-05');
    expect(dateOf('5 mars 2024')).toBe('2024-03-05');
    expect(dateOf('12. März 2024')).toBe('2024-03-12');
    expect(dateOf('March 12, 2024')).toBe('2024-03-12');
    expect(dateOf(45382)).toBe('2024-03-31');
    expect(dateOf('31/02/2024')).toBeNull();
  });
});

describe('quotations from xlsx', () => {
  it('finds the lines under their header and the values next to their labels, with cells as sources', async () => {
    const result = await extractFromSpreadsheet(await frenchQuotation(), 'quotation');
    if (result.kind !== 'quotation') throw new Error('kind');
    expect(result.supplierName).toMatchObject({
      value: 'Atelier Dupont SARL',
      source: { method: 'spreadsheet', sheet: 'Devis', cell: 'B2' },
    });
    expectValues(result, {
      contactPerson: 'Marie Durand',
      email: 'marie.durand@dupont.example',
      phone: '+33 1 23 45 67 89',
      quotationNumber: 'DV-2024-0042',
      validUntil: '2024-04-30',
      currency: 'EUR',
      deliveryTime: '3 semaines',
      paymentTerms: '30 jours fin de mois',
    });
    expect(result.totalPrice).toMatchObject({ value: '2268.00', source: { cell: 'E15' } });
    expectValues(result.additionalInfo, { warranty: '2 ans', origin: 'France' });
    expect(result.additionalInfo.certifications.value).toEqual(['CE', 'RoHS']);
    expect(result.products).toHaveLength(2);
    const [first, second] = result.products;
    expect(first!.name).toMatchObject({ value: 'Lampe LED 40W', source: { cell: 'B10', sheet: 'Devis' } });
    expectValues(first!, { description: 'LED-40', quantity: '100', unitPrice: '12.50' });
    expect(first!.totalPrice).toMatchObject({ value: '1250.00', confidence: 0.98, source: { cell: 'E10' } });
    expect(second!.name.value).toBe('Câble 2m');
    expect(result.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('maps English and German headers and labels, and sums the lines when no total is given', async () => {
    const bytes = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('Angebot');
      ws.addRow(['Lieferant', 'Müller GmbH']);
      ws.addRow(['Angebotsnummer', 'A-77']);
      ws.addRow(['Währung', 'EUR']);
      ws.addRow(['Gültig bis', '15.06.2025']);
      ws.addRow([]);
      ws.addRow(['Artikel', 'Menge', 'Einzelpreis', 'Gesamtpreis']);
      ws.addRow(['Schraube M4', 1000, 0.05, 50]);
      ws.addRow(['Mutter M4', '2 000', '0,03', '60,00']);
    });
    const result = await extractFromSpreadsheet(bytes, 'quotation');
    if (result.kind !== 'quotation') throw new Error('kind');
    expectValues(result, {
      supplierName: 'Müller GmbH',
      quotationNumber: 'A-77',
      validUntil: '2025-06-15',
      currency: 'EUR',
    });
    expect(result.products.map((p) => [p.name.value, p.quantity.value, p.unitPrice.value])).toEqual([
      ['Schraube M4', '1000', '0.05'],
      ['Mutter M4', '2000', '0.03'],
    ]);
    expect(result.totalPrice).toMatchObject({ value: '110.00', confidence: 0.7 });
  });

  it("reads each line's unit (its column, or after the quantity) and unit prices to 4 decimals", async () => {
    const bytes = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('Devis');
      ws.addRow(['Visserie Martin']);
      ws.addRow(['Devis n°', 'VM-12']);
      ws.addRow([]);
      ws.addRow(['Désignation', 'Qté', 'Unité', 'Prix unitaire', 'Total']);
      ws.addRow(['Vis inox M3', 10000, 'pièces', 0.0125, 125]);
      ws.addRow(['Rondelle M3', '5 000 pcs', '', 0.008, 40]);
      ws.addRow(['Fil inox', 2.5, 'kg', 18, 45]);
    });
    const result = await extractFromSpreadsheet(bytes, 'quotation');
    if (result.kind !== 'quotation') throw new Error('kind');
    expect(
      result.products.map((p) => [
        p.name.value,
        p.quantity.value,
        p.unit.value,
        p.unitPrice.value,
        p.totalPrice.value,
      ]),
    ).toEqual([
      ['Vis inox M3', '10000', 'pièces', '0.0125', '125.00'],
      ['Rondelle M3', '5000', 'pcs', '0.008', '40.00'],
      ['Fil inox', '2.5', 'kg', '18.00', '45.00'],
    ]);
    // quantity × unit price = total, to the cent, with the 4 decimals kept.
    expect(result.products[0]!.totalPrice.confidence).toBe(0.98);
    expect(result.products[0]!.unit.source).toMatchObject({ sheet: 'Devis', cell: 'C5' });
  });

  it('takes an unlabelled letterhead for the supplier, never a title, and never a label for a value', async () => {
    const bytes = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('Quote');
      ws.addRow(['QUOTATION']);
      ws.mergeCells(1, 1, 1, 4);
      ws.addRow(['Harbour Tools Ltd']);
      ws.addRow(['Email : sales@harbour.example']);
      ws.addRow(['Reference', 'Q-881']);
      ws.addRow([]);
      ws.addRow(['Item', 'Qty', 'Unit price', 'Amount']);
      ws.addRow(['Hammer', 2, 10, 20]);
    });
    const result = await extractFromSpreadsheet(bytes, 'quotation');
    if (result.kind !== 'quotation') throw new Error('kind');
    expect(result.supplierName).toMatchObject({ value: 'Harbour Tools Ltd', confidence: 0.6 });
    expect(result.supplierName.source?.cell).toBe('A2');
    // 'QUOTATION' is a label of the number, but what is under it is no number.
    expectValues(result, { quotationNumber: null, email: 'sales@harbour.example' });

    const labelled = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('Rechnung');
      ws.addRow(['RECHNUNG']);
      ws.addRow(['Lieferant', 'Brandt GmbH']);
      ws.addRow(['Rechnungsnummer', 'RE-12']);
      ws.addRow(['Bezeichnung', 'Menge', 'Einzelpreis', 'Gesamtpreis']);
      ws.addRow(['Bohrer', 3, '1.234,50', '3.703,50']);
    });
    const invoice = await extractFromSpreadsheet(labelled, 'invoice');
    if (invoice.kind !== 'invoice') throw new Error('kind');
    expectValues(invoice, { sellerName: 'Brandt GmbH', invoiceNumber: 'RE-12' });
    expect(invoice.lines.map((l) => l.total.value)).toEqual(['3703.50']);
  });
});

describe('invoices from spreadsheets', () => {
  it('reads an invoice from an old .xls (BIFF8) workbook and checks HT + TVA = TTC', async () => {
    const ws = XLSX.utils.aoa_to_sheet([
      ['Facture n°', 'F-2024-118'],
      ['Date de facture', '15/03/2024'],
      ["Date d'échéance", '14/04/2024'],
      ['Fournisseur', 'Atelier Dupont SARL'],
      ['N° TVA', 'FR 40 303 265 045'],
      ['Client', 'Comptoir SAS'],
      ['IBAN', 'FR76 3000 6000 0112 3456 7890 189'],
      [],
      ['Description', 'Quantity', 'Unit price', 'Amount'],
      ['Audit qualité', 2, 450, 900],
      [],
      ['Total HT', 900],
      ['TVA', 180],
      ['Total TTC', '1 080,00 €'],
    ]);
    const wb = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(wb, ws, 'Facture');
    const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'biff8' }) as ArrayBuffer);
    expect(bytes[0]).toBe(0xd0);
    const result = await extractFromSpreadsheet(bytes, 'invoice');
    if (result.kind !== 'invoice') throw new Error('kind');
    expectValues(result, {
      invoiceNumber: 'F-2024-118',
      issueDate: '2024-03-15',
      dueDate: '2024-04-14',
      sellerName: 'Atelier Dupont SARL',
      sellerVatId: 'FR40303265045',
      buyerName: 'Comptoir SAS',
      totalWithoutTax: '900.00',
      taxAmount: '180.00',
      currency: 'EUR',
    });
    expect(result.iban).toMatchObject({ value: 'FR7630006000011234567890189', confidence: 0.98 });
    expect(result.totalWithTax).toMatchObject({ value: '1080.00', confidence: 0.98 });
    expect(result.lines).toHaveLength(1);
    expect(result.lines[0]!.description.value).toBe('Audit qualité');
    expect(result.lines[0]!.total.source).toMatchObject({ sheet: 'Facture', cell: 'D10' });
  });
});

describe('refusals', () => {
  const codeOf = async (fn: () => unknown) => {
    try {
      await fn();
    } catch (error) {
      expect(error).toBeInstanceOf(ExtractionError);
      return (error as ExtractionError).code;
    }
    return 'no error';
  };

  it('refuses a zip that is not a workbook, a broken zip and a zip bomb (declared or real size)', async () => {
    const docx = zipSync({ 'word/document.xml': strToU8('<w:document/>') });
    expect(await codeOf(() => readSpreadsheet(docx))).toBe('unrecognised');
    expect(await codeOf(() => readSpreadsheet(docx.subarray(0, 20)))).toBe('corrupt');
    const bomb = zipSync(
      {
        'xl/workbook.xml': strToU8('<workbook/>'),
        'xl/worksheets/sheet1.xml': new Uint8Array(3 * 1024 * 1024),
      },
      { level: 9 },
    );
    expect(bomb.length).toBeLessThan(20_000);
    expect(await codeOf(() => guardXlsx(bomb, 1024 * 1024))).toBe('too-large');
    // The central directory says 10 bytes, the entry inflates to 3 MB: the streamed count catches it.
    const liar = new Uint8Array(bomb);
    const view = new DataView(liar.buffer);
    for (let i = liar.length - 22; i >= 0; i -= 1) {
      if (
        view.getUint32(i, true) === 0x02014b50 &&
        /sheet1/.test(Buffer.from(liar.subarray(i + 46, i + 80)).toString('latin1'))
      ) {
        view.setUint32(i + 24, 10, true); // uncompressed size in the central directory
      }
      if (
        view.getUint32(i, true) === 0x04034b50 &&
        /sheet1/.test(Buffer.from(liar.subarray(i + 30, i + 60)).toString('latin1'))
      ) {
        view.setUint32(i + 22, 10, true); // and in the local header
      }
    }
    expect(await codeOf(() => guardXlsx(liar, 1024 * 1024))).toBe('too-large');
  });

  it('refuses a sheet over the cell limit and an OLE2 file that is no workbook', async () => {
    const big = await xlsxOf((wb) => {
      const ws = wb.addWorksheet('Big');
      for (let r = 0; r < 200; r += 1) ws.addRow(Array.from({ length: 10 }, (_, c) => r * 10 + c));
    });
    expect(await codeOf(() => readSpreadsheet(big, { maxCells: 1000 }))).toBe('too-large');
    expect((await readSpreadsheet(big)).sheets[0]!.rows).toHaveLength(200);
    const ole = new Uint8Array(4096);
    ole.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    expect(['unrecognised', 'corrupt']).toContain(await codeOf(() => readSpreadsheet(ole)));
  });
});
