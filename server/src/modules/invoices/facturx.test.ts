/**
 * Factur-X round trip: every generated invoice is a PDF/A-3 with factur-x.xml attached, and the
 * project's extraction engine reads it back with confidence 1 and the same number, dates,
 * parties, VAT ids and totals as stored.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { companyProfiles } from '../../db/schema/index';
import { findEmbeddedEInvoice } from '../extraction/engine/einvoice';
import { extractDocument } from '../extraction/engine/pipeline';
import { failures, judge, VALIDATOR_REQUIRED } from '../../platform/einvoice/testing';
import { stopEInvoiceValidator, validatorUnavailable } from '../../platform/einvoice/validate';
import { expectStatus } from '../orders/testing';
import { setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';

const f = useFixture(async () => {
  const fixture = await setupInvoices(
    {},
    {
      identity: {
        legalName: 'Comptoir Négoce SAS',
        address: '12 rue des Halles\n75001 Paris',
        siren: '732829320',
        siret: '73282932000074',
        rcs: 'RCS Paris B 732 829 320',
        shareCapital: '50 000 €',
        vatNumber: 'FR44732829320',
        iban: 'FR7630006000011234567890189',
        latePenaltyRate: '12',
      },
    },
  );
  await fixture.db.insert(companyProfiles).values({
    companyId: fixture.companyA.id,
    address: '8 avenue du Port\n13002 Marseille',
    vatNumber: 'FR83404833048',
  });
  return fixture;
});

interface Detail {
  id: string;
  number: string;
  issueDate: string;
  dueDate: string | null;
  party: { name: string; vatNumber: string | null };
  subtotal: { amount: string };
  taxAmount: { amount: string };
  totalAmount: { amount: string };
  lines: { id: string }[];
}

/** A draft outgoing invoice for client A. */
async function draftFor(body: Record<string, unknown>) {
  return expectStatus(await f.call('POST', '/api/invoices', { clientId: f.clientA.id, ...body }), 201)
    .invoice;
}

/** A draft for client A, issued. */
async function issued(body: Record<string, unknown>) {
  const draft = await draftFor(body);
  return expectStatus(await f.call('POST', `/api/invoices/${draft.id}/issue`, {}), 200).invoice;
}

/** A partial credit note taking back `quantity` of one line of `invoice`. */
async function creditOf(invoice: { id: string }, lineId: string, quantity: number) {
  return expectStatus(
    await f.call('POST', `/api/invoices/${invoice.id}/credit-note`, {
      mode: 'partial',
      reason: 'Retour',
      lines: [{ invoiceLineId: lineId, quantity }],
    }),
    201,
  ).creditNote;
}

/** Two lines at 20 % and 5.5 %, the second discounted. */
const TWO_RATES = [
  { description: 'Tôle galvanisée 2 mm', quantity: '2.5', unitPrice: '830.10', taxRate: '20' },
  { description: 'Boulons M8', quantity: 1000, unitPrice: '0.12', discount: '10', taxRate: '5.5' },
];

/** One line of 10 € at 20 %. */
const ONE_LINE = [{ description: 'Forfait', quantity: 1, unitPrice: '10', taxRate: 20 }];

async function roundTrip(invoice: Detail) {
  const res = await f.call('GET', `/api/invoices/${invoice.id}/pdf`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  const bytes = new Uint8Array(res.rawPayload);
  const text = Buffer.from(bytes).toString('latin1');
  expect(text).toContain('<pdfaid:part>3</pdfaid:part>');
  expect(text).toContain('factur-x.xml');
  const outcome = await extractDocument({ bytes, fileName: 'f.pdf', kind: 'invoice' }, undefined, {
    llm: null,
  });
  expect(outcome.method).toBe('einvoice');
  const r = outcome.result;
  if (r.kind !== 'invoice') throw new Error('not an invoice');
  expect(r.confidence).toBe(1);
  const v = (field: { value: string | null; confidence: number }) => {
    expect(field.confidence).toBe(1);
    return field.value;
  };
  expect(v(r.invoiceNumber)).toBe(invoice.number);
  expect(v(r.issueDate)).toBe(invoice.issueDate);
  if (invoice.dueDate) expect(v(r.dueDate)).toBe(invoice.dueDate);
  expect(v(r.sellerName)).toBe('Comptoir Négoce SAS');
  expect(v(r.sellerVatId)).toBe('FR44732829320');
  expect(v(r.buyerName)).toBe(invoice.party.name);
  expect(v(r.buyerVatId)).toBe(invoice.party.vatNumber);
  expect(v(r.currency)).toBe('EUR');
  expect(v(r.totalWithoutTax)).toBe(invoice.subtotal.amount);
  expect(v(r.taxAmount)).toBe(invoice.taxAmount.amount);
  expect(v(r.totalWithTax)).toBe(invoice.totalAmount.amount);
  expect(r.lines).toHaveLength(invoice.lines.length);
}

describe('Factur-X', () => {
  it('reads back an issued invoice exactly (several VAT rates, a discount)', async () => {
    const invoice = await issued({ serviceDate: '2026-01-15', items: TWO_RATES });
    expect(invoice.party.vatNumber).toBe('FR83404833048');
    await roundTrip(invoice);
  }, 60_000);

  it('reads back an intra-EU invoice at 0 % and a credit note', async () => {
    const invoice = await issued({
      vatExemption: 'intra_eu',
      items: [{ description: 'Écrous inox', quantity: 40, unitPrice: '3.75', taxRate: 0 }],
    });
    await roundTrip(invoice);
    const credit = await creditOf(invoice, invoice.lines[0].id, 4);
    expect(credit.totalAmount.amount).toBe('15.00');
    await roundTrip(credit);
  }, 60_000);

  it('marks a draft PDF and prints the legal mentions', async () => {
    const draft = await draftFor({ items: ONE_LINE });
    const res = await f.call('GET', `/api/invoices/${draft.id}/pdf`);
    expect(res.statusCode).toBe(200);
    const { pdfText } = await import('../orders/testing');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('BROUILLON');
    expect(text).toContain('SIREN : 732829320');
    expect(text).toContain('RCS Paris B 732 829 320');
    expect(text).toContain('Capital social : 50 000 €');
    expect(text).toContain('N° TVA : FR44732829320');
    expect(text).toContain('12 %');
    expect(text).toContain('40 €');
  }, 60_000);
});

afterAll(() => stopEInvoiceValidator());

describe.skipIf(!VALIDATOR_REQUIRED && validatorUnavailable() !== null)('GET /api/invoices/:id/ubl', () => {
  it('answers an issued invoice and its credit note as valid Peppol UBL, and the Factur-X XML is valid', async () => {
    const invoice = await issued({ items: TWO_RATES });
    const res = await f.call('GET', `/api/invoices/${invoice.id}/ubl`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['content-disposition']).toContain(`${invoice.number}.xml`);
    expect(res.payload).toContain('urn:fdc:peppol.eu:2017:poacc:billing:3.0');
    expect(failures(await judge(res.payload, 'ubl'))).toEqual([]);
    const pdf = await f.call('GET', `/api/invoices/${invoice.id}/pdf`);
    const cii = await findEmbeddedEInvoice(new Uint8Array(pdf.rawPayload));
    expect(cii).not.toBeNull();
    expect(failures(await judge(cii!, 'facturx'))).toEqual([]);

    const credit = await creditOf(invoice, invoice.lines[1].id, 100);
    const creditUbl = await f.call('GET', `/api/invoices/${credit.id}/ubl`);
    expect(creditUbl.statusCode).toBe(200);
    expect(creditUbl.payload).toContain('<CreditNote');
    expect(creditUbl.payload).toContain(invoice.number);
    expect(failures(await judge(creditUbl.payload, 'ubl'))).toEqual([]);
  }, 60_000);

  it('refuses a draft (409, in French) and a user without the invoices module (403)', async () => {
    const draft = await draftFor({ items: ONE_LINE });
    const res = await f.call('GET', `/api/invoices/${draft.id}/ubl`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      "Un brouillon n'a pas de facture électronique : émettez la facture pour obtenir son XML UBL (Peppol).",
    );
    expectStatus(
      await f.call('GET', `/api/invoices/${draft.id}/ubl`, undefined, f.users.outsider.cookie),
      403,
    );
  }, 60_000);
});
