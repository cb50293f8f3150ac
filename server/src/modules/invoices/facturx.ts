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
import type { CompanyIdentity } from '@comptoir/core/modules/invoices';
import { decimal, multiply, round, subtract, toPlainString } from '@comptoir/core/money';
import { AppError } from '../../platform/errors';

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
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.party.name },
    ...(invoice.party.email ? { 'cac:Contact': { 'cbc:ElectronicMail': invoice.party.email } } : {}),
  };
  const isCredit = invoice.kind === 'credit_note';
  const issueDate = invoice.issueDate ?? '';
  // An intra-community supply states when and to which country the goods went (BR-IC-11, BR-IC-12).
  const intraEu = categories.has('K');
  const deliveryDate = invoice.serviceDate ?? (intraEu ? issueDate : null);
  const delivery =
    deliveryDate || intraEu
      ? {
          'cac:Delivery': {
            ...(deliveryDate ? { 'cbc:ActualDeliveryDate': deliveryDate } : {}),
            ...(intraEu
              ? {
                  'cac:DeliveryLocation': {
                    'cac:Address': { 'cac:Country': { 'cbc:IdentificationCode': buyerCountry } },
                  },
                }
              : {}),
          },
        }
      : {};
  const inAccounting = accountingVat(invoice);
  const data: Record<string, unknown> = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': invoice.number ?? '',
    'cbc:IssueDate': issueDate,
    ...(invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
    'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
    ...(invoice.notes ? { 'cbc:Note': [invoice.notes.slice(0, 1000)] } : {}),
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
function mendCii(cii: Node): void {
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
  if (transaction && !('ram:ApplicableHeaderTradeDelivery' in transaction)) {
    const entries = Object.entries(transaction);
    const at = entries.findIndex(([key]) => key === 'ram:ApplicableHeaderTradeSettlement');
    entries.splice(at < 0 ? entries.length : at, 0, ['ram:ApplicableHeaderTradeDelivery', {}]);
    for (const key of Object.keys(transaction)) delete transaction[key];
    Object.assign(transaction, Object.fromEntries(entries));
  }
}

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
        const cii = formatter as unknown as { postProcess?: (cii: Node) => void };
        if (typeof cii.postProcess === 'function') {
          const libraryPostProcess = cii.postProcess.bind(formatter);
          cii.postProcess = (xml) => {
            libraryPostProcess(xml);
            mendCii(xml);
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
