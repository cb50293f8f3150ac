import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_QUOTATION_DOCUMENT_BYTES } from '@comptoir/core/modules/quotations';
import { AppError } from '../../platform/errors';
import { t } from '../../platform/i18n';
import { cleanFileName } from '../demandes/files';

/**
 * A quotation's documents (the supplier's PDF, spreadsheet or a photo of it): one file per request
 * (multipart field `file`, or `files`), at most MAX_QUOTATION_DOCUMENT_BYTES, its type read from
 * its bytes (never its name or declared type), and its name's extension must agree with them.
 */

export interface CheckedDocument {
  name: string;
  bytes: Buffer;
  mime: string;
  /** Extension for the storage key. */
  extension: string;
}

const MAX_MB = Math.round(MAX_QUOTATION_DOCUMENT_BYTES / (1024 * 1024));

export const documentTooLarge = () =>
  new AppError(413, 'payload_too_large', 'quotations.errors.fileTooLarge', { max: MAX_MB });
const noFile = () => new AppError(400, 'invalid_body', 'errors.noFile');

function wrongType(request: FastifyRequest): AppError {
  return new AppError(415, 'unsupported_media_type', 'quotations.errors.fileType', {
    accepted: t(request, 'quotations.files.accepted'),
  });
}

/** Document types by detected type: the extensions a file of that type may carry. */
const DOCUMENT_TYPES: Record<string, string[]> = {
  'application/pdf': ['pdf'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['xlsx'],
  'application/vnd.ms-excel': ['xls'],
};
/** Images a browser shows (SVG, which is text and may carry scripts, is never detected as one). */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/tiff',
]);
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'xls', 'xlsx', 'doc', 'docx', 'csv', 'txt']);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/**
 * PDF, .xlsx, .xls (an OLE2 compound file named .xls) or an image, by content. A text file named
 * .pdf, a PDF named .png, an empty file: 415.
 */
export async function checkDocument(
  request: FastifyRequest,
  file: { fileName: string; bytes: Buffer },
): Promise<CheckedDocument> {
  const detected = await fileTypeFromBuffer(file.bytes);
  if (!detected) throw wrongType(request);
  const extension = extensionOf(file.fileName);
  if (IMAGE_TYPES.has(detected.mime)) {
    if (DOCUMENT_EXTENSIONS.has(extension)) throw wrongType(request);
    return { name: file.fileName, bytes: file.bytes, mime: detected.mime, extension: detected.ext };
  }
  let mime: string = detected.mime;
  if (mime === 'application/x-cfb' && extension === 'xls') mime = 'application/vnd.ms-excel';
  if (!DOCUMENT_TYPES[mime]?.includes(extension)) throw wrongType(request);
  return { name: file.fileName, bytes: file.bytes, mime, extension };
}

/** Reads the one document of an upload (multipart `file` or `files`). */
export async function readDocument(request: FastifyRequest): Promise<{ fileName: string; bytes: Buffer }> {
  const limit = MAX_QUOTATION_DOCUMENT_BYTES;
  if (!request.isMultipart()) throw noFile();
  let found: { fileName: string; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: limit, files: 1, fields: 10, parts: 20 } });
    for await (const part of parts) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file' && part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > limit) throw documentTooLarge();
      if (bytes.length === 0 && !part.filename) continue;
      found = { fileName: cleanFileName(part.filename), bytes };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documentTooLarge();
    if (code === 'FST_FILES_LIMIT') throw new AppError(413, 'too_many_files', 'errors.payloadTooLarge');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw noFile();
    throw error;
  }
  if (!found) throw noFile();
  return found;
}
