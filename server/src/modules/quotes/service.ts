/**
 * Quotes (spec 001 §2 Quotes, §3 Quote and quote item, §4, §5 Quote): company-scoped list with
 * counters, creation and edits of drafts with their lines in one transaction (number
 * DEV-{year}-{NNN} from the counter row, totals by quoteTotals, never the client's), the
 * send / accept / reject actions, duplication, conversion into an order, the PDF.
 *
 * Expiry: a draft or sent quote whose validity date (valid_until, inclusive) is before today is
 * expired. The stored status is flipped in SQL before every read, list and action, and the
 * presented status is computed from the date as well, so no reader ever sees a stale 'sent'.
 * The flip is system housekeeping: it is not audited as a user's action.
 *
 * One operation per file in `service/`: `read` (expiry, row shape, one quote), `list`,
 * `line-price`, `write` (create, update, delete, demo quotes), `actions` (send, accept, reject),
 * `copy` (duplicate, convert into an order), `pdf`.
 */
export { effectiveStatus, expireQuotes, getQuote } from './service/read';
export { listQuotes } from './service/list';
export { linePrice } from './service/line-price';
export { type QuoteContent, createQuote, deleteQuote, insertDemoQuote, updateQuote } from './service/write';
export { defineQuoteMail, sendQuote, transitionQuote } from './service/actions';
export { DUPLICATE_VALIDITY_DAYS, convertQuote, duplicateQuote } from './service/copy';
export { quotePdf } from './service/pdf';
