/**
 * Rules written on batch 6 of the real-world set once it became development material (issue 34:
 * Japanese 請求書, Polish and Czech faktury, a payment stamp, an issuer beside 'Bill to'), each
 * checked on an invented document that only shares the convention, never on the corpus documents
 * themselves (bench/corpus/real).
 */
import { describe, expect, it } from 'vitest';
import { invoiceFromText } from './invoice-fields';
import { textDocument } from './text-fixtures';
import { expectValues } from './testing';

const page = (...rows: Record<number, string>[]) => textDocument([rows]);

describe('conventions of batch 6', () => {
  it("reads a Japanese 請求書: '請求番号', the addressee '… 御中' is the customer, the issuer is the company of the other block", () => {
    const got = invoiceFromText(
      page(
        { 380: '2025年03月31日' },
        { 360: '請求番号: 20250301-007' },
        { 200: '請求書' },
        { 40: '株式会社サクラ物産 御中' },
        { 40: '下記のとおりご請求申し上げます。' },
        { 300: '株式会社ミドリ工房' },
        { 40: 'ご請求金額 ¥ 110,000 -', 300: '〒100-0001' },
        { 300: '東京都千代田区千代田1-1' },
        { 300: '登録番号: T1234567890123' },
        { 40: '品名', 260: '数量', 330: '単価', 420: '金額' },
        { 40: '設計費用', 260: '1', 330: '100,000', 420: '100,000' },
        { 330: '小計', 420: '100,000' },
        { 330: '消費税', 420: '10,000' },
        { 330: '合計', 420: '110,000' },
      ),
    );
    expectValues(got, { sellerName: '株式会社ミドリ工房', invoiceNumber: '20250301-007' });
    // The addressee alone, with no other company: still never the issuer.
    const alone = invoiceFromText(
      page({ 200: '請求書' }, { 40: '山田商店 御中' }, { 330: '合計', 420: '5,000' }),
    );
    expect(alone.sellerName.value).not.toBe('山田商店 御中');
  });

  it("reads a Polish faktura: 'Sprzedawca' beside 'Nabywca', 'Faktura VAT nr'", () => {
    const got = invoiceFromText(
      page(
        { 320: 'Faktura VAT nr FV/12/03/2025' },
        { 300: 'Data wystawienia :', 420: '2025-03-12' },
        { 40: 'Sprzedawca', 300: 'Nabywca' },
        { 40: 'KOWALSKI HANDEL Jan Kowalski', 300: 'Pracownia Nowak Sp. z o.o.' },
        { 40: 'ul. Lipowa 3', 300: 'ul. Polna 8' },
        { 40: '00-001 Warszawa', 300: '30-002 Kraków' },
        { 40: 'NIP: 5250001009', 300: 'NIP: 6760001005' },
        { 40: 'Nazwa', 250: 'Ilość', 330: 'Cena netto', 440: 'Wartość brutto' },
        { 40: 'Farba', 250: '2', 330: '10,00', 440: '24,60' },
        { 330: 'Razem do zapłaty', 440: '24,60 PLN' },
      ),
    );
    expectValues(got, { sellerName: 'KOWALSKI HANDEL Jan Kowalski', invoiceNumber: 'FV/12/03/2025' });
  });

  it("reads a Czech faktura: 'daňový doklad č.', 'Dodavatel' over 'Odběratel'", () => {
    const got = invoiceFromText(
      page(
        { 300: 'Faktura - daňový doklad č.FV7001234' },
        { 40: 'Dodavatel:', 330: 'Adresát:' },
        { 40: 'Elektro Brno a.s.' },
        { 40: 'Kšírova 1, 619 00 Brno', 330: 'Stavby Polák s.r.o.' },
        { 40: 'IČ: 12345678 DIČ: CZ12345678' },
        { 40: 'Odběratel:' },
        { 40: 'Stavby Polák s.r.o.' },
        { 40: 'Kód', 200: 'Množství', 330: 'Cena', 440: 'Celkem' },
        { 40: 'Kabel', 200: '10', 330: '12,10', 440: '121,00' },
        { 330: 'Celkem k úhradě', 440: '121,00 CZK' },
      ),
    );
    expectValues(got, { sellerName: 'Elektro Brno a.s.', invoiceNumber: 'FV7001234' });
  });

  it("never takes a payment stamp ('Pagado', 'Paid') for the issuer", () => {
    for (const stamp of ['Pagado', 'Pagato', 'PAID', 'Bezahlt']) {
      const got = invoiceFromText(
        page(
          { 40: stamp },
          { 40: 'Tienda Azul', 360: 'Factura nº T-55' },
          { 40: 'Calle Mayor 1, 28001 Madrid' },
          { 330: 'Total', 440: '12,10 €' },
        ),
      );
      expect(got.sellerName.value, stamp).toBe('Tienda Azul');
    }
  });

  it("takes the issuer beside 'Bill to' on the same line, never its street ('101 Market Street')", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Invoice' },
        { 40: 'Invoice number INV-77' },
        { 40: 'Date of issue May 2, 2026' },
        { 40: 'Skyline Hosting, Inc.', 330: 'Bill to' },
        { 40: '101 Market Street', 330: 'Jane Roe' },
        { 40: 'San Francisco, California 94105', 330: 'Lyon' },
        { 40: 'Description', 300: 'Qty', 360: 'Unit price', 450: 'Amount' },
        { 40: 'Hosting', 300: '1', 360: '$10.00', 450: '$10.00' },
        { 360: 'Total', 450: '$10.00' },
      ),
    );
    expectValues(got, { sellerName: 'Skyline Hosting, Inc.', invoiceNumber: 'INV-77' });
  });

  it("reads 'Vendido por' as the issuer, 'Número de la factura', and a CFDI's 'Serie y Folio' (not its UUID)", () => {
    const got = invoiceFromText(
      page(
        { 300: 'Vendido por Mercado Sol S.L.' },
        { 300: 'Número de la factura', 450: 'ES-00123' },
        { 40: 'Cliente Uno SC', 300: 'Total pendiente', 450: '0,00 €' },
        { 330: 'Total', 450: '12,10 €' },
      ),
    );
    expectValues(got, { sellerName: 'Mercado Sol S.L.', invoiceNumber: 'ES-00123' });
    const cfdi = invoiceFromText(
      page(
        { 300: 'Folio Fiscal: 3DE68071-1419-4B83-B374-3DE3ECFBB5D1' },
        { 40: 'TRANSPORTES DEL NORTE', 300: 'Serie y Folio: TN-0001234' },
        { 330: 'Total', 450: '$ 1,160.00' },
      ),
    );
    expect(cfdi.invoiceNumber.value).toBe('TN-0001234');
  });

  it("ends a party's block where the next party's column begins, on a narrow page; reads a number with a non-breaking hyphen", () => {
    const got = invoiceFromText(
      page(
        { 300: 'Faktura VAT nr PL/9/01/2026' },
        { 40: 'Sprzedawca', 200: 'Nabywca' },
        { 40: 'BOREK Jan Nowak', 200: 'Sklep Zielony' },
        { 40: '00-001 Warszawa', 200: '30-002 Kraków' },
        { 330: 'Razem', 440: '24,60 PLN' },
      ),
    );
    expectValues(got, { sellerName: 'BOREK Jan Nowak', invoiceNumber: 'PL/9/01/2026' });
    const jp = invoiceFromText(page({ 360: '請求番号: 20250704\u2011001' }, { 330: '合計', 420: '110,000' }));
    expect(jp.invoiceNumber.value).toBe('20250704-001');
  });

  it("never takes a browser's print header ('about:blank') for the issuer", () => {
    const got = invoiceFromText(
      page({ 40: 'about:blank' }, { 40: 'Atelier Nord' }, { 330: 'Total', 440: '12,10 €' }),
    );
    expect(got.sellerName.value).toBe('Atelier Nord');
  });

  it("reads rupees where an Indian invoice prints its amounts with no sign but the amount in words ('Rupees … Only')", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Shree Ganesh Traders', 360: 'Invoice No: SGT/101' },
        { 40: 'GSTIN: 27AAAAA0000A1Z5' },
        { 40: 'Item', 300: 'Qty', 440: 'Amount' },
        { 40: 'Bearing', 300: '2', 440: '1,000.00' },
        { 330: 'CGST 9%', 440: '90.00' },
        { 330: 'SGST 9%', 440: '90.00' },
        { 330: 'Total', 440: '1,180.00' },
        { 40: 'Rupees One Thousand One Hundred Eighty Only' },
      ),
    );
    expectValues(got, { currency: 'INR', totalWithTax: '1180.00' });
    // The GSTIN and the GST's parts alone say nothing of a currency the page does not print.
    const silent = invoiceFromText(
      page(
        { 40: 'Shree Ganesh Traders', 360: 'Invoice No: SGT/102' },
        { 40: 'GSTIN: 27AAAAA0000A1Z5' },
        { 330: 'CGST 9%', 440: '90.00' },
        { 330: 'Total', 440: '1,180.00' },
      ),
    );
    expect(silent.currency.value).toBeNull();
  });

  it("never takes a field with its value ('Vessel: …') or a Mexican colonia ('COL. …') for the issuer", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Vessel: MSC ARIES 101E', 300: 'Date: 17-Jan-20' },
        { 40: 'Ocean Rattan', 300: 'INVOICE # 5501' },
        { 330: 'Total', 440: 'USD 1,000.00' },
      ),
    );
    expect(got.sellerName.value).toBe('Ocean Rattan');
    const colonia = invoiceFromText(
      page(
        { 40: 'COL. INDUSTRIAL NORTE CIUDAD' },
        { 40: 'FLETES DEL BAJIO', 300: 'Serie y Folio: FB-12' },
        { 330: 'Total', 440: '$ 1,160.00' },
      ),
    );
    expect(colonia.sellerName.value).toBe('FLETES DEL BAJIO');
  });

  it("reads the number printed alone under the document's title ('RECHNUNG' over '2503001')", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Platzbau GmbH, Weg 1, 97950 Ort' },
        { 40: 'RECHNUNG' },
        { 40: '2504017' },
        { 40: 'Projekt', 200: 'Kunden-Nr.:', 400: 'Datum' },
        { 40: '2025T0030', 200: '10300', 400: '04.03.2025' },
        { 330: 'Gesamtbetrag', 440: '1.190,00 €' },
      ),
    );
    expect(got.invoiceNumber.value).toBe('2504017');
    // A date or an amount under the title is not its number.
    const dated = invoiceFromText(
      page({ 40: 'RECHNUNG' }, { 40: '04.03.2025' }, { 330: 'Gesamt', 440: '10,00 €' }),
    );
    expect(dated.invoiceNumber.value).toBeNull();
  });
});
