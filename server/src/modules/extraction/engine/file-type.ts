/**
 * What an uploaded document is, told by its content (magic bytes), never by its name. Apart from
 * the pipeline so that the server's process, which only names an upload's type, does not load the
 * readers: the PDF, OCR and image libraries run in the extraction threads (about 13 MB of resident
 * memory for sharp alone in every server process).
 */
import type { ExtractionFileType } from '@comptoir/core/modules/extraction';

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const startsWith = (buf: Uint8Array, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b);
export const isZip = (buf: Uint8Array) =>
  startsWith(buf, [0x50, 0x4b, 0x03, 0x04]) || startsWith(buf, [0x50, 0x4b, 0x05, 0x06]);
export const isOle2 = (buf: Uint8Array) => startsWith(buf, OLE2);

export type DetectedType = 'pdf' | 'xlsx' | 'xls' | 'png' | 'jpeg' | 'xml';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Where '%PDF-' may start: the specification tolerates some bytes before the header. */
const PDF_HEADER_WINDOW = 1024;

function hasPdfHeader(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_HEADER_WINDOW));
  return head.includes('%PDF-');
}

/** The start of a text file without its byte-order mark, decoded (UTF-8, or UTF-16 with a BOM). */
export function decodeXml(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  return new TextDecoder('utf-8').decode(bytes);
}

function looksLikeXml(bytes: Uint8Array): boolean {
  const head = decodeXml(bytes.subarray(0, 512));
  return /^\s*</.test(head) && !head.includes('\u0000');
}

/** What the bytes are, whatever the file is called; null when none of the accepted types. */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (bytes.length === 0) return null;
  if (hasPdfHeader(bytes)) return 'pdf';
  if (isZip(bytes)) return 'xlsx';
  if (isOle2(bytes)) return 'xls';
  if (PNG.every((b, i) => bytes[i] === b)) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (looksLikeXml(bytes)) return 'xml';
  return null;
}

export const FILE_TYPES: Record<DetectedType, { fileType: ExtractionFileType; mime: string; extension: string }> = {
  pdf: { fileType: 'pdf', mime: 'application/pdf', extension: 'pdf' },
  xlsx: { fileType: 'excel', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  xls: { fileType: 'excel', mime: 'application/vnd.ms-excel', extension: 'xls' },
  png: { fileType: 'image', mime: 'image/png', extension: 'png' },
  jpeg: { fileType: 'image', mime: 'image/jpeg', extension: 'jpg' },
  xml: { fileType: 'xml', mime: 'application/xml', extension: 'xml' },
}; // prettier-ignore
