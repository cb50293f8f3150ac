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
