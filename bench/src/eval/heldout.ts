/**
 * The held-out set's scoring (its documents: heldout-documents.ts): each document read from its PDF
 * text by the invoice or quotation reader, scored field by field against what was put in, and its
 * lines' totals in order.
 */
import type { InvoiceExtraction, QuotationExtraction } from '@comptoir/core/modules/extraction';
import { invoiceFromText } from '../../../server/src/modules/extraction/engine/invoice-fields';
import { quotationFromText } from '../../../server/src/modules/extraction/engine/quotation-fields';
import { readPdfText } from '../../../server/src/modules/extraction/engine/pdf-text';
import { tally, type FieldScore } from '../../../server/src/modules/extraction/engine/text-fixtures';
import type { HeldOutDoc } from './heldout-documents';
import { scoreTruth, timing, type SetResult } from './report';

function score(got: InvoiceExtraction | QuotationExtraction, doc: HeldOutDoc): FieldScore[] {
  const scores = scoreTruth(got, doc.truth);
  const lines =
    got.kind === 'invoice'
      ? got.lines.map((l) => l.total.value ?? '?')
      : got.products.map((p) => p.totalPrice.value ?? '?');
  const g = lines.join(' ');
  const w = doc.lineTotals.join(' ');
  return [...scores, { field: 'lines', ok: g === w, got: g, want: w }];
}

export async function heldOutSet(docs: HeldOutDoc[]): Promise<SetResult> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const doc of docs) {
    const start = performance.now();
    const text = await readPdfText(doc.bytes);
    const got = doc.kind === 'invoice' ? invoiceFromText(text) : quotationFromText(text);
    times.push(performance.now() - start);
    const s = score(got, doc);
    scores.push(s);
    documents.push({ name: doc.name, pages: text.pages.length, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: docs.length, documents };
}
