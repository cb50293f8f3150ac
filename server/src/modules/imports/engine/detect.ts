import { AppError } from '../../../platform/errors';
import { ArchiveRefused, checkArchive, holdsWorkbook } from '../../../platform/archive';

/** What the bytes are, whatever the file's name says. */
export type FileKind = 'xlsx' | 'xls' | 'csv';

/** Uncompressed size an xlsx may expand to (all entries together). */
export const MAX_UNZIPPED_BYTES = 200 * 1024 * 1024;
/** Highest compression ratio of one large entry (real sheets stay far below, zip bombs far above). */
export const MAX_ENTRY_RATIO = 200;
export const MAX_ZIP_ENTRIES = 10_000;

export const fileError = (status: number, code: string, key: string, values: Record<string, string> = {}) =>
  new AppError(status, code, `import.errors.${key}`, values);

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

function startsWith(buf: Uint8Array, bytes: number[]): boolean {
  return bytes.every((b, i) => buf[i] === b);
}

/**
 * Detects the file type by content: a zip ('PK\3\4') must be an xlsx workbook, an OLE2 compound
 * file is an xls workbook, anything else must be text (see decodeText). Throws a French error
 * (empty, corrupt, not a spreadsheet, zip bomb) otherwise.
 */
export async function detectKind(buf: Uint8Array): Promise<FileKind> {
  if (buf.length === 0) throw fileError(400, 'import_empty', 'empty');
  if (startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06])) {
    await guardZip(buf);
    return 'xlsx';
  }
  if (startsWith(buf, OLE2)) return 'xls';
  decodeText(buf); // throws when binary
  return 'csv';
}

/**
 * Checks the archive (platform/archive: the central directory, then the real inflated size,
 * stopped at MAX_UNZIPPED_BYTES, and each large entry's real compression ratio) and that it is an
 * Excel workbook. SheetJS only sees checked archives.
 */
export async function guardZip(buf: Uint8Array): Promise<void> {
  let files;
  try {
    files = await checkArchive(buf, {
      maxInflatedBytes: MAX_UNZIPPED_BYTES,
      maxEntries: MAX_ZIP_ENTRIES,
      maxEntryRatio: MAX_ENTRY_RATIO,
    });
  } catch (error) {
    if (!(error instanceof ArchiveRefused)) throw error;
    throw error.reason === 'corrupt'
      ? fileError(400, 'import_corrupt', 'corrupt')
      : fileError(400, 'import_zip_bomb', 'zipBomb');
  }
  if (!holdsWorkbook(files)) throw fileError(415, 'import_unsupported', 'unsupported');
}

/**
 * Text files: UTF-16 with a BOM, UTF-8 with or without BOM, else Windows-1252. A NUL byte or
 * many control characters mean binary content: refused.
 */
export function decodeText(buf: Uint8Array): string {
  if (buf.length === 0) throw fileError(400, 'import_empty', 'empty');
  if (startsWith(buf, [0xff, 0xfe])) return new TextDecoder('utf-16le').decode(buf.subarray(2));
  if (startsWith(buf, [0xfe, 0xff])) return new TextDecoder('utf-16be').decode(buf.subarray(2));
  let control = 0;
  for (let i = 0; i < buf.length; i += 1) {
    const b = buf[i]!;
    if (b === 0) throw fileError(415, 'import_unsupported', 'unsupported');
    if (b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d && b !== 0x0c) control += 1;
  }
  if (control > Math.max(2, buf.length / 1000)) throw fileError(415, 'import_unsupported', 'unsupported');
  if (startsWith(buf, [0xef, 0xbb, 0xbf])) return new TextDecoder('utf-8').decode(buf.subarray(3));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return new TextDecoder('windows-1252').decode(buf);
  }
}
