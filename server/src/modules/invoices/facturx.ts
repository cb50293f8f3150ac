/**
 * Factur-X (EN 16931 profile): the invoice's data in the UBL-shaped internal format of
 * @e-invoice-eu/core, which writes the CII XML and turns our pdfmake PDF into a PDF/A-3 with
 * `factur-x.xml` attached (decision 0018). Built from the stored figures only.
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

const EXEMPTION_CODES: Record<VatExemption, { code: string; reason: string }> = {
  intra_eu: { code: 'VATEX-EU-IC', reason: 'Exonération de TVA, article 262 ter I du CGI' },
  export: { code: 'VATEX-EU-G', reason: 'Exonération de TVA, article 262 I du CGI' },
  reverse_charge: { code: 'VATEX-EU-AE', reason: 'Autoliquidation' },
  exempt: { code: 'VATEX-FR-FRANCHISE', reason: 'TVA non applicable, art. 293 B du CGI' },
};

/** 'FR12345678901' → 'FR'; else France. */
function countryOf(vatNumber: string | null | undefined): string {
  const prefix = vatNumber?.slice(0, 2).toUpperCase();
  if (!prefix || !/^[A-Z]{2}$/.test(prefix)) return 'FR';
  return prefix === 'EL' ? 'GR' : prefix;
}

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

const plain = (amount: string) => amount;

function category(rate: string, exemption: VatExemption | null): string {
  if (Number(rate) > 0) return 'S';
  return exemption ? VAT_CATEGORY[exemption] : 'Z';
}

function taxCategory(rate: string, exemption: VatExemption | null, withReason: boolean) {
  const id = category(rate, exemption);
  const out: Record<string, unknown> = { 'cbc:ID': id, 'cbc:Percent': rate };
  if (withReason && exemption && id !== 'S') {
    out['cbc:TaxExemptionReasonCode'] = EXEMPTION_CODES[exemption].code;
    out['cbc:TaxExemptionReason'] = EXEMPTION_CODES[exemption].reason;
  }
  out['cac:TaxScheme'] = { 'cbc:ID': 'VAT' };
  return out;
}

/** The EN 16931 data of an issued invoice or credit note. */
export function eInvoiceData(
  invoice: InvoiceDetail,
  seller: CompanyIdentity,
  credited: { number: string | null; issueDate: string | null } | null,
): EInvoice {
  const cur = invoice.currency;
  const money = (name: string, amount: string) => ({ [name]: plain(amount), [`${name}@currencyID`]: cur });
  const exemption = invoice.vatExemption;
  const sellerCountry = countryOf(seller.vatNumber);
  const buyerCountry = countryOf(invoice.party.vatNumber);
  const sellerParty: Record<string, unknown> = {
    'cac:PartyName': { 'cbc:Name': seller.legalName || 'Comptoir' },
    'cac:PostalAddress': postalAddress(seller.address, sellerCountry),
    ...(seller.vatNumber
      ? {
          'cac:PartyTaxScheme': [{ 'cbc:CompanyID': seller.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }],
        }
      : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.legalName || 'Comptoir',
      ...(seller.siren ? { 'cbc:CompanyID': seller.siren, 'cbc:CompanyID@schemeID': '0002' } : {}),
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
    'cac:PartyName': { 'cbc:Name': invoice.party.name },
    'cac:PostalAddress': postalAddress(invoice.party.address, buyerCountry),
    ...(invoice.party.vatNumber
      ? {
          'cac:PartyTaxScheme': {
            'cbc:CompanyID': invoice.party.vatNumber,
            'cac:TaxScheme': { 'cbc:ID': 'VAT' },
          },
        }
      : {}),
    'cac:PartyLegalEntity': { 'cbc:RegistrationName': invoice.party.name },
  };
  const isCredit = invoice.kind === 'credit_note';
  const data: Record<string, unknown> = {
    'cbc:CustomizationID': 'urn:cen.eu:en16931:2017',
    'cbc:ID': invoice.number ?? '',
    'cbc:IssueDate': invoice.issueDate ?? '',
    ...(invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
    'cbc:InvoiceTypeCode': isCredit ? '381' : '380',
    ...(invoice.notes ? { 'cbc:Note': [invoice.notes.slice(0, 1000)] } : {}),
    'cbc:DocumentCurrencyCode': cur,
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
    ...(invoice.serviceDate ? { 'cac:Delivery': { 'cbc:ActualDeliveryDate': invoice.serviceDate } } : {}),
    ...(seller.iban && !isCredit
      ? {
          'cac:PaymentMeans': [
            {
              'cbc:PaymentMeansCode': '58',
              'cbc:PaymentID': invoice.number ?? '',
              'cac:PayeeFinancialAccount': {
                'cbc:ID': seller.iban,
                ...(seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } } : {}),
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

const silent = { log: () => {}, warn: () => {}, error: () => {} };

/**
 * The library's InvoiceService compiles its whole invoice JSON schema with a new Ajv on every
 * call (about half a second, a third of a 500-line invoice's PDF time). This one does exactly
 * what `InvoiceService.generate` does in @e-invoice-eu/core 2.3 (same Ajv options, same schema
 * patched by the format), but compiles the validator once per format and keeps it. The library
 * and Ajv are loaded on the first Factur-X: they cost every process start (and test file) about
 * half a second otherwise.
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
          validator = ajv.compile(schema);
          this.validators.set(options.format, validator);
        }
        const validation = (this as unknown as { validationService: ValidationService }).validationService;
        const invoice = validation.validate('invoice data', validator, patched) as EInvoice;
        formatter.fillInvoiceDefaults(invoice);
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
