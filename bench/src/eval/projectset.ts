/**
 * Set (c), scored: the generated quotes and orders read as PDF text by quotationFromText; and set
 * (d): the same documents rasterised (a scan) and read through the pipeline's extractDocument,
 * when the pipeline is there.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
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

function score(got: QuotationExtraction, doc: GeneratedDoc): FieldScore[] {
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
    const s = score(got, doc);
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

/** @napi-rs/canvas is the server's dependency: resolved from the server package. */
function canvasModuleUrl(): string {
  const require = createRequire(new URL('../../../server/package.json', import.meta.url));
  return pathToFileURL(require.resolve('@napi-rs/canvas')).href;
}

type ExtractDocument = (input: {
  bytes: Uint8Array;
  fileName: string;
  kind: 'invoice' | 'quotation';
}) => Promise<{
  method: string;
  result: unknown;
}>;

/**
 * HOOK (set d): scans of the generated documents through the pipeline (OCR). Runs when
 * server/src/modules/extraction/engine/pipeline.ts exports extractDocument; otherwise reports
 * itself skipped. Each document's first page is rendered at 2× (about 150 dpi) to a PNG.
 */
export async function projectScanSet(
  docs: GeneratedDoc[],
  limit: number,
): Promise<SetResult | { skipped: string }> {
  let extractDocument: ExtractDocument | undefined;
  try {
    const pipeline = (await import('../../../server/src/modules/extraction/engine/pipeline')) as {
      extractDocument?: ExtractDocument;
    };
    extractDocument = pipeline.extractDocument;
  } catch (error) {
    return { skipped: `pipeline not available: ${(error as Error).message}` };
  }
  if (!extractDocument) return { skipped: 'pipeline.ts does not export extractDocument' };
  const { renderPageAsImage } = await import('unpdf');
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const doc of docs.filter((d) => d.pages === 1).slice(0, limit)) {
    const png = await renderPageAsImage(new Uint8Array(doc.bytes), 1, {
      canvasImport: () => import(canvasModuleUrl()) as never,
      scale: 2,
    });
    const start = performance.now();
    let got: QuotationExtraction | null;
    try {
      const outcome = await extractDocument({
        bytes: new Uint8Array(png),
        fileName: `${doc.name}.png`,
        kind: 'quotation',
      });
      got = outcome.result as QuotationExtraction;
    } catch {
      got = null;
    }
    times.push(performance.now() - start);
    const s: FieldScore[] = got
      ? score(got, doc)
      : [{ field: 'read', ok: false, got: null, want: 'a result' }];
    scores.push(s);
    documents.push({ name: `${doc.name} (scan)`, pages: 1, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: documents.length, documents };
}
