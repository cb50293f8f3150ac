/**
 * Set (c), scored: the generated quotes and orders read as PDF text by quotationFromText. Set (d),
 * the same documents rasterised (scans) and read through the pipeline, is in ./scans.ts.
 */
import type { QuotationExtraction } from '@comptoir/core/modules/extraction';
import { readPdfText } from '../../../server/src/modules/extraction/engine/pdf-text';
import { quotationFromText } from '../../../server/src/modules/extraction/engine/quotation-fields';
import {
  scoreFields,
  scoreQuotationProducts,
  tally,
  type FieldScore,
} from '../../../server/src/modules/extraction/engine/text-fixtures';
import type { GeneratedDoc } from './generated';
import { timing, type SetResult } from './report';

const FIELDS = [
  'supplierName',
  'quotationNumber',
  'totalPrice',
  'currency',
  'validUntil',
  'email',
  'phone',
] as const;

/** A quotation read from a generated document, field by field against its truth. */
export function scoreQuotationDoc(got: QuotationExtraction, doc: GeneratedDoc): FieldScore[] {
  const want = Object.fromEntries(
    FIELDS.map((f) => [f, { value: doc.truth[f], confidence: 1, source: null }]),
  );
  const g = got as unknown as Record<string, never>;
  return [
    ...scoreFields(g, want, FIELDS).map((s) =>
      s.field === 'phone'
        ? { ...s, ok: (s.got ?? '').replace(/\D/g, '') === (s.want ?? '').replace(/\D/g, '') }
        : s,
    ),
    scoreQuotationProducts(got, { totals: doc.truth.productTotals }),
  ];
}

export async function projectTextSet(docs: GeneratedDoc[]): Promise<SetResult> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const longTimes: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const doc of docs) {
    const start = performance.now();
    const text = await readPdfText(doc.bytes);
    const got = quotationFromText(text);
    const ms = performance.now() - start;
    times.push(ms);
    if (text.pages.length >= 3) longTimes.push(ms);
    const s = scoreQuotationDoc(got, doc);
    scores.push(s);
    documents.push({ name: doc.name, pages: text.pages.length, wrong: s.filter((x) => !x.ok) });
  }
  return {
    ...tally(scores),
    time: timing(times),
    count: docs.length,
    documents,
    threePageTime: timing(longTimes),
  } as SetResult;
}
