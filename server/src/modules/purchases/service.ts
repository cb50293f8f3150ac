/**
 * Purchase orders (issue 32): company-scoped list with counters by status, drafts created blank
 * or from approved supplier quotations, edited and deleted while drafts, the send (number
 * BCF-{year}-{NNNNN}), confirm, close and cancel actions, and the deposits and payments made to the
 * supplier, the receipts of the goods with what quality control refused. Every change is one transaction with its audit entry.
 *
 * One operation per file in `service/`: `read` (row shape, one order), `list`, `write` (create,
 * update, delete), `actions` (the actions and the payments), `receipts` (the goods received).
 */
export { getPurchaseOrder } from './service/read';
export { listPurchaseOrders } from './service/list';
export { createPurchaseOrder, deletePurchaseOrder, updatePurchaseOrder } from './service/write';
export { applyPurchaseAction, recordPurchasePayment } from './service/actions';
export { recordReceipt, removeReceipt } from './service/receipts';
