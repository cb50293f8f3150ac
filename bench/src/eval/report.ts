/** What every evaluation set reports. */
import type { FieldScore, Tally } from '../../../server/src/modules/extraction/engine/text-fixtures';

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
