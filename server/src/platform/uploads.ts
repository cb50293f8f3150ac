import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';

export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

const codeOf = (error: unknown) => (error as { code?: string }).code;

/**
 * Reads the one file of a multipart request, whole, refusing more than `maxBytes`:
 * no file or not multipart → 400 'errors.noFile'; too large → 413 with `tooLargeKey`.
 */
export async function readUploadedFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLargeKey: string,
): Promise<UploadedFile> {
  let file;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
  } catch (error) {
    if (codeOf(error) === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
      throw new AppError(400, 'invalid_body', 'errors.noFile');
    throw error;
  }
  if (!file) throw new AppError(400, 'invalid_body', 'errors.noFile');
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'payload_too_large', tooLargeKey);
    throw error;
  }
  if (file.file.truncated || bytes.length > maxBytes)
    throw new AppError(413, 'payload_too_large', tooLargeKey);
  return { fileName: file.filename || 'import', bytes };
}
