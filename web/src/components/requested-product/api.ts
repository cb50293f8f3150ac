/**
 * Where the parts of a requested product (its conversation, its documents library) are on the
 * server and in the cache: under its request's.
 */

/** Which requested product: its request and itself. */
export interface ProductOfRequest {
  demandeId: string;
  productId: string;
}

/** The params of the routes of the product's parts (`/api/demandes/:id/products/:productId/…`). */
export const productParams = ({ demandeId, productId }: ProductOfRequest) => ({ id: demandeId, productId });

/**
 * The cache key of the product's `part`, under the request's detail key (['demandes', 'detail', id]):
 * the live events that refetch a request's detail refetch its products' parts too.
 */
export const productPartKey = ({ demandeId, productId }: ProductOfRequest, part: string) =>
  ['demandes', 'detail', demandeId, part, productId] as const;

/** What a change to a product's part reads again: the request's detail key (the part under it). */
export const partChanged = ({ demandeId }: ProductOfRequest) => [['demandes', 'detail', demandeId]];
