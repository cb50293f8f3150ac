/** What every evaluation set reports. */
import type { InvoiceExtraction, QuotationExtraction } from '@comptoir/core/modules/extraction';
import {
  scoreFields,
  type FieldScore,
  type Tally,
} from '../../../server/src/modules/extraction/engine/text-fixtures';

export interface SetResult extends Tally {
  count: number;
  time: { meanMs: number; maxMs: number };
  documents: { name: string; pages: number; wrong: FieldScore[] }[];
}

export function timing(times: number[]): { meanMs: number; maxMs: number } {
  if (times.length === 0) return { meanMs: 0, maxMs: 0 };
  const mean = times.reduce((s, t) => s + t, 0) / times.length;
  return { meanMs: Math.round(mean * 10) / 10, maxMs: Math.round(Math.max(...times) * 10) / 10 };
}

/**
 * The generated sets' field scores: each labelled field against what was put in (`truth`), a
 * phone number compared by its digits only.
 */
export function scoreTruth(
  got: InvoiceExtraction | QuotationExtraction,
  truth: Record<string, string | null>,
): FieldScore[] {
  const fields = Object.keys(truth);
  const want = Object.fromEntries(
    fields.map((f) => [f, { value: truth[f] ?? null, confidence: 1, source: null }]),
  );
  return scoreFields(got as unknown as Record<string, never>, want, fields).map((s) =>
    s.field === 'phone'
      ? { ...s, ok: (s.got ?? '').replace(/\D/g, '') === (s.want ?? '').replace(/\D/g, '') }
      : s,
  );
}
