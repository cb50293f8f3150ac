/**
 * Incoming e-invoices judged by the EN 16931 validators (issue 27 §4): a supplier invoice in UBL
 * is read with the same values as its CII twin (our own issued invoice, as Peppol UBL and as the
 * Factur-X PDF's CII), each extraction carries its conformance, a broken one is recorded only
 * once confirmed (409 before), and a plain PDF has no conformance at all.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { ExtractionJob, InvoiceExtraction } from '@comptoir/core/modules/extraction';
import { eq } from 'drizzle-orm';
import { companyProfiles, invoices } from '../../db/schema/index';
import { judgeConformance } from '../extraction/conformance';
import { findEmbeddedEInvoice } from '../extraction/engine/einvoice';
import { VALIDATOR_REQUIRED } from '../../platform/einvoice/testing';
import { stopEInvoiceValidator, validatorUnavailable } from '../../platform/einvoice/validate';
import { expectStatus } from '../orders/testing';
import { IDENTITY, setupInvoices } from './testing';
import { useFixture } from '../../../test/fixture';
import { multipart } from '../../../test/multipart';
import { textPdf } from '../../../test/pdfs';
import { until } from '../../../test/until';

const runs = VALIDATOR_REQUIRED || validatorUnavailable() === null;

/** The seller (our identity, with its IBAN) issues to client A, whose VAT number gives it a Peppol address. */
const f = useFixture(async () => {
  const fixture = await setupInvoices({}, { identity: { ...IDENTITY, iban: 'FR7630006000011234567890189' } });
  await fixture.db.insert(companyProfiles).values({
    companyId: fixture.companyA.id,
    address: '8 avenue du Port\n13002 Marseille',
    vatNumber: 'FR83404833048',
  });
  return fixture;
});

afterAll(() => stopEInvoiceValidator());

/** Sends `bytes` to the extraction engine as a supplier invoice and waits for the job's end. */
async function extract(name: string, bytes: Buffer | Uint8Array): Promise<ExtractionJob> {
  const body = multipart({ kind: 'invoice' }, [{ field: 'file', name, bytes: Buffer.from(bytes) }]);
  const res = await f.ctx.app.inject({
    method: 'POST',
    url: '/api/extraction',
    ...body,
    headers: { ...body.headers, cookie: f.users.manager.cookie },
  });
  expect(res.statusCode, res.body).toBe(202);
  const id = res.json().id as string;
  return until(
    async () => {
      const job = expectStatus(await f.call('GET', `/api/extraction/${id}`), 200) as ExtractionJob;
      return job.status !== 'processing' ? job : undefined;
    },
    `extraction job ${id}`,
    { timeoutMs: 60_000, everyMs: 100 },
  );
}

function invoiceOf(job: ExtractionJob): InvoiceExtraction {
  expect(job.status, job.errorMessage ?? '').toBe('completed');
  if (job.result?.kind !== 'invoice') throw new Error('not an invoice');
  return job.result;
}

/** The values read, without where they were read (the element paths differ between syntaxes). */
function values(r: InvoiceExtraction) {
  const v = (field: { value: string | null; confidence: number } | undefined) => {
    if (field?.value != null) expect(field.confidence).toBe(1);
    return field?.value ?? null;
  };
  return {
    sellerName: v(r.sellerName),
    sellerVatId: v(r.sellerVatId),
    buyerName: v(r.buyerName),
    buyerVatId: v(r.buyerVatId),
    invoiceNumber: v(r.invoiceNumber),
    issueDate: v(r.issueDate),
    dueDate: v(r.dueDate),
    currency: v(r.currency),
    totalWithoutTax: v(r.totalWithoutTax),
    taxAmount: v(r.taxAmount),
    totalWithTax: v(r.totalWithTax),
    iban: v(r.iban),
    paymentTerms: v(r.paymentTerms),
    orderReference: v(r.orderReference),
    lines: r.lines.map((l) => ({
      description: v(l.description),
      quantity: v(l.quantity),
      unitPrice: v(l.unitPrice),
      total: v(l.total),
      vatRate: v(l.vatRate),
    })),
  };
}

/** The 'Valider' body of a read invoice. */
function incomingBody(jobId: string, r: InvoiceExtraction, extra: Record<string, unknown> = {}) {
  return {
    extractionJobId: jobId,
    supplierName: r.sellerName.value,
    supplierVatNumber: r.sellerVatId.value,
    iban: r.iban.value,
    number: r.invoiceNumber.value,
    issueDate: r.issueDate.value,
    dueDate: r.dueDate.value,
    totalWithoutTax: r.totalWithoutTax.value,
    taxAmount: r.taxAmount.value,
    totalWithTax: r.totalWithTax.value,
    lines: r.lines.map((l) => ({
      description: l.description.value,
      quantity: l.quantity.value,
      unitPrice: l.unitPrice.value,
      taxRate: l.vatRate?.value,
    })),
    ...extra,
  };
}

/** Our own issued invoice of three lines (two VAT rates, a discount, a 4-decimal unit price). */
async function issuedInvoice() {
  const draft = expectStatus(
    await f.call('POST', '/api/invoices', {
      clientId: f.clientA.id,
      items: [
        { description: 'Tôle galvanisée 2 mm', quantity: '2.5', unitPrice: '830.10', taxRate: '20' },
        { description: 'Boulons M8', quantity: 1000, unitPrice: '0.1275', discount: '10', taxRate: '5.5' },
        { description: 'Forfait transport', quantity: 1, unitPrice: '85', taxRate: '20' },
      ],
    }),
    201,
  ).invoice;
  // the buyer's order reference (a draft takes it from its order; none here)
  await f.db.update(invoices).set({ orderReference: 'PO-2026-118' }).where(eq(invoices.id, draft.id));
  return expectStatus(await f.call('POST', `/api/invoices/${draft.id}/issue`, {}), 200).invoice;
}

describe('incoming e-invoices', () => {
  it('reads a supplier invoice in UBL with the same values as its CII twin, each judged conformant', async () => {
    const invoice = await issuedInvoice();
    const ubl = await f.call('GET', `/api/invoices/${invoice.id}/ubl`);
    if (!runs) return; // the UBL is judged before it is served: no validator, no UBL
    expect(ubl.statusCode, ubl.body).toBe(200);
    const pdf = await f.call('GET', `/api/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    const cii = await findEmbeddedEInvoice(new Uint8Array(pdf.rawPayload));
    expect(cii).not.toBeNull();

    const fromUbl = await extract('supplier-ubl.xml', Buffer.from(ubl.payload));
    const fromCii = await extract('supplier-cii.xml', Buffer.from(cii!));
    const fromFacturX = await extract('supplier-facturx.pdf', pdf.rawPayload);
    for (const job of [fromUbl, fromCii, fromFacturX]) {
      expect(job.method).toBe('einvoice');
      expect(job.confidence).toBe(1);
    }
    const ublValues = values(invoiceOf(fromUbl));
    // field by field, so a difference names its field
    const ciiValues = values(invoiceOf(fromCii));
    // Our CII carries the order reference only as the buyer reference (BT-10): the library drops
    // BT-13 (BuyerOrderReferencedDocument), which the UBL has (cac:OrderReference).
    expect(ublValues.orderReference).toBe('PO-2026-118');
    expect(ciiValues.orderReference).toBeNull();
    for (const key of Object.keys(ciiValues) as (keyof typeof ciiValues)[]) {
      if (key !== 'orderReference') expect(ublValues[key], key).toEqual(ciiValues[key]);
    }
    expect(values(invoiceOf(fromFacturX))).toEqual(ciiValues);
    // and the values are the issued invoice's
    expect(ciiValues).toMatchObject({
      sellerName: IDENTITY.legalName,
      sellerVatId: IDENTITY.vatNumber,
      iban: 'FR7630006000011234567890189',
      invoiceNumber: invoice.number,
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      currency: 'EUR',
      totalWithoutTax: invoice.subtotal.amount,
      taxAmount: invoice.taxAmount.amount,
      totalWithTax: invoice.totalAmount.amount,
    });
    expect(ciiValues.paymentTerms).toBeTruthy();
    expect(ciiValues.lines).toEqual([
      {
        description: 'Tôle galvanisée 2 mm',
        quantity: '2.5',
        unitPrice: '830.10',
        total: '2075.25',
        vatRate: '20',
      },
      { description: 'Boulons M8', quantity: '1000', unitPrice: '0.1275', total: '114.75', vatRate: '5.5' },
      { description: 'Forfait transport', quantity: '1', unitPrice: '85.00', total: '85.00', vatRate: '20' },
    ]);

    const ublConformance = invoiceOf(fromUbl).conformance!;
    const ciiConformance = invoiceOf(fromCii).conformance!;
    expect(ublConformance).toMatchObject({ checked: true, valid: true, syntax: 'ubl', schemaErrors: [] });
    expect(ciiConformance).toMatchObject({ checked: true, valid: true, syntax: 'cii', schemaErrors: [] });
    expect(invoiceOf(fromFacturX).conformance).toMatchObject({ checked: true, valid: true, syntax: 'cii' });
    console.info(
      `incoming e-invoice extraction with validation: UBL ${fromUbl.processingTimeMs} ms, CII ${fromCii.processingTimeMs} ms, Factur-X PDF ${fromFacturX.processingTimeMs} ms`,
    );

    // The validation alone, warm (the extraction times above include the worker and a cold JVM).
    const warm: Record<string, number[]> = { cii: [], ubl: [] };
    for (let i = 0; i < 5; i++) {
      for (const [syntax, xml] of [
        ['cii', cii!],
        ['ubl', ubl.payload],
      ] as const) {
        const started = performance.now();
        expect((await judgeConformance(xml, syntax)).valid).toBe(true);
        warm[syntax]!.push(performance.now() - started);
      }
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!.toFixed(0);
    console.info(
      `incoming conformance, warm median: CII ${median(warm.cii!)} ms, UBL ${median(warm.ubl!)} ms`,
    );

    // A conformant one is recorded without any confirmation.
    expectStatus(
      await f.call('POST', '/api/invoices/incoming', incomingBody(fromUbl.id, invoiceOf(fromUbl))),
      201,
    );
  }, 120_000);

  it.skipIf(!runs)(
    'lists the broken rules of a non-conformant CII, and records it only once confirmed (409 before)',
    async () => {
      const invoice = await issuedInvoice();
      const pdf = await f.call('GET', `/api/invoices/${invoice.id}/pdf`);
      const cii = (await findEmbeddedEInvoice(new Uint8Array(pdf.rawPayload)))!;
      // The grand total no longer equals the total without VAT plus the VAT (BR-CO-15).
      const total = invoice.totalAmount.amount as string;
      const broken = cii.replace(
        new RegExp(`<ram:GrandTotalAmount>${total.replace('.', '\\.')}</ram:GrandTotalAmount>`),
        '<ram:GrandTotalAmount>1.00</ram:GrandTotalAmount>',
      );
      expect(broken).not.toBe(cii);
      const job = await extract('broken.xml', Buffer.from(broken));
      const read = invoiceOf(job);
      expect(read.conformance).toMatchObject({ checked: true, valid: false, syntax: 'cii' });
      const rules = read.conformance!.rules;
      expect(rules.map((r) => r.id)).toContain('BR-CO-15');
      expect(rules[0]!.flag).toBe('fatal');
      expect(rules.find((r) => r.id === 'BR-CO-15')!.text).toMatch(/Invoice total amount with VAT/i);

      const body = incomingBody(job.id, read, { totalWithTax: invoice.totalAmount.amount });
      const refused = await f.call('POST', '/api/invoices/incoming', body);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().error.code).toBe('non_conformant');
      expect(refused.json().error.message).toMatch(
        /^Facture électronique non conforme EN 16931 \(.*BR-CO-15/,
      );
      const created = expectStatus(
        await f.call('POST', '/api/invoices/incoming', { ...body, confirmNonConformant: true }),
        201,
      );
      expect(created.invoice.number).toBe(invoice.number);
    },
    120_000,
  );

  it("says 'not checked' when the validator cannot run, and records such an invoice without confirmation", async () => {
    const invoice = await issuedInvoice();
    const pdf = await f.call('GET', `/api/invoices/${invoice.id}/pdf`);
    const cii = (await findEmbeddedEInvoice(new Uint8Array(pdf.rawPayload)))!;
    const saved = process.env.COMPTOIR_SAXON_JAR;
    process.env.COMPTOIR_SAXON_JAR = '/nonexistent/Saxon-HE.jar';
    let job: ExtractionJob;
    try {
      job = await extract('unchecked.xml', Buffer.from(cii));
    } finally {
      if (saved === undefined) delete process.env.COMPTOIR_SAXON_JAR;
      else process.env.COMPTOIR_SAXON_JAR = saved;
    }
    const read = invoiceOf(job);
    expect(read.conformance).toMatchObject({ checked: false, valid: false, syntax: 'cii', rules: [] });
    expect(read.conformance!.unavailable).toMatch(/^validator unavailable: Saxon-HE not found/);
    expectStatus(
      await f.call('POST', '/api/invoices/incoming', incomingBody(job.id, read, { confirmDuplicate: true })),
      201,
    );
  }, 60_000);

  it.skipIf(!runs)(
    'keeps the fatal rules first, 50 rules and 20 schema errors at most',
    async () => {
      const judged = await judgeConformance(
        '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"/>',
        'ubl',
      );
      expect(judged).toMatchObject({ checked: true, valid: false, syntax: 'ubl' });
      expect(judged.rules.length).toBeGreaterThan(0);
      expect(judged.rules.length).toBeLessThanOrEqual(50);
      expect(judged.schemaErrors.length).toBeLessThanOrEqual(20);
      const flags = judged.rules.map((r) => r.flag);
      expect(flags.indexOf('fatal')).toBe(0);
      expect(flags.lastIndexOf('fatal')).toBeLessThan(flags.findIndex((x) => x !== 'fatal') >>> 0);
      expect(judged.rules.map((r) => r.id)).toContain('BR-01');
    },
    60_000,
  );

  it('gives no conformance for a plain PDF, which is recorded without confirmation', async () => {
    const pdf = await textPdf([
      'Facture F-2026-0071 du 02/03/2026',
      'Total HT 900,00 €',
      'Total TTC 1 080,00 €',
    ]);
    const job = await extract('facture.pdf', pdf);
    expect(job.method).toBe('text');
    const read = invoiceOf(job);
    expect(read.conformance).toBeUndefined();
    expectStatus(
      await f.call(
        'POST',
        '/api/invoices/incoming',
        incomingBody(job.id, read, {
          supplierName: 'Atelier Dupont SARL',
          issueDate: '2026-03-02',
          lines: [{ description: 'Pièces', quantity: '1', unitPrice: '900', taxRate: '20' }],
        }),
      ),
      201,
    );
  }, 60_000);
});
