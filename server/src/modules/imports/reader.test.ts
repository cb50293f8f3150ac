import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../../../test/until';
import { productRowSchema } from './engine/index';
import { RECYCLE_AFTER_BYTES, WorkbookReader } from './reader';

const FIELDS = { fields: productRowSchema.fields, synonyms: productRowSchema.synonyms };

/** A CSV of `rows` product lines, about 24 bytes each. */
const csv = (rows: number) =>
  new TextEncoder().encode(
    ['nom;référence;prix', ...Array.from({ length: rows }, (_, i) => `Vis ${i};REF-${i};1,5`)].join('\n'),
  );

describe('the import threads', () => {
  let reader: WorkbookReader;
  afterEach(() => reader?.close());

  it('ends the thread right after a large file, keeps it after a small one', async () => {
    reader = new WorkbookReader({ workers: 1, memoryMb: 256, timeLimitMs: 60_000, maxQueue: 4 });
    const small = await reader.summarize(csv(10), FIELDS);
    expect(small.sheets[0]!.rows).toBe(11);
    expect(reader.threads).toBe(1);

    const bytes = csv(60_000);
    expect(bytes.byteLength).toBeGreaterThan(RECYCLE_AFTER_BYTES);
    const large = await reader.summarize(bytes, FIELDS);
    expect(large.sheets[0]!.rows).toBe(60_001);
    // Its memory goes back now, not after the 10 s idle timeout.
    await until(() => reader.threads === 0, 'the thread that read the large file to end', {
      timeoutMs: 5_000,
    });

    // The next file gets a new thread, and the answers are the same.
    const again = await reader.summarize(csv(10), FIELDS);
    expect(again).toEqual(small);
    expect(reader.threads).toBe(1);
  });
});
