/**
 * Where the parts of a requested product (its conversation, its documents library) are on the
 * server and in the cache: under its request's. And what their screens are shown for.
 */
import type { AnyRoute, CallArgs } from '@comptoir/core/route';
import { multipart, upload } from '@/lib/api';

/** Which requested product: its request and itself. */
export interface ProductOfRequest {
  demandeId: string;
  productId: string;
}

/** What a part of a requested product (its conversation, quotations, documents) is shown for. */
export interface ProductPartProps {
  demandeId: string;
  product: { id: string; name: string };
}

/** A part shown in a dialog of its own (the conversation, the quotations), and how it closes. */
export interface ProductPanelProps extends ProductPartProps {
  onClose: () => void;
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

/**
 * Sends `fields` (multipart) to `route`, a route of the product's part (with `params` besides the
 * product's), reporting the upload's progress; `fallbackKey`'s text when the server gives no message.
 */
export function uploadToPart<R extends AnyRoute & { body: 'multipart' }>(
  at: ProductOfRequest,
  route: R,
  fields: Parameters<typeof multipart>[0],
  fallbackKey: string,
  onProgress: (percent: number) => void,
  params: Record<string, string> = {},
) {
  const args = { params: { ...productParams(at), ...params } } as Omit<CallArgs<R>, 'body'>;
  return upload(route, args, multipart(fields), fallbackKey, onProgress);
}
