/**
 * Supplier quotations per requested product (spec 001 §2 'Supplier quotations (per product)', §3, §4,
 * §9; issue 7 §1). Module `demandes`.
 *
 * - 'expired' is never stored: a pending quotation whose 'valid until' date is before today (server
 *   clock, UTC date) reads as expired, in the presented status and in the SQL of the status filter.
 * - Prices are compared in the reader's base currency (user_settings.base_currency) at the current
 *   rates (decision 0009): a quotation whose currency has no rate is never converted at 1, it has no
 *   converted price, does not compete for the best price and sorts last by price.
 * - 'Meilleur Prix' is the lowest converted total among the pending (not expired) and approved
 *   quotations of the product; the average is over the same quotations.
 * - Every write is one transaction with its audit entry.
 *
 * One operation per file in `service/`: `shared` (context, errors, today), `pricing` (status in
 * SQL, conversion), `summary` (best price and statistics), `read` (row shape, one quotation),
 * `list`, `write` (create, update), `actions` (approve, reject, delete), `documents`.
 */
export {
  type ActionContext,
  MAX_LISTED_QUOTATIONS,
  type Tx,
  documentNotFound,
  productNotFound,
  quotationNotFound,
  statusLabel,
  todayIso,
} from './service/shared';
export { type Pricing, pricingFor } from './service/pricing';
export { type PriceSummary, priceSummaries, quotationCounters } from './service/summary';
export { documentType, documentUrl, getQuotation } from './service/read';
export { listQuotations } from './service/list';
export { type ClaimedFile, createQuotation, quantityFromText, updateQuotation } from './service/write';
export { applyQuotationAction, deleteQuotation } from './service/actions';
export {
  type StoredDocument,
  addQuotationDocument,
  checkEditable,
  deleteQuotationDocument,
  getQuotationDocument,
} from './service/documents';
