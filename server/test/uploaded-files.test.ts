/**
 * Issue 29 §5: a file a user uploaded never runs in the app's origin. Every route serving one
 * (server/test/file-routes.ts lists them, checked against the declarations) answers it with a
 * Content-Security-Policy sandbox and nosniff, and as a download, except a picture asked for a
 * preview; a PDF, an SVG or an HTML page is always a download, whatever its record says.
 */
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { routeName } from '@comptoir/core/route';
import {
  demandeCommentAttachments,
  demandeComments,
  demandeProductFiles,
  demandeProducts,
  demandes,
  extractionJobs,
  invoices,
  productDocumentVersions,
  productDocuments,
  productMessageAttachments,
  productMessages,
  products,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceiptPhotos,
  purchaseReceipts,
  quotationDocuments,
  quotations,
  suppliers,
} from '../src/db/schema/index';
import { createCompany } from '../src/db/seed/factories';
import { newKey } from '../src/platform/storage';
import { PDF, pngOf } from '../src/modules/demandes/testing';
import { useTestApp } from './fixture';
import { declaredFileRoutes, fileRouteProblems, fileRoutesOf } from './file-routes';

const f = useTestApp({ users: { admin: { isSuperAdmin: true, modules: [] } } });

/** The files each route serves in the test: a picture, a PDF, and two that would run a script. */
const FILES = {
  png: { name: 'photo.png', mime: 'image/png', kind: 'image' },
  pdf: { name: 'fiche.pdf', mime: 'application/pdf', kind: 'document' },
  // Records that say "image" for a file that is not a picture (an older upload, a bug elsewhere).
  svg: { name: 'logo.svg', mime: 'image/svg+xml', kind: 'image' },
  html: { name: 'page.html', mime: 'text/html', kind: 'image' },
} as const;
type FileName = keyof typeof FILES;

const SCRIPT = '<script>fetch("/api/auth/session")</script>';
const bytesOf = async (file: FileName): Promise<Buffer> =>
  file === 'png'
    ? pngOf('#3366ff')
    : file === 'pdf'
      ? PDF
      : file === 'svg'
        ? Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${SCRIPT}</svg>`)
        : Buffer.from(`<!doctype html><title>x</title>${SCRIPT}`);

interface Served {
  /** The declared route (method and path). */
  route: string;
  url: string;
  file: FileName;
  /** Whether the route takes `download=1`. */
  download: boolean;
}

/** Inserts one row of `table`: its id. */
async function insert<T extends PgTable>(table: T, values: T['$inferInsert']): Promise<string> {
  const [row] = (await f.db
    .insert(table)
    .values(values as never)
    .returning()) as { id: string }[];
  return row!.id;
}

/** Stores `file` and makes the records of every route serving it: the URLs to read it at. */
async function serve(file: FileName): Promise<Served[]> {
  const spec = FILES[file];
  const bytes = await bytesOf(file);
  const stored = async () => {
    const { key } = await f.ctx.app.storage.put(newKey('tests', spec.name.split('.').pop()), bytes);
    return { name: spec.name, mime: spec.mime, size: bytes.length, storageKey: key };
  };
  /** A stored file with its kind, as the attachments' tables keep them. */
  const kept = async () => ({ kind: spec.kind, ...(await stored()) });
  const demande = await insert(demandes, {
    title: 'Fichiers',
    description: 'x',
    category: 'Autre',
    deadline: '2030-01-01',
  });
  const product = await insert(demandeProducts, { demandeId: demande, name: 'Lampe' });
  const base = `/api/demandes/${demande}`;
  const item = `${base}/products/${product}`;
  const comment = await insert(demandeComments, { demandeId: demande, author: 'A' });
  const attachment = await insert(demandeCommentAttachments, {
    commentId: comment,
    type: spec.kind,
    ...(await stored()),
  });
  const productFile = await insert(demandeProductFiles, { productId: product, ...(await kept()) });
  const document = await insert(productDocuments, { productId: product, category: 'Autre' });
  await insert(productDocumentVersions, {
    documentId: document,
    version: 0,
    type: file === 'pdf' ? 'pdf' : 'image',
    uploader: 'A',
    ...(await stored()),
  });
  const message = await insert(productMessages, { productId: product, author: 'A' });
  const messageFile = await insert(productMessageAttachments, { messageId: message, ...(await kept()) });
  const quotation = await insert(quotations, {
    requestedProductId: product,
    supplierName: 'S',
    totalPrice: '1',
    currency: 'EUR',
  });
  const quotationFile = await insert(quotationDocuments, { quotationId: quotation, ...(await stored()) });
  const original = await stored();
  const invoice = await insert(invoices, {
    direction: 'incoming',
    status: 'to_check',
    partyName: 'Fournisseur',
    fileKey: original.storageKey,
    fileName: original.name,
    fileMime: original.mime,
    fileSize: original.size,
  });
  const extracted = await stored();
  const job = await insert(extractionJobs, {
    userId: f.users.admin.id,
    kind: 'invoice',
    fileName: extracted.name,
    fileType: file === 'pdf' ? 'pdf' : 'image',
    mime: extracted.mime,
    size: extracted.size,
    storageKey: extracted.storageKey,
  });

  // A photo of goods rejected at quality control, on a receipt line of a purchase order.
  const purchase = await insert(purchaseOrders, {
    companyId: (await createCompany(f.db)).id,
    supplierId: await insert(suppliers, { name: 'Fournisseur' }),
    currency: 'EUR',
  });
  const receipt = await insert(purchaseReceipts, { orderId: purchase, position: 1, date: '2030-01-01' });
  const receiptLine = await insert(purchaseReceiptLines, {
    receiptId: receipt,
    orderLineId: await insert(purchaseOrderLines, {
      orderId: purchase,
      position: 0,
      description: 'Lampe',
      quantity: '1',
      unitPrice: '1',
      lineTotal: '1',
    }),
    received: '1',
    rejected: '1',
  });
  const photo = await insert(purchaseReceiptPhotos, { receiptLineId: receiptLine, ...(await stored()) });

  const served: Served[] = [
    {
      route: 'GET /api/demandes/:id/attachments/:attachmentId',
      url: `${base}/attachments/${attachment}`,
      file,
      download: true,
    },
    {
      route: 'GET /api/demandes/:id/products/:productId/files/:fileId',
      url: `${item}/files/${productFile}`,
      file,
      download: true,
    },
    {
      route: 'GET /api/demandes/:id/products/:productId/documents/:documentId/file',
      url: `${item}/documents/${document}/file`,
      file,
      download: true,
    },
    {
      route: 'GET /api/demandes/:id/products/:productId/messages/:messageId/attachments/:attachmentId',
      url: `${item}/messages/${message}/attachments/${messageFile}`,
      file,
      download: true,
    },
    {
      route: 'GET /api/quotations/:id/documents/:docId',
      url: `/api/quotations/${quotation}/documents/${quotationFile}`,
      file,
      download: true,
    },
    {
      route: 'GET /api/purchases/:id/receipts/:receiptId/photos/:photoId',
      url: `/api/purchases/${purchase}/receipts/${receipt}/photos/${photo}`,
      file,
      download: true,
    },
    { route: 'GET /api/invoices/:id/file', url: `/api/invoices/${invoice}/file`, file, download: false },
    { route: 'GET /api/extraction/:id/file', url: `/api/extraction/${job}/file`, file, download: false },
  ];
  if (file === 'png') {
    // A product's image and thumbnail are checked pictures (their key gives their type).
    const image = await f.ctx.app.storage.put(newKey('products/images', 'png'), bytes);
    const thumbnail = await f.ctx.app.storage.put(newKey('products/thumbnails', 'webp'), bytes);
    const catalogued = await insert(products, {
      reference: 'IMG-1',
      name: 'Lampe',
      imageKey: image.key,
      thumbnailKey: thumbnail.key,
    });
    for (const which of ['image', 'thumbnail'])
      served.push({
        route: `GET /api/products/:id/${which}`,
        url: `/api/products/${catalogued}/${which}`,
        file,
        download: false,
      });
  }
  return served;
}

/** The directives of a Content-Security-Policy, by name. */
const directives = (policy: unknown): Map<string, string> =>
  new Map(
    String(policy ?? '')
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name!.toLowerCase(), values.join(' ')];
      }),
  );

function expectSandboxed(res: LightMyRequestResponse, what: string, inline: boolean, mime: string): void {
  expect(res.statusCode, `${what}: ${res.body.slice(0, 200)}`).toBe(200);
  const csp = directives(res.headers['content-security-policy']);
  // A sandbox with no allow-* token: no script, no same origin, no plugin, no form, no popup.
  expect(csp.get('sandbox'), `${what}: ${res.headers['content-security-policy']}`).toBe('');
  expect(csp.get('default-src'), what).toBe("'none'");
  expect(csp.get('frame-ancestors'), what).toBe("'none'");
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(String(res.headers['content-type']), what).toContain(mime);
  expect(String(res.headers['content-disposition']), what).toMatch(inline ? /^inline;/ : /^attachment;/);
}

describe('files users uploaded', () => {
  it('lists every declared file route in its place (server/test/file-routes.ts)', () => {
    expect(fileRouteProblems()).toEqual([]);
  });

  it('serves each with a sandbox and nosniff; only a picture inline, and never when downloaded', async () => {
    const all: Served[] = [];
    for (const file of Object.keys(FILES) as FileName[]) all.push(...(await serve(file)));
    // Every route serving an upload is exercised, with every kind of file it may hold.
    expect([...new Set(all.map((s) => s.route))].sort()).toEqual(fileRoutesOf('uploaded').sort());
    const previews: string[] = [];
    for (const s of all) {
      const what = `${s.route} (${s.file})`;
      const res = await f.call('GET', s.url);
      // A product image or thumbnail is stored as a picture: its key gives its type, not FILES.
      const mime = s.route.startsWith('GET /api/products/')
        ? s.route.endsWith('thumbnail')
          ? 'image/webp'
          : 'image/png'
        : FILES[s.file].mime;
      // The invoice original and the extraction's file are always saved; elsewhere a picture is
      // shown for a preview.
      const inline =
        s.file === 'png' && !['GET /api/invoices/:id/file', 'GET /api/extraction/:id/file'].includes(s.route);
      expectSandboxed(res, what, inline, mime);
      if (inline) previews.push(s.route);
      if (s.download)
        expectSandboxed(await f.call('GET', `${s.url}?download=1`), `${what} download`, false, mime);
    }
    // The previews the web shows: the pictures of requests, documents, messages, quotations,
    // products, and of goods rejected at a purchase's quality control.
    expect(previews).toHaveLength(8);
    const fileRoutes = new Set(declaredFileRoutes().map(routeName));
    for (const route of previews) expect(fileRoutes.has(route)).toBe(true);
  });
});
