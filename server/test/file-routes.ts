/**
 * Every declared route that answers a file, by what the file is: a csv or xlsx export (its text
 * cells neutralised against formulas: exports.test.ts), a file a user uploaded (never shown in the
 * app's origin: uploaded-files.test.ts), or a document the server writes itself (PDF, UBL). The
 * tests that use it first check that it names exactly the declared file routes, so a new one
 * fails them until it is put in its place here.
 */
import { z } from 'zod';
import { declaredRoutes } from '@comptoir/core/routes';
import { routeName, type AnyRoute } from '@comptoir/core/route';

export type FileRouteKind = 'export' | 'uploaded' | 'generated';

export const FILE_ROUTES: Readonly<Record<string, FileRouteKind>> = {
  'GET /api/products/export': 'export',
  'GET /api/pricelists/export': 'export',
  'GET /api/invoices/export': 'export',
  'GET /api/purchases/export': 'export',
  'GET /api/time-entries/export': 'export',
  'GET /api/analytics/export': 'export',
  'GET /api/products/import/template': 'export',
  'GET /api/products/import/:id/errors': 'export',
  'GET /api/pricelists/import/:id/errors': 'export',

  'GET /api/demandes/:id/attachments/:attachmentId': 'uploaded',
  'GET /api/demandes/:id/products/:productId/files/:fileId': 'uploaded',
  'GET /api/demandes/:id/products/:productId/documents/:documentId/file': 'uploaded',
  'GET /api/demandes/:id/products/:productId/messages/:messageId/attachments/:attachmentId': 'uploaded',
  'GET /api/quotations/:id/documents/:docId': 'uploaded',
  'GET /api/invoices/:id/file': 'uploaded',
  'GET /api/extraction/:id/file': 'uploaded',
  'GET /api/products/:id/image': 'uploaded',
  'GET /api/products/:id/thumbnail': 'uploaded',
  'GET /api/purchases/:id/receipts/:receiptId/photos/:photoId': 'uploaded',

  'GET /api/invoices/:id/pdf': 'generated',
  'GET /api/invoices/:id/ubl': 'generated',
  'GET /api/orders/:id/pdf': 'generated',
  'GET /api/purchases/:id/pdf': 'generated',
  'GET /api/quotes/:id/pdf': 'generated',
  // A page of an extraction's document drawn by the server (re-encoded WebP, never the upload's bytes).
  'GET /api/extraction/:id/pages/:page': 'generated',
};

/** Every declared route answering a file. */
export const declaredFileRoutes = (): AnyRoute[] => declaredRoutes().filter((r) => r.response === 'file');

/** The names of a route's query fields (null: a query that is not a plain object, unreadable here). */
export function queryFields(route: AnyRoute): string[] | null {
  if (!route.query) return [];
  return route.query instanceof z.ZodObject ? Object.keys(route.query.shape) : null;
}

/**
 * What a file route looks like to be an export: 'export' in its path, or a `format` to choose.
 * A route so looking that is not listed as an export fails the guard.
 */
export const looksLikeExport = (route: AnyRoute): boolean =>
  /export/i.test(route.path) || (queryFields(route) ?? ['format']).includes('format');

/** The names of the declared file routes of `kind`. */
export const fileRoutesOf = (kind: FileRouteKind): string[] =>
  Object.entries(FILE_ROUTES)
    .filter(([, k]) => k === kind)
    .map(([name]) => name);

/** The checks both file tests start with: the table above names exactly the declared file routes. */
export function fileRouteProblems(): string[] {
  const declared = declaredFileRoutes();
  const names = new Set(declared.map(routeName));
  const problems: string[] = [];
  for (const route of declared) {
    const name = routeName(route);
    if (!FILE_ROUTES[name]) problems.push(`${name} answers a file but is not in server/test/file-routes.ts`);
    else if (looksLikeExport(route) && FILE_ROUTES[name] !== 'export')
      problems.push(
        `${name} looks like an export (export in its path or a format) but is listed as ${FILE_ROUTES[name]}`,
      );
  }
  for (const name of Object.keys(FILE_ROUTES)) {
    if (!names.has(name)) problems.push(`${name} is listed but no declared route answers a file there`);
  }
  return problems;
}
