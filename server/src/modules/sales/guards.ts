/**
 * What a sales document's body is checked against before it is written: no NUL character
 * (PostgreSQL text cannot hold one), amounts that fit numeric(16, 2), products that exist.
 */
import { inArray } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { validationFailed } from '../../platform/errors';
import type { Runner } from '../../platform/service';

/** Products named by lines, with the thumbnail URL a quote line shows; a 400 on the first unknown one. */
export async function checkProducts(
  db: Runner,
  items: readonly { productId: string | null }[],
  messageKey: string,
): Promise<Map<string, { imageUrl: string | null }>> {
  const ids = [...new Set(items.map((i) => i.productId).filter((id): id is string => Boolean(id)))];
  const found = new Map<string, { imageUrl: string | null }>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({ id: products.id, thumbnailKey: products.thumbnailKey, updatedAt: products.updatedAt })
    .from(products)
    .where(inArray(products.id, ids));
  for (const r of rows) {
    const version = new Date(r.updatedAt).getTime();
    found.set(r.id, { imageUrl: r.thumbnailKey ? `/api/products/${r.id}/thumbnail?v=${version}` : null });
  }
  const missing = items.findIndex((i) => i.productId && !found.has(i.productId));
  if (missing >= 0) throw validationFailed({ [`items.${missing}.productId`]: messageKey });
  return found;
}

/** numeric(16, 2) holds 14 integer digits: larger amounts are refused before the database sees them. */
const MAX_INTEGER_DIGITS = 14;

export function fitsAmount(value: string): boolean {
  const int = value.replace(/^-/, '').split('.')[0] ?? '';
  return int.replace(/^0+(?=\d)/, '').length <= MAX_INTEGER_DIGITS;
}

/** 400 when a line total or a document total would not fit the columns. */
export function checkAmounts(lines: readonly string[], totals: readonly string[], messageKey: string): void {
  const line = lines.findIndex((v) => !fitsAmount(v));
  if (line >= 0) throw validationFailed({ [`items.${line}.quantity`]: messageKey });
  if (totals.some((v) => !fitsAmount(v))) throw validationFailed({ items: messageKey });
}

/** Refuses NUL characters anywhere in a body or query (PostgreSQL text cannot hold them). */
export function rejectNul<T>(value: T, path: string[] = []): T {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw validationFailed({ [path.join('.') || '_']: 'errors.invalidValue' });
  } else if (Array.isArray(value)) {
    value.forEach((v, i) => rejectNul(v, [...path, String(i)]));
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) rejectNul(v, [...path, k]);
  }
  return value;
}
