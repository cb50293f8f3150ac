import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { MAX_IMAGE_BYTES } from '@comptoir/core/modules/catalogue';
import { IMAGE_MIME_TYPES, THUMBNAIL_SIZE } from '@comptoir/core/modules/products';
import { AppError } from '../../platform/errors';

export const imageTooLarge = () => new AppError(413, 'payload_too_large', 'products.errors.imageTooLarge');
export const imageType = () => new AppError(415, 'unsupported_media_type', 'products.errors.imageType');
export const imageCorrupt = () => new AppError(415, 'unsupported_media_type', 'products.errors.imageCorrupt');
export const noFile = () => new AppError(400, 'invalid_body', 'errors.noFile');

/** Extension of each accepted type, for the storage key. */
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export function contentTypeOfKey(key: string): string {
  const ext = key.split('.').pop() ?? '';
  return (
    Object.entries(EXTENSIONS).find(([, e]) => e === ext)?.[0] ??
    (ext === 'webp' ? 'image/webp' : 'application/octet-stream')
  );
}

function isTooLarge(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE';
}

/** Reads the multipart field `file` (10 MB at most) into memory. */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw noFile();
  let buffer: Buffer | undefined;
  try {
    const parts = request.files({ limits: { fileSize: MAX_IMAGE_BYTES, files: 1 } });
    for await (const part of parts) {
      if (part.fieldname === 'file' && !buffer) buffer = await part.toBuffer();
      else part.file.resume();
    }
  } catch (error) {
    if (isTooLarge(error)) throw imageTooLarge();
    throw error;
  }
  if (!buffer || buffer.length === 0) throw noFile();
  if (buffer.length > MAX_IMAGE_BYTES) throw imageTooLarge();
  return buffer;
}

export interface CheckedImage {
  mime: (typeof IMAGE_MIME_TYPES)[number];
  extension: string;
  thumbnail: Buffer;
}

/**
 * Checks the bytes (magic numbers, never the name or the declared type), decodes them fully
 * with sharp (a corrupt file is refused) and renders the WebP thumbnail.
 */
export async function checkImage(buffer: Buffer): Promise<CheckedImage> {
  const detected = await fileTypeFromBuffer(buffer);
  const mime = detected?.mime as (typeof IMAGE_MIME_TYPES)[number] | undefined;
  if (!mime || !(IMAGE_MIME_TYPES as readonly string[]).includes(mime)) throw imageType();
  // Loaded on first use: its native library costs every process start (and test file) a few
  // hundred milliseconds, and most never see an image.
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: 100_000_000, animated: false });
    await image.clone().stats(); // forces a full decode
    const thumbnail = await image
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { mime, extension: EXTENSIONS[mime]!, thumbnail };
  } catch {
    throw imageCorrupt();
  }
}
