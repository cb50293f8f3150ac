import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { einvoiceToQuotation, findEmbeddedEInvoice, isEInvoiceXml, readEInvoiceXml } from './einvoice';
import { pdfFromDefinition, sharedEInvoiceDir } from './text-fixtures';
import { expectValues } from './testing';
import { ExtractionError } from './types';

const CII = `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocument>
    <ram:ID>FA-2024-0042</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">20240315</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem>
      <ram:SpecifiedTradeProduct><ram:Name>Vis &amp; écrous</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>12.5000</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="H87">8.000</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>Atelier Dupont SARL</ram:Name>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="FC">123/456</ram:ID></ram:SpecifiedTaxRegistration>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">FR 40 303265045</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>Client SA</ram:Name></ram:BuyerTradeParty>
    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradeSettlementPaymentMeans><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>FR76 3000 6000 0112 3456 7890 189</ram:IBANID></ram:PayeePartyCreditorFinancialAccount></ram:SpecifiedTradeSettlementPaymentMeans>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20240414</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:TaxBasisTotalAmount>100.00</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="USD">21.00</ram:TaxTotalAmount>
        <ram:TaxTotalAmount currencyID="EUR">20.00</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>120.00</ram:GrandTotalAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const UBL = `<?xml version="1.0" encoding="UTF-8"?>
<CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:ID>CN-7</cbc:ID>
  <cbc:IssueDate>2024-05-02</cbc:IssueDate>
  <cbc:DocumentCurrencyCode>GBP</cbc:DocumentCurrencyCode>
  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName><cbc:Name>Trading name</cbc:Name></cac:PartyName>
    <cac:PartyTaxScheme><cbc:CompanyID>GB123456789</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:PartyLegalEntity><cbc:RegistrationName>Orchard Industrial Ltd</cbc:RegistrationName></cac:PartyLegalEntity>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:PaymentMeans><cbc:PaymentDueDate>2024-06-01</cbc:PaymentDueDate><cac:PayeeFinancialAccount><cbc:ID>GB82WEST12345698765432</cbc:ID></cac:PayeeFinancialAccount></cac:PaymentMeans>
  <cac:TaxTotal><cbc:TaxAmount currencyID="GBP">10</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:TaxExclusiveAmount currencyID="GBP">50</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="GBP">60</cbc:TaxInclusiveAmount>
  </cac:LegalMonetaryTotal>
  <cac:CreditNoteLine><cbc:ID>1</cbc:ID><cbc:CreditedQuantity unitCode="C62">2</cbc:CreditedQuantity><cbc:LineExtensionAmount currencyID="GBP">50</cbc:LineExtensionAmount><cac:Item><cbc:Name>Filters</cbc:Name></cac:Item><cac:Price><cbc:PriceAmount currencyID="GBP">25</cbc:PriceAmount></cac:Price></cac:CreditNoteLine>
</CreditNote>`;

describe('readEInvoiceXml', () => {
  it('reads a CII invoice exactly, with element paths as sources', () => {
    const inv = readEInvoiceXml(CII);
    expect(inv.invoiceNumber).toEqual({
      value: 'FA-2024-0042',
      confidence: 1,
      source: { method: 'einvoice', text: 'ExchangedDocument/ID' },
    });
    expectValues(inv, {
      issueDate: '2024-03-15',
      dueDate: '2024-04-14',
      sellerName: 'Atelier Dupont SARL',
      sellerVatId: 'FR40303265045',
      buyerName: 'Client SA',
      currency: 'EUR',
      totalWithoutTax: '100.00',
      taxAmount: '20.00',
      totalWithTax: '120.00',
      iban: 'FR7630006000011234567890189',
    });
    expect(inv.lines).toHaveLength(1);
    expectValues(inv.lines[0]!, { description: 'Vis & écrous', quantity: '8', unitPrice: '12.50' });
    expect(inv.confidence).toBe(1);
  });

  it('reads a UBL credit note', () => {
    const inv = readEInvoiceXml(UBL);
    expectValues(inv, {
      invoiceNumber: 'CN-7',
      sellerName: 'Orchard Industrial Ltd',
      sellerVatId: 'GB123456789',
      dueDate: '2024-06-01',
      totalWithoutTax: '50.00',
      taxAmount: '10.00',
      totalWithTax: '60.00',
    });
    expect(inv.lines[0]).toMatchObject({ quantity: { value: '2' }, total: { value: '50.00' } });
  });

  it('reads the payment terms, the order reference (BT-13) and each line’s VAT rate, in CII and UBL', () => {
    /** `xml` with each addition written right after its anchor. */
    const added = (xml: string, additions: [anchor: string, addition: string][]) =>
      additions.reduce((text, [anchor, addition]) => text.replace(anchor, `${anchor}${addition}`), xml);
    const cii = readEInvoiceXml(
      added(CII, [
        [
          '<ram:SpecifiedLineTradeSettlement>',
          '<ram:ApplicableTradeTax><ram:TypeCode>VAT</ram:TypeCode><ram:RateApplicablePercent>5.50</ram:RateApplicablePercent></ram:ApplicableTradeTax>',
        ],
        [
          '</ram:BuyerTradeParty>',
          '<ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>PO-118</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>',
        ],
        ['<ram:SpecifiedTradePaymentTerms>', '<ram:Description>30 jours fin de mois</ram:Description>'],
      ]),
    );
    expectValues(cii, { paymentTerms: '30 jours fin de mois', orderReference: 'PO-118' });
    expect(cii.lines[0]!.vatRate).toMatchObject({ value: '5.5', confidence: 1 });
    const ubl = readEInvoiceXml(
      added(UBL.replace('>25</cbc:PriceAmount>', '>2.5</cbc:PriceAmount>'), [
        ['</cbc:DocumentCurrencyCode>', '<cac:OrderReference><cbc:ID>PO-7</cbc:ID></cac:OrderReference>'],
        ['</cac:PaymentMeans>', '<cac:PaymentTerms><cbc:Note>Net 30</cbc:Note></cac:PaymentTerms>'],
        [
          '<cbc:Name>Filters</cbc:Name>',
          '<cac:ClassifiedTaxCategory><cbc:ID>S</cbc:ID><cbc:Percent>20</cbc:Percent><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>',
        ],
        ['</cbc:PriceAmount>', '<cbc:BaseQuantity unitCode="C62">0.1</cbc:BaseQuantity>'],
      ]),
    );
    expectValues(ubl, { paymentTerms: 'Net 30', orderReference: 'PO-7' });
    expect(ubl.lines[0]!.vatRate?.value).toBe('20');
    // a price per base quantity of 0.1 is 25 per unit
    expect(ubl.lines[0]!.unitPrice.value).toBe('25.00');
  });

  it('refuses entity declarations and external DTDs without resolving them', () => {
    const xxe = CII.replace(
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>',
    ).replace('FA-2024-0042', '&e;');
    expect(() => readEInvoiceXml(xxe)).toThrow(ExtractionError);
    const laughs = `<!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>${CII.replace(/^<\?xml[^>]*>/, '')}`;
    expect(() => readEInvoiceXml(laughs)).toThrow(ExtractionError);
    expect(() => readEInvoiceXml('<!DOCTYPE x SYSTEM "http://example.com/x.dtd"><x/>')).toThrow(
      ExtractionError,
    );
  });

  it('ends malformed or foreign XML in an error, never a crash', () => {
    for (const bad of [
      CII.slice(0, 800),
      '<a><b></a>',
      '',
      'not xml at all',
      '<html><body/></html>',
      `${UBL}<extra/>`,
    ]) {
      let caught: unknown = null;
      try {
        readEInvoiceXml(bad);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(ExtractionError);
    }
  });

  it('recognises e-invoice syntaxes', () => {
    expect(isEInvoiceXml(CII)).toBe(true);
    expect(isEInvoiceXml(UBL)).toBe(true);
    expect(isEInvoiceXml('<Invoice><ID>1</ID></Invoice>')).toBe(false);
    expect(isEInvoiceXml('{"json": true}')).toBe(false);
  });

  it('maps an invoice to the quotation shape', () => {
    const q = einvoiceToQuotation(readEInvoiceXml(CII));
    expect(q.kind).toBe('quotation');
    expectValues(q, {
      supplierName: 'Atelier Dupont SARL',
      quotationNumber: 'FA-2024-0042',
      totalPrice: '120.00',
    });
    expect(q.products[0]!.totalPrice.value).toBe('100.00');
  });
});

describe('findEmbeddedEInvoice', () => {
  it('returns null for a PDF without attachment', async () => {
    const pdf = await pdfFromDefinition({ content: ['Facture FA-1'] });
    expect(await findEmbeddedEInvoice(pdf)).toBeNull();
  });

  const dir = sharedEInvoiceDir();
  it.skipIf(!dir)('finds the XML attached to the shared Factur-X samples', async () => {
    const pdfDir = path.join(dir!, 'facturx-pdf');
    for (const file of fs.readdirSync(pdfDir).filter((f) => f.endsWith('.pdf'))) {
      const xml = await findEmbeddedEInvoice(new Uint8Array(fs.readFileSync(path.join(pdfDir, file))));
      expect(xml, file).not.toBeNull();
      expect(readEInvoiceXml(xml!).invoiceNumber.value, file).toBeTruthy();
    }
  });
});
