import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { xlsxBomb } from '../../test/zip-bomb';
import { ArchiveRefused, checkArchive, holdsWorkbook } from './archive';

const MiB = 1024 * 1024;

const reasonOf = async (work: Promise<unknown>) => {
  try {
    await work;
    return 'accepted';
  } catch (error) {
    if (error instanceof ArchiveRefused) return error.reason;
    throw error;
  }
};

describe('checkArchive: one check for every uploaded archive', () => {
  it('accepts an honest workbook-shaped archive and lists its entries', async () => {
    const zip = zipSync({
      'xl/workbook.xml': strToU8('<workbook/>'),
      'xl/worksheets/sheet1.xml': strToU8('<row>1</row>'.repeat(10_000)),
    });
    const files = await checkArchive(zip, { maxInflatedBytes: MiB });
    expect(files.map((f) => f.name)).toEqual(['xl/workbook.xml', 'xl/worksheets/sheet1.xml']);
    expect(holdsWorkbook(files)).toBe(true);
  });

  it('stops a bomb whose headers declare 1,000 bytes at the limit, by the bytes it really inflates', async () => {
    const bomb = xlsxBomb(64); // 64 MiB of zeros behind a 1,000-byte declaration, about 70 KB on disk
    expect(bomb.length).toBeLessThan(100_000);
    expect(await reasonOf(checkArchive(bomb, { maxInflatedBytes: 16 * MiB, maxEntryRatio: 1e9 }))).toBe(
      'too-large',
    );
    // The same bomb under a limit it fits in is only refused for its compression ratio.
    expect(await reasonOf(checkArchive(bomb, { maxInflatedBytes: 128 * MiB, maxEntryRatio: 1e9 }))).toBe(
      'accepted',
    );
    expect(await reasonOf(checkArchive(bomb, { maxInflatedBytes: 128 * MiB, maxEntryRatio: 200 }))).toBe(
      'too-large',
    );
  });

  it('refuses by what the archive declares before inflating anything', async () => {
    const honest = xlsxBomb(4, 4 * MiB); // declares its real size
    expect(await reasonOf(checkArchive(honest, { maxInflatedBytes: MiB }))).toBe('too-large');
    const many = zipSync(
      Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}.txt`, strToU8('x')])),
    );
    expect(await reasonOf(checkArchive(many, { maxInflatedBytes: MiB, maxEntries: 10 }))).toBe('too-large');
  });

  it('says corrupt, never throws anything else, for truncated archives and random bytes', async () => {
    const zip = zipSync({ 'xl/workbook.xml': strToU8('<workbook/>'.repeat(1000)) });
    expect(await reasonOf(checkArchive(zip.subarray(0, 20), { maxInflatedBytes: MiB }))).toBe('corrupt');
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.nat({ max: 2047 }), async (noise, at) => {
        // Random bytes, and an honest archive with a stretch overwritten by them.
        const damaged = new Uint8Array(zip);
        damaged.set(noise.subarray(0, Math.max(0, damaged.length - at)), Math.min(at, damaged.length));
        for (const bytes of [noise, damaged]) {
          expect(['accepted', 'corrupt', 'too-large']).toContain(
            await reasonOf(checkArchive(bytes, { maxInflatedBytes: MiB })),
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});
