/**
 * The Factur-X PDF's PDF/A-3 structure (issue 27 §1). veraPDF, the reference PDF/A validator, is
 * neither a Debian nor an npm package and cannot be fetched here (decision 0030), so these are the
 * structural checks we can make with a PDF parser we did not write (@cantoo/pdf-lib, the library
 * @e-invoice-eu/core itself writes with): the XMP identification and Factur-X extension, the
 * attachment and its relationship, the output intent, embedded fonts, no encryption.
 */
import { describe, expect, it } from 'vitest';
import type { PDFStream } from '@cantoo/pdf-lib';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  PDFHexString,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import type { CompanyIdentity } from '@comptoir/core/modules/settings';
import { renderPdf } from '../../platform/pdf';
import { eInvoiceData, toFacturX } from './facturx';
import { invoicePdfSpec } from './pdf';
import { IDENTITY, sentInvoiceDetail } from './testing';

const SELLER = { ...IDENTITY, email: '', phone: '', website: '', iban: '', bic: '', paymentDays: 30 };

/** An issued invoice of three lines (two rates, a discount, a four-decimal price). */
function issuedInvoice(): InvoiceDetail {
  const lines = [
    { description: 'Boutons nacre', quantity: '1000', unitPrice: '0.0375', discount: '0', taxRate: '20' },
    { description: 'Livres', quantity: '12', unitPrice: '18.90', discount: '5', taxRate: '5.5' },
    { description: 'Transport', quantity: '1', unitPrice: '45', discount: '0', taxRate: '20' },
  ];
  return sentInvoiceDetail(lines, 'EUR', {
    kind: 'invoice',
    number: 'FAC-2026-00042',
    party: {
      name: 'Hôtel du Port SARL',
      address: '3 quai Neuf\n13002 Marseille',
      vatNumber: 'FR11123456782',
      email: null,
    },
    orderReference: 'CMD-2026-007',
    creditedInvoice: null,
    creditMode: null,
    issueDate: '2026-11-20',
    serviceDate: '2026-11-18',
    dueDate: '2026-12-20',
    paymentTerms: '30 jours net',
    vatExemption: null,
    notes: null,
    base: null,
    isDemo: false,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-20T09:00:00.000Z',
    mail: null,
  });
}

const text = (o: PDFObject | undefined) =>
  o instanceof PDFString || o instanceof PDFHexString ? o.decodeText() : o?.toString();
const streamText = (s: PDFObject | undefined) =>
  s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('utf8') : '';

describe('the Factur-X PDF/A-3', () => {
  it('identifies itself as PDF/A-3B with the Factur-X EN 16931 extension, attaches factur-x.xml as Alternative, embeds its fonts', async () => {
    const invoice = issuedInvoice();
    const pdf = await renderPdf(invoicePdfSpec(invoice, SELLER as unknown as CompanyIdentity, null));
    const bytes = await toFacturX(
      pdf,
      eInvoiceData(invoice, SELLER as unknown as CompanyIdentity, null),
      'f.pdf',
    );
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes, { updateMetadata: false });
    expect(doc.isEncrypted).toBe(false);
    const catalog = doc.catalog;

    // XMP metadata: PDF/A-3B and the Factur-X extension schema.
    const xmp = streamText(catalog.lookup(PDFName.of('Metadata')) as PDFObject);
    expect(xmp).toMatch(/<pdfaid:part>3<\/pdfaid:part>/);
    expect(xmp).toMatch(/<pdfaid:conformance>B<\/pdfaid:conformance>/);
    expect(xmp).toMatch(/<fx:DocumentType>INVOICE<\/fx:DocumentType>/);
    expect(xmp).toMatch(/<fx:DocumentFileName>factur-x\.xml<\/fx:DocumentFileName>/);
    expect(xmp).toMatch(/<fx:ConformanceLevel>EN 16931<\/fx:ConformanceLevel>/);
    expect(xmp).toContain('urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#');

    // The attachment: in /AF with the relationship Alternative, and among the embedded files.
    const af = catalog.lookup(PDFName.of('AF'), PDFArray);
    const specs = af.asArray().map((ref) => doc.context.lookup(ref, PDFDict));
    const spec = specs.find((s) => text(s.get(PDFName.of('F'))) === 'factur-x.xml');
    expect(spec, 'a file specification named factur-x.xml in /AF').toBeDefined();
    expect(text(spec!.get(PDFName.of('UF')))).toBe('factur-x.xml');
    expect(spec!.get(PDFName.of('AFRelationship'))?.toString()).toBe('/Alternative');
    const ef = spec!.lookup(PDFName.of('EF'), PDFDict);
    const file = ef.lookup(PDFName.of('F')) as PDFStream;
    expect(file.dict.get(PDFName.of('Subtype'))?.toString()).toBe('/text#2Fxml');
    const xml = streamText(file as PDFObject);
    expect(xml).toContain('<rsm:CrossIndustryInvoice');
    expect(xml).toContain('<ram:ID>FAC-2026-00042</ram:ID>');
    const embedded = catalog
      .lookup(PDFName.of('Names'), PDFDict)
      .lookup(PDFName.of('EmbeddedFiles'), PDFDict)
      .lookup(PDFName.of('Names'), PDFArray)
      .asArray()
      .map(text);
    expect(embedded).toContain('factur-x.xml');

    // The output intent PDF/A asks for, with its ICC profile.
    const intents = catalog.lookup(PDFName.of('OutputIntents'), PDFArray).asArray();
    const intent = doc.context.lookup(intents[0]!, PDFDict);
    expect(intent.get(PDFName.of('S'))?.toString()).toBe('/GTS_PDFA1');
    expect(intent.lookup(PDFName.of('DestOutputProfile'))).toBeInstanceOf(PDFRawStream);

    // Every font the pages use is embedded (PDF/A forbids relying on the reader's fonts).
    const fonts = doc.context
      .enumerateIndirectObjects()
      .map(([, o]) => o)
      .filter(
        (o): o is PDFDict =>
          o instanceof PDFDict && o.get(PDFName.of('Type'))?.toString() === '/FontDescriptor',
      );
    expect(fonts.length).toBeGreaterThan(0);
    for (const descriptor of fonts) {
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((k) => descriptor.get(PDFName.of(k)));
      expect(embedded, descriptor.get(PDFName.of('FontName'))?.toString()).toBe(true);
    }
  });
});
