import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { fileTypeFromBuffer } from 'file-type';
import {
  COMMENT_DOCUMENT_MIME_TYPES,
  MAX_COMMENT_FILES,
  MAX_DEMANDE_FILE_BYTES,
  PRODUCT_DOCUMENT_MIME_TYPES,
} from '@comptoir/core/modules/demandes';
import { eq, type SQL } from 'drizzle-orm';
import {
  demandeCommentAttachments,
  demandeComments,
  demandeProductFiles,
  demandeProducts,
  productDocumentVersions,
  productDocuments,
  productMessageAttachments,
  productMessages,
} from '../../db/schema/index';
import { AppError } from '../../platform/errors';
import { found, type Runner } from '../../platform/service';
import { t } from '../../platform/i18n';
import { validate } from '../../platform/http';
import { newKey, type Storage } from '../../platform/storage';
import { uploadedFileHeaders } from '../../platform/download';

/**
 * Files of sourcing requests (comment attachments, requested products' images and documents):
 * multipart reading with limits, type checked by content (never the name or the declared type),
 * and serving to users who have the module.
 */

export interface IncomingFile {
  fileName: string;
  bytes: Buffer;
}

export interface CheckedFile extends IncomingFile {
  kind: 'image' | 'document';
  mime: string;
  /** Extension for the storage key. */
  extension: string;
}

/** What an upload route accepts. */
export type FilePolicy = 'image' | 'productDocument' | 'comment';

export const fileTooLarge = () => new AppError(413, 'payload_too_large', 'demandes.errors.fileTooLarge');
export const tooManyFiles = () => new AppError(413, 'too_many_files', 'demandes.errors.tooManyFiles');
export const noFile = () => new AppError(400, 'invalid_body', 'errors.noFile');

const ACCEPTED_LABEL: Record<FilePolicy, string> = {
  image: 'demandes.files.acceptedImages',
  productDocument: 'demandes.files.acceptedDocuments',
  comment: 'demandes.files.acceptedComment',
};

function wrongType(request: FastifyRequest, policy: FilePolicy): AppError {
  return new AppError(415, 'unsupported_media_type', 'demandes.errors.fileType', {
    accepted: t(request, ACCEPTED_LABEL[policy]),
  });
}

const codeOf = (error: unknown) => (error as { code?: unknown } | null)?.code;

/** A file name safe to keep and show: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined, fallback = 'fichier'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const ext = dot > 0 && cleaned.length - dot <= 11 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

export interface MultipartContent {
  fields: Record<string, string>;
  files: IncomingFile[];
}

/**
 * Reads a multipart body whole: text fields, and the files of `fileFields` (each at most
 * MAX_DEMANDE_FILE_BYTES, at most `maxFiles`). A file part without a name and without bytes (a
 * form's empty file input) is ignored.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { fileFields: readonly string[]; maxFiles: number },
): Promise<MultipartContent> {
  if (!request.isMultipart()) throw noFile();
  const fields: Record<string, string> = {};
  const files: IncomingFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_DEMANDE_FILE_BYTES, files: options.maxFiles, fields: 20, parts: 40 },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in fields))
          fields[part.fieldname] = part.value;
        continue;
      }
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > MAX_DEMANDE_FILE_BYTES) throw fileTooLarge();
      if (bytes.length === 0 && !part.filename) continue;
      files.push({ fileName: cleanFileName(part.filename), bytes });
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = codeOf(error);
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge();
    if (code === 'FST_FILES_LIMIT') throw tooManyFiles();
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw noFile();
    throw error;
  }
  if (files.length > options.maxFiles) throw tooManyFiles();
  return { fields, files };
}

/** Reads the files of an upload route (fields `files` or `file`): at least one. */
export async function readUploadedFiles(request: FastifyRequest): Promise<IncomingFile[]> {
  const { files } = await readMultipart(request, {
    fileFields: ['files', 'file'],
    maxFiles: MAX_COMMENT_FILES,
  });
  if (files.length === 0) throw noFile();
  return files;
}

/** Document extensions: a file named like one of them must be that document. */
const DOCUMENT_EXTENSIONS = new Set(['pdf', 'doc', 'docx', 'xls', 'xlsx']);
const DOCUMENT_TYPES: Record<string, { extensions: string[]; policies: FilePolicy[] }> = {
  'application/pdf': { extensions: ['pdf'], policies: ['productDocument', 'comment'] },
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
    extensions: ['xlsx'],
    policies: ['productDocument', 'comment'],
  },
  'application/vnd.ms-excel': { extensions: ['xls'], policies: ['productDocument', 'comment'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
    extensions: ['docx'],
    policies: ['comment'],
  },
  'application/msword': { extensions: ['doc'], policies: ['comment'] },
};

/** The contract's document types, each with its rule here (checked by the tests). */
export const DOCUMENT_MIME_TYPES = [
  ...new Set([...PRODUCT_DOCUMENT_MIME_TYPES, ...COMMENT_DOCUMENT_MIME_TYPES]),
];
export const hasDocumentRule = (mime: string) => Boolean(DOCUMENT_TYPES[mime]);

/**
 * Checks one file by its bytes. Images: any image type file-type recognises (SVG, which is text
 * and may carry scripts, is not one). Documents: PDF, xlsx, docx, and the old .xls and .doc,
 * which are OLE2 compound files (application/x-cfb) told apart by their extension. A file whose
 * extension names another type than its content (a PDF called .png) is refused: 415.
 */
export async function checkFile(
  request: FastifyRequest,
  file: IncomingFile,
  policy: FilePolicy,
): Promise<CheckedFile> {
  const detected = await fileTypeFromBuffer(file.bytes);
  const extension = extensionOf(file.fileName);
  if (!detected) throw wrongType(request, policy);
  if (detected.mime.startsWith('image/')) {
    if (policy === 'productDocument' || DOCUMENT_EXTENSIONS.has(extension)) throw wrongType(request, policy);
    return { ...file, kind: 'image', mime: detected.mime, extension: detected.ext };
  }
  let mime: string = detected.mime;
  if (mime === 'application/x-cfb') {
    if (extension === 'xls') mime = 'application/vnd.ms-excel';
    else if (extension === 'doc') mime = 'application/msword';
    else throw wrongType(request, policy);
  }
  const rule = DOCUMENT_TYPES[mime];
  if (!rule || !rule.policies.includes(policy) || !rule.extensions.includes(extension)) {
    throw wrongType(request, policy);
  }
  return { ...file, kind: 'document', mime, extension };
}

export async function checkFiles(
  request: FastifyRequest,
  files: IncomingFile[],
  policy: FilePolicy,
): Promise<CheckedFile[]> {
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkFile(request, file, policy));
  return checked;
}

/**
 * The body of a post that may carry files (a comment, a message): JSON, or multipart whose text
 * fields give the body through `fromFields` and whose files (`files` or `file`, at most
 * `maxFiles`) are checked as comment attachments. The body is validated by `schema` (400).
 */
export async function readPostWithFiles<S extends z.ZodType>(
  request: FastifyRequest,
  schema: S,
  options: { maxFiles: number; fromFields: (fields: Record<string, string>) => unknown },
): Promise<{ body: z.output<S>; files: CheckedFile[] }> {
  if (!request.isMultipart()) return { body: validate(schema, request.body ?? {}) as z.output<S>, files: [] };
  const content = await readMultipart(request, { fileFields: ['files', 'file'], maxFiles: options.maxFiles });
  const raw = options.fromFields(content.fields);
  const files = await checkFiles(request, content.files, 'comment');
  return { body: validate(schema, raw) as z.output<S>, files };
}

/** A checked file once written to storage: what the services record. */
export interface StoredUpload {
  kind: 'image' | 'document';
  name: string;
  mime: string;
  size: number;
  storageKey: string;
}

/** Writes checked files to storage under `folder`, runs `record`, removes the files if anything fails. */
export async function storeThen<T>(
  storage: Storage,
  folder: string,
  files: readonly CheckedFile[],
  record: (stored: StoredUpload[]) => Promise<T>,
): Promise<T> {
  const stored: StoredUpload[] = [];
  try {
    for (const f of files) {
      const { key, size } = await storage.put(newKey(folder, f.extension), f.bytes);
      stored.push({ kind: f.kind, name: f.fileName, mime: f.mime, size, storageKey: key });
    }
    return await record(stored);
  } catch (error) {
    await removeStored(
      storage,
      stored.map((s) => s.storageKey),
    );
    throw error;
  }
}

/**
 * A stored file as the API answers it (core `fileRef` without its date): an image, or else a
 * document, served at `url`.
 */
export const attachedFile = (
  file: { id: string; name: string; kind: string; mime: string; size: number },
  url: string,
) => ({
  id: file.id,
  name: file.name,
  type: file.kind === 'image' ? ('image' as const) : ('document' as const),
  mime: file.mime,
  size: file.size,
  url,
});

/**
 * The files stored under a request, each with the record it belongs to: a product's images and
 * documents, comments' and messages' attachments, the versions of a product's documents.
 */
export const storedFiles = {
  productFiles: {
    table: demandeProductFiles,
    parent: demandeProducts,
    on: eq(demandeProducts.id, demandeProductFiles.productId),
  },
  commentAttachments: {
    table: demandeCommentAttachments,
    parent: demandeComments,
    on: eq(demandeComments.id, demandeCommentAttachments.commentId),
  },
  messageAttachments: {
    table: productMessageAttachments,
    parent: productMessages,
    on: eq(productMessages.id, productMessageAttachments.messageId),
  },
  documentVersions: {
    table: productDocumentVersions,
    parent: productDocuments,
    on: eq(productDocuments.id, productDocumentVersions.documentId),
  },
};
type StoredFiles = (typeof storedFiles)[keyof typeof storedFiles];
type Attachments = Exclude<StoredFiles, typeof storedFiles.documentVersions>;

/**
 * The attachment (one of `storedFiles`, its owner record joined) matching `where`, with what
 * `sendStoredFile` needs to serve it; 404 when there is none.
 */
export async function servedFile(db: Runner, { table, parent, on }: Attachments, where: SQL | undefined) {
  const [row] = await db
    .select({
      name: table.name,
      mime: table.mime,
      kind: 'kind' in table ? table.kind : table.type,
      storageKey: table.storageKey,
    })
    .from(table)
    .innerJoin(parent, on)
    .where(where)
    .limit(1);
  return found(row);
}

/** The storage keys of the files of one of `storedFiles` whose owner record (joined) matches `where`. */
export async function storedKeys(
  db: Runner,
  { table, parent, on }: StoredFiles,
  where: SQL,
): Promise<string[]> {
  const rows = await db.select({ key: table.storageKey }).from(table).innerJoin(parent, on).where(where);
  return rows.map((r) => r.key);
}

/** Removes stored files, ignoring those already gone. */
export async function removeStored(storage: Storage, keys: readonly string[]): Promise<void> {
  for (const key of keys) await storage.delete(key).catch(() => undefined);
}

/**
 * Streams a stored file: pictures inline (unless `download`), anything else as a download, with
 * its checked type, nosniff and a sandbox (`uploadedFileHeaders`); private caching only.
 */
export async function sendStoredFile(
  storage: Storage,
  reply: FastifyReply,
  file: { storageKey: string; name: string; mime: string; kind: string },
  download: boolean,
): Promise<FastifyReply> {
  if (!(await storage.exists(file.storageKey))) {
    throw new AppError(404, 'not_found', 'errors.notFound');
  }
  uploadedFileHeaders(reply, file, {
    inline: file.kind === 'image' && !download,
    cache: 'private, max-age=3600',
  });
  reply.header('content-length', await storage.size(file.storageKey));
  return reply.send(storage.stream(file.storageKey));
}
