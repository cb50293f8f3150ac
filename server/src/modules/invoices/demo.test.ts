import { afterAll, describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { invoicePayments, invoices } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { loadDemoClients } from '../clients/demo';
import { loadDemoProducts } from '../products/demo';
import { loadDemoSales } from '../quotes/demo';
import { loadDemoInvoices } from './demo';
import { readInvoiceDetail } from './read';
import { eInvoiceParties } from './pdf';
import { eInvoiceData, toCii, toUbl } from './facturx';
import { stopEInvoiceValidator, validatorUnavailable } from '../../platform/einvoice/validate';
import { failures, judge, VALIDATOR_REQUIRED } from '../../platform/einvoice/testing';

afterAll(() => stopEInvoiceValidator());

describe('demo invoices', () => {
  const f = useTestApp({ timeoutMs: 180_000 });

  it('loads invoices, a credit note and payments labelled (démo), once, numbered in date order', async () => {
    const { db } = f;
    await loadDemoProducts(db);
    await loadDemoClients(db);
    await loadDemoSales(db);
    await loadDemoInvoices(db);
    await loadDemoInvoices(db);
    const rows = await db.select().from(invoices).orderBy(asc(invoices.issueDate), asc(invoices.createdAt));
    expect(rows.every((r) => r.isDemo && r.notes?.includes('(démo)'))).toBe(true);
    expect(rows.filter((r) => r.kind === 'credit_note').map((r) => r.number)).toEqual([
      expect.stringMatching(/^AV-\d{4}-00001$/),
    ]);
    const issued = rows.filter((r) => r.kind === 'invoice' && r.number);
    expect(issued.map((r) => Number(r.number!.slice(-5)))).toEqual([1, 2, 3]);
    expect(rows.map((r) => r.status).sort()).toEqual(['draft', 'paid', 'partially_paid', 'sent', 'sent']);
    const payments = await db.select().from(invoicePayments);
    expect(payments).toHaveLength(2);
    expect(payments.every((p) => p.isDemo && p.reference?.includes('(démo)'))).toBe(true);
  }, 120_000);

  it.runIf(VALIDATOR_REQUIRED || validatorUnavailable() === null)(
    'every issued demo invoice and credit note passes the CII and Factur-X schemas and the EN 16931 rules, and the UBL ones',
    async () => {
      const { db } = f;
      if ((await db.select().from(invoices)).length === 0) {
        await loadDemoProducts(db);
        await loadDemoClients(db);
        await loadDemoSales(db);
        await loadDemoInvoices(db);
      }
      const rows = (await db.select().from(invoices)).filter((r) => r.number && r.direction === 'outgoing');
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        const invoice = (await readInvoiceDetail(db, null, row.id))!;
        const { seller, credited } = await eInvoiceParties(db, invoice);
        const data = eInvoiceData(invoice, seller, credited);
        expect(failures(await judge(await toCii(data), 'facturx')), `${row.number} (CII)`).toEqual([]);
        if (invoice.party.vatNumber) {
          expect(failures(await judge(await toUbl(data), 'ubl')), `${row.number} (UBL)`).toEqual([]);
        }
      }
    },
    120_000,
  );
});
