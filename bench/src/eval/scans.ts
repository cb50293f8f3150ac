/**
 * Set (d), scored: the generated quotes and orders (set c) rasterised and read through the
 * pipeline's extractDocument (OCR), in two subsets:
 *  - clean: the first page rendered at 2× (144 dpi) to a PNG, a perfect render;
 *  - degraded: rendered at 150 or 200 dpi, turned by up to 1° either way, with grain (seeded
 *    noise) and saved as a JPEG of quality 55 to 75, without a resolution in the file, as a
 *    scanner or a phone would leave them.
 * The documents are taken in turn from every layout × language × kind, so a small limit still
 * covers the layouts. Times are per one-page scan, through the whole pipeline.
 */
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type SharpFactory from 'sharp';
import type { QuotationExtraction } from '@comptoir/core/modules/extraction';
import { tally, type FieldScore } from '../../../server/src/modules/extraction/engine/text-fixtures';
import type { GeneratedDoc } from './generated';
import { scoreQuotationDoc } from './projectset';
import { timing, type SetResult } from './report';
import { random } from './random';

/** Packages of the server (canvas, sharp): resolved from the server package. */
const serverRequire = createRequire(new URL('../../../server/package.json', import.meta.url));
const serverModule = (name: string) => pathToFileURL(serverRequire.resolve(name)).href;

type ExtractDocument = (input: {
  bytes: Uint8Array;
  fileName: string;
  kind: 'invoice' | 'quotation';
}) => Promise<{ method: string; result: unknown }>;

type Sharp = typeof SharpFactory;

/** One-page documents, one of each layout × language × kind in turn. */
export function scanSelection(docs: GeneratedDoc[], limit: number): GeneratedDoc[] {
  const groups = new Map<string, GeneratedDoc[]>();
  for (const doc of docs.filter((d) => d.pages === 1)) {
    const key = doc.name.replace(/-\d+$/, '');
    groups.set(key, [...(groups.get(key) ?? []), doc]);
  }
  const out: GeneratedDoc[] = [];
  for (let round = 0; out.length < limit; round += 1) {
    let added = false;
    for (const list of groups.values()) {
      if (round < list.length && out.length < limit) {
        out.push(list[round]!);
        added = true;
      }
    }
    if (!added) break;
  }
  return out;
}

export interface Degradation {
  dpi: number;
  degrees: number;
  noise: number;
  quality: number;
}

/** A scanner's or a phone's copy of a clean render: turned, grainy, JPEG-compressed. */
export async function degrade(sharp: Sharp, png: Uint8Array, d: Degradation, seed: number): Promise<Buffer> {
  const next = random(seed);
  const { data, info } = await sharp(png)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .rotate(d.degrees, { background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 1) {
    // A sum of uniforms: about Gaussian, of standard deviation `noise`.
    const n = (next() + next() + next() - 1.5) * 2 * d.noise;
    data[i] = Math.max(0, Math.min(255, Math.round(data[i]! + n)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .jpeg({ quality: d.quality })
    .toBuffer();
}

/** The degradation of the i-th document. */
export function degradationOf(i: number): Degradation {
  const next = random(1000 + i);
  const sign = i % 2 === 0 ? 1 : -1;
  return {
    dpi: i % 2 === 0 ? 150 : 200,
    degrees: Math.round(sign * (0.3 + next() * 0.7) * 100) / 100,
    noise: 8 + Math.round(next() * 10),
    quality: 55 + Math.round(next() * 20),
  };
}

interface ScanResult extends SetResult {
  degradations?: (Degradation & { name: string })[];
}

async function runScans(
  extractDocument: ExtractDocument,
  scans: { doc: GeneratedDoc; bytes: Uint8Array; fileName: string }[],
): Promise<ScanResult> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const { doc, bytes, fileName } of scans) {
    const start = performance.now();
    let got: QuotationExtraction | null;
    try {
      const outcome = await extractDocument({ bytes, fileName, kind: 'quotation' });
      got = outcome.result as QuotationExtraction;
    } catch {
      got = null;
    }
    times.push(performance.now() - start);
    const s: FieldScore[] = got
      ? scoreQuotationDoc(got, doc)
      : [{ field: 'read', ok: false, got: null, want: 'a result' }];
    scores.push(s);
    documents.push({ name: fileName, pages: 1, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: documents.length, documents };
}

/**
 * HOOK (set d): scans through the pipeline (OCR). Runs when
 * server/src/modules/extraction/engine/pipeline.ts exports extractDocument; otherwise reports
 * itself skipped. `limit` documents in each subset.
 */
export async function projectScanSets(
  docs: GeneratedDoc[],
  limit: number,
): Promise<{ clean: ScanResult; degraded: ScanResult } | { skipped: string }> {
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
  const sharp = ((await import(serverModule('sharp'))) as { default: Sharp }).default;
  const render = async (doc: GeneratedDoc, dpi: number) =>
    new Uint8Array(
      await renderPageAsImage(new Uint8Array(doc.bytes), 1, {
        canvasImport: () => import(serverModule('@napi-rs/canvas')) as never,
        scale: dpi / 72,
      }),
    );
  const selected = scanSelection(docs, limit);
  const clean = [];
  for (const doc of selected) clean.push({ doc, bytes: await render(doc, 144), fileName: `${doc.name}.png` });
  const degraded = [];
  const degradations: ScanResult['degradations'] = [];
  for (const [i, doc] of selected.entries()) {
    const d = degradationOf(i);
    const bytes = await degrade(sharp, await render(doc, d.dpi), d, 7 + i);
    degraded.push({ doc, bytes: new Uint8Array(bytes), fileName: `${doc.name}.jpg` });
    degradations.push({ name: doc.name, ...d });
  }
  const cleanResult = await runScans(extractDocument, clean);
  const degradedResult = await runScans(extractDocument, degraded);
  return { clean: cleanResult, degraded: { ...degradedResult, degradations } };
}
