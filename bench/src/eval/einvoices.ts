/**
 * Sets (a) and (b) over the shared e-invoice fixtures: each Factur-X / ZUGFeRD PDF read as text
 * only (its attachment ignored) and scored against the XML it carries, which describes exactly what
 * the PDF shows; then the structured path: the embedded XML, the CII file and the UBL file, each
 * read with readEInvoiceXml and scored against the CII file.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { InvoiceExtraction } from '@comptoir/core/modules/extraction';
import {
  findEmbeddedEInvoice,
  readEInvoiceXml,
} from '../../../server/src/modules/extraction/engine/einvoice';
import { invoiceFromText } from '../../../server/src/modules/extraction/engine/invoice-fields';
import { readPdfText } from '../../../server/src/modules/extraction/engine/pdf-text';
import {
  INVOICE_FIELDS,
  scoreFields,
  scoreInvoiceLines,
  tally,
  type FieldScore,
} from '../../../server/src/modules/extraction/engine/text-fixtures';
import { timing, type SetResult } from './report';

export interface EInvoiceCase {
  name: string;
  pdf: string;
  cii: string | null;
  ubl: string | null;
}

export function eInvoiceCases(dir: string): EInvoiceCase[] {
  const pdfDir = path.join(dir, 'facturx-pdf');
  return fs
    .readdirSync(pdfDir)
    .filter((f) => f.toLowerCase().endsWith('.pdf'))
    .sort()
    .map((f) => {
      const name = f.replace(/\.pdf$/i, '');
      const cii = path.join(dir, 'cii', `${name}.cii.xml`);
      const ubl = path.join(dir, 'ubl', `${name}.ubl.xml`);
      return {
        name,
        pdf: path.join(pdfDir, f),
        cii: fs.existsSync(cii) ? cii : null,
        ubl: fs.existsSync(ubl) ? ubl : null,
      };
    });
}

const asRecord = (inv: InvoiceExtraction) => inv as unknown as Record<string, never>;

function score(got: InvoiceExtraction, want: InvoiceExtraction): FieldScore[] {
  return [...scoreFields(asRecord(got), asRecord(want), INVOICE_FIELDS), scoreInvoiceLines(got, want)];
}

/**
 * (a) Text only. The label is the PDF's own XML; where the CII file of the same name disagrees
 * with it (an older or newer version of the sample), the disagreement is listed.
 */
export async function textOnlySet(dir: string): Promise<SetResult & { labelNotes: string[] }> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  const labelNotes: string[] = [];
  for (const c of eInvoiceCases(dir)) {
    const bytes = new Uint8Array(fs.readFileSync(c.pdf));
    const embedded = await findEmbeddedEInvoice(bytes);
    const ciiText = c.cii ? fs.readFileSync(c.cii, 'utf8') : null;
    const labelXml = embedded ?? ciiText;
    if (!labelXml) continue;
    const label = readEInvoiceXml(labelXml);
    if (embedded && ciiText) {
      const cii = readEInvoiceXml(ciiText);
      for (const s of scoreFields(asRecord(cii), asRecord(label), INVOICE_FIELDS)) {
        if (!s.ok)
          labelNotes.push(
            `${c.name}: ${s.field} is ${JSON.stringify(s.want)} in the PDF, ${JSON.stringify(s.got)} in cii/`,
          );
      }
    }
    const start = performance.now();
    const doc = await readPdfText(bytes);
    const got = invoiceFromText(doc);
    times.push(performance.now() - start);
    const s = score(got, label);
    scores.push(s);
    documents.push({ name: c.name, pages: doc.pages.length, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: scores.length, documents, labelNotes };
}

/** (b) Structured: the embedded XML, the CII file and the UBL file, scored against the CII file. */
export async function structuredSet(dir: string): Promise<SetResult> {
  const scores: FieldScore[][] = [];
  const times: number[] = [];
  const documents: SetResult['documents'] = [];
  for (const c of eInvoiceCases(dir)) {
    if (!c.cii) continue;
    const want = readEInvoiceXml(fs.readFileSync(c.cii, 'utf8'));
    const sources: [string, () => Promise<InvoiceExtraction | null>][] = [
      ['cii', async () => readEInvoiceXml(fs.readFileSync(c.cii!, 'utf8'))],
    ];
    if (c.ubl) sources.push(['ubl', async () => readEInvoiceXml(fs.readFileSync(c.ubl!, 'utf8'))]);
    for (const [kind, read] of sources) {
      const start = performance.now();
      const got = await read();
      times.push(performance.now() - start);
      if (!got) continue;
      const s = score(got, want);
      scores.push(s);
      documents.push({ name: `${c.name} (${kind})`, pages: 1, wrong: s.filter((x) => !x.ok) });
    }
    // The PDF route: the attachment found and read (its label is itself: the route must find it).
    const start = performance.now();
    const embedded = await findEmbeddedEInvoice(new Uint8Array(fs.readFileSync(c.pdf)));
    const got = embedded ? readEInvoiceXml(embedded) : null;
    times.push(performance.now() - start);
    const s: FieldScore[] = [
      { field: 'embeddedFound', ok: got !== null, got: got ? 'yes' : null, want: 'yes' },
    ];
    scores.push(s);
    documents.push({ name: `${c.name} (pdf attachment)`, pages: 1, wrong: s.filter((x) => !x.ok) });
  }
  return { ...tally(scores), time: timing(times), count: scores.length, documents };
}
