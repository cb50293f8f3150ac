/**
 * The targets on the shared e-invoices: read as text only (the attachment ignored), at
 * least 90 % exact on seller name, invoice number, issue date, currency and the three totals;
 * through the structured path, 100 %. Skipped when ../shared/fixtures is absent, unless
 * REQUIRE_SHARED_FIXTURES=1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceExtraction } from '@comptoir/core/modules/extraction';
import { findEmbeddedEInvoice, readEInvoiceXml } from './einvoice';
import { invoiceFromText } from './invoice-fields';
import { readPdfText } from './pdf-text';
import {
  INVOICE_FIELDS,
  TARGET_FIELDS,
  scoreFields,
  sharedEInvoiceDir,
  tally,
  type FieldScore,
} from './text-fixtures';

const dir = sharedEInvoiceDir();
const required = process.env.REQUIRE_SHARED_FIXTURES === '1';
const rec = (i: InvoiceExtraction) => i as unknown as Record<string, never>;

describe('shared e-invoices', () => {
  if (!dir) {
    it.skipIf(!required)('needs ../shared/fixtures/einvoices (skipped: not found)', () => {
      expect.fail('REQUIRE_SHARED_FIXTURES=1 but ../shared/fixtures/einvoices is missing');
    });
    return;
  }
  const pdfs = fs
    .readdirSync(path.join(dir, 'facturx-pdf'))
    .filter((f) => f.endsWith('.pdf'))
    .sort();

  it('text only: at least 90 % exact on the target fields, a document in under 2 s', async () => {
    const scores: FieldScore[][] = [];
    for (const file of pdfs) {
      const bytes = new Uint8Array(fs.readFileSync(path.join(dir, 'facturx-pdf', file)));
      const label = readEInvoiceXml((await findEmbeddedEInvoice(bytes))!);
      const start = performance.now();
      const got = invoiceFromText(await readPdfText(bytes));
      expect(performance.now() - start, file).toBeLessThan(2000);
      scores.push(scoreFields(rec(got), rec(label), TARGET_FIELDS));
    }
    const result = tally(scores);
    for (const field of TARGET_FIELDS) {
      expect(result.perField[field]!.accuracy, field).toBeGreaterThanOrEqual(0.9);
    }
  });

  it('structured: CII and UBL files read 100 % alike', () => {
    const scores: FieldScore[][] = [];
    for (const file of pdfs) {
      const name = file.replace(/\.pdf$/, '');
      const cii = readEInvoiceXml(fs.readFileSync(path.join(dir, 'cii', `${name}.cii.xml`), 'utf8'));
      const ubl = readEInvoiceXml(fs.readFileSync(path.join(dir, 'ubl', `${name}.ubl.xml`), 'utf8'));
      scores.push(scoreFields(rec(ubl), rec(cii), INVOICE_FIELDS));
    }
    expect(tally(scores).overall.accuracy).toBe(1);
  });
});
