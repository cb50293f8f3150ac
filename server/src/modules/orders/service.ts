/**
 * Orders (spec 001 §2 Orders, §3 Order and order item, §4, §5 Order): company-scoped list with
 * counters, creation with lines in one transaction (reference CMD-{year}-{NNN} from the counter
 * row, totals by orderTotals, status history, and the sourcing request made for the assignee),
 * status moves along the chain, edits of notes / dates / assignee, deletion of drafts, the
 * purchase-order PDF.
 *
 * One operation per file in `service/`: `read` (row shape, one order), `list` (with the totals in
 * a currency), `create` (insert with lines, history and the sourcing request), `write` (update,
 * move, delete), `pdf` (with the client block shared by documents), `quote-match` (converted
 * orders whose amounts differ from their quote's) and `realign` (such an order realigned on it).
 */
export { getOrder, readOrderDetail } from './service/read';
export { listOrders } from './service/list';
export { DEMANDE_DEFAULT_DAYS, type NewOrder, createOrder, insertOrder } from './service/create';
export { deleteOrder, moveOrder, updateOrder } from './service/write';
export { orderPdf, partyLines } from './service/pdf';
export { realignOrder } from './service/realign';
