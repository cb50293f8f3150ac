import { eq } from 'drizzle-orm';
import type { LinePrice } from '@comptoir/core/modules/sales';
import type { Db } from '../../../db/client';
import { products } from '../../../db/schema/index';
import type { AuthContext } from '../../../platform/access';
import { AppError, notFound } from '../../../platform/errors';
import { resolvePrice } from '../../pricelist/service';
import { findClient } from '../../sales/clients';
import { todayIso } from '../../sales/numbering';
import { pick, amountString } from '../../../platform/service';

/**
 * The unit price a quote line starts from: the client's zone price applying today (price list),
 * else the product's own price, with its currency.
 */
export async function linePrice(
  db: Db,
  auth: AuthContext,
  productId: string,
  clientId: string,
): Promise<LinePrice> {
  const client = await findClient(db, auth, clientId);
  if (!client) throw notFound();
  const [product] = await db
    .select(pick(products, ['id', 'name', 'description', 'price', 'currency', 'thumbnailKey', 'updatedAt']))
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) throw new AppError(404, 'not_found', 'quotes.errors.productUnknown');
  const imageUrl = product.thumbnailKey
    ? `/api/products/${product.id}/thumbnail?v=${new Date(product.updatedAt).getTime()}`
    : null;
  const base = {
    productName: product.name,
    description: product.description ?? '',
    imageUrl,
    zone: client.zone,
  };
  if (client.zone) {
    const resolved = await resolvePrice(db, productId, client.zone, todayIso());
    return {
      ...base,
      price: { amount: amountString(resolved.price.amount), currency: resolved.price.currency },
      source: resolved.source,
    };
  }
  return {
    ...base,
    price: { amount: amountString(product.price), currency: product.currency },
    source: 'base',
  };
}
