/**
 * Sourcing requests (demandes): requests with their assignees, requested products and files,
 * comments. Every write is one transaction with its audit entry; the routes publish the live
 * event once it is committed.
 *
 * One operation per file in `service/`: `list` (the list and the team directory), `detail` (one
 * request with its products), `write` (create, edit, status actions, assign, delete), `products`
 * (requested products and their files), `comments`; `read` holds the row shape and the helpers
 * they share.
 */
export { commentForbidden, unknownMember, type ActionContext, type StoredFile } from './service/read';
export { listDemandes, listMembers } from './service/list';
export { getDemande } from './service/detail';
export {
  applyAction,
  assignMembers,
  createDemande,
  deleteDemande,
  statusLabel,
  updateDemande,
} from './service/write';
export { addComment, canCommentOn, getAttachment, listComments } from './service/comments';
export {
  addProduct,
  addProductFiles,
  checkProduct,
  deleteProduct,
  deleteProductFile,
  getProductFile,
  updateProduct,
} from './service/products';
