/**
 * Rules written on batches 6 and 7 of the real-world set once they became development material
 * (issue 34: Japanese 請求書, Polish and Czech faktury, a payment stamp, an issuer beside 'Bill to';
 * Bulgarian, Russian and Uzbek invoices in Cyrillic, Turkish e-Arşiv and e-Fatura, a Malaysian
 * exporter's letterhead), each checked on an invented document that only shares the convention,
 * never on the corpus documents themselves (bench/corpus/real).
 */
import { describe, expect, it } from 'vitest';
import { findCurrencies, parseCurrency } from './finders/currency';
import { LABELS, foldText, normaliseText } from './finders/labels';
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

describe('invoices in other alphabets and conventions', () => {
  it("reads a Bulgarian фактура: 'Доставчик' beside 'Получател', 'Номер:', 'Данъчна основа', 'Сума за плащане', the lev", () => {
    const got = invoiceFromText(
      page(
        { 40: 'Получател:ЗОРА ТРЕЙД ЕООД', 300: 'Доставчик:БАЛКАН ТЕХ ООД' },
        { 40: 'Град: 4000 ПЛОВДИВ', 300: 'Град: 9000 Варна' },
        { 40: 'ДДС Ном.: BG123456789', 300: 'ДДС Ном.: BG987654321' },
        { 270: 'ФАКТУРА' },
        { 40: 'Място:Варна', 270: 'Дата:14.02.2025', 480: 'Номер:0000004417' },
        { 40: 'Номер', 180: 'Вида на стоката', 420: 'Количество', 500: 'Ед. цена', 550: 'Стойност' },
        { 40: '12', 80: 'Принтер за етикети', 420: '2.000', 500: '150.00', 550: '300.00' },
        { 40: 'Словом:', 480: 'Данъчна основа: 300.00' },
        { 40: 'триста и шестдесет лв. и 00 ст.', 480: 'Дан. ставка(ДДС) 20%' },
        { 480: 'Размер на данъка:60.00' },
        { 480: 'Сума за плащане:360.00' },
      ),
    );
    expectValues(got, {
      sellerName: 'БАЛКАН ТЕХ ООД',
      buyerName: 'ЗОРА ТРЕЙД ЕООД',
      invoiceNumber: '0000004417',
      issueDate: '2025-02-14',
      currency: 'BGN',
      totalWithoutTax: '300.00',
      taxAmount: '60.00',
      totalWithTax: '360.00',
    });
  });

  it("reads a Bulgarian two-column header: 'Клиент' left, 'Доставчик' right, 'Фактура No.', 'Общо BGN вкл. ДДС'", () => {
    const got = invoiceFromText(
      page(
        { 380: 'Фактура No. : 0000123456' },
        { 380: 'Дата на документа : 03.03.2025' },
        { 40: 'Клиент', 380: 'Доставчик' },
        { 40: 'ЯНТРА СОФТ ЕООД', 380: 'ЛОГОС ООД' },
        { 40: 'СОФИЯ', 380: 'BG-1000 СОФИЯ' },
        { 40: 'No.', 80: 'Описание', 300: 'Кол-во', 420: 'Цена', 500: 'Сума' },
        { 40: '1', 80: 'Касов апарат', 300: '1', 420: '100,00', 500: '100,00' },
        { 380: 'Общо BGN', 500: '100,00' },
        { 380: '20% ДДС', 500: '20,00' },
        { 380: 'Общо BGN вкл. ДДС', 500: '120,00' },
      ),
    );
    expectValues(got, {
      sellerName: 'ЛОГОС ООД',
      buyerName: 'ЯНТРА СОФТ ЕООД',
      invoiceNumber: '0000123456',
      issueDate: '2025-03-03',
      currency: 'BGN',
      totalWithoutTax: '100.00',
      taxAmount: '20.00',
      totalWithTax: '120.00',
    });
  });

  it("reads an Uzbek hisob-faktura's parties ('Етказиб берувчи', 'Сотиб олувчи') and the sum named in words", () => {
    const got = invoiceFromText(
      page(
        { 250: 'Ҳисобварақ-фактура' },
        { 20: 'Етказиб берувчи:', 140: '"ORZU SAVDO" MCHJ', 300: 'Сотиб олувчи:', 410: '"NUR TEXNIKA" MCHJ' },
        { 20: 'Манзил:', 140: 'ТОШКЕНТ ШАҲРИ', 300: 'Манзил:', 410: 'САМАРҚАНД' },
        { 20: 'Жами тўлов учун: Беш миллион олти юз минг сўм 00 тийин .' },
      ),
    );
    expectValues(got, { sellerName: '"ORZU SAVDO" MCHJ', buyerName: '"NUR TEXNIKA" MCHJ', currency: 'UZS' });
  });

  it("never takes a Turkish e-Fatura's title for the issuer; reads 'Fatura No', 'Fatura Tarihi' and the lira's 'TL'", () => {
    const got = invoiceFromText(
      page(
        { 40: 'YILDIZ ELEKTRİK MALZEMELERİ' },
        { 40: 'CUMHURİYET MH. 1203 SK. NO:7 MERAM/KONYA' },
        { 40: 'Vergi Dairesi: MERAM' },
        { 300: 'e-FATURA' },
        { 40: 'SAYIN' },
        { 40: 'DEMİR YAPI LTD. ŞTİ.', 330: 'Fatura No:', 420: 'YLD2025000000042' },
        { 330: 'Fatura Tarihi:', 420: '17-03-2025' },
        { 40: 'Sıra', 80: 'Mal Hizmet', 300: 'Miktar', 380: 'Birim Fiyat', 480: 'Mal Hizmet Tutarı' },
        { 40: '1', 80: 'Kablo 3x2,5', 300: '10', 380: '12,50 TL', 480: '125,00 TL' },
        { 380: 'Mal Hizmet Toplam Tutarı', 480: '125,00 TL' },
        { 380: 'Hesaplanan KDV(%20)', 480: '25,00 TL' },
        { 380: 'Ödenecek Tutar', 480: '150,00 TL' },
      ),
    );
    expectValues(got, {
      sellerName: 'YILDIZ ELEKTRİK MALZEMELERİ',
      invoiceNumber: 'YLD2025000000042',
      issueDate: '2025-03-17',
      currency: 'TRY',
      totalWithoutTax: '125.00',
      totalWithTax: '150.00',
    });
  });

  it('reads a letterhead with its registration number in brackets, and never a column title alone for the issuer', () => {
    const got = invoiceFromText(
      page(
        { 190: 'SEMANGAT KAYU INDUSTRIES SDN. BHD. (201501-K)' },
        { 190: 'LOT 5, JALAN PERINDUSTRIAN 2, 84000 MUAR, JOHOR, MALAYSIA' },
        { 210: 'COMMERCIAL INVOICE # 4410' },
        { 40: 'HOMESTYLE IMPORTS C/O HARBOR WAREHOUSE', 360: 'Date:', 405: '02-Feb-21' },
        { 450: 'Unit Price', 500: 'Total Amount' },
        { 85: 'Model #', 240: 'Description', 370: 'Colour', 415: 'Qty' },
        { 40: 'TB-200', 160: 'Oak Dining Table', 370: 'NT 1', 420: '4', 455: '$210.00', 530: '$840.00' },
        { 40: 'TOTAL', 415: '4', 520: '$840.00' },
      ),
    );
    expectValues(got, {
      sellerName: 'SEMANGAT KAYU INDUSTRIES SDN. BHD.',
      invoiceNumber: '4410',
      totalWithTax: '840.00',
    });
  });

  it('folds the Turkish dotless i, and matches a Cyrillic label as a whole word only', () => {
    expect(normaliseText('Satıcı ALICI')).toBe('satici alici');
    expect(foldText('Satıcı')).toBe('satici');
    const matches = (key: keyof typeof LABELS, text: string) => LABELS[key].some((x) => x.pattern.test(text));
    expect(matches('issueDate', 'дата')).toBe(true);
    // 'Датекс', a company, holds 'дата' as its first letters; 'ДДС номер' is the VAT id, not the tax.
    expect(matches('issueDate', 'датекс')).toBe(false);
    expect(matches('taxAmount', 'ддс')).toBe(true);
    expect(matches('taxAmount', 'ддс номер')).toBe(false);
    expect(matches('vatId', 'ддс номер')).toBe(true);
  });

  it('reads the lev, the lira and the sum from their signs and words, never from a word that holds them', () => {
    expect(parseCurrency('741.67 лв.')).toBe('BGN');
    expect(parseCurrency('125,00 TL')).toBe('TRY');
    expect(parseCurrency('TL 125,00')).toBe('TRY');
    expect(parseCurrency('Бир минг сўм 00 тийин')).toBe('UZS');
    expect(findCurrencies('TLS certificate, HTML page, Плевен')).toEqual([]);
  });
});
