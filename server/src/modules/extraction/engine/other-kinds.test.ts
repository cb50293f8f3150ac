/**
 * Rules written for the documents of other kinds (issue 34: utility bills, Argentine facturas,
 * provincial e-fapiao, Indian billing software), each checked on an invented document that only
 * shares the convention, never on the corpus documents themselves (bench/corpus/real, batch 5).
 */
import { describe, expect, it } from 'vitest';
import { findAmounts } from './finders/amounts';
import { pickIdentifier } from './finders/fields/number';
import { LABELS } from './finders/labels';
import { expectReads } from './finders/testing';
import { invoiceFromText } from './invoice-fields';
import { textDocument } from './text-fixtures';
import { expectValues } from './testing';

const page = (...rows: Record<number, string>[]) => textDocument([rows]);
/** A page set tight, as the e-fapiao's boxes are (9-point text, 8 points apart). */
const tight = (...rows: Record<number, string>[]) => textDocument([rows], { fontSize: 9, lineHeight: 8 });

describe('documents of other kinds', () => {
  it('reads a number printed in two runs, or after a date on a combined label', () => {
    expectReads(pickIdentifier, [
      // The Argentine point of sale and sequence.
      ['0003 - 00003435', '0003-00003435'],
      ['00004-00017649', '00004-00017649'],
      // Digits grouped by threes.
      ['26 614 600 353', '26 614 600 353'],
      // Not a quantity and an amount, nor a date after a number.
      ['12 345,00 €', '12'],
      ['7 - 15/03/2024', '7'],
      // 'Fecha y Nº Factura: 03.04.2025 / 218130054'.
      ['03.04.2025 / 218130054', '218130054'],
      ['03.04.2025', null],
    ]);
  });

  it("reads an Argentine factura: 'Nº' with the ordinal sign, 'NRO.', the peso behind '$'", () => {
    const got = invoiceFromText(
      page(
        { 400: 'FACTURA' },
        { 300: 'A', 400: 'Nº 0007 - 00001234' },
        { 400: 'Fecha: 10/02/2023' },
        { 40: 'TALLER SOL DE MAYO', 400: 'CUIT Nº: 20-12345678-3' },
        { 40: 'IVA Responsable Inscripto' },
        { 40: 'Cantidad', 120: 'Descripción', 380: 'Precio', 470: 'Importe' },
        { 40: '1.00', 120: 'Reparación', 380: '$ 1,000.00', 470: '$ 1,000.00' },
        { 380: 'Total', 470: '$ 1,210.00' },
      ),
    );
    expectValues(got, { invoiceNumber: '0007-00001234', currency: 'ARS', totalWithTax: '1210.00' });
    const nro = invoiceFromText(
      page({ 400: 'FACTURA' }, { 400: 'NRO.: 00004-00017649' }, { 380: 'Total', 470: '17,000.00' }),
    );
    expect(nro.invoiceNumber.value).toBe('00004-00017649');
    // Amounts with no sign, 'son pesos' in words: the peso too; a US document keeps the dollar.
    const words = invoiceFromText(page({ 40: 'SON PESOS: MIL' }, { 380: 'Total', 470: '1,000.00' }));
    expect(words.currency.value).toBe('ARS');
    const us = invoiceFromText(page({ 40: 'Invoice #12' }, { 380: 'Total', 470: '$ 1,000.00' }));
    expect(us.currency.value).toBe('USD');
  });

  it('reads the number under its title past another column, after a bill\'s "Nr. Documento", or in a sentence', () => {
    // (Set 9 points apart: the delivery address's title stands between the title and its number.)
    const underTitle = invoiceFromText(
      textDocument(
        [
          [
            { 60: 'SANDPLATZ GmbH', 133: 'Weg 13', 184: '97950 Feld' },
            { 60: 'Herrn Max Muster' },
            { 60: '97204 Höchberg' },
            { 60: 'RECHNUNG' },
            { 306: 'Lieferadresse' },
            { 60: '2503007', 306: 'Sportanlage' },
            { 60: 'Gesamtbetrag', 300: '1.190,00 €' },
          ],
        ],
        { lineHeight: 9 },
      ),
    );
    expectValues(underTitle, { invoiceNumber: '2503007' });
    const italian = invoiceFromText(
      page(
        { 45: 'TOTALE BOLLETTA/FATTURA', 400: '37,16 €' },
        { 45: 'Nr. Documento 5752570001 del 13/04/2026', 286: 'DA PAGARE ENTRO IL', 467: '25/05/2026' },
      ),
    );
    expectValues(italian, { invoiceNumber: '5752570001', issueDate: '2026-04-13' });
    const sentence = invoiceFromText(
      page(
        { 71: 'Sehr geehrte Damen und Herren,' },
        { 71: 'Die Rechnungsnummer für diesen Vorgang lautet M-2044. Bitte geben Sie diese an.' },
        { 71: 'Gesamtbetrag', 300: '119,00 €' },
      ),
    );
    expectValues(sentence, { invoiceNumber: 'M-2044' });
  });

  it("reads an export's commercial invoice: 'Exporter', a title over two fields ('Invoice Number & Date')", () => {
    const got = invoiceFromText(
      page(
        { 207: 'COMMERCIAL INVOICE' },
        { 44: 'Exporter', 528: 'Pages' },
        { 43: 'Ningbo Harbour Home Goods Co., Ltd.', 529: '1 of 1' },
        { 44: 'No.12 Gangkou Road', 299: 'Invoice Number & Date', 427: 'AWB/BL' },
        { 44: 'Ningbo, Zhejiang', 299: '41187', 361: '16 Sep 2022', 426: '97600001' },
        { 44: '315000 CN', 299: 'Purchase Order', 427: 'Reference' },
        { 299: '152400000001020196', 426: '1BD8ZR00' },
        { 44: 'Consignee', 299: 'Buyer (If not Consignee)' },
        { 43: 'Depot Lyon Sud', 301: 'Comptoir Import SARL' },
        { 43: '69007 Lyon', 301: '12 rue des Docks' },
        {},
        { 44: 'Description of Goods', 306: 'No. of Units', 448: 'Unit Value', 507: 'Amount' },
        { 44: 'Ceramic mugs', 313: '100', 450: '2.50', 511: '250.00' },
        { 448: 'Total USD', 507: '250.00' },
      ),
    );
    expectValues(got, {
      sellerName: 'Ningbo Harbour Home Goods Co., Ltd.',
      invoiceNumber: '41187',
      issueDate: '2022-09-16',
      totalWithTax: '250.00',
    });
  });

  it("reads an Indian telecom bill: the issuer 'provided by' in its title line, the Rupee Foradian '`', a count never the total", () => {
    const got = invoiceFromText(
      page(
        { 29: 'HOME BROADBAND SERVICES' },
        { 29: 'Original Copy for Recipient provided by Kaveri Telecom Limited- Tax Invoice' },
        { 36: 'Mr Ravi Kumar', 311: 'Bill NO', 482: 'HT2402I000012345' },
        { 311: 'Bill Date', 510: '18 Aug 2023' },
        { 30: 'MAILING ADDRESS' },
        { 30: 'Total Items / Qty : 1 / 10.000' },
        { 30: 'Charges For This Month Incl. Tax', 532: '` 500.49' },
        { 30: 'THANK YOU' },
      ),
    );
    expectValues(got, {
      sellerName: 'Kaveri Telecom Limited',
      invoiceNumber: 'HT2402I000012345',
      currency: 'INR',
      totalWithTax: '500.49',
    });
  });

  it("reads the net from the base a zero rate applies to ('VAT @ 0% on 80.65'), a rate above zero as before", () => {
    const reverseCharge = invoiceFromText(
      page(
        { 50: 'Rechnung an:', 123: 'Muster GmbH', 460: 'Gesamtbetrag: 80,65 EUR' },
        { 49: 'Stellenanzeige', 478: '80,65 EUR' },
        { 49: 'VAT @ 0% on 80.65' },
        { 398: 'Gesamtbetrag', 478: '80,65 EUR' },
      ),
    );
    expectValues(reverseCharge, { totalWithoutTax: '80.65', totalWithTax: '80.65' });
    const french = invoiceFromText(
      page(
        { 40: 'Facture n° F-2024-0099' },
        { 40: 'TVA 20 % sur 100,00', 450: '20,00 €' },
        { 40: 'Total TTC', 450: '120,00 €' },
      ),
    );
    expectValues(french, { totalWithoutTax: '100.00', taxAmount: '20.00', totalWithTax: '120.00' });
  });

  it("reads the AFIP layout's issuer from 'Razón Social:', never a qualifier ('CBU del Emisor') nor a tax status", () => {
    const got = invoiceFromText(
      page(
        { 48: 'Taller & Repuestos', 290: 'A', 341: 'FACTURA DE CRÉDITO ELECTRÓNICA' },
        { 341: 'Punto de Venta:', 417: '00002', 461: 'Comp. Nro: 00000311' },
        { 21: 'Razón Social: LOPEZ MARTA SUSANA', 341: 'Fecha de Emisión:', 428: '13/02/2023' },
        {
          21: 'Condición frente al IVA:',
          131: 'IVA Responsable Inscripto',
          341: 'CUIT:',
          373: '27321911847',
        },
        {},
        { 116: 'CBU del Emisor: 1910274855027401289832', 312: 'Alias CBU: RIO.SOL.MAR' },
        {},
        { 21: 'CUIT:', 52: '30500017704', 222: 'Apellido y Nombre / Razón Social: ASEGURADORA DEL SUR' },
        { 354: 'SOCIEDAD ANONIMA' },
        { 21: 'Condición de venta:', 131: 'Cuenta corriente' },
        { 21: 'Importe Total: $', 300: '12100,00' },
      ),
    );
    expectValues(got, {
      sellerName: 'LOPEZ MARTA SUSANA',
      buyerName: 'ASEGURADORA DEL SUR',
      invoiceNumber: '00000311',
    });
  });

  it('never takes a copy stamp, a salutation alone or a street for the issuer', () => {
    const got = invoiceFromText(
      page(
        { 400: 'ORIGINAL' },
        { 40: 'Monsieur', 400: 'Atelier Vert Sàrl' },
        { 40: 'Jean Exemple', 400: 'Route des Pins 3' },
        { 40: 'Facture RE-00012' },
        { 380: 'Total', 470: '300.00' },
      ),
    );
    expect(got.sellerName.value).toBe('Atelier Vert Sàrl');
    const street = invoiceFromText(
      page(
        { 40: 'PEREZ HERMANOS' },
        { 40: 'BELGRANO 60 - (9420) RIO GRANDE' },
        { 400: 'Factura Nº 0001-00000042' },
        { 380: 'Total', 470: '100.00' },
      ),
    );
    expect(street.sellerName.value).toBe('PEREZ HERMANOS');
  });

  it('takes the issuer from its legal mentions when the top of the page names the customer', () => {
    const got = invoiceFromText(
      page(
        { 40: 'CLIENTE EJEMPLO SL' },
        { 40: 'Calle Mayor 3' },
        { 40: '28001 Madrid' },
        { 300: 'Nº Factura: 5550001' },
        { 380: 'Total', 470: '121,00 €' },
        {},
        { 40: 'Luz del Norte Energía, S.L.U. Inscrita Registro Mercantil de Madrid, NIF B12345678' },
      ),
    );
    expectValues(got, { sellerName: 'Luz del Norte Energía, S.L.U.', invoiceNumber: '5550001' });
    const capital = invoiceFromText(
      page(
        { 40: 'M. Client' },
        { 40: 'Facture du 29/07/2021 N° 26 614 600 353' },
        { 380: 'Total TTC', 470: '146,62 €' },
        { 40: 'Énergie Bleue-SA au capital de 1 000 000 € Siège social : Paris' },
      ),
    );
    expectValues(capital, { sellerName: 'Énergie Bleue-SA', invoiceNumber: '26 614 600 353' });
  });

  it('reads the legal name above its registration line, never a bare legal form, a franking mark or a department', () => {
    const above = invoiceFromText(
      page(
        { 40: 'Juan Cliente' },
        { 300: 'Nº Factura: 77001' },
        { 380: 'Total', 470: '64,00 €' },
        { 40: 'Agua Clara Suministros, S.L.U.' },
        { 40: 'Inscrita Registro Mercantil de Sevilla, NIF B00000000' },
      ),
    );
    expect(above.sellerName.value).toBe('Agua Clara Suministros, S.L.U.');
    const bare = invoiceFromText(
      page(
        { 40: 'INFORMATIQUE DU SUD' },
        { 40: '35 rue Victor Hugo' },
        { 40: '31000 TOULOUSE' },
        { 40: 'SARL au capital de 7500 €' },
        { 300: 'DEVIS 070001' },
        { 380: 'Total', 470: '1 200,00 €' },
      ),
    );
    // ('du' is a date word after 'Facture', part of the name here.)
    expect(bare.sellerName.value).toBe('INFORMATIQUE DU SUD');
    const utility = invoiceFromText(
      page(
        { 470: 'P.P. 1211 Genève 2' },
        { 300: 'Service Clients EAUX', 470: 'Poste CH SA' },
        { 300: 'Eaux du Léman Services' },
        { 300: 'Case postale 12' },
        { 300: 'CHE-108.955.185 TVA', 470: 'Monsieur' },
        { 470: 'Paul Exemple' },
        { 470: 'N° facture 38600988' },
        { 380: 'Total en CHF', 470: '367.62' },
      ),
    );
    expect(utility.sellerName.value).toBe('Eaux du Léman Services');
  });

  it("never takes a lone 'Date' title or the address beside the VAT id for the name", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Tipografia Gallo', 300: 'Date' },
        { 40: 'Via Garibaldi 48', 300: '12/03/2026' },
        { 40: '10122 Torino' },
        { 40: 'P. IVA IT01234567897' },
        { 300: 'Fattura n. 50005' },
        { 380: 'Totale', 470: '122,00 €' },
      ),
    );
    expect(got.sellerName.value).toBe('Tipografia Gallo');
  });

  it('reads a Brazilian nota fiscal: the issuer from the receipt stub, the grouped number, the real', () => {
    const got = invoiceFromText(
      page(
        { 10: 'RECEBEMOS DE PADARIA BOA VISTA LTDA OS PRODUTOS CONSTANTES DA NOTA FISCAL INDICADA AO LADO' },
        { 10: 'DATA DE RECEBIMENTO', 200: 'IDENTIFICACAO E ASSINATURA DO RECEBEDOR' },
        { 260: 'DANFE' },
        { 40: 'PADARIA BOA VISTA', 260: 'Documento Auxiliar da Nota Fiscal Eletrônica' },
        { 260: 'Nº 000,001,452' },
        { 380: 'V. TOTAL DA NOTA', 470: '506,00' },
      ),
    );
    expectValues(got, {
      sellerName: 'PADARIA BOA VISTA LTDA',
      invoiceNumber: '000,001,452',
      currency: 'BRL',
    });
    expect(pickIdentifier('000.043.445')).toBe('000.043.445');
  });

  it('reads a value under its column title in a row of titles, a name beside its label in a form', () => {
    const titles = invoiceFromText(
      page(
        { 40: 'Comercializadora', 300: 'Tipo de tarifa', 450: 'Titular' },
        { 40: 'Luz Serena Energía, S.A.', 300: 'Mercado libre', 450: 'ANA EJEMPLO' },
        { 40: 'Nº Factura: 42' },
        { 380: 'Total', 470: '52,10 €' },
      ),
    );
    expect(titles.sellerName.value).toBe('Luz Serena Energía, S.A.');
    const grid = invoiceFromText(
      page(
        { 72: '開立公司', 152: '示例軟體資訊有限公司', 263: '地址', 342: '新北市林口區' },
        { 72: '統一編號', 152: '54857852', 263: '電話', 342: '0913 201 320' },
        { 380: '總金額', 470: '$ 163,800' },
      ),
    );
    expect(grid.sellerName.value).toBe('示例軟體資訊有限公司');
    const afip = invoiceFromText(
      page({ 300: 'Punto de Venta: 00001', 450: 'Comp. Nro: 00000125' }, { 380: 'Total', 470: '$ 100,00' }),
    );
    expect(afip.invoiceNumber.value).toBe('00000125');
  });

  it("keeps a name that holds its label's word, and never takes the customer under the invoice's references", () => {
    const catalan = invoiceFromText(
      page(
        { 40: 'Comercialitzadora: Llum Clara Comercializadora, S.L.U.' },
        { 40: 'TOTAL FACTURA', 225: '517,03 €' },
      ),
    );
    expect(catalan.sellerName.value).toBe('Llum Clara Comercializadora, S.L.U.');
    const zoho = invoiceFromText(
      page(
        { 160: 'Sagar Trades & Services' },
        { 160: 'New Panvel Maharashtra 410206' },
        { 400: 'TAX INVOICE' },
        { 40: '#', 160: ': INV-000001' },
        { 40: 'Invoice Date', 160: ': 01/10/2025' },
        { 40: 'NORTHWIND PRIVATE LIMITED' },
        { 40: '305, 3rd floor, Deonar Village Road' },
        { 380: 'Total', 470: '₹1,180.00' },
      ),
    );
    expect(zoho.sellerName.value).toBe('Sagar Trades & Services');
    const code = invoiceFromText(
      page(
        { 300: 'Código 01' },
        { 40: 'TALLER NORTE' },
        { 400: 'Factura Nº 0005-00011643' },
        { 380: 'Total', 470: '$ 10,00' },
      ),
    );
    expect(code.sellerName.value).toBe('TALLER NORTE');
  });

  it("reads a utility's retailer after 'Comercializadora', not the name's own word", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Comercializadora:', 150: 'Solar Comercializadora de Energía, S.A.' },
        { 40: 'Fecha y Nº Factura:', 150: '03.04.2025 / 218130054' },
        { 380: 'TOTAL FACTURA', 470: '2.545,91 €' },
      ),
    );
    expectValues(got, {
      sellerName: 'Solar Comercializadora de Energía, S.A.',
      invoiceNumber: '218130054',
      issueDate: '2025-04-03',
    });
  });

  it("dates an invoice from its title ('Facture du …') over a debit date, and reads the Catalan combined label", () => {
    const got = invoiceFromText(
      page(
        { 300: 'Facture du 29/07/2021', 470: 'Montant total' },
        { 470: '13/08/2021' },
        { 40: 'Le montant sera prélevé le 13/08/2021' },
        { 380: 'Total TTC', 470: '146,62 €' },
      ),
    );
    expect(got.issueDate.value).toBe('2021-07-29');
    const catalan = invoiceFromText(
      page({ 40: 'Data i núm. factura:', 150: '17.07.2025 / 218203056' }, { 380: 'TOTAL', 470: '52,10 €' }),
    );
    expectValues(catalan, { invoiceNumber: '218203056', issueDate: '2025-07-17' });
  });

  it("reads Indian grouping (lakhs, crores), 'CGST9' tax lines, and never a paid balance as the total", () => {
    expect(findAmounts('Total ₹5,90,00,000.00').map((a) => a.value)).toEqual(['59000000.00']);
    expect(findAmounts('50,00,000.00').map((a) => a.value)).toEqual(['5000000.00']);
    const got = invoiceFromText(
      page(
        { 40: 'Sunrise Interiors Pvt Ltd' },
        { 40: 'TAX INVOICE' },
        { 40: 'Invoice# INV-000042' },
        { 380: 'Sub Total', 470: '50,00,000.00' },
        { 380: 'CGST9 (9%)', 470: '4,50,000.00' },
        { 380: 'SGST9 (9%)', 470: '4,50,000.00' },
        { 380: 'Total', 470: '₹59,00,000.00' },
        { 380: 'Balance Due', 470: '₹0.00' },
      ),
    );
    expectValues(got, {
      invoiceNumber: 'INV-000042',
      totalWithoutTax: '5000000.00',
      taxAmount: '900000.00',
      totalWithTax: '5900000.00',
    });
  });

  it("reads a provincial e-fapiao: the party title's characters between the box's lines, not the fapiao code", () => {
    const got = invoiceFromText(
      tight(
        { 420: '发票代码: 044001900111' },
        { 190: '广东增值税电子普通发票' },
        { 420: '发票号码: 12345678' },
        { 420: '开票日期: 2023年04月11日' },
        { 39: '名', 83: '称: 深圳示例科技有限公司' },
        { 20: '购' },
        { 39: '纳税人识别号: 91440300MA5XXXXX1A' },
        { 20: '买' },
        { 39: '地址、电话:' },
        { 20: '方' },
        { 60: '*餐饮服务*餐饮费', 300: '1', 360: '99.00', 420: '99.00', 480: '1%', 530: '0.99' },
        { 58: '合', 103: '计', 420: '¥99.00', 530: '¥0.99' },
        { 47: '价税合计(大写)', 180: '壹佰圆整', 400: '(小写)', 440: '¥99.99' },
        { 39: '名', 83: '称: 广州示例餐饮有限公司' },
        { 20: '销' },
        { 39: '纳税人识别号: 91440100MA5YYYYY2B' },
        { 20: '售' },
        { 39: '地址、电话: 广州市天河区' },
        { 20: '方' },
      ),
    );
    expectValues(got, {
      sellerName: '广州示例餐饮有限公司',
      buyerName: '深圳示例科技有限公司',
      invoiceNumber: '12345678',
      issueDate: '2023-04-11',
      currency: 'CNY',
      totalWithTax: '99.99',
    });
  });

  it('reads a Hindi tax invoice: its labels, its table, the rupee named in words', () => {
    const got = invoiceFromText(
      page(
        { 40: 'शर्मा ट्रेडर्स प्राइवेट लिमिटेड' },
        { 40: '12, सदर बाज़ार, आगरा 282001' },
        { 400: 'कर बीजक' },
        { 40: 'बिल प्राप्तकर्ता:' },
        { 40: 'गुप्ता इंडस्ट्रीज' },
        { 40: 'कानपुर' },
        { 400: 'बीजक सं.: 2024/0148' },
        { 400: 'दिनांक: 12.03.2024' },
        { 400: 'देय तिथि: 11.04.2024' },
        { 40: 'विवरण', 300: 'मात्रा', 380: 'दर', 470: 'राशि' },
        { 40: 'स्टील पाइप', 305: '10', 380: '1,200.00', 470: '12,000.00' },
        { 380: 'उप-योग', 470: '12,000.00' },
        { 380: 'सीजीएसटी @ 9%', 470: '1,080.00' },
        { 380: 'एसजीएसटी @ 9%', 470: '1,080.00' },
        { 380: 'कुल देय राशि', 470: '14,160.00' },
        { 40: 'रुपये चौदह हज़ार एक सौ साठ मात्र' },
      ),
    );
    expectValues(got, {
      sellerName: 'शर्मा ट्रेडर्स प्राइवेट लिमिटेड',
      buyerName: 'गुप्ता इंडस्ट्रीज',
      invoiceNumber: '2024/0148',
      issueDate: '2024-03-12',
      dueDate: '2024-04-11',
      currency: 'INR',
      totalWithoutTax: '12000.00',
      taxAmount: '2160.00',
      totalWithTax: '14160.00',
    });
  });

  it('reads a bilingual label as one label, whichever language comes first', () => {
    const invoice = (seller: string, buyer: string, number: string) =>
      invoiceFromText(
        page(
          { 40: 'कर बीजक / TAX INVOICE' },
          { 40: seller },
          { 40: buyer },
          { 40: number },
          { 40: 'Description', 300: 'Qty', 380: 'Rate', 470: 'Amount' },
          { 40: 'Steel pipe', 305: '10', 380: '1,200.00', 470: '12,000.00' },
          { 380: 'कुल योग / Grand Total', 470: '₹12,000.00' },
        ),
      );
    const expected = {
      sellerName: 'Sharma Traders Pvt Ltd',
      buyerName: 'Gupta Industries',
      invoiceNumber: 'ST/2024-25/0148',
      totalWithTax: '12000.00',
    };
    expectValues(
      invoice(
        'विक्रेता / Seller: Sharma Traders Pvt Ltd',
        'क्रेता / Buyer: Gupta Industries',
        'बीजक संख्या / Invoice No.: ST/2024-25/0148',
      ),
      expected,
    );
    expectValues(
      invoice(
        'Seller | विक्रेता: Sharma Traders Pvt Ltd',
        'Buyer (क्रेता): Gupta Industries',
        'Invoice No. (बीजक संख्या): ST/2024-25/0148',
      ),
      expected,
    );
    // A Belgian pair of languages, the same way: 'Leverancier / Fournisseur'.
    expectValues(
      invoice(
        'Leverancier / Fournisseur: Sharma Traders Pvt Ltd',
        'Klant / Client: Gupta Industries',
        'N° de facture / Factuurnummer: ST/2024-25/0148',
      ),
      expected,
    );
  });

  it('matches a Hindi label as a whole word only', () => {
    const matches = (key: keyof typeof LABELS, text: string) => LABELS[key].some((x) => x.pattern.test(text));
    expect(matches('totalWithTax', 'कुल')).toBe(true);
    // 'कुलपति' (a vice-chancellor) is not 'कुल' (total); 'उपयोग' (use) is not 'उप-योग' (subtotal).
    expect(matches('totalWithTax', 'कुलपति')).toBe(false);
    expect(matches('totalWithoutTax', 'उप-योग')).toBe(true);
    expect(matches('totalWithoutTax', 'उपयोग')).toBe(false);
    // The GST registration is not a tax line.
    expect(matches('taxAmount', 'जीएसटी 18%')).toBe(true);
    expect(matches('taxAmount', 'जीएसटी संख्या')).toBe(false);
  });
});

/**
 * Signals that name the issuer wherever its letterhead is only a logo or another company's
 * address stands at the top (rules written on batches 5 to 7 once development material): its legal
 * mentions, whom the customer pays, its web and e-mail domain, a sender line set with commas.
 */
describe('signals of the issuer', () => {
  it("prefers the legal name the domain spells over a mailing house's return address", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Postalmail SpA - Casella Postale n.12 - 20090 Segrate MI' },
        { 150: 'www.clienti.lucegas.it' },
        { 40: 'Spett.le' },
        { 40: 'Bottega Rossi S.r.l.' },
        { 40: 'Bolletta n. 8812345670 del 03/02/2025' },
        {},
        {},
        { 40: 'Totale da pagare', 300: '118,40 €' },
        {},
        {},
        { 40: 'LUCEGAS ITALIA S.p.A.- Sede Legale: Via Roma 1 - 20121 Milano - Società a socio unico' },
      ),
    );
    expectValues(got, { sellerName: 'LUCEGAS ITALIA S.p.A.' });
  });

  it("names the issuer from its legal footer ('… SpA - Società con unico socio - Sede Legale …')", () => {
    const got = invoiceFromText(
      page(
        { 40: 'DATI FORNITURA' },
        { 40: 'Mario Bianchi' },
        { 40: 'Fattura n. 004512 del 12/05/2025' },
        { 40: 'Totale da pagare', 300: '55,00 €' },
        { 40: 'Energia Verde Nazionale SpA - Società con unico socio - Sede Legale Via Po 2, 00198 Roma' },
      ),
    );
    expectValues(got, { sellerName: 'Energia Verde Nazionale SpA' });
  });

  it("names the issuer from the payment instructions ('Make checks payable to …')", () => {
    const got = invoiceFromText(
      page(
        { 40: 'ACCOUNT BALANCE', 300: 'Make checks payable to Harbor Gas Company.' },
        { 40: 'Account Number 1234-5678-90', 300: 'Write your account number on check.' },
        { 40: 'Statement Date: 04/24/2024' },
        { 40: 'Total Amount Due', 300: '$84.12' },
      ),
    );
    expectValues(got, { sellerName: 'Harbor Gas Company' });
  });

  it("reads a sender line set with commas ('Name, Street 25, 17111 Town') over the recipient's window", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Landbäckerei Sommer und Sohn GbR, Dorfstraße 25, 17111 Hohenmocker' },
        { 40: 'Erika Muster' },
        { 40: 'Friedländer Str. 1' },
        { 40: '17033 Neubrandenburg', 380: 'Rechnungsnummer: 184' },
        { 380: 'Rechnungsdatum: 03.11.2022' },
        { 40: 'RECHNUNG' },
        { 40: 'Gesamtbetrag', 300: '23,90 €' },
      ),
    );
    expectValues(got, { sellerName: 'Landbäckerei Sommer und Sohn GbR', invoiceNumber: '184' });
  });

  it("never reads a column title that ends with 'From' as the issuer's heading", () => {
    const got = invoiceFromText(
      page(
        { 380: 'Coolair Services Limited,' },
        { 380: 'Lake Road, Thane 400 601' },
        { 380: 'www.coolairservices.com' },
        { 40: 'Proposal No: 1001' },
        { 40: 'Proforma Invoice No', 190: ': 1001', 300: 'Proposed Period From', 420: ':05-Jul-2020' },
        { 40: 'Proforma Invoice Date', 190: ': 06-Mar-2020', 300: 'Proposed Period To', 420: ':04-Jul-2021' },
        { 40: 'Total', 300: '₹57,820.00' },
      ),
    );
    expectValues(got, { sellerName: 'Coolair Services Limited' });
  });

  it("never takes a customer whose name only begins with the issuer's domain for the issuer", () => {
    const got = invoiceFromText(
      page(
        { 370: 'Menhir Werke GmbH & Co. KG' },
        {},
        { 57: 'Menhir Werke GmbH & Co. KG' },
        { 56: 'Am Steinbruch 1 · 12345 Steinfeld' },
        { 57: 'Steinhofinvest SE' },
        { 480: 'Rechnung' },
        { 57: 'Lager 3', 368: 'Rechnungsnummer', 480: '2024-001' },
        { 56: '1234 Mahlstadt', 368: 'Rechnungsdatum', 480: '21.04.2024' },
        {},
        { 57: 'WWW: www.steinhof.de', 300: 'E-Mail: info@steinhof.de' },
        { 40: 'Gesamtbetrag', 300: '1.234,00 €' },
      ),
    );
    expectValues(got, { sellerName: 'Menhir Werke GmbH & Co. KG' });
  });
});
