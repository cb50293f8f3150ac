/**
 * One check for every uploaded archive (xlsx, and any zip-based format a route opens), whatever
 * the archive declares (issue 29 §1): its central directory is read first (entry count, declared
 * sizes, declared compression ratios), then every entry is really inflated, streamed in 64 KiB
 * pieces (node's zlib) and counted, and the inflation stops as soon as the total passes the limit or one large
 * entry inflates more than `maxEntryRatio` times its compressed size. Nothing inflated is kept:
 * memory stays flat whatever the archive holds. Callers turn the refusal into their own message.
 */
import { createInflateRaw } from 'node:zlib';
import {
  Unzip,
  unzipSync,
  type AsyncFlateStreamHandler,
  type FlateError,
  type UnzipDecoder,
  type UnzipFile,
} from 'fflate';

/** A zip entry as its archive's central directory declares it. */
export interface ZipEntry {
  name: string;
  /** Compressed size. */
  size: number;
  originalSize: number;
}

export interface ArchiveLimits {
  /** Inflated bytes of all entries together. */
  maxInflatedBytes: number;
  maxEntries?: number;
  /** Highest inflated/compressed ratio of an entry past LARGE_ENTRY_BYTES (real sheets: far below). */
  maxEntryRatio?: number;
}

export type ArchiveRefusal = 'corrupt' | 'too-large';

export class ArchiveRefused extends Error {
  constructor(readonly reason: ArchiveRefusal) {
    super(`archive refused: ${reason}`);
    this.name = 'ArchiveRefused';
  }
}

export const DEFAULT_MAX_ENTRIES = 10_000;
export const DEFAULT_MAX_ENTRY_RATIO = 200;
/** Entries smaller than this (inflated) are never refused for their ratio: XML of zeros compresses well. */
export const LARGE_ENTRY_BYTES = 10 * 1024 * 1024;
const CHUNK = 64 * 1024;

/** What a zip's central directory declares, nothing inflated; null when it cannot be read. */
export function zipDirectory(buf: Uint8Array): { files: ZipEntry[]; declared: number } | null {
  const files: ZipEntry[] = [];
  try {
    unzipSync(buf, {
      filter: ({ name, size, originalSize }) => {
        files.push({ name, size, originalSize });
        return false; // nothing inflated here
      },
    });
  } catch {
    return null;
  }
  return { files, declared: files.reduce((sum, f) => sum + f.originalSize, 0) };
}

const tooCompressed = (inflated: number, compressed: number, ratio: number) =>
  inflated > LARGE_ENTRY_BYTES && inflated / Math.max(compressed, 1) > ratio;

/**
 * fflate's unzip stream with node's zlib (C, several times faster than inflating in JavaScript) as
 * its DEFLATE decoder: what it inflates is handed on in 256 KiB pieces and dropped once counted.
 */
export class ZlibInflate implements UnzipDecoder {
  static compression = 8;
  ondata: AsyncFlateStreamHandler = () => {};
  private readonly zlib = createInflateRaw({ chunkSize: 256 * 1024 });

  constructor() {
    this.zlib.on('data', (chunk: Buffer) =>
      this.ondata(null, chunk as unknown as Uint8Array<ArrayBuffer>, false),
    );
    this.zlib.on('end', () => this.ondata(null, EMPTY, true));
    this.zlib.on('error', (error: Error) => this.ondata(error as FlateError, EMPTY, true));
  }

  push(chunk: Uint8Array, final: boolean): void {
    if (this.zlib.destroyed) return;
    this.zlib.write(Buffer.from(chunk)); // a copy: fflate keeps its buffer
    if (final) this.zlib.end();
  }

  terminate = () => {
    this.zlib.destroy();
  };
}
const EMPTY = new Uint8Array(0);

/**
 * Checks a zip archive against the limits, by what it declares and then by what it really
 * inflates to. Resolves with its entries (as declared); rejects with ArchiveRefused ('corrupt' or
 * 'too-large').
 */
export async function checkArchive(buf: Uint8Array, limits: ArchiveLimits): Promise<ZipEntry[]> {
  const maxEntries = limits.maxEntries ?? DEFAULT_MAX_ENTRIES;
  const ratio = limits.maxEntryRatio ?? DEFAULT_MAX_ENTRY_RATIO;
  const directory = zipDirectory(buf);
  if (!directory) throw new ArchiveRefused('corrupt');
  if (
    directory.files.length > maxEntries ||
    directory.declared > limits.maxInflatedBytes ||
    directory.files.some((f) => tooCompressed(f.originalSize, f.size, ratio))
  ) {
    throw new ArchiveRefused('too-large');
  }
  const compressedSize = new Map(directory.files.map((f) => [f.name, f.size]));

  // The declared sizes may lie: inflate for real, counting, and stop at the first limit passed.
  await new Promise<void>((resolve, reject) => {
    let total = 0;
    let open = 0;
    let pushed = false;
    let settled = false;
    const files: UnzipFile[] = [];
    const end = (refusal?: ArchiveRefusal) => {
      if (settled) return;
      if (refusal) {
        settled = true;
        for (const file of files) file.terminate();
        reject(new ArchiveRefused(refusal));
      } else if (pushed && open === 0) {
        settled = true;
        resolve();
      }
    };
    const unzip = new Unzip((file) => {
      if (settled) return;
      files.push(file);
      open += 1;
      let inflated = 0;
      const compressed = compressedSize.get(file.name) ?? file.size ?? 0;
      file.ondata = (error, chunk, final) => {
        if (settled) return;
        if (error) return end('corrupt');
        inflated += chunk.length;
        total += chunk.length;
        if (total > limits.maxInflatedBytes || tooCompressed(inflated, compressed, ratio))
          return end('too-large');
        if (final) {
          open -= 1;
          end();
        }
      };
      try {
        file.start();
      } catch {
        end('corrupt'); // a compression method other than stored or deflate
      }
    });
    unzip.register(ZlibInflate);
    try {
      for (let i = 0; i < buf.length && !settled; i += CHUNK) {
        unzip.push(buf.subarray(i, i + CHUNK), i + CHUNK >= buf.length);
      }
    } catch {
      end('corrupt');
    }
    pushed = true;
    end();
  });
  return directory.files;
}

/** Whether the entries hold an Excel workbook (xlsx or xlsb). */
export const holdsWorkbook = (files: readonly ZipEntry[]) =>
  files.some((f) => f.name === 'xl/workbook.xml' || f.name === 'xl/workbook.bin');
