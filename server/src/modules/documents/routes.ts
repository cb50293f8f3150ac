import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  MAX_DOCUMENT_FILES,
  documentFields,
  documentTypeOf,
  parseVersion,
  type DocumentType,
} from '@comptoir/core/modules/documents';
import { documentsApi } from '@comptoir/core/modules/documents.routes';
import { fieldErrors } from '@comptoir/core/validation';
import { AppError, validationFailed } from '../../platform/errors';
import { t } from '../../platform/i18n';
import {
  checkFile,
  noFile,
  readMultipart,
  removeStored,
  sendStoredFile,
  storeThen,
  type CheckedFile,
  type IncomingFile,
} from '../demandes/files';
import { implement } from '../../platform/routes';
import { productPublisher } from '../conversations/routes';
import {
  addDocuments,
  addVersion,
  deleteDocument,
  getDocumentFile,
  libraryViewer,
  listDocuments,
  type StoredDocument,
} from './service';

/** Content types that a file named as 'other' must not have (it would lie about its type). */
const NAMED_TYPES = new Set([
  'application/pdf',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
]);

function lies(request: FastifyRequest, file: IncomingFile, type: DocumentType): AppError {
  return new AppError(415, 'unsupported_media_type', 'documents.errors.typeMismatch', {
    name: file.fileName,
    type: t(request, `documents.types.${type}`),
  });
}

/**
 * spec §5: the type comes from the extension, then the content must agree: an Excel, PDF or Word
 * name must hold that document, an image name an image; any other name must not hold one of
 * those (a PDF renamed .txt lies). 'Other' files are kept as opaque bytes, served as downloads.
 */
export async function checkDocument(
  request: FastifyRequest,
  file: IncomingFile,
): Promise<CheckedFile & { type: DocumentType }> {
  const type = documentTypeOf(file.fileName);
  if (type === 'other') {
    const detected = await fileTypeFromBuffer(file.bytes);
    if (detected && (detected.mime.startsWith('image/') || NAMED_TYPES.has(detected.mime))) {
      throw lies(request, file, type);
    }
    const dot = file.fileName.lastIndexOf('.');
    const extension = dot > 0 ? file.fileName.slice(dot + 1).toLowerCase() : '';
    return { ...file, kind: 'document', mime: 'application/octet-stream', extension, type };
  }
  let checked: CheckedFile;
  try {
    checked = await checkFile(request, file, 'comment');
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 415) throw lies(request, file, type);
    throw error;
  }
  if ((type === 'image') !== (checked.kind === 'image')) throw lies(request, file, type);
  return { ...checked, type };
}

async function checkDocuments(request: FastifyRequest, files: IncomingFile[]) {
  const out: (CheckedFile & { type: DocumentType })[] = [];
  for (const f of files) out.push(await checkDocument(request, f));
  return out;
}

/** Stores checked documents and runs `record` (files removed again if it fails). */
function storeDocuments<T>(
  app: FastifyInstance,
  files: readonly (CheckedFile & { type: DocumentType })[],
  record: (stored: StoredDocument[]) => Promise<T>,
): Promise<T> {
  return storeThen(app.storage, 'documents', files, (stored) =>
    record(stored.map((s, i) => ({ ...s, type: files[i]!.type }))),
  );
}

/**
 * The documents library of a requested product (issue 13 §2), module `demandes`: the handlers of
 * `documentsApi`. List with search and filters, upload of several files with a category and a
 * description, new versions, delete by the uploader or a manager, and the files of every version.
 * Private documents are visible to the sourcing team only
 * (docs/decisions/0019-sourcing-team-and-documents.md).
 */
export function documentsRoutes(app: FastifyInstance): void {
  const publish = productPublisher(app, 'document');

  implement(app, documentsApi, {
    list: async ({ db, auth, params, query }) => listDocuments(db, auth, params.id, params.productId, query),
    add: {
      confirm: {
        key: 'documents',
        message: ({ request }, documents: unknown[]) =>
          t(request, 'documents.success.added', { count: documents.length }),
      },
      after: publish,
      handler: async (c) => {
        const { request, params } = c;
        const viewer = await libraryViewer(c.db, c.auth, params.id, params.productId); // 404 first
        const content = await readMultipart(request, {
          fileFields: ['files', 'file'],
          maxFiles: MAX_DOCUMENT_FILES,
        });
        const parsed = documentFields.safeParse(content.fields);
        const fields = parsed.success ? {} : fieldErrors(parsed.error);
        if (content.files.length === 0) fields.files = 'documents.validation.files';
        if (!parsed.success || content.files.length === 0) throw validationFailed(fields);
        if (!parsed.data.isPublic && !viewer.inTeam) {
          throw new AppError(403, 'forbidden_private', 'documents.errors.privateForbidden');
        }
        const files = await checkDocuments(request, content.files);
        return storeDocuments(app, files, (stored) =>
          addDocuments(c, params.id, params.productId, parsed.data, stored),
        );
      },
    },
    addVersion: {
      confirm: {
        key: 'document',
        message: ({ request }, document: { version: string }) =>
          t(request, 'documents.success.version', { version: document.version }),
      },
      after: publish,
      handler: async (c) => {
        const { request, params } = c;
        await libraryViewer(c.db, c.auth, params.id, params.productId);
        const content = await readMultipart(request, { fileFields: ['file', 'files'], maxFiles: 1 });
        if (content.files.length === 0) throw noFile();
        const files = await checkDocuments(request, content.files);
        return storeDocuments(app, files, (stored) =>
          addVersion(c, params.id, params.productId, params.documentId, stored[0]!),
        );
      },
    },
    remove: {
      confirm: { message: 'documents.success.deleted' },
      after: publish,
      handler: async (c) =>
        removeStored(
          app.storage,
          await deleteDocument(c, c.params.id, c.params.productId, c.params.documentId),
        ),
    },
    file: async ({ db, reply, auth, params, query }) => {
      const file = await getDocumentFile(
        db,
        auth,
        params.id,
        params.productId,
        params.documentId,
        query.version ? parseVersion(query.version) : null,
      );
      const download = query.download === '1';
      // Images are shown inline for the preview; a PDF is saved (a sandboxed PDF shows blank in
      // Chromium, and an unsandboxed one would run its viewer in the app's origin: issue 29 §5).
      const kind = file.type === 'image' ? 'image' : 'document';
      return sendStoredFile(app.storage, reply, { ...file, kind }, download);
    },
  });
}
