/**
 * Rules written for real invoices from other countries and software (issue 16), each checked on
 * invented documents that only share the convention (labels, layouts, formats), never on the
 * corpus documents themselves (bench/corpus/real).
 */
import { describe, expect, it } from 'vitest';
import { invoiceFromText } from './invoice-fields';
import { parseCurrency } from './finders/currency';
import { parseDate } from './finders/dates';
import { expectReads } from './finders/testing';
import { textDocument } from './text-fixtures';
import { expectValues } from './testing';

type Cell = string | [number, string] | [string];
/** One page from rows of cells ('text' or [x, 'text']), or of texts by x ({ 40: 'text' }). */
const page = (...rows: (Cell[] | Record<number, string>)[]) =>
  textDocument([
    rows.map((r) =>
      Array.isArray(r)
        ? r.map((c) => (Array.isArray(c) && c.length === 1 ? c[0] : c) as string | [number, string])
        : r,
    ),
  ]);

describe('real-world conventions', () => {
  it('reads a Dutch invoice: Factuurnummer, Factuurdatum, Subtotaal, BTW, Totaal', () => {
    const got = invoiceFromText(
      page(
        [['Bakkerij Zonneveld']],
        [['Molenweg 4, 3512 AB Utrecht']],
        [['Factuur']],
        [['Factuurnummer: 2024-118']],
        [['Factuurdatum: 03-05-2024']],
        [['Vervaldatum: 02-06-2024']],
        { 40: 'Omschrijving', 300: 'Aantal', 380: 'Prijs', 470: 'Bedrag' },
        { 40: 'Taart', 305: '2', 380: '€ 20,00', 470: '€ 40,00' },
        { 380: 'Subtotaal', 470: '€ 40,00' },
        { 380: 'BTW 9%', 470: '€ 3,60' },
        { 380: 'Totaal', 470: '€ 43,60' },
      ),
    );
    expectValues(got, {
      sellerName: 'Bakkerij Zonneveld',
      invoiceNumber: '2024-118',
      issueDate: '2024-05-03',
      dueDate: '2024-06-02',
      totalWithoutTax: '40.00',
      taxAmount: '3.60',
      totalWithTax: '43.60',
    });
  });

  it('takes the name, not the whole line, from a one-line sender address', () => {
    const got = invoiceFromText(
      page(
        [['Nordlicht Werkzeuge GmbH • Hafenstr. 9 • 20457 Hamburg']],
        [['Frau Erika Beispiel']],
        [['Ringweg 3, 50667 Köln']],
        [['Rechnung Nr. 7781']],
        [['Summe netto 100,00 €']],
        [['USt. 19 % 19,00 €']],
        [['Gesamtbetrag 119,00 €']],
      ),
    );
    expectValues(got, { sellerName: 'Nordlicht Werkzeuge GmbH', invoiceNumber: '7781' });
  });

  it('keeps the issuer named after "on behalf of" and drops a department after the legal form', () => {
    const behalf = invoiceFromText(
      page([['Issued by Billing Portal Ltd on behalf of Harbour Tools Ltd']], [['Invoice No: 55']]),
    );
    expect(behalf.sellerName.value).toBe('Harbour Tools Ltd');
    const dept = invoiceFromText(
      page([['Kranich Maschinen AG Abteilung Rechnungswesen']], [['Rechnungsnummer: K-9']]),
    );
    expect(dept.sellerName.value).toBe('Kranich Maschinen AG');
  });

  it('reads a label that touches its value, and an issuer label in the middle of a line', () => {
    const got = invoiceFromText(
      page([['Facture #00731 Date: 12/02/2025 Aussteller: Atelier Bleu Inc.']], [['Total 20,00 $']]),
    );
    expectValues(got, { invoiceNumber: '00731', sellerName: 'Atelier Bleu Inc.' });
  });

  it('derives the net from total and tax when the net read is impossible', () => {
    const got = invoiceFromText(
      page(
        [['Tax Invoice']],
        [['Sold By : Kaveri Traders Private Limited']],
        [['Invoice Number : BLR1-4421']],
        [['Net Amount ₹1,180.00']],
        [['IGST 18% ₹180.00']],
        [['Grand Total ₹1,180.00']],
      ),
    );
    expectValues(got, { currency: 'INR', totalWithTax: '1180.00', totalWithoutTax: '1000.00' });
  });

  it('makes the total also the net when no tax is charged and the lines add up to it', () => {
    const got = invoiceFromText(
      page(
        [['Commune de Saint-Anselme']],
        [['FACTURE N° 2025-7']],
        { 40: 'Désignation', 300: 'Qté', 360: 'P.U.', 460: 'Montant' },
        { 40: 'Location de salle', 305: '2', 360: '100,00', 470: '200,00' },
        { 40: 'Ménage', 305: '1', 360: '50,00', 470: '50,00' },
        { 380: 'TOTAL À PAYER', 470: '250,00 €' },
        [['Opération exonérée de TVA en vertu de l’article 261 du Code général des impôts.']],
      ),
    );
    expectValues(got, { taxAmount: null, totalWithTax: '250.00', totalWithoutTax: '250.00' });
  });

  it('falls back on an estimate number when a document has no invoice number', () => {
    const got = invoiceFromText(page([['Garage Example Ltd']], { 40: 'Mr A. Client', 380: 'Estimate 6120' }));
    expect(got.invoiceNumber.value).toBe('6120');
    expect(got.invoiceNumber.confidence).toBeLessThanOrEqual(0.6);
  });

  it('reads currencies, dates and Dutch months of these countries', () => {
    expectReads(parseCurrency, [
      ['总金额 新台幣 $ 5,460', 'TWD'],
      ['合計 550000 円', 'JPY'],
      ['Rs 1,234.50 MUR', 'MUR'],
    ]);
    expectReads(parseDate, [
      ['开票日期：2022年01月05日', '2022-01-05'],
      ['14. 11. 2018', '2018-11-14'],
      ['3 maart 2024', '2024-03-03'],
      ['15 mei 2023', '2023-05-15'],
    ]);
  });

  it('reads a bare dollar sign on a Canadian document as CAD', () => {
    const got = invoiceFromText(
      page([['Boulangerie Laval Inc.']], [['Facture # 12']], [['TPS/TVQ 1,50$']], [['Grand total 11,50$']]),
    );
    expect(got.currency.value).toBe('CAD');
  });
});

describe('the issuer without a letterhead name', () => {
  it('is never the person addressed, and comes from a business e-mail domain', () => {
    const got = invoiceFromText(
      page(
        ['factuur'],
        { 40: 'Dhr. P. de Vries', 380: 'contactpersoon' },
        { 40: 'Kerkstraat 10', 380: 'info@tuincentrum-de-linde.nl' },
        [['Factuurnummer 881']],
        [['Totaal € 12,00']],
      ),
    );
    expect(got.sellerName.value).toBe('Tuincentrum De Linde');
    expect(got.sellerName.confidence).toBeLessThan(0.7);
  });

  it("reads the business of an e-mail domain under a second-level domain ('accounts@hollybrook-joinery.co.uk')", () => {
    const got = invoiceFromText(
      page(
        ['Invoice'],
        { 40: 'Mr A. Client', 380: 'accounts@hollybrook-joinery.co.uk' },
        [['Invoice No 12']],
        [['Total £ 40.00']],
      ),
    );
    expect(got.sellerName.value).toBe('Hollybrook Joinery');
  });

  it('never takes a free mail provider for the issuer', () => {
    const got = invoiceFromText(
      page(['Invoice'], { 40: 'Mr A. Client', 380: 'me@gmail.com' }, [['Invoice No 4']]),
    );
    expect(got.sellerName.value).toBeNull();
  });
  it('takes a name block carrying a VAT id other than the payee’s (printed with the IBAN) as the customer’s', () => {
    const got = invoiceFromText(
      page(
        [['Atelier Brun']],
        [],
        [['Kantoor Verhoeven BV']],
        [['NL123456789B01']],
        [['Stationsweg 12, 3512 AB Utrecht']],
        [],
        [['FACTUUR']],
        [['Factuurnummer: 2025-14']],
        [['Factuurdatum: 03-02-2025']],
        { 380: 'Totaal excl. BTW', 470: '100,00 €' },
        { 380: 'BTW 21 %', 470: '21,00 €' },
        { 380: 'Totaal incl. BTW', 470: '121,00 €' },
        [['BTW BE0412345614']],
        [['IBAN BE68 5390 0754 7034']],
      ),
    );
    expect(got.sellerName.value).toBe('Atelier Brun');
  });

  it('makes the total the net of a document without VAT even under a carried-over page sub-total', () => {
    const got = invoiceFromText(
      page(
        [['Steinmetz Huber']],
        [['Rechnung']],
        [['Rechnungsnummer: 2025-3']],
        [['Rechnungsdatum: 12.03.2025']],
        { 380: 'Zwischensumme', 470: '300,00 €' },
        [['Übertrag']],
        { 40: 'Anfahrt', 470: '50,00 €' },
        { 380: 'Gesamtbetrag', 470: '350,00 €' },
        [['Gemäß §19 UStG wird keine Umsatzsteuer berechnet.']],
      ),
    );
    expectValues(got, { totalWithoutTax: '350.00', taxAmount: null });
  });
  it('never reads a tax from a tax registration number, nor a tax at or above the total', () => {
    const got = invoiceFromText(
      page(
        [['Deccan Office Supplies Pvt Ltd']],
        [['GST Registration No: 36ABCDE1234F1Z5']],
        [['Invoice Number: HYD-2291']],
        [['Invoice Date: 04.12.2024']],
        { 40: 'Notebook', 300: 'IGST', 470: '₹112.00' },
        { 380: 'Grand Total', 470: '₹112.00' },
      ),
    );
    expect(got.totalWithTax.value).toBe('112.00');
    // Neither 36 (the registration) nor 112.00 (the total itself) is the tax.
    expect(got.taxAmount.value).toBeNull();
    expect(got.totalWithoutTax.value).not.toBe('0.00');
  });
});

describe('Chinese invoices and sum rows', () => {
  // A mainland e-fapiao as its layout goes: letter-spaced column titles ('单  价'), party boxes
  // titled vertically ('销 / 售 / 方 / 信 / 息'), a '合    计' row with the amount and tax columns'
  // sums, '价税合计' with the total, '¥' for the yuan.
  const fapiao = () =>
    page(
      { 200: '电子发票（普通发票）', 420: '发票号码：', 470: '24110000000123456789' },
      { 420: '开票日期：', 470: '2024年03月08日' },
      { 16: '购', 32: '名称：北京示例科技有限公司', 300: '销', 316: '名称：杭州青松茶叶有限公司' },
      { 16: '买', 300: '售' },
      { 16: '方', 300: '方' },
      {
        16: '信',
        32: '纳税人识别号：',
        120: '91110000MA01ABCD2X',
        300: '信',
        316: '纳税人识别号：',
        404: '91330100MA27XYZ12Q',
      },
      { 16: '息', 300: '息' },
      {
        40: '项目名称',
        190: '单',
        202: '位',
        250: '数',
        262: '量',
        320: '单',
        332: '价',
        400: '金',
        412: '额',
        450: '税率/征收率',
        530: '税',
        542: '额',
      },
      {
        10: '*茶叶*龙井茶',
        195: '盒',
        262: '4',
        318: '88.495575221239',
        405: '353.98',
        460: '13%',
        535: '46.02',
      },
      { 58: '合', 103: '计', 400: '¥353.98', 530: '¥46.02' },
      { 47: '价税合计（大写）', 180: '肆佰圆整', 400: '（小写）', 440: '¥400.00' },
    );

  it('reads a mainland-Chinese e-fapiao: vertical party titles, spaced labels, sum row, yuan', () => {
    const got = invoiceFromText(fapiao());
    expectValues(got, {
      sellerName: '杭州青松茶叶有限公司',
      buyerName: '北京示例科技有限公司',
      invoiceNumber: '24110000000123456789',
      issueDate: '2024-03-08',
      currency: 'CNY',
      totalWithoutTax: '353.98',
      taxAmount: '46.02',
      totalWithTax: '400.00',
    });
    // One line: the '合 计' row ends the table, it is not a product; the unit price to four places.
    expect(got.lines.map((l) => [l.quantity.value, l.unitPrice.value])).toEqual([['4', '88.4956']]);
  });

  it('reads ¥ as the yuan on a Chinese document and as the yen on a Japanese one', () => {
    const chinese = invoiceFromText(page([['电子发票']], [['发票号码：123']], [['价税合计 ¥100.00']]));
    expect(chinese.currency.value).toBe('CNY');
    const onlySign = invoiceFromText(page([['纳税人识别号：91330100MA27XYZ12Q']], [['合计 ¥100.00']]));
    expect(onlySign.currency.value).toBe('CNY');
    const japanese = invoiceFromText(page([['請求書']], [['ご請求金額 ¥55,000']], [['合計 ¥55,000']]));
    expect(japanese.currency.value).toBe('JPY');
  });

  it('takes the tax from the sum row under a two-line "Tax / Amount" column title', () => {
    const got = invoiceFromText(
      page(
        [['Tax Invoice']],
        [['Sold By : Kaveri Traders Private Limited']],
        [['Invoice Number : BLR1-4421']],
        { 40: 'Sl.', 300: 'Net', 400: 'Tax', 500: 'Total' },
        { 40: 'No', 300: 'Amount', 400: 'Amount', 500: 'Amount' },
        { 40: '1 Notebook, ruled', 300: '₹80.36 12%', 400: '₹9.64', 500: '₹90.00' },
        { 40: 'TOTAL:', 400: '₹9.64', 500: '₹90.00' },
      ),
    );
    expectValues(got, { taxAmount: '9.64', totalWithTax: '90.00', totalWithoutTax: '80.36' });
  });

  it('keeps a labelled (rounded) total over the sum of the total column', () => {
    const got = invoiceFromText(
      page(
        [['Deccan Tools']],
        [['Invoice No. DT-17']],
        {
          40: 'Name of Product',
          200: 'Qty',
          250: 'Rate',
          320: 'Taxable Value',
          420: 'Tax Amount',
          500: 'Total',
        },
        { 40: 'Spanner set', 205: '1', 250: '2,535.00', 320: '2,535.00', 420: '456.30', 500: '2,991.30' },
        { 40: 'Total', 320: '2,535.00', 420: '456.30', 500: '2,991.30' },
        { 320: 'Total Amount After Tax', 500: '₹2,991.00' },
      ),
    );
    expectValues(got, { totalWithTax: '2991.00', taxAmount: '456.30' });
  });

  it("reads 'Unit $' and 'Item $' column titles as the unit price and the line's amount", () => {
    const got = invoiceFromText(
      page(
        [['Harbor Paving Inc.']],
        [['Invoice #: 881']],
        { 40: 'Item', 80: 'Description of Work', 230: 'Quantity', 300: 'Unit', 340: 'Unit $', 420: 'Item $' },
        { 40: '1', 80: 'Crack Fill', 235: '12,000.00', 300: 'LF', 345: '1.30', 420: '15,600.00' },
        { 340: 'Totals:', 420: '$15,600.00' },
      ),
    );
    expect(got.lines.map((l) => [l.quantity.value, l.unitPrice.value, l.total.value])).toEqual([
      ['12000', '1.30', '15600.00'],
    ]);
  });
});
