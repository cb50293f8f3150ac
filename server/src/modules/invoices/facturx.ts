/**
 * Factur-X (EN 16931 profile) and Peppol BIS Billing 3.0: the invoice's data in the UBL-shaped
 * internal format of @e-invoice-eu/core, which writes the CII XML, the UBL XML, and turns our
 * pdfmake PDF into a PDF/A-3 with `factur-x.xml` attached (decisions 0018 and 0030). Built from
 * the stored figures only. Every issued invoice and credit note passes the official validators
 * (the CII D16B and UBL 2.1 schemas, the CEN EN 16931 schematron, the Peppol schematron: see
 * platform/einvoice/validate.ts and facturx-validation.test.ts).
 */
import type {
  Invoice as EInvoice,
  InvoiceService,
  InvoiceServiceOptions,
  ValidationService,
} from '@e-invoice-eu/core';
import type { ValidateFunction } from 'ajv/dist/2019.js';
import { VAT_CATEGORY, type InvoiceDetail, type VatExemption } from '@comptoir/core/modules/invoices';
import type { CompanyIdentity } from '@comptoir/core/modules/settings';
import { decimal, multiply, round, subtract, toPlainString } from '@comptoir/core/money';
import { AppError } from '../../platform/errors';
import { fr } from '../../platform/i18n';
import { deliveryAddressOf } from './delivery';
import { renderXml } from './xml-render';

/** The VATEX code and the legal mention of each exemption (BT-121, BT-120). */
const EXEMPTION_CODES: Record<VatExemption, { code: string; reason: string }> = {
  intra_eu: { code: 'VATEX-EU-IC', reason: 'Exonération de TVA, article 262 ter I du CGI' },
  export: { code: 'VATEX-EU-G', reason: 'Exonération de TVA, article 262 I du CGI' },
  reverse_charge: { code: 'VATEX-EU-AE', reason: 'Autoliquidation' },
  exempt: { code: 'VATEX-FR-FRANCHISE', reason: 'TVA non applicable, art. 293 B du CGI' },
};

/** Peppol BIS Billing 3.0 identifiers (BT-24, BT-23). */
const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** The EAS scheme of a VAT number as a Peppol electronic address, by the number's country. */
const VAT_EAS: Record<string, string> = {
  AD: '9922',
  AL: '9923',
  AT: '9914',
  BA: '9924',
  BE: '9925',
  BG: '9926',
  CH: '9927',
  CY: '9928',
  CZ: '9929',
  DE: '9930',
  EE: '9931',
  ES: '9920',
  FR: '9957',
  GB: '9932',
  GR: '9933',
  HR: '9934',
  HU: '9910',
  IE: '9935',
  IT: '0211',
  LI: '9936',
  LT: '9937',
  LU: '9938',
  LV: '9939',
  MC: '9940',
  ME: '9941',
  MK: '9942',
  MT: '9943',
  NL: '9944',
  PL: '9945',
  PT: '9946',
  RO: '9947',
  RS: '9948',
  SI: '9949',
  SK: '9950',
  SM: '9951',
  TR: '9952',
};

/** 'FR12345678901' → 'FR'; else France. */
function countryOf(vatNumber: string | null | undefined): string {
  const prefix = vatNumber?.slice(0, 2).toUpperCase();
  if (!prefix || !/^[A-Z]{2}$/.test(prefix)) return 'FR';
  return prefix === 'EL' ? 'GR' : prefix;
}

const compact = (value: string | null | undefined) => (value ?? '').replace(/\s/g, '');

/** A free-text address as UBL parts: the first line as street, a '75001 Paris' line as postcode and city. */
function postalAddress(address: string | null | undefined, country: string) {
  const lines = (address ?? '')
    .split(/\n|,/)
    .map((l) => l.trim())
    .filter(Boolean);
  const cityLine = lines.findIndex((l) => /^\d{4,5}\s+\S/.test(l));
  const out: Record<string, unknown> = {};
  const street = lines.filter((_, i) => i !== cityLine);
  if (street[0]) out['cbc:StreetName'] = street[0];
  if (street[1]) out['cbc:AdditionalStreetName'] = street.slice(1).join(', ');
  if (cityLine >= 0) {
    const m = /^(\d{4,5})\s+(.+)$/.exec(lines[cityLine]!)!;
    out['cbc:PostalZone'] = m[1];
    out['cbc:CityName'] = m[2];
  }
  out['cac:Country'] = { 'cbc:IdentificationCode': country };
  return out;
}

function category(rate: string, exemption: VatExemption | null): string {
  if (Number(rate) > 0) return 'S';
  return exemption ? VAT_CATEGORY[exemption] : 'Z';
}

function taxCategory(rate: string, exemption: VatExemption | null, withReason: boolean) {
  const id = category(rate, exemption);
  const out: Record<string, unknown> = { 'cbc:ID': id, 'cbc:Percent': rate };
  if (withReason && exemption && id !== 'S' && id !== 'Z') {
    out['cbc:TaxExemptionReasonCode'] = EXEMPTION_CODES[exemption].code;
    out['cbc:TaxExemptionReason'] = EXEMPTION_CODES[exemption].reason;
  }
  out['cac:TaxScheme'] = { 'cbc:ID': 'VAT' };
  return out;
}

/** The seller's electronic address (BT-34): SIRET, else SIREN, else VAT number. */
function sellerEndpoint(seller: CompanyIdentity): Record<string, string> | null {
  if (compact(seller.siret))
    return { 'cbc:EndpointID': compact(seller.siret), 'cbc:EndpointID@schemeID': '0009' };
  if (compact(seller.siren))
    return { 'cbc:EndpointID': compact(seller.siren), 'cbc:EndpointID@schemeID': '0002' };
  return vatEndpoint(seller.vatNumber);
}

/**
 * A party's electronic address (BT-49): its VAT number under its country's Peppol scheme. None
 * otherwise: Peppol's list has no e-mail scheme, and an invented identifier would misroute.
 */
function vatEndpoint(vatNumber: string | null | undefined): Record<string, string> | null {
  const vat = compact(vatNumber).toUpperCase();
  const scheme = vat ? VAT_EAS[countryOf(vat)] : undefined;
  return scheme ? { 'cbc:EndpointID': vat, 'cbc:EndpointID@schemeID': scheme } : null;
}

/**
 * The buyer's legal registration identifier (BT-47): its SIREN (ICD 0002), else its SIRET (0009).
 * A buyer outside France has none here: its VAT number (BT-48) identifies it.
 */
function buyerLegalId(party: InvoiceDetail['party']): Record<string, string> {
  if (party.siren) return { 'cbc:CompanyID': compact(party.siren), 'cbc:CompanyID@schemeID': '0002' };
  if (party.siret) return { 'cbc:CompanyID': compact(party.siret), 'cbc:CompanyID@schemeID': '0009' };
  return {};
}

/**
 * The 2026 reform's mentions EN 16931 has no field for, as invoice notes (BT-22) with a subject
 * code (BT-21) written the XRechnung way, '#CODE#text', which `mendCii` moves to the CII's
 * ram:SubjectCode (decision 0031): the nature of the operation (AAI, general information) and the
 * option for VAT on debits (TXD, tax declaration).
 */
function reformNotes(invoice: InvoiceDetail, seller: CompanyIdentity): string[] {
  return [
    `#AAI#${fr('invoices.pdf.operationNature', { value: fr(`invoices.operationNature.${invoice.effectiveOperationNature}`) })}`,
    ...(seller.vatOnDebits ? [`#TXD#${fr('invoices.pdf.vatOnDebits')}`] : []),
  ];
}

/** The VAT total in the accounting currency (BT-111): the VAT at the invoice's stored rate. */
function accountingVat(invoice: InvoiceDetail): { currency: string; amount: string } | null {
  const base = invoice.base;
  if (!base || base.totalAmount.currency === invoice.currency) return null;
  const amount = round(multiply(decimal(invoice.taxAmount.amount), decimal(base.rate)), 2);
  return { currency: base.totalAmount.currency, amount: toPlainString(amount) };
}

/**
 * The EN 16931 data of an issued invoice or credit note, for every syntax (CII, Factur-X, UBL):
 * `toUbl` only adds the Peppol identifiers.
 */
export function eInvoiceData(
  invoice: InvoiceDetail,
  seller: CompanyIdentity,
  credited: { number: string | null; issueDate: string | null } | null,
): EInvoice {
  const cur = invoice.currency;
  const money = (name: string, amount: string) => ({ [name]: amount, [`${name}@currencyID`]: cur });
  const exemption = invoice.vatExemption;
  const sellerCountry = countryOf(seller.vatNumber);
  const buyerCountry = countryOf(invoice.party.vatNumber);
  const categories = new Set(invoice.vat.map((v) => category(v.rate, exemption)));
  const sellerParty: Record<string, unknown> = {
    ...sellerEndpoint(seller),
    'cac:PartyName': { 'cbc:Name': seller.legalName || 'Comptoir' },
    'cac:PostalAddress': postalAddress(seller.address, sellerCountry),
    ...(seller.vatNumber
      ? {
          'cac:PartyTaxScheme': [
            {
              'cbc:CompanyID': compact(seller.vatNumber).toUpperCase(),
              'cac:TaxScheme': { 'cbc:ID': 'VAT' },
            },
          ],
        }
      : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.legalName || 'Comptoir',
      ...(seller.siren ? { 'cbc:CompanyID': compact(seller.siren), 'cbc:CompanyID@schemeID': '0002' } : {}),
      ...(seller.rcs || seller.shareCapital
        ? {
            'cbc:CompanyLegalForm': [seller.rcs, seller.shareCapital && `Capital ${seller.shareCapital}`]
              .filter(Boolean)
              .join(', '),
          }
        : {}),
    },
    ...(seller.email ? { 'cac:Contact': { 'cbc:ElectronicMail': seller.email } } : {}),
  };
  const buyerParty: Record<string, unknown> = {
    ...vatEndpoint(invoice.party.vatNumber),
    'cac:PartyName': { 'cbc:Name': invoice.party.name },
    'cac:PostalAddress': postalAddress(invoice.party.address, buyerCountry),
    ...(invoice.party.vatNumber
      ? {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': compact(invoice.party.vatNumber).toUpperCase(),
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.party.name, ...buyerLegalId(invoice.party) },
    ...(invoice.party.email ? { 'cac:Contact': { 'cbc:ElectronicMail': invoice.party.email } } : {}),
  };
  const isCredit = invoice.kind === 'credit_note';
  const issueDate = invoice.issueDate ?? '';
  // An intra-community supply states when and to which country the goods went (BR-IC-11, BR-IC-12).
  const intraEu = categories.has('K');
  const deliveryDate = invoice.serviceDate ?? (intraEu ? issueDate : null);
  // The deliver-to address (BG-13, BG-15) when it is not the billing address, with the buyer's
  // name as deliver-to party (BT-70); else, for an intra-EU supply, the country alone.
  const shipTo = deliveryAddressOf(invoice);
  const delivery =
    deliveryDate || intraEu || shipTo
      ? {
          'cac:Delivery': {
            ...(deliveryDate ? { 'cbc:ActualDeliveryDate': deliveryDate } : {}),
            ...(shipTo || intraEu
              ? {
                  'cac:DeliveryLocation': {
                    'cac:Address': shipTo
                      ? postalAddress(shipTo, buyerCountry)
                      : { 'cac:Country': { 'cbc:IdentificationCode': buyerCountry } },
                  },
                }
              : {}),
            ...(shipTo
              ? { 'cac:DeliveryParty': { 'cac:PartyName': { 'cbc:Name': invoice.party.name } } }
              : {}),
          },
        }
      : {};
  const notes = [...(invoice.notes ? [invoice.notes.slice(0, 1000)] : []), ...reformNotes(invoice, seller)];
  const inAccounting = accountingVat(invoice);
  const data: Record<string, unknown> = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': invoice.number ?? '',
    'cbc:IssueDate': issueDate,
    ...(invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
    'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
    ...(notes.length ? { 'cbc:Note': notes } : {}),
    'cbc:DocumentCurrencyCode': cur,
    ...(inAccounting ? { 'cbc:TaxCurrencyCode': inAccounting.currency } : {}),
    // BT-10: the buyer's order reference when there is one (Peppol needs BT-10 or BT-13).
    'cbc:BuyerReference': (invoice.orderReference || invoice.party.name).slice(0, 200),
    ...(invoice.orderReference ? { 'cac:OrderReference': { 'cbc:ID': invoice.orderReference } } : {}),
    ...(credited?.number
      ? {
          'cac:BillingReference': [
            {
              'cac:InvoiceDocumentReference': {
                'cbc:ID': credited.number,
                ...(credited.issueDate ? { 'cbc:IssueDate': credited.issueDate } : {}),
              },
            },
          ],
        }
      : {}),
    // VAT on debits: due at the invoice's date (BT-8 = 3, 'date of issue of the invoice').
    ...(seller.vatOnDebits ? { 'cac:InvoicePeriod': { 'cbc:DescriptionCode': '3' } } : {}),
    'cac:AccountingSupplierParty': { 'cac:Party': sellerParty },
    'cac:AccountingCustomerParty': { 'cac:Party': buyerParty },
    ...delivery,
    ...(seller.iban && !isCredit
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': invoice.number ?? '',
              'cac:PayeeFinancialAccount': {
                'cbc:ID': compact(seller.iban),
                ...(seller.bic
                  ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': compact(seller.bic) } }
                  : {}),
              },
            },
          ],
        }
      : {}),
    ...(invoice.paymentTerms ? { 'cac:PaymentTerms': { 'cbc:Note': invoice.paymentTerms } } : {}),
    'cac:TaxTotal': [
      {
        ...money('cbc:TaxAmount', invoice.taxAmount.amount),
        'cac:TaxSubtotal': invoice.vat.map((v) => ({
          ...money('cbc:TaxableAmount', v.base),
          ...money('cbc:TaxAmount', v.amount),
          'cac:TaxCategory': taxCategory(v.rate, exemption, true),
        })),
      },
      ...(inAccounting
        ? [{ 'cbc:TaxAmount': inAccounting.amount, 'cbc:TaxAmount@currencyID': inAccounting.currency }]
        : []),
    ],
    'cac:LegalMonetaryTotal': {
      ...money('cbc:LineExtensionAmount', invoice.subtotal.amount),
      ...money('cbc:TaxExclusiveAmount', invoice.subtotal.amount),
      ...money('cbc:TaxInclusiveAmount', invoice.totalAmount.amount),
      ...money('cbc:PayableAmount', invoice.totalAmount.amount),
    },
    'cac:InvoiceLine': invoice.lines.map((l, i) => {
      const discounted = Number(l.discount) !== 0;
      // A discounted line: the gross price, and the discount as a line allowance (BG-27).
      const gross = grossAmount(l.quantity, l.unitPrice);
      return {
        'cbc:ID': String(i + 1),
        'cbc:InvoicedQuantity': l.quantity,
        'cbc:InvoicedQuantity@unitCode': 'C62',
        ...money('cbc:LineExtensionAmount', l.totalPrice),
        ...(discounted
          ? {
              'cac:AllowanceCharge': [
                {
                  'cbc:ChargeIndicator': 'false',
                  'cbc:AllowanceChargeReasonCode': '95',
                  'cbc:AllowanceChargeReason': 'Remise',
                  'cbc:MultiplierFactorNumeric': l.discount,
                  ...money('cbc:Amount', minus(gross, l.totalPrice)),
                  ...money('cbc:BaseAmount', gross),
                },
              ],
            }
          : {}),
        'cac:Item': {
          'cbc:Name': l.description.slice(0, 300),
          ...(l.detail ? { 'cbc:Description': l.detail.slice(0, 1000) } : {}),
          'cac:ClassifiedTaxCategory': taxCategory(l.taxRate, exemption, false),
        },
        'cac:Price': { ...money('cbc:PriceAmount', l.unitPrice) },
      };
    }),
  };
  return { 'ubl:Invoice': data } as unknown as EInvoice;
}

/** quantity × unit price, rounded to the cent. */
function grossAmount(quantity: string, unitPrice: string): string {
  return toPlainString(round(multiply(decimal(quantity), decimal(unitPrice)), 2));
}

function minus(a: string, b: string): string {
  return toPlainString(round(subtract(decimal(a), decimal(b)), 2));
}

type Node = Record<string, unknown>;

/**
 * What the library's CII needs to pass the EN 16931 rules, on its JSON before rendering:
 * - no `currencyID` on an amount other than the VAT totals (CII-DT-031);
 * - the header trade delivery always present, empty when there is nothing to say, as the CII
 *   D16B schema requires it between the agreement and the settlement.
 */
function mendCii(cii: Node, notes: readonly string[], vatPointCode: string | undefined): void {
  const transaction = (cii['rsm:CrossIndustryInvoice'] as Node | undefined)?.[
    'rsm:SupplyChainTradeTransaction'
  ] as Node | undefined;
  const strip = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(strip);
    if (!node || typeof node !== 'object') return;
    for (const key of Object.keys(node)) {
      if (key.endsWith('Amount@currencyID') && !key.startsWith('ram:TaxTotalAmount'))
        delete (node as Node)[key];
      else strip((node as Node)[key]);
    }
  };
  strip(cii);
  subjectCodes(cii, notes);
  if (transaction && vatPointCode) vatPointDate(transaction, vatPointCode);
  if (transaction && !('ram:ApplicableHeaderTradeDelivery' in transaction)) {
    const entries = Object.entries(transaction);
    const at = entries.findIndex(([key]) => key === 'ram:ApplicableHeaderTradeSettlement');
    entries.splice(at < 0 ? entries.length : at, 0, ['ram:ApplicableHeaderTradeDelivery', {}]);
    for (const key of Object.keys(transaction)) delete transaction[key];
    Object.assign(transaction, Object.fromEntries(entries));
  }
}

/**
 * The notes (BG-1) one ram:IncludedNote each (the library joins them with commas into one), a
 * '#CODE#text' note as ram:Content and its subject code (BT-21) as ram:SubjectCode.
 */
function subjectCodes(cii: Node, notes: readonly string[]): void {
  const document = (cii['rsm:CrossIndustryInvoice'] as Node | undefined)?.['rsm:ExchangedDocument'] as
    Node | undefined;
  if (!document || notes.length === 0) return;
  document['ram:IncludedNote'] = notes.map((note) => {
    const m = NOTE_CODE.exec(note);
    return m ? { 'ram:Content': m[2], 'ram:SubjectCode': m[1] } : { 'ram:Content': note };
  });
}

/** The VAT point date code (BT-8), UNTDID 2005 in UBL, its UNTDID 2475 twin in CII. */
const CII_VAT_POINT: Record<string, string> = { '3': '5', '35': '29', '432': '72' };

/**
 * BT-8 on each VAT breakdown of the CII (ram:DueDateTypeCode, before the rate as the D16B
 * sequence has it): the library does not carry the UBL's cac:InvoicePeriod/cbc:DescriptionCode.
 */
function vatPointDate(transaction: Node, code: string): void {
  const settlement = transaction['ram:ApplicableHeaderTradeSettlement'] as Node | undefined;
  const taxes = settlement?.['ram:ApplicableTradeTax'];
  const cii = CII_VAT_POINT[code];
  if (!settlement || !taxes || !cii) return;
  settlement['ram:ApplicableTradeTax'] = (Array.isArray(taxes) ? taxes : [taxes]).map((tax: Node) => {
    const entries = Object.entries(tax).filter(([key]) => key !== 'ram:DueDateTypeCode');
    const at = entries.findIndex(([key]) => key === 'ram:RateApplicablePercent');
    entries.splice(at < 0 ? entries.length : at, 0, ['ram:DueDateTypeCode', cii]);
    return Object.fromEntries(entries);
  });
}

/** '#AAI#text': a note with its UNTDID 4451 subject code, the XRechnung way. */
const NOTE_CODE = /^#([A-Z]{3})#([\s\S]*)$/;

/** The item net price (BT-146) may have more decimals than an amount: up to 4 here. */
function allowUnitPrices(schema: Node): void {
  const invoice = (schema.properties as Node)['ubl:Invoice'] as Node;
  const line = ((invoice.properties as Node)['cac:InvoiceLine'] as Node).items as Node;
  const price = (line.properties as Node)['cac:Price'] as Node;
  (price.properties as Node)['cbc:PriceAmount'] = {
    type: 'string',
    pattern: '^(0|[1-9][0-9]*)(\\.[0-9]{1,4})?$',
  };
}

const silent = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * The library's InvoiceService compiles its whole invoice JSON schema with a new Ajv on every
 * call (about half a second, a third of a 500-line invoice's PDF time). This one does exactly
 * what `InvoiceService.generate` does in @e-invoice-eu/core 2.3 (same Ajv options, same schema
 * patched by the format), but compiles the validator once per format and keeps it. The library
 * and Ajv are loaded on the first Factur-X: they cost every process start (and test file) about
 * half a second otherwise. Two additions: unit prices with up to 4 decimals (BT-146), and the
 * CII mended before rendering (`mendCii`).
 */
let service: Promise<InvoiceService> | null = null;

function invoiceService(): Promise<InvoiceService> {
  service ??= (async () => {
    const [{ FormatFactoryService, InvoiceService, invoiceSchema }, { Ajv2019 }] = await Promise.all([
      import('@e-invoice-eu/core'),
      import('ajv/dist/2019.js'),
    ]);
    class CompiledInvoiceService extends InvoiceService {
      private readonly validators = new Map<string, ValidateFunction>();
      private readonly formats = new FormatFactoryService();

      override async generate(input: EInvoice, options: InvoiceServiceOptions): Promise<string | Uint8Array> {
        const patched = structuredClone(input);
        const formatter = this.formats.createFormatService(options.format, silent as never);
        options.format = this.formats.normalizeFormat(options.format);
        let validator = this.validators.get(options.format);
        if (!validator) {
          const ajv = new Ajv2019({ strict: true, allErrors: true, useDefaults: true });
          const schema = structuredClone(invoiceSchema);
          formatter.patchSchema(schema);
          allowUnitPrices(schema as unknown as Node);
          validator = ajv.compile(schema);
          this.validators.set(options.format, validator);
        }
        const validation = (this as unknown as { validationService: ValidationService }).validationService;
        const invoice = validation.validate('invoice data', validator, patched) as EInvoice;
        formatter.fillInvoiceDefaults(invoice);
        // The same XML without xmlbuilder2's DOM (xml-render.ts): most of a big invoice's time.
        const xml = formatter as unknown as {
          renderXML: (data: Node) => string;
          cleanAttributes: (data: Node) => void;
        };
        xml.renderXML = (data) => {
          xml.cleanAttributes(data);
          return renderXml(data);
        };
        const cii = formatter as unknown as { postProcess?: (cii: Node) => void };
        if (typeof cii.postProcess === 'function') {
          const libraryPostProcess = cii.postProcess.bind(formatter);
          const ubl = (invoice as unknown as { 'ubl:Invoice': Node })['ubl:Invoice'];
          const notes = Array.isArray(ubl['cbc:Note']) ? (ubl['cbc:Note'] as string[]) : [];
          const period = ubl['cac:InvoicePeriod'] as Node | undefined;
          cii.postProcess = (xml) => {
            libraryPostProcess(xml);
            mendCii(xml, notes, period?.['cbc:DescriptionCode'] as string | undefined);
          };
        }
        return formatter.generate(invoice, options);
      }
    }
    return new CompiledInvoiceService(silent as never);
  })();
  service.catch(() => (service = null));
  return service;
}

/** The PDF/A-3 with the CII XML attached. */
export async function toFacturX(pdf: Buffer, data: EInvoice, fileName: string): Promise<Buffer> {
  const out = await (
    await invoiceService()
  ).generate(data, {
    format: 'Factur-X-EN16931',
    lang: 'fr-fr',
    noWarnings: true,
    pdf: { buffer: new Uint8Array(pdf), filename: fileName, mimetype: 'application/pdf' },
  });
  return Buffer.from(out as Uint8Array);
}

/** The CII XML alone (for tests and the accountant). */
export async function toCii(data: EInvoice): Promise<string> {
  const out = await (
    await invoiceService()
  ).generate(data, { format: 'CII', lang: 'fr-fr', noWarnings: true });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}

/** The XML of a Peppol BIS Billing 3.0 invoice or credit note (UBL 2.1). */
export async function toUbl(data: EInvoice): Promise<string> {
  const invoice = structuredClone((data as unknown as { 'ubl:Invoice': Node })['ubl:Invoice']);
  const buyer = (invoice['cac:AccountingCustomerParty'] as { 'cac:Party': Node })['cac:Party'];
  const seller = (invoice['cac:AccountingSupplierParty'] as { 'cac:Party': Node })['cac:Party'];
  if (!buyer['cbc:EndpointID'] || !seller['cbc:EndpointID']) {
    throw new AppError(409, 'no_endpoint', 'invoices.errors.noEndpoint');
  }
  invoice['cbc:CustomizationID'] = PEPPOL_CUSTOMIZATION;
  // Peppol allows one document note (PEPPOL-EN16931-R002), without subject code: the notes
  // joined line by line, the free note first.
  const notes = invoice['cbc:Note'] as string[] | undefined;
  if (notes?.length) invoice['cbc:Note'] = [notes.map((n) => n.replace(NOTE_CODE, '$2')).join('\n')];
  invoice['cbc:ProfileID'] = PEPPOL_PROFILE;
  const out = await (
    await invoiceService()
  ).generate({ 'ubl:Invoice': invoice } as unknown as EInvoice, {
    format: 'UBL',
    lang: 'fr-fr',
    noWarnings: true,
  });
  return typeof out === 'string' ? out : Buffer.from(out).toString('utf8');
}
