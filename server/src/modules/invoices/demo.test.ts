import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { invoicePayments, invoices } from '../../db/schema/index';
import { useTestApp } from '../../../test/fixture';
import { loadDemoClients } from '../clients/demo';
import { loadDemoProducts } from '../products/demo';
import { loadDemoSales } from '../quotes/demo';
import { loadDemoInvoices } from './demo';

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
});
