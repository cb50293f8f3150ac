import type { FastifyRequest } from 'fastify';
import type { quotationBody, quotationListQuery } from '@comptoir/core/modules/quotations';
import type { QuotationStatus } from '@comptoir/core/modules/quotations';
import type { z } from 'zod';

import { AppError } from '../../../platform/errors';
import { t } from '../../../platform/i18n';

/** What every quotation operation shares: the action context, the errors, today, labels. */

export type { ActionContext, Runner as Reader, Tx } from '../../../platform/service';
export { iso } from '../../../platform/service';

export type CreateBody = z.output<typeof quotationBody>;
export type ListQuery = z.output<typeof quotationListQuery>;

/** A product's quotations are few; the list answers at most this many (the stats count them all). */
export const MAX_LISTED_QUOTATIONS = 500;

export const quotationNotFound = () => new AppError(404, 'not_found', 'quotations.errors.notFound');
export const productNotFound = () => new AppError(404, 'not_found', 'quotations.errors.productNotFound');
export const documentNotFound = () => new AppError(404, 'not_found', 'quotations.errors.documentNotFound');
export const unknownSupplier = () =>
  new AppError(400, 'validation', 'errors.validation', {}, { supplierId: 'quotations.validation.supplier' });

export { todayIso } from '../../sales/numbering';

/** Label of a status in the caller's language ('En attente'…). */
export const statusLabel = (request: FastifyRequest, status: QuotationStatus) =>
  t(request, `quotations.status.${status}`);
