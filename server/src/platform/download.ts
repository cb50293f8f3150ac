import type { FastifyReply } from 'fastify';
import { pdfDisposition } from './pdf';

/** The content type of a file by its extension. */
const TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  json: 'application/json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
};

/**
 * Sends `body` as the file `fileName`: its type from the extension unless given, to be saved
 * (attachment) unless `inline`, never kept in a shared cache.
 */
export function sendFile(
  reply: FastifyReply,
  fileName: string,
  body: Buffer | string,
  options: { type?: string; inline?: boolean; cache?: string } = {},
): FastifyReply {
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase();
  reply.header('cache-control', options.cache ?? 'private, no-store');
  reply.header('content-disposition', pdfDisposition(fileName, options.inline ?? false));
  return reply.type(options.type ?? TYPES[extension] ?? 'application/octet-stream').send(body);
}

/** Sends a document's PDF to be shown in the browser (opened, not saved). */
export const sendPdf = (reply: FastifyReply, pdf: { buffer: Buffer; fileName: string }): FastifyReply =>
  sendFile(reply, pdf.fileName, pdf.buffer, { inline: true });

/**
 * The Content-Security-Policy of every file a user uploaded (issue 29 §5): a sandbox (no script,
 * no form, no plugin, an origin of its own), nothing loaded from anywhere, no framing. Opened in
 * a tab, such a file can never act as a page of the app, whatever its bytes are.
 */
export const UPLOADED_FILE_POLICY =
  "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** The image types a browser shows as a picture and that run nothing: the only files shown inline. */
const PICTURE = /^image\/(?:png|jpeg|gif|webp|avif|bmp)$/i;

/** `attachment; filename="..."; filename*=UTF-8''...`: an ASCII name and the real one. */
function disposition(name: string, inline: boolean): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * The headers of a file a user uploaded (documents, attachments, invoice originals, images): its
 * checked type, nosniff, the sandbox above, and to be saved (attachment) unless `inline` is asked
 * for a picture (a PDF, an SVG or anything else is always saved: a sandboxed PDF shows blank in
 * Chromium, and its viewer would run in the app's origin otherwise).
 */
export function uploadedFileHeaders(
  reply: FastifyReply,
  file: { name: string; mime: string },
  options: { inline: boolean; cache: string },
): FastifyReply {
  const inline = options.inline && PICTURE.test(file.mime);
  reply.header('content-type', file.mime);
  reply.header('content-disposition', disposition(file.name, inline));
  reply.header('content-security-policy', UPLOADED_FILE_POLICY);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('cache-control', options.cache);
  return reply;
}
