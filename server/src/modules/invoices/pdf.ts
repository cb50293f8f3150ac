/**
 * The invoice PDF: the mentions French law requires (seller's legal name, address, SIREN/SIRET,
 * RCS, share capital and VAT number; the buyer and its VAT number; issue, delivery and due dates;
 * payment terms, late-payment penalty rate and the fixed 40 EUR recovery indemnity; VAT per rate;
 * totals; exemption or reverse-charge mentions; the order reference), drawn by platform/pdf.ts,
 * then made a Factur-X PDF/A-3 once issued (facturx.ts). A draft is marked as such.
 */
import { eq } from 'drizzle-orm';
import type { InvoiceDetail } from '@comptoir/core/modules/invoices';
import { companyIdentity, type CompanyIdentity } from '@comptoir/core/modules/settings';
import { invoices } from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { frenchDate, pdfMoney, renderPdf, type PdfDocumentSpec } from '../../platform/pdf';
import type { Runner } from '../../platform/service';
import { readIdentity } from '../settings/company';
import { deliveryAddressOf } from './delivery';
import { eInvoiceData, toFacturX } from './facturx';
import { pdfLineTable, pdfTotals } from '../sales/lines';
import { fr } from '../../platform/i18n';

/** The seller as frozen at issue, or today's settings for a draft. */
async function sellerOf(db: Runner, invoiceId: string, isDraft: boolean): Promise<CompanyIdentity> {
  if (!isDraft) {
    const [row] = await db
      .select({ seller: invoices.seller })
      .from(invoices)
      .where(eq(invoices.id, invoiceId));
    const parsed = companyIdentity.safeParse(row?.seller ?? {});
    if (parsed.success && row?.seller) return parsed.data;
  }
  return readIdentity(db);
}

/** The issuer block: legal name, address and the legal identifiers. */
export function legalLines(seller: CompanyIdentity): string[] {
  return [
    ...seller.address.split('\n').map((l) => l.trim()),
    seller.phone,
    seller.email,
    seller.siren ? fr('invoices.pdf.siren', { value: seller.siren }) : '',
    seller.siret ? fr('invoices.pdf.siret', { value: seller.siret }) : '',
    seller.rcs ? fr('invoices.pdf.rcs', { value: seller.rcs }) : '',
    seller.shareCapital ? fr('invoices.pdf.capital', { value: seller.shareCapital }) : '',
    seller.vatNumber ? fr('invoices.pdf.vatNumber', { value: seller.vatNumber }) : '',
  ].filter(Boolean);
}

const MENTIONS = {
  intra_eu: 'invoices.pdf.mentionIntraEu',
  export: 'invoices.pdf.mentionExport',
  reverse_charge: 'invoices.pdf.mentionReverseCharge',
  exempt: 'invoices.pdf.mentionExempt',
} as const;

function percent(rate: string): string {
  return rate.replace('.', ',');
}

export function invoicePdfSpec(
  invoice: InvoiceDetail,
  seller: CompanyIdentity,
  credited: { number: string | null } | null,
): PdfDocumentSpec {
  const isCredit = invoice.kind === 'credit_note';
  const isDraft = invoice.status === 'draft';
  const title = isCredit ? fr('invoices.pdf.creditNoteTitle') : fr('invoices.pdf.invoiceTitle');
  const name = seller.legalName || 'Comptoir';
  const zeroRated = invoice.lines.some((l) => Number(l.taxRate) === 0);
  const penalties = seller.latePenaltyRate
    ? fr('invoices.pdf.penalties', { rate: percent(seller.latePenaltyRate) })
    : fr('invoices.pdf.penaltiesNoRate');
  const delivery = deliveryAddressOf(invoice);
  return {
    title: isDraft ? `${title} - ${fr('invoices.pdf.draft')}` : title,
    issuer: { name, lines: legalLines(seller) },
    meta: [
      { label: fr('invoices.pdf.number'), value: invoice.number ?? fr('invoices.status.draft') },
      { label: fr('invoices.pdf.issueDate'), value: frenchDate(invoice.issueDate) || '-' },
      ...(invoice.serviceDate
        ? [{ label: fr('invoices.pdf.serviceDate'), value: frenchDate(invoice.serviceDate) }]
        : []),
      ...(invoice.dueDate ? [{ label: fr('invoices.pdf.dueDate'), value: frenchDate(invoice.dueDate) }] : []),
      ...(invoice.orderReference
        ? [{ label: fr('invoices.pdf.orderReference'), value: invoice.orderReference }]
        : []),
      ...(credited?.number ? [{ label: fr('invoices.pdf.credits'), value: credited.number }] : []),
    ],
    party: {
      heading: fr('invoices.pdf.buyer'),
      lines: [
        invoice.party.name,
        ...(invoice.party.address ?? '').split('\n').map((l) => l.trim()),
        invoice.party.vatNumber ? fr('invoices.pdf.vatNumber', { value: invoice.party.vatNumber }) : '',
        invoice.party.siren ? fr('invoices.pdf.siren', { value: invoice.party.siren }) : '',
        invoice.party.siret ? fr('invoices.pdf.siret', { value: invoice.party.siret }) : '',
      ].filter(Boolean),
    },
    tableNote: fr('invoices.pdf.currency', { currency: invoice.currency }),
    ...pdfLineTable(
      invoice.lines.map((l) => ({ ...l, name: l.description })),
      invoice.currency,
    ),
    totals: [
      ...pdfTotals(invoice),
      ...(invoice.base && invoice.currency !== invoice.base.totalAmount.currency
        ? [
            {
              label: fr('invoices.pdf.baseEquivalent', {
                amount: pdfMoney(invoice.base.totalAmount.amount, invoice.base.totalAmount.currency),
                rate: invoice.base.rate,
                date: frenchDate(invoice.base.rateDate),
              }),
              value: '',
            },
          ]
        : []),
    ],
    sections: [
      ...(delivery ? [{ title: fr('invoices.pdf.deliveryAddress'), text: delivery }] : []),
      {
        title: fr('invoices.pdf.mentions'),
        text: [
          fr('invoices.pdf.operationNature', {
            value: fr(`invoices.operationNature.${invoice.effectiveOperationNature}`),
          }),
          seller.vatOnDebits ? fr('invoices.pdf.vatOnDebits') : '',
        ]
          .filter(Boolean)
          .join('\n'),
      },
      ...(zeroRated && invoice.vatExemption
        ? [
            {
              title: fr('invoices.vatExemption.' + invoice.vatExemption),
              text: fr(MENTIONS[invoice.vatExemption]),
            },
          ]
        : []),
      ...(isCredit
        ? []
        : [
            {
              title: fr('invoices.pdf.paymentTerms'),
              text: [
                invoice.paymentTerms ?? seller.paymentTerms,
                penalties,
                seller.iban
                  ? `${fr('invoices.pdf.bank', { iban: seller.iban })}${seller.bic ? ` · ${fr('invoices.pdf.bic', { bic: seller.bic })}` : ''}`
                  : '',
              ]
                .filter(Boolean)
                .join('\n'),
            },
          ]),
      { title: fr('invoices.pdf.notes'), text: invoice.notes ?? '' },
    ],
    footer: (page, pages) =>
      [
        name,
        seller.siren ? `SIREN ${seller.siren}` : '',
        invoice.number ?? '',
        fr('invoices.pdf.page', { page, pages }),
      ]
        .filter(Boolean)
        .join(' · '),
    info: { title: `${title} ${invoice.number ?? ''}`.trim(), author: name, subject: invoice.party.name },
  };
}

export function invoiceFileName(invoice: InvoiceDetail): string {
  if (!invoice.number) return fr('invoices.pdf.draftFileName');
  return invoice.kind === 'credit_note'
    ? fr('invoices.pdf.creditFileName', { number: invoice.number })
    : fr('invoices.pdf.fileName', { number: invoice.number });
}

/**
 * What the e-invoice of an outgoing invoice needs beyond the invoice: the seller as frozen at
 * issue (today's settings for a draft), and for a credit note the invoice it credits.
 */
export async function eInvoiceParties(
  db: Runner,
  invoice: InvoiceDetail,
): Promise<{
  seller: CompanyIdentity;
  credited: { number: string | null; issueDate: string | null } | null;
}> {
  const seller = await sellerOf(db, invoice.id, invoice.status === 'draft');
  const credited = invoice.creditedInvoice
    ? await db
        .select({ number: invoices.number, issueDate: invoices.issueDate })
        .from(invoices)
        .where(eq(invoices.id, invoice.creditedInvoice.id))
        .then((r) => r[0] ?? null)
    : null;
  return { seller, credited };
}

/** The PDF of an outgoing invoice: Factur-X once issued, a plain marked draft before. */
export async function renderInvoicePdf(
  db: Runner,
  invoice: InvoiceDetail,
): Promise<{ buffer: Buffer; fileName: string }> {
  if (invoice.direction !== 'outgoing') throw new AppError(409, 'no_pdf', 'invoices.errors.noPdf');
  const isDraft = invoice.status === 'draft';
  const { seller, credited } = await eInvoiceParties(db, invoice);
  const pdf = await renderPdf(invoicePdfSpec(invoice, seller, credited));
  const fileName = invoiceFileName(invoice);
  if (isDraft) return { buffer: pdf, fileName };
  return { buffer: await toFacturX(pdf, eInvoiceData(invoice, seller, credited), fileName), fileName };
}
