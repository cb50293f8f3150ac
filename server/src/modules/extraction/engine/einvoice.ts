/**
 * Structured e-invoices, read exactly: Factur-X / ZUGFeRD / XRechnung PDFs (the XML attached to
 * the PDF), UN/CEFACT CII and OASIS UBL 2.1 files (Invoice and CreditNote). Every value found has
 * confidence 1 and, as its source, the element path it was read from.
 *
 * XML safety: a DOCTYPE with an internal subset, entity declarations or external identifiers is
 * refused before parsing; the parser never expands entities (only the five predefined ones and
 * character references are decoded, by hand); malformed XML ends in an ExtractionError.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import {
  EMPTY_FIELD,
  EXTRACTION_MAX_BYTES,
  type ExtractedField,
  type ExtractedInvoiceLine,
  type InvoiceExtraction,
  type QuotationExtraction,
} from '@comptoir/core/modules/extraction';
import { canonicalAmount, canonicalQuantity } from './finders/amounts';
import { isoDate } from './finders/dates';
import { normaliseIban } from './finders/iban';
import { normaliseVatId } from './finders/vat';
import { openPdf } from './pdf-text';
import { ExtractionError } from './types';

export const EINVOICE_MESSAGES = {
  doctype: "Fichier XML refusé : les déclarations DOCTYPE et d'entités ne sont pas acceptées",
  malformed: 'Fichier XML illisible : la structure est invalide',
  unrecognised: "Impossible d'extraire les données - format non reconnu",
};

/** Names under which Factur-X, ZUGFeRD, XRechnung and Order-X attach their XML. */
const KNOWN_ATTACHMENTS = [
  'factur-x.xml',
  'zugferd-invoice.xml',
  'xrechnung.xml',
  'order-x.xml',
  'zugferd_invoice.xml',
];

type XmlNode = Record<string, unknown>;

/** The syntax of an XML text: 'cii', 'ubl' or null (looked up in the first bytes, without parsing). */
export function eInvoiceSyntax(text: string): 'cii' | 'ubl' | null {
  const head = text.slice(0, 20_000).replace(/<!--[\s\S]*?-->/g, '');
  const root = /<(?:[\w.-]+:)?([A-Za-z][\w.-]*)[\s>/]/.exec(
    head.replace(/<\?[\s\S]*?\?>/g, '').replace(/<!DOCTYPE[^>]*>/i, ''),
  );
  if (!root) return null;
  const name = root[1]!;
  if (
    (name === 'CrossIndustryInvoice' || name === 'CrossIndustryDocument') &&
    /uncefact|ferd|CrossIndustry/i.test(head)
  )
    return 'cii';
  if (
    (name === 'Invoice' || name === 'CreditNote') &&
    /urn:oasis:names:specification:ubl:schema:xsd/.test(head)
  )
    return 'ubl';
  return null;
}

/** Whether a text is a CII or UBL e-invoice. */
export function isEInvoiceXml(text: string): boolean {
  return eInvoiceSyntax(text) !== null;
}

function decodeXml(bytes: Uint8Array): string {
  return new TextDecoder('utf-8').decode(bytes).replace(/^\uFEFF/, '');
}

/**
 * The e-invoice XML attached to a PDF, or null: the standard attachment names first, then any
 * other .xml attachment that is CII or UBL.
 */
export async function findEmbeddedEInvoice(bytes: Uint8Array): Promise<string | null> {
  const pdf = await openPdf(bytes);
  try {
    const attachments = ((await pdf.getAttachments()) ?? {}) as Record<
      string,
      { filename?: string; content?: Uint8Array }
    >;
    const entries = Object.entries(attachments)
      .map(([key, a]) => ({ name: (a.filename || key).toLowerCase(), content: a.content }))
      .filter(
        (a): a is { name: string; content: Uint8Array } =>
          a.content instanceof Uint8Array && a.content.length <= EXTRACTION_MAX_BYTES,
      );
    entries.sort((a, b) => rank(a.name) - rank(b.name));
    for (const entry of entries) {
      if (!entry.name.endsWith('.xml') && rank(entry.name) === KNOWN_ATTACHMENTS.length) continue;
      const text = decodeXml(entry.content);
      if (isEInvoiceXml(text)) return text;
    }
    return null;
  } finally {
    void pdf.destroy();
  }
}

function rank(name: string): number {
  const i = KNOWN_ATTACHMENTS.indexOf(name);
  return i < 0 ? KNOWN_ATTACHMENTS.length : i;
}

/** Refuses DOCTYPE declarations that could define or fetch entities. */
function guardDoctype(xml: string): void {
  const doctype = /<!DOCTYPE([\s\S]*?)>/i.exec(xml);
  if (/<!ENTITY/i.test(xml) || (doctype && /\[|SYSTEM|PUBLIC/i.test(doctype[1]!))) {
    throw new ExtractionError(EINVOICE_MESSAGES.doctype, 'unrecognised');
  }
}

/** The five predefined entities and character references; anything else stays as written. */
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (whole, ref: string) => {
    const r = ref.toLowerCase();
    if (r === 'amp') return '&';
    if (r === 'lt') return '<';
    if (r === 'gt') return '>';
    if (r === 'quot') return '"';
    if (r === 'apos') return "'";
    const code = r.startsWith('#x') ? parseInt(r.slice(2), 16) : parseInt(r.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  htmlEntities: false,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  textNodeName: '#text',
  isArray: (_name: string, _path: unknown, _leaf: boolean, isAttribute: boolean) => !isAttribute,
});

function parseXml(xml: string): XmlNode {
  guardDoctype(xml);
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new ExtractionError(EINVOICE_MESSAGES.malformed, 'corrupt');
  let doc: XmlNode;
  try {
    doc = parser.parse(xml) as XmlNode;
  } catch {
    throw new ExtractionError(EINVOICE_MESSAGES.malformed, 'corrupt');
  }
  // One root element, as XML requires (the validator lets a second one through).
  const roots = Object.keys(doc).filter((k) => !k.startsWith('?') && k !== '#text');
  if (roots.length !== 1 || children(doc, roots[0]!).length !== 1) {
    throw new ExtractionError(EINVOICE_MESSAGES.malformed, 'corrupt');
  }
  return doc;
}

// --- navigation over the parsed tree (every element is an array: isArray above) ---

function children(node: unknown, name: string): XmlNode[] {
  if (!node || typeof node !== 'object') return [];
  const value = (node as XmlNode)[name];
  if (Array.isArray(value))
    return value.map((v) => (v && typeof v === 'object' ? (v as XmlNode) : { '#text': String(v) }));
  return [];
}

function path(node: unknown, segments: string): XmlNode[] {
  let current: XmlNode[] = [node as XmlNode];
  for (const segment of segments.split('/')) current = current.flatMap((n) => children(n, segment));
  return current;
}

function textOf(node: XmlNode | undefined): string | null {
  if (!node) return null;
  const t = node['#text'];
  const raw = Array.isArray(t)
    ? t.join('')
    : typeof t === 'string' || typeof t === 'number'
      ? String(t)
      : null;
  if (raw === null) return null;
  const value = unescapeXml(raw).replace(/\s+/g, ' ').trim();
  return value || null;
}

function attr(node: XmlNode | undefined, name: string): string | null {
  const v = node?.[`@${name}`];
  return typeof v === 'string' ? v : null;
}

function exact(value: string | null, elementPath: string): ExtractedField {
  if (value === null) return { ...EMPTY_FIELD };
  return { value, confidence: 1, source: { method: 'einvoice', text: elementPath } };
}

function amount(raw: string | null): string | null {
  if (raw === null) return null;
  const m = /^\s*([+-]?)(\d*)(?:\.(\d+))?\s*$/.exec(raw);
  if (!m || (!m[2] && !m[3])) return null;
  return canonicalAmount(m[1] === '-', m[2] || '0', m[3] ?? '');
}

/** A percentage as the invoices module writes it: '20', '5.5', '2.1'. */
function percent(raw: string | null): string | null {
  const a = amount(raw);
  return a === null ? null : a.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');
}

function quantity(raw: string | null): string | null {
  const a = amount(raw);
  return a === null ? null : canonicalQuantity(a);
}

/** CII dates: format 102 (YYYYMMDD), 610 (YYYYMM), or ISO. */
function ciiDate(node: XmlNode | undefined): string | null {
  const raw = textOf(node);
  if (!raw) return null;
  const digits = raw.replace(/\D/g, '');
  const format = attr(node, 'format') ?? '102';
  if (format === '102' && digits.length === 8) {
    return isoDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), Number(digits.slice(6, 8)));
  }
  if (format === '610' && digits.length === 6)
    return isoDate(Number(digits.slice(0, 4)), Number(digits.slice(4, 6)), 1);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(raw);
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

function ublDate(raw: string | null): string | null {
  const iso = raw ? /^(\d{4})-(\d{2})-(\d{2})/.exec(raw) : null;
  return iso ? isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3])) : null;
}

const vat = (raw: string | null) => (raw ? normaliseVatId(raw) : null);
const iban = (raw: string | null) => (raw ? normaliseIban(raw) : null);

/** The first non-empty value among candidate element paths, with the path it came from. */
function first(root: XmlNode, paths: string[], read: (n: XmlNode) => string | null = textOf): ExtractedField {
  for (const p of paths) {
    for (const node of path(root, p)) {
      const v = read(node);
      if (v !== null) return exact(v, p);
    }
  }
  return { ...EMPTY_FIELD };
}

function readCii(doc: XmlNode): InvoiceExtraction {
  const rootName = Object.keys(doc).find(
    (k) => k === 'CrossIndustryInvoice' || k === 'CrossIndustryDocument',
  )!;
  const root = children(doc, rootName)[0]!;
  // D16B (ZUGFeRD 2, Factur-X, XRechnung) and D09 (ZUGFeRD 1) element names.
  const header = rootName === 'CrossIndustryInvoice' ? 'ExchangedDocument' : 'HeaderExchangedDocument';
  const tx =
    rootName === 'CrossIndustryInvoice'
      ? 'SupplyChainTradeTransaction'
      : 'SpecifiedSupplyChainTradeTransaction';
  const agreement =
    rootName === 'CrossIndustryInvoice'
      ? 'ApplicableHeaderTradeAgreement'
      : 'ApplicableSupplyChainTradeAgreement';
  const settlement =
    rootName === 'CrossIndustryInvoice'
      ? 'ApplicableHeaderTradeSettlement'
      : 'ApplicableSupplyChainTradeSettlement';
  const summation =
    rootName === 'CrossIndustryInvoice'
      ? 'SpecifiedTradeSettlementHeaderMonetarySummation'
      : 'SpecifiedTradeSettlementMonetarySummation';
  const s = `${tx}/${settlement}`;
  const currency = first(root, [`${s}/InvoiceCurrencyCode`]);
  const vatOf = (party: string) => {
    for (const reg of path(root, `${tx}/${agreement}/${party}/SpecifiedTaxRegistration/ID`)) {
      if (attr(reg, 'schemeID') === 'VA')
        return exact(
          vat(textOf(reg)),
          `${tx}/${agreement}/${party}/SpecifiedTaxRegistration/ID[@schemeID='VA']`,
        );
    }
    return { ...EMPTY_FIELD };
  };
  // TaxTotalAmount may be given twice (invoice currency and accounting currency).
  const taxNodes = path(root, `${s}/${summation}/TaxTotalAmount`);
  const taxNode =
    taxNodes.find((n) => !attr(n, 'currencyID') || attr(n, 'currencyID') === currency.value) ?? taxNodes[0];
  const lineItems = path(root, `${tx}/IncludedSupplyChainTradeLineItem`);
  const lines: ExtractedInvoiceLine[] = lineItems.map((item, i) => {
    const p = `${tx}/IncludedSupplyChainTradeLineItem[${i + 1}]`;
    const agreementL =
      rootName === 'CrossIndustryInvoice'
        ? 'SpecifiedLineTradeAgreement'
        : 'SpecifiedSupplyChainTradeAgreement';
    const deliveryL =
      rootName === 'CrossIndustryInvoice'
        ? 'SpecifiedLineTradeDelivery'
        : 'SpecifiedSupplyChainTradeDelivery';
    const settlementL =
      rootName === 'CrossIndustryInvoice'
        ? 'SpecifiedLineTradeSettlement'
        : 'SpecifiedSupplyChainTradeSettlement';
    const sumL =
      rootName === 'CrossIndustryInvoice'
        ? 'SpecifiedTradeSettlementLineMonetarySummation'
        : 'SpecifiedTradeSettlementMonetarySummation';
    const at = (f: ExtractedField) =>
      f.source ? { ...f, source: { ...f.source, text: `${p}/${f.source.text}` } } : f;
    return {
      description: at(first(item, ['SpecifiedTradeProduct/Name'])),
      quantity: at(first(item, [`${deliveryL}/BilledQuantity`], (n) => quantity(textOf(n)))),
      unitPrice: at(
        first(item, [`${agreementL}/NetPriceProductTradePrice/ChargeAmount`], (n) => amount(textOf(n))),
      ),
      total: at(first(item, [`${settlementL}/${sumL}/LineTotalAmount`], (n) => amount(textOf(n)))),
      vatRate: at(
        first(
          item,
          [
            `${settlementL}/ApplicableTradeTax/RateApplicablePercent`,
            `${settlementL}/ApplicableTradeTax/ApplicablePercent`,
          ],
          (n) => percent(textOf(n)),
        ),
      ),
    };
  });
  const result: InvoiceExtraction = {
    kind: 'invoice',
    sellerName: first(root, [`${tx}/${agreement}/SellerTradeParty/Name`]),
    sellerVatId: vatOf('SellerTradeParty'),
    buyerName: first(root, [`${tx}/${agreement}/BuyerTradeParty/Name`]),
    buyerVatId: vatOf('BuyerTradeParty'),
    invoiceNumber: first(root, [`${header}/ID`]),
    issueDate: first(root, [`${header}/IssueDateTime/DateTimeString`], ciiDate),
    dueDate: first(root, [`${s}/SpecifiedTradePaymentTerms/DueDateDateTime/DateTimeString`], ciiDate),
    currency,
    totalWithoutTax: first(root, [`${s}/${summation}/TaxBasisTotalAmount`], (n) => amount(textOf(n))),
    taxAmount: taxNode
      ? exact(amount(textOf(taxNode)), `${s}/${summation}/TaxTotalAmount`)
      : { ...EMPTY_FIELD },
    totalWithTax: first(root, [`${s}/${summation}/GrandTotalAmount`], (n) => amount(textOf(n))),
    iban: first(
      root,
      [`${s}/SpecifiedTradeSettlementPaymentMeans/PayeePartyCreditorFinancialAccount/IBANID`],
      (n) => iban(textOf(n)),
    ),
    paymentTerms: first(root, [`${s}/SpecifiedTradePaymentTerms/Description`]),
    orderReference: first(root, [`${tx}/${agreement}/BuyerOrderReferencedDocument/IssuerAssignedID`]),
    lines,
    confidence: 1,
  };
  return result;
}

/** A UBL price per unit: PriceAmount, divided by BaseQuantity when one other than 1 is given. */
function ublUnitPrice(item: XmlNode, priceNode: XmlNode): string | null {
  const price = amount(textOf(priceNode));
  const base = amount(textOf(path(item, 'Price/BaseQuantity')[0]));
  if (price === null || base === null || Number(base) === 1 || Number(base) <= 0) return price;
  const [int, frac = ''] = (Number(price) / Number(base)).toFixed(6).split('.');
  return canonicalAmount(int!.startsWith('-'), int!.replace('-', ''), frac);
}

function readUbl(doc: XmlNode): InvoiceExtraction {
  const rootName = Object.keys(doc).find((k) => k === 'Invoice' || k === 'CreditNote')!;
  const root = children(doc, rootName)[0]!;
  const credit = rootName === 'CreditNote';
  const currency = first(root, ['DocumentCurrencyCode']);
  const party = (role: string) => `${role}/Party`;
  const vatOf = (role: string) => {
    for (const scheme of path(root, `${party(role)}/PartyTaxScheme`)) {
      const id = textOf(path(scheme, 'TaxScheme/ID')[0]);
      if (id === 'VAT')
        return exact(vat(textOf(path(scheme, 'CompanyID')[0])), `${party(role)}/PartyTaxScheme/CompanyID`);
    }
    return { ...EMPTY_FIELD };
  };
  const taxTotals = path(root, 'TaxTotal/TaxAmount');
  const taxNode = taxTotals.find((n) => attr(n, 'currencyID') === currency.value) ?? taxTotals[0];
  const lineName = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const lines: ExtractedInvoiceLine[] = path(root, lineName).map((item, i) => {
    const p = `${lineName}[${i + 1}]`;
    const at = (f: ExtractedField) =>
      f.source ? { ...f, source: { ...f.source, text: `${p}/${f.source.text}` } } : f;
    return {
      description: at(first(item, ['Item/Name', 'Item/Description'])),
      quantity: at(
        first(item, [credit ? 'CreditedQuantity' : 'InvoicedQuantity'], (n) => quantity(textOf(n))),
      ),
      unitPrice: at(first(item, ['Price/PriceAmount'], (n) => ublUnitPrice(item, n))),
      total: at(first(item, ['LineExtensionAmount'], (n) => amount(textOf(n)))),
      vatRate: at(first(item, ['Item/ClassifiedTaxCategory/Percent'], (n) => percent(textOf(n)))),
    };
  });
  return {
    kind: 'invoice',
    sellerName: first(root, [
      `${party('AccountingSupplierParty')}/PartyLegalEntity/RegistrationName`,
      `${party('AccountingSupplierParty')}/PartyName/Name`,
    ]),
    sellerVatId: vatOf('AccountingSupplierParty'),
    buyerName: first(root, [
      `${party('AccountingCustomerParty')}/PartyLegalEntity/RegistrationName`,
      `${party('AccountingCustomerParty')}/PartyName/Name`,
    ]),
    buyerVatId: vatOf('AccountingCustomerParty'),
    invoiceNumber: first(root, ['ID']),
    issueDate: first(root, ['IssueDate'], (n) => ublDate(textOf(n))),
    dueDate: first(root, ['DueDate', 'PaymentMeans/PaymentDueDate'], (n) => ublDate(textOf(n))),
    currency,
    totalWithoutTax: first(root, ['LegalMonetaryTotal/TaxExclusiveAmount'], (n) => amount(textOf(n))),
    taxAmount: taxNode ? exact(amount(textOf(taxNode)), 'TaxTotal/TaxAmount') : { ...EMPTY_FIELD },
    totalWithTax: first(root, ['LegalMonetaryTotal/TaxInclusiveAmount'], (n) => amount(textOf(n))),
    iban: first(root, ['PaymentMeans/PayeeFinancialAccount/ID'], (n) => iban(textOf(n))),
    paymentTerms: first(root, ['PaymentTerms/Note']),
    orderReference: first(root, ['OrderReference/ID']),
    lines,
    confidence: 1,
  };
}

/**
 * Reads a CII or UBL e-invoice. Malformed XML, entity declarations and other documents end in an
 * ExtractionError with a French message; nothing here throws anything else.
 */
export function readEInvoiceXml(xml: string): InvoiceExtraction {
  const syntax = eInvoiceSyntax(xml);
  const doc = parseXml(xml);
  try {
    if (
      syntax === 'cii' &&
      (children(doc, 'CrossIndustryInvoice').length || children(doc, 'CrossIndustryDocument').length)
    ) {
      return readCii(doc);
    }
    if (syntax === 'ubl' && (children(doc, 'Invoice').length || children(doc, 'CreditNote').length))
      return readUbl(doc);
  } catch (error) {
    if (error instanceof ExtractionError) throw error;
    throw new ExtractionError(EINVOICE_MESSAGES.malformed, 'corrupt');
  }
  throw new ExtractionError(EINVOICE_MESSAGES.unrecognised, 'unrecognised');
}

/** A quotation read as an e-invoice (Order-X or a pro-forma invoice sent as a quotation). */
export function einvoiceToQuotation(inv: InvoiceExtraction): QuotationExtraction {
  const empty = (): ExtractedField => ({ ...EMPTY_FIELD });
  const total = inv.totalWithTax.value ? inv.totalWithTax : inv.totalWithoutTax;
  return {
    kind: 'quotation',
    supplierName: inv.sellerName,
    contactPerson: empty(),
    email: empty(),
    phone: empty(),
    quotationNumber: inv.invoiceNumber,
    totalPrice: total,
    currency: inv.currency,
    validUntil: empty(),
    deliveryTime: empty(),
    paymentTerms: empty(),
    products: inv.lines.map((l) => ({
      name: l.description,
      description: empty(),
      quantity: l.quantity,
      unit: empty(),
      unitPrice: l.unitPrice,
      totalPrice: l.total,
      specifications: empty(),
    })),
    additionalInfo: {
      warranty: empty(),
      certifications: { value: [], confidence: 0, source: null },
      origin: empty(),
      leadTime: empty(),
      minimumOrder: empty(),
    },
    confidence: inv.confidence,
  };
}
