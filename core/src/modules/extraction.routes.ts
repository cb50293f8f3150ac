/**
 * The routes of the document extraction (/api/extraction): upload a supplier quotation or an
 * invoice, poll its job. Any signed-in user reaches them; the kind of document decides the module
 * checked (quotations: `demandes`, invoices: `invoices`). See core/src/route.ts.
 */
import { z } from 'zod';
import { routes } from '../route';
import { EXTRACTION_STATUSES, extractionJob } from './extraction';

const idParams = z.object({ id: z.uuid({ error: 'errors.notFound' }) });
const pageParams = idParams.extend({
  page: z.coerce
    .number({ error: 'errors.notFound' })
    .int({ error: 'errors.notFound' })
    .min(1, { error: 'errors.notFound' })
    .max(1000, { error: 'errors.notFound' }),
});
/** The job just created. */
const createdJob = z.object({ id: z.uuid(), status: z.enum(EXTRACTION_STATUSES) });

const r = routes('authenticated', { tags: ['extraction'], errors: [400, 401, 403, 404] });

export const extractionApi = {
  create: r.post('/api/extraction', {
    summary:
      "Uploads a document to read (multipart: field `file`, PDF, xlsx, xls, PNG, JPG or XML e-invoice by content, 20 MB; field `kind` = 'quotation' (module demandes) or 'invoice' (module invoices)). Answers 202 with the job, processed off the main thread: poll GET /api/extraction/:id",
    body: 'multipart',
    response: createdJob,
    status: 202,
    errors: [400, 401, 403, 404, 413, 429],
  }),
  read: r.get('/api/extraction/:id', {
    summary:
      "An extraction job of the caller: status processing (with progress), completed (result: every field as { value, confidence, source }) or error (errorMessage, 'Erreur de traitement'); processingTimeMs. Other users get 404",
    params: idParams,
    response: extractionJob,
  }),
  page: r.get('/api/extraction/:id/pages/:page', {
    summary:
      "The picture (WebP, 96 dpi) of a page of the job's document that values were read on (its owner only; the job's `previews` list them), for the AI panel to show where a value was found; 404 for a page not drawn",
    params: pageParams,
    response: 'file',
  }),
  file: r.get('/api/extraction/:id/file', {
    summary: 'The uploaded file of an extraction job, as a download (its owner only)',
    params: idParams,
    response: 'file',
  }),
};
